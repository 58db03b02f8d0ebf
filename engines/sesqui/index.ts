// The ring engine's public face: rules, evaluator and bench positions of Sesqui-dimensional Chess.
import type { VariantEngine } from '../../src/core/rules';
import { EVALUATOR } from './eval';
import { START_TEXT } from './notation';
import type { Position } from './position';
import { SesquiRules } from './rules';

export type { Position } from './position';
export { SesquiRules } from './rules';

/** The start and positions reached after a few opening moves and in endings. */
export const BENCH_POSITIONS: readonly string[] = [
  START_TEXT,
  'PPNKRBP1P3ppnqrb1pp4PPBRQNPP4ppbrknpp4 w 0 3',
  '1PNKRB1P2P1ppnqr1bpp4PPBRQN1P1P3ppbrkn1p1p3 b 0 5',
  '1P1K7q11r2P5Q3k11 w 0 30',
];

export function createSesquiEngine(): VariantEngine<Position> {
  return { rules: new SesquiRules(), evaluator: EVALUATOR, benchPositions: BENCH_POSITIONS };
}
