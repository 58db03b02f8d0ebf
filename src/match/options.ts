// Command-line text → MatchOptions: time control "base+inc" in seconds, "cp,moves" adjudication pairs, SPRT
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

export function parsePair(text: string, what: string): { cp: number; moves: number } | string {
  const match = /^(\d+),(\d+)$/.exec(text.trim());
  if (match === null) return `${what} '${text}' is not cp,moves (e.g. 600,4)`;
  return { cp: Number(match[1]), moves: Number(match[2]) };
}

/** `--draw`: cp,moves and, optionally, the move number the count starts at (fastchess's movenumber; default 0). */
export function parseDraw(text: string): { cp: number; moves: number; fromMove: number } | string {
  const parts = text.trim().split(',');
  const pair = parsePair(parts.slice(0, 2).join(','), 'draw');
  if (typeof pair === 'string' || parts.length > 3 || (parts.length === 3 && !/^\d+$/.test(parts[2]))) {
    return `draw '${text}' is not cp,moves or cp,moves,movenumber (e.g. 20,8,34)`;
  }
  return { ...pair, fromMove: Number(parts[2] ?? 0) };
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
