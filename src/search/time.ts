// Time management: turns the clock part of SearchLimits into a soft limit (start no new iteration after it) and a
// hard limit (stop mid-iteration). Both count from the moment the clock started: go, or ponderhit.
import type { SearchLimits } from '../core/search-types';

/** Reserved per move for process, pipe and GUI latency. */
export const MOVE_OVERHEAD_MS = 40;
/**
 * Expected cost of each move that no search limit sees (reading the position, the pipe, the arbiter's own work),
 * held back for every move still to play, as Stockfish does with its Move Overhead. At a small increment the clock
 * then settles at a reserve (some 180 ms at 1 s + 10 ms when the unseen cost is 5 ms a move) instead of running dry,
 * and a late hiccup of the machine does not lose on time.
 */
export const MOVE_LAG_MS = 10;
/** Never plan to spend more than this share of the remaining clock on one move. */
export const MAX_CLOCK_SHARE = 0.4;
/** Moves still to play when the GUI does not say (sudden death or increment). */
export const DEFAULT_MOVES_TO_GO = 30;
const MAX_MOVES_TO_GO = 50;
/** The hard limit may exceed the planned time by this factor when an iteration runs long. */
const HARD_FACTOR = 4;
const MIN_TIME_MS = 1;

export interface TimeBudget {
  /** Milliseconds after which no new iteration starts (Infinity: none). */
  readonly softMs: number;
  /** Milliseconds after which the search stops mid-iteration (Infinity: none). */
  readonly hardMs: number;
}

export const NO_TIME_LIMIT: TimeBudget = { softMs: Infinity, hardMs: Infinity };

/** The budget for one move; infinite and ponder flags are the caller's business (they suspend the budget). */
export function computeTimeBudget(limits: SearchLimits): TimeBudget {
  if (limits.moveTimeMs !== undefined) {
    // A fixed time per move is meant to be used up: new iterations may start until the end.
    const hard = Math.max(MIN_TIME_MS, limits.moveTimeMs - MOVE_OVERHEAD_MS);
    return { softMs: hard, hardMs: hard };
  }
  if (limits.clockMs === undefined) return NO_TIME_LIMIT;
  const clock = Math.max(0, limits.clockMs);
  const inc = Math.max(0, limits.incMs ?? 0);
  const movesToGo = Math.min(MAX_MOVES_TO_GO, Math.max(1, limits.movesToGo ?? DEFAULT_MOVES_TO_GO));
  const ceiling = Math.max(MIN_TIME_MS, Math.min(clock - MOVE_OVERHEAD_MS, clock * MAX_CLOCK_SHARE));
  // The time for the moves still to play: the clock, the increments still to come (after this move and the
  // others), less the lag of each; this move gets its share.
  const left = clock + inc * (movesToGo - 1) - MOVE_LAG_MS * (movesToGo + 2);
  const planned = Math.max(0, left) / movesToGo;
  const soft = Math.max(MIN_TIME_MS, Math.min(planned, ceiling));
  const hard = Math.max(soft, Math.min(planned * HARD_FACTOR, ceiling));
  return { softMs: soft, hardMs: hard };
}
