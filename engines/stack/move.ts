// Packed moves of Stack Chess: bits 0-6 from, 7-13 to, 14-17 the number of chips moved (the distance). 0 is no move.
import type { Cell, Move } from '../../src/core/types';

export const TO_SHIFT = 7;
export const CHIPS_SHIFT = 14;

export function moveFrom(move: Move): Cell {
  return move & 127;
}

export function moveTo(move: Move): Cell {
  return (move >> TO_SHIFT) & 127;
}

export function moveChips(move: Move): number {
  return (move >> CHIPS_SHIFT) & 15;
}
