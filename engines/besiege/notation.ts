// Text forms of the torus: FEN with 20 files per rank (ranks 10 to 1, multi-digit empty counts, letters K Q R B N M
// C A P, upper case White), side, halfmove clock, move number; moves `<from><to>[qmca]`; the `d` display.
import { GEN_ALL } from '../../src/core/rules';
import { err, ok } from '../../src/core/result';
import type { Result } from '../../src/core/result';
import type { Move } from '../../src/core/types';
import { formatKey } from '../../src/core/zobrist';
import { movePromotion, moveFrom, moveTo, PROMOTION_SHIFT, TO_SHIFT } from '../common/piece-move';
import { PiecePosition as Position } from '../common/piece-position';
import { codeOf } from '../common/piece-set';
import { isAttacked } from './attacks';
import { MAKER } from './make';
import { generateMoves } from './movegen';
import { BESIEGE_PIECES, KING, PAWN } from './pieces';
import { CELLS, FILES, PROMOTES, RANKS, START_PLACEMENT, TOPOLOGY } from './topology';

export const START_TEXT = `${START_PLACEMENT} w 0 1`;
const LETTERS = BESIEGE_PIECES.letters;
const BLACK_BIT = BESIEGE_PIECES.blackBit;
const KIND_MASK = BESIEGE_PIECES.kindMask;
const MAX_TEXT = 512;
const MAX_CLOCK = 1_000_000;

function bad<T>(detail: string): Result<T> {
  return err('ERR_BAD_POSITION', detail);
}

export function parsePosition(text: string): Result<Position> {
  if (typeof text !== 'string') return bad('position text is not a string');
  if (text.length > MAX_TEXT) return bad(`position text is ${text.length} characters long (at most ${MAX_TEXT})`);
  const fields = text.trim().split(/\s+/);
  if (fields.length < 2 || fields.length > 4) {
    return bad(`position needs 2 to 4 fields (placement, side to move[, halfmove clock, move number]), got ${fields[0] === '' ? 0 : fields.length}`);
  }
  const rows = fields[0].split('/');
  if (rows.length !== RANKS) return bad(`placement has ${rows.length} ranks, expected ${RANKS}`);
  const pos = new Position(CELLS, BESIEGE_PIECES.codes);
  for (let row = 0; row < RANKS; row++) {
    const rank = RANKS - 1 - row;
    let file = 0;
    for (const part of rows[row].match(/\d+|./g) ?? []) {
      if (/^\d+$/.test(part)) {
        if (Number(part) < 1 || Number(part) > FILES) return bad(`rank ${rank + 1} has a gap of ${part} (1 to ${FILES})`);
        file += Number(part);
      } else {
        const kind = LETTERS.indexOf(part.toLowerCase());
        if (kind <= 0) return bad(`unknown piece letter '${part}' in rank ${rank + 1}`);
        if (file < FILES) pos.board[rank * FILES + file] = codeOf(BESIEGE_PIECES, part === part.toUpperCase() ? 0 : 1, kind);
        file++;
      }
      if (file > FILES) return bad(`rank ${rank + 1} has more than ${FILES} cells`);
    }
    if (file !== FILES) return bad(`rank ${rank + 1} has ${file} cells, expected ${FILES}`);
  }
  for (const colour of [0, 1]) {
    const name = colour === 0 ? 'White' : 'Black';
    let kings = 0;
    for (let cell = 0; cell < CELLS; cell++) {
      const piece = pos.board[cell];
      if (piece === 0 || (piece & BLACK_BIT) !== (colour === 0 ? 0 : BLACK_BIT)) continue;
      if ((piece & KIND_MASK) === KING) kings++;
      if ((piece & KIND_MASK) === PAWN && PROMOTES[colour * CELLS + cell] === 1) {
        return bad(`${name} pawn on ${TOPOLOGY.names[cell]}, in its promotion zone`);
      }
    }
    if (kings !== 1) return bad(`${name} has ${kings} kings, expected exactly 1`);
  }
  if (fields[1] !== 'w' && fields[1] !== 'b') return bad(`side to move '${fields[1]}' is not 'w' or 'b'`);
  pos.stm = fields[1] === 'w' ? 0 : 1;
  let fullmove = 1;
  if (fields.length >= 3) {
    if (!/^\d+$/.test(fields[2]) || Number(fields[2]) > MAX_CLOCK) return bad(`halfmove clock '${fields[2]}' is not a number from 0 to ${MAX_CLOCK}`);
    pos.halfmove = Number(fields[2]);
  }
  if (fields.length === 4) {
    if (!/^\d+$/.test(fields[3]) || Number(fields[3]) > MAX_CLOCK) return bad(`move number '${fields[3]}' is not a number from 1 to ${MAX_CLOCK}`);
    fullmove = Math.max(1, Number(fields[3]));
  }
  pos.plyBase = 2 * (fullmove - 1) + pos.stm;
  MAKER.initialise(pos);
  if (isAttacked(pos, pos.kingCell[pos.stm ^ 1], pos.stm)) {
    return bad(`the side not to move (${pos.stm === 0 ? 'Black' : 'White'}) is in check`);
  }
  return ok(pos);
}

function pieceLetter(piece: number): string {
  const letter = LETTERS[piece & KIND_MASK];
  return (piece & BLACK_BIT) === 0 ? letter.toUpperCase() : letter;
}

export function formatPosition(pos: Position): string {
  const rows: string[] = [];
  for (let rank = RANKS - 1; rank >= 0; rank--) {
    let row = '';
    for (let file = 0; file < FILES; file++) {
      const piece = pos.board[rank * FILES + file];
      row += piece === 0 ? '.' : pieceLetter(piece);
    }
    rows.push(row.replace(/\.+/g, (gap) => String(gap.length)));
  }
  return `${rows.join('/')} ${pos.stm === 0 ? 'w' : 'b'} ${pos.halfmove} ${pos.fullmove()}`;
}

export function formatMove(move: Move): string {
  const text = TOPOLOGY.names[moveFrom(move)] + TOPOLOGY.names[moveTo(move)];
  const promotion = movePromotion(move);
  return promotion === 0 ? text : text + LETTERS[promotion];
}

const MOVE_TEXT = /^([a-t](?:10|[1-9]))([a-t](?:10|[1-9]))([qmca]?)$/;
const scratch = new Int32Array(512);

export function parseMove(pos: Position, text: string): Result<Move> {
  if (typeof text !== 'string' || text.length > 16) return err('ERR_BAD_MOVE', 'move text is too long');
  const lower = text.trim().toLowerCase();
  const match = MOVE_TEXT.exec(lower);
  if (match === null) return err('ERR_BAD_MOVE', `'${text}' is not a move (expected e.g. c5a4, e10o1 or s3r3q)`);
  const wanted = TOPOLOGY.cellByName(match[1]) | (TOPOLOGY.cellByName(match[2]) << TO_SHIFT) |
    (match[3] === '' ? 0 : LETTERS.indexOf(match[3]) << PROMOTION_SHIFT);
  const count = generateMoves(pos, scratch, 0, GEN_ALL);
  for (let i = 0; i < count; i++) {
    if (scratch[i] !== wanted) continue;
    if (!MAKER.makeMove(pos, wanted)) break;
    MAKER.unmakeMove(pos);
    return ok(wanted);
  }
  return err('ERR_ILLEGAL_MOVE', `${lower} is not legal in this position`);
}

/** The `d` display: both boards side by side (left a-j, right k-t), rank 10 at the top, then text and key. */
export function formatBoard(pos: Position): string {
  const lines: string[] = [];
  for (let rank = RANKS - 1; rank >= 0; rank--) {
    let line = `${String(rank + 1).padStart(2)} `;
    for (let file = 0; file < FILES; file++) {
      const piece = pos.board[rank * FILES + file];
      line += (file === 10 ? ' | ' : ' ') + (piece === 0 ? '.' : pieceLetter(piece));
    }
    lines.push(line);
  }
  lines.push('    a b c d e f g h i j   k l m n o p q r s t');
  lines.push('(rank 10 of each board continues as rank 1 of the other; files a and t are neighbours)');
  lines.push('');
  lines.push(`Fen: ${formatPosition(pos)}`);
  lines.push(`Key: ${formatKey(pos.hashLo, pos.hashHi)}`);
  return lines.join('\n');
}
