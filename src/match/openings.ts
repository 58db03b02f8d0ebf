// Where each pair of games starts. By default (`builtin`) every pair gets its own opening: a line of the built-in
// chess book (book.ts) for `normal` and `msg` (the same start; M.S.G. has no theory of its own, and the chess lines are
// legal and level there), seeded random plies for the variants with no opening theory. `none` starts every game
// from the variant's start position; a list of position texts (an openings file) is taken in order. Random plies
// (`--random-plies`) are played after the start in every case. Lists shorter than the number of pairs wrap around.
import type { PositionCore, Rules } from '../core/rules';
import { playToken } from '../core/turns';
import { parseSan } from '../../engines/chess8/san';
import { NORMAL_BOOK } from './book';
import { openingPosition, randomOpening, seeded } from './random-opening';

export type OpeningSource = 'builtin' | 'none' | { readonly positions: readonly string[] };

/** Random plies from the start when a variant has no book and none were asked for: two moves (turns) per side. */
export const DEFAULT_RANDOM_PLIES = 4;
/** Draws of random plies tried for a pair before a repeated opening is accepted (a tiny game tree may have few). */
const DISTINCT_TRIES = 20;

export interface Opening {
  /** Position text, or 'startpos'. */
  readonly start: string;
  /** Tokens played from the start before the engines take over (Topochess notation). */
  readonly moves: readonly string[];
}

/** The variants the chess book serves. */
const BOOK_VARIANTS: readonly string[] = ['normal', 'msg'];

/** The book's lines as move tokens, each checked legal (a book line that is not is a bug); none for other variants. */
export function bookLines(rules: Rules<PositionCore>): string[][] {
  if (!BOOK_VARIANTS.includes(rules.variant)) return [];
  return NORMAL_BOOK.map((line) => {
    const pos = rules.startPosition();
    return line.split(' ').map((san) => {
      const move = parseSan(rules, pos, san);
      if (!move.ok) throw new Error(`book line '${line}': ${move.error.detail}`);
      const text = rules.formatMove(pos, move.value);
      rules.makeMove(pos, move.value);
      return text;
    });
  });
}

/** One opening per pair of games. */
export function chooseOpenings(
  rules: Rules<PositionCore>,
  source: OpeningSource,
  pairs: number,
  randomPlies: number | undefined,
  seed: number,
): Opening[] {
  const next = seeded(seed);
  const book = source === 'builtin' ? bookLines(rules) : [];
  const starts = typeof source === 'object' && source.positions.length > 0 ? source.positions : ['startpos'];
  const plies = randomPlies ?? (source === 'builtin' && book.length === 0 ? DEFAULT_RANDOM_PLIES : 0);
  const seen = new Set<string>();
  return Array.from({ length: pairs }, (_, pair) => {
    const start = starts[pair % starts.length];
    const line = book.length > 0 ? book[pair % book.length] : [];
    let opening: Opening = { start, moves: line };
    for (let attempt = 0; attempt < DISTINCT_TRIES; attempt++) {
      opening = { start, moves: [...line, ...randomOpening(rules, start, line, plies, next)] };
      const key = openingKey(rules, opening);
      if (plies === 0 || !seen.has(key)) {
        seen.add(key);
        break;
      }
    }
    return opening;
  });
}

/** The position an opening reaches (its text), to tell openings apart. */
function openingKey(rules: Rules<PositionCore>, opening: Opening): string {
  const pos = openingPosition(rules, opening.start);
  for (const token of opening.moves) playToken(rules, pos, token);
  return rules.formatPosition(pos);
}
