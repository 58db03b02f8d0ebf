// A match's result file (`--results`), JSON Lines: a settings record first, then one record per finished pair of
// games, each appended and synced to disk as its pair ends, so a shard killed at any moment (SIGTERM, SIGKILL, a lost
// node) leaves every finished pair counted. A last line cut off mid-write is ignored with a warning, and cut off the
// file before a resumed run appends to it. Files of different settings (engines, variant, limits, book, seed,
// adjudication, SPRT) refuse to merge: the settings record carries them.
import { closeSync, existsSync, fsyncSync, openSync, readFileSync, truncateSync, writeSync } from 'node:fs';
import type { GameResult } from './scoring';
import type { Shard } from './shard';

export const RESULTS_FORMAT = 1;

/** Everything that decides what the games of a pair are and how they count; equal across a match's shards. */
export type MatchSettings = Readonly<Record<string, unknown>>;

export interface SettingsRecord {
  readonly type: 'settings';
  readonly format: number;
  readonly settings: MatchSettings;
  readonly shard: Shard;
}

export interface GameOutcome {
  /** The game's number in the whole match (pair p plays rounds 2p + 1 and 2p + 2). */
  readonly round: number;
  /** The first engine was side 0 (White, or seats A C E G I in salmon). */
  readonly firstIsWhite: boolean;
  /** The first engine's score: 1, 1/2 or 0. */
  readonly score: number;
  readonly result: GameResult;
  readonly termination: string;
}

export interface PairRecord {
  readonly type: 'pair';
  /** Index of the pair from 0: its opening and colours. */
  readonly pair: number;
  /** Both games, or one when the match has an odd number of games. */
  readonly games: readonly GameOutcome[];
  /** The engines' names as the report shows them. */
  readonly names: readonly [string, string];
  /**
   * When the pair was recorded (ms since 1970): the order in which the shards' pairs came in, along which the SPRT
   * stops (summary.ts, sprtStop). Files written before it was kept lack it.
   */
  readonly finishedAt?: number;
}

export interface ResultsFile {
  readonly path: string;
  readonly settings: SettingsRecord | undefined;
  readonly pairs: readonly PairRecord[];
  /** Lines that could not be read (a half-written last line), with their line numbers. */
  readonly warnings: readonly string[];
  /** Bytes of the file up to the end of its last whole record. */
  readonly wholeBytes: number;
}

function isRecord(value: unknown): value is { type: string } {
  return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';
}

/** Reads a result file; a missing file reads as empty. Throws on a damaged line that is not the last. */
export function readResultsFile(path: string): ResultsFile {
  if (!existsSync(path)) return { path, settings: undefined, pairs: [], warnings: [], wholeBytes: 0 };
  const text = readFileSync(path, 'utf8');
  const lines = text.split('\n');
  let settings: SettingsRecord | undefined;
  const pairs: PairRecord[] = [];
  const warnings: string[] = [];
  let offset = 0;
  let wholeBytes = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const isLast = i === lines.length - 1;
    const lineBytes = Buffer.byteLength(line) + (isLast ? 0 : 1);
    offset += lineBytes;
    if (line.trim() === '') {
      if (!isLast) wholeBytes = offset;
      continue;
    }
    // A last line without its newline was cut off mid-write, even when what is there happens to parse.
    if (isLast) {
      warnings.push(`${path}:${i + 1}: ignoring a half-written last line`);
      continue;
    }
    let record: unknown;
    try {
      record = JSON.parse(line);
    } catch {
      record = undefined;
    }
    if (!isRecord(record)) throw new Error(`${path}:${i + 1}: not a result record`);
    if (record.type === 'settings') {
      if (settings !== undefined) throw new Error(`${path}:${i + 1}: a second settings record`);
      const read = record as SettingsRecord;
      if (read.format !== RESULTS_FORMAT)
        throw new Error(`${path}: result format ${read.format}, not ${RESULTS_FORMAT}`);
      settings = read;
    } else if (record.type === 'pair') {
      if (settings === undefined) throw new Error(`${path}:${i + 1}: a pair before the settings record`);
      pairs.push(record as PairRecord);
    } else throw new Error(`${path}:${i + 1}: unknown record type '${record.type}'`);
    wholeBytes = offset;
  }
  return { path, settings, pairs, warnings, wholeBytes };
}

/** Whether two settings are the same match (key order aside). */
export function sameSettings(a: MatchSettings, b: MatchSettings): boolean {
  return canonical(a) === canonical(b);
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Which settings differ between two files' records, for the merge's refusal. */
export function settingsDifference(a: MatchSettings, b: MatchSettings): string[] {
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
  return keys.filter((key) => canonical(a[key]) !== canonical(b[key]));
}

/** Appends records to a result file, each line written whole and synced before the call returns. */
export class ResultsWriter {
  private readonly fd: number;

  /**
   * Opens `path` for a run with these settings. Resuming keeps the finished pairs of a file of the same settings
   * (cutting off a half-written last line); otherwise an existing file with pairs is refused, not overwritten.
   */
  static open(path: string, record: SettingsRecord, resume: boolean): { writer: ResultsWriter; done: ResultsFile } {
    const existing = readResultsFile(path);
    if (existing.settings !== undefined || existing.pairs.length > 0) {
      if (!resume) throw new Error(`${path} already holds results: give --resume to go on with them, or another file`);
      const differs = settingsDifference(existing.settings!.settings, record.settings);
      if (differs.length > 0)
        throw new Error(`${path} was written with other settings (${differs.join(', ')}): it cannot be resumed here`);
      truncateSync(path, existing.wholeBytes);
      return { writer: new ResultsWriter(path), done: existing };
    }
    if (existsSync(path)) truncateSync(path, 0);
    const writer = new ResultsWriter(path);
    writer.append(record);
    return { writer, done: existing };
  }

  private constructor(path: string) {
    this.fd = openSync(path, 'a');
  }

  append(record: SettingsRecord | PairRecord): void {
    writeSync(this.fd, JSON.stringify(record) + '\n');
    fsyncSync(this.fd);
  }

  close(): void {
    closeSync(this.fd);
  }
}
