// Static evaluation: material plus piece-square values kept incrementally by makeMove (middlegame and endgame sums,
// blended by game phase), pawn structure (passed, isolated, doubled; cached by pawn key), piece activity (activity.ts:
// mobility, king safety, rook files, pawn threats; passers by the kings, piece threats, safe checks and attack units;
// one pass per evaluation), bishop pair, tempo, and a scale-down for pawnless, nearly level endings. The numbers are
// the instance's table (docs/tuning.md): `./params.json` is `normal`'s here and the instance's own in each generated
// copy (scripts/fide-family.mjs); `msg`'s copy reads all of msg-params.json through both imports, M.S.G.'s material
// ladder and gallops included.
import { flattenParams } from '../../src/core/params';
import type { ParamTable } from '../../src/core/params';
import type { Evaluator } from '../../src/core/rules';
import { ACTIVITY_ENTRIES, ACTIVITY_SLOTS, EXTENDED_FIRST, activityTerms } from './activity';
import msgParams from './msg-params.json';
import normalParams from './params.json';
import * as piecesModule from '../common/fide-pieces';
import type { Position } from './position';
import * as topologyModule from './topology';

// Imported constants copied for hot loops (why: CONTRIBUTING.md, Hot code).
const { BLACK, KING, PAWN, PHASE_MAX, PIECE_CODES, WHITE, pieceCode } = piecesModule;
const { BLACK_BISHOP, BLACK_KNIGHT, BLACK_PAWN, WHITE_BISHOP, WHITE_KNIGHT, WHITE_PAWN } = piecesModule;
const { CELLS, FILE_OF, KNIGHT_TARGETS, MIRROR, RANK_OF } = topologyModule;

/** The evaluation's numbers (centipawns), named in the instance's parameter table (docs/tuning.md). */
export const PARAMS: ParamTable = normalParams;
/** Whether PARAMS is `msg`'s table: true only in `msg`'s copy, where both imports are msg-params.json. */
export const MSG_TABLE: boolean = (normalParams as ParamTable) === (msgParams as ParamTable);
const P = normalParams;
const VALUE_MG = P.material.valueMg;
const VALUE_EG = P.material.valueEg;
const BISHOP_PAIR = P.material.bishopPair;
const TEMPO = P.tempo.tempo;
/** A pawnless lead below this is usually not enough to win (minor piece up, or queen against rook and minor). */
const DRAWISH_LEAD = P.drawish.pawnlessLead;
const DRAWISH_DIVISOR = P.drawish.pawnlessDivisor;

/** Receives one term of a piece's value: `coefficient` × the parameter `group.name[i]`, middlegame or endgame. */
export type TermSink = (eg: boolean, group: string, name: string, i: number | undefined, coefficient: number) => void;

const PIECE_SQUARE_NAMES = ['', 'pawn', 'knight', 'bishop', 'rook', 'queen', 'king'];

/**
 * Material and piece-square value of a White piece of `kind` on `cell`, term by term (construction and the tracer).
 * The piece-square lists are indexed by cell from White's side: a1 = 0, b1 = 1, ..., h8 = 63.
 */
export function pieceSquareTerms(kind: number, cell: number, sink: TermSink): void {
  sink(false, 'material', 'valueMg', kind, 1);
  sink(true, 'material', 'valueEg', kind, 1);
  sink(false, 'pieceSquare', `${PIECE_SQUARE_NAMES[kind]}Mg`, cell, 1);
  sink(true, 'pieceSquare', `${PIECE_SQUARE_NAMES[kind]}Eg`, cell, 1);
}

const FLAT = flattenParams(normalParams);

/** Positional bonus plus material of a White piece of `kind` on `cell`: [middlegame, endgame]. */
function pieceSquare(kind: number, cell: number): [number, number] {
  const sums: [number, number] = [0, 0];
  pieceSquareTerms(kind, cell, (eg, group, name, i, coefficient) => {
    sums[eg ? 1 : 0] += coefficient * FLAT.values[FLAT.index(group, name, i)];
  });
  return sums;
}

/** PST_MG/EG[code * CELLS + cell]: material + position, signed from White's view (Black's entries negative). */
export const PST_MG = new Int32Array(PIECE_CODES * CELLS);
export const PST_EG = new Int32Array(PIECE_CODES * CELLS);
for (let kind = PAWN; kind <= KING; kind++) {
  for (let cell = 0; cell < CELLS; cell++) {
    const [mg, eg] = pieceSquare(kind, cell);
    const white = pieceCode(WHITE, kind) * CELLS;
    const black = pieceCode(BLACK, kind) * CELLS;
    PST_MG[white + cell] = mg;
    PST_EG[white + cell] = eg;
    PST_MG[black + MIRROR[cell]] = -mg;
    PST_EG[black + MIRROR[cell]] = -eg;
  }
}

const { offset: KNIGHT_OFFSET, cells: KNIGHT_CELLS } = KNIGHT_TARGETS;

/**
 * Each activity slot's middlegame and endgame value; a table whose activity values are all 0 skips the pass, and one
 * whose extended terms' values are all 0 (`msg`'s and `cylinder`'s) skips those.
 */
const ACTIVITY_MG = Int32Array.from(ACTIVITY_SLOTS, (s) => FLAT.values[FLAT.index(s.group, s.mg, s.i)]);
const ACTIVITY_EG = Int32Array.from(ACTIVITY_SLOTS, (s) =>
  s.eg === '' ? 0 : FLAT.values[FLAT.index(s.group, s.eg, s.i)],
);
const ACTIVITY_ON = ACTIVITY_MG.some((v) => v !== 0) || ACTIVITY_EG.some((v) => v !== 0);
const EXTENDED_ON =
  ACTIVITY_MG.subarray(EXTENDED_FIRST).some((v) => v !== 0) ||
  ACTIVITY_EG.subarray(EXTENDED_FIRST).some((v) => v !== 0);
const activity = new Int32Array(ACTIVITY_ENTRIES);

/** Pawn-structure terms by relative rank (passed) or per pawn (isolated, doubled). */
const PASSED_MG = Int32Array.from(P.pawnStructure.passedMg);
const PASSED_EG = Int32Array.from(P.pawnStructure.passedEg);
const ISOLATED_MG = P.pawnStructure.isolatedMg;
const ISOLATED_EG = P.pawnStructure.isolatedEg;
const DOUBLED_MG = P.pawnStructure.doubledMg;
const DOUBLED_EG = P.pawnStructure.doubledEg;

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
  let mg = pos.mg + pawnCacheMg[slot];
  let eg = pos.eg + pawnCacheEg[slot];
  if (ACTIVITY_ON) {
    const entries = activityTerms(pos, activity, EXTENDED_ON);
    for (let k = 0; k < entries; k += 2) {
      const term = activity[k];
      const coefficient = activity[k + 1];
      mg += ACTIVITY_MG[term] * coefficient;
      eg += ACTIVITY_EG[term] * coefficient;
    }
  }
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
