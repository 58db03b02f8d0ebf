import { describe, expect, it } from 'vitest';
import { resolveShard, shardFileName, shardPairs, WHOLE_MATCH } from '../../src/match/shard';

describe('shards', () => {
  it('split the pairs into disjoint slices that together are the whole match', () => {
    const slices = [0, 1, 2].map((index) => shardPairs({ index, count: 3 }, 10));
    expect(slices).toEqual([
      [0, 3, 6, 9],
      [1, 4, 7],
      [2, 5, 8],
    ]);
    expect(shardPairs(WHOLE_MATCH, 4)).toEqual([0, 1, 2, 3]);
  });

  it('come from --shard first, then Slurm, Kubernetes and GNU parallel variables', () => {
    const env = { SLURM_ARRAY_TASK_ID: '5', SLURM_ARRAY_TASK_MIN: '4', SLURM_ARRAY_TASK_COUNT: '4' };
    expect(resolveShard('2/3', undefined, env)).toEqual({ index: 2, count: 3 });
    expect(resolveShard(undefined, undefined, env)).toEqual({ index: 1, count: 4 });
    expect(resolveShard(undefined, 8, { JOB_COMPLETION_INDEX: '7' })).toEqual({ index: 7, count: 8 });
    expect(resolveShard(undefined, 4, { PARALLEL_SEQ: '1' })).toEqual({ index: 0, count: 4 });
    expect(resolveShard(undefined, undefined, { PARALLEL_SEQ: '3' })).toEqual(WHOLE_MATCH);
    expect(resolveShard(undefined, undefined, {})).toEqual(WHOLE_MATCH);
  });

  it('refuse what does not fit, with the reason', () => {
    expect(resolveShard('4/4', undefined, {})).toMatch(/not below/);
    expect(resolveShard('1-4', undefined, {})).toMatch(/K\/N/);
    expect(resolveShard(undefined, undefined, { JOB_COMPLETION_INDEX: '0' })).toMatch(/--shards N/);
    expect(resolveShard(undefined, 2, { JOB_COMPLETION_INDEX: '2' })).toMatch(/not below/);
    expect(resolveShard(undefined, 2, {})).toMatch(/needs a shard index/);
    expect(resolveShard(undefined, undefined, { SLURM_ARRAY_TASK_ID: '1' })).toMatch(/--shards/);
    expect(resolveShard(undefined, 0, {})).toMatch(/positive/);
  });

  it('name their files', () => {
    expect(shardFileName('out/r{shard}.jsonl', { index: 3, count: 4 })).toBe('out/r3.jsonl');
  });
});
