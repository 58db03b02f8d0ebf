// Match statistics as engine testers know them: Elo difference from the score with a 95% error margin (trinomial
// variance of the per-game score), and a sequential probability ratio test (the GSPRT approximation used by
// fishtest-style frameworks, logistic Elo) with its log-likelihood ratio and stopping bounds.

export interface Tally {
  readonly wins: number;
  readonly draws: number;
  readonly losses: number;
}

export interface EloEstimate {
  readonly elo: number;
  /** Half-width of the 95% interval, in Elo. */
  readonly margin: number;
  readonly score: number;
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

const Z95 = 1.959964;

export function scoreToElo(score: number): number {
  const clamped = Math.min(Math.max(score, 1e-6), 1 - 1e-6);
  return -400 * Math.log10(1 / clamped - 1);
}

function eloToScore(elo: number): number {
  return 1 / (1 + 10 ** (-elo / 400));
}

function meanAndVariance(tally: Tally): { games: number; mean: number; variance: number } {
  const games = tally.wins + tally.draws + tally.losses;
  if (games === 0) return { games, mean: 0.5, variance: 0 };
  const mean = (tally.wins + tally.draws / 2) / games;
  const variance = (tally.wins * (1 - mean) ** 2 + tally.draws * (0.5 - mean) ** 2 + tally.losses * mean ** 2) / games;
  return { games, mean, variance };
}

export function estimateElo(tally: Tally): EloEstimate {
  const { games, mean, variance } = meanAndVariance(tally);
  if (games === 0) return { elo: 0, margin: Infinity, score: 0.5 };
  // A perfect or nil score has no finite Elo.
  if (mean === 1 || mean === 0) return { elo: mean === 1 ? Infinity : -Infinity, margin: NaN, score: mean };
  const spread = Z95 * Math.sqrt(variance / games);
  const high = scoreToElo(mean + spread);
  const low = scoreToElo(mean - spread);
  return { elo: scoreToElo(mean), margin: (high - low) / 2, score: mean };
}

export function sprt(tally: Tally, settings: SprtSettings): SprtState {
  const lower = Math.log(settings.beta / (1 - settings.alpha));
  const upper = Math.log((1 - settings.beta) / settings.alpha);
  // While every game has had the same result the variance is 0 and the ratio undefined: count one virtual draw then,
  // so a perfect score can still decide.
  const stats = meanAndVariance(tally);
  const { games, mean, variance } = stats.variance > 0 ? stats : meanAndVariance({ ...tally, draws: tally.draws + 1 });
  let llr = 0;
  if (stats.games > 0 && variance > 0) {
    const s0 = eloToScore(settings.elo0);
    const s1 = eloToScore(settings.elo1);
    llr = (games * (s1 - s0) * (2 * mean - s0 - s1)) / (2 * variance);
  }
  const decision = llr >= upper ? 'H1' : llr <= lower ? 'H0' : undefined;
  return { llr, lower, upper, decision };
}
