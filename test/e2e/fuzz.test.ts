// End-to-end protocol fuzz of the packaged binary: seeded garbage and mutated commands in each dialect, across
// variants, with the invariants of test/fuzz/driver.ts. `make test` runs a bounded count (FUZZ_LINES per dialect, in
// runs of 1,000 lines on a fresh engine each, seeds FUZZ_SEED, FUZZ_SEED+1, …; the two dialects side by side);
// `make fuzz N=… SEED=…` runs a longer one. A failure prints its seed and the transcript tail around it; FUZZ_LOG=dir
// keeps each run's whole transcript (dir/<dialect>-<seed>.log). The engine's replies depend on timing (a search
// still running refuses a second go), so a seed repeats the input it starts with, not always the whole run.
import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { BINARY } from '../helpers/engine-process';
import { FuzzRun, SETUP_PROBE_MS, type FuzzStats } from '../fuzz/driver';
import type { Dialect } from '../fuzz/generate';

const LINES = Number(process.env.FUZZ_LINES ?? 3_000);
const SEED = Number(process.env.FUZZ_SEED ?? 16);
const LINES_PER_RUN = 1_000;

function report(s: FuzzStats): string {
  return (
    `${s.dialect} seed ${s.seed}: ${s.lines} lines (${(s.bytes / 1e6).toFixed(1)} MB, ${s.longLines} over 100 kB), ` +
    `${s.probes} probes (slowest ${s.slowestProbeMs} ms after '${s.slowestAfter}'; ${s.heldPings} pings held by a think; ` +
    `${s.setupProbes} allowed ${SETUP_PROBE_MS / 1000} s after a variant switch), ${s.refused} refused, ${s.stateChecks} state checks, ` +
    `${s.gos} go, ${s.bestmoves} bestmove/move, ${s.movesChecked} checked legal, ${s.driverStops} stopped by the fuzzer`
  );
}

async function fuzzRun(dialect: Dialect, seed: number, lines: number): Promise<string[]> {
  const log =
    process.env.FUZZ_LOG === undefined
      ? undefined
      : createWriteStream(join(process.env.FUZZ_LOG, `${dialect}-${seed}.log`));
  const run = new FuzzRun(dialect, seed, lines, [BINARY], log);
  await run.run();
  await new Promise((done) => (log === undefined ? done(undefined) : log.end(done)));
  console.log(report(run.stats));
  for (const f of run.failures)
    console.log(
      `--- ${f.kind}: ${f.detail}\n(${dialect}, repeat with FUZZ_SEED=${seed} FUZZ_LINES=${lines})\n${f.tail}`,
    );
  const counts = [...run.failureCount].map(([kind, count]) => `${dialect} seed ${seed}: ${count} × ${kind}`);
  return [...counts, ...run.failures.map((f) => `${dialect} seed ${seed}: ${f.kind}: ${f.detail}`)];
}

describe.concurrent('protocol fuzz of the binary', () => {
  test.each(['uci', 'xboard'] as Dialect[])(
    '%s',
    async (dialect) => {
      const failures: string[] = [];
      for (let done = 0, seed = SEED; done < LINES; done += LINES_PER_RUN, seed++) {
        failures.push(...(await fuzzRun(dialect, seed, Math.min(LINES_PER_RUN, LINES - done))));
      }
      expect(failures).toEqual([]);
    },
    1_800_000,
  );
});
