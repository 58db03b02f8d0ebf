// Cylinder chess against the independent slow generator (test/helpers/slow-fide-generator.ts): perft counts and the
// legal move lists of positions that use the join of the a- and h-files (en passant, castling, pins and checks
// across it, a bishop leaving a pin line for a cell on the same diagonal round the board).
import { describe, expect, test } from 'vitest';
import { createEngine } from '../../engines';
import { legalMoves } from '../../src/core/rules';
import { expectOk } from '../../src/core/result';
import { perft } from '../../src/search/perft';
import { slowCylinderBoard, SlowFideGenerator } from '../helpers/slow-fide-generator';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const POSITIONS: readonly (readonly [string, string, number])[] = [
  ['start', START, 3],
  ['white takes en passant across the edge (h5xa6)', 'rnbqkbnr/1pppppp1/8/p6P/8/8/PPPPPPP1/RNBQKBNR w KQkq a6 0 3', 3],
  ['black takes en passant across the edge (h4xa3)', 'rnbqkbnr/ppppppp1/8/8/P6p/8/1PPPPPPP/RNBQKBNR b KQkq a3 0 3', 3],
  ['castling: g1 attacked across the edge', 'r3k2r/8/8/8/1b6/8/3P4/R3K2R w KQkq - 0 1', 3],
  ['pins both ways round the rank', 'k7/8/8/8/K1P3rN/8/8/8 w - - 0 1', 3],
  ['check across the edge', 'k7/8/8/8/8/8/7q/K7 w - - 0 1', 3],
  ['a pinned bishop may not go round to the far side of the pin', '4k3/8/8/8/7b/8/5B2/4K3 w - - 0 1', 3],
  ['kiwipete', 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1', 2],
];

const rules = createEngine('cylinder').rules;
const slow = new SlowFideGenerator(slowCylinderBoard(8, 8));

describe('cylinder against the slow generator', () => {
  test.each(POSITIONS)('%s', (_name, fen, depth) => {
    const pos = expectOk(rules.parsePosition(fen));
    const buffer = new Int32Array(rules.maxMoves);
    const fast = legalMoves(rules, pos, buffer).map((move) => rules.formatMove(pos, move));
    const reference = slow.parse(fen);
    expect(fast.sort()).toEqual(slow.legalMoves(reference).sort());
    expect(perft(rules, pos, depth)).toBe(slow.perft(reference, depth));
  });

  test('start position perft 4 is 211,036 both ways', () => {
    expect(slow.perft(slow.parse(START), 4)).toBe(211_036);
    expect(perft(rules, rules.startPosition(), 4)).toBe(211_036);
  });

  test('the cases above happen: en passant across the edge, no castling through g1, the pinned men stay', () => {
    const moves = (fen: string): string[] => {
      const pos = expectOk(rules.parsePosition(fen));
      return legalMoves(rules, pos, new Int32Array(rules.maxMoves)).map((move) => rules.formatMove(pos, move));
    };
    expect(moves(POSITIONS[1][1])).toContain('h5a6');
    expect(moves(POSITIONS[2][1])).toContain('h4a3');
    expect(moves(POSITIONS[3][1])).toContain('e1c1');
    expect(moves(POSITIONS[3][1])).not.toContain('e1g1');
    expect(moves(POSITIONS[4][1]).filter((move) => move.startsWith('h4') || move.startsWith('c4'))).toEqual([]);
    expect(moves(POSITIONS[5][1]).sort()).toEqual(['a1b1', 'a1h2']);
    expect(moves(POSITIONS[6][1])).not.toContain('f2b6');
    expect(moves(POSITIONS[6][1])).toContain('f2g3');
  });
});
