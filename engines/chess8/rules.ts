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
import * as seeModule from './see';
import type { TextFormat } from './notation';
import type { Position } from './position';
import * as topologyModule from './topology';
import { isThreefold } from '../../src/core/repetition';

// Imported constants copied for hot loops (why: CONTRIBUTING.md, Hot code).
const { GEN_ALL, RESULT_DRAW, RESULT_NONE } = rulesModule;
const { givesCheck, sideInCheck } = attacksModule;
const { makeMove, makeNullMove, unmakeMove, unmakeNullMove } = makeModule;
const { generateMoves } = movegenModule;
const { formatBoard, formatFen, formatMove, parseFen, parseMove } = notationModule;
const { ARG_SHIFT, KIND_SHIFT, MOVE_EN_PASSANT, MOVE_MERGE, MOVE_PROMOTION, TO_SHIFT } = moveModule;
const { MECH_ALL } = msgModule;
const { BISHOP, BLACK_BIT, KIND_MASK, KNIGHT, ORDER_VALUE, PAWN, PIECES, QUEEN, ROOK, WHITE } = piecesModule;
const { BLACK_BISHOP, BLACK_KING, BLACK_KNIGHT, BLACK_PAWN, BLACK_QUEEN, BLACK_ROOK } = piecesModule;
const { WHITE_BISHOP, WHITE_KING, WHITE_KNIGHT, WHITE_PAWN, WHITE_QUEEN, WHITE_ROOK } = piecesModule;
const { CELLS, CELL_COLOUR, SEVERAL_LINES, TOPOLOGY } = topologyModule;
const { FIDE_SEE_VALUES, MSG_SEE_VALUES, seeAtLeast } = seeModule;

/**
 * Room for the largest pseudo-legal move list: FIDE chess, and with M.S.G. splits (a king split alone gives up to 56).
 */
export const MAX_MOVES = 256;
export const MAX_MSG_MOVES = 2048;
const FIDE_START = notationModule.START_FEN;
const FIFTY_MOVE_PLIES = 100;

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
  if (pos.mechanics !== 0) return pos.counts[WHITE_KING] + pos.counts[BLACK_KING] === countPieces(pos);
  const pawns = counts[WHITE_PAWN] + counts[BLACK_PAWN];
  if (pawns + counts[WHITE_ROOK] + counts[BLACK_ROOK] + counts[WHITE_QUEEN] + counts[BLACK_QUEEN] !== 0) return false;
  const knights = counts[WHITE_KNIGHT] + counts[BLACK_KNIGHT];
  const bishops = counts[WHITE_BISHOP] + counts[BLACK_BISHOP];
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
  readonly chessMoveText: 'san' | 'plain-san';
  /** Piece codes (kind | colour bit) are below 16: 16 × 64 piece-to pairs. */
  readonly pieceToCount = 16 * CELLS;
  private readonly format: TextFormat;
  /** The static exchange's piece values: the evaluation's material (M.S.G.'s own with its mechanics). */
  private readonly seeValues: Int32Array;
  /** Scratch list for the rare legal-move checks outside search (outcome, quickResult at 100 plies). */
  private readonly scratch: Int32Array;

  /** `mechanics` switches M.S.G. moves on or off (msg.ts MECH_*); by default all of them for msg, none for normal. */
  constructor(variant: VariantName, mechanics: number = variant === 'msg' ? MECH_ALL : 0) {
    if (mechanics !== 0 && SEVERAL_LINES) throw new Error(`${variant}: M.S.G. moves need cells that share one line`);
    this.variant = variant;
    const gallopField = variant === 'msg';
    this.format = { mechanics, gallopField };
    this.maxMoves = mechanics === 0 ? MAX_MOVES : MAX_MSG_MOVES;
    this.chessMoveText = mechanics === 0 ? 'san' : 'plain-san';
    this.scratch = new Int32Array(this.maxMoves);
    this.seeValues = mechanics === 0 ? FIDE_SEE_VALUES : MSG_SEE_VALUES;
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

  checkedCells(pos: Position): number[] {
    return sideInCheck(pos) ? [pos.kingCell[pos.stm]] : [];
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

  /** The check a move gives, told before it is played (attacks.ts); -1 for castling and en passant. */
  givesCheck(pos: Position, move: Move): number {
    return givesCheck(pos, move);
  }

  pieceTo(pos: Position, move: Move): number {
    return (pos.board[move & 63] << TO_SHIFT) | ((move >> TO_SHIFT) & 63);
  }

  /** Static exchange on the move's target cell (see.ts); M.S.G.'s own moves count as an exchange of 0. */
  seeAtLeast(pos: Position, move: Move, threshold: number): boolean {
    return seeAtLeast(pos, move, threshold, this.seeValues);
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

  /** Whether the side to move has a legal move (for outcomes and a board's own rules; not hot code). */
  hasLegalMove(pos: Position): boolean {
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
