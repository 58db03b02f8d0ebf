// What a set of finished pairs adds up to — one run's, a resumed run's or the merge of many shards' — and the final
// report printed from it, so that a merge of shards prints exactly what one run of the same pairs prints: cutechess's
// score and Elo lines, fastchess's pentanomial lines (`Ptnml(0-2)`, Elo and normalized Elo from pairs, `LLR`), the SPRT
// verdict and the count of each way the games ended.
import { estimatePairs, normalizedSprt, pairIndex, type Pentanomial, type Trinomial } from './pentanomial';
import type { PairRecord } from './results-file';
import { describeElo, estimateElo, type SprtSettings, type SprtState, type Tally } from './stats';

export interface MatchSummary extends Tally {
  readonly games: number;
  /** Pairs with both games played. */
  readonly pentanomial: Pentanomial;
  /** Every game's score as losses, draws, wins (the SPRT's input when no pair is complete). */
  readonly trinomial: Trinomial;
  /** Count of each ending, without the detail in parentheses, in the order first seen by round. */
  readonly terminations: ReadonlyMap<string, number>;
}

export function summarize(pairs: readonly PairRecord[]): MatchSummary {
  const ordered = [...pairs].sort((a, b) => a.pair - b.pair);
  const pentanomial = [0, 0, 0, 0, 0];
  const tally = { wins: 0, draws: 0, losses: 0 };
  const terminations = new Map<string, number>();
  for (const record of ordered) {
    for (const game of record.games) {
      if (game.score === 1) tally.wins++;
      else if (game.score === 0) tally.losses++;
      else tally.draws++;
      const reason = game.termination.replace(/ \(.*\)$/, '');
      terminations.set(reason, (terminations.get(reason) ?? 0) + 1);
    }
    if (record.games.length === 2) pentanomial[pairIndex(record.games[0].score, record.games[1].score)]++;
  }
  return {
    ...tally,
    games: tally.wins + tally.draws + tally.losses,
    pentanomial: pentanomial as unknown as Pentanomial,
    trinomial: [tally.losses, tally.draws, tally.wins],
    terminations,
  };
}

/** The SPRT on pairs (pentanomial), or on games (trinomial) when no pair is complete. */
export function sprtOf(summary: MatchSummary, settings: SprtSettings): SprtState {
  const pairs = summary.pentanomial.reduce((a, b) => a + b, 0);
  return normalizedSprt(pairs > 0 ? summary.pentanomial : summary.trinomial, settings);
}

/** Where a sequential test stopped: after its first `pairs` complete pairs, in `state`. */
export interface SprtStop {
  readonly pairs: number;
  readonly state: SprtState;
}

/**
 * The first point, along the pairs in the order they came in, at which the SPRT decided; undefined if it never did.
 * A test stops there: pairs being played at that moment still finish and are counted in the report, and may move the
 * LLR back inside the bounds, but they do not undo the decision (Wald's test stops at its first crossing).
 */
export function sprtStop(inOrder: readonly PairRecord[], settings: SprtSettings): SprtStop | undefined {
  const counts = [0, 0, 0, 0, 0];
  let pairs = 0;
  for (const { games } of inOrder) {
    if (games.length !== 2) continue;
    counts[pairIndex(games[0].score, games[1].score)]++;
    pairs++;
    const state = normalizedSprt(counts as unknown as Pentanomial, settings);
    if (state.decision !== undefined) return { pairs, state };
  }
  return undefined;
}

function fixed(value: number, digits: number): string {
  return Number.isFinite(value) ? value.toFixed(digits) : value > 0 ? 'inf' : '-inf';
}

/** The final report, as lines. */
export function formatReport(
  names: readonly [string, string],
  summary: MatchSummary,
  sprtSettings: SprtSettings | undefined,
  stoppedEarly: boolean,
  stop?: SprtStop,
): string[] {
  const elo = estimateElo(summary);
  const lines = [
    `Score of ${names[0]} vs ${names[1]}: ${summary.wins} - ${summary.losses} - ${summary.draws} [${elo.score.toFixed(3)}] ${summary.games}`,
    describeElo(summary),
  ];
  const pairs = summary.pentanomial.reduce((a, b) => a + b, 0);
  if (pairs > 0) {
    const estimate = estimatePairs(summary.pentanomial);
    lines.push(
      `Ptnml(0-2): [${summary.pentanomial.join(', ')}], ${pairs} pairs`,
      `Elo: ${fixed(estimate.elo, 2)} +/- ${fixed(estimate.eloMargin, 2)}, nElo: ${fixed(estimate.nelo, 2)} +/- ${fixed(estimate.neloMargin, 2)} (pentanomial, 95%)`,
    );
  }
  if (sprtSettings !== undefined) {
    const state = sprtOf(summary, sprtSettings);
    // A test stopped at its first crossing keeps that decision when the pairs then in play move the LLR back.
    const later = stop !== undefined && stop.pairs < pairs;
    const decision = stop?.state.decision ?? state.decision;
    const verdict = decision === undefined ? 'no decision yet' : `${decision} was accepted`;
    const where = later ? ` after ${stop.pairs} pairs at LLR ${stop.state.llr.toFixed(2)}` : '';
    const model = pairs > 0 ? 'pentanomial' : 'trinomial';
    lines.push(
      `LLR: ${state.llr.toFixed(2)} (${state.lower.toFixed(2)}, ${state.upper.toFixed(2)}) [${sprtSettings.elo0.toFixed(2)}, ${sprtSettings.elo1.toFixed(2)}]`,
      `SPRT: ${verdict}${where} (normalized Elo, ${model}; alpha ${sprtSettings.alpha}, beta ${sprtSettings.beta})`,
    );
    if (later) {
      const more = pairs - stop.pairs;
      const what = more === 1 ? 'the pair in play when it stopped is' : `the ${more} pairs in play when it stopped are`;
      lines.push(`  ${what} counted above, at LLR ${state.llr.toFixed(2)}`);
    }
  }
  if (stoppedEarly) lines.push(`Match stopped early by SPRT after ${summary.games} games`);
  for (const [reason, count] of summary.terminations) lines.push(`  ${count} x ${reason}`);
  return lines;
}
