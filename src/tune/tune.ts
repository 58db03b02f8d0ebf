// `topochess tune`: Texel's method on a variant's parameter table. Reads the data files, keeps quiet positions, fits
// K, runs Adam over the chosen groups, prints the error before and after, and writes the variant's own table.
import { writeFileSync } from 'node:fs';
import { flattenParams, unflattenParams } from '../core/params';
import type { ParamTable } from '../core/params';
import type { VariantName } from '../core/types';
import { createEngine } from '../../engines';
import { MATE_BOUND } from '../search/score';
import { describeLoad, readDataFiles, TuneSetBuilder } from './data';
import { tuningModel } from './models';
import { adam, blendTargets, fitK, meanError } from './texel';

export interface TuneOptions {
  readonly variant: VariantName;
  readonly data: readonly string[];
  readonly epochs: number;
  readonly learningRate: number;
  readonly batchSize: number;
  /** Groups to tune (default: every group of the variant's own table). */
  readonly groups?: readonly string[];
  readonly seed: number;
  /** Where the tuned table is written. */
  readonly out: string;
  /** Keep a position only if |search score − static eval| <= this; undefined keeps every one not in check. */
  readonly quietMargin?: number;
  /** A fixed K instead of the fitted one. */
  readonly k?: number;
  /** Weight of the L2 penalty toward the table's current values (texel.ts); 0 for none. */
  readonly l2?: number;
  /** Hold out every Nth game (by its `# game` line) to measure the error on positions not tuned on; 0: none. */
  readonly holdout?: number;
  /**
   * Weight of the game's result in the target, the rest sigmoid(K · search score) (texel.ts, blendTargets); 1 (the
   * default): the result alone. K is fitted to the results either way, and the held-out error is against the results.
   */
  readonly lambda?: number;
}

export interface TuneIo {
  out(line: string): void;
  err(line: string): void;
}

/** Runs the tuning; returns the exit code. */
export function runTune(io: TuneIo, options: TuneOptions): number {
  const fail = (message: string): number => {
    io.err(`topochess tune: ${message}`);
    return 1;
  };
  const model = tuningModel(options.variant);
  if (typeof model === 'string') return fail(model);
  const groups = options.groups ?? model.ownGroups;
  const unknown = groups.filter((group) => !model.ownGroups.includes(group));
  if (unknown.length > 0)
    return fail(`no group ${unknown.join(', ')} in ${model.file}; its groups: ${model.ownGroups.join(', ')}`);
  for (const [name, value] of [
    ['--epochs', options.epochs],
    ['--batch', options.batchSize],
  ] as const)
    if (!Number.isInteger(value) || value < 1) return fail(`${name} must be a positive integer, got ${value}`);
  if (!(options.learningRate > 0)) return fail(`--lr must be a positive number, got ${options.learningRate}`);
  if (options.k !== undefined && !(options.k > 0)) return fail(`-k must be a positive number, got ${options.k}`);
  if (options.l2 !== undefined && !(options.l2 >= 0)) return fail(`--l2 must be a number >= 0, got ${options.l2}`);
  const lambda = options.lambda ?? 1;
  if (!(lambda >= 0 && lambda <= 1)) return fail(`--lambda must be a number from 0 to 1, got ${options.lambda}`);
  const holdout = options.holdout ?? 0;
  if (!Number.isInteger(holdout) || holdout < 0) return fail(`--holdout must be a whole number, got ${holdout}`);
  if (options.quietMargin !== undefined && !(options.quietMargin >= 0))
    return fail(`--quiet-margin must be a number of centipawns (-1: keep all), got ${options.quietMargin}`);

  const started = Date.now();
  const startedCpu = cpuSeconds();
  const rules = createEngine(options.variant).rules;
  const settings = { quietMargin: options.quietMargin, mateScore: MATE_BOUND };
  const builder = new TuneSetBuilder(rules, model, settings);
  const heldOut = new TuneSetBuilder(rules, model, settings);
  const unreadable = readDataFiles(options.data, holdout, (line, where, held) =>
    (held ? heldOut : builder).addLine(line, where),
  );
  if (unreadable !== undefined) return fail(unreadable);
  const results = builder.finish();
  const check = heldOut.finish();
  const took = `${seconds(started)} s, ${(cpuSeconds() - startedCpu).toFixed(1)} s CPU`;
  for (const line of describeLoad(builder.report, results.count, took)) io.err(line);
  if (results.count === 0) return fail('no positions to tune on');

  const flat = flattenParams(model.table);
  const params = Float64Array.from(flat.values);
  const tunable = Uint8Array.from(flat.groups, (group) => (groups.includes(group) ? 1 : 0));
  const fitStarted = cpuSeconds();
  const k = options.k ?? fitK(results, params);
  const set = lambda < 1 ? blendTargets(results, k, lambda) : results;
  const before = meanError(set, params, k);
  io.out(`K ${k.toPrecision(6)} per centipawn`);
  io.err(`K ${options.k === undefined ? 'fitted' : 'given'} in ${(cpuSeconds() - fitStarted).toFixed(1)} s CPU`);
  if (lambda < 1) io.out(`targets: ${lambda} x result + ${1 - lambda} x sigmoid(K x search score)`);
  io.out(
    `error before ${before.toPrecision(6)} (${set.count} positions, ${tunable.reduce((a, b) => a + b, 0)} parameters)`,
  );
  if (check.count > 0)
    io.out(`held-out error before ${meanError(check, params, k).toPrecision(6)} (${check.count} positions)`);
  let last = Date.now();
  let lastCpu = cpuSeconds();
  adam(set, params, {
    k,
    epochs: options.epochs,
    learningRate: options.learningRate,
    batchSize: options.batchSize,
    seed: options.seed,
    tunable,
    l2: options.l2,
    onEpoch: (epoch, error) => {
      const cpu = cpuSeconds();
      io.err(
        `epoch ${epoch}/${options.epochs}: running error ${error.toPrecision(6)} ` +
          `(${seconds(last)} s, ${(cpu - lastCpu).toFixed(1)} s CPU)`,
      );
      last = Date.now();
      lastCpu = cpu;
    },
  });
  const tuned = unflattenParams(model.table, params, true);
  const rounded = flattenParams(tuned).values;
  io.out(`error after ${meanError(set, rounded, k).toPrecision(6)} (parameters rounded to integers)`);
  if (check.count > 0) io.out(`held-out error after ${meanError(check, rounded, k).toPrecision(6)}`);
  const own: Record<string, ParamTable[string]> = {};
  for (const group of model.ownGroups) own[group] = tuned[group];
  const changed = flat.labels.filter((_, j) => rounded[j] !== flat.values[j]);
  io.out(`${changed.length} parameters changed; writing ${options.out} (the variant's table is ${model.file})`);
  try {
    writeFileSync(options.out, formatTable(own));
  } catch (error) {
    return fail(`cannot write ${options.out}: ${error instanceof Error ? error.message : String(error)}`);
  }
  return 0;
}

/** CPU time of this process so far (user and system), in seconds. */
export function cpuSeconds(): number {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1e6;
}

/** Wall-clock seconds since `since` (Date.now()), for a report. */
export function seconds(since: number): string {
  return ((Date.now() - since) / 1000).toFixed(1);
}

/** The table as the engine folders keep it: groups and names one per line, lists on one line. */
export function formatTable(table: ParamTable): string {
  const groups = Object.entries(table).map(([group, entries]) => {
    const lines = Object.entries(entries).map(
      ([name, value]) => `    "${name}": ${typeof value === 'number' ? value : `[${value.join(', ')}]`}`,
    );
    return `  "${group}": {\n${lines.join(',\n')}\n  }`;
  });
  return `{\n${groups.join(',\n')}\n}\n`;
}
