// The Rules contract for Stack Chess: glue over movegen/make/notation plus results: a side without stacks (draw,
// checked first), the win race (shortest stack taller than the enemy's tallest), and the termination draws
// (threefold repetition, 100 plies without a capture). There is no check.
import * as rulesModule from '../../src/core/rules';
import type { GenMode, Outcome, PieceInfo, QuickResult, Rules } from '../../src/core/rules';
import type { Result } from '../../src/core/result';
import type { Move, VariantName } from '../../src/core/types';
import type { Topology } from '../../src/topology/topology';
import * as topologyModule from './topology';
import * as piecesModule from './pieces';
import * as makeModule from './make';
import * as moveModule from './move';
import * as movegenModule from './movegen';
import * as notationModule from './notation';
import type { Position } from './position';
import * as statusModule from './status';
import { isThreefold } from '../../src/core/repetition';

// Imported bindings are copied into module constants: vitest's import getters would slow every hot read.
const { GEN_ALL, RESULT_DRAW, RESULT_LOSS, RESULT_NONE, RESULT_WIN } = rulesModule;
const { TOPOLOGY } = topologyModule;
const { BLACK_BIT, HEIGHT_MASK } = piecesModule;
const { makeMove, makeNullMove, unmakeMove, unmakeNullMove } = makeModule;
const { moveChips, moveFrom, moveTo } = moveModule;
const { generateMoves } = movegenModule;
const { formatBoard, formatMove, formatPosition, parseMove, parsePosition, START_TEXT } = notationModule;
const { STATUS_BLACK_WINS, STATUS_NO_STACKS, STATUS_PLAYING, STATUS_WHITE_WINS, gameStatus } = statusModule;

/** 20 stacks at most per side would give 20 * 8 * 10 moves; real positions stay far below. */
export const MAX_MOVES = 1600;
const NO_CAPTURE_PLIES = 100;

export const STACK_PIECES: readonly PieceInfo[] = Array.from({ length: 10 }, (_, i) => ({
  letter: 'ABCDEFGHIJ'[i],
  name: `stack of ${i + 1}`,
}));

export class StackRules implements Rules<Position> {
  readonly variant: VariantName = 'stack';
  readonly players = 2;
  readonly topology: Topology = TOPOLOGY;
  readonly pieces: readonly PieceInfo[] = STACK_PIECES;
  readonly maxMoves = MAX_MOVES;
  readonly startText = START_TEXT;
  private readonly scratch = new Int32Array(MAX_MOVES);

  /** `blocking` (default on): cells between `from` and `to` must be empty, as for a queen. */
  constructor(readonly blocking = true) {}

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
    return generateMoves(pos, out, start, mode, this.blocking);
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

  inCheck(): boolean {
    return false;
  }

  nullMoveAllowed(): boolean {
    return true;
  }

  /** Captures by the victim's height, then fewer chips moved. */
  noisyScore(pos: Position, move: Move): number {
    const target = pos.board[moveTo(move)];
    const mover = pos.board[moveFrom(move)];
    if (target === 0 || ((target ^ mover) & BLACK_BIT) === 0) return 0;
    return (target & HEIGHT_MASK) * 16 + 16 - moveChips(move);
  }

  quickResult(pos: Position): QuickResult {
    switch (gameStatus(pos)) {
      case STATUS_NO_STACKS:
        return RESULT_DRAW;
      case STATUS_WHITE_WINS:
        return pos.stm === 0 ? RESULT_WIN : RESULT_LOSS;
      case STATUS_BLACK_WINS:
        return pos.stm === 1 ? RESULT_WIN : RESULT_LOSS;
    }
    return pos.halfmove >= NO_CAPTURE_PLIES ? RESULT_DRAW : RESULT_NONE;
  }

  outcome(pos: Position): Outcome | undefined {
    const status = gameStatus(pos);
    if (status === STATUS_NO_STACKS) return { kind: 'draw', reason: 'a side has no stacks' };
    if (status !== STATUS_PLAYING) {
      return {
        kind: 'win',
        winners: [status === STATUS_WHITE_WINS ? 0 : 1],
        reason: 'shortest stack taller than every enemy stack',
      };
    }
    if (pos.halfmove >= NO_CAPTURE_PLIES) return { kind: 'draw', reason: '100 plies without a capture' };
    if (isThreefold(pos)) return { kind: 'draw', reason: 'threefold repetition' };
    return undefined;
  }

  formatMove(_pos: Position, move: Move): string {
    return formatMove(move);
  }

  parseMove(pos: Position, text: string): Result<Move> {
    return parseMove(text, (wanted) => {
      const count = generateMoves(pos, this.scratch, 0, GEN_ALL, this.blocking);
      for (let i = 0; i < count; i++) if (wanted(this.scratch[i])) return this.scratch[i];
      return undefined;
    });
  }

  display(pos: Position): string {
    return formatBoard(pos);
  }

  cellLabel(pos: Position, cell: number): string {
    const code = pos.board[cell];
    return code === 0 ? '' : `${(code & BLACK_BIT) === 0 ? 0 : 1}:${code & HEIGHT_MASK}`;
  }
}

/** The Rules face of Stack Chess; `blocking` false lets stacks move through others (a rule test's switch). */
export function createStackRules(blocking = true): StackRules {
  return new StackRules(blocking);
}
