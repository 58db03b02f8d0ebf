// Static exchange evaluation: whether the captures and recaptures on a move's target cell, each side taking with its
// cheapest man and free to stop, net the mover at least a threshold (Stockfish's `see_ge` swap loop). The board is
// lifted in place man by man and put back before returning; attackers come from the attack tables attacks.ts reads
// (pawn attackers, leaps, rays), and a ray is walked on past a man that has taken part, so sliders behind it join in
// (x-rays). Pins are ignored. Piece values are the evaluation's material: `normal`'s middlegame and endgame values
// blended by the position's phase, M.S.G.'s one value per kind. The position's bit sets (position.ts) spare the walks
// that find nothing: an opponent with no man that could ever take on the target, a ray with no man on it, a kind with
// no man on the cells it would attack from. No allocation per call.
import type { Move } from '../../src/core/types';
import { exchangeHolds } from '../common/exchange-swap';
import * as moveModule from './move';
import msgParams from './msg-params.json';
import normalParams from './params.json';
import * as piecesModule from '../common/fide-pieces';
import type { Position } from './position';
import * as topologyModule from './topology';

// Imported constants copied for hot loops (why: CONTRIBUTING.md, Hot code).
const { ARG_SHIFT, KIND_SHIFT, MOVE_CASTLE, MOVE_EN_PASSANT, MOVE_MERGE, MOVE_PROMOTION, TO_SHIFT } = moveModule;
const { BISHOP, BLACK_BIT, KING, KIND_MASK, KNIGHT, PAWN, PHASE_MAX, QUEEN, ROOK } = piecesModule;
const { CELLS, DIRS, DIR_DIAGONAL, KING_TARGETS, KNIGHT_TARGETS, PAWN_ATTACKERS, PAWN_PUSH, RAY_CELLS, RAY_OFFSET } =
  topologyModule;
const { KING_BITS, KNIGHT_BITS, PAWN_ATTACKER_BITS, RAY_BITS } = topologyModule;

const { offset: PAWN_ATTACKER_OFFSET, cells: PAWN_ATTACKER_CELLS } = PAWN_ATTACKERS;
const { offset: KNIGHT_OFFSET, cells: KNIGHT_CELLS } = KNIGHT_TARGETS;
const { offset: KING_OFFSET, cells: KING_CELLS } = KING_TARGETS;

/**
 * The cells on a cell's diagonal rays and on its orthogonal rays, as sets (2 * cell + w): where a bishop or queen,
 * and a rook or queen, must stand to attack the cell, now or once the men between have taken part.
 */
const DIAGONAL_LINE_BITS = new Int32Array(2 * CELLS);
const ORTHOGONAL_LINE_BITS = new Int32Array(2 * CELLS);
for (let cell = 0; cell < CELLS; cell++) {
  for (let dir = 0; dir < DIRS; dir++) {
    const lines = DIR_DIAGONAL[dir] === 1 ? DIAGONAL_LINE_BITS : ORTHOGONAL_LINE_BITS;
    lines[2 * cell] |= RAY_BITS[2 * (cell * DIRS + dir)];
    lines[2 * cell + 1] |= RAY_BITS[2 * (cell * DIRS + dir) + 1];
  }
}

/**
 * Whether a man of colour `colour` (0 or BLACK_BIT) stands where it attacks `target` or could once men between have
 * left: a pawn, knight or king attacking it, or a slider on one of its lines.
 */
function canEverAttack(bits: Int32Array, target: number, colour: number, side: number): boolean {
  const pawns = 2 * (PAWN | colour);
  const knights = 2 * (KNIGHT | colour);
  const kings = 2 * (KING | colour);
  const bishops = 2 * (BISHOP | colour);
  const rooks = 2 * (ROOK | colour);
  const queens = 2 * (QUEEN | colour);
  const pawnIndex = 2 * (side * CELLS + target);
  const cell = 2 * target;
  for (let w = 0; w < 2; w++) {
    if (
      ((bits[pawns + w] & PAWN_ATTACKER_BITS[pawnIndex + w]) |
        (bits[knights + w] & KNIGHT_BITS[cell + w]) |
        (bits[kings + w] & KING_BITS[cell + w]) |
        ((bits[bishops + w] | bits[queens + w]) & DIAGONAL_LINE_BITS[cell + w]) |
        ((bits[rooks + w] | bits[queens + w]) & ORTHOGONAL_LINE_BITS[cell + w])) !==
      0
    )
      return true;
  }
  return false;
}

/** Rows of a value table: one per game phase 0 .. PHASE_MAX, 8 kinds a row (index phase * 8 + kind). */
const PHASE_ROWS = PHASE_MAX + 1;

/** A value table whose every phase row holds `mg` blended with `eg` as the evaluation blends them. */
function taperedValues(mg: readonly number[], eg: readonly number[]): Int32Array {
  const table = new Int32Array(PHASE_ROWS * 8);
  for (let phase = 0; phase < PHASE_ROWS; phase++) {
    for (let kind = PAWN; kind <= KING; kind++) {
      table[phase * 8 + kind] = ((mg[kind] * phase + eg[kind] * (PHASE_MAX - phase)) / PHASE_MAX) | 0;
    }
  }
  return table;
}

/** `normal`'s (and every FIDE board's) exchange values: its material, tapered by phase. The king counts 0. */
export const FIDE_SEE_VALUES = taperedValues(normalParams.material.valueMg, normalParams.material.valueEg);
/** M.S.G.'s exchange values: its own material (msgMaterial), the same in every phase. */
export const MSG_SEE_VALUES = taperedValues(msgParams.msgMaterial.value, msgParams.msgMaterial.value);

// Scratch: the men lifted from the board (to put back), and per direction the index in RAY_CELLS of the first man on
// the ray from the target cell (the ray's end when there is none).
const liftedCells = new Int32Array(CELLS);
const liftedMen = new Uint8Array(CELLS);
let liftedCount = 0;
/**
 * The bit sets of the position being exchanged on (position.ts), as they were before any man was lifted: a man missing
 * from them is not on the board, so they tell where no walk or search is needed.
 */
let bits = new Int32Array(0);
const rayFirst = new Int32Array(DIRS);
const rayEnd = new Int32Array(DIRS);

function lift(board: Uint8Array, cell: number): void {
  liftedCells[liftedCount] = cell;
  liftedMen[liftedCount++] = board[cell];
  board[cell] = 0;
}

function putBack(board: Uint8Array): void {
  while (liftedCount > 0) {
    liftedCount--;
    board[liftedCells[liftedCount]] = liftedMen[liftedCount];
  }
}

/** Index in RAY_CELLS of the first man at or after `index` on a ray ending at `end` (`end` when none). */
function firstMan(board: Uint8Array, index: number, end: number): number {
  while (index < end && board[RAY_CELLS[index]] === 0) index++;
  return index;
}

/** Lifts the man on `cell` and walks on every ray whose first man it was (on a cylinder a rank's two rays may meet). */
function liftAttacker(board: Uint8Array, cell: number): void {
  lift(board, cell);
  for (let dir = 0; dir < DIRS; dir++) {
    const first = rayFirst[dir];
    if (first < rayEnd[dir] && RAY_CELLS[first] === cell) rayFirst[dir] = firstMan(board, first + 1, rayEnd[dir]);
  }
}

/**
 * The first man of `piece` on the cells `offsets`/`cells` list for `index`, or -1; `table` is the list as sets
 * (targetBits), which answers at once when no such man stood there before the exchange.
 */
function cellOfMan(
  board: Uint8Array,
  piece: number,
  offsets: Int32Array,
  cells: Int32Array,
  table: Int32Array,
  index: number,
): number {
  if (((bits[2 * piece] & table[2 * index]) | (bits[2 * piece + 1] & table[2 * index + 1])) === 0) return -1;
  for (let i = offsets[index], end = offsets[index + 1]; i < end; i++) {
    if (board[cells[i]] === piece) return cells[i];
  }
  return -1;
}

/**
 * The cell of `side`'s cheapest slider first on a ray from the target along a line it moves on, or -1: a bishop, else a
 * rook, else a queen, each the first in direction order.
 */
function cheapestSlider(board: Uint8Array, colour: number): number {
  const bishop = BISHOP | colour;
  const rook = ROOK | colour;
  const queen = QUEEN | colour;
  let rookCell = -1;
  let queenCell = -1;
  for (let dir = 0; dir < DIRS; dir++) {
    const first = rayFirst[dir];
    if (first >= rayEnd[dir]) continue;
    const cell = RAY_CELLS[first];
    const man = board[cell];
    if (man === queen) {
      if (queenCell < 0) queenCell = cell;
    } else if (DIR_DIAGONAL[dir] === 1) {
      if (man === bishop) return cell;
    } else if (man === rook && rookCell < 0) rookCell = cell;
  }
  return rookCell >= 0 ? rookCell : queenCell;
}

/** The cell of `side`'s cheapest man attacking `target` on the board as lifted so far, or -1. */
function cheapestAttacker(board: Uint8Array, target: number, side: number): number {
  const colour = side === 0 ? 0 : BLACK_BIT;
  const pawnIndex = side * CELLS + target;
  let cell = cellOfMan(board, PAWN | colour, PAWN_ATTACKER_OFFSET, PAWN_ATTACKER_CELLS, PAWN_ATTACKER_BITS, pawnIndex);
  if (cell >= 0) return cell;
  cell = cellOfMan(board, KNIGHT | colour, KNIGHT_OFFSET, KNIGHT_CELLS, KNIGHT_BITS, target);
  if (cell >= 0) return cell;
  cell = cheapestSlider(board, colour);
  if (cell >= 0) return cell;
  return cellOfMan(board, KING | colour, KING_OFFSET, KING_CELLS, KING_BITS, target);
}

/**
 * Whether the exchange `move` starts on its target cell nets the mover at least `threshold` (centipawns of `values`,
 * FIDE_SEE_VALUES or MSG_SEE_VALUES). The captured man of en passant is lifted from its own cell; a promotion gains
 * the new piece less the pawn, and the new piece is what the opponent can take (later recaptures by pawns onto the
 * last rank count as pawns). Castling, and M.S.G.'s merges, splits and gallops, which capture nothing, count as an
 * exchange of 0. Pinned men take part as if free; a king takes only when the other side has no attacker left.
 */
export function seeAtLeast(pos: Position, move: Move, threshold: number, values: Int32Array): boolean {
  const kind = (move >> KIND_SHIFT) & 7;
  if (kind === MOVE_CASTLE || kind >= MOVE_MERGE) return threshold <= 0;
  const board = pos.board;
  const from = move & 63;
  const to = (move >> TO_SHIFT) & 63;
  const row = (pos.phase < PHASE_MAX ? pos.phase : PHASE_MAX) * 8;
  const mover = board[from];
  const us = (mover & BLACK_BIT) === 0 ? 0 : 1;
  const captureCell = kind === MOVE_EN_PASSANT ? PAWN_PUSH[(us ^ 1) * CELLS + to] : to;
  let onTarget = mover & KIND_MASK;
  let swap = values[row + (board[captureCell] & KIND_MASK)] - threshold;
  if (kind === MOVE_PROMOTION) {
    onTarget = (move >> ARG_SHIFT) & 7;
    swap += values[row + onTarget] - values[row + PAWN];
  }
  if (swap < 0) return false;
  swap = values[row + onTarget] - swap;
  if (swap <= 0) return true;
  // No man of the opponent's can take on the target, now or later: the mover keeps what it won.
  if (!canEverAttack(pos.bits, to, us === 0 ? BLACK_BIT : 0, us ^ 1)) return true;

  bits = pos.bits;
  lift(board, from);
  if (captureCell !== to) lift(board, captureCell);
  // Both colours' men (position.ts): a ray that holds none needs no walk.
  const men0 = bits[0] | bits[2 * BLACK_BIT];
  const men1 = bits[1] | bits[2 * BLACK_BIT + 1];
  const rays = to * DIRS;
  for (let dir = 0; dir < DIRS; dir++) {
    const ray = rays + dir;
    const end = RAY_OFFSET[ray + 1];
    rayEnd[dir] = end;
    rayFirst[dir] =
      ((RAY_BITS[2 * ray] & men0) | (RAY_BITS[2 * ray + 1] & men1)) === 0 ? end : firstMan(board, RAY_OFFSET[ray], end);
  }
  const holds = exchangeHolds(board, to, us, swap, values, row, KIND_MASK, KING, cheapestAttacker, liftAttacker);
  putBack(board);
  return holds;
}
