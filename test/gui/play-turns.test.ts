// `topochess play`'s parts for salmon: seats by number or letter, and the turn being composed sub-move by sub-move
// (src/cli/turn-draft.ts) while the game record only takes whole turns.
import { afterAll, describe, expect, test } from 'vitest';
import { parseSeats, seatName } from '../../src/cli/seats';
import { TurnDraft } from '../../src/cli/turn-draft';
import { Session } from '../../src/session/session';
import { defaultSessionDeps } from '../../src/session/wiring';

const LETTERS = 'ABCDEFGHIJ'.split('');

describe('seats', () => {
  test('numbers, letters in any case, several at once; anything else is refused', () => {
    expect(parseSeats('0', 2, undefined)).toEqual({ ok: true, value: [0] });
    expect(parseSeats('d,a,3', 10, LETTERS)).toEqual({ ok: true, value: [0, 3] });
    expect(parseSeats('K', 10, LETTERS).ok).toBe(false);
    expect(parseSeats('2', 2, undefined).ok).toBe(false);
    expect(parseSeats('', 2, undefined).ok).toBe(false);
    expect(seatName(3, LETTERS)).toBe('D');
    expect(seatName(1, undefined)).toBe('1');
  });
});

describe('a salmon turn composed sub-move by sub-move', () => {
  const sessions: Session[] = [];
  afterAll(async () => {
    for (const session of sessions) await session.close();
  });
  const open = (): Session => {
    const session = new Session(defaultSessionDeps(() => undefined));
    sessions.push(session);
    expect(session.selectVariant('salmon').ok).toBe(true);
    return session;
  };

  test('sub-moves change the draft only; moves and display follow it; the token plays the whole turn', () => {
    const game = open();
    const draft = new TurnDraft(game, open());
    const startMoves = game.legalMoves();
    expect(draft.current).toBe(game);
    expect(draft.token()).toBe('pass');
    const first = draft.play('a1a2a1a3');
    expect(first).toEqual({ ok: true, value: 'A1a2A1a3' });
    expect(game.moves).toEqual([]);
    expect(draft.current).not.toBe(game);
    expect(draft.current.display()).toMatch(/A to move, sub-move 2 of 10/);
    const after = draft.current.legalMoves();
    expect(after).not.toContain('A1a2A1a3');
    expect(after.some((m) => m.startsWith('A1a3'))).toBe(false);
    expect(after).toContain('pass');
    expect(startMoves.length).toBeGreaterThan(after.length - 10);
    // The same piece may not move twice, and garbage changes nothing.
    expect(draft.play('A1a3A1a4').ok).toBe(false);
    expect(draft.play('nonsense').ok).toBe(false);
    expect(draft.play('pass').ok).toBe(false);
    expect(draft.play('A1b2A1c3').ok).toBe(true);
    expect(draft.token()).toBe('A1a2A1a3,A1b2A1c3');
    expect(draft.undo()).toBe(true);
    expect(draft.played).toEqual(['A1a2A1a3']);
    expect(game.playMove(draft.token())).toEqual({ ok: true, value: 'A1a2A1a3' });
    draft.clear();
    expect(draft.current).toBe(game);
    expect(game.display()).toMatch(/D to move, sub-move 1 of 10/);
    expect(draft.undo()).toBe(false);
  });
});
