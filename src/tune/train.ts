// `topochess train`: `normal`'s network (engines/chess8/net.ts) trained on data lines. Reads the files (every
// `holdout`th game held out), fits K to the search scores, trains (net-train.ts), prints the error against the game
// results on the training and held-out positions after each epoch, and writes the weights of the epoch with the least
// held-out error (the last epoch's without a held-out set) as the JSON the engine reads, as soon as it is the best.
import { writeFileSync } from 'node:fs';
import { evaluate } from '../../engines/chess8/eval';
import { MATE_BOUND } from '../search/score';
import { describeLoad, readDataFiles } from './data';
import { NetSetBuilder } from './net-data';
import { initialWeights, netError, trainNet } from './net-train';
import type { Activation, NetTrainOptions, NetWeights } from './net-train';
import { fitScale } from './texel';
import { cpuSeconds, seconds } from './tune';
import type { TuneIo } from './tune';

/** The command's options: the files and the network's shape, then how it is trained (K is fitted here). */
export interface TrainOptions extends Omit<NetTrainOptions, 'k' | 'onEpoch'> {
  readonly data: readonly string[];
  readonly hidden: number;
  /** Output layers, one per band of game phases. */
  readonly buckets: number;
  /** Train a network added to the hand-made evaluation instead of one standing alone. */
  readonly residual: boolean;
  readonly activation: Activation;
  readonly holdout: number;
  /** Keep a position only if |search score − static eval| <= this; undefined keeps every one not in check. */
  readonly quietMargin?: number;
  readonly out: string;
}

/** Runs the training; returns the exit code. */
export function runTrain(io: TuneIo, options: TrainOptions): number {
  const fail = (message: string): number => {
    io.err(`topochess train: ${message}`);
    return 1;
  };
  for (const [name, value] of [
    ['--hidden', options.hidden],
    ['--buckets', options.buckets],
    ['--epochs', options.epochs],
    ['--batch', options.batchSize],
  ] as const)
    if (!Number.isInteger(value) || value < 1) return fail(`${name} must be a positive integer, got ${value}`);
  if (options.hidden % 4 !== 0)
    return fail(`--hidden must be a multiple of 4 (the engine adds four units at a time), got ${options.hidden}`);
  if (!(options.learningRate > 0)) return fail(`--lr must be a positive number, got ${options.learningRate}`);
  if (!(options.decay > 0 && options.decay <= 1)) return fail(`--decay must be in (0, 1], got ${options.decay}`);
  if (!(options.lambda >= 0 && options.lambda <= 1))
    return fail(`--lambda must be a number from 0 to 1, got ${options.lambda}`);
  if (options.quietMargin !== undefined && !(options.quietMargin >= 0))
    return fail(`--quiet-margin must be a number of centipawns (-1: keep all), got ${options.quietMargin}`);
  if (!Number.isInteger(options.holdout) || options.holdout < 0)
    return fail(`--holdout must be a whole number, got ${options.holdout}`);

  const started = Date.now();
  const base = options.residual ? evaluate : undefined;
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

  const k = fitScale(set.score, set.result);
  io.out(`K ${k.toPrecision(6)} per centipawn (search scores against results)`);
  io.out(
    `${set.count} positions${options.mirror ? ' (and each mirrored)' : ''}, ${heldOut.count} held out; ` +
      `targets ${options.lambda} x result + ${1 - options.lambda} x sigmoid(K x search score)` +
      (options.residual ? "; the network adds to normal's hand-made evaluation" : '') +
      (options.activation === 'screlu' ? '; units clamped and squared' : ''),
  );
  const { residual, buckets, activation } = options;
  const net = initialWeights(options.hidden, k, options.seed, { residual, buckets, activation });
  let bestError = Infinity;
  /** Why the weights could not be written; other errors are not ours to word. */
  let writeFailure: string | undefined;
  let last = Date.now();
  let lastCpu = cpuSeconds();
  try {
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
          try {
            writeFileSync(options.out, formatNet(net));
          } catch (failure) {
            writeFailure = failure instanceof Error ? failure.message : String(failure);
            throw failure;
          }
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

/**
 * The first layer's weights are written as integers in steps of 1/W1_SCALE, the precision the engine keeps (net.ts):
 * less than half the text of five significant digits.
 */
const W1_SCALE = 1024;

/** The weights as engines/chess8/net.json keeps them: each array on one line, five significant digits but w1's. */
export function formatNet(net: NetWeights): string {
  const list = (values: Float32Array): string => `[${Array.from(values, short).join(',')}]`;
  const steps = `[${Array.from(net.w1, (w) => Math.round(w * W1_SCALE)).join(',')}]`;
  const head =
    `  "hidden": ${net.hidden},\n  "buckets": ${net.buckets},\n  "residual": ${net.residual},\n` +
    `  "activation": "${net.activation}",\n  "k": ${short(net.k)},\n  "w1Scale": ${W1_SCALE},\n`;
  return `{\n${head}  "w1": ${steps},\n  "b1": ${list(net.b1)},\n  "w2": ${list(net.w2)},\n  "b2": ${list(net.b2)}\n}\n`;
}

function short(value: number): number {
  return Number(value.toPrecision(5));
}
