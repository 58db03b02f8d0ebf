// The ring engine's public face: rules, evaluator and bench positions of Sesqui-dimensional Chess.
import type { SearchSwitches, VariantEngine } from '../../src/core/rules';
import { EVALUATOR } from './eval';
import { START_TEXT } from './notation';
import type { PiecePosition as Position } from '../common/piece-position';
import { createSesquiRules } from './rules';

export type { PiecePosition as Position } from '../common/piece-position';
export { createSesquiRules } from './rules';

/** The start and positions from a game the engine played against itself (opening, middlegame, ending). */
export const BENCH_POSITIONS: readonly string[] = [
  START_TEXT,
  '1PNKRBP2Pp2pnqrbp1p2P1PBRQ2PN4pbrknpp2P1 b 0 5',
  'K1N1RBP3pn3qrbp1p2P1PBRQ2PN2pb2rknpp2PP b 7 11',
  '2N1R1P3pnq2rk1pbp2PKPBR1Q2NB5r1nb1pp1P b 1 21',
  '6P3pn2q1k1pQp2PKPRN4N6r8 w 1 31',
];

/** The static exchange's three uses in search (docs/search.md), this variant's own so that each can be gated off. */
export const SESQUI_SEARCH: SearchSwitches = { seeQuiescence: true, seeOrdering: true, seePruning: true };

export function createSesquiEngine(): VariantEngine<Position> {
  return { rules: createSesquiRules(), evaluator: EVALUATOR, benchPositions: BENCH_POSITIONS, search: SESQUI_SEARCH };
}
