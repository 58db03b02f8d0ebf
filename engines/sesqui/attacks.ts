// Attack tests on the ring by reverse lookup from the target cell: pawn attackers, knight and king leaps, the
// opposite cell (rook, bishop, queen and king all leap 24), then the first man along each slide and leap line.
import type { Cell, Player } from '../../src/core/types';
import * as piecesModule from '../common/fide-pieces';
import type { PiecePosition as Position } from '../common/piece-position';
import * as topologyModule from './topology';

// Imported constants copied for hot loops (why: CONTRIBUTING.md, Hot code).
const { BISHOP, BLACK_BIT, KING, KIND_MASK, KNIGHT, PAWN, QUEEN, ROOK } = piecesModule;
const { CELLS, KING_TARGETS, KNIGHT_TARGETS, LEAP_LINES, OPPOSITE, PAWN_ATTACKERS, SLIDES } = topologyModule;

const PAWN_ATTACKER_OFFSET = PAWN_ATTACKERS.offset;
const PAWN_ATTACKER_CELLS = PAWN_ATTACKERS.cells;
const KNIGHT_OFFSET = KNIGHT_TARGETS.offset;
const KNIGHT_CELLS = KNIGHT_TARGETS.cells;
const KING_OFFSET = KING_TARGETS.offset;
const KING_CELLS = KING_TARGETS.cells;
const SLIDE_OFFSET = SLIDES.offset;
const SLIDE_CELLS = SLIDES.cells;
const LINE_OFFSET = LEAP_LINES.offset;
const LINE_CELLS = LEAP_LINES.cells;

/** 1 for kinds that leap to the opposite cell: rook, bishop, queen, king. */
const LEAPS_ACROSS = Uint8Array.from([0, 0, 0, 1, 1, 1, 1]);

/** Whether any man of colour `by` attacks `cell`. */
export function isAttacked(pos: Position, cell: Cell, by: Player): boolean {
  const board = pos.board;
  const colourBit = by === 0 ? 0 : BLACK_BIT;
  const pawn = PAWN | colourBit;
  const attackers = by * CELLS + cell;
  for (let i = PAWN_ATTACKER_OFFSET[attackers], end = PAWN_ATTACKER_OFFSET[attackers + 1]; i < end; i++) {
    if (board[PAWN_ATTACKER_CELLS[i]] === pawn) return true;
  }
  const knight = KNIGHT | colourBit;
  for (let i = KNIGHT_OFFSET[cell], end = KNIGHT_OFFSET[cell + 1]; i < end; i++) {
    if (board[KNIGHT_CELLS[i]] === knight) return true;
  }
  const king = KING | colourBit;
  for (let i = KING_OFFSET[cell], end = KING_OFFSET[cell + 1]; i < end; i++) {
    if (board[KING_CELLS[i]] === king) return true;
  }
  const across = board[OPPOSITE[cell]];
  if (across !== 0 && (across & BLACK_BIT) === colourBit && LEAPS_ACROSS[across & KIND_MASK] === 1) return true;
  for (let line = cell * 2; line < cell * 2 + 2; line++) {
    for (let i = SLIDE_OFFSET[line], end = SLIDE_OFFSET[line + 1]; i < end; i++) {
      const piece = board[SLIDE_CELLS[i]];
      if (piece === 0) continue;
      if ((piece & BLACK_BIT) === colourBit && ((piece & KIND_MASK) === ROOK || (piece & KIND_MASK) === QUEEN))
        return true;
      break;
    }
    for (let i = LINE_OFFSET[line], end = LINE_OFFSET[line + 1]; i < end; i++) {
      const piece = board[LINE_CELLS[i]];
      if (piece === 0) continue;
      if ((piece & BLACK_BIT) === colourBit && ((piece & KIND_MASK) === BISHOP || (piece & KIND_MASK) === QUEEN))
        return true;
      break;
    }
  }
  return false;
}
