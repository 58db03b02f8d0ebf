// Text forms of the ring: the position (48 cells from index 0, run-length encoded, then side, halfmove clock and
// move number), moves (`b2b4`, `a3h6`, promotions `c3c4q`) and the `d` display. Not hot code.
import { err, ok } from '../../src/core/result';
import type { Result } from '../../src/core/result';
import { formatKey } from '../../src/core/zobrist';
import {
  BLACK,
  BLACK_BIT,
  KIND_LETTERS,
  KIND_MASK,
  KING,
  PAWN,
  PIECE_CODES,
  WHITE,
  pieceCode,
} from '../common/fide-pieces';
import { isAttacked } from './attacks';
import { MAKER } from './make';
import type { MoveText } from '../common/piece-move-text';
import { PiecePosition as Position } from '../common/piece-position';
import { splitPositionFields } from '../common/position-text';
import { CELLS, PROMOTES, START_RING, TOPOLOGY } from './topology';

/** START_RING run-length encoded, White to move. */
export const START_TEXT = `${encodeRing(START_RING)} w 0 1`;
const MAX_TEXT = 256;

function encodeRing(cells: string): string {
  return cells.replace(/\.+/g, (gap) => String(gap.length));
}

function bad<T>(detail: string): Result<T> {
  return err('ERR_BAD_POSITION', detail);
}

/** Parses `<48 cells> <w|b> [halfmove [move number]]` and checks it is a legal set-up. */
export function parsePosition(text: string): Result<Position> {
  const fields = splitPositionFields(text, MAX_TEXT, 'cells', 'halfmove clock');
  if (!fields.ok) return fields;
  const pos = new Position(CELLS, PIECE_CODES);
  let cell = 0;
  for (const part of fields.value.board.match(/\d+|./g) ?? []) {
    if (/^\d+$/.test(part)) {
      cell += Number(part);
      if (cell > CELLS) break;
      continue;
    }
    const kind = KIND_LETTERS.indexOf(part.toLowerCase());
    if (kind <= 0) return bad(`unknown piece letter '${part}' at cell ${cell}`);
    if (cell >= CELLS) break;
    pos.board[cell++] = pieceCode(part === part.toUpperCase() ? WHITE : BLACK, kind);
  }
  if (cell !== CELLS) return bad(`the cells field describes ${cell} cells, expected ${CELLS}`);
  for (const colour of [WHITE, BLACK]) {
    const name = colour === WHITE ? 'White' : 'Black';
    const kings: number[] = [];
    for (let at = 0; at < CELLS; at++) {
      const piece = pos.board[at];
      if (piece === 0 || (piece & BLACK_BIT) !== (colour === WHITE ? 0 : BLACK_BIT)) continue;
      if ((piece & KIND_MASK) === KING) kings.push(at);
      if ((piece & KIND_MASK) === PAWN && PROMOTES[colour * CELLS + at] === 1) {
        return bad(`${name} pawn on ${TOPOLOGY.names[at]}, one of its promotion cells`);
      }
    }
    if (kings.length !== 1) return bad(`${name} has ${kings.length} kings, expected exactly 1`);
    pos.kingCell[colour] = kings[0];
  }
  pos.stm = fields.value.stm;
  pos.halfmove = fields.value.halfmove;
  const fullmove = fields.value.fullmove;
  pos.plyBase = 2 * (fullmove - 1) + pos.stm;
  if (isAttacked(pos, pos.kingCell[pos.stm ^ 1], pos.stm)) {
    return bad(`the side not to move (${pos.stm === WHITE ? 'Black' : 'White'}) is in check`);
  }
  MAKER.initialise(pos);
  return ok(pos);
}

function pieceLetter(piece: number): string {
  const letter = KIND_LETTERS[piece & KIND_MASK];
  return (piece & BLACK_BIT) === 0 ? letter.toUpperCase() : letter;
}

export function formatPosition(pos: Position): string {
  let cells = '';
  for (let cell = 0; cell < CELLS; cell++) cells += pos.board[cell] === 0 ? '.' : pieceLetter(pos.board[cell]);
  return `${encodeRing(cells)} ${pos.stm === WHITE ? 'w' : 'b'} ${pos.halfmove} ${pos.fullmove()}`;
}

/** Moves: `b2b4`, `a3h6`, promotions `c3c4q` (common/piece-move-text.ts reads and writes them). */
export const MOVE_TEXT: MoveText = {
  pattern: /^([a-h][1-6])([a-h][1-6])([qrbn]?)$/,
  examples: 'b2b4 or c3c4q: cells a1..h6',
};

/**
 * The `d` display: the ring as four rows of 12 cells (a1..b6 left to right, c1..d6 right to left, and so on, so that
 * neighbours stay neighbours), then the position text and key.
 */
export function formatBoard(pos: Position): string {
  const lines: string[] = [];
  for (let row = 0; row < 4; row++) {
    const cells: string[] = [];
    for (let i = 0; i < 12; i++) {
      const cell = row * 12 + i;
      const piece = pos.board[cell];
      cells.push(`${TOPOLOGY.names[cell]}:${piece === 0 ? '.' : pieceLetter(piece)}`);
    }
    if (row % 2 === 1) cells.reverse();
    lines.push((row % 2 === 1 ? '<- ' : '-> ') + cells.join(' '));
  }
  lines.push('(counter-clockwise: a1 a2 ... h6, then back to a1; each cell faces the one 24 on, e.g. a1 and e1)');
  lines.push('');
  lines.push(`Fen: ${formatPosition(pos)}`);
  lines.push(`Key: ${formatKey(pos.hashLo, pos.hashHi)}`);
  return lines.join('\n');
}
