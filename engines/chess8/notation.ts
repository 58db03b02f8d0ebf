// Text forms of the 8x8 engine: FEN (parsePosition/formatPosition, with full validation) and UCI long algebraic
// moves (parseMove/formatMove), plus the `d` board display. Not hot code: clarity over speed.
import { GEN_ALL } from '../../src/core/rules';
import { err, ok } from '../../src/core/result';
import type { Result } from '../../src/core/result';
import type { Cell, Move } from '../../src/core/types';
import { formatKey } from '../../src/core/zobrist';
import { attackersOf, isAttacked } from './attacks';
import * as keys from './keys';
import { makeMove, unmakeMove } from './make';
import { put } from './placement';
import {
  MOVE_GALLOP,
  MOVE_MERGE,
  MOVE_PROMOTION,
  MOVE_SPLIT,
  moveArg,
  moveExtra1,
  moveExtra2,
  moveFrom,
  moveKind,
  moveTo,
} from './move';
import { SPLIT_HIGH, SPLIT_LOW } from './msg';
import { generateMoves } from './movegen';
import { BLACK, BLACK_BIT, KIND_LETTERS, KIND_MASK, KING, PAWN, WHITE, pieceCode } from '../common/fide-pieces';
import { Position } from './position';
import { CASTLES, CELLS, PAWN_ATTACKERS, PAWN_FORBIDDEN, PAWN_PUSH, TOPOLOGY } from './topology';

export const START_FEN = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const FILES = 'abcdefgh';
const CASTLE_LETTERS = 'KQkq';
/** Longer text cannot be a FEN; reject it before splitting, so megabytes of garbage cost nothing. */
const MAX_FEN_LENGTH = 256;
/** Every move form, M.S.G.'s included (msg.md's grammar). */
const MOVE_GRAMMAR =
  /^([a-h][1-8])([a-h][1-8])(?:([qrbn])|m([nbrq])|s([pnbrq])([a-h][1-8])([pnbrq])([a-h][1-8])|g([a-h][1-8]))?$/;
const MAX_CLOCK = 1_000_000;

function bad<T>(detail: string): Result<T> {
  return err('ERR_BAD_POSITION', detail);
}

function cellAt(file: number, rank: number): Cell {
  return TOPOLOGY.cellByName(FILES[file] + String(rank + 1));
}

/** How a variant on this board reads and writes position text. */
export interface TextFormat {
  /** M.S.G. mechanics switched on (msg.ts MECH_* bits); 0 for FIDE chess. */
  readonly mechanics: number;
  /** Whether the text has a 7th field with the two gallop counters (M.S.G.). */
  readonly gallopField: boolean;
}

export const FIDE_FORMAT: TextFormat = { mechanics: 0, gallopField: false };

/**
 * Parses a FEN (4 to 6 fields; missing clocks default to 0 1; M.S.G. adds a 7th, the gallop counters, default 00)
 * and checks it is a legal set-up.
 */
export function parseFen(text: string, format: TextFormat = FIDE_FORMAT): Result<Position> {
  if (typeof text !== 'string') return bad('position text is not a string');
  if (text.length > MAX_FEN_LENGTH)
    return bad(`position text is ${text.length} characters long (FEN is at most ${MAX_FEN_LENGTH})`);
  const fields = text.trim().split(/\s+/);
  const maxFields = format.gallopField ? 7 : 6;
  if (fields.length < 4 || fields.length > maxFields) {
    const gallop = format.gallopField ? '[, gallop counters]' : '';
    return bad(
      `FEN needs 4 to ${maxFields} space-separated fields (placement, side, castling, en passant[, halfmove, fullmove]${gallop}), got ${fields[0] === '' ? 0 : fields.length}`,
    );
  }
  const [placement, side, castling, ep] = fields;
  const pos = new Position();
  pos.mechanics = format.mechanics;
  const board = pos.board;

  const rows = placement.split('/');
  if (rows.length !== 8) return bad(`placement '${placement}' has ${rows.length} ranks, expected 8`);
  for (let row = 0; row < 8; row++) {
    const rank = 7 - row;
    let file = 0;
    for (const ch of rows[row]) {
      if (ch >= '1' && ch <= '8') {
        file += Number(ch);
      } else {
        const kind = KIND_LETTERS.indexOf(ch.toLowerCase());
        if (kind <= 0) return bad(`unknown piece letter '${ch}' in rank ${rank + 1}`);
        if (file >= 8) return bad(`rank ${rank + 1} ('${rows[row]}') has more than 8 cells`);
        board[cellAt(file, rank)] = pieceCode(ch === ch.toUpperCase() ? WHITE : BLACK, kind);
        file++;
      }
      if (file > 8) return bad(`rank ${rank + 1} ('${rows[row]}') has more than 8 cells`);
    }
    if (file !== 8) return bad(`rank ${rank + 1} ('${rows[row]}') has ${file} cells, expected 8`);
  }

  for (const colour of [WHITE, BLACK]) {
    const name = colour === WHITE ? 'White' : 'Black';
    const kings: Cell[] = [];
    const count = [0, 0, 0, 0, 0, 0, 0];
    for (let cell = 0; cell < CELLS; cell++) {
      const piece = board[cell];
      if (piece === 0 || (piece & BLACK_BIT) !== (colour === WHITE ? 0 : BLACK_BIT)) continue;
      count[piece & KIND_MASK]++;
      if ((piece & KIND_MASK) === KING) kings.push(cell);
      if ((piece & KIND_MASK) === PAWN && PAWN_FORBIDDEN[cell])
        return bad(`${name} pawn on ${TOPOLOGY.names[cell]} (pawns cannot stand on the first or last rank)`);
    }
    if (kings.length !== 1) return bad(`${name} has ${kings.length} kings, expected exactly 1`);
    pos.kingCell[colour] = kings[0];
    // Merges and splits change the number and kinds of pieces, so only FIDE chess bounds them.
    if (format.mechanics !== 0) continue;
    const total = count.reduce((a, b) => a + b, 0);
    if (total > 16) return bad(`${name} has ${total} pieces (at most 16)`);
    if (count[PAWN] > 8) return bad(`${name} has ${count[PAWN]} pawns (at most 8)`);
    const promoted =
      Math.max(0, count[2] - 2) + Math.max(0, count[3] - 2) + Math.max(0, count[4] - 2) + Math.max(0, count[5] - 1);
    if (promoted > 8 - count[PAWN]) return bad(`${name} has more promoted pieces than missing pawns`);
  }

  if (side !== 'w' && side !== 'b') return bad(`side to move '${side}' is not 'w' or 'b'`);
  pos.stm = side === 'w' ? WHITE : BLACK;

  if (castling !== '-') {
    for (const ch of castling) {
      const right = CASTLE_LETTERS.indexOf(ch);
      if (right < 0) return bad(`castling field '${castling}' may hold only K, Q, k, q or '-'`);
      if (pos.castling & (1 << right)) return bad(`castling field '${castling}' repeats '${ch}'`);
      pos.castling |= 1 << right;
    }
  }
  // A right whose king or rook is not on its start cell is meaningless; drop it rather than reject the position.
  CASTLES.forEach((c, right) => {
    const colour = right < 2 ? WHITE : BLACK;
    if (board[c.king] !== pieceCode(colour, KING) || board[c.rook] !== pieceCode(colour, 4))
      pos.castling &= ~(1 << right);
  });

  if (ep !== '-') {
    const cell = TOPOLOGY.cellByName(ep);
    if (cell < 0) return bad(`en-passant field '${ep}' is not a cell name or '-'`);
    const them = pos.stm ^ 1;
    // The pawn that just made a double step stands one step beyond the target, and target and origin are empty.
    const pawnCell = PAWN_PUSH[them * CELLS + cell];
    const origin = PAWN_PUSH[pos.stm * CELLS + cell];
    if (
      pawnCell < 0 ||
      origin < 0 ||
      !isStartRank(them, origin) ||
      board[cell] !== 0 ||
      board[origin] !== 0 ||
      board[pawnCell] !== pieceCode(them, PAWN)
    ) {
      return bad(`en-passant cell ${ep} does not follow a double pawn step by the side not to move`);
    }
    const own = pieceCode(pos.stm, PAWN);
    for (
      let i = PAWN_ATTACKERS.offset[pos.stm * CELLS + cell];
      i < PAWN_ATTACKERS.offset[pos.stm * CELLS + cell + 1];
      i++
    ) {
      if (board[PAWN_ATTACKERS.cells[i]] === own) pos.epCell = cell;
    }
  }

  let fullmove = 1;
  if (fields.length >= 5) {
    if (!/^\d+$/.test(fields[4]) || Number(fields[4]) > MAX_CLOCK)
      return bad(`halfmove clock '${fields[4]}' is not a number from 0 to ${MAX_CLOCK}`);
    pos.halfmove = Number(fields[4]);
  }
  if (fields.length >= 6) {
    if (!/^\d+$/.test(fields[5]) || Number(fields[5]) > MAX_CLOCK)
      return bad(`fullmove number '${fields[5]}' is not a number from 1 to ${MAX_CLOCK}`);
    // Some programs write 0; treat it as 1.
    fullmove = Math.max(1, Number(fields[5]));
  }
  pos.plyBase = 2 * (fullmove - 1) + pos.stm;
  if (fields.length === 7) {
    if (!/^[0-2][0-2]$/.test(fields[6]))
      return bad(`gallop counters '${fields[6]}' are not two digits from 0 to 2 (White's, then Black's)`);
    pos.gallops[0] = Number(fields[6][0]);
    pos.gallops[1] = Number(fields[6][1]);
  }

  // The attack test reads the bit sets, which initialiseDerived sets up.
  initialiseDerived(pos);
  if (isAttacked(pos, pos.kingCell[pos.stm ^ 1], pos.stm)) {
    return bad(`the side not to move (${pos.stm === WHITE ? 'Black' : 'White'}) is in check`);
  }
  return ok(pos);
}

function isStartRank(colour: number, cell: Cell): boolean {
  const behind = PAWN_PUSH[(colour ^ 1) * CELLS + cell];
  return behind >= 0 && PAWN_FORBIDDEN[behind] === 1;
}

/** Computes key, piece counts, bit sets and evaluation sums from scratch (after set-up). */
export function initialiseDerived(pos: Position): void {
  pos.hashLo = keys.CASTLE_KEY_LO[pos.castling];
  pos.hashHi = keys.CASTLE_KEY_HI[pos.castling];
  pos.counts.fill(0);
  pos.bits.fill(0);
  pos.mg = 0;
  pos.eg = 0;
  pos.phase = 0;
  pos.pawnKey = 0;
  for (let cell = 0; cell < CELLS; cell++) {
    const piece = pos.board[cell];
    if (piece !== 0) put(pos, cell, piece);
  }
  if (pos.epCell >= 0) {
    pos.hashLo ^= keys.EP_KEY_LO[pos.epCell];
    pos.hashHi ^= keys.EP_KEY_HI[pos.epCell];
  }
  if (pos.stm === BLACK) {
    pos.hashLo ^= keys.SIDE_KEY_LO;
    pos.hashHi ^= keys.SIDE_KEY_HI;
  }
  for (const player of [WHITE, BLACK]) {
    pos.hashLo ^= keys.GALLOP_KEY_LO[player * 3 + pos.gallops[player]];
    pos.hashHi ^= keys.GALLOP_KEY_HI[player * 3 + pos.gallops[player]];
  }
  pos.keyHistoryLo[pos.gamePly] = pos.hashLo;
  pos.keyHistoryHi[pos.gamePly] = pos.hashHi;
  pos.checkState[pos.gamePly] = -1;
}

function pieceLetter(piece: number): string {
  const letter = KIND_LETTERS[piece & KIND_MASK];
  return (piece & BLACK_BIT) === 0 ? letter.toUpperCase() : letter;
}

/** Six-field FEN, seven with the gallop counters. */
export function formatFen(pos: Position, format: TextFormat = FIDE_FORMAT): string {
  const rows: string[] = [];
  for (let rank = 7; rank >= 0; rank--) {
    let row = '';
    let gap = 0;
    for (let file = 0; file < 8; file++) {
      const piece = pos.board[cellAt(file, rank)];
      if (piece === 0) {
        gap++;
        continue;
      }
      if (gap > 0) row += String(gap);
      gap = 0;
      row += pieceLetter(piece);
    }
    if (gap > 0) row += String(gap);
    rows.push(row);
  }
  let castling = '';
  for (let right = 0; right < 4; right++) if (pos.castling & (1 << right)) castling += CASTLE_LETTERS[right];
  const ep = pos.epCell >= 0 ? TOPOLOGY.names[pos.epCell] : '-';
  const text = `${rows.join('/')} ${pos.stm === WHITE ? 'w' : 'b'} ${castling || '-'} ${ep} ${pos.halfmove} ${pos.fullmove()}`;
  return format.gallopField ? `${text} ${pos.gallops[WHITE]}${pos.gallops[BLACK]}` : text;
}

/**
 * UCI long algebraic, extended for M.S.G.: `e2e4`, `e7e8q`, castling as the king's two-cell move; merges `h1a1mq`,
 * splits `a4d4sre4rd5` (higher new piece first, equal pieces by cell index), gallops `c1d3ge5` (from, knight, landing).
 */
export function formatMove(move: Move): string {
  const names = TOPOLOGY.names;
  const text = names[moveFrom(move)] + names[moveTo(move)];
  switch (moveKind(move)) {
    case MOVE_PROMOTION:
      return text + KIND_LETTERS[moveArg(move)];
    case MOVE_MERGE:
      return `${text}m${KIND_LETTERS[moveArg(move)]}`;
    case MOVE_GALLOP:
      return `${text}g${names[moveExtra1(move)]}`;
    case MOVE_SPLIT: {
      const high = KIND_LETTERS[SPLIT_HIGH[moveArg(move)]];
      const low = KIND_LETTERS[SPLIT_LOW[moveArg(move)]];
      let first = moveExtra1(move);
      let second = moveExtra2(move);
      if (high === low && second < first) [first, second] = [second, first];
      return `${text}s${high}${names[first]}${low}${names[second]}`;
    }
    default:
      return text;
  }
}

/** The split written with its two placements the other way round (also accepted). */
function swappedSplit(move: Move): string {
  const names = TOPOLOGY.names;
  const high = KIND_LETTERS[SPLIT_HIGH[moveArg(move)]];
  const low = KIND_LETTERS[SPLIT_LOW[moveArg(move)]];
  const text = names[moveFrom(move)] + names[moveTo(move)];
  const first = moveExtra1(move);
  const second = moveExtra2(move);
  return high === low
    ? `${text}s${high}${names[Math.max(first, second)]}${low}${names[Math.min(first, second)]}`
    : `${text}s${low}${names[second]}${high}${names[first]}`;
}

/** Where the moving piece ends: the landing cell of a gallop, else `to`. */
function destination(move: Move): Cell {
  return moveKind(move) === MOVE_GALLOP ? moveExtra1(move) : moveTo(move);
}

const MAX_MOVE_TEXT = 16;
const scratch = new Int32Array(2048); // MAX_MSG_MOVES (rules.ts imports this file)
const SHORT_MOVE = /^([a-h][1-8])([a-h][1-8])([qrbn]?)$/;

/**
 * Parses move text (any case) and checks that it is legal in pos. Besides the exact forms of formatMove it takes a
 * split with its placements in either order, and `from to [letter]` where that names one resulting position (a gallop
 * by its landing cell, a merge by its result letter or alone when only one result exists).
 */
export function parseMove(pos: Position, text: string): Result<Move> {
  if (typeof text !== 'string' || text.length > MAX_MOVE_TEXT) return err('ERR_BAD_MOVE', 'move text is too long');
  const lower = text.trim().toLowerCase();
  if (!MOVE_GRAMMAR.test(lower)) {
    const examples = pos.mechanics !== 0 ? 'e2e4, e7e8q, h1a1mq, a4d4sre4rd5 or c1d3ge5' : 'e2e4 or e7e8q';
    return err('ERR_BAD_MOVE', `'${text}' is not a move (expected e.g. ${examples})`);
  }
  const count = generateMoves(pos, scratch, 0, GEN_ALL);
  const short = SHORT_MOVE.exec(lower);
  let found = 0;
  let foundLo = 0;
  let foundHi = 0;
  for (let i = 0; i < count; i++) {
    const move = scratch[i];
    const kind = moveKind(move);
    const exact = formatMove(move) === lower || (kind === MOVE_SPLIT && swappedSplit(move) === lower);
    // The short form: from, where the piece ends, and the promotion or merge letter when there is one.
    const letter = kind === MOVE_PROMOTION || kind === MOVE_MERGE ? KIND_LETTERS[moveArg(move)] : '';
    const matchesShort =
      short !== null &&
      kind !== MOVE_SPLIT &&
      TOPOLOGY.names[moveFrom(move)] === short[1] &&
      TOPOLOGY.names[destination(move)] === short[2] &&
      (short[3] === letter || (short[3] === '' && kind === MOVE_MERGE));
    if (!exact && !matchesShort) continue;
    if (!makeMove(pos, move)) continue;
    const lo = pos.hashLo;
    const hi = pos.hashHi;
    unmakeMove(pos);
    if (exact) return ok(move);
    if (found !== 0 && (lo !== foundLo || hi !== foundHi)) {
      return err(
        'ERR_BAD_MOVE',
        `'${text}' is ambiguous here: write it in full (e.g. ${formatMove(found)} or ${formatMove(move)})`,
      );
    }
    found = move;
    foundLo = lo;
    foundHi = hi;
  }
  if (found !== 0) return ok(found);
  return err('ERR_ILLEGAL_MOVE', `${lower} is not legal in this position`);
}

/** The `d` board: ranks top-down, then Fen, Key and Checkers lines (no line starts with a result word). */
export function formatBoard(pos: Position, format: TextFormat = FIDE_FORMAT): string {
  const lines: string[] = [];
  const border = ' +---+---+---+---+---+---+---+---+';
  lines.push(border);
  for (let rank = 7; rank >= 0; rank--) {
    let line = ' |';
    for (let file = 0; file < 8; file++) {
      const piece = pos.board[cellAt(file, rank)];
      line += ` ${piece === 0 ? ' ' : pieceLetter(piece)} |`;
    }
    lines.push(`${line} ${rank + 1}`);
    lines.push(border);
  }
  lines.push('   a   b   c   d   e   f   g   h');
  lines.push('');
  lines.push(`Fen: ${formatFen(pos, format)}`);
  lines.push(`Key: ${formatKey(pos.hashLo, pos.hashHi)}`);
  const checkers = attackersOf(pos, pos.kingCell[pos.stm], pos.stm ^ 1).map((cell) => TOPOLOGY.names[cell]);
  lines.push(`Checkers: ${checkers.join(' ')}`);
  return lines.join('\n');
}
