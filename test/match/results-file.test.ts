import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readResultsFile, ResultsWriter, type SettingsRecord } from '../../src/match/results-file';
import { formatReport, summarize } from '../../src/match/summary';
import { pairRecord } from '../helpers/pair-record';
import { makeTempDir } from '../helpers/temp-dir';

const settings = (seed: number): SettingsRecord => ({
  type: 'settings',
  format: 1,
  settings: { variant: 'normal', seed, engines: ['a', 'b'] },
  shard: { index: 0, count: 1 },
});

const pair = pairRecord;

describe('result files', () => {
  it('keep every finished pair when the last line was cut off, and a resume cuts that line away', () => {
    const file = join(makeTempDir('results'), 'r.jsonl');
    const { writer } = ResultsWriter.open(file, settings(1), false);
    writer.append(pair(0, 1, 0.5));
    writer.append(pair(2, 0, 0));
    writer.close();
    appendFileSync(file, '{"type":"pair","pair":4,"ga');
    const read = readResultsFile(file);
    expect(read.pairs.map((record) => record.pair)).toEqual([0, 2]);
    expect(read.warnings).toEqual([expect.stringMatching(/:4: ignoring a half-written last line/)]);

    expect(() => ResultsWriter.open(file, settings(1), false)).toThrow(/--resume/);
    expect(() => ResultsWriter.open(file, settings(2), true)).toThrow(/other settings \(seed\)/);
    const resumed = ResultsWriter.open(file, settings(1), true);
    expect(resumed.done.pairs).toHaveLength(2);
    resumed.writer.append(pair(4, 1, 1));
    resumed.writer.close();
    const after = readResultsFile(file);
    expect(after.warnings).toEqual([]);
    expect(after.pairs.map((record) => record.pair)).toEqual([0, 2, 4]);
    expect(readFileSync(file, 'utf8').endsWith('\n')).toBe(true);
  });

  it('refuse a damaged line that is not the last', () => {
    const file = join(makeTempDir('results'), 'r.jsonl');
    writeFileSync(file, `${JSON.stringify(settings(1))}\nnot json\n${JSON.stringify(pair(0, 1, 1))}\n`);
    expect(() => readResultsFile(file)).toThrow(/:2: not a result record/);
  });

  it('sum to the pentanomial counts and the same report whatever order the pairs come in', () => {
    const pairs = [pair(0, 1, 0.5), pair(1, 0, 0), pair(2, 0.5, 0.5), pair(3, 1, 0), pair(4, 1, 1)];
    const summary = summarize(pairs);
    expect(summary.pentanomial).toEqual([1, 0, 2, 1, 1]);
    expect([summary.wins, summary.draws, summary.losses]).toEqual([4, 3, 3]);
    const sprt = { elo0: 0, elo1: 10, alpha: 0.05, beta: 0.05 };
    const report = formatReport(['A', 'B'], summary, sprt, false);
    expect(formatReport(['A', 'B'], summarize([...pairs].reverse()), sprt, false)).toEqual(report);
    expect(report).toContain('Ptnml(0-2): [1, 0, 2, 1, 1], 5 pairs');
    expect(report.some((line) => /^LLR: -?\d+\.\d\d \(-2\.94, 2\.94\) \[0\.00, 10\.00\]$/.test(line))).toBe(true);
  });
});
