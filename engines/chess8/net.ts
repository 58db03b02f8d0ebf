// A small network in `normal`'s evaluation (trained by `topochess train`, src/tune/net-train.ts): the men as inputs
// seen from each side (net-input.ts) into `hidden` clipped-linear units per side, then the side to move's units and the
// other side's into one output (one of a few output layers, chosen by the game phase); divided by the trainer's K it is
// centipawns, added to the hand-made evaluation (eval.ts) for a residual network, standing alone otherwise. The first
// layer's sums are kept per ply in the position (Position.netSums) and brought up to date when a position is evaluated,
// from the ply before it by the move's few changed men (a cut-off node that is never evaluated costs nothing);
// integers, so that any path to a position gives the same sums.
import type { Evaluator } from '../../src/core/rules';
import * as piecesModule from '../common/fide-pieces';
import { evaluate } from './eval';
import * as moveModule from './move';
import weights from './net.json';
import * as netInputModule from './net-input';
import type { Position } from './position';
import * as topologyModule from './topology';

// Imported constants copied for hot loops (why: CONTRIBUTING.md, Hot code).
const { BLACK_BIT, PHASE_MAX, ROOK, WHITE } = piecesModule;
const { ARG_SHIFT, KIND_SHIFT, MOVE_CASTLE, MOVE_EN_PASSANT, MOVE_MERGE, MOVE_PROMOTION, TO_SHIFT } = moveModule;
const { netInput, outputBucket } = netInputModule;
const { CASTLE_ROOK_FROM, CASTLE_ROOK_TO, CELLS, PAWN_PUSH } = topologyModule;

interface NetFile {
  readonly hidden: number;
  /** Output layers, chosen by the game phase (net-input.ts outputBucket). */
  readonly buckets: number;
  /** Whether the output is added to the hand-made evaluation (eval.ts). */
  readonly residual: boolean;
  /** Centipawns = output / k. */
  readonly k: number;
  /** [input][unit]. */
  readonly w1: readonly number[];
  readonly b1: readonly number[];
  /** Per output layer: the side to move's units, then the other side's. */
  readonly w2: readonly number[];
  /** Per output layer. */
  readonly b2: readonly number[];
}

/** A unit's full scale in the integer sums: the first layer's weights are kept in units of 1/ONE. */
const ONE = 1024;
const NET = weights as NetFile;
const HIDDEN = NET.hidden;
/** Sums per ply: White's view, then Black's. */
const WIDTH = 2 * HIDDEN;
const ROWS = Int16Array.from(NET.w1, (w) => Math.round(w * ONE));
const BIAS = Int32Array.from(NET.b1, (b) => Math.round(b * ONE));
const W2 = Float32Array.from(NET.w2, (w) => w / ONE);
const B2 = Float32Array.from(NET.b2);
/** The output layer of each game phase up to PHASE_MAX (evaluateNet counts a phase above it as PHASE_MAX). */
const BUCKET_OF_PHASE = Uint8Array.from({ length: PHASE_MAX + 1 }, (_, phase) => outputBucket(phase, NET.buckets));
const CENTIPAWNS = 1 / NET.k;
const RESIDUAL = NET.residual;
/**
 * Beyond this many plies back to sums that still hold, summing the board afresh is cheaper: a ply replayed changes two
 * or three rows, the board has up to 32. Nodes answered from the TT are not evaluated, so gaps of 7 to 12 plies are
 * common in a search (at 6 the board was summed afresh for one evaluation in twelve).
 */
const MAX_REPLAY = 16;

/** Adds (sign 1) or takes away (−1) `piece` on `cell` in the sums at `base`. */
function change(sums: Int32Array, base: number, piece: number, cell: number, sign: number): void {
  const white = netInput(piece, cell, 0) * HIDDEN;
  const black = netInput(piece, cell, 1) * HIDDEN;
  for (let j = 0; j < HIDDEN; j++) {
    sums[base + j] += sign * ROWS[white + j];
    sums[base + HIDDEN + j] += sign * ROWS[black + j];
  }
}

/** The sums at `ply` from the board. */
function sumBoard(pos: Position, ply: number): void {
  const sums = pos.netSums;
  const base = ply * WIDTH;
  sums.set(BIAS, base);
  sums.set(BIAS, base + HIDDEN);
  const board = pos.board;
  for (let cell = 0; cell < CELLS; cell++) if (board[cell] !== 0) change(sums, base, board[cell], cell, 1);
}

/** One view's sums at `to` from those at `from`, the row at `added` in and the row at `removed` out, in one pass. */
function moveRow(sums: Int32Array, from: number, to: number, added: number, removed: number): void {
  for (let j = 0; j < HIDDEN; j++) sums[to + j] = sums[from + j] + ROWS[added + j] - ROWS[removed + j];
}

/** The sums at ply + 1 from those at `ply` and the move played from it (its undo entry); false for M.S.G.'s moves. */
function replayMove(pos: Position, ply: number): boolean {
  const move = pos.undoMove[ply];
  const kind = (move >> KIND_SHIFT) & 7;
  if (kind >= MOVE_MERGE) return false;
  const sums = pos.netSums;
  const from = ply * WIDTH;
  const base = from + WIDTH;
  if (move === 0) {
    sums.copyWithin(base, from, base); // a null move
    return true;
  }
  const fromCell = move & 63;
  const to = (move >> TO_SHIFT) & 63;
  const piece = pos.undoPiece[ply];
  const placed = kind === MOVE_PROMOTION ? (piece & BLACK_BIT) | ((move >> ARG_SHIFT) & 7) : piece;
  moveRow(sums, from, base, netInput(placed, to, 0) * HIDDEN, netInput(piece, fromCell, 0) * HIDDEN);
  moveRow(sums, from + HIDDEN, base + HIDDEN, netInput(placed, to, 1) * HIDDEN, netInput(piece, fromCell, 1) * HIDDEN);
  const captured = pos.undoCaptured[ply];
  if (captured !== 0) {
    const them = (piece >> 3) ^ 1;
    change(sums, base, captured, kind === MOVE_EN_PASSANT ? PAWN_PUSH[them * CELLS + to] : to, -1);
  } else if (kind === MOVE_CASTLE) {
    const rook = (piece & BLACK_BIT) | ROOK;
    change(sums, base, rook, CASTLE_ROOK_FROM[to], -1);
    change(sums, base, rook, CASTLE_ROOK_TO[to], 1);
  }
  return true;
}

/** Makes the sums at the current ply those of the position. */
function bringUpToDate(pos: Position): void {
  const ply = pos.gamePly;
  const keyLo = pos.keyHistoryLo;
  const keyHi = pos.keyHistoryHi;
  const netLo = pos.netKeyLo;
  const netHi = pos.netKeyHi;
  const stop = ply > MAX_REPLAY ? ply - MAX_REPLAY : 0;
  let from = ply - 1;
  while (from >= stop && (netLo[from] !== keyLo[from] || netHi[from] !== keyHi[from])) from--;
  let replayed = from >= stop;
  for (let p = from; replayed && p < ply; p++) {
    replayed = replayMove(pos, p);
    netLo[p + 1] = keyLo[p + 1];
    netHi[p + 1] = keyHi[p + 1];
  }
  if (!replayed) sumBoard(pos, ply);
  netLo[ply] = pos.hashLo;
  netHi[ply] = pos.hashHi;
}

/** Room for the sums in a position the network has not evaluated before. */
function makeRoom(pos: Position): void {
  const plies = pos.undoMove.length;
  pos.netWidth = WIDTH;
  pos.netSums = new Int32Array(plies * WIDTH);
  pos.netKeyLo = new Int32Array(plies);
  pos.netKeyHi = new Int32Array(plies);
}

/** Centipawns for the side to move. */
export function evaluateNet(pos: Position): number {
  if (pos.netWidth !== WIDTH) makeRoom(pos);
  const ply = pos.gamePly;
  if (pos.netKeyLo[ply] !== pos.hashLo || pos.netKeyHi[ply] !== pos.hashHi) bringUpToDate(pos);
  const sums = pos.netSums;
  const own = ply * WIDTH + (pos.stm === WHITE ? 0 : HIDDEN);
  const other = ply * WIDTH + (pos.stm === WHITE ? HIDDEN : 0);
  const bucket = BUCKET_OF_PHASE[pos.phase < PHASE_MAX ? pos.phase : PHASE_MAX];
  const w2 = bucket * WIDTH;
  let out = B2[bucket];
  for (let j = 0; j < HIDDEN; j++) {
    const a = sums[own + j];
    const b = sums[other + j];
    out += W2[w2 + j] * (a < 0 ? 0 : a > ONE ? ONE : a) + W2[w2 + HIDDEN + j] * (b < 0 ? 0 : b > ONE ? ONE : b);
  }
  return ((out * CENTIPAWNS) | 0) + (RESIDUAL ? evaluate(pos) : 0);
}

export const NET_EVALUATOR: Evaluator<Position> = { evaluate: evaluateNet };
