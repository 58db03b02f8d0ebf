// Score scale of the search: centipawns, with mate scores near ±MATE counted in plies from the root.
// Mate scores are stored in the TT relative to the node (see scoreToTt), so they stay right at any depth.
import type { Score } from '../core/search-types';

/** Deepest ply the search can reach (main search + quiescence); sizes every per-ply buffer. */
export const MAX_PLY = 128;
/** Most lines one search reports (UCI MultiPV). */
export const MAX_LINES = 64;
/** Deepest iteration iterative deepening starts; leaves room for extensions and quiescence below MAX_PLY. */
export const MAX_DEPTH = 100;
export const INFINITE = 32000;
/** Score of the side to move when it is mated right now; mate in n plies scores MATE - n. */
export const MATE = 30000;
/** Scores at or beyond ±MATE_BOUND are mates (or rule wins) found within MAX_PLY. */
export const MATE_BOUND = MATE - MAX_PLY;
export const DRAW = 0;

export function isMateScore(score: number): boolean {
  return score >= MATE_BOUND || score <= -MATE_BOUND;
}

/** Node-relative form for the TT: a mate n plies below this node scores the same from whichever ply we reach it. */
export function scoreToTt(score: number, ply: number): number {
  if (score >= MATE_BOUND) return score + ply;
  if (score <= -MATE_BOUND) return score - ply;
  return score;
}

export function scoreFromTt(score: number, ply: number): number {
  if (score >= MATE_BOUND) return score - ply;
  if (score <= -MATE_BOUND) return score + ply;
  return score;
}

/** Root-relative search score → protocol score: mate in moves (full moves, negative when we are mated). */
export function toReportScore(score: number): Score {
  if (score >= MATE_BOUND) return { kind: 'mate', moves: (MATE - score + 1) >> 1 };
  if (score <= -MATE_BOUND) return { kind: 'mate', moves: 0 - ((MATE + score + 1) >> 1) || 0 }; // never -0
  return { kind: 'cp', value: score | 0 }; // | 0: negamax turns a draw into -0
}
