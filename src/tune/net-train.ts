// Training `normal`'s network (engines/chess8/net.ts) on a NetSet: inputs → HIDDEN clipped-linear units per view (each
// squared, for the 'screlu' activation) → one output z (from the output layer of the position's game phase), where
// sigmoid(z) is fitted by Adam to each position's target (the game's result blended with sigmoid(K · search score), as
// `tune --lambda` does) on shuffled mini-batches. Each position may also be used mirrored left to right, which the
// game's rules (castling aside, which the inputs do not see) leave unchanged. Deterministic for a seed. Adam is lazy on
// the first layer: a row no man of a batch touches keeps its moments.
import { NET_INPUTS, mirroredInput, outputBucket } from '../../engines/chess8/net-input';
import { seeded } from '../match/random-opening';
import type { NetSet } from './net-data';
import { sigmoid } from './texel';

/**
 * A network's numbers: the first layer by input then unit; per output layer, its weights (own view's units, the
 * other's) and bias.
 */
export interface NetWeights {
  readonly hidden: number;
  /** Output layers, one per band of game phases (outputBucket). */
  readonly buckets: number;
  /** Whether the output is added to the hand-made evaluation (the set's `base`) rather than standing alone. */
  readonly residual: boolean;
  /** Centipawns = output / k (the K fitted to the search scores, so that the network speaks the search's units). */
  readonly k: number;
  readonly activation: Activation;
  readonly w1: Float32Array;
  readonly b1: Float32Array;
  readonly w2: Float32Array;
  readonly b2: Float32Array;
}

export interface NetTrainOptions {
  readonly k: number;
  readonly epochs: number;
  readonly learningRate: number;
  /** The learning rate is multiplied by this after each epoch. */
  readonly decay: number;
  readonly batchSize: number;
  /** Weight of the result in each target (1: the result alone, 0: the search score alone). */
  readonly lambda: number;
  /** Also train on every position mirrored left to right. */
  readonly mirror: boolean;
  readonly seed: number;
  /** Called after each epoch with its number (from 1), the mean training error and the weights. */
  readonly onEpoch?: (epoch: number, error: number, weights: NetWeights) => void;
}

const BETA1 = 0.9;
const BETA2 = 0.999;
const EPSILON = 1e-8;

/** A unit's value from its sum: clamped to 0..1 ('crelu'), then squared ('screlu'). */
export type Activation = 'crelu' | 'screlu';
export const ACTIVATIONS: readonly Activation[] = ['crelu', 'screlu'];

const clipped = (x: number): number => (x < 0 ? 0 : x > 1 ? 1 : x);
const squaredClipped = (x: number): number => clipped(x) ** 2;
/** The unit's value, and its slope: 0 outside 0..1, 1 (crelu) or 2x (screlu) inside. */
const UNIT = { crelu: clipped, screlu: squaredClipped };
const SLOPE = {
  crelu: (x: number): number => (x > 0 && x < 1 ? 1 : 0),
  screlu: (x: number): number => (x > 0 && x < 1 ? 2 * x : 0),
};

/** A network's shape besides its width. */
export type NetShape = Pick<NetWeights, 'residual' | 'buckets' | 'activation'>;

const PLAIN: NetShape = { residual: false, buckets: 1, activation: 'crelu' };

/** Small random starting weights, from the seed. */
export function initialWeights(hidden: number, k: number, seed: number, shape: Partial<NetShape> = {}): NetWeights {
  const { residual, buckets, activation } = { ...PLAIN, ...shape };
  const random = seeded(seed);
  const small = (scale: number): number => (random() - 0.5) * scale;
  return {
    hidden,
    buckets,
    residual,
    k,
    activation,
    w1: Float32Array.from({ length: NET_INPUTS * hidden }, () => small(0.1)),
    b1: new Float32Array(hidden),
    w2: Float32Array.from({ length: 2 * hidden * buckets }, () => small(0.1)),
    b2: new Float32Array(buckets),
  };
}

/** Both views' unit sums of position i (mirrored or not) into `own` and `other`. */
function sums(
  net: NetWeights,
  set: NetSet,
  i: number,
  mirrored: boolean,
  own: Float32Array,
  other: Float32Array,
): void {
  const { hidden, w1, b1 } = net;
  own.set(b1);
  other.set(b1);
  for (let e = set.offsets[i], end = set.offsets[i + 1]; e < end; e++) {
    const a = (mirrored ? mirroredInput(set.own[e]) : set.own[e]) * hidden;
    const b = (mirrored ? mirroredInput(set.other[e]) : set.other[e]) * hidden;
    for (let j = 0; j < hidden; j++) {
      own[j] += w1[a + j];
      other[j] += w1[b + j];
    }
  }
}

/** The output layer position i is scored by. */
function bucketOf(net: NetWeights, set: NetSet, i: number): number {
  return outputBucket(set.phase[i], net.buckets);
}

function output(net: NetWeights, bucket: number, own: Float32Array, other: Float32Array): number {
  const { hidden, w2 } = net;
  const unit = UNIT[net.activation];
  const at = bucket * 2 * hidden;
  let z = net.b2[bucket];
  for (let j = 0; j < hidden; j++) z += w2[at + j] * unit(own[j]) + w2[at + hidden + j] * unit(other[j]);
  return z;
}

/** The network's output for position i: sigmoid(K · base + output) predicts the result. */
export function netOutput(net: NetWeights, set: NetSet, i: number): number {
  const own = new Float32Array(net.hidden);
  const other = new Float32Array(net.hidden);
  sums(net, set, i, false, own, other);
  return output(net, bucketOf(net, set, i), own, other);
}

/** What a residual network adds to: K × the set's base, or 0. */
function baseOf(net: NetWeights, set: NetSet, i: number): number {
  return net.residual ? net.k * set.base[i] : 0;
}

/** Mean squared error of sigmoid(base + output) against the game results. */
export function netError(net: NetWeights, set: NetSet): number {
  const own = new Float32Array(net.hidden);
  const other = new Float32Array(net.hidden);
  let sum = 0;
  for (let i = 0; i < set.count; i++) {
    sums(net, set, i, false, own, other);
    const error = set.result[i] - sigmoid(baseOf(net, set, i) + output(net, bucketOf(net, set, i), own, other));
    sum += error * error;
  }
  return set.count === 0 ? 0 : sum / set.count;
}

type Numbers = Float32Array | Float64Array;

/**
 * Adam's step for weights[from..to) from a batch's summed gradients (divided by `size`), which it clears for the next
 * batch; `step` turns the moments into the change.
 */
function adamUpdate(
  weights: Float32Array,
  gradients: Numbers,
  m: Numbers,
  v: Numbers,
  from: number,
  to: number,
  size: number,
  step: (m: number, v: number) => number,
): void {
  for (let x = from; x < to; x++) {
    const g = gradients[x] / size;
    gradients[x] = 0;
    m[x] = BETA1 * m[x] + (1 - BETA1) * g;
    v[x] = BETA2 * v[x] + (1 - BETA2) * g * g;
    weights[x] -= step(m[x], v[x]);
  }
}

/** Adam over shuffled mini-batches; changes `net` in place. */
export function trainNet(net: NetWeights, set: NetSet, options: NetTrainOptions): void {
  const { hidden, w1, b1, w2 } = net;
  const { k, lambda } = options;
  const unit = UNIT[net.activation];
  const slope = SLOPE[net.activation];
  const target = Float32Array.from(set.result, (r, i) => lambda * r + (1 - lambda) * sigmoid(k * set.score[i]));
  const samples = options.mirror ? 2 * set.count : set.count;
  const order = Int32Array.from({ length: samples }, (_, i) => i);
  const random = seeded(options.seed);
  const g1 = new Float32Array(w1.length);
  const m1 = new Float32Array(w1.length);
  const v1 = new Float32Array(w1.length);
  const touched = new Uint8Array(NET_INPUTS);
  const gb1 = new Float64Array(hidden);
  const mb1 = new Float64Array(hidden);
  const vb1 = new Float64Array(hidden);
  const g2 = new Float64Array(w2.length);
  const m2 = new Float64Array(w2.length);
  const v2 = new Float64Array(w2.length);
  const gb2 = new Float64Array(net.buckets);
  const mb2 = new Float64Array(net.buckets);
  const vb2 = new Float64Array(net.buckets);
  const own = new Float32Array(hidden);
  const other = new Float32Array(hidden);
  const dOwn = new Float32Array(hidden);
  const dOther = new Float32Array(hidden);
  let rate = options.learningRate;
  let step = 0;
  for (let epoch = 1; epoch <= options.epochs; epoch++) {
    for (let i = samples - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      const swap = order[i];
      order[i] = order[j];
      order[j] = swap;
    }
    let error = 0;
    for (let start = 0; start < samples; start += options.batchSize) {
      const end = Math.min(samples, start + options.batchSize);
      for (let s = start; s < end; s++) {
        const i = order[s] % set.count;
        const mirrored = order[s] >= set.count;
        sums(net, set, i, mirrored, own, other);
        const bucket = bucketOf(net, set, i);
        const at = bucket * 2 * hidden;
        const p = sigmoid(baseOf(net, set, i) + output(net, bucket, own, other));
        const diff = p - target[i];
        error += diff * diff;
        // d/dz of (p − t)² = 2 (p − t) p (1 − p); a clipped unit passes the gradient only between 0 and 1.
        const dz = 2 * diff * p * (1 - p);
        gb2[bucket] += dz;
        for (let j = 0; j < hidden; j++) {
          g2[at + j] += dz * unit(own[j]);
          g2[at + hidden + j] += dz * unit(other[j]);
          dOwn[j] = dz * w2[at + j] * slope(own[j]);
          dOther[j] = dz * w2[at + hidden + j] * slope(other[j]);
          gb1[j] += dOwn[j] + dOther[j];
        }
        for (let e = set.offsets[i], last = set.offsets[i + 1]; e < last; e++) {
          const a = mirrored ? mirroredInput(set.own[e]) : set.own[e];
          const b = mirrored ? mirroredInput(set.other[e]) : set.other[e];
          touched[a] = 1;
          touched[b] = 1;
          for (let j = 0; j < hidden; j++) {
            g1[a * hidden + j] += dOwn[j];
            g1[b * hidden + j] += dOther[j];
          }
        }
      }
      step++;
      const size = end - start;
      const c1 = 1 - Math.pow(BETA1, step);
      const c2 = 1 - Math.pow(BETA2, step);
      const adamStep = (m: number, v: number): number => (rate * (m / c1)) / (Math.sqrt(v / c2) + EPSILON);
      for (let input = 0; input < NET_INPUTS; input++) {
        if (touched[input] === 0) continue;
        touched[input] = 0;
        adamUpdate(w1, g1, m1, v1, input * hidden, (input + 1) * hidden, size, adamStep);
      }
      adamUpdate(b1, gb1, mb1, vb1, 0, hidden, size, adamStep);
      adamUpdate(w2, g2, m2, v2, 0, w2.length, size, adamStep);
      adamUpdate(net.b2, gb2, mb2, vb2, 0, net.buckets, size, adamStep);
    }
    rate *= options.decay;
    options.onEpoch?.(epoch, error / samples, net);
  }
}
