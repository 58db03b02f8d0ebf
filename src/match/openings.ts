// Where each pair of games starts. By default (`builtin`) pair p plays line p of the variant's opening book
// (books.ts: positions made by `make books`, each scored near level). `none` starts every game from the variant's
// start position; a list of openings (an openings file) is taken in order. An opening line is a position
// text, or `startpos moves <token> …` (salmon's book: its position texts are long). Random plies (`--random-plies`)
// are played after the start in every case. Lists shorter than the number of pairs wrap around. Opening p depends on
// p alone (and the seed), never on how many pairs are played: shards and resumed runs agree on it.
import type { PositionCore, Rules } from '../core/rules';
import { playToken } from '../core/turns';
import { parseSan } from '../../engines/chess8/san';
import { NORMAL_BOOK } from './book';
import { variantBook } from './books';
import { openingPosition, randomOpening, seeded } from './random-opening';

export type OpeningSource = 'builtin' | 'none' | { readonly positions: readonly string[] };

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

/** An opening line as a start and tokens: `startpos moves a b`, or a position text. */
export function openingFromLine(line: string): Opening {
  const match = /^startpos(?:\s+moves((?:\s+\S+)*))?\s*$/.exec(line.trim());
  if (match === null) return { start: line.trim(), moves: [] };
  return { start: 'startpos', moves: (match.at(1) ?? '').split(/\s+/).filter((token) => token !== '') };
}

/** The openings a source gives before random plies: the variant's book, the start, or what the source lists. */
export function sourceOpenings(rules: Rules<PositionCore>, source: OpeningSource): Opening[] {
  if (typeof source === 'object' && source.positions.length > 0) return source.positions.map(openingFromLine);
  if (source === 'builtin') {
    const book = variantBook(rules.variant);
    if (book === undefined || book.length === 0)
      throw new Error(`this build has no opening book for ${rules.variant} (make books; or give --openings)`);
    return book.map(openingFromLine);
  }
  return [{ start: 'startpos', moves: [] }];
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
  const bases = sourceOpenings(rules, source);
  const plies = randomPlies ?? 0;
  const seen = new Set<string>();
  return Array.from({ length: pairs }, (_, pair) => {
    const base = bases[pair % bases.length];
    let opening: Opening = base;
    for (let attempt = 0; attempt < DISTINCT_TRIES; attempt++) {
      opening = {
        start: base.start,
        moves: [...base.moves, ...randomOpening(rules, base.start, base.moves, plies, next)],
      };
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
