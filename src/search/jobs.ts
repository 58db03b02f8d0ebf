// Messages between the session (main thread) and the search worker. Positions travel as text plus move text,
// so the worker rebuilds them with the same parser the session used.
import type { RuleSwitches, VariantName } from '../core/types';
import type { SearchInfo, SearchLimits, SearchOutcome } from '../core/search-types';

/**
 * The most threads `setThreads` takes (UCI `Threads`' max, XBoard `cores` is clamped to it): Stockfish's bound, so
 * that a value a GUI or script sets for Stockfish is never refused. The session never asks for more than the
 * machine's cores (os.availableParallelism()), so on a smaller machine this only bounds what is accepted.
 */
export const MAX_THREADS = 1024;

export interface PositionSpec {
  readonly variant: VariantName;
  /** Rule switches (default: the recommended rules). */
  readonly switches?: RuleSwitches;
  /** Position text, or 'startpos'. */
  readonly start: string;
  readonly moves: readonly string[];
}

export type Job =
  | { readonly kind: 'search'; readonly id: number; readonly position: PositionSpec; readonly limits: SearchLimits }
  | { readonly kind: 'perft'; readonly id: number; readonly position: PositionSpec; readonly depth: number }
  | { readonly kind: 'bench'; readonly id: number; readonly variant: VariantName; readonly depth: number }
  /** Not answered: resize (and clear) the transposition table. */
  | { readonly kind: 'setHash'; readonly megabytes: number }
  /**
   * Not answered: search with this many threads (Lazy SMP: the search worker and threads - 1 helpers, started at
   * once and in parallel; a `sync` after it waits until they take jobs).
   */
  | { readonly kind: 'setThreads'; readonly threads: number }
  /** Not answered: forget what earlier games taught (TT, history). */
  | { readonly kind: 'newGame' }
  /** Not answered: build a variant's tables now (salmon's take a second), so that its first search need not. */
  | { readonly kind: 'prepare'; readonly variant: VariantName; readonly switches?: RuleSwitches }
  /** Answered by `synced` once every message posted before it has been handled. */
  | { readonly kind: 'sync'; readonly id: number };

export interface BenchReport {
  readonly nodes: number;
  readonly timeMs: number;
  readonly nps: number;
  /** Stopped before the end (or before it started): the figures are partial, not a signature. */
  readonly stopped: boolean;
}

export type JobEvent =
  | { readonly kind: 'info'; readonly id: number; readonly info: SearchInfo }
  | { readonly kind: 'bestMove'; readonly id: number; readonly outcome: SearchOutcome }
  | { readonly kind: 'perftMove'; readonly id: number; readonly move: string; readonly nodes: number }
  /** `stopped`: CONTROL_STOP ended the count early; `nodes` then covers only the root moves reported. */
  | {
      readonly kind: 'perftDone';
      readonly id: number;
      readonly nodes: number;
      readonly timeMs: number;
      readonly stopped: boolean;
    }
  | { readonly kind: 'benchDone'; readonly id: number; readonly report: BenchReport }
  | { readonly kind: 'error'; readonly id: number; readonly message: string }
  | { readonly kind: 'synced'; readonly id: number };

/** Slots of the shared control array (Int32Array over a SharedArrayBuffer). */
export const CONTROL_STOP = 0; // 1: end the current job as soon as possible
export const CONTROL_PONDER = 1; // 1 while pondering: no time limit until the session clears it (ponderhit)
export const CONTROL_SLOTS = 2;

/** What the session sees of the worker: one job at a time, events delivered on the main thread. */
export interface SearchService {
  /** Starts a job that answers (search, perft, bench); throws if one is already running. */
  run(job: Job & { readonly id: number }, onEvent: (event: JobEvent) => void): void;
  /** Sends a job that is not answered (setHash, newGame, prepare); queued behind a running job. */
  post(job: Job): void;
  /** Calls `done` once the worker has handled everything sent before (queued behind a running job too). */
  sync(done: () => void): void;
  /** Asks the running job to end now; a search still reports its best move. */
  stop(): void;
  /** Ends pondering: the running search switches to its clock limits. */
  ponderHit(): void;
  readonly busy: boolean;
  /** Ends the worker thread. */
  terminate(): Promise<void>;
}
