// `topochess books`: writes a variant's opening book (book-maker.ts) to a file, one position text per line after a
// header that records how it was made; progress on stderr, and how many candidates were tried and kept.
import { writeFileSync } from 'node:fs';
import { createEngine } from '../../engines/index';
import type { VariantName } from '../core/types';
import { BOOK_PLIES, DEFAULT_BOOK_SETTINGS, makeBook, type BookSettings } from '../match/book-maker';
import { parseCounts } from '../match/options';
import type { CommandIo } from './commands';

export interface BooksArgs {
  readonly variant: VariantName;
  readonly count: number;
  readonly seed: number;
  readonly out: string;
  /** White's score window, centipawns (default: level, DEFAULT_BOOK_SETTINGS). */
  readonly minScore?: number;
  readonly maxScore?: number;
  /** Random plies per candidate, `min,max` (default: the variant's BOOK_PLIES). */
  readonly plies?: string;
}

export function booksCommand(io: CommandIo, args: BooksArgs): number {
  if (!Number.isInteger(args.count) || args.count < 1) {
    io.err('topochess books: --count must be a positive integer');
    return 1;
  }
  const minScore = args.minScore ?? DEFAULT_BOOK_SETTINGS.minScore;
  const maxScore = args.maxScore ?? DEFAULT_BOOK_SETTINGS.maxScore;
  if (!Number.isInteger(minScore) || !Number.isInteger(maxScore) || minScore > maxScore) {
    io.err('topochess books: --min-score and --max-score must be whole centipawns, the first not above the second');
    return 1;
  }
  const window = minScore !== DEFAULT_BOOK_SETTINGS.minScore || maxScore !== DEFAULT_BOOK_SETTINGS.maxScore;
  if (args.variant === 'salmon' && window) {
    io.err('topochess books: salmon has no two-player score; --min-score and --max-score are for the other variants');
    return 1;
  }
  const plies = args.plies === undefined ? BOOK_PLIES[args.variant] : parseCounts(args.plies, [2]);
  if (plies === undefined || plies[0] > plies[1]) {
    io.err(`topochess books: --plies '${args.plies}' is not min,max (e.g. 4,8)`);
    return 1;
  }
  const [minPlies, maxPlies] = plies;
  const settings: BookSettings = {
    ...DEFAULT_BOOK_SETTINGS,
    count: args.count,
    seed: args.seed,
    minPlies,
    maxPlies,
    minScore,
    maxScore,
  };
  const started = performance.now();
  let shown = 0;
  const result = makeBook(createEngine(args.variant), settings, ({ tried, kept }) => {
    if (performance.now() - shown < 10_000) return;
    shown = performance.now();
    io.err(`books ${args.variant}: ${kept} kept of ${tried} tried`);
  });
  const seconds = Math.round((performance.now() - started) / 1000);
  const acceptance =
    args.variant === 'salmon'
      ? 'no piece taken and no centaur in check'
      : `White's score is within [${minScore}, ${maxScore}] cp at depth ${settings.depth} (at most ${settings.nodes} nodes)`;
  const options = [
    window ? ` --min-score ${minScore} --max-score ${maxScore}` : '',
    args.plies === undefined ? '' : ` --plies ${minPlies},${maxPlies}`,
  ].join('');
  const header = [
    `# Topochess opening book: ${args.variant}, ${result.kept} positions`,
    `# made by: topochess books --variant ${args.variant} --count ${args.count} --seed ${args.seed}${options}`,
    `# ${minPlies}-${maxPlies} random ${args.variant === 'salmon' ? 'turns' : 'plies'}, kept when ${acceptance}`,
    `# tried ${result.tried}, kept ${result.kept}; refused: ${formatRefused(result.refused)}`,
  ];
  writeFileSync(args.out, [...header, ...result.lines, ''].join('\n'));
  io.out(
    `books ${args.variant}: tried ${result.tried}, kept ${result.kept} (${formatRefused(result.refused)}), ${seconds} s -> ${args.out}`,
  );
  if (result.kept < args.count) {
    io.err(`topochess books: only ${result.kept} of ${args.count} positions found`);
    return 1;
  }
  return 0;
}

function formatRefused(refused: Readonly<Record<string, number>>): string {
  const parts = Object.entries(refused).map(([reason, count]) => `${count} ${reason}`);
  return parts.length === 0 ? 'none' : parts.join(', ');
}
