// `topochess train`: `normal`'s network (engines/chess8/net.ts) trained on data lines. Reads the files (every
// `holdout`th game held out), fits K to the search scores, trains (net-train.ts), prints the error against the game
// results on the training and held-out positions after each epoch, and writes the weights of the epoch with the least
// held-out error (the last epoch's without a held-out set) as the JSON the engine reads, as soon as it is the best.
// With `init`, training goes on from a network written before (its shape and K kept), so that what it learnt from
// data no longer at hand is kept while it learns from new data.
import { writeFileSync } from 'node:fs';
import { evaluate } from '../../engines/chess8/eval';
import { MATE_BOUND } from '../search/score';
import { describeLoad, readDataFiles } from './data';
import { NetSetBuilder } from './net-data';
import { formatNet, readNet } from './net-file';
import { initialWeights, netError, trainNet } from './net-train';
import type { Activation, NetShape, NetTrainOptions } from './net-train';
import { fitScale } from './texel';
import { cpuSeconds, seconds } from './tune';
import type { TuneIo } from './tune';

/** The command's options: the files and the network's shape, then how it is trained (K is fitted here). */
export interface TrainOptions extends Omit<NetTrainOptions, 'k' | 'onEpoch'> {
  readonly data: readonly string[];
  /** A network file to go on training; the shape options below, where given, must match it. */
  readonly init?: string;
  /** Units per view (DEFAULT_SHAPE without `init`). */
  readonly hidden?: number;
  /** Output layers, one per band of game phases. */
  readonly buckets?: number;
  /** Train a network added to the hand-made evaluation instead of one standing alone. */
  readonly residual?: boolean;
  readonly activation?: Activation;
  readonly holdout: number;
  /** Keep a position only if |search score − static eval| <= this; undefined keeps every one not in check. */
  readonly quietMargin?: number;
  readonly out: string;
}

/** A new network's shape where the options do not give it. */
export const DEFAULT_SHAPE = { hidden: 32, buckets: 1, residual: false, activation: 'crelu' as Activation };

type FullShape = NetShape & { readonly hidden: number };

/** Runs the training; returns the exit code. */
export function runTrain(io: TuneIo, options: TrainOptions): number {
  const fail = (message: string): number => {
    io.err(`topochess train: ${message}`);
    return 1;
  };
  const start = options.init === undefined ? undefined : readNet(options.init);
  if (typeof start === 'string') return fail(start);
  const shape: FullShape = {
    hidden: options.hidden ?? start?.hidden ?? DEFAULT_SHAPE.hidden,
    buckets: options.buckets ?? start?.buckets ?? DEFAULT_SHAPE.buckets,
    residual: options.residual ?? start?.residual ?? DEFAULT_SHAPE.residual,
    activation: options.activation ?? start?.activation ?? DEFAULT_SHAPE.activation,
  };
  if (start !== undefined)
    for (const name of ['hidden', 'buckets', 'residual', 'activation'] as const)
      if (shape[name] !== start[name])
        return fail(
          `--${name} ${shape[name]} differs from ${options.init}'s ${start[name]} (leave it out with --init)`,
        );
  for (const [name, value] of [
    ['--hidden', shape.hidden],
    ['--buckets', shape.buckets],
    ['--epochs', options.epochs],
    ['--batch', options.batchSize],
  ] as const)
    if (!Number.isInteger(value) || value < 1) return fail(`${name} must be a positive integer, got ${value}`);
  if (shape.hidden % 4 !== 0)
    return fail(`--hidden must be a multiple of 4 (the engine adds four units at a time), got ${shape.hidden}`);
  if (!(options.learningRate > 0)) return fail(`--lr must be a positive number, got ${options.learningRate}`);
  if (!(options.decay > 0 && options.decay <= 1)) return fail(`--decay must be in (0, 1], got ${options.decay}`);
  if (!(options.lambda >= 0 && options.lambda <= 1))
    return fail(`--lambda must be a number from 0 to 1, got ${options.lambda}`);
  if (options.quietMargin !== undefined && !(options.quietMargin >= 0))
    return fail(`--quiet-margin must be a number of centipawns (-1: keep all), got ${options.quietMargin}`);
  if (!Number.isInteger(options.holdout) || options.holdout < 0)
    return fail(`--holdout must be a whole number, got ${options.holdout}`);

  const started = Date.now();
  const base = shape.residual ? evaluate : undefined;
  const filter = { quietMargin: options.quietMargin, mateScore: MATE_BOUND };
  const builder = new NetSetBuilder(filter, base);
  const heldOutBuilder = new NetSetBuilder(filter, base);
  const unreadable = readDataFiles(options.data, options.holdout, (line, where, held) =>
    (held ? heldOutBuilder : builder).addLine(line, where),
  );
  if (unreadable !== undefined) return fail(unreadable);
  const set = builder.finish();
  const heldOut = heldOutBuilder.finish();
  for (const line of describeLoad(builder.report, set.count, `${seconds(started)} s`)) io.err(line);
  if (set.count === 0) return fail('no positions to train on');

  // A network trained before keeps its K: its outputs are in that scale.
  const k = start?.k ?? fitScale(set.score, set.result);
  io.out(
    start === undefined
      ? `K ${k.toPrecision(6)} per centipawn (search scores against results)`
      : `K ${k.toPrecision(6)} per centipawn (${options.init}'s), training on from ${options.init}`,
  );
  io.out(
    `${set.count} positions${options.mirror ? ' (and each mirrored)' : ''}, ${heldOut.count} held out; ` +
      `targets ${options.lambda} x result + ${1 - options.lambda} x sigmoid(K x search score)` +
      (shape.residual ? "; the network adds to normal's hand-made evaluation" : '') +
      (shape.activation === 'screlu' ? '; units clamped and squared' : ''),
  );
  const net = start ?? initialWeights(shape.hidden, k, options.seed, shape);
  let bestError = Infinity;
  /** Why the weights could not be written; other errors are not ours to word. */
  let writeFailure: string | undefined;
  const write = (): void => {
    try {
      writeFileSync(options.out, formatNet(net));
    } catch (failure) {
      writeFailure = failure instanceof Error ? failure.message : String(failure);
      throw failure;
    }
  };
  let last = Date.now();
  let lastCpu = cpuSeconds();
  try {
    // The network trained on is the one to beat: an epoch that does worse on the held-out games is not written.
    if (start !== undefined && heldOut.count > 0) {
      bestError = netError(net, heldOut);
      io.out(`held-out error ${bestError.toPrecision(6)} (against the results) before training on`);
      write();
    }
    trainNet(net, set, {
      ...options,
      k,
      onEpoch: (epoch, error) => {
        const check = heldOut.count > 0 ? netError(net, heldOut) : undefined;
        const cpu = cpuSeconds();
        io.out(
          `epoch ${epoch}/${options.epochs}: training error ${error.toPrecision(6)} (against the targets)` +
            (check === undefined ? '' : `, held-out error ${check.toPrecision(6)} (against the results)`) +
            ` (${seconds(last)} s, ${(cpu - lastCpu).toFixed(1)} s CPU)`,
        );
        last = Date.now();
        lastCpu = cpu;
        // Written at once, so that a long training stopped early leaves its best epoch behind.
        if (check === undefined || check < bestError) {
          bestError = check ?? error;
          write();
        }
      },
    });
  } catch (error) {
    if (writeFailure === undefined) throw error;
    return fail(`cannot write ${options.out}: ${writeFailure}`);
  }
  if (heldOut.count > 0) io.out(`kept the epoch with the least held-out error: ${bestError.toPrecision(6)}`);
  io.out(`wrote ${options.out}`);
  return 0;
}
