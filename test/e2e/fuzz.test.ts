// End-to-end protocol fuzz of the packaged binary: seeded garbage and mutated commands in each dialect, across
// variants, with the invariants of test/fuzz/driver.ts. `make test` runs a bounded count (FUZZ_LINES per dialect);
// `make fuzz N=… SEED=…` runs a longer one. A failure prints its seed and the transcript tail around it.
import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { BINARY } from '../helpers/engine-process';
import { FuzzRun, SETUP_PROBE_MS } from '../fuzz/driver';
import type { Dialect } from '../fuzz/generate';

const LINES = Number(process.env.FUZZ_LINES ?? 5_000);
const SEED = Number(process.env.FUZZ_SEED ?? 16);
/** Each dialect's lines are split over runs of this many (a fresh engine each, seeds SEED, SEED+1, …). */
const LINES_PER_RUN = 1_000;

function report(run: FuzzRun): string {
  const s = run.stats;
  return `${s.dialect} seed ${s.seed}: ${s.lines} lines (${(s.bytes / 1e6).toFixed(1)} MB, ${s.longLines} over 100 kB), ${s.probes} probes (slowest ${s.slowestProbeMs} ms after '${s.slowestAfter}', ${s.heldPings} pings held by a think, ${s.setupProbes} allowed ${SETUP_PROBE_MS / 1000} s after a variant switch), ${s.refused} refused, ${s.stateChecks} state checks, ${s.gos} go, ${s.bestmoves} bestmove/move, ${s.movesChecked} checked legal, ${s.driverStops} stopped by the fuzzer`;
}

describe.each(['uci', 'xboard'] as Dialect[])('protocol fuzz: %s', (dialect) => {
  const runs = Math.max(1, Math.ceil(LINES / LINES_PER_RUN));
  test.each(Array.from({ length: runs }, (_, i) => SEED + i))('seed %i', async (seed) => {
    const lines = Math.min(LINES_PER_RUN, LINES - (seed - SEED) * LINES_PER_RUN);
    // FUZZ_LOG=dir keeps each run's whole transcript (dir/<dialect>-<seed>.log).
    const log = process.env.FUZZ_LOG === undefined ? undefined : createWriteStream(join(process.env.FUZZ_LOG, `${dialect}-${seed}.log`));
    const run = new FuzzRun(dialect, seed, lines, [BINARY], log);
    await run.run();
    await new Promise((done) => (log === undefined ? done(undefined) : log.end(done)));
    console.log(report(run));
    for (const f of run.failures) console.log(`--- ${f.kind}: ${f.detail}\n(${dialect}, repeat with FUZZ_SEED=${seed} FUZZ_LINES=${lines})\n${f.tail}`);
    expect(run.failures.map((f) => `${f.kind}: ${f.detail}`)).toEqual([]);
  }, 600_000);
});
