// The Rules contract for FIDE chess on the 8x8 engine: glue over movegen/make/notation plus game results
// (checkmate, stalemate, fifty-move rule, threefold repetition, dead material).
import * as rulesModule from '../../src/core/rules';
import type { GenMode, Outcome, PieceInfo, QuickResult, Rules } from '../../src/core/rules';
import type { Result } from '../../src/core/result';
import type { Move, VariantName } from '../../src/core/types';
import type { Topology } from '../../src/topology/topology';
import * as attacksModule from './attacks';
import * as makeModule from './make';
import * as movegenModule from './movegen';
import * as notationModule from './notation';
import * as moveModule from './move';
import * as msgModule from './msg';
import * as piecesModule from '../common/fide-pieces';
import type { TextFormat } from './notation';
import type { Position } from './position';
import * as topologyModule from './topology';
import { isThreefold } from '../../src/core/repetition';

// Imported bindings are copied into module constants: test runners that rewrite imports into getters (vitest)
// would otherwise slow every hot read about tenfold. Bundled builds are unaffected.
const { GEN_ALL, RESULT_DRAW, RESULT_NONE } = rulesModule;
const { sideInCheck } = attacksModule;
const { makeMove, makeNullMove, unmakeMove, unmakeNullMove } = makeModule;
const { generateMoves } = movegenModule;
const { formatBoard, formatFen, formatMove, parseFen, parseMove } = notationModule;
const { ARG_SHIFT, KIND_SHIFT, MOVE_EN_PASSANT, MOVE_MERGE, MOVE_PROMOTION, TO_SHIFT } = moveModule;
const { MECH_ALL } = msgModule;
const { BISHOP, BLACK, BLACK_BIT, KIND_MASK, KING, KNIGHT, ORDER_VALUE, PAWN, PIECES, QUEEN, ROOK, WHITE, pieceCode } =
  piecesModule;
const { CELLS, CELL_COLOUR, TOPOLOGY } = topologyModule;

/**
 * Room for the largest pseudo-legal move list: FIDE chess, and with M.S.G. splits (a king split alone gives up to 56).
 */
export const MAX_MOVES = 256;
export const MAX_MSG_MOVES = 2048;
const FIDE_START = notationModule.START_FEN;
const FIFTY_MOVE_PLIES = 100;

const W_PAWN = pieceCode(WHITE, PAWN);
const B_PAWN = pieceCode(BLACK, PAWN);
const W_ROOK = pieceCode(WHITE, ROOK);
const B_ROOK = pieceCode(BLACK, ROOK);
const W_QUEEN = pieceCode(WHITE, QUEEN);
const B_QUEEN = pieceCode(BLACK, QUEEN);
const W_KNIGHT = pieceCode(WHITE, KNIGHT);
const B_KNIGHT = pieceCode(BLACK, KNIGHT);
const W_BISHOP = pieceCode(WHITE, BISHOP);
const B_BISHOP = pieceCode(BLACK, BISHOP);
const W_KING = pieceCode(WHITE, KING);
const B_KING = pieceCode(BLACK, KING);

function countPieces(pos: Position): number {
  let total = 0;
  for (const count of pos.counts) total += count;
  return total;
}

/**
 * Whether neither side can ever mate: K v K, K+minor v K, or only bishops, all on one cell colour. With M.S.G.
 * mechanics only K v K (a lone king can split its own minor piece into pawns).
 */
export function isDeadMaterial(pos: Position): boolean {
  const counts = pos.counts;
  if (pos.mechanics !== 0) return pos.counts[W_KING] + pos.counts[B_KING] === countPieces(pos);
  if (counts[W_PAWN] + counts[B_PAWN] + counts[W_ROOK] + counts[B_ROOK] + counts[W_QUEEN] + counts[B_QUEEN] !== 0) {
    return false;
  }
  const knights = counts[W_KNIGHT] + counts[B_KNIGHT];
  const bishops = counts[W_BISHOP] + counts[B_BISHOP];
  if (knights + bishops <= 1) return true;
  if (knights !== 0) return false;
  // Bishops only: dead when they all share one cell colour (rare, so a board scan is fine).
  let colours = 0;
  for (let cell = 0; cell < CELLS; cell++) {
    if ((pos.board[cell] & KIND_MASK) === BISHOP) colours |= 1 << CELL_COLOUR[cell];
  }
  return colours !== 3;
}

export class Chess8Rules implements Rules<Position> {
  readonly variant: VariantName;
  readonly players = 2;
  readonly topology: Topology = TOPOLOGY;
  readonly pieces: readonly PieceInfo[] = PIECES;
  readonly maxMoves: number;
  readonly startText: string;
  private readonly format: TextFormat;
  /** Scratch list for the rare legal-move checks outside search (outcome, quickResult at 100 plies). */
  private readonly scratch: Int32Array;

  /** `mechanics` switches M.S.G. moves on or off (msg.ts MECH_*); by default all of them for msg, none for normal. */
  constructor(variant: VariantName, mechanics: number = variant === 'msg' ? MECH_ALL : 0) {
    this.variant = variant;
    const gallopField = variant === 'msg';
    this.format = { mechanics, gallopField };
    this.maxMoves = mechanics === 0 ? MAX_MOVES : MAX_MSG_MOVES;
    this.scratch = new Int32Array(this.maxMoves);
    this.startText = gallopField ? `${FIDE_START} 00` : FIDE_START;
  }

  startPosition(): Position {
    const result = parseFen(this.startText, this.format);
    if (!result.ok) throw new Error(`start position does not parse: ${result.error.detail}`);
    return result.value;
  }

  parsePosition(text: string): Result<Position> {
    return parseFen(text, this.format);
  }

  formatPosition(pos: Position): string {
    return formatFen(pos, this.format);
  }

  clonePosition(pos: Position): Position {
    return pos.clone();
  }

  generateMoves(pos: Position, out: Int32Array, start: number, mode: GenMode): number {
    return generateMoves(pos, out, start, mode);
  }

  makeMove(pos: Position, move: Move): boolean {
    return makeMove(pos, move);
  }

  unmakeMove(pos: Position): void {
    unmakeMove(pos);
  }

  makeNullMove(pos: Position): void {
    makeNullMove(pos);
  }

  unmakeNullMove(pos: Position): void {
    unmakeNullMove(pos);
  }

  inCheck(pos: Position): boolean {
    return sideInCheck(pos);
  }

  nullMoveAllowed(pos: Position): boolean {
    const counts = pos.counts;
    const base = pos.stm === WHITE ? 0 : BLACK_BIT;
    return counts[base | KNIGHT] + counts[base | BISHOP] + counts[base | ROOK] + counts[base | QUEEN] !== 0;
  }

  /** MVV-LVA: victim value first, then the cheaper attacker; promotions by the new piece's value. */
  noisyScore(pos: Position, move: Move): number {
    const kind = (move >> KIND_SHIFT) & 7;
    if (kind >= MOVE_MERGE) return 0; // merges, splits and gallops capture nothing
    const board = pos.board;
    const victim = kind === MOVE_EN_PASSANT ? PAWN : board[(move >> TO_SHIFT) & 63] & KIND_MASK;
    const attacker = board[move & 63] & KIND_MASK;
    let score = victim === 0 ? 0 : ORDER_VALUE[victim] * 32 + 32 - ORDER_VALUE[attacker];
    if (kind === MOVE_PROMOTION) score += ORDER_VALUE[(move >> ARG_SHIFT) & 7] * 32;
    return score;
  }

  quickResult(pos: Position): QuickResult {
    if (pos.halfmove >= FIFTY_MOVE_PLIES) {
      // Checkmate on the hundredth ply still wins; leave that to the caller's mate detection.
      return sideInCheck(pos) && !this.hasLegalMove(pos) ? RESULT_NONE : RESULT_DRAW;
    }
    return isDeadMaterial(pos) ? RESULT_DRAW : RESULT_NONE;
  }

  outcome(pos: Position): Outcome | undefined {
    if (!this.hasLegalMove(pos)) {
      if (sideInCheck(pos)) return { kind: 'win', winners: [pos.stm ^ 1], reason: 'checkmate' };
      return { kind: 'draw', reason: 'stalemate' };
    }
    if (pos.halfmove >= FIFTY_MOVE_PLIES) return { kind: 'draw', reason: 'fifty-move rule' };
    if (isThreefold(pos)) return { kind: 'draw', reason: 'threefold repetition' };
    if (isDeadMaterial(pos)) return { kind: 'draw', reason: 'insufficient material' };
    return undefined;
  }

  formatMove(_pos: Position, move: Move): string {
    return formatMove(move);
  }

  parseMove(pos: Position, text: string): Result<Move> {
    return parseMove(pos, text);
  }

  display(pos: Position): string {
    return formatBoard(pos, this.format);
  }

  cellLabel(pos: Position, cell: number): string {
    const piece = pos.board[cell];
    return piece === 0 ? '' : `${(piece & BLACK_BIT) === 0 ? 0 : 1}:${PIECES[(piece & KIND_MASK) - 1].letter}`;
  }

  private hasLegalMove(pos: Position): boolean {
    const count = generateMoves(pos, this.scratch, 0, GEN_ALL);
    for (let i = 0; i < count; i++) {
      if (makeMove(pos, this.scratch[i])) {
        unmakeMove(pos);
        return true;
      }
    }
    return false;
  }
}

/** The Rules face of an 8x8 variant; `mechanics` as in Chess8Rules' constructor. */
export function createChess8Rules(variant: VariantName, mechanics?: number): Chess8Rules {
  return new Chess8Rules(variant, mechanics);
}
