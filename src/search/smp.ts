// Lazy SMP: helper threads that search the main search's root at the same time, sharing its transposition table.
// The search worker owns the pool (HelperPool); each helper is another worker thread started from the same bundled
// source, which runs helper jobs only (worker-main.ts). Helpers never answer: what they find reaches the main search
// through the table. Control goes through shared memory (one small array per helper), never messages, so stopping
// and waiting need no event loop.
import { CONTROL_SLOTS, CONTROL_STOP, MAX_THREADS, type PositionSpec } from './jobs';
import { clearReport, REPORT_SLOTS } from './peer-report';
import { MEMORY_SHARED, sharedBuffer } from './shared-memory';
import { startThread, STARTS_WHILE_BLOCKED, type Thread } from './threads';
import type { TranspositionTable } from './tt';
import type { SearchLimits } from '../core/search-types';

/**
 * Each helper's own control array: its Searchers read CONTROL_STOP and CONTROL_PONDER (never set: helpers have no
 * clock) as the main search reads the host's; then the helper's report of its finished iterations (peer-report.ts),
 * ONLINE (set by the helper once it takes jobs) and BUSY (set by the pool when it sends a job, cleared and notified by
 * the helper when the job is over). One array per helper, so a helper still ending the last search keeps its stop
 * flag while idle ones start the next.
 */
const ONLINE = CONTROL_SLOTS + REPORT_SLOTS;
const BUSY = ONLINE + 1;
const HELPER_SLOTS = BUSY + 1;

/** Longest wait for a helper to finish a stopped job; past it the helper is taken as hung and replaced. */
const HELPER_WAIT_MS = 2000;
/** Longest wait for new helpers to start (load the bundle), at `sync` or for one that has a job waiting. */
const HELPER_START_MS = 5000;

interface Helper {
  readonly worker: Thread;
  readonly control: Int32Array;
}

/** What a helper thread receives at start (workerData). */
export interface HelperData {
  readonly role: 'helper';
  /** 1, 2, ...: the helper's number (its Searchers' `helper`). */
  readonly index: number;
  readonly control: Int32Array;
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
  | { readonly kind: 'helperNewGame' }
  /** The table was resized: drop the old buffer now (memory stays one table of Hash), view this one. */
  | { readonly kind: 'helperTable'; readonly table: SharedArrayBuffer };

/** The helper's side: marks it online, and ends a job (clears BUSY and wakes a main search waiting for it). */
export function helperOnline(data: HelperData): void {
  Atomics.store(data.control, ONLINE, 1);
  Atomics.notify(data.control, ONLINE);
}

export function helperDone(data: HelperData): void {
  Atomics.store(data.control, BUSY, 0);
  Atomics.notify(data.control, BUSY);
}

/** The limits a helper searches under: no clock, no node limit; only its stop flag (or the depth limit) ends it. */
export function helperLimits(limits: SearchLimits): SearchLimits {
  return { infinite: true, depth: limits.depth, searchMoves: limits.searchMoves };
}

/**
 * The search worker's helpers: started and ended by `resize`, sent each search, stopped when the main search returns.
 * The next search goes to the idle ones at once (a helper still ending the last one sits it out); clearing or resizing
 * the table and changing the thread count first wait until every helper is idle (`waitIdle`).
 */
export class HelperPool {
  /** helpers[i - 1] is helper i; undefined when it died (started again at the next search). */
  private helpers: (Helper | undefined)[] = [];
  private wanted = 0;

  constructor(private readonly source: string) {}

  /**
   * Helper count: `threads - 1`. New helpers are started at once, all in parallel, and not waited for: a search
   * that comes before one is up sends it the job all the same, which it takes up when it is (see `start`), so no
   * search's clock is spent on start-up. `waitOnline` (at the next `sync`: `isready`, `ping`) waits for them.
   */
  resize(threads: number): void {
    this.waitIdle();
    // Without shared memory (a browser page that is not cross-origin isolated) there is one thread.
    this.wanted = MEMORY_SHARED ? Math.max(0, Math.min(MAX_THREADS, Math.floor(threads)) - 1) : 0;
    while (this.helpers.length > this.wanted) this.retire(this.helpers.length);
    this.fill();
  }

  /**
   * Blocks until every helper takes jobs (at most HELPER_START_MS), so that the `readyok` after `setoption name
   * Threads` means they search from the next `go`. Helpers start in parallel: this is about one helper's start. Not in
   * browsers (STARTS_WHILE_BLOCKED): there a helper cannot start while this thread waits; it joins a later search.
   */
  waitOnline(): void {
    if (!STARTS_WHILE_BLOCKED) return;
    const deadline = performance.now() + HELPER_START_MS;
    for (const helper of this.helpers) {
      while (helper !== undefined && Atomics.load(helper.control, ONLINE) === 0) {
        const left = deadline - performance.now();
        if (left <= 0) return;
        Atomics.wait(helper.control, ONLINE, 0, left);
      }
    }
  }

  /**
   * Sends the search to every idle helper, and returns the control arrays of those that took it (the main search
   * reads their reports). A helper still starting gets it too: the message waits for it, and it joins the search
   * once up (or, when the search is over by then, sees its stop flag and ends the job at once). `tt.nextGeneration`
   * is the generation the main search is about to start.
   */
  start(position: PositionSpec, limits: SearchLimits, tt: TranspositionTable): Int32Array[] {
    const taken: Int32Array[] = [];
    if (this.wanted === 0) return taken;
    this.fill();
    const job: HelperJob = {
      kind: 'helperSearch',
      position,
      limits: helperLimits(limits),
      table: tt.buffer,
      generation: tt.nextGeneration,
    };
    for (const helper of this.helpers) {
      if (helper === undefined || Atomics.load(helper.control, BUSY) !== 0) continue;
      Atomics.store(helper.control, CONTROL_STOP, 0);
      clearReport(helper.control);
      Atomics.store(helper.control, BUSY, 1);
      helper.worker.post(job);
      taken.push(helper.control);
    }
    return taken;
  }

  /** Asks every helper to end its search (they look every 1024 nodes). */
  stop(): void {
    for (const helper of this.helpers) if (helper !== undefined) Atomics.store(helper.control, CONTROL_STOP, 1);
  }

  /**
   * Blocks until no helper is busy, so that the shared table may be cleared or resized. A helper still busy after
   * HELPER_WAIT_MS (HELPER_START_MS while it has not started: its job waits for it) is ended and replaced at the
   * next search.
   */
  waitIdle(): void {
    this.stop();
    const since = performance.now();
    for (let index = 1; index <= this.helpers.length; index++) {
      const helper = this.helpers[index - 1];
      while (helper !== undefined && Atomics.load(helper.control, BUSY) !== 0) {
        const limit = Atomics.load(helper.control, ONLINE) === 0 ? HELPER_START_MS : HELPER_WAIT_MS;
        const left = since + limit - performance.now();
        if (left <= 0) {
          this.retire(index);
          break;
        }
        Atomics.wait(helper.control, BUSY, 1, left);
      }
    }
  }

  /** After a Hash resize (helpers idle): every helper views the new buffer and lets the old one go. */
  shareTable(tt: TranspositionTable): void {
    const job: HelperJob = { kind: 'helperTable', table: tt.buffer };
    for (const helper of this.helpers) helper?.worker.post(job);
  }

  /** Helpers forget their move-ordering statistics (ucinewgame, XBoard new). */
  newGame(): void {
    const job: HelperJob = { kind: 'helperNewGame' };
    for (const helper of this.helpers) helper?.worker.post(job);
  }

  /** Starts the helpers missing from the wanted count. */
  private fill(): void {
    while (this.helpers.length < this.wanted) this.helpers.push(undefined);
    for (let index = 1; index <= this.wanted; index++) {
      if (this.helpers[index - 1] === undefined) this.helpers[index - 1] = this.spawn(index);
    }
  }

  /** A new helper; it gets the table with its first search (never in workerData, which would keep it forever). */
  private spawn(index: number): Helper {
    const control = new Int32Array(sharedBuffer(HELPER_SLOTS * Int32Array.BYTES_PER_ELEMENT));
    const data: HelperData = { role: 'helper', index, control };
    const worker = startThread(this.source, data); // unreferenced: the search worker's own port keeps it alive
    const helper: Helper = { worker, control };
    worker.onDeath(() => {
      if (this.helpers[index - 1] === helper) this.helpers[index - 1] = undefined; // started again at the next search
    });
    return helper;
  }

  /** Ends helper `index` (the last one when shrinking, or a hung one) and forgets it. */
  private retire(index: number): void {
    const helper = this.helpers[index - 1];
    if (index === this.helpers.length) this.helpers.pop();
    else this.helpers[index - 1] = undefined;
    if (helper !== undefined) void helper.worker.terminate();
  }
}
