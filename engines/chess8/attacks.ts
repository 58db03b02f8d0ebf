// Attack tests by reverse lookup from the target cell: the pawn-attacker and leap tables' cells against the position's
// bit sets, then one walk per direction that holds a slider of the attacker's that moves along it, stopping at the
// first piece. Used for check, castling paths and legality after makeMove.
import type { Cell, Move, Player } from '../../src/core/types';
import * as moveModule from './move';
import * as msgModule from './msg';
import * as piecesModule from '../common/fide-pieces';
import * as scanModule from '../common/target-scan';
import { recountBits } from './position';
import type { Position } from './position';
import * as topologyModule from './topology';

// Imported constants copied for hot loops (why: CONTRIBUTING.md, Hot code).
const { BISHOP, BLACK_BIT, KING, KIND_MASK, KNIGHT, PAWN, QUEEN, ROOK } = piecesModule;
const { SLIDES_DIAGONAL, SLIDES_ORTHOGONAL } = piecesModule;
const { ARG_SHIFT, EXTRA1_SHIFT, EXTRA2_SHIFT, KIND_SHIFT, MOVE_CASTLE, MOVE_EN_PASSANT } = moveModule;
const { MOVE_GALLOP, MOVE_MERGE, MOVE_PROMOTION, MOVE_SPLIT, TO_SHIFT } = moveModule;
const { CATALYST_MOVES, SPLIT_HIGH, SPLIT_LOW } = msgModule;
const { firstOnLine } = scanModule;
const { CELLS, DIRS, DIR_DIAGONAL, KING_BITS, KNIGHT_BITS, LINE_MASK, PAWN_ATTACKER_BITS, RAY_BITS, RAY_CELLS } =
  topologyModule;
const { RAY_OFFSET } = topologyModule;

/** Whether a man of code `piece` stands on one of the cells of entry `index` of `table` (a targetBits table). */
function anyOnCells(bits: Int32Array, piece: number, table: Int32Array, index: number): boolean {
  return ((bits[2 * piece] & table[2 * index]) | (bits[2 * piece + 1] & table[2 * index + 1])) !== 0;
}

/** Whether any piece of colour `by` attacks `cell` on the current board. */
export function isAttacked(pos: Position, cell: Cell, by: Player): boolean {
  const board = pos.board;
  const bits = pos.bits;
  const colourBit = by === 0 ? 0 : BLACK_BIT;
  if (anyOnCells(bits, PAWN | colourBit, PAWN_ATTACKER_BITS, by * CELLS + cell)) return true;
  if (anyOnCells(bits, KNIGHT | colourBit, KNIGHT_BITS, cell)) return true;
  if (anyOnCells(bits, KING | colourBit, KING_BITS, cell)) return true;
  // The sliders of `by` that move diagonally (low, high word) and orthogonally: only rays holding one are walked.
  const queens = 2 * (QUEEN | colourBit);
  const bishops = 2 * (BISHOP | colourBit);
  const rooks = 2 * (ROOK | colourBit);
  const diagonal0 = bits[queens] | bits[bishops];
  const diagonal1 = bits[queens + 1] | bits[bishops + 1];
  const orthogonal0 = bits[queens] | bits[rooks];
  const orthogonal1 = bits[queens + 1] | bits[rooks + 1];
  let index = cell * DIRS;
  for (let dir = 0; dir < DIRS; dir++, index++) {
    const diagonal = DIR_DIAGONAL[dir] === 1;
    if (
      ((RAY_BITS[2 * index] & (diagonal ? diagonal0 : orthogonal0)) |
        (RAY_BITS[2 * index + 1] & (diagonal ? diagonal1 : orthogonal1))) ===
      0
    )
      continue;
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

/**
 * pos.checkState after an ordinary move (a step, capture, double step or promotion; not castling or en passant), not
 * yet known: sideInCheck may then test only what the move changed (movedIntoCheck).
 */
export const CHECK_AFTER_MOVE = -2;

/**
 * Whether the side to move is in check, cached per ply in pos.checkState (-1 or CHECK_AFTER_MOVE: not yet known, 0 no,
 * 1 yes).
 */
export function sideInCheck(pos: Position): boolean {
  const ply = pos.gamePly;
  let state = pos.checkState[ply];
  if (state < 0) {
    const king = pos.kingCell[pos.stm];
    const by = pos.stm ^ 1;
    const attacked =
      state === CHECK_AFTER_MOVE ? movedIntoCheck(pos, king, pos.undoMove[ply - 1], by) : isAttacked(pos, king, by);
    state = attacked ? 1 : 0;
    pos.checkState[ply] = state;
  }
  return state === 1;
}

/**
 * isAttacked(pos, king, by) right after `by` played the ordinary `move`, given that `by` did not attack `king` before
 * it (the side not to move is never in check): only the man now on the move's target, as a leaper, or a slider on one
 * of the king's lines through the move's two cells can attack it now.
 */
function movedIntoCheck(pos: Position, king: Cell, move: Move, by: Player): boolean {
  const bits = pos.bits;
  const from = move & 63;
  const to = (move >> TO_SHIFT) & 63;
  const man = pos.board[to];
  const kind = man & KIND_MASK;
  if (kind === PAWN) {
    if (anyOnCells(bits, man, PAWN_ATTACKER_BITS, by * CELLS + king)) return true;
  } else if (kind === KNIGHT) {
    if (anyOnCells(bits, man, KNIGHT_BITS, king)) return true;
  } else if (kind === KING) {
    if (anyOnCells(bits, man, KING_BITS, king)) return true;
  }
  for (let lines = LINE_MASK[king * CELLS + to] | LINE_MASK[king * CELLS + from]; lines !== 0;) {
    const dir = 31 - Math.clz32(lines);
    lines ^= 1 << dir;
    if (isAttackedAlong(pos, king, dir, by)) return true;
  }
  return false;
}

/** Whether bit `cell` is set in entry `index` of a targetBits table. */
function listsCell(table: Int32Array, index: number, cell: number): boolean {
  return ((table[2 * index + (cell >> 5)] >>> cell) & 1) !== 0;
}

/** Whether a man of code `man` of the side to move, standing on `cell`, attacks `king` as a pawn, knight or king. */
function leapsOnto(man: number, cell: number, king: number, us: number): boolean {
  const kind = man & KIND_MASK;
  if (kind === PAWN) return listsCell(PAWN_ATTACKER_BITS, us * CELLS + king, cell);
  if (kind === KNIGHT) return listsCell(KNIGHT_BITS, king, cell);
  return kind === KING && listsCell(KING_BITS, king, cell);
}

/**
 * Whether the side to move's move, if legal, leaves the opponent in check: 1 or 0, told before it is played, as
 * movedIntoCheck tells it after an ordinary move: since the opponent's king was not attacked before, only a man the
 * move puts on a cell (as a leaper) or a slider on one of the king's lines through a cell the move changes can attack
 * it now, on the board the move leaves. A move leaves `from` and puts `man` on `to` (a step, capture, double step,
 * promotion, merge or gallop), and a split also puts `man2` and `man3` on its two placement cells (which may be
 * `from`). -1 for castling and en passant (not known unless played).
 */
export function givesCheck(pos: Position, move: Move): number {
  const kind = (move >> KIND_SHIFT) & 7;
  if (kind === MOVE_EN_PASSANT || kind === MOVE_CASTLE) return -1;
  const board = pos.board;
  const from = move & 63;
  let to = (move >> TO_SHIFT) & 63;
  const us = pos.stm;
  const colourBit = us === 0 ? 0 : BLACK_BIT;
  const king = pos.kingCell[us ^ 1];
  let man = board[from];
  let to2 = -1;
  let man2 = 0;
  let to3 = -1;
  let man3 = 0;
  if (kind === MOVE_PROMOTION || kind === MOVE_MERGE) man = colourBit | ((move >> ARG_SHIFT) & 7);
  else if (kind === MOVE_GALLOP) to = (move >> EXTRA1_SHIFT) & 63;
  else if (kind === MOVE_SPLIT) {
    const split = (move >> ARG_SHIFT) & 7;
    if (CATALYST_MOVES[(man & KIND_MASK) * 8 + (board[to] & KIND_MASK)] !== 1) man = board[to];
    to2 = (move >> EXTRA1_SHIFT) & 63;
    man2 = colourBit | SPLIT_HIGH[split];
    to3 = (move >> EXTRA2_SHIFT) & 63;
    man3 = colourBit | SPLIT_LOW[split];
  }
  if (leapsOnto(man, to, king, us)) return 1;
  let lines = LINE_MASK[king * CELLS + to] | LINE_MASK[king * CELLS + from];
  if (to2 >= 0) {
    if (leapsOnto(man2, to2, king, us) || leapsOnto(man3, to3, king, us)) return 1;
    lines |= LINE_MASK[king * CELLS + to2] | LINE_MASK[king * CELLS + to3];
  }
  while (lines !== 0) {
    const dir = 31 - Math.clz32(lines);
    lines ^= 1 << dir;
    // The first man on the ray from the king on the board the move leaves.
    const index = king * DIRS + dir;
    for (let i = RAY_OFFSET[index], end = RAY_OFFSET[index + 1]; i < end; i++) {
      const cell = RAY_CELLS[i];
      const piece = cell === to ? man : cell === to2 ? man2 : cell === to3 ? man3 : cell === from ? 0 : board[cell];
      if (piece === 0) continue;
      if (
        (piece & BLACK_BIT) === colourBit &&
        (DIR_DIAGONAL[dir] === 1 ? SLIDES_DIAGONAL[piece] === 1 : SLIDES_ORTHOGONAL[piece] === 1)
      )
        return 1;
      break;
    }
  }
  return 0;
}

/** Cells of the pieces of colour `by` attacking `cell` (for display; allocates, not for hot code). */
export function attackersOf(pos: Position, cell: Cell, by: Player): Cell[] {
  const found: Cell[] = [];
  const board = pos.board;
  const saved = board.slice();
  const savedBits = pos.bits.slice();
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
    recountBits(pos);
    if (isAttacked(pos, cell, by)) found.push(from);
    board.set(saved);
    pos.bits.set(savedBits);
  }
  return found;
}
