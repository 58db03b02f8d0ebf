// Stack Chess's public face: rules, evaluator and bench positions.
import type { VariantEngine } from '../../src/core/rules';
import { EVALUATOR } from './eval';
import { START_TEXT } from './notation';
import type { Position } from './position';
import { createStackRules } from './rules';

export type { Position } from './position';
export { StackRules, createStackRules } from './rules';

export const BENCH_POSITIONS: readonly string[] = [
  START_TEXT,
  '3c4A1/10/10/10/10/3E3b2/10/10/10/10 w 0 1',
  '9c/10/7a2/10/10/10/10/10/10/E1B7 w 0 1',
];

export function createStackEngine(): VariantEngine<Position> {
  return { rules: createStackRules(), evaluator: EVALUATOR, benchPositions: BENCH_POSITIONS };
}
