// The Rules contract for piece boards without castling or en passant (the ring, the torus): one implementation over
// each variant's parts (text forms, move generation, maker, attack test, dead-material test). Results: checkmate,
// stalemate, the fifty-move rule, threefold repetition and dead material.
import * as rulesModule from '../../src/core/rules';
import type { GenMode, Outcome, PieceInfo, QuickResult, Rules } from '../../src/core/rules';
import { isThreefold } from '../../src/core/repetition';
import type { Result } from '../../src/core/result';
import type { Cell, Move, Player, VariantName } from '../../src/core/types';
import type { Topology } from '../../src/topology/topology';
import * as moveModule from './piece-move';
import { formatPieceMove, parsePieceMove } from './piece-move-text';
import type { PieceMoveParts } from './piece-move-text';
import type { Maker } from './piece-make';
import type { MoveText } from './piece-move-text';
import type { PiecePosition } from './piece-position';
import type { PieceSet } from './piece-set';
import type { SeeAtLeast } from './piece-see';

const { GEN_ALL, RESULT_DRAW, RESULT_NONE } = rulesModule;
const { CELL_MASK, PROMOTION_SHIFT, TO_SHIFT } = moveModule;

const FIFTY_MOVE_PLIES = 100;

/** A variant's parts: those its move text needs (topology, piece set, move text, generator, maker), and these. */
export interface PieceVariantParts extends PieceMoveParts {
  readonly variant: VariantName;
  readonly maxMoves: number;
  readonly startText: string;
  readonly parsePosition: (text: string) => Result<PiecePosition>;
  readonly formatPosition: (pos: PiecePosition) => string;
  readonly display: (pos: PiecePosition) => string;
  readonly isAttacked: (pos: PiecePosition, cell: Cell, by: Player) => boolean;
  readonly isDeadMaterial: (pos: PiecePosition) => boolean;
  /** The static exchange (piece-see.ts), where the variant has one. */
  readonly seeAtLeast?: SeeAtLeast;
}

/**
 * A variant folder's modules by their roles (CONTRIBUTING.md, "Engine folders"): what createPieceRules reads from
 * each, under the names every piece-board folder exports.
 */
export interface PieceVariantModules {
  readonly topology: { readonly TOPOLOGY: Topology };
  readonly notation: {
    readonly START_TEXT: string;
    readonly MOVE_TEXT: MoveText;
    readonly parsePosition: (text: string) => Result<PiecePosition>;
    readonly formatPosition: (pos: PiecePosition) => string;
    readonly formatBoard: (pos: PiecePosition) => string;
  };
  readonly movegen: { readonly generateMoves: PieceVariantParts['generateMoves'] };
  readonly make: { readonly MAKER: Maker };
  readonly attacks: { readonly isAttacked: PieceVariantParts['isAttacked'] };
  /** The static exchange, built by createSeeAtLeast (piece-see.ts) from the folder's attack tables. */
  readonly see?: { readonly seeAtLeast: SeeAtLeast };
}

/** What a piece-board variant says itself; the rest comes from its modules. */
export type PieceVariantOwn = Pick<PieceVariantParts, 'variant' | 'pieceSet' | 'maxMoves' | 'isDeadMaterial'>;

/** The Rules of a piece-board variant from its own settings and its folder's modules. */
export function createPieceRules(own: PieceVariantOwn, modules: PieceVariantModules): PieceRules {
  const { topology, notation, movegen, make, attacks, see } = modules;
  return new PieceRules({
    ...own,
    topology: topology.TOPOLOGY,
    startText: notation.START_TEXT,
    parsePosition: notation.parsePosition,
    formatPosition: notation.formatPosition,
    moveText: notation.MOVE_TEXT,
    display: notation.formatBoard,
    generateMoves: movegen.generateMoves,
    maker: make.MAKER,
    isAttacked: attacks.isAttacked,
    seeAtLeast: see?.seeAtLeast,
  });
}

export class PieceRules implements Rules<PiecePosition> {
  readonly variant: VariantName;
  readonly players = 2;
  readonly topology: Topology;
  readonly pieces: readonly PieceInfo[];
  readonly maxMoves: number;
  readonly startText: string;
  private readonly scratch: Int32Array;
  private readonly set: PieceSet;
  /** Whether the exchange a move starts nets the mover at least `threshold` (absent where the variant has none). */
  readonly seeAtLeast?: SeeAtLeast;

  constructor(private readonly parts: PieceVariantParts) {
    this.variant = parts.variant;
    this.topology = parts.topology;
    this.set = parts.pieceSet;
    this.pieces = parts.pieceSet.pieces;
    this.maxMoves = parts.maxMoves;
    this.startText = parts.startText;
    this.scratch = new Int32Array(parts.maxMoves);
    if (parts.seeAtLeast !== undefined) this.seeAtLeast = parts.seeAtLeast;
  }

  startPosition(): PiecePosition {
    const result = this.parts.parsePosition(this.startText);
    if (!result.ok) throw new Error(`start position does not parse: ${result.error.detail}`);
    return result.value;
  }

  parsePosition(text: string): Result<PiecePosition> {
    return this.parts.parsePosition(text);
  }

  formatPosition(pos: PiecePosition): string {
    return this.parts.formatPosition(pos);
  }

  clonePosition(pos: PiecePosition): PiecePosition {
    return pos.clone();
  }

  generateMoves(pos: PiecePosition, out: Int32Array, start: number, mode: GenMode): number {
    return this.parts.generateMoves(pos, out, start, mode);
  }

  makeMove(pos: PiecePosition, move: Move): boolean {
    return this.parts.maker.makeMove(pos, move);
  }

  unmakeMove(pos: PiecePosition): void {
    this.parts.maker.unmakeMove(pos);
  }

  makeNullMove(pos: PiecePosition): void {
    this.parts.maker.makeNullMove(pos);
  }

  unmakeNullMove(pos: PiecePosition): void {
    this.parts.maker.unmakeNullMove(pos);
  }

  inCheck(pos: PiecePosition): boolean {
    let state = pos.checkState[pos.gamePly];
    if (state < 0) {
      state = this.parts.isAttacked(pos, pos.kingCell[pos.stm], pos.stm ^ 1) ? 1 : 0;
      pos.checkState[pos.gamePly] = state;
    }
    return state === 1;
  }

  checkedCells(pos: PiecePosition): number[] {
    return this.inCheck(pos) ? [pos.kingCell[pos.stm]] : [];
  }

  nullMoveAllowed(pos: PiecePosition): boolean {
    const base = pos.stm === 0 ? 0 : this.set.blackBit;
    for (const kind of this.set.nullMoveKinds) if (pos.counts[base | kind] !== 0) return true;
    return false;
  }

  /** MVV-LVA, promotions by the new piece's value. */
  noisyScore(pos: PiecePosition, move: Move): number {
    const board = pos.board;
    const { kindMask, orderValue } = this.set;
    const victim = board[(move >> TO_SHIFT) & CELL_MASK] & kindMask;
    const attacker = board[move & CELL_MASK] & kindMask;
    let score = victim === 0 ? 0 : orderValue[victim] * 32 + 32 - orderValue[attacker];
    const promotion = (move >> PROMOTION_SHIFT) & 15;
    if (promotion !== 0) score += orderValue[promotion] * 32;
    return score;
  }

  quickResult(pos: PiecePosition): QuickResult {
    if (pos.halfmove >= FIFTY_MOVE_PLIES)
      return this.inCheck(pos) && !this.hasLegalMove(pos) ? RESULT_NONE : RESULT_DRAW;
    return this.parts.isDeadMaterial(pos) ? RESULT_DRAW : RESULT_NONE;
  }

  outcome(pos: PiecePosition): Outcome | undefined {
    if (!this.hasLegalMove(pos)) {
      if (this.inCheck(pos)) return { kind: 'win', winners: [pos.stm ^ 1], reason: 'checkmate' };
      return { kind: 'draw', reason: 'stalemate' };
    }
    if (pos.halfmove >= FIFTY_MOVE_PLIES) return { kind: 'draw', reason: 'fifty-move rule' };
    if (isThreefold(pos)) return { kind: 'draw', reason: 'threefold repetition' };
    if (this.parts.isDeadMaterial(pos)) return { kind: 'draw', reason: 'insufficient material' };
    return undefined;
  }

  formatMove(_pos: PiecePosition, move: Move): string {
    return formatPieceMove(this.parts, move);
  }

  parseMove(pos: PiecePosition, text: string): Result<Move> {
    return parsePieceMove(this.parts, pos, text, this.scratch);
  }

  display(pos: PiecePosition): string {
    return this.parts.display(pos);
  }

  cellLabel(pos: PiecePosition, cell: number): string {
    const code = pos.board[cell];
    if (code === 0) return '';
    const set = this.parts.pieceSet;
    return `${(code & set.blackBit) === 0 ? 0 : 1}:${set.letters[code & set.kindMask].toUpperCase()}`;
  }

  private hasLegalMove(pos: PiecePosition): boolean {
    const count = this.parts.generateMoves(pos, this.scratch, 0, GEN_ALL);
    for (let i = 0; i < count; i++) {
      if (this.parts.maker.makeMove(pos, this.scratch[i])) {
        this.parts.maker.unmakeMove(pos);
        return true;
      }
    }
    return false;
  }
}
