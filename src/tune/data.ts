// Reading tuning data: one position per line, `<position text> | <search score cp> | <static eval cp> | <result> |
// <ply>` (what `topochess datagen` writes; scores and result from the side to move's view; `#` starts a comment).
// Kept positions are traced once into sparse rows of the linear model: eval = base + Σ coefficient × parameter.
import { flattenParams, linearModel, traceScore } from '../core/params';
import type { TuningModel } from '../core/params';
import { readFileSync } from 'node:fs';
import type { Result } from '../core/result';
import type { PositionCore, Rules } from '../core/rules';

export interface DataLine {
  readonly position: string;
  readonly score: number;
  readonly staticEval: number;
  readonly result: number;
  readonly ply: number;
}

/** One data line, or what is wrong with it; undefined for blank and comment lines. */
export function parseDataLine(line: string): DataLine | string | undefined {
  const text = line.trim();
  if (text === '' || text.startsWith('#')) return undefined;
  const fields = text.split('|');
  if (fields.length < 5) return 'expected <position> | <score> | <eval> | <result> | <ply>';
  const [score, staticEval, result, ply] = fields.slice(-4).map((field) => Number(field.trim()));
  const position = fields.slice(0, -4).join('|').trim();
  if (position === '') return 'the position is empty';
  if (!Number.isFinite(score) || !Number.isFinite(staticEval)) return 'the score and eval must be numbers';
  if (!(result >= 0 && result <= 1)) return 'the result must be 1, 0.5 or 0 (a number from 0 to 1)';
  if (!Number.isInteger(ply) || ply < 0) return 'the ply must be a whole number';
  return { position, score, staticEval, result, ply };
}

/** Positions a tuning run keeps, as sparse rows. */
export interface TuneSet {
  readonly count: number;
  /** Row i's entries are offsets[i] .. offsets[i + 1]. */
  readonly offsets: Int32Array;
  readonly index: Uint16Array;
  readonly coefficient: Float32Array;
  /** The real evaluation at the table's values less the row's linear part: the model is exact there. */
  readonly base: Float64Array;
  /** What sigmoid(K · eval) is fitted to: the game's result, or that blended with the search score (blendTargets). */
  readonly result: Float32Array;
  /** The search score (centipawns, side to move's view). */
  readonly score: Float32Array;
}

export interface FilterOptions {
  /** Keep a position only if |search score − static eval| is at most this (undefined: no such test). */
  readonly quietMargin?: number;
  /** Search scores at or beyond this are mate scores. */
  readonly mateScore: number;
}

/** What reading the lines found: how many, and why those left out were. */
export interface LoadReport {
  lines: number;
  bad: number;
  firstBad?: string;
  inCheck: number;
  mate: number;
  notQuiet: number;
}

/** What reading kept and left out, a line each for the log (`took`: the time it took, as the command measures it). */
export function describeLoad(report: LoadReport, kept: number, took: string): string[] {
  const { lines, inCheck, mate, notQuiet, bad, firstBad } = report;
  const summary =
    `read ${lines} positions: kept ${kept}, skipped ${inCheck} in check, ${mate} with a mate score, ` +
    `${notQuiet} not quiet, ${bad} unreadable (${took})`;
  return firstBad === undefined ? [summary] : [summary, `first unreadable line: ${firstBad}`];
}

export function emptyReport(): LoadReport {
  return { lines: 0, bad: 0, firstBad: undefined, inCheck: 0, mate: 0, notQuiet: 0 };
}

/** How a data set's positions are read: the variant's position text and check test. */
export interface PositionReader<P> {
  parse(text: string): Result<P>;
  inCheck(pos: P): boolean;
}

/**
 * A data line's position and fields if the filter keeps it; otherwise undefined, with the reason counted in `report`
 * (`where` names the line in the first error).
 */
export function keptLine<P>(
  line: string,
  where: string,
  reader: PositionReader<P>,
  filter: FilterOptions,
  report: LoadReport,
): { readonly pos: P; readonly data: DataLine } | undefined {
  const parsed = parseDataLine(line);
  if (parsed === undefined) return undefined;
  report.lines++;
  if (typeof parsed === 'string') return badLine(report, `${where}: ${parsed}`);
  const pos = reader.parse(parsed.position);
  if (!pos.ok) return badLine(report, `${where}: ${pos.error.detail}`);
  if (reader.inCheck(pos.value)) {
    report.inCheck++;
    return undefined;
  }
  if (Math.abs(parsed.score) >= filter.mateScore) {
    report.mate++;
    return undefined;
  }
  // A search score far from the static eval means a capture or threat is pending: the position is not the quiet
  // kind the evaluation is asked about (the quiescence search resolves the rest).
  const margin = filter.quietMargin;
  if (margin !== undefined && Math.abs(parsed.score - parsed.staticEval) > margin) {
    report.notQuiet++;
    return undefined;
  }
  return { pos: pos.value, data: parsed };
}

function badLine(report: LoadReport, message: string): undefined {
  report.bad++;
  report.firstBad ??= message;
  return undefined;
}

/** Collects rows from lines; `finish` returns the set. */
export class TuneSetBuilder {
  private count = 0;
  private offsets = new Int32Array(1024);
  private index = new Uint16Array(1 << 16);
  private coefficient = new Float32Array(1 << 16);
  private base = new Float64Array(1024);
  private result = new Float32Array(1024);
  private score = new Float32Array(1024);
  private entries = 0;
  private readonly params: Float64Array;
  private readonly reader: PositionReader<PositionCore>;
  readonly report = emptyReport();

  constructor(
    rules: Rules<PositionCore>,
    private readonly model: TuningModel<PositionCore>,
    private readonly filter: FilterOptions,
  ) {
    this.params = flattenParams(model.table).values;
    this.reader = { parse: (text) => rules.parsePosition(text), inCheck: (pos) => rules.inCheck(pos) };
  }

  /** Adds one line of a file (`where` names it in the first error). */
  addLine(line: string, where: string): void {
    const kept = keptLine(line, where, this.reader, this.filter, this.report);
    if (kept !== undefined) this.addPosition(kept.pos, kept.data.result, kept.data.score);
  }

  /** Adds a parsed position with its result and search score (side to move's view). */
  private addPosition(pos: PositionCore, result: number, score: number): void {
    const trace = this.model.trace(pos);
    const linear = linearModel(trace);
    this.grow(linear.coefficients.size);
    let value = 0;
    for (const [index, c] of linear.coefficients) {
      if (c === 0) continue;
      this.index[this.entries] = index;
      this.coefficient[this.entries] = c;
      value += Math.fround(c) * this.params[index];
      this.entries++;
    }
    this.base[this.count] = traceScore(trace, this.params) - value;
    this.result[this.count] = result;
    this.score[this.count] = score;
    this.count++;
    this.offsets[this.count] = this.entries;
  }

  finish(): TuneSet {
    return {
      count: this.count,
      offsets: this.offsets.slice(0, this.count + 1),
      index: this.index.slice(0, this.entries),
      coefficient: this.coefficient.slice(0, this.entries),
      base: this.base.slice(0, this.count),
      result: this.result.slice(0, this.count),
      score: this.score.slice(0, this.count),
    };
  }

  private grow(more: number): void {
    if (this.count + 2 > this.base.length) {
      const size = this.base.length * 2;
      this.offsets = resized(this.offsets, new Int32Array(size + 1));
      this.base = resized(this.base, new Float64Array(size));
      this.result = resized(this.result, new Float32Array(size));
      this.score = resized(this.score, new Float32Array(size));
    }
    if (this.entries + more > this.index.length) {
      const size = Math.max(this.index.length * 2, this.entries + more);
      this.index = resized(this.index, new Uint16Array(size));
      this.coefficient = resized(this.coefficient, new Float32Array(size));
    }
  }
}

/** The typed arrays the data sets grow. */
type Grown = Uint8Array | Int32Array | Uint16Array | Float32Array | Float64Array;

/** `to` with `from` copied into its start (a typed array grown). */
export function resized<T extends Grown>(from: T, to: T): T {
  to.set(from as never);
  return to;
}

/**
 * Passes every line of the files to `visit` with where it is (file:line) and whether its game is held out: a game's
 * positions come before its `# game` line, and the game after each `holdout`th such line is (0: none). Returns what
 * went wrong with a file that cannot be read.
 */
export function readDataFiles(
  files: readonly string[],
  holdout: number,
  visit: (line: string, where: string, heldOut: boolean) => void,
): string | undefined {
  let games = 0;
  for (const file of files) {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch (error) {
      return `cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`;
    }
    let lineNumber = 0;
    for (const line of text.split('\n')) {
      if (line.startsWith('# game ')) games++;
      visit(line, `${file}:${++lineNumber}`, holdout > 0 && games % holdout === holdout - 1);
    }
  }
  return undefined;
}
