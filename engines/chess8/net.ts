// A small network in `normal`'s evaluation (trained by `topochess train`, src/tune/net-train.ts): the men as inputs
// seen from each side (net-input.ts) into `hidden` clipped-linear units per side (squared, if the file says so), then
// the side to move's units and the other side's into one output (one of a few output layers, chosen by the game phase);
// divided by the trainer's K it is centipawns, added to the hand-made evaluation (eval.ts) for a residual network,
// standing alone otherwise. The first layer's sums are kept per game ply (in the kernel, engines/common/net-kernel.ts,
// which runs the loops over the units) and brought up to date when a position is evaluated, from the ply before it by
// the move's few changed men (a cut-off node that is never evaluated costs nothing); integers, so that any path to a
// position gives the same sums.
import type { Evaluator } from '../../src/core/rules';
import * as piecesModule from '../common/fide-pieces';
import { createNetKernel } from '../common/net-kernel';
import { grown } from '../common/ply-history';
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
  /** 'screlu': each unit is its sum clamped to 0..1, squared; 'crelu': clamped alone. */
  readonly activation: 'crelu' | 'screlu';
  /** [input][unit], integers in steps of 1/w1Scale. */
  readonly w1: readonly number[];
  readonly w1Scale: number;
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
if (HIDDEN % 4 !== 0) throw new Error(`net.json: ${HIDDEN} hidden units, not a multiple of 4 (the kernel's lanes)`);
/** Sums per ply: White's view, then Black's. */
const WIDTH = 2 * HIDDEN;
const BIAS = Int32Array.from(NET.b1, (b) => Math.round(b * ONE));
const B2 = Float32Array.from(NET.b2);
/** 1 when the units are squared (the kernel's flag): a unit's full scale is then ONE². */
const SQUARED = NET.activation === 'screlu' ? 1 : 0;
const UNIT_SCALE = SQUARED === 1 ? ONE * ONE : ONE;
/** The loops over the units (SIMD where the runtime has it), holding the sums of every ply, in every position. */
const KERNEL = createNetKernel(
  Int16Array.from(NET.w1, (w) => Math.round((w * ONE) / NET.w1Scale)),
  Float32Array.from(NET.w2, (w) => w / UNIT_SCALE),
);
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
/**
 * The key of the position whose sums each ply's row of KERNEL.sums holds (positions share the rows: a ply's sums
 * depend on its board alone, so a key that matches says they hold).
 */
let keyLoOfSums = new Int32Array(0);
let keyHiOfSums = new Int32Array(0);

/** Adds (sign 1) or takes away (−1) `piece` on `cell` in the sums at `base`. */
function change(base: number, piece: number, cell: number, sign: number): void {
  KERNEL.addRow(base, netInput(piece, cell, 0) * HIDDEN, sign, HIDDEN);
  KERNEL.addRow(base + HIDDEN, netInput(piece, cell, 1) * HIDDEN, sign, HIDDEN);
}

/** The sums at `ply` from the board. */
function sumBoard(pos: Position, ply: number): void {
  const sums = KERNEL.sums;
  const base = ply * WIDTH;
  sums.set(BIAS, base);
  sums.set(BIAS, base + HIDDEN);
  const board = pos.board;
  for (let cell = 0; cell < CELLS; cell++) if (board[cell] !== 0) change(base, board[cell], cell, 1);
}

/** The sums at ply + 1 from those at `ply` and the move played from it (its undo entry); false for M.S.G.'s moves. */
function replayMove(pos: Position, ply: number): boolean {
  const move = pos.undoMove[ply];
  const kind = (move >> KIND_SHIFT) & 7;
  if (kind >= MOVE_MERGE) return false;
  const from = ply * WIDTH;
  const base = from + WIDTH;
  if (move === 0) {
    KERNEL.sums.copyWithin(base, from, base); // a null move
    return true;
  }
  const fromCell = move & 63;
  const to = (move >> TO_SHIFT) & 63;
  const piece = pos.undoPiece[ply];
  const placed = kind === MOVE_PROMOTION ? (piece & BLACK_BIT) | ((move >> ARG_SHIFT) & 7) : piece;
  KERNEL.moveRow(base, from, netInput(placed, to, 0) * HIDDEN, netInput(piece, fromCell, 0) * HIDDEN, HIDDEN);
  const black = base + HIDDEN;
  KERNEL.moveRow(black, from + HIDDEN, netInput(placed, to, 1) * HIDDEN, netInput(piece, fromCell, 1) * HIDDEN, HIDDEN);
  const captured = pos.undoCaptured[ply];
  if (captured !== 0) {
    const them = (piece >> 3) ^ 1;
    change(base, captured, kind === MOVE_EN_PASSANT ? PAWN_PUSH[them * CELLS + to] : to, -1);
  } else if (kind === MOVE_CASTLE) {
    const rook = (piece & BLACK_BIT) | ROOK;
    change(base, rook, CASTLE_ROOK_FROM[to], -1);
    change(base, rook, CASTLE_ROOK_TO[to], 1);
  }
  return true;
}

/** Makes the sums at the current ply those of the position. */
function bringUpToDate(pos: Position): void {
  const ply = pos.gamePly;
  const keyLo = pos.keyHistoryLo;
  const keyHi = pos.keyHistoryHi;
  const netLo = keyLoOfSums;
  const netHi = keyHiOfSums;
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

/** Room for the sums of as many plies as `pos` can hold (positions grow their ply arrays as games go on). */
function makeRoom(pos: Position): void {
  const plies = pos.undoMove.length;
  KERNEL.reserve(plies * WIDTH);
  keyLoOfSums = grown(keyLoOfSums, plies);
  keyHiOfSums = grown(keyHiOfSums, plies);
}

/** Centipawns for the side to move. */
export function evaluateNet(pos: Position): number {
  if (pos.undoMove.length > keyLoOfSums.length) makeRoom(pos);
  const ply = pos.gamePly;
  if (keyLoOfSums[ply] !== pos.hashLo || keyHiOfSums[ply] !== pos.hashHi) bringUpToDate(pos);
  const own = ply * WIDTH + (pos.stm === WHITE ? 0 : HIDDEN);
  const other = ply * WIDTH + (pos.stm === WHITE ? HIDDEN : 0);
  const bucket = BUCKET_OF_PHASE[pos.phase < PHASE_MAX ? pos.phase : PHASE_MAX];
  const out = B2[bucket] + KERNEL.output(own, other, bucket * WIDTH, HIDDEN, ONE, SQUARED);
  return ((out * CENTIPAWNS) | 0) + (RESIDUAL ? evaluate(pos) : 0);
}

export const NET_EVALUATOR: Evaluator<Position> = { evaluate: evaluateNet };
