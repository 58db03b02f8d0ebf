// The sub-commands that run in-process and exit: perft (divide, total, time, speed), bench (formatBenchReport) and
// topology (the JSON description of a board).
import { writeFileSync } from 'node:fs';
import { createEngine } from '../../engines/index';
import { VARIANTS, type VariantName } from '../core/types';
import { formatBenchReport, runBench } from '../search/bench';
import { divide } from '../search/perft';
import { describeVariant } from '../topology/describe';
import { staleBuild } from './stale-build';

export interface CommandIo {
  out(line: string): void;
  err(line: string): void;
}

/** Returns the exit code. */
export function perftCommand(io: CommandIo, variant: VariantName, depth: number, fen: string | undefined): number {
  if (!Number.isInteger(depth) || depth < 1 || depth > 30) {
    io.err(`topochess perft: depth must be an integer from 1 to 30, got ${depth}`);
    return 1;
  }
  const rules = createEngine(variant).rules;
  let pos = rules.startPosition();
  if (fen !== undefined) {
    const parsed = rules.parsePosition(fen);
    if (!parsed.ok) {
      io.err(`topochess perft: ${parsed.error.code} ${parsed.error.detail}`);
      return 1;
    }
    pos = parsed.value;
  }
  const start = performance.now();
  const entries = divide(rules, pos, depth);
  const ms = performance.now() - start;
  let total = 0;
  for (const entry of entries) {
    io.out(`${entry.move}: ${entry.nodes}`);
    total += entry.nodes;
  }
  io.out('');
  io.out(`Nodes searched: ${total}`);
  io.out(`Time (ms): ${Math.round(ms)}`);
  io.out(`Nodes/second: ${Math.round((total * 1000) / Math.max(1, ms))}`);
  return 0;
}

/** Benchmarks one variant, or every variant in turn (`all`, what `make bench` runs). */
export function benchCommand(io: CommandIo, variant: VariantName | 'all', depth: number | undefined): number {
  if (depth !== undefined && (!Number.isInteger(depth) || depth < 1 || depth > 30)) {
    io.err(`topochess bench: depth must be an integer from 1 to 30, got ${depth}`);
    return 1;
  }
  const stale = staleBuild();
  if (stale !== undefined) {
    io.err(`topochess bench: ${stale}`);
    return 1;
  }
  for (const name of variant === 'all' ? VARIANTS : [variant]) {
    const result = runBench(createEngine(name), { depth, onProgress: (line) => io.err(line) });
    for (const line of formatBenchReport(result)) io.out(line);
  }
  return 0;
}

export function topologyCommand(io: CommandIo, variant: VariantName, outFile: string | undefined): number {
  const doc = describeVariant(variant, createEngine(variant).rules);
  const text = JSON.stringify(doc) + '\n';
  if (outFile === undefined) {
    io.out(text.slice(0, -1));
    return 0;
  }
  try {
    writeFileSync(outFile, text);
  } catch (error) {
    io.err(`topochess topology: cannot write ${outFile}: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
  return 0;
}
