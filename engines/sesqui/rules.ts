// The Rules contract for Sesqui-dimensional Chess: glue over movegen/make/notation plus results (checkmate,
// stalemate, fifty-move rule, threefold repetition, dead material K v K, K+B v K, K+N v K).
import * as rulesModule from '../../src/core/rules';
import type { GenMode, Outcome, PieceInfo, QuickResult, Rules } from '../../src/core/rules';
import type { Result } from '../../src/core/result';
import type { Move, VariantName } from '../../src/core/types';
import type { Topology } from '../../src/topology/topology';
import * as piecesModule from '../chess8/pieces';
import * as attacksModule from './attacks';
import * as makeModule from './make';
import * as moveModule from './move';
import * as movegenModule from './movegen';
import * as notationModule from './notation';
import type { Position } from './position';
import * as topologyModule from './topology';

// Imported bindings are copied into module constants: vitest's import getters would slow every hot read.
const { GEN_ALL, RESULT_DRAW, RESULT_NONE } = rulesModule;
const { BISHOP, BLACK_BIT, KIND_MASK, KNIGHT, ORDER_VALUE, PIECES, PIECE_CODES, QUEEN, ROOK, WHITE } = piecesModule;
const { sideInCheck } = attacksModule;
const { makeMove, makeNullMove, unmakeMove, unmakeNullMove } = makeModule;
const { PROMOTION_SHIFT, TO_SHIFT } = moveModule;
const { generateMoves } = movegenModule;
const { formatBoard, formatMove, formatPosition, parseMove, parsePosition, START_TEXT } = notationModule;
const { TOPOLOGY } = topologyModule;

export const MAX_MOVES = 256;
const FIFTY_MOVE_PLIES = 100;

/** Dead positions: K v K, and K + one bishop or knight v K. */
export function isDeadMaterial(pos: Position): boolean {
  let men = 0;
  let minors = 0;
  for (let code = 0; code < PIECE_CODES; code++) {
    men += pos.counts[code];
    const kind = code & KIND_MASK;
    if (kind === BISHOP || kind === KNIGHT) minors += pos.counts[code];
  }
  return men === 2 || (men === 3 && minors === 1);
}

export function isThreefold(pos: Position): boolean {
  const oldest = Math.max(0, pos.gamePly - pos.halfmove);
  let seen = 0;
  for (let ply = pos.gamePly - 2; ply >= oldest; ply -= 2) {
    if (pos.keyHistoryLo[ply] === pos.hashLo && pos.keyHistoryHi[ply] === pos.hashHi && ++seen >= 2) return true;
  }
  return false;
}

export class SesquiRules implements Rules<Position> {
  readonly variant: VariantName = 'sesqui';
  readonly players = 2;
  readonly topology: Topology = TOPOLOGY;
  readonly pieces: readonly PieceInfo[] = PIECES;
  readonly maxMoves = MAX_MOVES;
  readonly startText = START_TEXT;
  private readonly scratch = new Int32Array(MAX_MOVES);

  startPosition(): Position {
    const result = parsePosition(START_TEXT);
    if (!result.ok) throw new Error(`start position does not parse: ${result.error.detail}`);
    return result.value;
  }

  parsePosition(text: string): Result<Position> {
    return parsePosition(text);
  }

  formatPosition(pos: Position): string {
    return formatPosition(pos);
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
    const base = pos.stm === WHITE ? 0 : BLACK_BIT;
    const counts = pos.counts;
    return counts[base | KNIGHT] + counts[base | BISHOP] + counts[base | ROOK] + counts[base | QUEEN] !== 0;
  }

  /** MVV-LVA, promotions by the new piece's value. */
  noisyScore(pos: Position, move: Move): number {
    const board = pos.board;
    const victim = board[(move >> TO_SHIFT) & 63] & KIND_MASK;
    const attacker = board[move & 63] & KIND_MASK;
    let score = victim === 0 ? 0 : ORDER_VALUE[victim] * 32 + 32 - ORDER_VALUE[attacker];
    const promotion = (move >> PROMOTION_SHIFT) & 7;
    if (promotion !== 0) score += ORDER_VALUE[promotion] * 32;
    return score;
  }

  quickResult(pos: Position): QuickResult {
    if (pos.halfmove >= FIFTY_MOVE_PLIES) return sideInCheck(pos) && !this.hasLegalMove(pos) ? RESULT_NONE : RESULT_DRAW;
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
    return formatBoard(pos);
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
