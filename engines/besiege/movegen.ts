// Pseudo-legal move generation on the torus from tables only. Lines are loops, so one target is often reachable
// along several rays (a rook reaches its twin cell four ways): every destination is generated once, tracked by a
// stamp per cell so nothing needs clearing. Pawns promote on arrival in their zone (to Q, M, C or A).
import * as rulesModule from '../../src/core/rules';
import type { GenMode } from '../../src/core/rules';
import * as moveModule from '../common/piece-move';
import type { PiecePosition as Position } from '../common/piece-position';
import * as piecesModule from './pieces';
import * as topologyModule from './topology';
import * as promotionsModule from '../common/promotions';

// Imported constants copied for hot loops (why: CONTRIBUTING.md, Hot code).
const { addPromotions, promotionChoices } = promotionsModule;
const { GEN_ALL } = rulesModule;
const { PROMOTION_SHIFT, TO_SHIFT } = moveModule;
const { ACE, BLACK_BIT, CARDINAL, KIND_MASK, KING, LEAPS_KNIGHT, MARSHAL, PAWN, QUEEN } = piecesModule;
const { SLIDES_DIAGONAL, SLIDES_ORTHOGONAL } = piecesModule;
const { CELLS, DIRS, DIR_DIAGONAL, KING_TARGETS, KNIGHT_TARGETS, PAWN_CAPTURES, PAWN_STEPS, PROMOTES } = topologyModule;
const { RAY_CELLS, RAY_OFFSET } = topologyModule;
const { offset: KNIGHT_OFFSET, cells: KNIGHT_CELLS } = KNIGHT_TARGETS;
const { offset: KING_OFFSET, cells: KING_CELLS } = KING_TARGETS;
const { offset: STEP_OFFSET, cells: STEP_CELLS } = PAWN_STEPS;
const { offset: CAPTURE_OFFSET, cells: CAPTURE_CELLS } = PAWN_CAPTURES;

/** A side has at most 60 men; an ace alone reaches 63 cells. */
export const MAX_MOVES = 1024;

/** generated[cell] === stamp: the current piece already has a move to that cell. */
const generated = new Int32Array(CELLS);
let stamp = 0;

/** What a pawn may become, best first. */
const PROMOTIONS = promotionChoices([QUEEN, ACE, MARSHAL, CARDINAL], PROMOTION_SHIFT);

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
      for (let i = STEP_OFFSET[index], end = STEP_OFFSET[index + 1]; i < end; i++) {
        const to = STEP_CELLS[i];
        if (board[to] !== 0) continue;
        if (PROMOTES[us * CELLS + to] === 1) n = addPromotions(out, n, from | (to << TO_SHIFT), PROMOTIONS);
        else if (quiet) out[n++] = from | (to << TO_SHIFT);
      }
      for (let i = CAPTURE_OFFSET[index], end = CAPTURE_OFFSET[index + 1]; i < end; i++) {
        const to = CAPTURE_CELLS[i];
        const target = board[to];
        if (target === 0 || (target & BLACK_BIT) === usBit) continue;
        if (PROMOTES[us * CELLS + to] === 1) n = addPromotions(out, n, from | (to << TO_SHIFT), PROMOTIONS);
        else out[n++] = from | (to << TO_SHIFT);
      }
      continue;
    }
    stamp = (stamp + 1) | 0;
    if (kind === KING) {
      n = addTargets(board, out, n, from, KING_OFFSET, KING_CELLS, usBit, quiet);
      continue;
    }
    if (LEAPS_KNIGHT[kind] === 1) n = addTargets(board, out, n, from, KNIGHT_OFFSET, KNIGHT_CELLS, usBit, quiet);
    const orthogonal = SLIDES_ORTHOGONAL[kind] === 1;
    const diagonal = SLIDES_DIAGONAL[kind] === 1;
    if (!orthogonal && !diagonal) continue;
    for (let dir = 0; dir < DIRS; dir++) {
      if (DIR_DIAGONAL[dir] === 1 ? !diagonal : !orthogonal) continue;
      const ray = from * DIRS + dir;
      for (let i = RAY_OFFSET[ray], end = RAY_OFFSET[ray + 1]; i < end; i++) {
        const to = RAY_CELLS[i];
        const target = board[to];
        if (target === 0) {
          if (quiet && generated[to] !== stamp) {
            generated[to] = stamp;
            out[n++] = from | (to << TO_SHIFT);
          }
          continue;
        }
        if ((target & BLACK_BIT) !== usBit && generated[to] !== stamp) {
          generated[to] = stamp;
          out[n++] = from | (to << TO_SHIFT);
        }
        break;
      }
    }
  }
  return n - start;
}

/** Leaps from a target table, each destination once (the stamp is shared with the piece's slides). */
function addTargets(
  board: Uint8Array,
  out: Int32Array,
  n: number,
  from: number,
  offsets: Int32Array,
  cells: Int32Array,
  usBit: number,
  quiet: boolean,
): number {
  for (let i = offsets[from], end = offsets[from + 1]; i < end; i++) {
    const to = cells[i];
    const target = board[to];
    if ((target === 0 ? quiet : (target & BLACK_BIT) !== usBit) && generated[to] !== stamp) {
      generated[to] = stamp;
      out[n++] = from | (to << TO_SHIFT);
    }
  }
  return n;
}
