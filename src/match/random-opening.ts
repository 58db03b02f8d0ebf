// Random openings for `--random-plies`: seeded, so a match can be repeated. A ply is one protocol token: one move,
// or in turn variants (salmon) one whole turn of a random legal move followed by the end of the turn (more random
// moves only while the turn may not end yet, e.g. in check or with twins pending).
import type { PositionCore, Rules } from '../core/rules';
import { legalToken, playToken } from '../core/turns';
import { createRng } from '../search/skill';

/** A deterministic generator in [0, 1) (mulberry32, the search's skill generator). */
export function seeded(seed: number): () => number {
  const next = createRng(seed);
  return () => next() / 4294967296;
}

/** The position a match opening starts from: the variant's start for 'startpos', else the (checked) position text. */
export function openingPosition(rules: Rules<PositionCore>, start: string): PositionCore {
  if (start === 'startpos') return rules.startPosition();
  const parsed = rules.parsePosition(start);
  if (!parsed.ok) throw new Error(`opening position does not parse: ${parsed.error.detail}`);
  return parsed.value;
}

/**
 * Plays the tokens `after` from `start`, then `plies` random tokens (stopping early at a finished game); returns the
 * random tokens in canonical text.
 */
export function randomOpening(
  rules: Rules<PositionCore>,
  start: string,
  after: readonly string[],
  plies: number,
  next: () => number,
): string[] {
  const pos = openingPosition(rules, start);
  for (const token of after) playToken(rules, pos, token);
  const tokens: string[] = [];
  const pick = (count: number): number => Math.floor(next() * count);
  for (let ply = 0; ply < plies && rules.outcome(pos) === undefined; ply++) {
    const token = legalToken(rules, pos, pick);
    const made = token === undefined ? undefined : playToken(rules, pos, token);
    if (made === undefined || !made.ok) break;
    tokens.push(made.value.text);
  }
  return tokens;
}
