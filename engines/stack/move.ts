// Packed moves of Stack Chess: bits 0-6 from, 7-13 to, 14-17 the number of chips moved (the distance). 0 is no move.
import type { Cell, Move } from '../../src/core/types';

export const TO_SHIFT = 7;
export const CHIPS_SHIFT = 14;
export const CELL_MASK = 127;
export const CHIPS_MASK = 15;

export function moveFrom(move: Move): Cell {
  return move & CELL_MASK;
}

export function moveTo(move: Move): Cell {
  return (move >> TO_SHIFT) & CELL_MASK;
}

export function moveChips(move: Move): number {
  return (move >> CHIPS_SHIFT) & CHIPS_MASK;
}
