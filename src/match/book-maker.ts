// `topochess books`: opening books made reproducibly from a seed. Each candidate is the variant's start (in `normal`,
// after a line of the built-in chess book) plus a few seeded random plies; it is kept when the game goes
// on, the side to move is not in check, the position is new, and a search of fixed size (depth and node cap, so the
// same on every machine) scores it within a window of White's score: by default near level (both colours have a game),
// or White ahead by a margin (an unbalanced book, as fishtest's: each pair of games then asks which engine converts
// the better side and holds the worse, meant to tell engines apart in fewer games). Salmon's ten seats
// have no two-player score: a salmon candidate (a few whole random turns) is kept when no piece has been taken and
// no centaur is in check, which leaves the two sides of a match (seats A C E G I against B D F H J) level in material;
// its line is `startpos moves <turn> …` (a salmon position's text runs to some 17 kB).
import type { PositionCore, Rules, VariantEngine } from '../core/rules';
import type { VariantName } from '../core/types';
import { playToken } from '../core/turns';
import { createControl, Searcher } from '../search/search';
import { TranspositionTable } from '../search/tt';
import { bookLines } from './openings';
import { randomOpening, seeded } from './random-opening';

export interface BookSettings {
  readonly count: number;
  readonly seed: number;
  /** Random plies (salmon: whole turns) after the start, drawn from [min, max] per candidate. */
  readonly minPlies: number;
  readonly maxPlies: number;
  /** The acceptance search: depth, capped at `nodes`; kept when White's score is within [minScore, maxScore]. */
  readonly depth: number;
  readonly nodes: number;
  readonly minScore: number;
  readonly maxScore: number;
}

/** Per variant: enough random plies to leave the start well behind, few enough that most candidates stay level. */
export const BOOK_PLIES: Readonly<Record<VariantName, readonly [number, number]>> = {
  normal: [2, 4],
  msg: [2, 4],
  stack: [4, 8],
  sesqui: [4, 8],
  besiege: [4, 8],
  salmon: [10, 20],
  cylinder: [2, 4],
};

export const DEFAULT_BOOK_SETTINGS = { depth: 8, nodes: 100_000, minScore: -60, maxScore: 60 } as const;

export interface BookProgress {
  readonly tried: number;
  readonly kept: number;
}

export interface BookResult extends BookProgress {
  readonly lines: readonly string[];
  /** Candidates refused, by reason. */
  readonly refused: Readonly<Record<string, number>>;
}

/** Makes a book; `onProgress` is called after each candidate. Stops after `count` kept or 50 × count tried. */
export function makeBook(
  engine: VariantEngine<PositionCore>,
  settings: BookSettings,
  onProgress: (progress: BookProgress) => void = () => undefined,
): BookResult {
  const rules = engine.rules;
  const next = seeded(settings.seed);
  // M.S.G. starts from the start itself: after the chess lines, merges leave most of its positions far from level.
  const starts = rules.variant === 'normal' ? bookLines(rules) : [];
  const searcher = rules.players === 2 ? new Searcher(engine, createControl(), new TranspositionTable(16)) : undefined;
  const lines: string[] = [];
  const seen = new Set<string>();
  const refused: Record<string, number> = {};
  const refuse = (reason: string): void => {
    refused[reason] = (refused[reason] ?? 0) + 1;
  };
  let tried = 0;
  while (lines.length < settings.count && tried < settings.count * 50) {
    tried++;
    const line = starts.length > 0 ? starts[Math.floor(next() * starts.length)] : [];
    const plies = settings.minPlies + Math.floor(next() * (settings.maxPlies - settings.minPlies + 1));
    const random = randomOpening(rules, 'startpos', line, plies, next);
    const pos = rules.startPosition();
    for (const token of [...line, ...random]) playToken(rules, pos, token);
    const reason = refusal(rules, pos, random.length < plies, searcher, settings);
    const text = rules.formatPosition(pos);
    if (reason === undefined && seen.has(text)) refuse('seen before');
    else if (reason !== undefined) refuse(reason);
    else {
      seen.add(text);
      lines.push(rules.turns === undefined ? text : ['startpos', 'moves', ...line, ...random].join(' '));
    }
    onProgress({ tried, kept: lines.length });
  }
  return { tried, kept: lines.length, lines, refused };
}

/** Why a candidate is not kept, or undefined when it is. */
function refusal(
  rules: Rules<PositionCore>,
  pos: PositionCore,
  endedEarly: boolean,
  searcher: Searcher<PositionCore> | undefined,
  settings: BookSettings,
): string | undefined {
  if (endedEarly || rules.outcome(pos) !== undefined) return 'game over';
  if (rules.inCheck(pos)) return 'in check';
  if (searcher === undefined) return materialTaken(rules, pos) ? 'material taken' : undefined;
  searcher.newGame();
  const outcome = searcher.search(pos, { depth: settings.depth, nodes: settings.nodes });
  if (outcome.score.kind === 'mate') return 'mate found';
  const white = pos.stm === 0 ? outcome.score.value : -outcome.score.value;
  return white < settings.minScore || white > settings.maxScore ? 'score out of window' : undefined;
}

/** Whether any piece has left the board since the start (salmon: a cell's label per piece, counted). */
function materialTaken(rules: Rules<PositionCore>, pos: PositionCore): boolean {
  const count = (position: PositionCore): number => {
    let pieces = 0;
    for (let cell = 0; cell < rules.topology.size; cell++) if (rules.cellLabel?.(position, cell)) pieces++;
    return pieces;
  };
  return count(pos) < count(rules.startPosition());
}
