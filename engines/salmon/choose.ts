// A first turn-choosing engine (salmon.md §9's recommendation, greedy without beam): for each of up to ten sub-moves,
// score the legal sub-moves statically (material won, promotion, pawn progress, minus the mover's value when it ends
// attacked by the next two active players) and play the best; pass when nothing scores above zero.
import { cellAt } from './board';
import { LAYER_CELLS, layerCell } from './layer';
import { MOVE_CAPTURE, MOVE_PROMOTE, moveFrom, moveTo } from './movegen';
import { UNDO_SIZE, makeSubMove, unmakeSubMove } from './make';
import { formatSubMove } from './notation';
import { KING_CENTAUR, PIECE_TYPES } from './pieces';
import type { SalmonPosition } from './position';
import { PAWN_RANK, emptyPosition, nextActive, placePiece } from './position';
import type { TurnRules } from './turn';
import { MAX_SUB_MOVES, TURN_LENGTH } from './turn';

/** Centaur value: taking one eliminates a player. */
const CENTAUR_VALUE = 1000;
/** How many best-looking candidates get the (costly) safety test per sub-move. */
const SAFETY_CANDIDATES = 12;

/** Default budget of one turn. */
export const DEFAULT_TURN_MS = 500;
export const DEFAULT_BEAM = 1;

export interface ChooseOptions {
  /** Wall-clock budget for the whole turn in ms (default DEFAULT_TURN_MS). */
  readonly timeMs?: number;
  /** Evaluated-position budget. */
  readonly nodes?: number;
  /** Beam width: 1 = pure greedy. */
  readonly beam?: number;
  /** Polled often; true = stop now and return the best complete legal turn found so far. */
  readonly stopped?: () => boolean;
  /** Called after each sub-move depth is settled. */
  readonly onProgress?: (progress: ChosenTurn) => void;
}

export interface ChosenTurn {
  /** Sub-moves in canonical text, in order; [] = pass. */
  readonly moves: readonly string[];
  /** Evaluation of the turn for the mover. */
  readonly score: number;
  /** Positions evaluated. */
  readonly nodes: number;
  /** Sub-moves looked at in depth. */
  readonly depth: number;
}

export interface TurnChooser {
  /** The turn the engine plays for the player to move; `pos` is left unchanged. */
  chooseTurn(pos: SalmonPosition, options?: ChooseOptions): ChosenTurn;
  /** Static piece values by type (1 + open-board mobility / 10; the centaur 1000). */
  readonly values: Float64Array;
}

export function createChooser(rules: TurnRules): TurnChooser {
  // Piece values from mobility on an otherwise empty board, on an open cell of a middle layer.
  const values = new Float64Array(PIECE_TYPES);
  const probe = new Int32Array(MAX_SUB_MOVES);
  const open = cellAt(6, layerCell(0, 2, 7));
  for (let type = 0; type < PIECE_TYPES; type++) {
    const pos = emptyPosition();
    placePiece(pos, open, 0, type, false);
    values[type] = type === KING_CENTAUR ? CENTAUR_VALUE : 1 + rules.gen.pseudoLegal(pos, 0, probe, 0) / 10;
  }
  const moves = new Int32Array(MAX_SUB_MOVES);
  const scores = new Float64Array(MAX_SUB_MOVES);
  const order = new Int32Array(MAX_SUB_MOVES);
  const undo = new Int32Array(UNDO_SIZE * (TURN_LENGTH + 1));
  const probeSlot = TURN_LENGTH * UNDO_SIZE;

  function rawScore(pos: SalmonPosition, move: number): number {
    const from = moveFrom(move);
    const to = moveTo(move);
    let score = 0;
    if (move & MOVE_CAPTURE) score += values[pos.type[to]];
    if (move & MOVE_PROMOTE) score += values[pos.type[from]];
    if (pos.restricted[from]) {
      const base = pos.toMove * LAYER_CELLS;
      score += 0.05 * (PAWN_RANK[base + (to % LAYER_CELLS)] - PAWN_RANK[base + (from % LAYER_CELLS)]);
    }
    return score;
  }

  function chooseTurn(pos: SalmonPosition, options: ChooseOptions = {}): ChosenTurn {
    void options;
    const player = pos.toMove;
    const played: string[] = [];
    const start = pos.subMoves;
    while (pos.subMoves < TURN_LENGTH) {
      const n = rules.legalSubMoves(pos, moves, 0);
      if (n === 0) break;
      for (let i = 0; i < n; i++) {
        scores[i] = rawScore(pos, moves[i]);
        order[i] = i;
      }
      const sorted = Array.from(order.subarray(0, n)).sort((a, b) => scores[b] - scores[a]);
      const mustMove = !rules.canPass(pos);
      let best = -1;
      let bestScore = -Infinity;
      for (let c = 0; c < Math.min(SAFETY_CANDIDATES, n); c++) {
        const i = sorted[c];
        if (scores[i] <= bestScore) break;
        makeSubMove(pos, moves[i], undo, probeSlot);
        const to = moveTo(moves[i]);
        const first = nextActive(pos, player, 1);
        const second = nextActive(pos, player, 2);
        const hanging = (first >= 0 && rules.gen.attacks(pos, first, to)) || (second >= 0 && rules.gen.attacks(pos, second, to));
        const score = scores[i] - (hanging ? values[pos.type[to]] : 0);
        unmakeSubMove(pos, undo, probeSlot);
        if (score > bestScore) {
          bestScore = score;
          best = i;
        }
      }
      if (best < 0 || (bestScore <= 0 && !mustMove)) break;
      played.push(formatSubMove(pos, moves[best]));
      makeSubMove(pos, moves[best], undo, pos.subMoves * UNDO_SIZE);
    }
    while (pos.subMoves > start) unmakeSubMove(pos, undo, (pos.subMoves - 1) * UNDO_SIZE);
    return { moves: played, score: 0, nodes: 0, depth: played.length };
  }

  return { chooseTurn, values };
}
