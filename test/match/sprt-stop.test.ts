// A sequential test stops at its first crossing: the pairs in play then still finish and are counted, and when they
// move the LLR back inside the bounds the decision stands (the report, `match status` and a resumed run all say so).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { matchMergeCommand, matchStatusCommand } from '../../src/cli/match-files';
import type { PairRecord, SettingsRecord } from '../../src/match/results-file';
import type { SprtSettings } from '../../src/match/stats';
import { sprtOf, sprtStop, summarize } from '../../src/match/summary';
import { pairRecord } from '../helpers/pair-record';
import { makeTempDir } from '../helpers/temp-dir';

const SPRT: SprtSettings = { elo0: 0, elo1: 10, alpha: 0.05, beta: 0.05 };

const pair = pairRecord;

/** Pairs that lean to A until the SPRT accepts H1, then lost pairs until the LLR is back inside the bounds. */
function crossingThenBack(): { pairs: PairRecord[]; crossing: number } {
  const pattern: [number, number][] = [
    [1, 1],
    [1, 0.5],
    [0.5, 0.5],
    [0, 1],
    [0, 0.5],
  ];
  const pairs: PairRecord[] = [];
  while (sprtOf(summarize(pairs), SPRT).decision === undefined) {
    const [first, second] = pattern[pairs.length % pattern.length];
    pairs.push(pair(pairs.length, first, second));
  }
  const crossing = pairs.length;
  while (sprtOf(summarize(pairs), SPRT).decision !== undefined) pairs.push(pair(pairs.length, 0, 0));
  return { pairs, crossing };
}

function run(command: typeof matchStatusCommand, paths: string[]): { code: number; out: string[] } {
  const out: string[] = [];
  const code = command({ out: (line) => out.push(line), err: () => undefined }, paths);
  return { code, out };
}

function writeResults(path: string, pairs: readonly PairRecord[], shard = { index: 0, count: 1 }): void {
  const settings: SettingsRecord = {
    type: 'settings',
    format: 1,
    settings: { variant: 'normal', seed: 1, engines: ['a', 'b'], sprt: SPRT },
    shard,
  };
  writeFileSync(path, [settings, ...pairs].map((record) => JSON.stringify(record)).join('\n') + '\n');
}

describe('where an SPRT stops', () => {
  const { pairs, crossing } = crossingThenBack();

  it('is the first crossing along the pairs in the order they came in', () => {
    expect(crossing).toBeGreaterThan(10);
    expect(pairs.length).toBeGreaterThan(crossing);
    const stop = sprtStop(pairs, SPRT);
    expect(stop).toMatchObject({ pairs: crossing, state: { decision: 'H1' } });
    expect(sprtStop(pairs.slice(0, crossing - 1), SPRT)).toBeUndefined();
    // In another order (the lost pairs first) the same pairs never cross.
    expect(sprtStop([...pairs].reverse(), SPRT)).toBeUndefined();
  });

  it('a results file of such a test reports the decision and where it was made', () => {
    const file = join(makeTempDir('sprt-stop'), 'r0.jsonl');
    writeResults(file, pairs);
    const status = run(matchStatusCommand, [file]);
    expect(status.code).toBe(0);
    expect(status.out[0]).toMatch(new RegExp(`^H1 accepted after ${crossing} pairs at LLR [\\d.]+; now LLR [\\d.]+ `));
    const merge = run(matchMergeCommand, [file]);
    expect(merge.out).toContainEqual(
      expect.stringMatching(new RegExp(`^SPRT: H1 was accepted after ${crossing} pairs`)),
    );
    expect(merge.out).toContainEqual(expect.stringMatching(/^ {2}the (pair|\d+ pairs) in play when it stopped/));
  });

  it("shards' pairs are ordered by when they were recorded, and without that only the total counts", () => {
    const dir = makeTempDir('sprt-stop-shards');
    const timed = pairs.map((record, i) => ({ ...record, finishedAt: 1_000_000 + i }));
    const files = [join(dir, 'r0.jsonl'), join(dir, 'r1.jsonl')];
    /** Two shards' files, the pairs dealt alternately. */
    const writeShards = (all: readonly PairRecord[]): void =>
      files.forEach((file, index) =>
        writeResults(
          file,
          all.filter((_, i) => i % 2 === index),
          { index, count: 2 },
        ),
      );
    writeShards(timed);
    expect(run(matchStatusCommand, files).out[0]).toMatch(new RegExp(`^H1 accepted after ${crossing} pairs`));

    writeShards(pairs);
    const untimed = run(matchStatusCommand, files);
    expect(untimed.code).toBe(3);
    expect(untimed.out[0]).toMatch(/^undecided: /);
  });
});
