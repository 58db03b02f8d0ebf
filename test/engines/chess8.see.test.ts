// Static exchange evaluation of the FIDE-board family (engines/chess8/see.ts): each position's exchange worked out by
// hand in piece values, and the test asks both sides of it (at least that value, not one centipawn more). The values
// are the evaluation's material at the position's phase, read from the table the rules use.
import { describe, expect, test } from 'vitest';
import type { Position } from '../../engines/chess8';
import { createChess8Engine } from '../../engines/chess8';
import { FIDE_SEE_VALUES } from '../../engines/chess8/see';
import { FIDE_SEE_VALUES as CYLINDER_SEE_VALUES } from '../../engines/generated/cylinder/see';
import { MSG_SEE_VALUES } from '../../engines/generated/msg/see';
import { createEngine } from '../../engines';
import { BISHOP, KNIGHT, PAWN, PHASE_MAX, QUEEN, ROOK } from '../../engines/common/fide-pieces';
import type { Rules } from '../../src/core/rules';
import { expectOk } from '../../src/core/result';

type Values = Record<'P' | 'N' | 'B' | 'R' | 'Q', number>;

function valuesAt(table: Int32Array, pos: Position): Values {
  const row = Math.min(pos.phase, PHASE_MAX) * 8;
  return {
    P: table[row + PAWN],
    N: table[row + KNIGHT],
    B: table[row + BISHOP],
    R: table[row + ROOK],
    Q: table[row + QUEEN],
  };
}

/** The exchange `move` starts in `fen` is exactly `expected(values)`: at least that, and not one more. */
function expectExchange(
  rules: Rules<Position>,
  table: Int32Array,
  fen: string,
  move: string,
  expected: (v: Values) => number,
): void {
  const pos = expectOk(rules.parsePosition(fen));
  const parsed = expectOk(rules.parseMove(pos, move));
  const value = expected(valuesAt(table, pos));
  const before = rules.formatPosition(pos);
  expect(rules.seeAtLeast?.(pos, parsed, value), `${move} nets at least ${value}`).toBe(true);
  expect(rules.seeAtLeast?.(pos, parsed, value + 1), `${move} nets less than ${value + 1}`).toBe(false);
  expect(rules.formatPosition(pos), 'the board is put back').toBe(before);
}

describe('normal', () => {
  const { rules } = createChess8Engine('normal');
  const exchange = (fen: string, move: string, expected: (v: Values) => number): void =>
    expectExchange(rules, FIDE_SEE_VALUES, fen, move, expected);

  test('an undefended pawn is won whole', () => {
    exchange('1k1r4/1pp4p/p7/4p3/8/P5P1/1PP4P/2K1R3 w - - 0 1', 'e1e5', (v) => v.P);
  });

  test('a rook taking a knight defended by a pawn loses the exchange', () => {
    exchange('4k3/8/3p4/4n3/8/8/4R3/4K3 w - - 0 1', 'e2e5', (v) => v.N - v.R);
  });

  test('x-ray behind the mover: the rook behind the rook makes the recapture a loss for black', () => {
    // Re2xe5 Re7xe5 Re1xe5: black's recapture wins a rook for a rook, so black gains nothing by it.
    exchange('4k3/4r3/8/4p3/8/8/4R3/4R1K1 w - - 0 1', 'e2e5', (v) => v.P);
  });

  test('x-ray behind a recapture: the second black rook joins once the first has taken', () => {
    // Nxe5 Re7xe5 Rxe5 Re8xe5: white's Rxe5 would win a rook and lose one, so white stops after losing the knight.
    exchange('4r1k1/4r3/8/4p3/8/3N4/4R3/6K1 w - - 0 1', 'd3e5', (v) => v.P - v.N);
  });

  test('x-rays on both sides: queen behind rook, queen behind bishop (knight takes a pawn, loses the knight)', () => {
    // Nxe5 Nxe5 Rxe5 Bxe5 Qxe5 Qxe5: from the end, white stops after Nxe5 (taking the knight back would cost more).
    exchange('1k1r3q/1ppn3p/p4b2/4p3/8/P2N2P1/1PP1R1BP/2K1Q3 w - - 0 1', 'd3e5', (v) => v.P - v.N);
  });

  test('en passant: the captured pawn is lifted from its own cell, opening the file behind it', () => {
    // exd6 Rxd6 Rxd6: the white rook on d1 sees d6 only once the d5 pawn is gone.
    exchange('3rk3/8/8/3pP3/8/8/8/3RK3 w - d6 0 1', 'e5d6', (v) => v.P);
  });

  test('a capture that promotes gains the piece less the pawn, and the new piece can be taken', () => {
    exchange('1r2k3/P2n4/8/8/8/8/8/4K3 w - - 0 1', 'a7b8q', (v) => v.R + v.Q - v.P - v.Q);
    exchange('1r2k3/P2n4/8/8/8/8/8/4K3 w - - 0 1', 'a7b8n', (v) => v.R + v.N - v.P - v.N);
  });

  test('a promotion onto a covered cell loses the pawn', () => {
    exchange('7r/P3k3/8/8/8/8/8/4K3 w - - 0 1', 'a7a8q', (v) => -v.P);
  });

  test('a defended piece: the king takes back, unless another attacker still covers the cell', () => {
    exchange('4k3/3p4/8/8/8/8/8/3RK3 w - - 0 1', 'd1d7', (v) => v.P - v.R);
    exchange('4k3/3p4/8/8/8/8/3R4/3QK3 w - - 0 1', 'd2d7', (v) => v.P);
  });

  test('quiet moves: onto a cell a pawn covers, and onto a safe one', () => {
    exchange('4k3/8/8/2p5/8/8/2N5/4K3 w - - 0 1', 'c2d4', (v) => -v.N);
    exchange('4k3/8/8/2p5/8/8/2N5/4K3 w - - 0 1', 'c2e3', () => 0);
  });

  test('castling is an exchange of 0', () => {
    exchange('4k3/8/8/8/8/8/8/4K2R w K - 0 1', 'e1g1', () => 0);
  });
});

describe('cylinder', () => {
  const rules = createEngine('cylinder').rules as unknown as Rules<Position>;

  test('a capture across the edge, and a rook first on both rays of the rank takes back once', () => {
    // Ra4xh4 (across the edge) Rd4xh4 Qh1xh4: the black rook is first on both rays of the fourth rank from h4; once
    // it has taken, black has nothing left (counted twice, it would take the queen and make Ra4xh4 a loss).
    // In cylinder's own values (its table is its own).
    expectExchange(rules, CYLINDER_SEE_VALUES, '4k3/8/8/8/R2r3n/8/8/4K2Q w - - 0 1', 'a4h4', (v) => v.N);
  });
});

describe('msg', () => {
  const rules = createEngine('msg').rules as unknown as Rules<Position>;

  test("a capture is counted in M.S.G.'s own values", () => {
    expectExchange(rules, MSG_SEE_VALUES, '4k3/8/3p4/4n3/8/8/4R3/4K3 w - - 0 1 00', 'e2e5', (v) => v.N - v.R);
  });

  test('a merge captures nothing: an exchange of 0, even onto a covered cell', () => {
    expectExchange(rules, MSG_SEE_VALUES, '4k3/8/8/8/8/8/2p5/R2RK3 w - - 0 1 00', 'a1d1mq', () => 0);
  });
});
