// `bench`: perft speed on the variant's standard perft positions, then a fixed-depth search of the engine's bench
// positions with a fresh TT. The total search node count is the signature that commits touching search/eval/movegen
// quote; it depends on nothing but the code, never on time.
import type { PositionCore, Rules, VariantEngine } from '../core/rules';
import type { VariantName } from '../core/types';
import { CONTROL_STOP } from './jobs';
import { perft } from './perft';
import { PERFT_REFERENCES } from './perft-references';
import { createControl, DEFAULT_HASH_MB, Searcher } from './search';
import { TranspositionTable } from './tt';

/** Search depth of the signature; deep enough to exercise every pruning rule, short enough for a few seconds. */
export const BENCH_DEPTH = 13;
/** Evaluation budget of each planned turn in variants with multi-move turns (deterministic, unlike a time limit). */
export const BENCH_TURN_NODES = 20000;
/** The perft reference rows `bench` counts and times for a variant, with the count each must give. */
export function perftBenchPositions(variant: VariantName): readonly PerftBenchPosition[] {
  const positions: PerftBenchPosition[] = [];
  for (const row of PERFT_REFERENCES) {
    if (row.variant !== variant) continue;
    for (const { depth, repeat } of row.bench ?? []) {
      const expected = row.counts.find(([at]) => at === depth)?.[1];
      if (expected === undefined)
        throw new Error(`perft reference ${variant} ${row.name}: no count at bench depth ${depth}`);
      positions.push({
        label: row.position === 'startpos' ? 'startpos' : row.name,
        position: row.position,
        depth,
        repeat,
        expected,
      });
    }
  }
  return positions;
}

export interface PerftBenchPosition {
  readonly label: string;
  readonly position: string;
  readonly depth: number;
  /** Run this many times (a depth too small to time once); nodes and time are the totals. */
  readonly repeat?: number;
  /** The reference count at this depth (once; a repeated run must give it every time). */
  readonly expected: number;
}

export interface PerftBenchResult extends PerftBenchPosition {
  /** Whether a run's count differed from the reference (a move-generation bug). */
  readonly wrong: boolean;
  readonly nodes: number;
  readonly timeMs: number;
  readonly nps: number;
}

export interface SearchBenchPosition {
  readonly position: string;
  readonly best: string | undefined;
  readonly nodes: number;
  readonly timeMs: number;
}

export interface BenchResult {
  readonly variant: VariantName;
  readonly perft: readonly PerftBenchResult[];
  readonly search: {
    readonly depth: number;
    readonly positions: readonly SearchBenchPosition[];
    /** Total nodes: the bench signature. */
    readonly nodes: number;
    readonly timeMs: number;
    readonly nps: number;
  };
  /** Whether CONTROL_STOP cut the run short (the numbers then cover what was done). */
  readonly stopped: boolean;
}

export interface BenchOptions {
  /** Search depth (default BENCH_DEPTH). */
  readonly depth?: number;
  /** Run the perft part (default true). */
  readonly perft?: boolean;
  /** Shared control array; CONTROL_STOP ends the run between positions or mid-search. */
  readonly control?: Int32Array;
  /** Called after each finished position, for progress output. */
  readonly onProgress?: (line: string) => void;
}

const PERFT_WARMUP_DEPTH = 3;

/** Runs the benchmark in the calling thread. */
export function runBench<P extends PositionCore>(engine: VariantEngine<P>, options: BenchOptions = {}): BenchResult {
  const rules = engine.rules;
  const control = options.control ?? createControl();
  const depth = options.depth ?? BENCH_DEPTH;
  let stopped = false;

  const perftResults: PerftBenchResult[] = [];
  if (options.perft !== false) {
    for (const item of perftBenchPositions(rules.variant)) {
      if (Atomics.load(control, CONTROL_STOP) !== 0) {
        stopped = true;
        break;
      }
      const pos = loadPosition(rules, item.position);
      perft(rules, pos, Math.min(PERFT_WARMUP_DEPTH, item.depth)); // JIT warm-up
      const start = performance.now();
      let nodes = 0;
      let wrong = false;
      for (let run = 0; run < (item.repeat ?? 1); run++) {
        const counted = perft(rules, pos, item.depth);
        nodes += counted;
        if (counted !== item.expected) wrong = true;
      }
      const timeMs = performance.now() - start;
      const result = { ...item, nodes, timeMs: Math.round(timeMs), nps: rate(nodes, timeMs), wrong };
      perftResults.push(result);
      options.onProgress?.(formatPerftLine(rules.variant, result));
    }
  }

  // One searcher for the whole run, cleared before each position, so each count depends only on its position.
  // Variants with multi-move turns plan one turn per position with a fixed evaluation budget instead.
  const planner = engine.createPlanner?.(control);
  const searcher =
    planner === undefined ? new Searcher(engine, control, new TranspositionTable(DEFAULT_HASH_MB)) : undefined;
  const limits = planner === undefined ? { depth } : { nodes: BENCH_TURN_NODES };
  const positions: SearchBenchPosition[] = [];
  let nodes = 0;
  let elapsed = 0;
  for (const text of engine.benchPositions) {
    if (stopped || Atomics.load(control, CONTROL_STOP) !== 0) {
      stopped = true;
      break;
    }
    const pos = loadPosition(rules, text);
    searcher?.newGame();
    const start = performance.now();
    const outcome = searcher !== undefined ? searcher.search(pos, limits) : planner!.plan(pos, limits, () => {});
    const timeMs = performance.now() - start;
    nodes += outcome.nodes;
    elapsed += timeMs;
    const entry = { position: text, best: outcome.best, nodes: outcome.nodes, timeMs: Math.round(timeMs) };
    positions.push(entry);
    const shown = text.length > 80 ? `${text.slice(0, 77)}...` : text;
    options.onProgress?.(`search ${shown}: best ${entry.best ?? '(none)'}, ${entry.nodes} nodes, ${entry.timeMs} ms`);
  }
  if (Atomics.load(control, CONTROL_STOP) !== 0) stopped = true;
  return {
    variant: rules.variant,
    perft: perftResults,
    search: {
      depth: planner === undefined ? depth : 0,
      positions,
      nodes,
      timeMs: Math.round(elapsed),
      nps: rate(nodes, elapsed),
    },
    stopped,
  };
}

/** Plain-text summary lines, shared by the CLI and the protocol adapters (which add their own prefixes). */
export function formatBenchReport(result: BenchResult): string[] {
  const lines: string[] = [];
  for (const item of result.perft) lines.push(formatPerftLine(result.variant, item));
  const search = result.search;
  const limit = search.depth > 0 ? `depth ${search.depth}` : `turns of ${BENCH_TURN_NODES} evaluations`;
  lines.push(
    `search ${result.variant} ${limit}, ${search.positions.length} positions: ` +
      `${search.nodes} nodes, ${search.timeMs} ms (${Math.round(search.timeMs / Math.max(1, search.positions.length))} ms each), ` +
      `${search.nps} nodes/s`,
  );
  lines.push(
    `bench signature ${result.variant} ${search.nodes}${result.stopped ? ' (stopped early, not a signature)' : ''}`,
  );
  return lines;
}

function formatPerftLine(variant: VariantName, item: PerftBenchResult): string {
  const runs = item.repeat ?? 1;
  const each = runs > 1 ? ` x${runs} (${(item.timeMs / runs).toFixed(2)} ms each)` : '';
  const check = item.wrong ? `, WRONG: the reference is ${item.expected}` : '';
  return `perft ${variant} ${item.label} depth ${item.depth}${each}: ${item.nodes} nodes, ${item.timeMs} ms, ${item.nps} nodes/s${check}`;
}

function loadPosition<P extends PositionCore>(rules: Rules<P>, text: string): P {
  if (text === 'startpos') return rules.startPosition();
  const parsed = rules.parsePosition(text);
  if (!parsed.ok) throw new Error(`bench position '${text}' does not parse: ${parsed.error.detail}`);
  return parsed.value;
}

function rate(nodes: number, ms: number): number {
  return Math.round((nodes * 1000) / Math.max(1, ms));
}
