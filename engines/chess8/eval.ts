// Static evaluation: material plus piece-square terms kept incrementally by makeMove (middlegame and endgame sums,
// blended by game phase), pawn structure (passed, isolated, doubled; cached by pawn key), bishop pair, tempo, and a
// scale-down for pawnless, nearly level endings.
// The tables are built from named shape terms below; their numbers (our own) are in params.json and msg-params.json.
import { flattenParams } from '../../src/core/params';
import type { ParamTable } from '../../src/core/params';
import type { Evaluator } from '../../src/core/rules';
import msgParams from './msg-params.json';
import normalParams from './params.json';
import * as piecesModule from '../common/fide-pieces';
import type { Position } from './position';
import * as topologyModule from './topology';

// Imported constants copied for hot loops (why: CONTRIBUTING.md, Hot code).
const { BISHOP, BLACK, KING, KNIGHT, PAWN, PHASE_MAX, PIECE_CODES, QUEEN, ROOK, WHITE, pieceCode } = piecesModule;
const { BLACK_BISHOP, BLACK_KNIGHT, BLACK_PAWN, WHITE_BISHOP, WHITE_KNIGHT, WHITE_PAWN } = piecesModule;
const { CELLS, KNIGHT_TARGETS, MIRROR, TOPOLOGY } = topologyModule;

/** The evaluation's numbers (centipawns), named in the variant's parameter table (docs/tuning.md). */
export const PARAMS: ParamTable = normalParams;
/** M.S.G.'s own numbers; every other term reads PARAMS. */
export const MSG_PARAMS: ParamTable = msgParams;
const P = normalParams;
const VALUE_MG = P.material.valueMg;
const VALUE_EG = P.material.valueEg;
const BISHOP_PAIR = P.material.bishopPair;
const TEMPO = P.tempo.tempo;
/** A pawnless lead below this is usually not enough to win (minor piece up, or queen against rook and minor). */
const DRAWISH_LEAD = P.drawish.pawnlessLead;
const DRAWISH_DIVISOR = P.drawish.pawnlessDivisor;

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

/** Receives one term of a piece's value: `coefficient` × the parameter `group.name[i]`, middlegame or endgame. */
export type ShapeSink = (eg: boolean, group: string, name: string, i: number | undefined, coefficient: number) => void;

/**
 * Material and positional value of a White piece of `kind` on `cell`, term by term (construction and the tracer).
 * A flag feature has coefficient 1 or 0; a distance feature its distance.
 */
export function shapeTerms(kind: number, cell: number, sink: ShapeSink): void {
  const file = fileOf(cell);
  const rank = rankOf(cell);
  const central = file === 3 || file === 4;
  const flag = (on: boolean): number => (on ? 1 : 0);
  sink(false, 'material', 'valueMg', kind, 1);
  sink(true, 'material', 'valueEg', kind, 1);
  switch (kind) {
    case PAWN:
      sink(false, 'pawnShape', 'advanceMg', rank, 1);
      sink(false, 'pawnShape', 'centreMg', undefined, flag(central && rank >= 2 && rank <= 4));
      sink(false, 'pawnShape', 'centreHomeMg', undefined, flag(central && rank === 1));
      sink(true, 'pawnShape', 'advanceEg', rank, 1);
      return;
    case KNIGHT:
      sink(false, 'knightShape', 'baseMg', undefined, 1);
      sink(false, 'knightShape', 'centreDistanceMg', undefined, centreDistance(cell));
      sink(false, 'knightShape', 'backRankMg', undefined, flag(rank === 0));
      sink(true, 'knightShape', 'baseEg', undefined, 1);
      sink(true, 'knightShape', 'centreDistanceEg', undefined, centreDistance(cell));
      return;
    case BISHOP:
      sink(false, 'bishopShape', 'baseMg', undefined, 1);
      sink(false, 'bishopShape', 'ringMg', undefined, ring(cell));
      sink(false, 'bishopShape', 'backRankMg', undefined, flag(rank === 0));
      sink(false, 'bishopShape', 'longDiagonalMg', undefined, flag(file === rank || file + rank === 7));
      sink(true, 'bishopShape', 'baseEg', undefined, 1);
      sink(true, 'bishopShape', 'ringEg', undefined, ring(cell));
      return;
    case ROOK:
      sink(false, 'rookShape', 'seventhMg', undefined, flag(rank === 6));
      sink(false, 'rookShape', 'centreFileMg', undefined, flag(central));
      sink(false, 'rookShape', 'edgeFileMg', undefined, flag(file === 0 || file === 7));
      sink(true, 'rookShape', 'seventhEg', undefined, flag(rank === 6));
      return;
    case QUEEN:
      sink(false, 'queenShape', 'baseMg', undefined, 1);
      sink(false, 'queenShape', 'ringMg', undefined, ring(cell));
      sink(false, 'queenShape', 'offBackRankMg', undefined, flag(rank !== 0));
      sink(true, 'queenShape', 'baseEg', undefined, 1);
      sink(true, 'queenShape', 'ringEg', undefined, ring(cell));
      return;
    case KING:
      sink(false, 'kingShape', 'shelterFileMg', file, 1);
      sink(false, 'kingShape', 'rankMg', undefined, Math.min(rank, 3));
      sink(true, 'kingShape', 'baseEg', undefined, 1);
      sink(true, 'kingShape', 'centreDistanceEg', undefined, centreDistance(cell));
      return;
    default:
      return;
  }
}

const FLAT = flattenParams(normalParams);

/** Positional bonus plus material of a White piece of `kind` on `cell`: [middlegame, endgame]. */
function shape(kind: number, cell: number): [number, number] {
  const sums: [number, number] = [0, 0];
  shapeTerms(kind, cell, (eg, group, name, i, coefficient) => {
    sums[eg ? 1 : 0] += coefficient * FLAT.values[FLAT.index(group, name, i)];
  });
  return sums;
}

/** PST_MG/EG[code * CELLS + cell]: material + position, signed from White's view (Black's entries negative). */
export const PST_MG = new Int32Array(PIECE_CODES * CELLS);
export const PST_EG = new Int32Array(PIECE_CODES * CELLS);
for (let kind = PAWN; kind <= KING; kind++) {
  for (let cell = 0; cell < CELLS; cell++) {
    const [mg, eg] = shape(kind, cell);
    const white = pieceCode(WHITE, kind) * CELLS;
    const black = pieceCode(BLACK, kind) * CELLS;
    PST_MG[white + cell] = mg;
    PST_EG[white + cell] = eg;
    PST_MG[black + MIRROR[cell]] = -mg;
    PST_EG[black + MIRROR[cell]] = -eg;
  }
}

const { offset: KNIGHT_OFFSET, cells: KNIGHT_CELLS } = KNIGHT_TARGETS;

/** Pawn-structure terms by relative rank (passed) or per pawn (isolated, doubled). */
const PASSED_MG = Int32Array.from(P.pawnStructure.passedMg);
const PASSED_EG = Int32Array.from(P.pawnStructure.passedEg);
const ISOLATED_MG = P.pawnStructure.isolatedMg;
const ISOLATED_EG = P.pawnStructure.isolatedEg;
const DOUBLED_MG = P.pawnStructure.doubledMg;
const DOUBLED_EG = P.pawnStructure.doubledEg;

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

/** Index of the isolated and doubled counts in the pawn features, after the passed pawns by relative rank. */
export const ISOLATED_FEATURE = 8;
export const DOUBLED_FEATURE = 9;
/** The pawn-structure features of a board, White's minus Black's, written into `out` (PAWN_FEATURES entries). */
export const PAWN_FEATURES = 10;
export function pawnFeatures(board: Uint8Array, out: Int32Array): void {
  whiteCount.fill(0);
  blackCount.fill(0);
  whiteLowest.fill(8);
  blackHighest.fill(-1);
  out.fill(0);
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
  for (let file = 1; file <= 8; file++) {
    if (whiteCount[file] > 1) out[DOUBLED_FEATURE] += whiteCount[file] - 1;
    if (blackCount[file] > 1) out[DOUBLED_FEATURE] -= blackCount[file] - 1;
  }
  for (let cell = 0; cell < CELLS; cell++) {
    const piece = board[cell];
    if (piece !== WHITE_PAWN && piece !== BLACK_PAWN) continue;
    const file = FILE_OF[cell] + 1;
    const rank = RANK_OF[cell];
    if (piece === WHITE_PAWN) {
      if (whiteCount[file - 1] === 0 && whiteCount[file + 1] === 0) out[ISOLATED_FEATURE]++;
      // Passed: no black pawn ahead on this or a neighbouring file.
      if (blackHighest[file - 1] <= rank && blackHighest[file] <= rank && blackHighest[file + 1] <= rank) out[rank]++;
    } else {
      if (blackCount[file - 1] === 0 && blackCount[file + 1] === 0) out[ISOLATED_FEATURE]--;
      if (whiteLowest[file - 1] >= rank && whiteLowest[file] >= rank && whiteLowest[file + 1] >= rank) out[7 - rank]--;
    }
  }
}

const features = new Int32Array(PAWN_FEATURES);

/** Pawn structure from White's view, written into the cache slot of pos.pawnKey. */
function scorePawns(pos: Position, slot: number): void {
  pawnFeatures(pos.board, features);
  let mg = features[ISOLATED_FEATURE] * ISOLATED_MG + features[DOUBLED_FEATURE] * DOUBLED_MG;
  let eg = features[ISOLATED_FEATURE] * ISOLATED_EG + features[DOUBLED_FEATURE] * DOUBLED_EG;
  for (let rank = 0; rank < 8; rank++) {
    mg += features[rank] * PASSED_MG[rank];
    eg += features[rank] * PASSED_EG[rank];
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
const MSG_VALUE = msgParams.msgMaterial.value;
const MSG_ADJUST_MG = Int32Array.from(MSG_VALUE, (value, kind) => value - VALUE_MG[kind]);
const MSG_ADJUST_EG = Int32Array.from(MSG_VALUE, (value, kind) => value - VALUE_EG[kind]);
const GALLOP_READY = msgParams.gallop.ready;

/** Knights with an own knight a leap away (and counter room), which have a second leap: White's minus Black's. */
export function gallopsReady(pos: Position): number {
  const counts = pos.counts;
  if (counts[WHITE_KNIGHT] + counts[BLACK_KNIGHT] < 2) return 0;
  const board = pos.board;
  let net = 0;
  for (let cell = 0; cell < CELLS; cell++) {
    const piece = board[cell];
    if (piece !== WHITE_KNIGHT && piece !== BLACK_KNIGHT) continue;
    const side = piece === WHITE_KNIGHT ? WHITE : BLACK;
    if (pos.gallops[side] >= 2) continue;
    for (let i = KNIGHT_OFFSET[cell], end = KNIGHT_OFFSET[cell + 1]; i < end; i++) {
      if (board[KNIGHT_CELLS[i]] === piece) {
        net += side === WHITE ? 1 : -1;
        break;
      }
    }
  }
  return net;
}

function msgTerms(pos: Position, phase: number): number {
  const counts = pos.counts;
  let mg = 0;
  let eg = 0;
  for (let kind = PAWN; kind < KING; kind++) {
    const balance = counts[pieceCode(WHITE, kind)] - counts[pieceCode(BLACK, kind)];
    mg += balance * MSG_ADJUST_MG[kind];
    eg += balance * MSG_ADJUST_EG[kind];
  }
  return (((mg * phase + eg * (PHASE_MAX - phase)) / PHASE_MAX) | 0) + gallopsReady(pos) * GALLOP_READY;
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
    if (lead < DRAWISH_LEAD) score = (score / DRAWISH_DIVISOR) | 0;
  }
  return (pos.stm === WHITE ? score : -score) + TEMPO;
}

export const EVALUATOR: Evaluator<Position> = { evaluate };
