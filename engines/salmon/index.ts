// Salmon P. Chess's public face: the rules over sub-moves and whole turns, a material evaluator, the turn planner
// the search worker runs instead of the two-player search, and the bench positions.
import type { VariantEngine } from '../../src/core/rules';
import type { Steps } from '../../src/core/steps';
import { collectGarbage } from '../../src/core/collect-garbage';
import { buildSalmonBoardInSteps } from './topology';
import { createChooser, type TurnChooser } from './choose';
import type { CentreRule } from './layer';
import { createSalmonPlanner } from './planner';
import { PROMOTION, PROMOTION_LITERAL } from './position';
import { materialBalance } from './eval';
import { buildLeapsInSteps } from './pieces';
import { createSalmonRules, type SalmonState } from './rules';
import { benchTurnPositions } from './self-play';
import { createTurnRules } from './turn';

export type { SalmonState } from './rules';

/**
 * Builds the board tables (about a second), yielding between steps (see core/steps), and everything on top of them.
 * The defaults are salmon.md's recommendations: centre rule L0 and the symmetric promotion zone.
 */
export function* buildSalmonEngineInSteps(
  rule: CentreRule = 'L0',
  zone: 'symmetric' | 'literal' = 'symmetric',
): Steps<VariantEngine<SalmonState>> {
  const board = yield* buildSalmonBoardInSteps(rule);
  yield* buildLeapsInSteps(board); // fills the cache the piece tables then read
  const turnRules = createTurnRules(board);
  const rules = createSalmonRules(turnRules, board, zone === 'literal' ? PROMOTION_LITERAL : PROMOTION);
  collectGarbage(); // the build's tens of MB of temporary sets and arrays, now rather than whenever V8 gets to them
  // Built on first use (some 5 MB): the protocol thread keeps the rules only, the search worker plans turns.
  let chooser: TurnChooser | undefined;
  const theChooser = (): TurnChooser => (chooser ??= createChooser(turnRules));
  let benchPositions: readonly string[] | undefined;
  return {
    rules,
    // The generic layers' static score (the planner has its own, richer one): material against the average rival.
    evaluator: { evaluate: (state) => materialBalance(theChooser().values, state.board) },
    // Played on first use (a second or two): only `bench` needs them.
    get benchPositions(): readonly string[] {
      return (benchPositions ??= benchTurnPositions(rules, theChooser()));
    },
    createPlanner: (control) => createSalmonPlanner(theChooser(), control),
  };
}
