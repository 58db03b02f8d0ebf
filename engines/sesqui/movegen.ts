// Pseudo-legal move generation on the ring from tables only. Both senses of a slide or leap line can reach the
// same cell, a queen's slides and leap lines overlap, and the 24-leap may repeat either: every destination is
// generated once (one move per from-to), tracked by a stamp per cell so nothing needs clearing.
import * as rulesModule from '../../src/core/rules';
import type { GenMode } from '../../src/core/rules';
import * as piecesModule from '../common/fide-pieces';
import * as moveModule from '../common/piece-move';
import type { PiecePosition as Position } from '../common/piece-position';
import * as topologyModule from './topology';
import * as promotionsModule from '../common/promotions';

// Imported constants copied for hot loops (why: CONTRIBUTING.md, Hot code).
const { addPromotions, promotionChoices } = promotionsModule;
const { GEN_ALL } = rulesModule;
const { BISHOP, BLACK_BIT, KING, KIND_MASK, KNIGHT, PAWN, QUEEN, ROOK } = piecesModule;
const { PROMOTION_SHIFT, TO_SHIFT } = moveModule;
const {
  CELLS,
  KING_TARGETS,
  KNIGHT_TARGETS,
  LEAP_LINES,
  OPPOSITE,
  PAWN_LEAP,
  PAWN_START,
  PAWN_STEP,
  PROMOTES,
  SLIDES,
} = topologyModule;

const { offset: KNIGHT_OFFSET, cells: KNIGHT_CELLS } = KNIGHT_TARGETS;
const { offset: KING_OFFSET, cells: KING_CELLS } = KING_TARGETS;
const { offset: SLIDE_OFFSET, cells: SLIDE_CELLS } = SLIDES;
const { offset: LINE_OFFSET, cells: LINE_CELLS } = LEAP_LINES;

/** The longest pseudo-legal move list a position can give (sizes the search buffers). */
export const MAX_MOVES = 256;

/** generated[cell] === stamp: the current slider already has a move to that cell. */
const generated = new Int32Array(CELLS);
let stamp = 0;

/** What a pawn may become, best first. */
const PROMOTIONS = promotionChoices([QUEEN, KNIGHT, ROOK, BISHOP], PROMOTION_SHIFT);

/** Fills out[start ..] with pseudo-legal moves (GEN_NOISY: captures and promotions only); returns how many. */
export function generateMoves(pos: Position, out: Int32Array, start: number, mode: GenMode): number {
  const board = pos.board;
  const us = pos.stm;
  const usBit = us === 0 ? 0 : BLACK_BIT;
  const quiet = mode === GEN_ALL;
  let n = start;
  for (let from = 0; from < CELLS; from++) {
    const piece = board[from];
    if (piece === 0 || (piece & BLACK_BIT) !== usBit) continue;
    const kind = piece & KIND_MASK;
    if (kind === PAWN) {
      const index = us * CELLS + from;
      const step = PAWN_STEP[index];
      if (board[step] === 0) {
        if (PROMOTES[us * CELLS + step] === 1) n = addPromotions(out, n, from | (step << TO_SHIFT), PROMOTIONS);
        else if (quiet) out[n++] = from | (step << TO_SHIFT);
      }
      // A leap of two forward: a capture onto an enemy man, or from a pawn start cell a step onto an empty cell.
      const leap = PAWN_LEAP[index];
      const target = board[leap];
      const capture = target !== 0 && (target & BLACK_BIT) !== usBit;
      if (capture || (target === 0 && PAWN_START[index] === 1)) {
        if (PROMOTES[us * CELLS + leap] === 1) n = addPromotions(out, n, from | (leap << TO_SHIFT), PROMOTIONS);
        else if (capture || quiet) out[n++] = from | (leap << TO_SHIFT);
      }
      continue;
    }
    if (kind === KNIGHT || kind === KING) {
      const offsets = kind === KNIGHT ? KNIGHT_OFFSET : KING_OFFSET;
      const cells = kind === KNIGHT ? KNIGHT_CELLS : KING_CELLS;
      for (let i = offsets[from], end = offsets[from + 1]; i < end; i++) {
        const to = cells[i];
        const target = board[to];
        if (target === 0 ? quiet : (target & BLACK_BIT) !== usBit) out[n++] = from | (to << TO_SHIFT);
      }
      continue;
    }
    stamp = (stamp + 1) | 0;
    if (kind !== BISHOP) n = generateLines(board, out, n, from, SLIDE_OFFSET, SLIDE_CELLS, usBit, quiet);
    if (kind !== ROOK) n = generateLines(board, out, n, from, LINE_OFFSET, LINE_CELLS, usBit, quiet);
    const opposite = OPPOSITE[from];
    const target = board[opposite];
    if (generated[opposite] !== stamp && (target === 0 ? quiet : (target & BLACK_BIT) !== usBit)) {
      out[n++] = from | (opposite << TO_SHIFT);
    }
  }
  return n - start;
}

/**
 * The two senses of one line family (ring slides or ±2 leap lines). If the first sense meets no man it has covered
 * every cell of the line, so the second adds nothing; otherwise the second stops at the man the first one met.
 */
function generateLines(
  board: Uint8Array,
  out: Int32Array,
  n: number,
  from: number,
  offsets: Int32Array,
  cells: Int32Array,
  usBit: number,
  quiet: boolean,
): number {
  let blocker = -1;
  // Line from * 2 is the first sense, from * 2 + 1 the second.
  for (let line = from * 2; line < from * 2 + 2; line++) {
    for (let i = offsets[line], end = offsets[line + 1]; i < end; i++) {
      const to = cells[i];
      if (to === blocker) break;
      const target = board[to];
      if (generated[to] !== stamp && (target === 0 ? quiet : (target & BLACK_BIT) !== usBit)) {
        generated[to] = stamp;
        out[n++] = from | (to << TO_SHIFT);
      }
      if (target === 0) continue;
      blocker = to;
      break;
    }
    if (blocker < 0) return n;
  }
  return n;
}
