// Match statistics as engine testers know them: Elo difference from the score with a 95% error margin (trinomial
// variance of the per-game score, as cutechess and fastchess), the likelihood of superiority and the draw ratio; and
// the SPRT's settings and state (the test itself, on game pairs: pentanomial.ts). Where the trinomial interval is
// undefined or leaves (0, 1) — a perfect or nil score, only draws, a near-perfect score — both tools print
// `inf +/- nan`; here the Wilson score interval gives honest bounds instead (it stays inside [0, 1] and is wide when
// the games are few).

export interface Tally {
  readonly wins: number;
  readonly draws: number;
  readonly losses: number;
}

export interface EloEstimate {
  /** From the score; +Infinity / -Infinity for a perfect / nil score. */
  readonly elo: number;
  /** Half-width of the 95% trinomial interval (cutechess's `+/-`), where that interval lies inside (0, 1). */
  readonly margin?: number;
  /** The 95% interval in Elo: the trinomial one, else the Wilson score interval (bounds may be infinite). */
  readonly low: number;
  readonly high: number;
  readonly score: number;
  /** Likelihood of superiority of the first engine, in [0, 1]. */
  readonly los: number;
  readonly drawRatio: number;
}

export interface SprtSettings {
  readonly elo0: number;
  readonly elo1: number;
  readonly alpha: number;
  readonly beta: number;
}

export interface SprtState {
  readonly llr: number;
  readonly lower: number;
  readonly upper: number;
  /** 'H1' accepted (elo1 more likely), 'H0' accepted, or still running. */
  readonly decision: 'H0' | 'H1' | undefined;
}

/** The two-sided 95% quantile of the normal distribution. */
export const Z95 = 1.959964;

function meanAndVariance(tally: Tally): { games: number; mean: number; variance: number } {
  const games = tally.wins + tally.draws + tally.losses;
  if (games === 0) return { games, mean: 0.5, variance: 0 };
  const mean = (tally.wins + tally.draws / 2) / games;
  const variance = (tally.wins * (1 - mean) ** 2 + tally.draws * (0.5 - mean) ** 2 + tally.losses * mean ** 2) / games;
  return { games, mean, variance };
}

/** erf(x) (Abramowitz and Stegun 7.1.26, absolute error below 1.5e-7). */
export function erf(x: number): number {
  const t = 1 / (1 + 0.3275911 * Math.abs(x));
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const value = 1 - poly * Math.exp(-x * x);
  return x < 0 ? -value : value;
}

/** The likelihood of superiority as cutechess computes it from wins and losses; 1/2 with no decisive game. */
export function likelihoodOfSuperiority(tally: Tally): number {
  const decisive = tally.wins + tally.losses;
  if (decisive === 0) return 0.5;
  return 0.5 + 0.5 * erf((tally.wins - tally.losses) / Math.sqrt(2 * decisive));
}

/** The Wilson score interval of a score over `games` games (95%), as [low, high] inside [0, 1]. */
export function wilsonInterval(score: number, games: number): [number, number] {
  const z2 = Z95 * Z95;
  const shrink = 1 + z2 / games;
  const centre = (score + z2 / (2 * games)) / shrink;
  const half = (Z95 * Math.sqrt((score * (1 - score)) / games + z2 / (4 * games * games))) / shrink;
  // At a perfect or nil score the far bound is exactly 1 or 0 (rounding must not make it finite in Elo).
  return [score === 0 ? 0 : Math.max(0, centre - half), score === 1 ? 1 : Math.min(1, centre + half)];
}

/** Score to Elo (logistic): +Infinity / -Infinity at a score of 1 / 0. */
export function scoreToElo(score: number): number {
  return score >= 1 ? Infinity : score <= 0 ? -Infinity : -400 * Math.log10(1 / score - 1);
}

export function estimateElo(tally: Tally): EloEstimate {
  const { games, mean, variance } = meanAndVariance(tally);
  const los = likelihoodOfSuperiority(tally);
  if (games === 0) return { elo: 0, low: -Infinity, high: Infinity, score: 0.5, los, drawRatio: 0 };
  const common = { elo: scoreToElo(mean), score: mean, los, drawRatio: tally.draws / games };
  const spread = Z95 * Math.sqrt(variance / games);
  if (variance > 0 && mean - spread > 0 && mean + spread < 1) {
    const low = scoreToElo(mean - spread);
    const high = scoreToElo(mean + spread);
    return { ...common, margin: (high - low) / 2, low, high };
  }
  const [low, high] = wilsonInterval(mean, games);
  return { ...common, low: scoreToElo(low), high: scoreToElo(high) };
}

/** Elo with one decimal and a sign, or +inf / -inf. */
function signedElo(elo: number): string {
  if (!Number.isFinite(elo)) return elo > 0 ? '+inf' : '-inf';
  return `${elo > 0 ? '+' : ''}${elo.toFixed(1)}`;
}

/**
 * The report line, cutechess's `Elo difference: 12.3 +/- 45.6, LOS: 70.1 %, DrawRatio: 30.0 %`; where that interval
 * is undefined, the Wilson bounds: `Elo difference: +inf, 95% interval [+165.4, +inf] (Wilson), LOS: 99.8 %, ...`.
 */
export function describeElo(tally: Tally): string {
  const estimate = estimateElo(tally);
  const tail = `LOS: ${(estimate.los * 100).toFixed(1)} %, DrawRatio: ${(estimate.drawRatio * 100).toFixed(1)} %`;
  if (estimate.margin !== undefined)
    return `Elo difference: ${estimate.elo.toFixed(1)} +/- ${estimate.margin.toFixed(1)}, ${tail}`;
  const elo = Number.isFinite(estimate.elo) ? estimate.elo.toFixed(1) : signedElo(estimate.elo);
  return `Elo difference: ${elo}, 95% interval [${signedElo(estimate.low)}, ${signedElo(estimate.high)}] (Wilson), ${tail}`;
}
