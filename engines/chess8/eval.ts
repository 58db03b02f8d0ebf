// Static evaluation: material plus piece-square terms kept incrementally by makeMove (middlegame and endgame sums,
// blended by game phase), pawn structure (passed, isolated, doubled; cached by pawn key), bishop pair, tempo, and a
// scale-down for pawnless, nearly level endings.
// The tables are built from a few named shape functions below (our own numbers), not copied from another engine.
import type { Evaluator } from '../../src/core/rules';
import * as piecesModule from '../common/fide-pieces';
import type { Position } from './position';
import * as topologyModule from './topology';

// Imported constants copied for hot loops (why: CONTRIBUTING.md, Hot code).
const { BISHOP, BLACK, KING, KNIGHT, PAWN, PHASE_MAX, PIECE_CODES, QUEEN, ROOK, WHITE, pieceCode } = piecesModule;
const { BLACK_BISHOP, BLACK_KNIGHT, BLACK_PAWN, WHITE_BISHOP, WHITE_KNIGHT, WHITE_PAWN } = piecesModule;
const { CELLS, KNIGHT_TARGETS, MIRROR, TOPOLOGY } = topologyModule;

/** Material by kind, middlegame and endgame (centipawns). */
const VALUE_MG = [0, 88, 325, 340, 480, 990, 0];
const VALUE_EG = [0, 110, 300, 320, 530, 970, 0];
const BISHOP_PAIR = 32;
const TEMPO = 12;
/** A pawnless lead below this is usually not enough to win (minor piece up, or queen against rook and minor). */
const DRAWISH_LEAD = 400;

/** File 0..7 and rank 0..6 from White's side, read from cell names (construction only). */
function fileOf(cell: number): number {
  return TOPOLOGY.names[cell].charCodeAt(0) - 97;
}
function rankOf(cell: number): number {
  return Number(TOPOLOGY.names[cell].slice(1)) - 1;
}
/** 0 on the four centre cells, up to 3 on the rim (Chebyshev rings). */
function ring(cell: number): number {
  return (Math.max(Math.abs(2 * fileOf(cell) - 7), Math.abs(2 * rankOf(cell) - 7)) - 1) / 2;
}
/** 0 on the centre cells, up to 6 in the corners (Manhattan). */
function centreDistance(cell: number): number {
  return (Math.abs(2 * fileOf(cell) - 7) + Math.abs(2 * rankOf(cell) - 7)) / 2 - 1;
}

const PAWN_ADVANCE_MG = [0, 0, 4, 10, 22, 38, 64, 0];
const PAWN_ADVANCE_EG = [0, 0, 8, 18, 34, 58, 96, 0];
const KING_SHELTER_FILES = [10, 16, 6, -6, -10, 4, 18, 12];

/** Positional bonus of a White piece of `kind` on `cell`: [middlegame, endgame]. */
function shape(kind: number, cell: number): [number, number] {
  const file = fileOf(cell);
  const rank = rankOf(cell);
  const central = file === 3 || file === 4;
  switch (kind) {
    case PAWN:
      return [
        PAWN_ADVANCE_MG[rank] + (central && rank >= 2 && rank <= 4 ? 14 : 0) - (central && rank === 1 ? 6 : 0),
        PAWN_ADVANCE_EG[rank],
      ];
    case KNIGHT:
      return [20 - 9 * centreDistance(cell) + (rank === 0 ? -8 : 0), 14 - 7 * centreDistance(cell)];
    case BISHOP:
      return [
        12 - 6 * ring(cell) + (rank === 0 ? -6 : 0) + (file === rank || file + rank === 7 ? 6 : 0),
        10 - 5 * ring(cell),
      ];
    case ROOK:
      return [(rank === 6 ? 18 : 0) + (central ? 6 : 0) - (file === 0 || file === 7 ? 3 : 0), rank === 6 ? 10 : 0];
    case QUEEN:
      return [6 - 3 * ring(cell) - (rank === 0 ? 0 : 2), 18 - 7 * ring(cell)];
    case KING:
      return [KING_SHELTER_FILES[file] - 22 * Math.min(rank, 3), 30 - 10 * centreDistance(cell)];
    default:
      return [0, 0];
  }
}

/** PST_MG/EG[code * CELLS + cell]: material + position, signed from White's view (Black's entries negative). */
export const PST_MG = new Int32Array(PIECE_CODES * CELLS);
export const PST_EG = new Int32Array(PIECE_CODES * CELLS);
for (let kind = PAWN; kind <= KING; kind++) {
  for (let cell = 0; cell < CELLS; cell++) {
    const [mg, eg] = shape(kind, cell);
    const white = pieceCode(WHITE, kind) * CELLS;
    const black = pieceCode(BLACK, kind) * CELLS;
    PST_MG[white + cell] = VALUE_MG[kind] + mg;
    PST_EG[white + cell] = VALUE_EG[kind] + eg;
    PST_MG[black + MIRROR[cell]] = -(VALUE_MG[kind] + mg);
    PST_EG[black + MIRROR[cell]] = -(VALUE_EG[kind] + eg);
  }
}

const { offset: KNIGHT_OFFSET, cells: KNIGHT_CELLS } = KNIGHT_TARGETS;

/** Pawn-structure terms by relative rank (passed) or per pawn (isolated, doubled). */
const PASSED_MG = [0, 4, 8, 16, 30, 52, 80, 0];
const PASSED_EG = [0, 10, 18, 32, 56, 92, 136, 0];
const ISOLATED_MG = -9;
const ISOLATED_EG = -13;
const DOUBLED_MG = -8;
const DOUBLED_EG = -18;

/** File and rank of each cell, read by the pawn-structure pass only. */
const FILE_OF = new Uint8Array(CELLS);
const RANK_OF = new Uint8Array(CELLS);
for (let cell = 0; cell < CELLS; cell++) {
  FILE_OF[cell] = fileOf(cell);
  RANK_OF[cell] = rankOf(cell);
}

// Pawn-structure cache, direct-mapped by pawn key; a pawnless board has key 0 and score 0, which the zeroed table
// holds.
const PAWN_CACHE_BITS = 14;
const PAWN_CACHE_MASK = (1 << PAWN_CACHE_BITS) - 1;
const pawnCacheKey = new Int32Array(1 << PAWN_CACHE_BITS);
const pawnCacheMg = new Int16Array(1 << PAWN_CACHE_BITS);
const pawnCacheEg = new Int16Array(1 << PAWN_CACHE_BITS);

// Per-file scratch, files shifted by one so that the neighbours of the edge files are always in range.
const whiteCount = new Int8Array(10);
const blackCount = new Int8Array(10);
const whiteLowest = new Int8Array(10);
const blackHighest = new Int8Array(10);

/** Pawn structure from White's view, written into the cache slot of pos.pawnKey. */
function scorePawns(pos: Position, slot: number): void {
  const board = pos.board;
  whiteCount.fill(0);
  blackCount.fill(0);
  whiteLowest.fill(8);
  blackHighest.fill(-1);
  for (let cell = 0; cell < CELLS; cell++) {
    const piece = board[cell];
    const file = FILE_OF[cell] + 1;
    const rank = RANK_OF[cell];
    if (piece === WHITE_PAWN) {
      whiteCount[file]++;
      if (rank < whiteLowest[file]) whiteLowest[file] = rank;
    } else if (piece === BLACK_PAWN) {
      blackCount[file]++;
      if (rank > blackHighest[file]) blackHighest[file] = rank;
    }
  }
  let mg = 0;
  let eg = 0;
  for (let file = 1; file <= 8; file++) {
    if (whiteCount[file] > 1) {
      mg += DOUBLED_MG * (whiteCount[file] - 1);
      eg += DOUBLED_EG * (whiteCount[file] - 1);
    }
    if (blackCount[file] > 1) {
      mg -= DOUBLED_MG * (blackCount[file] - 1);
      eg -= DOUBLED_EG * (blackCount[file] - 1);
    }
  }
  for (let cell = 0; cell < CELLS; cell++) {
    const piece = board[cell];
    if (piece !== WHITE_PAWN && piece !== BLACK_PAWN) continue;
    const file = FILE_OF[cell] + 1;
    const rank = RANK_OF[cell];
    if (piece === WHITE_PAWN) {
      if (whiteCount[file - 1] === 0 && whiteCount[file + 1] === 0) {
        mg += ISOLATED_MG;
        eg += ISOLATED_EG;
      }
      // Passed: no black pawn ahead on this or a neighbouring file.
      if (blackHighest[file - 1] <= rank && blackHighest[file] <= rank && blackHighest[file + 1] <= rank) {
        mg += PASSED_MG[rank];
        eg += PASSED_EG[rank];
      }
    } else {
      if (blackCount[file - 1] === 0 && blackCount[file + 1] === 0) {
        mg -= ISOLATED_MG;
        eg -= ISOLATED_EG;
      }
      if (whiteLowest[file - 1] >= rank && whiteLowest[file] >= rank && whiteLowest[file + 1] >= rank) {
        mg -= PASSED_MG[7 - rank];
        eg -= PASSED_EG[7 - rank];
      }
    }
  }
  pawnCacheKey[slot] = pos.pawnKey;
  pawnCacheMg[slot] = mg;
  pawnCacheEg[slot] = eg;
}

/**
 * M.S.G. material follows the merge ladder rather than FIDE values: a split is worth about what it splits (a queen
 * about two rooks, which makes that split a small gain in material), merges of small pieces gain a little, and a knight
 * that has an own knight a leap away can gallop. Added to the FIDE sums from the piece counts, so make/unmake stay
 * shared with `normal`.
 */
const MSG_VALUE = [0, 100, 280, 290, 470, 920, 0];
const MSG_ADJUST_MG = MSG_VALUE.map((value, kind) => value - VALUE_MG[kind]);
const MSG_ADJUST_EG = MSG_VALUE.map((value, kind) => value - VALUE_EG[kind]);
const GALLOP_READY = 14;

function msgTerms(pos: Position, phase: number): number {
  const counts = pos.counts;
  let mg = 0;
  let eg = 0;
  for (let kind = PAWN; kind < KING; kind++) {
    const balance = counts[pieceCode(WHITE, kind)] - counts[pieceCode(BLACK, kind)];
    mg += balance * MSG_ADJUST_MG[kind];
    eg += balance * MSG_ADJUST_EG[kind];
  }
  let score = ((mg * phase + eg * (PHASE_MAX - phase)) / PHASE_MAX) | 0;
  // Gallop reach: knights with an own knight a leap away (and counter room) have a second leap.
  if (counts[WHITE_KNIGHT] + counts[BLACK_KNIGHT] >= 2) {
    const board = pos.board;
    for (let cell = 0; cell < CELLS; cell++) {
      const piece = board[cell];
      if (piece !== WHITE_KNIGHT && piece !== BLACK_KNIGHT) continue;
      const side = piece === WHITE_KNIGHT ? WHITE : BLACK;
      if (pos.gallops[side] >= 2) continue;
      for (let i = KNIGHT_OFFSET[cell], end = KNIGHT_OFFSET[cell + 1]; i < end; i++) {
        if (board[KNIGHT_CELLS[i]] === piece) {
          score += side === WHITE ? GALLOP_READY : -GALLOP_READY;
          break;
        }
      }
    }
  }
  return score;
}

/** Centipawns for the side to move. Allocation-free: reads the incremental sums and the piece counts. */
export function evaluate(pos: Position): number {
  const counts = pos.counts;
  const phase = pos.phase < PHASE_MAX ? pos.phase : PHASE_MAX;
  const slot = pos.pawnKey & PAWN_CACHE_MASK;
  if (pawnCacheKey[slot] !== pos.pawnKey) scorePawns(pos, slot);
  const mg = pos.mg + pawnCacheMg[slot];
  const eg = pos.eg + pawnCacheEg[slot];
  let score = ((mg * phase + eg * (PHASE_MAX - phase)) / PHASE_MAX) | 0;
  if (pos.mechanics !== 0) score += msgTerms(pos, phase);
  if (counts[WHITE_BISHOP] >= 2) score += BISHOP_PAIR;
  if (counts[BLACK_BISHOP] >= 2) score -= BISHOP_PAIR;
  // Without pawns, the stronger side needs more than a minor piece to win: shrink smaller leads.
  if (score > 0 ? counts[WHITE_PAWN] === 0 : counts[BLACK_PAWN] === 0) {
    const lead = score > 0 ? score : -score;
    if (lead < DRAWISH_LEAD) score = (score / 4) | 0;
  }
  return (pos.stm === WHITE ? score : -score) + TEMPO;
}

export const EVALUATOR: Evaluator<Position> = { evaluate };
