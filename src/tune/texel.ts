// Texel's method over a TuneSet: the scaling constant K that best maps evaluations to results, then Adam on
// mini-batches minimising the mean squared error between result and sigmoid(K · eval). Deterministic for a seed.
// The target may blend the game's result with the search score (blendTargets): one game's result says little about
// each of its positions, the search that played them says more.
import { seeded } from '../match/random-opening';
import type { TuneSet } from './data';

/** Row i's evaluation at `params`. */
function evaluation(set: TuneSet, params: Float64Array, i: number): number {
  let value = set.base[i];
  for (let e = set.offsets[i], end = set.offsets[i + 1]; e < end; e++)
    value += set.coefficient[e] * params[set.index[e]];
  return value;
}

export const sigmoid = (x: number): number => 1 / (1 + Math.exp(-x));

/** Mean squared error of sigmoid(K · eval) against the results. */
export function meanError(set: TuneSet, params: Float64Array, k: number): number {
  let sum = 0;
  for (let i = 0; i < set.count; i++) {
    const error = set.result[i] - sigmoid(k * evaluation(set, params, i));
    sum += error * error;
  }
  return set.count === 0 ? 0 : sum / set.count;
}

/**
 * The set with each target `lambda` × result + (1 − `lambda`) × sigmoid(K · search score): lambda 1 is the result
 * alone, 0 the search alone.
 */
export function blendTargets(set: TuneSet, k: number, lambda: number): TuneSet {
  const result = Float32Array.from(set.result, (r, i) => lambda * r + (1 - lambda) * sigmoid(k * set.score[i]));
  return { ...set, result };
}

/** The K (per centipawn) of least error at `params`, by golden-section search over 0 .. 0.05. */
export function fitK(set: TuneSet, params: Float64Array): number {
  return fitScale(
    Float64Array.from({ length: set.count }, (_, i) => evaluation(set, params, i)),
    set.result,
  );
}

/** The K of least squared error between `results` and sigmoid(K · `evals`), by golden-section search over 0 .. 0.05. */
export function fitScale(evals: ArrayLike<number>, results: Float32Array): number {
  const errorAt = (k: number): number => {
    let sum = 0;
    for (let i = 0; i < results.length; i++) {
      const error = results[i] - sigmoid(k * evals[i]);
      sum += error * error;
    }
    return sum;
  };
  const ratio = (Math.sqrt(5) - 1) / 2;
  let lo = 0;
  let hi = 0.05;
  let a = hi - ratio * (hi - lo);
  let b = lo + ratio * (hi - lo);
  let fa = errorAt(a);
  let fb = errorAt(b);
  for (let step = 0; step < 60; step++) {
    if (fa < fb) {
      hi = b;
      b = a;
      fb = fa;
      a = hi - ratio * (hi - lo);
      fa = errorAt(a);
    } else {
      lo = a;
      a = b;
      fa = fb;
      b = lo + ratio * (hi - lo);
      fb = errorAt(b);
    }
  }
  return (lo + hi) / 2;
}

export interface AdamOptions {
  readonly k: number;
  readonly epochs: number;
  readonly learningRate: number;
  readonly batchSize: number;
  readonly seed: number;
  /** 1 for the parameters that may change. */
  readonly tunable: Uint8Array;
  /**
   * Weight of an L2 penalty, l2 × Σ (value − start)², added to the error: it holds a parameter that few positions
   * touch near its starting value, where Adam, which scales each parameter's step to its own gradient, would let
   * the noise of a handful of positions carry it far.
   */
  readonly l2?: number;
  /** Called after each epoch with its number (from 1) and the mean error. */
  readonly onEpoch?: (epoch: number, error: number) => void;
}

const BETA1 = 0.9;
const BETA2 = 0.999;
const EPSILON = 1e-8;

/** Adam over shuffled mini-batches; changes `params` in place. */
export function adam(set: TuneSet, params: Float64Array, options: AdamOptions): void {
  const n = params.length;
  const gradient = new Float64Array(n);
  const m = new Float64Array(n);
  const v = new Float64Array(n);
  const order = Int32Array.from({ length: set.count }, (_, i) => i);
  const random = seeded(options.seed);
  const { k, tunable, learningRate } = options;
  const l2 = options.l2 ?? 0;
  const initial = Float64Array.from(params);
  let step = 0;
  for (let epoch = 1; epoch <= options.epochs; epoch++) {
    for (let i = set.count - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      const swap = order[i];
      order[i] = order[j];
      order[j] = swap;
    }
    let error = 0;
    for (let start = 0; start < set.count; start += options.batchSize) {
      const end = Math.min(set.count, start + options.batchSize);
      gradient.fill(0);
      for (let b = start; b < end; b++) {
        const i = order[b];
        const p = sigmoid(k * evaluation(set, params, i));
        const diff = p - set.result[i];
        error += diff * diff;
        // d/dθ of (p − r)² = 2 (p − r) p (1 − p) K × coefficient.
        const g = (2 * diff * p * (1 - p) * k) / (end - start);
        for (let e = set.offsets[i], last = set.offsets[i + 1]; e < last; e++)
          gradient[set.index[e]] += g * set.coefficient[e];
      }
      step++;
      const correction1 = 1 - Math.pow(BETA1, step);
      const correction2 = 1 - Math.pow(BETA2, step);
      for (let j = 0; j < n; j++) {
        if (tunable[j] === 0) continue;
        gradient[j] += 2 * l2 * (params[j] - initial[j]);
        m[j] = BETA1 * m[j] + (1 - BETA1) * gradient[j];
        v[j] = BETA2 * v[j] + (1 - BETA2) * gradient[j] * gradient[j];
        params[j] -= (learningRate * (m[j] / correction1)) / (Math.sqrt(v[j] / correction2) + EPSILON);
      }
    }
    options.onEpoch?.(epoch, error / Math.max(1, set.count));
  }
}
