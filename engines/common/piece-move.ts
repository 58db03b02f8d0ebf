// Packed moves of the piece boards without castling or en passant (ring, torus): bits 0-7 from, 8-15 to, 16-19
// promotion kind (0 = none). 0 is never a move.
import type { Cell, Move } from '../../src/core/types';

export const TO_SHIFT = 8;
export const PROMOTION_SHIFT = 16;
export const CELL_MASK = 255;

export function moveFrom(move: Move): Cell {
  return move & CELL_MASK;
}

export function moveTo(move: Move): Cell {
  return (move >> TO_SHIFT) & CELL_MASK;
}

export function movePromotion(move: Move): number {
  return (move >> PROMOTION_SHIFT) & 15;
}
