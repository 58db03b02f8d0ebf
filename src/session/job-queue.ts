// The jobs the session runs in the search worker (searches, perft, bench): one runs, one more may wait behind a job
// that is stopping. Keeps `stop`, `?` and `isready` prompt whatever the worker does, and reports each job exactly once.
import type { Result } from '../core/result';
import { err, ok } from '../core/result';
import type { BenchReport, Job, JobEvent, PositionSpec, SearchService } from '../search/jobs';
import type { SearchInfo, SearchLimits, SearchOutcome } from '../core/search-types';

type AnsweredJob = Job & { readonly id: number };

export interface SearchDone {
  readonly outcome: SearchOutcome;
  /** Set when the worker failed; `outcome` then holds a fallback (the first legal move) so a GUI still gets a move. */
  readonly error?: string;
  /** True when the search ended while still pondering (no ponderhit came). */
  readonly pondering: boolean;
}

export interface SearchHandlers {
  onInfo(info: SearchInfo): void;
  onDone(done: SearchDone): void;
}

export interface PerftHandlers {
  onMove(move: string, nodes: number): void;
  /** `stopped`: `stop` ended the count early; `nodes` then sums only the moves reported. */
  onDone(nodes: number, timeMs: number, stopped: boolean): void;
  onError(message: string): void;
}

export interface BenchHandlers {
  onDone(report: BenchReport): void;
  onError(message: string): void;
}

/** How a search answers without the worker. */
export interface SearchAnswers {
  /** The answer when the root has no legal move (then the worker is not asked), else undefined. */
  readonly local: SearchOutcome | undefined;
  /** A legal answer for a search stopped before it reported any PV. */
  readonly fallback: () => SearchOutcome;
}

interface ActiveJob {
  readonly id: number;
  job: AnsweredJob;
  readonly isSearch: boolean;
  /** Ends locally, without the worker (a search in a position with no legal move). */
  readonly local?: SearchOutcome;
  readonly deliver: (event: JobEvent) => void;
  readonly fallback: () => SearchOutcome;
  stopRequested: boolean;
  cancelled: boolean;
  pondering: boolean;
  started: boolean;
  /** The worker's error message for a search that failed (its bestMove event follows). */
  failure?: string;
  /** The last report of the best line, and the last with an exact score: the fallback answer to a slow stop. */
  lastInfo?: SearchInfo;
  lastExact?: SearchInfo;
  /** Stopped, past STOP_ANSWER_MS, and no PV yet: answer with the first one that arrives (or the fallback later). */
  answerAtFirstInfo?: boolean;
}

/**
 * A stopped search that has not answered after this long is answered from its last reported PV. The worker normally
 * answers within a few ms, but a search still running cold (before the JIT has optimised it) can take 50-150 ms.
 */
export const STOP_ANSWER_MS = 20;
/**
 * A stopped search with no PV at all after this long (a worker still building a large variant's tables, say) is
 * answered with the fallback move: the first legal move, or the shortest legal turn.
 */
export const STOP_FALLBACK_MS = 40;

const NO_MOVE: SearchOutcome = {
  best: undefined,
  ponder: undefined,
  score: { kind: 'cp', value: 0 },
  nodes: 0,
  depth: 0,
};

export interface JobQueueDeps {
  /** Called once, at the first job: the worker thread starts lazily so start-up stays fast. */
  readonly createService: () => SearchService;
  /** Where failures inside event handlers are reported (stderr in production). */
  readonly logError: (message: string) => void;
}

export class JobQueue {
  private service: SearchService | undefined;
  private nextId = 1;
  private current: ActiveJob | undefined;
  private queued: ActiveJob | undefined;
  private closed = false;
  private idleWaiters: (() => void)[] = [];

  constructor(private readonly deps: JobQueueDeps) {}

  /** The worker, started now if it was not (it warms up while a GUI is still handshaking). */
  worker(): SearchService | undefined {
    if (this.closed) return undefined;
    this.service ??= this.deps.createService();
    return this.service;
  }

  /** Sends an unanswered job (setHash, newGame, prepare) to the worker if it runs; a new worker gets none. */
  post(job: Job): void {
    this.service?.post(job);
  }

  /** A search is running or queued and has not been asked to stop. */
  get searching(): boolean {
    const live = (job: ActiveJob | undefined): boolean => job !== undefined && job.isSearch && !job.stopRequested;
    return live(this.current) || live(this.queued);
  }

  /** Any job (search, perft, bench) is running or queued, stopping or not. */
  get busy(): boolean {
    return this.current !== undefined || this.queued !== undefined;
  }

  /** True while the live search is a ponder search that has not been hit. */
  get pondering(): boolean {
    const job = this.queued ?? this.current;
    return job !== undefined && job.isSearch && !job.stopRequested && job.pondering;
  }

  /** Why a new job cannot start now, if it cannot: one runs, and one more may wait behind a job that is stopping. */
  refusal(kind: 'search' | 'task'): Result<void> {
    if (this.searching)
      return err('ERR_BUSY', kind === 'search' ? 'a search is already running' : 'another job is running');
    if (!this.canQueue()) return err('ERR_BUSY', 'another job is running');
    return ok(undefined);
  }

  /** Queues a search; events arrive later; onDone is called exactly once unless the search is cancelled. */
  search(position: PositionSpec, limits: SearchLimits, answers: SearchAnswers, handlers: SearchHandlers): number {
    const id = this.nextId++;
    const active: ActiveJob = {
      id,
      job: { kind: 'search', id, position, limits },
      isSearch: true,
      local: answers.local,
      fallback: answers.fallback,
      stopRequested: false,
      cancelled: false,
      pondering: limits.ponder === true,
      started: false,
      deliver: (event) => {
        switch (event.kind) {
          case 'info':
            handlers.onInfo(event.info);
            break;
          case 'bestMove':
            handlers.onDone({ outcome: event.outcome, pondering: active.pondering });
            break;
          case 'error':
            handlers.onDone({ outcome: active.fallback(), error: event.message, pondering: active.pondering });
            break;
          case 'perftMove':
          case 'perftDone':
          case 'benchDone':
          case 'synced':
            break;
        }
      },
    };
    this.enqueue(active);
    return id;
  }

  /** Queues a perft (divide) of `position`. */
  perft(position: PositionSpec, depth: number, handlers: PerftHandlers): number {
    const id = this.nextId++;
    this.enqueue(
      this.plainJob(
        { kind: 'perft', id, position, depth },
        routeEvents({
          perftMove: (event) => handlers.onMove(event.move, event.nodes),
          perftDone: (event) => handlers.onDone(event.nodes, event.timeMs, event.stopped),
          error: (event) => handlers.onError(event.message),
        }),
      ),
    );
    return id;
  }

  /** Queues the fixed benchmark of `variant`. */
  bench(variant: PositionSpec['variant'], depth: number, handlers: BenchHandlers): number {
    const id = this.nextId++;
    this.enqueue(
      this.plainJob(
        { kind: 'bench', id, variant, depth },
        routeEvents({
          benchDone: (event) => handlers.onDone(event.report),
          error: (event) => handlers.onError(event.message),
        }),
      ),
    );
    return id;
  }

  /** Asks the live job to end now; a search still reports its best move. No-op when idle. */
  stop(): void {
    const job = this.queued ?? this.current;
    if (job === undefined || job.stopRequested) return;
    job.stopRequested = true;
    if (job.started) this.stopStarted(job);
    if (job === this.queued) {
      // Never started (the worker is still ending the job before it): answered from here, after that job's answer.
      setTimeout(() => this.answerQueued(job), STOP_FALLBACK_MS).unref();
    } else if (job.isSearch) {
      setTimeout(() => this.answerEarly(job), STOP_ANSWER_MS).unref();
      setTimeout(() => this.answerEarly(job, true), STOP_FALLBACK_MS).unref();
    }
  }

  /** Whether a `go` would be refused now because a perft or bench (not a search) holds the worker. */
  get taskRunning(): boolean {
    const job = this.queued ?? this.current;
    return job !== undefined && !job.isSearch && !job.stopRequested;
  }

  /**
   * Calls `ready` when the engine can take the next command at once: right away while a job runs (commands queue
   * behind it, and `isready` must not wait for a search), else once the worker has done what was sent before it
   * (a table resized or cleared by Hash and ucinewgame, a variant's tables built).
   */
  whenReady(ready: () => void): void {
    if (this.busy || this.service === undefined) return ready();
    this.service.sync(ready);
  }

  /** Ends every job without reporting its result (XBoard: force, new, undo … during a think). */
  cancel(): void {
    this.queued = undefined;
    const job = this.current;
    if (job === undefined) return;
    job.cancelled = true;
    if (!job.stopRequested) {
      job.stopRequested = true;
      if (job.started) this.stopStarted(job);
    }
  }

  /** The opponent played the expected move: the ponder search goes on with its clock limits. */
  ponderHit(): boolean {
    const job = this.queued ?? this.current;
    if (job === undefined || !job.isSearch || !job.pondering || job.stopRequested) return false;
    job.pondering = false;
    if (job.started) {
      if (job.local === undefined) this.service?.ponderHit();
    } else if (job.job.kind === 'search') {
      job.job = { ...job.job, limits: { ...job.job.limits, ponder: false } };
    }
    return true;
  }

  /** Resolves when no job is left (or after `timeoutMs`): lets a stopped search report before the program exits. */
  whenIdle(timeoutMs: number): Promise<void> {
    if (!this.busy) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(done, timeoutMs);
      function done(): void {
        clearTimeout(timer);
        resolve();
      }
      this.idleWaiters.push(done);
    });
  }

  /** Stops everything and ends the worker thread. */
  async close(): Promise<void> {
    this.cancel();
    this.closed = true;
    const service = this.service;
    this.service = undefined;
    if (service !== undefined) await service.terminate();
  }

  // ---- internals ---------------------------------------------------------------------------------------------

  private plainJob(job: AnsweredJob, deliver: (event: JobEvent) => void): ActiveJob {
    return {
      id: job.id,
      job,
      isSearch: false,
      deliver,
      fallback: () => NO_MOVE, // never asked: only searches answer with a move
      stopRequested: false,
      cancelled: false,
      pondering: false,
      started: false,
    };
  }

  /** A new job can run now, or queue behind one that is already stopping. */
  private canQueue(): boolean {
    if (this.current === undefined) return true;
    return this.current.stopRequested && this.queued === undefined;
  }

  private enqueue(active: ActiveJob): void {
    if (this.current === undefined) {
      this.current = active;
      this.launch(active);
    } else {
      this.queued = active;
    }
  }

  private launch(active: ActiveJob): void {
    if (this.closed || this.current !== active) return;
    if (active.cancelled) {
      // Cancelled before the worker ever saw it: release the slot without running anything.
      this.finish(active, { kind: 'error', id: active.id, message: 'cancelled' });
      return;
    }
    if (active.local !== undefined) {
      // No legal move: answer without the worker, but still asynchronously like every other search.
      active.started = true;
      const outcome = active.local;
      setImmediate(() => this.finish(active, { kind: 'bestMove', id: active.id, outcome }));
      return;
    }
    const service = this.worker()!;
    if (service.busy) {
      // The worker has not yet released the previous job: try again on the next turn of the event loop.
      setImmediate(() => this.launch(active));
      return;
    }
    active.started = true;
    try {
      service.run(active.job, (event) => this.onEvent(active, event));
    } catch (thrown) {
      this.finish(active, { kind: 'error', id: active.id, message: describeError(thrown) });
      return;
    }
    if (active.stopRequested) service.stop();
  }

  /**
   * Keeps `stop` and `?` prompt whatever the worker's state: if the stopped search has still not answered, report
   * the move of its last PV now and drop whatever the worker sends later (it still ends before the next job starts).
   */
  private answerEarly(job: ActiveJob, orFallback = false): void {
    if (this.current !== job || job.cancelled) return;
    const info = job.lastExact ?? job.lastInfo;
    let outcome: SearchOutcome;
    if (info !== undefined && info.pv.length > 0) {
      outcome = { best: info.pv[0], ponder: info.pv[1], score: info.score, nodes: info.nodes, depth: info.depth };
    } else if (orFallback) {
      outcome = job.fallback();
    } else {
      job.answerAtFirstInfo = true; // nothing to go on yet
      return;
    }
    job.cancelled = true;
    this.safely(() => job.deliver({ kind: 'bestMove', id: job.id, outcome }));
  }

  /**
   * A queued job that was stopped before it could start: a search answers with its fallback, perft and bench as
   * stopped.
   */
  private answerQueued(job: ActiveJob): void {
    if (this.current === job) return this.answerEarly(job, true); // it started meanwhile
    if (this.queued !== job) return;
    this.queued = undefined;
    job.cancelled = true;
    const id = job.id;
    const event: JobEvent = job.isSearch
      ? { kind: 'bestMove', id, outcome: job.fallback() }
      : job.job.kind === 'perft'
        ? { kind: 'perftDone', id, nodes: 0, timeMs: 0, stopped: true }
        : { kind: 'benchDone', id, report: { nodes: 0, timeMs: 0, nps: 0, stopped: true } };
    this.safely(() => job.deliver(event));
    if (!this.busy) for (const wake of this.idleWaiters.splice(0)) wake();
  }

  private stopStarted(job: ActiveJob): void {
    if (job.local === undefined) this.service?.stop();
  }

  private onEvent(active: ActiveJob, event: JobEvent): void {
    if (event.id !== active.id) return;
    switch (event.kind) {
      case 'info':
        // Only the best line (MultiPV) can stand in for the answer.
        if ((event.info.multiPv ?? 1) === 1) {
          active.lastInfo = event.info;
          if (event.info.bound === undefined) active.lastExact = event.info;
        }
        if (!active.cancelled) this.safely(() => active.deliver(event));
        if (active.answerAtFirstInfo === true) this.answerEarly(active);
        return;
      case 'perftMove':
        if (!active.cancelled) this.safely(() => active.deliver(event));
        return;
      case 'error':
        // A failed search still ends with a bestMove event; remember why it failed until then.
        if (active.isSearch) active.failure = event.message;
        else this.finish(active, event);
        return;
      case 'bestMove':
        if (active.failure !== undefined) {
          this.finish(active, { kind: 'error', id: active.id, message: active.failure });
        } else {
          this.finish(active, event);
        }
        return;
      case 'perftDone':
      case 'benchDone':
        this.finish(active, event);
        return;
      case 'synced':
        return; // answered by the service itself
    }
  }

  /** The job's final event: release the slot, start the queued job, then report (unless cancelled). */
  private finish(active: ActiveJob, event: JobEvent): void {
    if (this.current !== active) return;
    this.current = undefined;
    const next = this.queued;
    this.queued = undefined;
    if (next !== undefined) {
      this.current = next;
      this.launch(next);
    }
    if (!active.cancelled) this.safely(() => active.deliver(event));
    if (!this.busy) for (const wake of this.idleWaiters.splice(0)) wake();
  }

  private safely(action: () => void): void {
    try {
      action();
    } catch (thrown) {
      this.deps.logError(`topochess: error while handling a search event: ${describeError(thrown)}`);
    }
  }
}

/** Handlers for some kinds of job event; the kinds a job does not name are ignored. */
type EventRoutes = { readonly [K in JobEvent['kind']]?: (event: Extract<JobEvent, { kind: K }>) => void };

function routeEvents(routes: EventRoutes): (event: JobEvent) => void {
  return (event) => (routes[event.kind] as ((event: JobEvent) => void) | undefined)?.(event);
}

function describeError(thrown: unknown): string {
  if (thrown instanceof Error) return thrown.stack ?? thrown.message;
  return String(thrown);
}
