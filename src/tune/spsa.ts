// SPSA (simultaneous perturbation stochastic approximation) on game results, as Fishtest tunes Stockfish: every
// iteration perturbs all parameters at once by ±c (a seeded random sign each), plays the "plus" parameters against the
// "minus" ones, and steps every parameter along its sign by how much plus outscored minus. It needs no gradient of an
// evaluation, only a score from play, so it tunes weights that act through a search's choices or multiply each other
// (salmon's planner: src/tune/salmon-spsa.ts). The step sizes follow Spall's schedule, a_k = a / (k + 1 + A)^0.602 and
// c_k = c / (k + 1)^0.101; the answer is the average of the iterates over the second half of the run (Polyak
// averaging), which is much less noisy than the last one. Parameters live in a normalised space (1 = the start value)
// so one `a` and `c` serve weights of any size.
import { createRng } from '../search/skill';

export interface SpsaOptions {
  /** Start values (not normalised). Every one must be nonzero: each parameter moves relative to its own size. */
  readonly start: Float64Array;
  /** Bounds of each parameter (not normalised). */
  readonly lower: Float64Array;
  readonly upper: Float64Array;
  readonly iterations: number;
  /** Perturbation as a share of the start value (0.1: ±10 %), at iteration 0. */
  readonly c: number;
  /** Step size, as a share of the start value per unit of score difference over c (Spall's a). */
  readonly a: number;
  /** Stability constant of the step schedule (Spall's A; about a tenth of the iterations). */
  readonly stability: number;
  readonly seed: number;
  /**
   * Plays `plus` against `minus` at iteration k; returns the plus side's score in [0, 1] (0.5: even). Deterministic
   * given k makes the whole run deterministic with the seed.
   */
  play(plus: Float64Array, minus: Float64Array, k: number): number;
  /** Called after each iteration with the current (not averaged) values and the plus side's score. */
  onIteration?(k: number, values: Float64Array, score: number): void;
}

export interface SpsaResult {
  /** The average of the iterates over the second half of the run (not normalised). */
  readonly values: Float64Array;
  /** The last iterate. */
  readonly last: Float64Array;
  /** Mean plus-side score over all iterations (0.5 when plus and minus are equally strong on average). */
  readonly meanScore: number;
}

export function spsa(options: SpsaOptions): SpsaResult {
  const { start, lower, upper, iterations, c, a, stability } = options;
  const n = start.length;
  if (![...start].every((v) => v !== 0)) throw new Error('spsa: every start value must be nonzero');
  const rng = createRng(options.seed);
  const u = new Float64Array(n).fill(1);
  const sign = new Float64Array(n);
  const plus = new Float64Array(n);
  const minus = new Float64Array(n);
  const sum = new Float64Array(n);
  let summed = 0;
  let scores = 0;
  const clamp = (i: number, v: number): number => {
    const lo = Math.min(lower[i] / start[i], upper[i] / start[i]);
    const hi = Math.max(lower[i] / start[i], upper[i] / start[i]);
    return Math.min(hi, Math.max(lo, v));
  };
  for (let k = 0; k < iterations; k++) {
    const ck = c / Math.pow(k + 1, 0.101);
    const ak = a / Math.pow(k + 1 + stability, 0.602);
    for (let i = 0; i < n; i++) {
      sign[i] = rng() < 0x80000000 ? -1 : 1;
      plus[i] = start[i] * clamp(i, u[i] + ck * sign[i]);
      minus[i] = start[i] * clamp(i, u[i] - ck * sign[i]);
    }
    const score = options.play(plus, minus, k);
    scores += score;
    // Gradient estimate (y+ − y−) / (2 c_k δ_i), with y+ − y− = 2 · (score − 1/2) in a zero-sum game.
    const step = (ak * (score - 0.5)) / ck;
    for (let i = 0; i < n; i++) u[i] = clamp(i, u[i] + step * sign[i]);
    if (k >= Math.floor(iterations / 2)) {
      for (let i = 0; i < n; i++) sum[i] += u[i];
      summed++;
    }
    options.onIteration?.(
      k,
      u.map((v, i) => v * start[i]),
      score,
    );
  }
  return {
    values: sum.map((s, i) => (s / Math.max(1, summed)) * start[i]),
    last: u.map((v, i) => v * start[i]),
    meanScore: iterations === 0 ? 0.5 : scores / iterations,
  };
}
