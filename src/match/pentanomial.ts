// Game pairs and the statistics engine testers use for them. A pair plays one opening with each engine on each side;
// its score for the first engine is 0, 1/2, 1, 3/2 or 2 (LL, LD, DD or WL, WD, WW), and the five counts are the
// pentanomial result. Paired games share their opening, so their scores are correlated: the pair, not the game, is the
// independent trial, and the variance of pair scores is smaller than the trinomial model assumes.
//
// The SPRT works on normalized Elo (fishtest's "normalized_elo_practical" note, also OpenBench's and fastchess's
// default): H0 and H1 fix the t-value (mu - 1/2) / sigma of the per-game score, and the log-likelihood ratio is that
// of the two maximum-likelihood distributions with those t-values, found by solving the secular equation of the
// constrained multinomial MLE. Results without pairs (lone games) use the same test on the trinomial distribution.
import { scoreToElo, type SprtSettings, type SprtState } from './stats';

/** Counts of pair scores 0, 1/2, 1, 3/2, 2 for the first engine (fastchess's `Ptnml(0-2)` order). */
export type Pentanomial = readonly [number, number, number, number, number];
/** Counts of game scores 0, 1/2, 1 (losses, draws, wins). */
export type Trinomial = readonly [number, number, number];

/** Normalized Elo per unit of t-value: 800 / ln 10. */
export const NELO_PER_T = 800 / Math.LN10;
const Z95 = 1.959964;
/** Stand-in for a count of zero, so every outcome keeps a positive probability (as fishtest regularizes). */
const EMPTY_COUNT = 1e-3;

/** The pentanomial index of a pair: the first engine's two game scores summed, times two. */
export function pairIndex(first: number, second: number): number {
  return Math.round((first + second) * 2);
}

interface Distribution {
  /** Outcomes scaled into [0, 1] (pair score / 2, or game score). */
  readonly values: readonly number[];
  readonly probs: readonly number[];
}

function distribution(counts: readonly number[]): { trials: number; pdf: Distribution } {
  const regular = counts.map((count) => (count === 0 ? EMPTY_COUNT : count));
  const trials = regular.reduce((a, b) => a + b, 0);
  const last = counts.length - 1;
  return { trials, pdf: { values: regular.map((_, i) => i / last), probs: regular.map((count) => count / trials) } };
}

function meanVariance(values: readonly number[], probs: readonly number[]): { mean: number; variance: number } {
  let mean = 0;
  for (let i = 0; i < values.length; i++) mean += probs[i] * values[i];
  let variance = 0;
  for (let i = 0; i < values.length; i++) variance += probs[i] * (values[i] - mean) ** 2;
  return { mean, variance };
}

/**
 * The root x of sum_i p_i a_i / (1 + x a_i) = 0 between -1/max(a) and -1/min(a) (a must straddle zero). The sum falls
 * as x grows there, so bisection finds it.
 */
function secularRoot(shifted: readonly number[], probs: readonly number[]): number {
  const high = Math.max(...shifted);
  const low = Math.min(...shifted);
  if (high <= 0 || low >= 0) throw new Error('secular equation: the outcomes do not straddle the hypothesis');
  let lo = -1 / high + 1e-12;
  let hi = -1 / low - 1e-12;
  for (let step = 0; step < 200 && hi - lo > 1e-15; step++) {
    const x = (lo + hi) / 2;
    let sum = 0;
    for (let i = 0; i < shifted.length; i++) sum += (probs[i] * shifted[i]) / (1 + x * shifted[i]);
    if (sum > 0) lo = x;
    else hi = x;
  }
  return (lo + hi) / 2;
}

/**
 * The distribution over the same outcomes closest (maximum likelihood) to the observed one whose t-value
 * (mean - 1/2) / sigma is `t`: a fixed-point iteration of the constrained MLE, from the uniform distribution.
 */
function mleWithTValue(observed: Distribution, t: number): number[] {
  const { values, probs } = observed;
  let mle = values.map(() => 1 / values.length);
  for (let round = 0; round < 20; round++) {
    const { mean, variance } = meanVariance(values, mle);
    const sigma = Math.sqrt(variance);
    const shifted = values.map((a) => a - 0.5 - (t * sigma * (1 + ((mean - a) / sigma) ** 2)) / 2);
    const x = secularRoot(shifted, probs);
    const next = probs.map((p, i) => p / (1 + x * shifted[i]));
    const change = Math.max(...next.map((p, i) => Math.abs(p - mle[i])));
    mle = next;
    if (change < 1e-12) break;
  }
  return mle;
}

/**
 * The generalized log-likelihood ratio of H1 against H0, both in normalized Elo, for pentanomial (5 counts) or
 * trinomial (3 counts) results.
 */
export function normalizedLlr(counts: Pentanomial | Trinomial, nelo0: number, nelo1: number): number {
  if (counts.reduce((a, b) => a + b, 0) === 0) return 0;
  // A pair's score has twice a game's spread for the same per-game t-value: t scales by the square root of two.
  const scale = counts.length === 5 ? Math.SQRT2 : 1;
  const [t0, t1] = [nelo0, nelo1].map((nelo) => (nelo / NELO_PER_T) * scale);
  const { trials, pdf } = distribution(counts);
  const p0 = mleWithTValue(pdf, t0);
  const p1 = mleWithTValue(pdf, t1);
  let llr = 0;
  for (let i = 0; i < pdf.probs.length; i++) llr += pdf.probs[i] * (Math.log(p1[i]) - Math.log(p0[i]));
  return trials * llr;
}

/** The SPRT state for these counts: the LLR and Wald's bounds from alpha and beta. */
export function normalizedSprt(counts: Pentanomial | Trinomial, settings: SprtSettings): SprtState {
  const lower = Math.log(settings.beta / (1 - settings.alpha));
  const upper = Math.log((1 - settings.beta) / settings.alpha);
  const llr = normalizedLlr(counts, settings.elo0, settings.elo1);
  const decision = llr >= upper ? 'H1' : llr <= lower ? 'H0' : undefined;
  return { llr, lower, upper, decision };
}

export interface PairEstimate {
  /** Logistic Elo from the mean score, with the 95% half-width from the pentanomial variance. */
  readonly elo: number;
  readonly eloMargin: number;
  /** Normalized Elo, with its 95% half-width. */
  readonly nelo: number;
  readonly neloMargin: number;
}

function logisticElo(score: number): number {
  const clamped = Math.min(Math.max(score, 1e-9), 1 - 1e-9);
  return -400 * Math.log10(1 / clamped - 1);
}

/** Elo and normalized Elo from pentanomial counts (fastchess's `Elo: x +/- y, nElo: x +/- y`). */
export function estimatePairs(counts: Pentanomial): PairEstimate {
  const pairs = counts.reduce((a, b) => a + b, 0);
  if (pairs === 0) return { elo: 0, eloMargin: Infinity, nelo: 0, neloMargin: Infinity };
  const probs = counts.map((count) => count / pairs);
  const { mean, variance } = meanVariance([0, 0.25, 0.5, 0.75, 1], probs);
  const spread = Z95 * Math.sqrt(variance / pairs);
  // Every pair alike (all WW, all LL, all level): no spread to measure, so no finite margin.
  if (variance === 0) return { elo: scoreToElo(mean), eloMargin: Infinity, nelo: 0, neloMargin: Infinity };
  const elo = logisticElo(mean);
  const eloMargin = (logisticElo(mean + spread) - logisticElo(mean - spread)) / 2;
  // sigma per game is sqrt(2 * variance of the pair mean); the interval of the mean maps through the same scale.
  const perGame = Math.sqrt(2 * variance);
  const nelo = perGame > 0 ? ((mean - 0.5) / perGame) * NELO_PER_T : 0;
  const neloMargin = perGame > 0 ? (Z95 * NELO_PER_T) / Math.sqrt(2 * pairs) : Infinity;
  return { elo, eloMargin, nelo, neloMargin };
}
