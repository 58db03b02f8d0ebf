// Which slice of a match's game pairs this process plays. Shard K of N plays the pairs whose index p has p % N == K,
// so every shard gets openings from the whole book and shards that are stopped early have all played about as many
// pairs. Batch systems give each task its index in the environment: Slurm job arrays (SLURM_ARRAY_TASK_ID, _MIN and
// _COUNT), Kubernetes Indexed Jobs (JOB_COMPLETION_INDEX, with the count from --shards) and GNU parallel
// (PARALLEL_SEQ, counted from 1, with --shards). An explicit --shard K/N wins over all of them.

export interface Shard {
  readonly index: number;
  readonly count: number;
}

export const WHOLE_MATCH: Shard = { index: 0, count: 1 };

type Env = Readonly<Record<string, string | undefined>>;

function wholeNumber(text: string | undefined): number | undefined {
  if (text === undefined || !/^\d+$/.test(text.trim())) return undefined;
  return Number(text.trim());
}

function checked(index: number, count: number, source: string): Shard | string {
  if (count < 1) return `${source}: the shard count must be at least 1`;
  if (index >= count) return `${source}: shard ${index} is not below the count ${count}`;
  return { index, count };
}

/** The shard from `--shard K/N`, `--shards N` and the batch system's environment; a message when they do not fit. */
export function resolveShard(shardFlag: string | undefined, shardsFlag: number | undefined, env: Env): Shard | string {
  if (shardsFlag !== undefined && (!Number.isInteger(shardsFlag) || shardsFlag < 1))
    return '--shards must be a positive integer';
  if (shardFlag !== undefined) {
    const match = /^(\d+)\/(\d+)$/.exec(shardFlag.trim());
    if (match === null) return `--shard '${shardFlag}' is not K/N (e.g. 0/4)`;
    return checked(Number(match[1]), Number(match[2]), '--shard');
  }
  const slurmId = wholeNumber(env.SLURM_ARRAY_TASK_ID);
  if (slurmId !== undefined) {
    const count = shardsFlag ?? wholeNumber(env.SLURM_ARRAY_TASK_COUNT);
    if (count === undefined) return 'SLURM_ARRAY_TASK_ID is set without SLURM_ARRAY_TASK_COUNT: give --shards N';
    return checked(slurmId - (wholeNumber(env.SLURM_ARRAY_TASK_MIN) ?? 0), count, 'Slurm array task');
  }
  const kubernetes = wholeNumber(env.JOB_COMPLETION_INDEX);
  if (kubernetes !== undefined) {
    if (shardsFlag === undefined) return "JOB_COMPLETION_INDEX is set: give the job's completions as --shards N";
    return checked(kubernetes, shardsFlag, 'JOB_COMPLETION_INDEX');
  }
  const parallel = wholeNumber(env.PARALLEL_SEQ);
  if (parallel !== undefined && shardsFlag !== undefined) {
    if (parallel < 1) return 'PARALLEL_SEQ counts from 1';
    return checked(parallel - 1, shardsFlag, 'PARALLEL_SEQ');
  }
  if (shardsFlag !== undefined)
    return '--shards N needs a shard index: --shard K/N, or a batch system variable (JOB_COMPLETION_INDEX, PARALLEL_SEQ)';
  return WHOLE_MATCH;
}

/** The pair indices below `pairs` that the shard plays, in order. */
export function shardPairs(shard: Shard, pairs: number): number[] {
  const mine: number[] = [];
  for (let pair = shard.index; pair < pairs; pair += shard.count) mine.push(pair);
  return mine;
}

/** A file name with `{shard}` replaced by the shard's index. */
export function shardFileName(name: string, shard: Shard): string {
  return name.replaceAll('{shard}', String(shard.index));
}
