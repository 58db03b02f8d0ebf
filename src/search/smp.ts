// Lazy SMP: helper threads that search the main search's root at the same time, sharing its transposition table.
// The search worker owns the pool (HelperPool); each helper is another worker thread started from the same bundled
// source, which runs helper jobs only (worker-main.ts). Helpers never answer: what they find reaches the main search
// through the table. Control goes through shared memory, never messages, so stopping and waiting need no event loop.
import { Worker } from 'node:worker_threads';
import { CONTROL_SLOTS, CONTROL_STOP, type PositionSpec } from './jobs';
import type { TranspositionTable } from './tt';
import type { SearchLimits } from '../core/search-types';

/** Threads (UCI `Threads`, XBoard `cores`): the main search plus up to 255 helpers. */
export const MAX_THREADS = 256;

/**
 * The pool's control array: the helpers' Searchers read CONTROL_STOP and CONTROL_PONDER (never set: helpers have no
 * clock) like the main search reads the host's; then two slots per helper, ONLINE (set by the helper once it takes
 * jobs) and BUSY (set by the pool when it sends a job, cleared and notified by the helper when the job is over).
 */
const ONLINE = 0;
const BUSY = 1;
const SLOTS_PER_HELPER = 2;

function slot(index: number, which: number): number {
  return CONTROL_SLOTS + (index - 1) * SLOTS_PER_HELPER + which;
}

/** Longest wait for a helper to finish a stopped job; past it the helper is taken as hung and replaced. */
const HELPER_WAIT_MS = 2000;
/** Longest wait for new helpers to start (load the bundle) when Threads is set; a late one joins a later search. */
const HELPER_START_MS = 5000;

/** What a helper thread receives at start (workerData). */
export interface HelperData {
  readonly role: 'helper';
  /** 1, 2, ...: the helper's number (its Searchers' `helper`, its slots in `control`). */
  readonly index: number;
  readonly control: Int32Array;
  readonly table: SharedArrayBuffer;
}

export type HelperJob =
  | {
      readonly kind: 'helperSearch';
      readonly position: PositionSpec;
      readonly limits: SearchLimits;
      /** The shared table's buffer (a new one after a Hash resize) and the generation of the main search. */
      readonly table: SharedArrayBuffer;
      readonly generation: number;
    }
  /** Forget move-ordering statistics (the main search clears the shared table itself). */
  | { readonly kind: 'helperNewGame' };

/** The helper's side: marks it online, and ends a job (clears BUSY and wakes the waiting main search). */
export function helperOnline(data: HelperData): void {
  Atomics.store(data.control, slot(data.index, ONLINE), 1);
  Atomics.notify(data.control, slot(data.index, ONLINE));
}

export function helperDone(data: HelperData): void {
  Atomics.store(data.control, slot(data.index, BUSY), 0);
  Atomics.notify(data.control, slot(data.index, BUSY));
}

/** The limits a helper searches under: no clock, no node limit; only the pool's stop (or the depth limit) ends it. */
export function helperLimits(limits: SearchLimits): SearchLimits {
  return { infinite: true, depth: limits.depth, searchMoves: limits.searchMoves };
}

/** The search worker's helpers: started and ended by `resize`, sent each search, stopped and waited for after it. */
export class HelperPool {
  readonly control = new Int32Array(
    new SharedArrayBuffer((CONTROL_SLOTS + (MAX_THREADS - 1) * SLOTS_PER_HELPER) * Int32Array.BYTES_PER_ELEMENT),
  );
  /** helpers[i - 1] is helper i; undefined when it died (started again at the next search). */
  private helpers: (Worker | undefined)[] = [];
  private wanted = 0;

  constructor(private readonly source: string) {}

  /**
   * Helper count: `threads - 1`. Only between searches (the worker handles one message at a time). Waits until the
   * new helpers take jobs, so that the `readyok` after `setoption name Threads` means they search from the next `go`.
   */
  resize(threads: number, tt: TranspositionTable): void {
    this.wanted = Math.max(0, Math.min(MAX_THREADS, Math.floor(threads)) - 1);
    while (this.helpers.length > this.wanted) this.retire(this.helpers.length);
    this.fill(tt);
    const deadline = performance.now() + HELPER_START_MS;
    for (let index = 1; index <= this.wanted; index++) {
      const online = slot(index, ONLINE);
      while (Atomics.load(this.control, online) === 0 && this.helpers[index - 1] !== undefined) {
        const left = deadline - performance.now();
        if (left <= 0) return;
        Atomics.wait(this.control, online, 0, Math.min(left, 50));
      }
    }
  }

  /**
   * Sends the search to every helper that is online (one still starting would only delay the answer) and returns
   * how many took it. `tt.nextGeneration` is the generation the main search is about to start.
   */
  start(position: PositionSpec, limits: SearchLimits, tt: TranspositionTable): number {
    if (this.wanted === 0) return 0;
    this.fill(tt);
    Atomics.store(this.control, CONTROL_STOP, 0);
    const job: HelperJob = {
      kind: 'helperSearch',
      position,
      limits: helperLimits(limits),
      table: tt.buffer,
      generation: tt.nextGeneration,
    };
    let sent = 0;
    for (let index = 1; index <= this.helpers.length; index++) {
      const helper = this.helpers[index - 1];
      if (helper === undefined || Atomics.load(this.control, slot(index, ONLINE)) === 0) continue;
      Atomics.store(this.control, slot(index, BUSY), 1);
      helper.postMessage(job);
      sent++;
    }
    return sent;
  }

  /** Asks every helper to end its search (they look every 1024 nodes). */
  stop(): void {
    Atomics.store(this.control, CONTROL_STOP, 1);
  }

  /**
   * Blocks until no helper is busy, so the shared table may be cleared or resized and the next search starts with
   * idle helpers. A helper still busy after HELPER_WAIT_MS is ended and replaced at the next search.
   */
  waitIdle(): void {
    const deadline = performance.now() + HELPER_WAIT_MS;
    for (let index = 1; index <= this.helpers.length; index++) {
      const busy = slot(index, BUSY);
      while (Atomics.load(this.control, busy) !== 0) {
        const left = deadline - performance.now();
        if (left <= 0) {
          this.retire(index);
          break;
        }
        Atomics.wait(this.control, busy, 1, left);
      }
    }
  }

  /** Helpers forget their move-ordering statistics (ucinewgame, XBoard new). */
  newGame(): void {
    for (const helper of this.helpers) helper?.postMessage({ kind: 'helperNewGame' } satisfies HelperJob);
  }

  get size(): number {
    return this.wanted;
  }

  /** Starts the helpers missing from the wanted count. */
  private fill(tt: TranspositionTable): void {
    while (this.helpers.length < this.wanted) this.helpers.push(undefined);
    for (let index = 1; index <= this.wanted; index++) {
      if (this.helpers[index - 1] === undefined) this.helpers[index - 1] = this.spawn(index, tt);
    }
  }

  private spawn(index: number, tt: TranspositionTable): Worker {
    Atomics.store(this.control, slot(index, ONLINE), 0);
    Atomics.store(this.control, slot(index, BUSY), 0);
    const data: HelperData = { role: 'helper', index, control: this.control, table: tt.buffer };
    const worker = new Worker(this.source, {
      eval: true,
      workerData: data,
      resourceLimits: { maxYoungGenerationSizeMb: 8 },
    });
    worker.unref(); // the search worker's own port keeps it alive; helpers never do
    const gone = (): void => {
      if (this.helpers[index - 1] !== worker) return;
      this.helpers[index - 1] = undefined; // started again at the next search
      Atomics.store(this.control, slot(index, ONLINE), 0);
      Atomics.store(this.control, slot(index, BUSY), 0);
    };
    worker.on('error', gone);
    worker.on('exit', gone);
    return worker;
  }

  /** Ends helper `index` (the last one when shrinking, or a hung one) and forgets it. */
  private retire(index: number): void {
    const worker = this.helpers[index - 1];
    if (index === this.helpers.length) this.helpers.pop();
    else this.helpers[index - 1] = undefined;
    Atomics.store(this.control, slot(index, ONLINE), 0);
    Atomics.store(this.control, slot(index, BUSY), 0);
    if (worker !== undefined) void worker.terminate();
  }
}
