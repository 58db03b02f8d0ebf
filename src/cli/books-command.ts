// `topochess books`: writes a variant's opening book (book-maker.ts) to a file, one position text per line after a
// header that records how it was made; progress on stderr, and how many candidates were tried and kept.
import { writeFileSync } from 'node:fs';
import { createEngine } from '../../engines/index';
import type { VariantName } from '../core/types';
import { BOOK_PLIES, DEFAULT_BOOK_SETTINGS, makeBook, type BookSettings } from '../match/book-maker';
import type { CommandIo } from './commands';

export interface BooksArgs {
  readonly variant: VariantName;
  readonly count: number;
  readonly seed: number;
  readonly out: string;
}

export function booksCommand(io: CommandIo, args: BooksArgs): number {
  if (!Number.isInteger(args.count) || args.count < 1) {
    io.err('topochess books: --count must be a positive integer');
    return 1;
  }
  const [minPlies, maxPlies] = BOOK_PLIES[args.variant];
  const settings: BookSettings = { ...DEFAULT_BOOK_SETTINGS, count: args.count, seed: args.seed, minPlies, maxPlies };
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
      : `|score| <= ${settings.maxScore} cp at depth ${settings.depth} (at most ${settings.nodes} nodes)`;
  const header = [
    `# Topochess opening book: ${args.variant}, ${result.kept} positions`,
    `# made by: topochess books --variant ${args.variant} --count ${args.count} --seed ${args.seed}`,
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
