// Text forms of the torus: FEN with 20 files per rank (ranks 10 to 1, multi-digit empty counts, letters K Q R B N M
// C A P, upper case White), side, halfmove clock, move number; moves `<from><to>[qmca]`; the `d` display.
import { err, ok } from '../../src/core/result';
import type { Result } from '../../src/core/result';
import { formatKey } from '../../src/core/zobrist';
import type { MoveText } from '../common/piece-move-text';
import { PiecePosition as Position } from '../common/piece-position';
import { codeOf } from '../common/piece-set';
import { readGridPlacement, splitPositionFields, writeGridPlacement } from '../common/position-text';
import { isAttacked } from './attacks';
import { MAKER } from './make';
import { BESIEGE_PIECES, BLACK_BIT, KIND_MASK, KING, PAWN } from './pieces';
import { CELLS, FILES, PROMOTES, RANKS, START_PLACEMENT, TOPOLOGY } from './topology';

export const START_TEXT = `${START_PLACEMENT} w 0 1`;
const LETTERS = BESIEGE_PIECES.letters;
const MAX_TEXT = 512;

function bad<T>(detail: string): Result<T> {
  return err('ERR_BAD_POSITION', detail);
}

export function parsePosition(text: string): Result<Position> {
  const fields = splitPositionFields(text, MAX_TEXT, 'placement', 'halfmove clock');
  if (!fields.ok) return fields;
  const pos = new Position(CELLS, BESIEGE_PIECES.codes);
  const placed = readGridPlacement(fields.value.board, FILES, RANKS, pos.board, (letter, rank) => {
    const kind = LETTERS.indexOf(letter.toLowerCase());
    if (kind <= 0) return `unknown piece letter '${letter}' in rank ${rank + 1}`;
    return codeOf(BESIEGE_PIECES, letter === letter.toUpperCase() ? 0 : 1, kind);
  });
  if (!placed.ok) return placed;
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
  pos.stm = fields.value.stm;
  pos.halfmove = fields.value.halfmove;
  const fullmove = fields.value.fullmove;
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
  const placement = writeGridPlacement(pos.board, FILES, RANKS, pieceLetter);
  return `${placement} ${pos.stm === 0 ? 'w' : 'b'} ${pos.halfmove} ${pos.fullmove()}`;
}

/** Moves: `c5a4`, `e10o1`, promotions `s3r3q` (common/piece-move-text.ts reads and writes them). */
export const MOVE_TEXT: MoveText = {
  pattern: /^([a-t](?:10|[1-9]))([a-t](?:10|[1-9]))([qmca]?)$/,
  examples: 'c5a4, e10o1 or s3r3q',
};

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
