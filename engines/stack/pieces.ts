// Stack codes: a stack's height and colour in one small integer, the board's only kind of piece.
import type { Player } from '../../src/core/types';

/** The tallest stack. */
export const MAX_HEIGHT = 10;
/** A stack code: height 1..10 in the low bits, BLACK_BIT for Black; 0 is an empty cell. */
export const BLACK_BIT = 16;
export const HEIGHT_MASK = 15;
export const STACK_CODES = 32;

export function stackCode(colour: Player, height: number): number {
  return (colour === 0 ? 0 : BLACK_BIT) | height;
}

/** Height letters: A/a = 1 … J/j = 10 (upper case White). */
export const HEIGHT_LETTERS = ' abcdefghij';
