// The opening books made by `make books` (books/<variant>.epd), embedded in the program at build time
// (scripts/esbuild-options.mjs), so that the single executable plays from them with no file beside it.
import { createHash } from 'node:crypto';

declare const __TOPOCHESS_BOOKS__: Readonly<Record<string, string>>;

/** The lines of an opening file or book: one opening a line; blank lines and `#` comments skipped. */
export function openingLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#') && !line.startsWith('['));
}

/** The variant's book, or undefined when none was built in. */
export function variantBook(variant: string): string[] | undefined {
  const text = typeof __TOPOCHESS_BOOKS__ === 'undefined' ? undefined : __TOPOCHESS_BOOKS__[variant];
  return text === undefined ? undefined : openingLines(text);
}

/** A short fingerprint of a list of openings, recorded in result files so that shards of other books do not merge. */
export function openingsFingerprint(lines: readonly string[]): string {
  return createHash('sha256').update(lines.join('\n')).digest('hex').slice(0, 16);
}
