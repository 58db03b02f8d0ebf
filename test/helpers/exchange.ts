// A slow reference for the static exchange of the piece boards: every legal capture onto the target cell, both sides
// free to stop, searched in full with the engine's own generator and maker (pins count here, so test positions have
// none). What a move nets: the man it takes (plus the promotion's gain) less the opponent's best reply exchange.
import type { PiecePosition } from '../../engines/common/piece-position';
import { moveTo, movePromotion } from '../../engines/common/piece-move';
import type { PieceRules } from '../../engines/common/piece-rules';
import { GEN_ALL } from '../../src/core/rules';
import type { Move } from '../../src/core/types';

export function referenceExchange(
  rules: PieceRules,
  pos: PiecePosition,
  move: Move,
  values: readonly number[],
  kindMask: number,
  pawn: number,
): number {
  const to = moveTo(move);
  const promotion = movePromotion(move);
  const gain = values[pos.board[to] & kindMask] + (promotion === 0 ? 0 : values[promotion] - values[pawn]);
  if (!rules.makeMove(pos, move)) throw new Error('test move is not legal');
  let best = 0;
  const moves = new Int32Array(rules.maxMoves);
  const n = rules.generateMoves(pos, moves, 0, GEN_ALL);
  for (let i = 0; i < n; i++) {
    if (moveTo(moves[i]) !== to || pos.board[to] === 0) continue;
    if (!rules.makeMove(pos, moves[i])) continue;
    rules.unmakeMove(pos);
    best = Math.max(best, referenceExchange(rules, pos, moves[i], values, kindMask, pawn));
  }
  rules.unmakeMove(pos);
  return gain - best;
}
