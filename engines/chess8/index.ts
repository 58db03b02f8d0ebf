// The FIDE-board family's public face: rules, evaluator and bench positions for a variant on the instance's board.
// Here the 8x8 board with `normal`'s table; `msg` is the copy engines/generated/msg (the 8x8 board with
// msg-params.json, scripts/fide-family.mjs), its extra moves switched on by data.
import type { SearchSwitches, VariantEngine } from '../../src/core/rules';
import type { VariantName } from '../../src/core/types';
import { EVALUATOR, MSG_TABLE } from './eval';
import { NET_EVALUATOR } from './net';
import type { Position } from './position';
import { createChess8Rules } from './rules';

export type { Position } from './position';
export { Chess8Rules, createChess8Rules } from './rules';

/** Varied middlegames and endgames (start, Kiwipete, chessprogramming perft positions, a few endings). */
export const BENCH_POSITIONS: readonly string[] = [
  'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
  'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1',
  'r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10',
  'rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8',
  'r1bq1rk1/pp2nppp/2n1p3/3pP3/2pP4/P1P2N2/2P2PPP/R1BQKB1R w KQ - 1 9',
  '2r3k1/pp3ppp/4p3/3pP3/1P1P4/P4N2/5PPP/2R3K1 b - - 0 24',
  '8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1',
  '8/8/4k3/8/2p5/8/B2K4/8 w - - 0 1',
  '6k1/5pp1/7p/8/8/7P/5PP1/3R2K1 w - - 0 1',
];

/** M.S.G.: the start, msg.md's perft positions (merges, splits, gallops) and two FIDE middlegames. */
export const MSG_BENCH_POSITIONS: readonly string[] = [
  'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 00',
  'r3k2B/1P4P1/8/3pP3/3P4/4P3/8/R3K2R w KQq d6 0 1 00',
  '6k1/5ppp/8/8/Q2Q4/8/5B2/1r1R2K1 w - - 0 1 00',
  '4k3/8/2n5/4p3/1n6/3N4/8/2N1K3 w - - 0 1 00',
  'r1bq1rk1/pp2nppp/2n1p3/3pP3/2pP4/P1P2N2/2P2PPP/R1BQKB1R w KQ - 1 9 00',
  '2r3k1/pp3ppp/4p3/3pP3/1P1P4/P4N2/5PPP/2R3K1 b - - 0 24 00',
];

/**
 * The search refinements the family turns on (docs/search.md): the static exchange's three uses, each a switch of its
 * own so that each can be tested in games (docs/strength.md, Search changes).
 */
export const FAMILY_SEARCH: SearchSwitches = { seeQuiescence: true, seeOrdering: true, seePruning: true };
/**
 * `normal`'s and `msg`'s: the family's, countermoves and continuation history in move ordering (each tested in both;
 * not yet in `cylinder`).
 */
const HISTORY_SEARCH: SearchSwitches = { ...FAMILY_SEARCH, counterMoves: true, continuationHistory: true };

/** The engine of `variant` on this instance; `msg` only where the table is msg's (its copy, engines/generated/msg). */
export function createChess8Engine(variant: VariantName): VariantEngine<Position> {
  if ((variant === 'msg') !== MSG_TABLE) throw new Error(`${variant} is not evaluated with this instance's table`);
  const benchPositions = variant === 'msg' ? MSG_BENCH_POSITIONS : BENCH_POSITIONS;
  const search = variant === 'normal' || variant === 'msg' ? HISTORY_SEARCH : FAMILY_SEARCH;
  const evaluator = variant === 'normal' ? NET_EVALUATOR : EVALUATOR;
  return { rules: createChess8Rules(variant), evaluator, benchPositions, search };
}
