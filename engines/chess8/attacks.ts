// Attack tests by reverse lookup from the target cell: pawn-attacker and leap tables, then one walk per direction
// stopping at the first piece. Used for check, castling paths and legality after makeMove.
import type { Cell, Player } from '../../src/core/types';
import * as piecesModule from '../common/fide-pieces';
import * as scanModule from '../common/target-scan';
import type { Position } from './position';
import * as topologyModule from './topology';

// Imported constants copied for hot loops (why: CONTRIBUTING.md, Hot code).
const { BLACK_BIT, KING, KNIGHT, PAWN, SLIDES_DIAGONAL, SLIDES_ORTHOGONAL } = piecesModule;
const { firstOnLine, standsOnAny } = scanModule;
const { CELLS, DIRS, DIR_DIAGONAL, KING_TARGETS, KNIGHT_TARGETS, PAWN_ATTACKERS, RAY_CELLS, RAY_OFFSET } =
  topologyModule;

const { offset: PAWN_ATTACKER_OFFSET, cells: PAWN_ATTACKER_CELLS } = PAWN_ATTACKERS;
const { offset: KNIGHT_OFFSET, cells: KNIGHT_CELLS } = KNIGHT_TARGETS;
const { offset: KING_OFFSET, cells: KING_CELLS } = KING_TARGETS;

/** Whether any piece of colour `by` attacks `cell` on the current board. */
export function isAttacked(pos: Position, cell: Cell, by: Player): boolean {
  const board = pos.board;
  const colourBit = by === 0 ? 0 : BLACK_BIT;
  if (standsOnAny(board, PAWN | colourBit, PAWN_ATTACKER_OFFSET, PAWN_ATTACKER_CELLS, by * CELLS + cell)) return true;
  if (standsOnAny(board, KNIGHT | colourBit, KNIGHT_OFFSET, KNIGHT_CELLS, cell)) return true;
  if (standsOnAny(board, KING | colourBit, KING_OFFSET, KING_CELLS, cell)) return true;
  let index = cell * DIRS;
  for (let dir = 0; dir < DIRS; dir++, index++) {
    const piece = firstOnLine(board, RAY_OFFSET, RAY_CELLS, index);
    if (piece === 0 || (piece & BLACK_BIT) !== colourBit) continue;
    if (DIR_DIAGONAL[dir] === 1 ? SLIDES_DIAGONAL[piece] === 1 : SLIDES_ORTHOGONAL[piece] === 1) return true;
  }
  return false;
}

/** Whether a slider of colour `by` attacks `cell` along the one ray in direction `dir` (a discovered attack). */
export function isAttackedAlong(pos: Position, cell: Cell, dir: number, by: Player): boolean {
  const board = pos.board;
  const colourBit = by === 0 ? 0 : BLACK_BIT;
  const piece = firstOnLine(board, RAY_OFFSET, RAY_CELLS, cell * DIRS + dir);
  if (piece === 0 || (piece & BLACK_BIT) !== colourBit) return false;
  return DIR_DIAGONAL[dir] === 1 ? SLIDES_DIAGONAL[piece] === 1 : SLIDES_ORTHOGONAL[piece] === 1;
}

/** Whether the side to move is in check, cached per ply in pos.checkState. */
export function sideInCheck(pos: Position): boolean {
  let state = pos.checkState[pos.gamePly];
  if (state < 0) {
    state = isAttacked(pos, pos.kingCell[pos.stm], pos.stm ^ 1) ? 1 : 0;
    pos.checkState[pos.gamePly] = state;
  }
  return state === 1;
}

/** Cells of the pieces of colour `by` attacking `cell` (for display; allocates, not for hot code). */
export function attackersOf(pos: Position, cell: Cell, by: Player): Cell[] {
  const found: Cell[] = [];
  const board = pos.board;
  const saved = board.slice();
  const colourBit = by === 0 ? 0 : BLACK_BIT;
  // Test each candidate alone: every other piece of `by` becomes an enemy pawn, which still blocks but never counts.
  for (let from = 0; from < CELLS; from++) {
    const piece = saved[from];
    if (piece === 0 || (piece & BLACK_BIT) !== colourBit) continue;
    for (let other = 0; other < CELLS; other++) {
      if (other !== from && saved[other] !== 0 && (saved[other] & BLACK_BIT) === colourBit) {
        board[other] = PAWN | (colourBit ^ BLACK_BIT);
      }
    }
    if (isAttacked(pos, cell, by)) found.push(from);
    board.set(saved);
  }
  return found;
}
