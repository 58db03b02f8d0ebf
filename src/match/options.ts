// Command-line text → MatchOptions: time control "base+inc" in seconds, "cp,moves" adjudication and other counts, SPRT
// "elo0,elo1,alpha,beta", the --openings source, and opening files (one position text per line, or the [FEN "..."] tags
// of a PGN file).
import { readFileSync } from 'node:fs';
import { openingLines } from './books';
import type { OpeningSource } from './openings';
import type { SprtSettings } from './stats';

export function parseTimeControl(text: string): { baseMs: number; incMs: number } | string {
  const match = /^(\d+(?:\.\d+)?)(?:\+(\d+(?:\.\d+)?))?$/.exec(text.trim());
  if (match === null) return `time control '${text}' is not base+inc in seconds (e.g. 10+0.1)`;
  return { baseMs: Math.round(Number(match[1]) * 1000), incMs: Math.round(Number(match.at(2) ?? '0') * 1000) };
}

/** Comma-separated whole numbers (0 or more) of one of the allowed counts, e.g. "600,4"; undefined otherwise. */
export function parseCounts(text: string, counts: readonly number[]): number[] | undefined {
  const parts = text.trim().split(',');
  if (!counts.includes(parts.length) || parts.some((part) => !/^\d+$/.test(part))) return undefined;
  return parts.map(Number);
}

export function parsePair(text: string, what: string): { cp: number; moves: number } | string {
  const numbers = parseCounts(text, [2]);
  if (numbers === undefined) return `${what} '${text}' is not cp,moves (e.g. 600,4)`;
  return { cp: numbers[0], moves: numbers[1] };
}

/** `--draw`: cp,moves and, optionally, the move number the count starts at (fastchess's movenumber; default 0). */
export function parseDraw(text: string): { cp: number; moves: number; fromMove: number } | string {
  const numbers = parseCounts(text, [2, 3]);
  if (numbers === undefined) return `draw '${text}' is not cp,moves or cp,moves,movenumber (e.g. 20,8,34)`;
  return { cp: numbers[0], moves: numbers[1], fromMove: numbers[2] ?? 0 };
}

export function parseSprt(text: string): SprtSettings | string {
  const parts = text.split(',').map(Number);
  if (parts.length !== 4 || parts.some((n) => !Number.isFinite(n))) return `sprt '${text}' is not elo0,elo1,alpha,beta`;
  const [elo0, elo1, alpha, beta] = parts;
  if (elo1 <= elo0 || alpha <= 0 || alpha >= 1 || beta <= 0 || beta >= 1)
    return `sprt '${text}' needs elo0 < elo1 and alpha, beta in (0, 1)`;
  return { elo0, elo1, alpha, beta };
}

/** Position texts from an EPD-like file (one per line; # comments) or the FEN tags of a PGN file. */
export function readOpenings(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const fens = [...text.matchAll(/^\[FEN "([^"]+)"\]/gm)].map((match) => match[1]);
  if (fens.length > 0) return fens;
  return openingLines(text);
}

/** The --openings argument: builtin (the default), none, or a file of positions (throws, saying why, if unreadable). */
export function openingSource(arg: string | undefined): OpeningSource {
  if (arg === undefined || arg === 'builtin') return 'builtin';
  if (arg === 'none') return 'none';
  try {
    return { positions: readOpenings(arg) };
  } catch (error) {
    throw new Error(`cannot read ${arg}: ${error instanceof Error ? error.message : String(error)}`);
  }
}
