// Packed move layout of the 8x8 engine (30 bits, 0 = no move). Room is reserved for the M.S.G. moves: a split
// names two placement cells (extra1, extra2) and the split piece (arg), a gallop its knight's cell (to) and its final
// cell (extra1), a merge its result (arg).
//   bits 0-5 from | 6-11 to | 12-14 kind | 15-17 arg (promotion/merge piece kind, split order)
//   | 18-23 extra1 | 24-29 extra2
import type { Cell, Move } from '../../src/core/types';

export const MOVE_NORMAL = 0; // any quiet move or capture not listed below
export const MOVE_DOUBLE = 1; // pawn double step (may set the en-passant cell)
export const MOVE_EN_PASSANT = 2;
export const MOVE_CASTLE = 3; // written as the king's two-cell move
export const MOVE_PROMOTION = 4; // arg = piece kind
export const MOVE_MERGE = 5; // msg: arg = resulting piece kind
export const MOVE_SPLIT = 6; // msg: arg = kind of the piece split, extra1/extra2 = cells of the higher/lower new piece
export const MOVE_GALLOP = 7; // msg: to = the knight leapt over, extra1 = final cell

export const TO_SHIFT = 6;
export const KIND_SHIFT = 12;
export const ARG_SHIFT = 15;
export const EXTRA1_SHIFT = 18;
export const EXTRA2_SHIFT = 24;

export function packMove(from: Cell, to: Cell, kind: number, arg: number, extra1: Cell = 0, extra2: Cell = 0): Move {
  return (
    from |
    (to << TO_SHIFT) |
    (kind << KIND_SHIFT) |
    (arg << ARG_SHIFT) |
    (extra1 << EXTRA1_SHIFT) |
    (extra2 << EXTRA2_SHIFT)
  );
}

export function moveFrom(move: Move): Cell {
  return move & 63;
}

export function moveTo(move: Move): Cell {
  return (move >> TO_SHIFT) & 63;
}

export function moveKind(move: Move): number {
  return (move >> KIND_SHIFT) & 7;
}

export function moveArg(move: Move): number {
  return (move >> ARG_SHIFT) & 7;
}

/** Split: the cell of the higher new piece; gallop: the final cell. */
export function moveExtra1(move: Move): Cell {
  return (move >> EXTRA1_SHIFT) & 63;
}

/** Split: the cell of the lower new piece. */
export function moveExtra2(move: Move): Cell {
  return (move >> EXTRA2_SHIFT) & 63;
}
