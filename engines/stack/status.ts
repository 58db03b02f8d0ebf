// The end-of-game test of Stack Chess, run after every ply for both sides: a side without stacks draws the game;
// otherwise a side whose shortest stack is taller than every enemy stack wins. Read from the per-code stack counts.
import type { Position } from './position';
import { BLACK_BIT, MAX_HEIGHT } from './pieces';

export const STATUS_PLAYING = 0;
export const STATUS_WHITE_WINS = 1;
export const STATUS_BLACK_WINS = 2;
export const STATUS_NO_STACKS = 3;

/** Shortest (0 if none) and tallest stack of the colour whose code bit is `colourBit`. */
export function shortestStack(pos: Position, colourBit: number): number {
  const counts = pos.counts;
  for (let height = 1; height <= MAX_HEIGHT; height++) if (counts[colourBit | height] !== 0) return height;
  return 0;
}

export function tallestStack(pos: Position, colourBit: number): number {
  const counts = pos.counts;
  for (let height = MAX_HEIGHT; height >= 1; height--) if (counts[colourBit | height] !== 0) return height;
  return 0;
}

export function gameStatus(pos: Position): number {
  const whiteShortest = shortestStack(pos, 0);
  const blackShortest = shortestStack(pos, BLACK_BIT);
  if (whiteShortest === 0 || blackShortest === 0) return STATUS_NO_STACKS;
  if (whiteShortest > tallestStack(pos, BLACK_BIT)) return STATUS_WHITE_WINS;
  if (blackShortest > tallestStack(pos, 0)) return STATUS_BLACK_WINS;
  return STATUS_PLAYING;
}
