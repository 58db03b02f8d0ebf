// Static evaluation: material plus piece-square terms kept incrementally by makeMove (middlegame and endgame sums,
// blended by game phase), a bishop-pair bonus, a tempo bonus and a scale-down for pawnless, nearly level endings.
// The tables are built from a few named shape functions below (our own numbers), not copied from another engine.
import type { Evaluator } from '../../src/core/rules';
import * as piecesModule from './pieces';
import type { Position } from './position';
import * as topologyModule from './topology';

// Imported bindings are copied into module constants: test runners that rewrite imports into getters (vitest)
// would otherwise slow every hot read about tenfold. Bundled builds are unaffected.
const { BISHOP, BLACK, KING, KNIGHT, PAWN, PHASE_MAX, PIECE_CODES, QUEEN, ROOK, WHITE, pieceCode } = piecesModule;
const { CELLS, MIRROR, TOPOLOGY } = topologyModule;

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
      return [12 - 6 * ring(cell) + (rank === 0 ? -6 : 0) + (file === rank || file + rank === 7 ? 6 : 0), 10 - 5 * ring(cell)];
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

const WHITE_PAWN = pieceCode(WHITE, PAWN);
const BLACK_PAWN = pieceCode(BLACK, PAWN);
const WHITE_BISHOP = pieceCode(WHITE, BISHOP);
const BLACK_BISHOP = pieceCode(BLACK, BISHOP);

/** Centipawns for the side to move. Allocation-free: reads the incremental sums and the piece counts. */
export function evaluate(pos: Position): number {
  const counts = pos.counts;
  const phase = pos.phase < PHASE_MAX ? pos.phase : PHASE_MAX;
  let score = ((pos.mg * phase + pos.eg * (PHASE_MAX - phase)) / PHASE_MAX) | 0;
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
