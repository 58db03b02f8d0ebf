// Entry of the search worker thread (bundled by esbuild, started from source text): rebuilds positions from job
// messages, runs search, perft and bench for the main thread, and reports every failure as an event, never by dying.
import { collectGarbage } from '../core/collect-garbage';
import { GEN_ALL, type PositionCore, type TurnPlanner, type VariantEngine } from '../core/rules';
import { extendsRecord, playToken } from '../core/turns';
import { DEFAULT_SWITCHES, engineKey, VARIANTS, type RuleSwitches, type VariantName } from '../core/types';
import { createEngine } from '../../engines/index';
import { runBench } from './bench';
import { CONTROL_PONDER, CONTROL_STOP, type Job, type JobEvent, type PositionSpec } from './jobs';
import { stoppablePerft } from './perft';
import { createControl, DEFAULT_HASH_MB, Searcher } from './search';
import { skillEnabled } from './skill';
import { helperDone, helperOnline, HelperPool, type HelperData, type HelperJob } from './smp';
import { MEMORY_SHARED, sharedBuffer } from './shared-memory';
import { parentThread } from './threads';
import { TranspositionTable } from './tt';
import { MOVE_OVERHEAD_MS } from './time';
import type { SearchInfo, SearchLimits } from '../core/search-types';

interface VariantState {
  readonly engine: VariantEngine<PositionCore>;
  /** The two-player search, or the whole-turn planner of a variant with multi-move turns. */
  readonly searcher: Searcher<PositionCore> | undefined;
  readonly planner: TurnPlanner<PositionCore> | undefined;
}

/** JIT warm-up at start: short searches until this much time has passed or the first job arrives. */
const WARMUP_BUDGET_MS = 600;
const WARMUP_SLICE_MS = 30;
const WARMUP_HASH_MB = 1;

const port = parentThread();
/** The search worker gets the host's control array and the source text it starts its helpers from (Lazy SMP). */
interface SearchWorkerData {
  readonly role?: undefined;
  readonly control: Int32Array;
  readonly source: string;
}
const data = port.data as SearchWorkerData | HelperData;
/** A helper thread's Searchers read the pool's control array: its stop flag, never the host's. */
const control: Int32Array = data.control;
const states = new Map<string, VariantState>();
/**
 * One table for every variant's search, sized by Hash alone: memory stays bounded whatever variants are played and
 * however many threads search (helpers view the search worker's table).
 */
const tt =
  data.role === 'helper'
    ? TranspositionTable.view(sharedBuffer(0)) // each search job brings the table to view
    : new TranspositionTable(DEFAULT_HASH_MB);
const helpers = data.role === 'helper' ? undefined : new HelperPool(data.source);

function send(event: JobEvent): void {
  port.post(event);
}

function stateFor(variant: VariantName, switches: RuleSwitches = DEFAULT_SWITCHES): VariantState {
  const key = engineKey(variant, switches);
  let state = states.get(key);
  if (state === undefined) {
    // Only the variant in play keeps its tables (salmon's: some 35 MB a thread): memory stays Hash plus one variant.
    states.clear();
    if (lastBuilt !== undefined && lastBuilt.key !== key) lastBuilt = undefined;
    const engine = createEngine(variant, switches);
    const planner = engine.createPlanner?.(control);
    state = { engine, planner, searcher: planner === undefined ? new Searcher(engine, control, tt) : undefined };
    states.set(key, state);
  }
  return state;
}

/**
 * The last position built, kept for a next job that extends it: GUIs and match runners resend the whole game every
 * move, and a salmon game runs to thousands of turns. Every job leaves its position as it found it (search, perft
 * and planner make and unmake); a job that fails drops the cache.
 */
let lastBuilt:
  { readonly key: string; readonly start: string; moves: readonly string[]; readonly pos: PositionCore } | undefined;

/** The position a spec describes; throws (reported as an error event) if the text or a move does not parse. */
function buildPosition(engine: VariantEngine<PositionCore>, spec: PositionSpec): PositionCore {
  const rules = engine.rules;
  const key = engineKey(spec.variant, spec.switches ?? DEFAULT_SWITCHES);
  const known = lastBuilt;
  const extends_ =
    known !== undefined && known.key === key && known.start === spec.start && extendsRecord(known.moves, spec.moves);
  let pos: PositionCore;
  let from = 0;
  lastBuilt = undefined; // until the moves below are all played
  if (extends_) {
    pos = known.pos;
    from = known.moves.length;
  } else if (spec.start === 'startpos') {
    pos = rules.startPosition();
  } else {
    const parsed = rules.parsePosition(spec.start);
    if (!parsed.ok) throw new Error(`bad position '${spec.start}': ${parsed.error.detail}`);
    pos = parsed.value;
  }
  for (let i = from; i < spec.moves.length; i++) {
    const made = playToken(rules, pos, spec.moves[i]);
    if (!made.ok) throw new Error(`bad move '${spec.moves[i]}': ${made.error.detail}`);
  }
  lastBuilt = { key, start: spec.start, moves: spec.moves, pos };
  return pos;
}

function runSearch(job: Extract<Job, { kind: 'search' }>): void {
  const { engine, searcher, planner } = stateFor(job.position.variant, job.position.switches);
  const pos = buildPosition(engine, job.position);
  const report = (info: SearchInfo): void => send({ kind: 'info', id: job.id, info });
  let outcome;
  if (planner !== undefined) {
    outcome = planner.plan(pos, job.limits, report); // one planner thread: Threads does not apply to turns
  } else {
    // A level below full strength is calibrated on one thread: helpers would deepen its node-limited search.
    const peers = skillEnabled(job.limits.skill?.level) ? [] : helpers?.start(job.position, job.limits, tt);
    try {
      outcome = searcher!.search(pos, job.limits, report, peers);
    } finally {
      helpers?.stop(); // the main search is over: so is the helpers' (waited for before a table clear or resize)
    }
  }
  holdAnswer(job.limits);
  send({ kind: 'bestMove', id: job.id, outcome });
}

/** Atomics.wait slice while a finished search's answer is held. */
const HOLD_SLICE_MS = 20;

/**
 * UCI wants an infinite search's answer only after stop, and a ponder search's after stop or ponderhit: a search
 * that ran out of things to search (its depth limit, a forced move, a planned turn) waits here for them.
 */
function holdAnswer(limits: SearchLimits): void {
  // Without shared memory no stop or ponderhit can reach this thread: the host holds the answer (src/web/threads.ts).
  if (!MEMORY_SHARED) return;
  for (;;) {
    if (Atomics.load(control, CONTROL_STOP) !== 0) return;
    const waiting = limits.infinite === true || (limits.ponder === true && Atomics.load(control, CONTROL_PONDER) !== 0);
    if (!waiting) return;
    Atomics.wait(control, CONTROL_STOP, 0, HOLD_SLICE_MS);
  }
}

/** Divide: one event per legal root move, then the total; CONTROL_STOP ends it early (reported as stopped). */
function runPerft(job: Extract<Job, { kind: 'perft' }>): void {
  const { engine } = stateFor(job.position.variant, job.position.switches);
  const rules = engine.rules;
  const pos = buildPosition(engine, job.position);
  const start = performance.now();
  let total = 0;
  let stopped = false;
  const moves = new Int32Array(rules.maxMoves);
  const count = rules.generateMoves(pos, moves, 0, GEN_ALL);
  for (let i = 0; i < count && !stopped; i++) {
    const text = rules.formatMove(pos, moves[i]);
    if (!rules.makeMove(pos, moves[i])) continue;
    const nodes = stoppablePerft(rules, pos, job.depth - 1, control);
    rules.unmakeMove(pos);
    if (nodes < 0) stopped = true;
    else {
      total += nodes;
      send({ kind: 'perftMove', id: job.id, move: text, nodes });
    }
  }
  send({ kind: 'perftDone', id: job.id, nodes: total, timeMs: Math.round(performance.now() - start), stopped });
}

function runBenchJob(job: Extract<Job, { kind: 'bench' }>): void {
  const { engine } = stateFor(job.variant);
  // The search part only: it carries the signature, and BenchReport has room for one figure set.
  const result = runBench(engine, { depth: job.depth > 0 ? job.depth : undefined, perft: false, control });
  const search = result.search;
  send({
    kind: 'benchDone',
    id: job.id,
    report: { nodes: search.nodes, timeMs: search.timeMs, nps: search.nps, stopped: result.stopped },
  });
}

function handle(job: Job): void {
  switch (job.kind) {
    case 'search':
      return runSearch(job);
    case 'perft':
      return runPerft(job);
    case 'bench':
      return runBenchJob(job);
    case 'setHash':
      // A size that does not fit in memory throws here and leaves the table as it was. Helpers are idle first, and
      // then drop the old buffer for the new one.
      helpers?.waitIdle();
      tt.resize(job.megabytes);
      helpers?.shareTable(tt);
      collectGarbage(); // the old table's memory goes back now, not when V8 next collects
      return;
    case 'setThreads':
      helpers?.resize(job.threads);
      return;
    case 'newGame':
      helpers?.waitIdle(); // no helper writes while the table is cleared
      tt.clear();
      helpers?.shareTable(tt);
      collectGarbage();
      for (const state of states.values()) state.searcher?.forgetHistory();
      helpers?.newGame();
      return;
    case 'prepare':
      stateFor(job.variant, job.switches);
      return;
    case 'sync':
      // Everything posted before has been done (tables built, hash resized or cleared, helpers started): `readyok`
      // may go out.
      helpers?.waitOnline();
      send({ kind: 'synced', id: job.id });
      return;
    default:
      throw new Error(`unknown job kind '${(job as { kind: unknown }).kind}'`);
  }
}

let warming = true;

/**
 * Until TurboFan has compiled the search, it runs some 20 times slower (about 300 ms of searching on this machine),
 * which would cost the first moves of a game most of their depth. So the idle worker searches the bench positions
 * in slices of a few milliseconds, yielding to the message loop between slices, and stops at the first job.
 * The slices use their own Searcher: the TT and history of real searches start clean.
 */
function warmUp(): void {
  const started = performance.now();
  const { engine } = stateFor(VARIANTS[0]);
  const searcher = new Searcher(engine, createControl(), new TranspositionTable(WARMUP_HASH_MB));
  let index = 0;
  const slice = (): void => {
    if (!warming || performance.now() - started > WARMUP_BUDGET_MS) return;
    const text = engine.benchPositions[index++ % engine.benchPositions.length];
    const parsed = engine.rules.parsePosition(text);
    if (!parsed.ok) return;
    searcher.search(parsed.value, { moveTimeMs: WARMUP_SLICE_MS + MOVE_OVERHEAD_MS });
    setImmediate(slice);
  };
  setImmediate(slice);
}

/** A helper's search: the main search's root, under its generation, until the pool's stop; nothing is reported. */
function runHelperJob(job: HelperJob, helper: HelperData): void {
  if (job.kind === 'helperNewGame') {
    for (const state of states.values()) state.searcher?.forgetHistory();
    return;
  }
  if (job.kind === 'helperTable') {
    tt.attach(job.table);
    collectGarbage(); // this thread's hold on the old table goes with it
    return;
  }
  try {
    if (Atomics.load(control, CONTROL_STOP) !== 0) return; // the main search ended before this job arrived
    if (tt.buffer !== job.table) tt.attach(job.table);
    tt.setGeneration(job.generation);
    const { engine, searcher } = stateFor(job.position.variant, job.position.switches);
    if (searcher === undefined) return;
    searcher.helper = helper.index;
    searcher.search(buildPosition(engine, job.position), job.limits);
  } catch {
    lastBuilt = undefined; // a failed helper only costs its help; the main search answers as always
  } finally {
    helperDone(helper);
  }
}

if (data.role === 'helper') {
  const helper = data;
  port.onMessage((job) => {
    warming = false;
    runHelperJob(job as HelperJob, helper);
  });
  helperOnline(helper);
} else
  port.onMessage((message: unknown) => {
    // Messages come from the host (jobs.ts's Job), but a malformed one must be reported, never thrown at the thread.
    const job = isJob(message) ? message : undefined;
    // setHash / setThreads / newGame / sync arrive during the handshake; only work that is waited for ends the warm-up.
    const setUp =
      job?.kind === 'setHash' || job?.kind === 'setThreads' || job?.kind === 'newGame' || job?.kind === 'sync';
    if (!setUp) warming = false;
    try {
      if (job === undefined)
        throw new Error(`unknown job kind '${String((message as { kind?: unknown } | null)?.kind)}'`);
      handle(job);
    } catch (error) {
      const id = messageId(message);
      lastBuilt = undefined; // the failed job may have left its position half-changed
      const text = error instanceof Error ? error.message : String(error);
      send({ kind: 'error', id, message: text });
      // A search must still answer, so the protocol can print its bestmove line.
      if (job?.kind === 'search') {
        send({
          kind: 'bestMove',
          id,
          outcome: { best: undefined, ponder: undefined, score: { kind: 'cp', value: 0 }, nodes: 0, depth: 0 },
        });
      }
    }
  });

const JOB_KINDS: ReadonlySet<string> = new Set([
  'search',
  'perft',
  'bench',
  'setHash',
  'setThreads',
  'newGame',
  'prepare',
  'sync',
] satisfies Job['kind'][]);

/** The id a message carries (an answered job's), or -1. */
function messageId(message: unknown): number {
  const id = typeof message === 'object' && message !== null ? (message as { id?: unknown }).id : undefined;
  return typeof id === 'number' ? id : -1;
}

function isJob(message: unknown): message is Job {
  return typeof message === 'object' && message !== null && JOB_KINDS.has(String((message as { kind?: unknown }).kind));
}

warmUp();
