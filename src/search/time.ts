// Time management: turns the clock part of SearchLimits into a soft limit (start no new iteration after it) and a
// hard limit (stop mid-iteration). Both count from the moment the clock started: go, or ponderhit.
import type { SearchLimits } from '../core/search-types';

/** Reserved per move for process, pipe and GUI latency. */
export const MOVE_OVERHEAD_MS = 40;
/** Never plan to spend more than this share of the remaining clock on one move. */
export const MAX_CLOCK_SHARE = 0.4;
/** Moves still to play when the GUI does not say (sudden death or increment). */
export const DEFAULT_MOVES_TO_GO = 30;
const MAX_MOVES_TO_GO = 50;
const INCREMENT_SHARE = 0.75;
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
  const available = Math.max(0, clock - MOVE_OVERHEAD_MS);
  const ceiling = Math.max(MIN_TIME_MS, Math.min(available, clock * MAX_CLOCK_SHARE));
  // The increment arrives after this move, so it only counts when there is more than this move to play.
  const planned = available / movesToGo + (movesToGo > 1 ? inc * INCREMENT_SHARE : 0);
  const soft = Math.max(MIN_TIME_MS, Math.min(planned, ceiling));
  const hard = Math.max(soft, Math.min(planned * HARD_FACTOR, ceiling));
  return { softMs: soft, hardMs: hard };
}
