// One test per rule of sesqui.md: the opening moves and the unit vector, pawn directions, steps, 2-leap captures and
// double steps, compulsory promotion, the unblockable 24-leap and one move per destination, check through leaps and
// round the ring, and the draws. Plus text round trips (perft: test/engines/perft.test.ts).
import { describe, expect, test } from 'vitest';
import { createEngine } from '../../engines';
import type { Position } from '../../engines/sesqui';
import { PAWN_FORWARD, TOPOLOGY } from '../../engines/sesqui/topology';
import { RESULT_DRAW, RESULT_NONE } from '../../src/core/rules';
import { expectOk } from '../../src/core/result';
import { checkPlayouts } from '../helpers/playouts';
import { legalMoveTexts } from '../helpers/moves';

const { rules, evaluator } = createEngine('sesqui');
const name = (cell: number): string => TOPOLOGY.names[cell];

/** Position text from a map cell index -> letter. */
function ring(men: Record<number, string>, side = 'w', halfmove = 0): string {
  let cells = '';
  for (let cell = 0; cell < 48; cell++) cells += men[cell] ?? '.';
  return `${cells.replace(/\.+/g, (gap) => String(gap.length))} ${side} ${halfmove} 1`;
}

function setUp(text: string, moves: readonly string[] = []): Position {
  const pos = expectOk(rules.parsePosition(text)) as Position;
  for (const move of moves) expect(rules.makeMove(pos, expectOk(rules.parseMove(pos, move)))).toBe(true);
  return pos;
}

function legalMoves(pos: Position): string[] {
  return legalMoveTexts(rules, pos);
}

const from = (pos: Position, cell: number): string[] => legalMoves(pos).filter((move) => move.startsWith(name(cell)));
const move = (a: number, b: number, promotion = ''): string => name(a) + name(b) + promotion;

describe('setup and pawns', () => {
  test('the start position text and its 14 opening moves', () => {
    expect(rules.startText).toBe('PPNKRBPP4ppnqrbpp4PPBRQNPP4ppbrknpp4 w 0 1');
    const expected = [
      [0, 47],
      [0, 46],
      [7, 8],
      [7, 9],
      [24, 23],
      [24, 22],
      [31, 32],
      [31, 33],
      [1, 47],
      [6, 8],
      [25, 23],
      [30, 32],
      [2, 47],
      [29, 32],
    ]
      .map(([a, b]) => move(a, b))
      .sort();
    expect(legalMoves(rules.startPosition() as Position)).toEqual(expected);
  });

  test('the unit vector: after 7-9, 43-45, 9-10, 42-43, 6-7, 43-44 the pawn on 7 moves exactly to 8 and 9', () => {
    const pos = setUp(rules.startText, [move(7, 9), move(43, 45), move(9, 10), move(42, 43), move(6, 7), move(43, 44)]);
    expect(from(pos, 7)).toEqual([move(7, 8), move(7, 9)].sort());
  });

  test('forward is toward the nearest own promotion cell, fixed per colour and cell', () => {
    expect(PAWN_FORWARD[0]).toBe(-1); // white pawn on 0 heads for 40 clockwise
    expect(PAWN_FORWARD[7]).toBe(1); // white pawn on 7 heads for 15
    expect(PAWN_FORWARD[48 + 12]).toBe(-1); // black pawn on 12 heads for 4
    expect(PAWN_FORWARD[48 + 19]).toBe(1); // black pawn on 19 heads for 27
  });

  test('a pawn captures by leaping exactly two forward onto an enemy man; one step never captures', () => {
    // White pawn on 9 (forward +1), black knight on 10 and black rook on 11; kings far away.
    const pos = setUp(ring({ 9: 'P', 10: 'n', 11: 'r', 3: 'K', 33: 'k' }));
    expect(from(pos, 9)).toEqual([move(9, 11)]);
  });

  test('a double step from any start cell of the own pawns, over an occupied cell, never a capture; elsewhere none', () => {
    // White pawn on 31 (a start cell, forward +1), a black man on 32: the leap to 33 is allowed.
    const pos = setUp(ring({ 31: 'P', 32: 'n', 3: 'K', 18: 'k' }));
    expect(from(pos, 31)).toEqual([move(31, 33)]);
    // The same pawn on 32 (not a start cell): only the step.
    const moved = setUp(ring({ 32: 'P', 3: 'K', 18: 'k' }));
    expect(from(moved, 32)).toEqual([move(32, 33)]);
    // A white pawn standing on another white pawn start cell (1, forward -1 toward 40) may double step again.
    const again = setUp(ring({ 1: 'P', 10: 'K', 18: 'k' }));
    expect(from(again, 1)).toEqual([move(1, 0), move(1, 47)].sort());
  });

  test('arriving on a promotion cell promotes, compulsorily, to Q, R, B or N', () => {
    const pos = setUp(ring({ 14: 'P', 3: 'K', 33: 'k' }));
    expect(from(pos, 14)).toEqual(['q', 'r', 'b', 'n'].map((p) => move(14, 15, p)).sort());
    expect(rules.parseMove(pos, move(14, 15)).ok).toBe(false);
    // Also by a 2-leap capture onto the promotion cell.
    const capture = setUp(ring({ 13: 'P', 14: 'n', 15: 'r', 3: 'K', 33: 'k' }));
    expect(from(capture, 13)).toEqual(['q', 'r', 'b', 'n'].map((p) => move(13, 15, p)).sort());
    expect(rules.parsePosition(ring({ 15: 'P', 3: 'K', 33: 'k' })).ok).toBe(false); // no pawn on its promotion cell
  });

  test('no en passant: a pawn that double-stepped past an enemy pawn cannot be taken on the cell it crossed', () => {
    // White 30 -> 32 crosses 31; the black pawn on 33 (forward -1) is blocked and its leap to 31 captures nothing.
    const pos = setUp(ring({ 30: 'P', 33: 'p', 3: 'K', 40: 'k' }), [move(30, 32)]);
    expect(from(pos, 33)).toEqual([]);
  });
});

describe('pieces', () => {
  test('the 24-leap cannot be blocked; a destination reached by slide and leap is one move', () => {
    // Rook on 0 hemmed in by own pawns on 1 and 47: only the leap to 24.
    const hemmed = setUp(ring({ 0: 'R', 1: 'P', 47: 'P', 10: 'K', 20: 'k' }));
    expect(from(hemmed, 0)).toEqual([move(0, 24)]);
    // Bishop on 0 with own men on ±2: the leap to 24 only (odd neighbours do not matter).
    const bishop = setUp(ring({ 0: 'B', 2: 'P', 46: 'P', 1: 'n', 11: 'K', 21: 'k' }));
    expect(from(bishop, 0)).toEqual([move(0, 24)]);
    // King: ±1, ±2 over anything, 24.
    const king = setUp(ring({ 10: 'K', 11: 'P', 9: 'P', 30: 'k' }));
    expect(from(king, 10)).toEqual([move(10, 8), move(10, 12), move(10, 34)].sort());
  });

  test('knights leap ±3 and ±23', () => {
    const pos = setUp(ring({ 20: 'N', 10: 'K', 30: 'k' }));
    expect(from(pos, 20)).toEqual([move(20, 17), move(20, 23), move(20, 43), move(20, 45)].sort());
  });

  test('check through the 24-leap, a ±23 knight leap and a slide round the ring past index 0', () => {
    expect(rules.inCheck(setUp(ring({ 5: 'K', 29: 'b', 40: 'k' })))).toBe(true);
    expect(rules.inCheck(setUp(ring({ 5: 'K', 28: 'n', 40: 'k' })))).toBe(true);
    expect(rules.inCheck(setUp(ring({ 2: 'K', 44: 'r', 20: 'k' })))).toBe(true); // 44 -> 45, 46, 47, 0, 1, 2
    expect(rules.inCheck(setUp(ring({ 2: 'K', 44: 'r', 0: 'P', 20: 'k' })))).toBe(false);
    // Check across the centre cannot be blocked: the rook's only legal move is to take the checker.
    const across = setUp(ring({ 5: 'K', 6: 'R', 29: 'q', 41: 'k' }));
    expect(rules.inCheck(across)).toBe(true);
    expect(from(across, 6)).toEqual([move(6, 29)]);
  });
});

describe('results', () => {
  test('checkmate and stalemate', () => {
    // Black king on 40, checked across the centre by the queen on 16; every flight cell (38, 39, 41, 42) is covered.
    const mate = setUp(ring({ 16: 'Q', 37: 'R', 43: 'R', 3: 'K', 40: 'k' }, 'b'));
    expect(legalMoves(mate)).toEqual([]);
    expect(rules.outcome(mate)).toEqual({ kind: 'win', winners: [0], reason: 'checkmate' });
    // Not in check and no legal move: stalemate (queen 17, rook 23 and knight 39 cover every flight cell).
    const stale = setUp('3K13Q5R15Nk7 b 0 1');
    expect(rules.inCheck(stale)).toBe(false);
    expect(legalMoves(stale)).toEqual([]);
    expect(rules.outcome(stale)).toEqual({ kind: 'draw', reason: 'stalemate' });
    expect(rules.outcome(setUp(ring({ 3: 'K', 40: 'k' })))).toEqual({ kind: 'draw', reason: 'insufficient material' });
  });

  test('dead positions: K v K, K+B v K, K+N v K; K+R v K and K+P v K are not', () => {
    expect(rules.quickResult(setUp(ring({ 3: 'K', 21: 'B', 40: 'k' })))).toBe(RESULT_DRAW);
    expect(rules.quickResult(setUp(ring({ 3: 'K', 20: 'n', 40: 'k' })))).toBe(RESULT_DRAW);
    expect(rules.quickResult(setUp(ring({ 3: 'K', 20: 'R', 40: 'k' }, 'b')))).toBe(RESULT_NONE);
    expect(rules.quickResult(setUp(ring({ 3: 'K', 10: 'P', 40: 'k' })))).toBe(RESULT_NONE);
  });

  test('fifty-move rule and threefold repetition', () => {
    const pawns = { 3: 'K', 10: 'P', 33: 'p', 40: 'k' };
    expect(rules.outcome(setUp(ring(pawns, 'w', 100)))).toEqual({ kind: 'draw', reason: 'fifty-move rule' });
    const shuffle = [move(3, 2), move(40, 41), move(2, 3), move(41, 40)];
    const pos = setUp(ring(pawns), [...shuffle]);
    expect(rules.outcome(pos)).toBeUndefined();
    for (const text of shuffle) expect(rules.makeMove(pos, expectOk(rules.parseMove(pos, text)))).toBe(true);
    expect(rules.outcome(pos)).toEqual({ kind: 'draw', reason: 'threefold repetition' });
  });
});

describe('perft and text', () => {
  test('bad position text is refused with a reason', () => {
    for (const text of [
      '',
      'PPNK w',
      `${'1'.repeat(49)} w`,
      'PPNKRBPP4ppnqrbpp4PPBRQNPP4ppbrknpp4 x 0 1',
      'PPNKRBPP4ppnqrbpp4PPBRQNPP4ppbrxnpp4 w',
    ]) {
      const result = rules.parsePosition(text);
      expect(result.ok).toBe(false);
    }
  });

  test('round trips over seeded random playouts', () => {
    const checked = checkPlayouts(rules, rules.startText, {
      seed: 0x5e5,
      games: 12,
      plies: 150,
      movePattern: /^[a-h][1-6][a-h][1-6][qrbn]?$/,
      evaluator,
      compare: (played, reparsed) => expect((reparsed as Position).score).toBe((played as Position).score),
    });
    expect(checked.positions).toBeGreaterThan(500);
  });
});
