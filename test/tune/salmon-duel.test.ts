// The salmon duel measure tells a planner from one that plays random legal turns (on either seat set: the pairs swap
// seats), the same games with the same seed; its summary counts winners, seats eliminated and centaurs taken per
// planner from the games' view of each side.
import { describe, expect, it } from 'vitest';
import { createEngine } from '../../engines';
import type { ChosenTurn, TurnChooser } from '../../engines/salmon/choose';
import { createChooser } from '../../engines/salmon/choose';
import { UNDO_SIZE, makeSubMove, unmakeSubMove } from '../../engines/salmon/make';
import { formatSubMove } from '../../engines/salmon/notation';
import type { SalmonPosition } from '../../engines/salmon/position';
import type { SalmonState } from '../../engines/salmon/rules';
import { buildSalmonBoard } from '../../engines/salmon/topology';
import { MAX_SUB_MOVES, TURN_LENGTH, createTurnRules, type TurnRules } from '../../engines/salmon/turn';
import type { PositionCore, Rules } from '../../src/core/rules';
import { createRng } from '../../src/search/skill';
import { duelOpenings, pairScore, playDuel, summarizeDuel, type DuelPair } from '../../src/tune/salmon-duel';
import type { SalmonGameResult, SalmonSide } from '../../src/tune/salmon-spsa';

/**
 * A crippled planner: random legal sub-moves, ending the turn at random once it may (seeded). A sub-move is drawn from
 * the pseudo-legal ones until one is legal (cheap: one legality test, not a legal list of thousands).
 */
function randomTurns(rules: TurnRules, values: Float64Array, seed: number): TurnChooser {
  const rng = createRng(seed);
  const moves = new Int32Array(MAX_SUB_MOVES);
  const undo = new Int32Array(UNDO_SIZE * TURN_LENGTH);
  const draw = (pos: SalmonPosition): number => {
    const n = rules.gen.pseudoLegal(pos, pos.toMove, moves, 0);
    for (let tries = 0; tries < 64 && n > 0; tries++) {
      const i = rng() % n;
      if (rules.keepLegalSubMoves(pos, moves, i, i + 1) > i) return moves[i];
    }
    const legal = rules.legalSubMoves(pos, moves, 0);
    return legal === 0 ? -1 : moves[rng() % legal];
  };
  return {
    values,
    chooseTurn(pos: SalmonPosition): ChosenTurn {
      const texts: string[] = [];
      while (pos.subMoves < TURN_LENGTH && !(rules.canPass(pos) && rng() % 10 === 0)) {
        const move = draw(pos);
        if (move < 0) break;
        texts.push(formatSubMove(pos, move));
        makeSubMove(pos, move, undo, texts.length * UNDO_SIZE - UNDO_SIZE);
      }
      for (let k = texts.length - 1; k >= 0; k--) unmakeSubMove(pos, undo, k * UNDO_SIZE);
      return { moves: texts, score: 0, nodes: 0, depth: texts.length };
    },
  };
}

const turnRules = createTurnRules(buildSalmonBoard('L0'));
const rules = createEngine('salmon').rules as Rules<SalmonState>;
const planner = createChooser(turnRules);
const values = planner.values;
const strong: SalmonSide = { chooser: planner, choose: { nodes: 40 } };
/** Turns a game is played after its book line. */
const TURNS = 100;

describe('salmon duel', () => {
  it('tells the planner from random legal turns, and replays the same games with the same seed', () => {
    const openings = duelOpenings(rules as Rules<PositionCore>, 3, 7);
    const random = (): SalmonSide => ({ chooser: randomTurns(turnRules, values, 3), choose: {} });
    const pairs = playDuel(rules, strong, random(), openings, TURNS, values);
    const summary = summarizeDuel(pairs);
    // Every pair favours the planner (on A C E G I in one game, B D F H J in the other), the interval clear of 1/2.
    for (const pair of pairs) expect(pairScore(pair)).toBeGreaterThan(0.5);
    expect(summary.score - summary.margin).toBeGreaterThan(0.5);
    expect(summary.materialShare).toBeGreaterThan(0.5);
    expect(summary.eliminated[0]).toBeLessThanOrEqual(summary.eliminated[1]);
    // The same seed, the same games.
    const again = playDuel(rules, strong, random(), openings.slice(0, 1), TURNS, values);
    expect(pairScore(again[0])).toBe(pairScore(pairs[0]));
  });

  it('counts each planner from its side of each game', () => {
    const game = (score: number, eliminated: [number, number], kingsTaken: [number, number]): SalmonGameResult => ({
      score,
      turns: 10,
      outcome: score === 1 ? { kind: 'win', winners: [2], reason: '' } : undefined,
      materialShare: score,
      eliminated,
      kingsTaken,
    });
    // A (side 0 in the first game) wins it; in the second A is side 1 and keeps 70 % of the material.
    const pair: DuelPair = { first: game(1, [1, 9], [9, 1]), second: game(0.3, [2, 1], [1, 2]) };
    const summary = summarizeDuel([pair, pair]);
    expect(pairScore(pair)).toBeCloseTo(0.85, 9);
    expect(summary.score).toBeCloseTo(0.85, 9);
    expect(summary.margin).toBe(0);
    expect(summary.wins).toEqual([2, 0]);
    expect(summary.noWinner).toBe(2);
    expect(summary.eliminated).toEqual([2 * (1 + 1), 2 * (9 + 2)]);
    expect(summary.kingsTaken).toEqual([2 * (9 + 2), 2 * (1 + 1)]);
    expect(summary.materialShare).toBeCloseTo(0.85, 9);
  });
});
