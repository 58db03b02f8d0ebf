// Move text a player reads, the parts every variant shares: SAN's way of naming the mover's cell only where two legal
// moves would otherwise read the same, and reading text back by matching it against the texts of the legal moves
// (so the engine, which listed them, stays the judge). Each variant says what its moves are made of (`MoveFacts`);
// its rules page documents the result. Not hot code.
import { err, ok, type Result } from '../../src/core/result';
import type { PositionCore, Rules } from '../../src/core/rules';
import type { Move } from '../../src/core/types';
import { checkMark } from './check-mark';

/** What a legal move's text is made of: `piece` + the from cell (as little of it as tells it apart) + `body`. */
export interface MoveFacts {
  readonly move: Move;
  /** What names the mover: a piece letter, '' for a pawn, a number of chips. */
  readonly piece: string;
  /** The from cell's name. */
  readonly from: string;
  /** Everything after it: a capture or merge sign, the target, a promotion, a split's placements. */
  readonly body: string;
  /** Whether the from file is written even without a rival (SAN's pawn captures: `exd5`). */
  readonly fileAlways?: boolean;
  /** The parts of the from cell that may tell it apart, in order, where not the writer's (a pawn's: never a rank). */
  readonly parts?: readonly FromPart[];
}

/** A part of a cell name that may tell two from cells apart. */
export type FromPart = (cell: string) => string;
/** The letters of a cell name (`e` of `e4`, `ab` of `ab10`). */
export const fileOf: FromPart = (cell) => /^[a-z]*/i.exec(cell)?.[0] ?? '';
/** The digits of a cell name. */
export const rankOf: FromPart = (cell) => cell.slice(fileOf(cell).length);
export const cellOf: FromPart = (cell) => cell;
const nothing: FromPart = () => '';

/** SAN's order: the file, else the rank, else the whole cell. */
export const SAN_PARTS: readonly FromPart[] = [fileOf, rankOf, cellOf];
/** Where a rank alone would read badly (after a pawn's nothing, a stack's count): the file, else the whole cell. */
export const FILE_PARTS: readonly FromPart[] = [fileOf, cellOf];

/**
 * The text of each move of `all` (every legal move of one position, in order): its piece, then of its from cell the
 * first of its parts (`parts` unless it has its own) that no rival (same piece, same body) shares, nothing when there
 * is no rival (a file at least with `fileAlways`).
 */
export function disambiguate(all: readonly MoveFacts[], parts: readonly FromPart[] = SAN_PARTS): string[] {
  return all.map((facts) => {
    const rivals = all.filter((other) => other !== facts && other.piece === facts.piece && other.body === facts.body);
    const own = facts.parts ?? parts;
    const tried = facts.fileAlways === true ? own : [nothing, ...own];
    const part = tried.find((cut) => rivals.every((other) => cut(other.from) !== cut(facts.from))) ?? cellOf;
    return facts.piece + part(facts.from) + facts.body;
  });
}

/** Check and mate marks and annotation glyphs after a move (`+`, `#`, `!?`): never part of what names it. */
const MARKS = /[+#!?]*$/;

/** The text without its marks. */
export const bareMove = (text: string): string => text.trim().replace(MARKS, '');

/** The moves' texts of one position, keyed by move (what a variant's writer lists). */
export type MoveTexts = ReadonlyMap<Move, string>;

/** The legal move whose text, marks aside, is `text`; undefined when none is. */
export function findByText(texts: MoveTexts, text: string): Move | undefined {
  const wanted = bareMove(text);
  for (const [move, written] of texts) if (bareMove(written) === wanted) return move;
  return undefined;
}

/**
 * A variant's writer: the text of every legal move of `pos`, without check marks (what tells moves apart; `writeMove`
 * adds the mark of the one move written, which costs a move generation).
 */
export type MoveWriter<P extends PositionCore> = (rules: Rules<P>, pos: P) => MoveTexts;

/** The text of a legal move of `pos` as written: its writer's text and `+` or `#` after a check or mate. */
export function writeMove<P extends PositionCore>(
  rules: Rules<P>,
  pos: P,
  move: Move,
  writer: MoveWriter<P>,
): string | undefined {
  const text = writer(rules, pos).get(move);
  return text === undefined ? undefined : text + checkMark(rules, pos, move);
}

/**
 * Reads a move as a player writes it (`writer`'s text, marks optional) or as the engine does (its own move text, which
 * older games hold): the legal move it names, or the engine's reason why it is none.
 */
export function readMoveWords<P extends PositionCore>(
  rules: Rules<P>,
  pos: P,
  text: string,
  writer: MoveWriter<P>,
): Result<Move> {
  const found = findByText(writer(rules, pos), text);
  if (found !== undefined) return ok(found);
  const engine = rules.parseMove(pos, bareMove(text));
  if (engine.ok || engine.error.code !== 'ERR_BAD_MOVE') return engine;
  return err('ERR_BAD_MOVE', `'${text.trim()}' names no legal move here`);
}

/**
 * The readable text of each move of `moves` (engine texts) played in turn from `startText`. Where a text is not a
 * legal move, it and every later text stay as given: the line cannot be followed further.
 */
export function wordsLine<P extends PositionCore>(
  rules: Rules<P>,
  startText: string,
  moves: readonly string[],
  writer: MoveWriter<P>,
): string[] {
  const start = rules.parsePosition(startText === 'startpos' ? rules.startText : startText);
  if (!start.ok) return [...moves];
  const pos = start.value;
  const texts: string[] = [];
  for (const text of moves) {
    const move = rules.parseMove(pos, text);
    const words = move.ok ? writeMove(rules, pos, move.value, writer) : undefined;
    if (!move.ok || words === undefined || !rules.makeMove(pos, move.value)) break;
    texts.push(words);
  }
  return [...texts, ...moves.slice(texts.length)];
}

/**
 * The engine's text of each move of `written` (readable or engine text) played in turn from `start` (a position text
 * or `startpos`); an unreadable or illegal move is an error naming it.
 */
export function engineLine<P extends PositionCore>(
  rules: Rules<P>,
  start: string,
  written: readonly string[],
  read: (pos: P, text: string) => Result<Move>,
): Result<string[]> {
  const first = rules.parsePosition(start === 'startpos' ? rules.startText : start);
  if (!first.ok) return first;
  const pos = first.value;
  const texts: string[] = [];
  for (const text of written) {
    const move = read(pos, text);
    if (!move.ok) return err(move.error.code, `move ${texts.length + 1} (${text}): ${move.error.detail}`);
    texts.push(rules.formatMove(pos, move.value));
    rules.makeMove(pos, move.value);
  }
  return ok(texts);
}

/** Who stands on a cell (`<player>:<label>`, '' when empty), by the engine's own cell labels. */
export function labelOn<P extends PositionCore>(rules: Rules<P>, pos: P, cell: string): string {
  return rules.cellLabel?.(pos, rules.topology.cellByName(cell)) ?? '';
}

/** An engine move text that starts with two cell names: from, to and what follows. */
export const CELLS_FIRST = /^([a-z]+\d+)([a-z]+\d+)(.*)$/;
