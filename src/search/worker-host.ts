// The main thread's side of the search worker: starts it from its script (threads.ts: bundled source text in Node, a
// URL in browsers), shares the control array (stop / ponder flags), routes each job's events to its callback, and
// replaces the worker if it ever dies.
import { CONTROL_PONDER, CONTROL_SLOTS, CONTROL_STOP, type Job, type JobEvent, type SearchService } from './jobs';
import { MEMORY_SHARED, sharedBuffer } from './shared-memory';
import { startThread, type Thread } from './threads';
import { workerSource } from './worker-source';
import type { SearchInfo, SearchOutcome } from '../core/search-types';

/** A worker that dies this many times in a row without sending a message is not started again. */
const MAX_CRASHES_IN_ROW = 3;

interface RunningJob {
  readonly job: Job & { readonly id: number };
  readonly onEvent: (event: JobEvent) => void;
}

export function createSearchService(): SearchService {
  return new WorkerSearchService(workerSource());
}

/** Exported for tests that need to reach the worker (to kill it); the product uses createSearchService. */
export class WorkerSearchService implements SearchService {
  private readonly control = new Int32Array(sharedBuffer(CONTROL_SLOTS * Int32Array.BYTES_PER_ELEMENT));
  private worker: Thread | undefined;
  private running: RunningJob | undefined;
  private terminated = false;
  private crashesInRow = 0;
  /** Replayed to a replacement worker so that a crash does not silently shrink the TT or drop the helpers. */
  private hashMegabytes: number | undefined;
  private threads: number | undefined;
  /** `sync` requests the worker has not answered yet, by id. */
  private readonly syncs = new Map<number, () => void>();
  private nextSyncId = 1;
  /**
   * Without shared memory (a browser page that is not cross-origin isolated) the worker cannot see the stop and
   * ponder flags: the running search's last line with a PV answers a stop, and the answer of a search that must wait
   * for stop (infinite, ponder) is held here instead of in the worker.
   */
  private lastLine: SearchInfo | undefined;
  private heldAnswer: JobEvent | undefined;

  /** `script`: what threads.ts starts a thread from (bundled source text in Node, a URL in browsers). */
  constructor(private readonly source: string) {
    this.worker = this.spawn();
  }

  get busy(): boolean {
    return this.running !== undefined;
  }

  run(job: Job & { readonly id: number }, onEvent: (event: JobEvent) => void): void {
    if (this.terminated) throw new Error('the search service has been terminated');
    if (this.running !== undefined) throw new Error(`a ${this.running.job.kind} job is still running`);
    // Reset here, not in the worker: a stop sent right after run() must not be lost to a reset that comes later.
    Atomics.store(this.control, CONTROL_STOP, 0);
    Atomics.store(this.control, CONTROL_PONDER, job.kind === 'search' && job.limits.ponder === true ? 1 : 0);
    this.running = { job, onEvent };
    this.lastLine = undefined;
    this.heldAnswer = undefined;
    const worker = this.worker;
    if (worker === undefined) {
      // No worker could be kept alive: answer at once so the protocol still replies.
      queueMicrotask(() => this.failRunning('the search worker could not be started'));
      return;
    }
    worker.ref(); // keep the process alive while a job runs; an idle worker never does
    worker.post(job);
  }

  post(job: Job): void {
    if (this.terminated) return;
    if (job.kind === 'setHash') this.hashMegabytes = job.megabytes;
    if (job.kind === 'setThreads') this.threads = job.threads;
    this.worker?.post(job);
  }

  sync(done: () => void): void {
    const worker = this.worker;
    if (this.terminated || worker === undefined) return queueMicrotask(done);
    const id = this.nextSyncId++;
    this.syncs.set(id, done);
    // Wait for the answer even while no job runs (an idle worker does not keep the process alive otherwise).
    worker.ref();
    worker.post({ kind: 'sync', id } satisfies Job);
  }

  stop(): void {
    Atomics.store(this.control, CONTROL_STOP, 1);
    Atomics.notify(this.control, CONTROL_STOP);
    if (!MEMORY_SHARED) this.stopFromOutside();
  }

  ponderHit(): void {
    Atomics.store(this.control, CONTROL_PONDER, 0);
    // A ponder search idling at its depth limit waits on the stop slot: wake it to see the ponderhit.
    Atomics.notify(this.control, CONTROL_STOP);
    // Unseen by a worker without shared memory: the search ends now, with what it has found.
    if (!MEMORY_SHARED) this.stopFromOutside();
  }

  async terminate(): Promise<void> {
    if (this.terminated) return;
    this.terminated = true;
    this.running = undefined;
    this.releaseSyncs();
    const worker = this.worker;
    this.worker = undefined;
    if (worker !== undefined) await worker.terminate();
  }

  /** The current worker thread, for tests only. */
  get workerForTests(): Thread | undefined {
    return this.worker;
  }

  private spawn(): Thread {
    // The source too: the worker starts its Lazy SMP helpers from it.
    const worker = startThread(this.source, { control: this.control, source: this.source });
    worker.onMessage((event) => this.onMessage(worker, event as JobEvent));
    worker.onDeath((reason) => this.onDeath(worker, `search worker ${reason}`));
    return worker;
  }

  private onMessage(worker: Thread, event: JobEvent): void {
    if (worker !== this.worker) return;
    this.crashesInRow = 0;
    if (event.kind === 'synced') return this.answerSync(worker, event.id);
    const running = this.running;
    if (running === undefined || event.id !== running.job.id) return; // a late event of a finished job
    if (event.kind === 'info' && event.info.pv.length > 0 && (event.info.multiPv ?? 1) === 1)
      this.lastLine = event.info;
    if (!MEMORY_SHARED && event.kind === 'bestMove' && mustWaitForStop(running.job, this.control)) {
      this.heldAnswer = event;
      return;
    }
    if (isFinal(running.job, event)) {
      // Cleared before the callback, which may well start the next job (XBoard: move, then ponder).
      this.running = undefined;
      this.unrefWhenIdle(worker);
    }
    running.onEvent(event);
  }

  private answerSync(worker: Thread, id: number): void {
    const done = this.syncs.get(id);
    this.syncs.delete(id);
    this.unrefWhenIdle(worker);
    done?.();
  }

  private unrefWhenIdle(worker: Thread): void {
    if (this.running === undefined && this.syncs.size === 0) worker.unref();
  }

  /** A dead worker answers no sync: answer them all, so that no `readyok` is lost (the next job reports the crash). */
  private releaseSyncs(): void {
    const waiting = [...this.syncs.values()];
    this.syncs.clear();
    for (const done of waiting) done();
  }

  private onDeath(worker: Thread, message: string): void {
    if (worker !== this.worker || this.terminated) return;
    this.crashesInRow++;
    this.worker = undefined;
    if (this.crashesInRow < MAX_CRASHES_IN_ROW) this.respawn();
    this.releaseSyncs();
    this.failRunning(message);
  }

  /** A new worker in place of the current one (dead, or ended here), with the Hash and Threads the old one had. */
  private respawn(): void {
    const worker = this.spawn();
    this.worker = worker;
    if (this.hashMegabytes !== undefined) worker.post({ kind: 'setHash', megabytes: this.hashMegabytes });
    if (this.threads !== undefined) worker.post({ kind: 'setThreads', threads: this.threads });
  }

  /**
   * Stop or ponderhit without shared memory: a held answer goes out; a job still running ends with its thread (a new
   * one takes its place) and a search answers with its last reported line.
   */
  private stopFromOutside(): void {
    const running = this.running;
    if (running === undefined || this.terminated) return;
    const held = this.heldAnswer;
    this.heldAnswer = undefined;
    this.running = undefined;
    if (held !== undefined) return running.onEvent(held);
    const old = this.worker;
    // The new worker starts with a copy of the control array: without the stop just asked for.
    Atomics.store(this.control, CONTROL_STOP, 0);
    Atomics.store(this.control, CONTROL_PONDER, 0);
    this.respawn();
    if (old !== undefined) void old.terminate();
    this.releaseSyncs();
    const id = running.job.id;
    if (running.job.kind !== 'search') return running.onEvent({ kind: 'error', id, message: 'stopped' });
    running.onEvent({ kind: 'bestMove', id, outcome: lineOutcome(this.lastLine) });
  }

  /** Ends the running job with an error (and, for a search, an empty best move so that bestmove is still sent). */
  private failRunning(message: string): void {
    const running = this.running;
    if (running === undefined) return;
    const id = running.job.id;
    if (running.job.kind !== 'search') {
      this.running = undefined;
      running.onEvent({ kind: 'error', id, message });
      return;
    }
    running.onEvent({ kind: 'error', id, message });
    this.running = undefined;
    running.onEvent({ kind: 'bestMove', id, outcome: lineOutcome(undefined) });
  }
}

/** Whether a search's answer must wait for stop (or ponderhit) by UCI's rules: infinite, or pondering not yet hit. */
function mustWaitForStop(job: Job, control: Int32Array): boolean {
  if (job.kind !== 'search' || Atomics.load(control, CONTROL_STOP) !== 0) return false;
  return job.limits.infinite === true || (job.limits.ponder === true && Atomics.load(control, CONTROL_PONDER) !== 0);
}

/** The answer of a search ended from outside: its last line's first moves, or no move (the session then picks one). */
function lineOutcome(line: SearchInfo | undefined): SearchOutcome {
  if (line === undefined)
    return { best: undefined, ponder: undefined, score: { kind: 'cp', value: 0 }, nodes: 0, depth: 0 };
  return { best: line.pv[0], ponder: line.pv[1], score: line.score, nodes: line.nodes, depth: line.depth };
}

/** The event after which a job is over: bestMove for a search (an error comes before it), else done or error. */
function isFinal(job: Job, event: JobEvent): boolean {
  switch (job.kind) {
    case 'search':
      return event.kind === 'bestMove';
    case 'perft':
      return event.kind === 'perftDone' || event.kind === 'error';
    case 'bench':
      return event.kind === 'benchDone' || event.kind === 'error';
    default:
      return true; // not an answered kind: whatever the worker said about it ends it
  }
}
