// The check and mate marks of move text a player reads (`+`, `#`), for every variant with check. Not hot code.
import { legalMoves, type PositionCore, type Rules } from '../../src/core/rules';
import type { Move } from '../../src/core/types';

/** `+` when the legal move `move` checks, `#` when it mates, else ''. */
export function checkMark<P extends PositionCore>(rules: Rules<P>, pos: P, move: Move): string {
  if (!rules.makeMove(pos, move)) return '';
  let mark = '';
  if (rules.inCheck(pos)) mark = legalMoves(rules, pos, new Int32Array(rules.maxMoves)).length === 0 ? '#' : '+';
  rules.unmakeMove(pos);
  return mark;
}
