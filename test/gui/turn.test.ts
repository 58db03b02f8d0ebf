// The page's handling of multi-move turns (src/gui/turn.ts): the turn state from the `turn` line, turn tokens and
// player names (open turns and the engine's answers inside a turn: answer.test.ts).
import { describe, expect, test } from 'vitest';
import { createEngine } from '../../engines/index';
import { CellNames } from '../../src/gui/moves';
import { joinTurn, splitTurn } from '../../src/core/turns';
import { TURNS, parseTurnLine, playerName } from '../../src/gui/turn';

describe('turns in the page', () => {
  const salmon = createEngine('salmon').rules;

  test("the turn state comes from the engine's turn line; games of one-move turns have none", () => {
    expect(parseTurnLine('turn A move 1 of 10 end yes'.split(' '))).toEqual({
      mover: 'A',
      subMove: 1,
      perTurn: 10,
      canEnd: true,
    });
    expect(parseTurnLine('turn D move 3 of 10 end no'.split(' '))?.canEnd).toBe(false);
    expect(parseTurnLine('turn white move 1 of 1 end no'.split(' '))).toBeUndefined();
    expect(parseTurnLine('result ongoing'.split(' '))).toBeUndefined();
  });

  test('turn tokens join sub-moves with commas; no sub-move is a pass', () => {
    expect(joinTurn(TURNS, [])).toBe('pass');
    expect(joinTurn(TURNS, ['A1a2A1a3', 'A1b2A1c3'])).toBe('A1a2A1a3,A1b2A1c3');
    expect(splitTurn(TURNS, 'A1a2A1a3,A1b2A1c3')).toEqual(['A1a2A1a3', 'A1b2A1c3']);
    expect(splitTurn(TURNS, 'PASS')).toEqual([]);
  });

  test("players are letters in games of more than two (as salmon's results name them), else 0 and 1", () => {
    expect(Array.from({ length: 10 }, (_, p) => playerName(p, 10)).join('')).toBe(salmon.playerNames!.join(''));
    expect([playerName(0, 2), playerName(1, 2)]).toEqual(['0', '1']);
  });

  test('salmon move texts (capital letters) are read against the lower-case topology names', () => {
    const names = new CellNames(salmon.topology.names);
    const move = names.parse('A5c4A6c5')!;
    expect(salmon.topology.names[move.from]).toBe('a5c4');
    expect(salmon.topology.names[move.to]).toBe('a6c5');
    expect(move.rest).toBe('');
    expect(names.parse('A10j2A10j1*')?.rest).toBe('*');
  });
});
