// Salmon's tuner: SPSA recovers known weights from a synthetic noisy match, deterministically with a seed; the table
// of tunable weights round-trips; candidate weights reach the planner while the default chooser reads params.json; a
// game is scored by its winner or else by the material still in play.
import { describe, expect, it } from 'vitest';
import { createChooser } from '../../engines/salmon/choose';
import { PARAMS } from '../../engines/salmon/eval';
import type { SalmonWeights } from '../../engines/salmon/eval';
import { KING_CENTAUR, PIECE_DEFS } from '../../engines/salmon/pieces';
import { emptyPosition, placePiece } from '../../engines/salmon/position';
import { buildSalmonBoard, cellByName } from '../../engines/salmon/topology';
import { createTurnRules } from '../../engines/salmon/turn';
import { seeded } from '../../src/match/random-opening';
import { salmonTunables, sideZeroScore } from '../../src/tune/salmon-spsa';
import { spsa } from '../../src/tune/spsa';

/** A noisy "match" between weight vectors whose true strength peaks at `best`: plus scores a noisy logistic share. */
function syntheticRun(seed: number, best: readonly number[]) {
  const start = Float64Array.from([1, 10, 0.5]);
  const strength = (x: Float64Array): number => -x.reduce((s, v, i) => s + ((v - best[i]) / start[i]) ** 2, 0);
  const noise = seeded(seed + 1000);
  return spsa({
    start,
    lower: Float64Array.from([0.25, 2.5, 0]),
    upper: Float64Array.from([4, 40, 1]),
    iterations: 3000,
    c: 0.1,
    a: 0.5,
    stability: 300,
    seed,
    play: (plus, minus) => 1 / (1 + Math.exp(strength(minus) - strength(plus))) + (noise() - 0.5) * 0.2,
  });
}

describe('spsa', () => {
  it('recovers the known best weights from a noisy synthetic match, the same with the same seed', () => {
    const best = [1.6, 7, 0.8];
    const result = syntheticRun(5, best);
    result.values.forEach((v, i) => expect(Math.abs(v - best[i]) / best[i]).toBeLessThan(0.08));
    expect([...syntheticRun(5, best).values]).toEqual([...result.values]);
    expect([...syntheticRun(6, best).values]).not.toEqual([...result.values]);
  });

  it('keeps every value within its bounds', () => {
    const result = spsa({
      start: Float64Array.from([0.5]),
      lower: Float64Array.from([0]),
      upper: Float64Array.from([1]),
      iterations: 200,
      c: 0.2,
      a: 5,
      stability: 1,
      seed: 1,
      play: (plus, minus) => (plus[0] > minus[0] ? 1 : 0), // always more is better: driven to the upper bound
    });
    expect(result.last[0]).toBe(1);
  });
});

describe("salmon's tunable weights", () => {
  const tunables = salmonTunables();
  const rules = createTurnRules(buildSalmonBoard('L0'));
  const typeOf = (name: string): number => PIECE_DEFS.findIndex((p) => p.name === name);

  it('are every weight but the centaur value, and give the table back unchanged at their start', () => {
    expect(tunables.labels).not.toContain('material.centaurValue');
    expect(tunables.labels).toContain('quiescence.share');
    expect(tunables.table(tunables.start)).toEqual(PARAMS);
  });

  it('reach the planner as candidates, while the default chooser reads params.json', () => {
    const doubled = tunables.start.map((v, i) => (tunables.labels[i] === 'material.valuePerMove' ? v * 2 : v));
    const queen = typeOf('Queen');
    const base = createChooser(rules).values[queen];
    expect(createChooser(rules, tunables.table(tunables.start)).values[queen]).toBe(base);
    const weights: SalmonWeights = tunables.table(doubled);
    const { valueBase, valuePerMove } = (PARAMS as SalmonWeights).material;
    const mobility = (base - valueBase) / valuePerMove;
    const expected = valueBase + 2 * valuePerMove * mobility;
    expect(createChooser(rules, weights).values[queen]).toBe(expected);
  });

  it('score a game by its winner, else by the material of the players still in', () => {
    const values = createChooser(rules).values;
    const pos = emptyPosition();
    for (let p = 0; p < 10; p++) placePiece(pos, cellByName(`${'ABCDEFGHIJ'[p]}1a1`), p, KING_CENTAUR, false);
    placePiece(pos, cellByName('A5c3'), 0, typeOf('Queen'), false);
    placePiece(pos, cellByName('B5c3'), 1, typeOf('Queen'), false);
    placePiece(pos, cellByName('D5c3'), 3, typeOf('Queen'), false);
    expect(sideZeroScore({ kind: 'win', winners: [4], reason: '' }, pos, values)).toBe(1);
    expect(sideZeroScore({ kind: 'win', winners: [7], reason: '' }, pos, values)).toBe(0);
    expect(sideZeroScore(undefined, pos, values)).toBeCloseTo(1 / 3, 9);
    pos.active[3] = 0; // D eliminated: his queen is out of play
    expect(sideZeroScore({ kind: 'draw', reason: '' }, pos, values)).toBeCloseTo(1 / 2, 9);
  });
});
