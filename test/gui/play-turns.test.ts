// `topochess play`'s parts for salmon: seats by name (White, Black, or a letter), and the turn being composed sub-move
// by sub-move as an open turn on the game record (src/cli/turn-draft.ts).
import { afterAll, describe, expect, test } from 'vitest';
import { parseSeats } from '../../src/cli/seats';
import { TurnDraft } from '../../src/cli/turn-draft';
import { Session } from '../../src/session/session';
import { defaultSessionDeps } from '../../src/session/wiring';

const LETTERS = 'ABCDEFGHIJ'.split('');

describe('seats', () => {
  test('White and Black by name or initial, letters in any case, several at once; anything else is refused', () => {
    const colours = ['White', 'Black'];
    expect(parseSeats('white', colours)).toEqual({ ok: true, value: [0] });
    expect(parseSeats('Black', colours)).toEqual({ ok: true, value: [1] });
    expect(parseSeats('b', colours)).toEqual({ ok: true, value: [1] });
    expect(parseSeats('W', colours)).toEqual({ ok: true, value: [0] });
    expect(parseSeats('1', colours)).toEqual({ ok: true, value: [1] });
    expect(parseSeats('d,a,3', LETTERS)).toEqual({ ok: true, value: [0, 3] });
    expect(parseSeats('K', LETTERS)).toEqual({
      ok: false,
      error: expect.objectContaining({ detail: "side 'k' is not a player (A, B, C, D, E, F, G, H, I or J)" }),
    });
    expect(parseSeats('red', colours)).toEqual({
      ok: false,
      error: expect.objectContaining({ detail: "side 'red' is not a player (white or black)" }),
    });
    expect(parseSeats('2', colours).ok).toBe(false);
    expect(parseSeats('', colours).ok).toBe(false);
  });
});

describe('a salmon turn composed sub-move by sub-move', () => {
  const sessions: Session[] = [];
  afterAll(async () => {
    for (const session of sessions) await session.close();
  });
  const open = async (): Promise<Session> => {
    const session = new Session(defaultSessionDeps(() => undefined));
    sessions.push(session);
    expect(session.selectVariant('salmon').ok).toBe(true);
    expect(session.building).toBe(true); // salmon's tables take more than one slice
    await new Promise<void>((built) => session.whenBuilt(built));
    expect(session.variant).toBe('salmon');
    return session;
  };

  test('sub-moves are played as an open turn: moves, display and go follow it; the record gets whole turns', async () => {
    const game = await open();
    const draft = new TurnDraft(game);
    const startMoves = game.legalMoves();
    expect(draft.token()).toBe('pass');
    const first = draft.play('a1a2a1a3');
    expect(first).toEqual({ ok: true, value: 'A1a2A1a3' });
    expect(game.moves).toEqual(['A1a2A1a3,']);
    expect(game.display()).toMatch(/A to move, sub-move 2 of 10/);
    const after = game.legalMoves();
    expect(after).not.toContain('A1a2A1a3');
    expect(after.some((m) => m.startsWith('A1a3'))).toBe(false);
    expect(after).toContain('pass');
    expect(startMoves.length).toBeGreaterThan(after.length - 10);
    // The same piece may not move twice, and garbage, a pass or two sub-moves at once change nothing.
    for (const bad of ['A1a3A1a4', 'nonsense', 'pass', 'A1b2A1c3,A1c2A1c3']) expect(draft.play(bad).ok).toBe(false);
    expect(game.moves).toEqual(['A1a2A1a3,']);
    expect(draft.play('A1b2A1c3').ok).toBe(true);
    expect(draft.token()).toBe('A1a2A1a3,A1b2A1c3');
    expect(draft.undo()).toBe(true);
    expect(draft.played).toEqual(['A1a2A1a3']);
    expect(game.moves).toEqual(['A1a2A1a3,']);
    expect(draft.finish('pass')).toEqual({ ok: true, value: 'A1a2A1a3' });
    expect(game.moves).toEqual(['A1a2A1a3']);
    expect(game.display()).toMatch(/D to move, sub-move 1 of 10/);
    expect(draft.undo()).toBe(false);
    // D starts a turn; the engine's go answers with the rest of it, and the record gets D's whole turn.
    expect(draft.play('D1a2D1a3').ok).toBe(true);
    const rest = await new Promise<string>((resolve) => {
      game.go({ limits: { depth: 1 } }, { onInfo: () => undefined, onDone: (done) => resolve(done.outcome.best!) });
    });
    const whole = draft.finish(rest);
    expect(whole.ok && whole.value.startsWith('D1a2D1a3')).toBe(true);
    expect(game.moves).toHaveLength(2);
    expect(game.moves[1].endsWith(',')).toBe(false);
    expect(game.display()).toMatch(/G to move, sub-move 1 of 10/);
    // A refused end (no such rest) changes nothing.
    expect(draft.play('G1a2G1a3').ok).toBe(true);
    expect(draft.finish('G1a3G1a4').ok).toBe(false);
    expect(game.moves).toHaveLength(3);
    expect(draft.played).toEqual(['G1a2G1a3']);
  });
});
