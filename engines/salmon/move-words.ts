// Move text a player reads in Salmon P. Chess: each sub-move as player, piece and from-to, `A:KC@A5c4-A6c5` (player A's
// King Centaur from A5c4 to A6c5), the piece by its short code as the board shows it (lower case for a restricted
// pawn), `*` after a promotion on a cell where it was a choice; a turn is its sub-moves joined by commas, `pass` for
// none. The from and to cells name the sub-move, so nothing needs telling apart, and writing needs only the pieces
// (no move generation: the board page writes a game without the engine's tables). Not hot code.
import { err, ok, type Result } from '../../src/core/result';
import { LAYER_CELLS } from './layer';
import { makeSubMove } from './make';
import { MOVE_PROMOTE, moveFrom, moveTo } from './movegen';
import { formatSubMove, parsePosition } from './notation';
import { PIECE_LABELS } from './piece-labels';
import { startPosition, type SalmonPosition } from './position';
import { cellByName, cellName, PLAYER_LETTERS } from './topology';

const CELL = '([a-j](?:10|[1-9])[a-j](?:10|[1-9]))';
/** The engine's sub-move text. */
const ENGINE_SUB_MOVE = new RegExp(`^${CELL}${CELL}(\\*?)$`, 'i');
/** A sub-move as a player reads it: player, piece, from, to, promotion mark. */
const SUB_MOVE_WORDS = new RegExp(`^([a-j]):(\\w+)@${CELL}-${CELL}(\\*?)$`, 'i');
const SEPARATOR = ',';
const PASS = 'pass';

/** The piece on an occupied cell as the board shows it: its short code, lower case for a restricted pawn. */
function pieceWord(pos: SalmonPosition, cell: number): string {
  const label = PIECE_LABELS[pos.type[cell]];
  return pos.restricted[cell] === 1 ? label.toLowerCase() : label;
}

/** The readable text of the sub-move from `from` to `to` (`star`: the promotion mark or '') on the pieces of `pos`. */
function wordsOf(pos: SalmonPosition, from: number, to: number, star: string): string {
  return `${PLAYER_LETTERS[pos.owner[from]]}:${pieceWord(pos, from)}@${cellName(from)}-${cellName(to)}${star}`;
}

/** The readable text of a sub-move of `pos` (any sub-move whose from cell holds a piece). */
export function subMoveWords(pos: SalmonPosition, move: number): string {
  return wordsOf(pos, moveFrom(move), moveTo(move), formatSubMove(pos, move).endsWith('*') ? '*' : '');
}

/**
 * The engine's text of a sub-move written either way (readable or the engine's own), checked against the pieces of
 * `pos`: the player and piece a readable text names must stand on its from cell. Legality is the engine's to judge.
 */
export function engineSubMove(pos: SalmonPosition, text: string): Result<string> {
  const trimmed = text.trim();
  if (ENGINE_SUB_MOVE.test(trimmed)) return ok(trimmed);
  const words = SUB_MOVE_WORDS.exec(trimmed);
  if (words === null) return err('ERR_BAD_MOVE', `'${trimmed}' is not a sub-move (e.g. A:r@A5c4-A5c5 or A5c4A5c5)`);
  const [, player, piece, from, to, star] = words;
  const cell = cellByName(from);
  if (pos.owner[cell] < 0 || PLAYER_LETTERS[pos.owner[cell]] !== player.toUpperCase())
    return err('ERR_ILLEGAL_MOVE', `${trimmed}: no piece of ${player.toUpperCase()} on ${from}`);
  if (pieceWord(pos, cell) !== piece)
    return err('ERR_ILLEGAL_MOVE', `${trimmed}: the piece on ${from} is ${pieceWord(pos, cell)}, not ${piece}`);
  return ok(`${from}${to}${star}`);
}

/** Plays a sub-move given as the engine's text on the pieces (promotion as the text and the cell decide). */
function playSubMove(pos: SalmonPosition, text: string, undo: Int32Array): void {
  const [, fromName, toName, star] = ENGINE_SUB_MOVE.exec(text) ?? [];
  const from = cellByName(fromName);
  const to = cellByName(toName);
  const zone = pos.owner[from] < 0 ? 0 : pos.promotion[pos.owner[from] * LAYER_CELLS + (to % LAYER_CELLS)];
  const promotes = pos.restricted[from] === 1 && (zone === 2 || (zone === 1 && star === '*'));
  makeSubMove(pos, from | (to << 13) | (promotes ? MOVE_PROMOTE : 0), undo, 0);
}

/** The pieces of a position text (the page's start text, or `startpos`); undefined when unreadable. */
function piecesOf(startText: string): SalmonPosition | undefined {
  if (startText === 'startpos') return startPosition();
  const parsed = parsePosition(startText.trim().split(/\s+/).slice(0, 5).join(' '));
  return parsed.ok ? parsed.value : undefined;
}

/**
 * Whole turns in one spelling turned into the other, played in turn from `startText`: `convert` gives each sub-move's
 * new text (or why it has none) on the pieces before it is played; the result is the engine's text of each sub-move.
 */
function convertTurns(
  startText: string,
  turns: readonly string[],
  convert: (pos: SalmonPosition, text: string) => Result<{ readonly out: string; readonly engine: string }>,
): Result<string[]> {
  const pos = piecesOf(startText);
  if (pos === undefined) return err('ERR_BAD_POSITION', 'the start position is unreadable');
  const undo = new Int32Array(8);
  const out: string[] = [];
  for (const turn of turns) {
    const texts: string[] = [];
    for (const text of turn.trim().toLowerCase() === PASS ? [] : turn.split(SEPARATOR)) {
      const converted = convert(pos, text);
      if (!converted.ok)
        return err(converted.error.code, `move ${out.length + 1} (${turn}): ${converted.error.detail}`);
      texts.push(converted.value.out);
      playSubMove(pos, converted.value.engine, undo);
    }
    out.push(texts.length === 0 ? PASS : texts.join(SEPARATOR));
  }
  return ok(out);
}

/** The readable text of each turn of `turns` (the engine's text); the texts as given where one is unreadable. */
export function salmonWordsLine(startText: string, turns: readonly string[]): string[] {
  const written = convertTurns(startText, turns, (pos, text) => {
    const [, from = '', to = '', star = ''] = ENGINE_SUB_MOVE.exec(text.trim()) ?? [];
    const cell = cellByName(from);
    if (cell < 0 || pos.owner[cell] < 0) return err('ERR_BAD_MOVE', text);
    return ok({ out: wordsOf(pos, cell, cellByName(to), star), engine: text.trim() });
  });
  return written.ok ? written.value : [...turns];
}

/** The engine's text of each turn of `turns` written either way; an unreadable sub-move is an error naming it. */
export function salmonEngineLine(startText: string, turns: readonly string[]): Result<string[]> {
  return convertTurns(startText, turns, (pos, text) => {
    const engine = engineSubMove(pos, text);
    return engine.ok ? ok({ out: engine.value, engine: engine.value }) : engine;
  });
}
