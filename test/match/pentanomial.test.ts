import { describe, expect, it } from 'vitest';
import { estimatePairs, NELO_PER_T, normalizedLlr, normalizedSprt, pairIndex } from '../../src/match/pentanomial';

describe('pentanomial statistics', () => {
  // Published fishtest results: the LLR fishtest printed for the final pair counts (normalized Elo bounds), as quoted
  // in the Stockfish commit that each test admitted, and one test's raw statistics page.
  const published = [
    // Stockfish 218c74ec4 "Multi cut pruning correction history": LLR 2.96 (-2.94,2.94) <0.50,2.50>.
    { ptnml: [39, 11353, 31686, 11822, 33], bounds: [0.5, 2.5], llr: 2.96, digits: 2 },
    // Stockfish d077f9a81 "Port Linux shared memory to BSDs and macOS": LLR 2.95 (-2.94,2.94) <0.00,2.00>.
    { ptnml: [20, 1334, 3810, 1569, 35], bounds: [0, 2], llr: 2.95, digits: 2 },
    // Stockfish b52f01471 "Simplify USE_PAIR_ACTIVATIONS ...": LLR 3.19 (-2.94,2.94) <-1.75,0.25>.
    { ptnml: [1721, 77704, 208246, 77189, 1732], bounds: [-1.75, 0.25], llr: 3.19, digits: 2 },
    // montytest (a fishtest instance), test 69d3c8dc7c5b3724e29d2712's raw statistics: "Normalized (exact) -0.54912".
    { ptnml: [13, 37, 50, 25, 3], bounds: [0, 4], llr: -0.54912, digits: 4 },
  ] as const;

  it.each(published)('matches fishtest for $ptnml', ({ ptnml, bounds, llr, digits }) => {
    expect(normalizedLlr(ptnml, bounds[0], bounds[1])).toBeCloseTo(llr, digits);
  });

  it('decides H1, H0 or neither at the bounds from alpha and beta', () => {
    const settings = { elo0: 0, elo1: 2, alpha: 0.05, beta: 0.05 };
    const decided = normalizedSprt([20, 1334, 3810, 1569, 35], settings);
    expect(decided.decision).toBe('H1');
    expect(decided.upper).toBeCloseTo(2.944, 3);
    expect(normalizedSprt([35, 1569, 3810, 1334, 20], settings).decision).toBe('H0');
    expect(normalizedSprt([2, 13, 38, 14, 3], settings).decision).toBeUndefined();
    expect(normalizedSprt([0, 0, 0, 0, 0], settings).llr).toBe(0);
  });

  it('uses the trinomial distribution for lone games, close to the practical approximation for small differences', () => {
    // fishtest's LLR_normalized_alt (section 4.2 of the normalized Elo note): (N / 2) ln((1 + (t - t0)^2) / (1 + (t -
    // t1)^2)), t the observed t-value; the exact ratio differs from it only at second order for small t.
    const counts = [1000, 2000, 1100] as const;
    const games = 4100;
    const mean = (2000 * 0.5 + 1100) / games;
    const variance = (1000 * mean ** 2 + 2000 * (0.5 - mean) ** 2 + 1100 * (1 - mean) ** 2) / games;
    const t = (mean - 0.5) / Math.sqrt(variance);
    const [t0, t1] = [0, 5].map((nelo) => nelo / NELO_PER_T);
    const approximate = (games / 2) * Math.log((1 + (t - t0) ** 2) / (1 + (t - t1) ** 2));
    const exact = normalizedLlr(counts, 0, 5);
    expect(exact).toBeGreaterThan(0.5);
    expect(Math.abs(exact - approximate)).toBeLessThan(0.02 * Math.abs(approximate));
  });

  it("gives fastchess's Elo and normalized Elo with their margins", () => {
    // fastchess: "Elo: 277.00 +/- 40.90, nElo: 345.17 +/- 34.05 ... Ptnml(0-2): [4, 3, 34, 42, 117]".
    const estimate = estimatePairs([4, 3, 34, 42, 117]);
    expect(estimate.elo).toBeCloseTo(277.0, 1);
    expect(estimate.eloMargin).toBeCloseTo(40.9, 1);
    expect(estimate.nelo).toBeCloseTo(345.17, 1);
    expect(estimate.neloMargin).toBeCloseTo(34.05, 1);
  });

  it('scores a pair by the sum of its two games', () => {
    expect([pairIndex(0, 0), pairIndex(0, 0.5), pairIndex(1, 0), pairIndex(0.5, 0.5), pairIndex(1, 0.5)]).toEqual([
      0, 1, 2, 2, 3,
    ]);
    expect(pairIndex(1, 1)).toBe(4);
  });
});
