// Packed moves of the ring engine: bits 0-5 from, 6-11 to, 12-14 promotion kind (0 = none). 0 is never a move.
import type { Cell, Move } from '../../src/core/types';

export const TO_SHIFT = 6;
export const PROMOTION_SHIFT = 12;

export function moveFrom(move: Move): Cell {
  return move & 63;
}

export function moveTo(move: Move): Cell {
  return (move >> TO_SHIFT) & 63;
}

export function movePromotion(move: Move): number {
  return (move >> PROMOTION_SHIFT) & 7;
}
