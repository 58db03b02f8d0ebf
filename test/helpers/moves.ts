// Legal moves of a position as sorted move texts, for rule tests of any variant.
import { GEN_ALL } from '../../src/core/rules';
import type { GenMode, PositionCore, Rules } from '../../src/core/rules';

export function legalMoveTexts<P extends PositionCore>(rules: Rules<P>, pos: P, mode: GenMode = GEN_ALL): string[] {
  const buffer = new Int32Array(rules.maxMoves);
  const count = rules.generateMoves(pos, buffer, 0, mode);
  const moves: string[] = [];
  for (let i = 0; i < count; i++) {
    if (!rules.makeMove(pos, buffer[i])) continue;
    rules.unmakeMove(pos);
    moves.push(rules.formatMove(pos, buffer[i]));
  }
  return moves.sort();
}
