// Salmon P. Chess's public face: the rules over sub-moves and whole turns, a material evaluator, the turn planner
// the search worker runs instead of the two-player search, and the bench positions.
import type { VariantEngine } from '../../src/core/rules';
import { buildSalmonBoard } from './board';
import { createChooser } from './choose';
import { PLAYERS } from './layer';
import type { CentreRule } from './layer';
import { createSalmonPlanner } from './planner';
import { MAX_PIECES, PROMOTION, PROMOTION_LITERAL } from './position';
import { createSalmonRules, type SalmonState } from './rules';
import { benchTurnPositions } from './self-play';
import { createTurnRules } from './turn';

export type { SalmonState } from './rules';

/**
 * Builds the board tables (about a second) and everything on top of them. The defaults are salmon.md's
 * recommendations: centre rule L0 and the symmetric promotion zone.
 */
export function createSalmonEngine(rule: CentreRule = 'L0', zone: 'symmetric' | 'literal' = 'symmetric'): VariantEngine<SalmonState> {
  const board = buildSalmonBoard(rule);
  const turnRules = createTurnRules(board);
  const rules = createSalmonRules(turnRules, board, zone === 'literal' ? PROMOTION_LITERAL : PROMOTION);
  const chooser = createChooser(turnRules);
  const values = chooser.values;
  let benchPositions: readonly string[] | undefined;
  return {
    rules,
    // Material of the side to move against the average of the other active players, in hundredths of a value unit.
    evaluator: {
      evaluate(state) {
        const pieces = state.board;
        let own = 0;
        let others = 0;
        let rivals = 0;
        for (let p = 0; p < PLAYERS; p++) {
          if (!pieces.active[p]) continue;
          let sum = 0;
          for (let k = 0; k < pieces.pieceCount[p]; k++) sum += values[pieces.type[pieces.pieces[p * MAX_PIECES + k]]];
          if (p === pieces.toMove) own = sum;
          else {
            others += sum;
            rivals++;
          }
        }
        return Math.round(100 * (own - (rivals === 0 ? 0 : others / rivals)));
      },
    },
    // Played on first use (a second or two): only `bench` needs them.
    get benchPositions(): readonly string[] {
      return (benchPositions ??= benchTurnPositions(rules, chooser));
    },
    createPlanner: (control) => createSalmonPlanner(chooser, control),
  };
}
