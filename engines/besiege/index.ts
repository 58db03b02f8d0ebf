// Decimal Quadruple Besiege's public face: rules, evaluator and bench positions.
import type { SearchSwitches, VariantEngine } from '../../src/core/rules';
import type { PiecePosition as Position } from '../common/piece-position';
import { EVALUATOR } from './eval';
import { START_TEXT } from './notation';
import { createBesiegeRules } from './rules';

export type { PiecePosition as Position } from '../common/piece-position';
export { createBesiegeRules } from './rules';

export const BENCH_POSITIONS: readonly string[] = [START_TEXT];

/** The static exchange's three uses in search (docs/search.md), this variant's own so that each can be gated off. */
export const BESIEGE_SEARCH: SearchSwitches = { seeQuiescence: true, seeOrdering: true, seePruning: true };

export function createBesiegeEngine(): VariantEngine<Position> {
  return { rules: createBesiegeRules(), evaluator: EVALUATOR, benchPositions: BENCH_POSITIONS, search: BESIEGE_SEARCH };
}
