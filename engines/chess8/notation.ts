// Text forms of the 8x8 engine: FEN (parsePosition/formatPosition, with full validation) and UCI long algebraic
// moves (parseMove/formatMove), plus the `d` board display. Not hot code: clarity over speed.
import { GEN_ALL } from '../../src/core/rules';
import { err, ok } from '../../src/core/result';
import type { Result } from '../../src/core/result';
import type { Cell, Move } from '../../src/core/types';
import { formatKey } from '../../src/core/zobrist';
import { attackersOf, isAttacked } from './attacks';
import { PST_EG, PST_MG } from './eval';
import { CASTLE_KEY_HI, CASTLE_KEY_LO, EP_KEY_HI, EP_KEY_LO, PIECE_KEY_HI, PIECE_KEY_LO, SIDE_KEY_HI, SIDE_KEY_LO } from './keys';
import { makeMove, unmakeMove } from './make';
import { MOVE_PROMOTION, moveArg, moveFrom, moveKind, moveTo } from './move';
import { generateMoves } from './movegen';
import { BLACK, BLACK_BIT, KIND_LETTERS, KIND_MASK, KING, PAWN, PHASE_WEIGHT, WHITE, pieceCode } from './pieces';
import { Position } from './position';
import { CASTLES, CELLS, PAWN_ATTACKERS, PAWN_FORBIDDEN, PAWN_PUSH, TOPOLOGY } from './topology';

export const START_FEN = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const FILES = 'abcdefgh';
const CASTLE_LETTERS = 'KQkq';
/** Longer text cannot be a FEN; reject it before splitting, so megabytes of garbage cost nothing. */
const MAX_FEN_LENGTH = 256;
const MAX_CLOCK = 1_000_000;

function bad<T>(detail: string): Result<T> {
  return err('ERR_BAD_POSITION', detail);
}

function cellAt(file: number, rank: number): Cell {
  return TOPOLOGY.cellByName(FILES[file] + String(rank + 1));
}

/** Parses a FEN (4 to 6 fields; missing clocks default to 0 1) and checks it is a legal set-up. */
export function parseFen(text: string): Result<Position> {
  if (typeof text !== 'string') return bad('position text is not a string');
  if (text.length > MAX_FEN_LENGTH) return bad(`position text is ${text.length} characters long (FEN is at most ${MAX_FEN_LENGTH})`);
  const fields = text.trim().split(/\s+/);
  if (fields.length < 4 || fields.length > 6) {
    return bad(`FEN needs 4 to 6 space-separated fields (placement, side, castling, en passant[, halfmove, fullmove]), got ${fields[0] === '' ? 0 : fields.length}`);
  }
  const [placement, side, castling, ep] = fields;
  const pos = new Position();
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
      if ((piece & KIND_MASK) === PAWN && PAWN_FORBIDDEN[cell]) return bad(`${name} pawn on ${TOPOLOGY.names[cell]} (pawns cannot stand on the first or last rank)`);
    }
    if (kings.length !== 1) return bad(`${name} has ${kings.length} kings, expected exactly 1`);
    pos.kingCell[colour] = kings[0];
    const total = count.reduce((a, b) => a + b, 0);
    if (total > 16) return bad(`${name} has ${total} pieces (at most 16)`);
    if (count[PAWN] > 8) return bad(`${name} has ${count[PAWN]} pawns (at most 8)`);
    const promoted = Math.max(0, count[2] - 2) + Math.max(0, count[3] - 2) + Math.max(0, count[4] - 2) + Math.max(0, count[5] - 1);
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
    if (board[c.king] !== pieceCode(colour, KING) || board[c.rook] !== pieceCode(colour, 4)) pos.castling &= ~(1 << right);
  });

  if (ep !== '-') {
    const cell = TOPOLOGY.cellByName(ep);
    if (cell < 0) return bad(`en-passant field '${ep}' is not a cell name or '-'`);
    const them = pos.stm ^ 1;
    // The pawn that just made a double step stands one step beyond the target, and target and origin are empty.
    const pawnCell = PAWN_PUSH[them * CELLS + cell];
    const origin = PAWN_PUSH[pos.stm * CELLS + cell];
    if (pawnCell < 0 || origin < 0 || !isStartRank(them, origin) || board[cell] !== 0 || board[origin] !== 0 ||
      board[pawnCell] !== pieceCode(them, PAWN)) {
      return bad(`en-passant cell ${ep} does not follow a double pawn step by the side not to move`);
    }
    const own = pieceCode(pos.stm, PAWN);
    for (let i = PAWN_ATTACKERS.offset[pos.stm * CELLS + cell]; i < PAWN_ATTACKERS.offset[pos.stm * CELLS + cell + 1]; i++) {
      if (board[PAWN_ATTACKERS.cells[i]] === own) pos.epCell = cell;
    }
  }

  let fullmove = 1;
  if (fields.length >= 5) {
    if (!/^\d+$/.test(fields[4]) || Number(fields[4]) > MAX_CLOCK) return bad(`halfmove clock '${fields[4]}' is not a number from 0 to ${MAX_CLOCK}`);
    pos.halfmove = Number(fields[4]);
  }
  if (fields.length === 6) {
    if (!/^\d+$/.test(fields[5]) || Number(fields[5]) > MAX_CLOCK) return bad(`fullmove number '${fields[5]}' is not a number from 1 to ${MAX_CLOCK}`);
    // Some programs write 0; treat it as 1.
    fullmove = Math.max(1, Number(fields[5]));
  }
  pos.plyBase = 2 * (fullmove - 1) + pos.stm;

  if (isAttacked(pos, pos.kingCell[pos.stm ^ 1], pos.stm)) {
    return bad(`the side not to move (${pos.stm === WHITE ? 'Black' : 'White'}) is in check`);
  }
  initialiseDerived(pos);
  return ok(pos);
}

function isStartRank(colour: number, cell: Cell): boolean {
  const behind = PAWN_PUSH[(colour ^ 1) * CELLS + cell];
  return behind >= 0 && PAWN_FORBIDDEN[behind] === 1;
}

/** Computes key, piece counts and evaluation sums from scratch (after set-up). */
export function initialiseDerived(pos: Position): void {
  let lo = CASTLE_KEY_LO[pos.castling];
  let hi = CASTLE_KEY_HI[pos.castling];
  pos.counts.fill(0);
  pos.mg = 0;
  pos.eg = 0;
  pos.phase = 0;
  pos.pawnKey = 0;
  for (let cell = 0; cell < CELLS; cell++) {
    const piece = pos.board[cell];
    if (piece === 0) continue;
    if ((piece & KIND_MASK) === PAWN) pos.pawnKey ^= PIECE_KEY_LO[piece * CELLS + cell];
    lo ^= PIECE_KEY_LO[piece * CELLS + cell];
    hi ^= PIECE_KEY_HI[piece * CELLS + cell];
    pos.counts[piece]++;
    pos.mg += PST_MG[piece * CELLS + cell];
    pos.eg += PST_EG[piece * CELLS + cell];
    pos.phase += PHASE_WEIGHT[piece & KIND_MASK];
  }
  if (pos.epCell >= 0) {
    lo ^= EP_KEY_LO[pos.epCell];
    hi ^= EP_KEY_HI[pos.epCell];
  }
  if (pos.stm === BLACK) {
    lo ^= SIDE_KEY_LO;
    hi ^= SIDE_KEY_HI;
  }
  pos.hashLo = lo;
  pos.hashHi = hi;
  pos.keyHistoryLo[pos.gamePly] = lo;
  pos.keyHistoryHi[pos.gamePly] = hi;
  pos.checkState[pos.gamePly] = -1;
}

function pieceLetter(piece: number): string {
  const letter = KIND_LETTERS[piece & KIND_MASK];
  return (piece & BLACK_BIT) === 0 ? letter.toUpperCase() : letter;
}

/** Six-field FEN. */
export function formatFen(pos: Position): string {
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
  return `${rows.join('/')} ${pos.stm === WHITE ? 'w' : 'b'} ${castling || '-'} ${ep} ${pos.halfmove} ${pos.fullmove()}`;
}

/** UCI long algebraic: from, to, promotion letter; castling is the king's two-cell move. */
export function formatMove(move: Move): string {
  const text = TOPOLOGY.names[moveFrom(move)] + TOPOLOGY.names[moveTo(move)];
  return moveKind(move) === MOVE_PROMOTION ? text + KIND_LETTERS[moveArg(move)] : text;
}

const MAX_MOVE_TEXT = 16;
const scratch = new Int32Array(256);

/** Parses UCI move text (any case) and checks that it is legal in pos. */
export function parseMove(pos: Position, text: string): Result<Move> {
  if (typeof text !== 'string' || text.length > MAX_MOVE_TEXT) return err('ERR_BAD_MOVE', 'move text is too long');
  const lower = text.trim().toLowerCase();
  const from = TOPOLOGY.parseCellAt(lower, 0);
  const to = from && TOPOLOGY.parseCellAt(lower, from.length);
  if (from === undefined || to === undefined) return err('ERR_BAD_MOVE', `'${text}' is not a move (expected e.g. e2e4 or e7e8q)`);
  const rest = lower.slice(from.length + to.length);
  let promotion = 0;
  if (rest !== '') {
    promotion = rest.length === 1 ? KIND_LETTERS.indexOf(rest) : -1;
    if (promotion < 2 || promotion > 5) return err('ERR_BAD_MOVE', `'${text}' has a bad promotion suffix (expected q, r, b or n)`);
  }
  const count = generateMoves(pos, scratch, 0, GEN_ALL);
  for (let i = 0; i < count; i++) {
    const move = scratch[i];
    if (moveFrom(move) !== from.cell || moveTo(move) !== to.cell) continue;
    if ((moveKind(move) === MOVE_PROMOTION ? moveArg(move) : 0) !== promotion) continue;
    if (!makeMove(pos, move)) break;
    unmakeMove(pos);
    return ok(move);
  }
  return err('ERR_ILLEGAL_MOVE', `${lower} is not legal in this position`);
}

/** The `d` board: ranks top-down, then Fen, Key and Checkers lines (no line starts with a result word). */
export function formatBoard(pos: Position): string {
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
  lines.push(`Fen: ${formatFen(pos)}`);
  lines.push(`Key: ${formatKey(pos.hashLo, pos.hashHi)}`);
  const checkers = attackersOf(pos, pos.kingCell[pos.stm], pos.stm ^ 1).map((cell) => TOPOLOGY.names[cell]);
  lines.push(`Checkers: ${checkers.join(' ')}`);
  return lines.join('\n');
}
