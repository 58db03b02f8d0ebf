// Pseudo-legal move generation from tables only: pawn step tables, leap CSR lists, and straight rays of the topology,
// for the mover's men as the position's bit sets list them. Legality (own king left attacked) is decided by makeMove;
// castling checks its path here.
import * as rulesModule from '../../src/core/rules';
import type { GenMode } from '../../src/core/rules';
import * as attacksModule from './attacks';
import * as msgModule from './msg';
import * as piecesModule from '../common/fide-pieces';
import * as positionModule from './position';
import type { Position } from './position';
import * as moveModule from './move';
import * as topologyModule from './topology';
import * as promotionsModule from '../common/promotions';

// Imported constants copied for hot loops (why: CONTRIBUTING.md, Hot code).
const { addPromotions, promotionChoices } = promotionsModule;
const { GEN_ALL } = rulesModule;
const { isAttacked, sideInCheck } = attacksModule;
const { lowestCell } = positionModule;
const { BISHOP, BLACK_BIT, KING, KNIGHT, KIND_MASK, PAWN, QUEEN, ROOK } = piecesModule;
const {
  ARG_SHIFT,
  EXTRA1_SHIFT,
  EXTRA2_SHIFT,
  KIND_SHIFT,
  MOVE_CASTLE,
  MOVE_DOUBLE,
  MOVE_EN_PASSANT,
  MOVE_GALLOP,
  MOVE_MERGE,
  MOVE_PROMOTION,
  MOVE_SPLIT,
  TO_SHIFT,
} = moveModule;
const {
  CATALYST_KING,
  MAX_GALLOPS,
  MECH_GALLOP,
  MECH_MERGE,
  MECH_SPLIT,
  MERGE_FIRST,
  MERGE_SECOND,
  ORTHOGONAL_TARGETS,
  SPLIT_HIGH,
  SPLIT_KIND,
  SPLIT_LOW,
} = msgModule;
const {
  CASTLE_EMPTY,
  CASTLE_KING_TO,
  CASTLE_PASS,
  CELLS,
  DIRS,
  KING_HOME,
  KING_TARGETS,
  KNIGHT_TARGETS,
  PAWN_CAPTURES,
  PAWN_DOUBLE,
  PAWN_FORBIDDEN,
  PAWN_PROMOTES,
  PAWN_PUSH,
  RAY_BITS,
  RAY_CELLS,
  RAY_OFFSET,
  SEVERAL_LINES,
  SLIDE_DIRS,
} = topologyModule;

const { offset: KNIGHT_OFFSET, cells: KNIGHT_CELLS } = KNIGHT_TARGETS;
const { offset: KING_OFFSET, cells: KING_CELLS } = KING_TARGETS;
const { offset: PAWN_CAPTURE_OFFSET, cells: PAWN_CAPTURE_CELLS } = PAWN_CAPTURES;
const { offset: ORTHOGONAL_OFFSET, cells: ORTHOGONAL_CELLS } = ORTHOGONAL_TARGETS;

const PROMOTION_BASE = MOVE_PROMOTION << KIND_SHIFT;
const DOUBLE_BASE = MOVE_DOUBLE << KIND_SHIFT;
const EN_PASSANT_BASE = MOVE_EN_PASSANT << KIND_SHIFT;
const CASTLE_BASE = MOVE_CASTLE << KIND_SHIFT;
const MERGE_BASE = MOVE_MERGE << KIND_SHIFT;
const SPLIT_BASE = MOVE_SPLIT << KIND_SHIFT;
const GALLOP_BASE = MOVE_GALLOP << KIND_SHIFT;

/** What a pawn may become, best first. */
const PROMOTIONS = promotionChoices([QUEEN, KNIGHT, ROOK, BISHOP], ARG_SHIFT);

/** Fills out[start ..] with pseudo-legal moves (GEN_NOISY: captures and promotions only); returns how many. */
export function generateMoves(pos: Position, out: Int32Array, start: number, mode: GenMode): number {
  const board = pos.board;
  const us = pos.stm;
  const usBit = us === 0 ? 0 : BLACK_BIT;
  const quiet = mode === GEN_ALL;
  const ep = pos.epCell;
  // M.S.G. moves onto own pieces are quiet moves: generated with GEN_ALL only.
  const ownTargets = quiet && pos.mechanics !== 0;
  let n = start;
  // The mover's men in cell order: its colour's bit set (position.ts), low word then high word.
  for (let word = 0; word < 2; word++) {
    for (let men = pos.bits[2 * usBit + word]; men !== 0; men &= men - 1) {
      const from = (word << 5) | lowestCell(men);
      switch (board[from] & KIND_MASK) {
        case PAWN: {
          const index = us * CELLS + from;
          const push = PAWN_PUSH[index];
          if (board[push] === 0) {
            if (PAWN_PROMOTES[us * CELLS + push] === 1) {
              n = addPromotions(out, n, PROMOTION_BASE | from | (push << TO_SHIFT), PROMOTIONS);
            } else if (quiet) {
              out[n++] = from | (push << TO_SHIFT);
              const double = PAWN_DOUBLE[index];
              if (double >= 0 && board[double] === 0) out[n++] = DOUBLE_BASE | from | (double << TO_SHIFT);
            }
          }
          for (let i = PAWN_CAPTURE_OFFSET[index], end = PAWN_CAPTURE_OFFSET[index + 1]; i < end; i++) {
            const to = PAWN_CAPTURE_CELLS[i];
            const target = board[to];
            if (target !== 0) {
              if ((target & BLACK_BIT) === usBit) {
                if (ownTargets) n = generateOwnTarget(pos, out, n, from, to);
                continue;
              }
              if (PAWN_PROMOTES[us * CELLS + to] === 1)
                n = addPromotions(out, n, PROMOTION_BASE | from | (to << TO_SHIFT), PROMOTIONS);
              else out[n++] = from | (to << TO_SHIFT);
            } else if (to === ep) {
              out[n++] = EN_PASSANT_BASE | from | (to << TO_SHIFT);
            }
          }
          break;
        }
        case KNIGHT:
          n = generateLeaps(pos, out, n, from, KNIGHT_OFFSET, KNIGHT_CELLS, usBit, quiet, ownTargets);
          break;
        case BISHOP:
          n = generateSlides(pos, out, n, from, 0, 4, usBit, quiet, ownTargets);
          break;
        case ROOK:
          n = generateSlides(pos, out, n, from, 4, 8, usBit, quiet, ownTargets);
          break;
        case QUEEN:
          n = generateSlides(pos, out, n, from, 0, 8, usBit, quiet, ownTargets);
          break;
        case KING:
          n = generateLeaps(pos, out, n, from, KING_OFFSET, KING_CELLS, usBit, quiet, ownTargets);
          if (quiet && from === KING_HOME[us] && (pos.castling & (us === 0 ? 3 : 12)) !== 0) {
            n = generateCastles(pos, out, n, from);
          }
          break;
      }
    }
  }
  if (SEVERAL_LINES) n = keepEachMoveOnce(out, start, n);
  return n - start;
}

/** A knight's or king's moves from `from`: one leap list of the topology (CSR offsets and cells). */
function generateLeaps(
  pos: Position,
  out: Int32Array,
  n: number,
  from: number,
  offsets: Int32Array,
  cells: Int32Array,
  usBit: number,
  quiet: boolean,
  ownTargets: boolean,
): number {
  const board = pos.board;
  for (let i = offsets[from], end = offsets[from + 1]; i < end; i++) {
    const to = cells[i];
    const target = board[to];
    if (target === 0 ? quiet : (target & BLACK_BIT) !== usBit) out[n++] = from | (to << TO_SHIFT);
    else if (ownTargets && target !== 0) n = generateOwnTarget(pos, out, n, from, to);
  }
  return n;
}

function generateSlides(
  pos: Position,
  out: Int32Array,
  n: number,
  from: number,
  firstDir: number,
  lastDir: number,
  usBit: number,
  quiet: boolean,
  ownTargets: boolean,
): number {
  const board = pos.board;
  const base = from * DIRS;
  // Captures alone: a ray holding no enemy man (position.ts's colour sets) gives none.
  const noisy = !quiet && !ownTargets;
  const enemies = 2 * (usBit ^ BLACK_BIT);
  const enemies0 = pos.bits[enemies];
  const enemies1 = pos.bits[enemies + 1];
  for (let d = firstDir; d < lastDir; d++) {
    const index = base + SLIDE_DIRS[d];
    if (noisy && ((RAY_BITS[2 * index] & enemies0) | (RAY_BITS[2 * index + 1] & enemies1)) === 0) continue;
    for (let i = RAY_OFFSET[index], end = RAY_OFFSET[index + 1]; i < end; i++) {
      const to = RAY_CELLS[i];
      const target = board[to];
      if (target === 0) {
        if (quiet) out[n++] = from | (to << TO_SHIFT);
        continue;
      }
      if ((target & BLACK_BIT) !== usBit) out[n++] = from | (to << TO_SHIFT);
      else if (ownTargets) n = generateOwnTarget(pos, out, n, from, to);
      break;
    }
  }
  return n;
}

/** The last generateMoves call that kept each from-to pair (move & 4095), for keepEachMoveOnce. */
const MOVE_SEEN = new Int32Array(64 * 64);
let moveStamp = 0;

/**
 * Where two cells can share two lines (SEVERAL_LINES) a slider may reach a cell both ways round, so its move is
 * listed twice: each plain move of out[first .. end) is kept once; returns the new end. Promotions, castling and en
 * passant are never listed twice (pawn and king tables hold each target once) and are kept as they are; M.S.G.'s
 * moves onto own men are refused on such boards by Chess8Rules.
 */
function keepEachMoveOnce(out: Int32Array, first: number, end: number): number {
  if (++moveStamp === 0x7fffffff) {
    MOVE_SEEN.fill(0);
    moveStamp = 1;
  }
  const stamp = moveStamp;
  let kept = first;
  for (let i = first; i < end; i++) {
    const move = out[i];
    if (move >> KIND_SHIFT === 0) {
      if (MOVE_SEEN[move] === stamp) continue;
      MOVE_SEEN[move] = stamp;
    }
    out[kept++] = move;
  }
  return kept;
}

/** Castling: right held, cells between empty, king not in check and not passing an attacked cell. */
function generateCastles(pos: Position, out: Int32Array, n: number, from: number): number {
  const us = pos.stm;
  const board = pos.board;
  for (let right = us * 2; right < us * 2 + 2; right++) {
    if ((pos.castling & (1 << right)) === 0) continue;
    let clear = true;
    for (let i = right * 3; i < right * 3 + 3; i++) {
      const cell = CASTLE_EMPTY[i];
      if (cell >= 0 && board[cell] !== 0) clear = false;
    }
    if (!clear || sideInCheck(pos) || isAttacked(pos, CASTLE_PASS[right], us ^ 1)) continue;
    out[n++] = CASTLE_BASE | from | (CASTLE_KING_TO[right] << TO_SHIFT);
  }
  return n;
}

/**
 * M.S.G.: the moves of the piece on `from` onto the own piece on `to` (reached along its capturing geometry): a gallop
 * when both are knights, a split when either is a queen or king, else a merge.
 */
function generateOwnTarget(pos: Position, out: Int32Array, n: number, from: number, to: number): number {
  const board = pos.board;
  const mover = board[from] & KIND_MASK;
  const held = board[to] & KIND_MASK;
  const pair = mover * 8 + held;
  const base = from | (to << TO_SHIFT);
  if (mover === KNIGHT && held === KNIGHT) {
    if ((pos.mechanics & MECH_GALLOP) === 0 || pos.gallops[pos.stm] >= MAX_GALLOPS) return n;
    for (let i = KNIGHT_OFFSET[to], end = KNIGHT_OFFSET[to + 1]; i < end; i++) {
      const landing = KNIGHT_CELLS[i];
      if (landing !== from && board[landing] === 0) out[n++] = GALLOP_BASE | base | (landing << EXTRA1_SHIFT);
    }
    return n;
  }
  if (mover === QUEEN || mover === KING || held === QUEEN || held === KING) {
    const split = SPLIT_KIND[pair];
    if (split === 0 || (pos.mechanics & MECH_SPLIT) === 0) return n;
    const high = SPLIT_HIGH[split];
    const low = SPLIT_LOW[split];
    const offsets = CATALYST_KING[pair] === 1 ? KING_OFFSET : ORTHOGONAL_OFFSET;
    const cells = CATALYST_KING[pair] === 1 ? KING_CELLS : ORTHOGONAL_CELLS;
    const moveBase = SPLIT_BASE | base | (split << ARG_SHIFT);
    const first = offsets[to];
    const end = offsets[to + 1];
    // The new pieces go on two distinct empty cells next to `to` (the vacated origin counts as empty); pawns never
    // on a back rank. Equal pieces are one unordered pair; different ones are placed both ways.
    for (let i = first; i < end; i++) {
      const highCell = cells[i];
      if ((board[highCell] !== 0 && highCell !== from) || (high === PAWN && PAWN_FORBIDDEN[highCell] === 1)) continue;
      for (let j = high === low ? i + 1 : first; j < end; j++) {
        const lowCell = cells[j];
        if (j === i || (board[lowCell] !== 0 && lowCell !== from) || (low === PAWN && PAWN_FORBIDDEN[lowCell] === 1))
          continue;
        out[n++] = moveBase | (highCell << EXTRA1_SHIFT) | (lowCell << EXTRA2_SHIFT);
      }
    }
    return n;
  }
  if ((pos.mechanics & MECH_MERGE) === 0) return n;
  const first = MERGE_FIRST[pair];
  if (first !== 0) out[n++] = MERGE_BASE | base | (first << ARG_SHIFT);
  const second = MERGE_SECOND[pair];
  if (second !== 0) out[n++] = MERGE_BASE | base | (second << ARG_SHIFT);
  return n;
}
