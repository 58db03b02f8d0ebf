// Time manager arithmetic: movetime, sudden death, increment, moves to go, tiny clocks, and the reserve a long game
// at a small increment keeps.
import { describe, expect, test } from 'vitest';
import { computeTimeBudget, MAX_CLOCK_SHARE, MOVE_LAG_MS, MOVE_OVERHEAD_MS } from '../../src/search/time';

describe('time budget', () => {
  test('movetime: the whole time less the overhead, for both limits', () => {
    expect(computeTimeBudget({ moveTimeMs: 1000 })).toEqual({
      softMs: 1000 - MOVE_OVERHEAD_MS,
      hardMs: 1000 - MOVE_OVERHEAD_MS,
    });
    expect(computeTimeBudget({ moveTimeMs: 10 })).toEqual({ softMs: 1, hardMs: 1 });
  });

  test('no clock and no movetime: no limit', () => {
    expect(computeTimeBudget({ depth: 5 })).toEqual({ softMs: Infinity, hardMs: Infinity });
  });

  test('sudden death: a thirtieth of the clock less 32 lags, hard limit four times that', () => {
    const budget = computeTimeBudget({ clockMs: 60_000 });
    expect(budget.softMs).toBeCloseTo((60_000 - 32 * MOVE_LAG_MS) / 30, 5);
    expect(budget.hardMs).toBeCloseTo(4 * budget.softMs, 5);
  });

  test('the increments still to come count, less the lag of every move', () => {
    const budget = computeTimeBudget({ clockMs: 10_000, incMs: 100 });
    expect(budget.softMs).toBeCloseTo((10_000 + 29 * 100 - 32 * MOVE_LAG_MS) / 30, 5);
    expect(budget.hardMs).toBeCloseTo(4 * budget.softMs, 5);
  });

  test('a long game at 1 s + 10 ms keeps a reserve: each move costing 5 ms more than its soft limit', () => {
    // The arbiter's view of thousands of salmon turns: what the search spends, plus a cost it never sees.
    const unseenMs = 5;
    let clock = 1000;
    let lowest = clock;
    for (let move = 0; move < 3000; move++) {
      clock -= computeTimeBudget({ clockMs: clock, incMs: 10 }).softMs + unseenMs;
      lowest = Math.min(lowest, clock);
      clock += 10;
    }
    expect(lowest).toBeGreaterThan(150);
    expect(clock).toBeGreaterThan(150);
  });

  test('never more than 40% of the clock, even with one move to go', () => {
    const budget = computeTimeBudget({ clockMs: 10_000, movesToGo: 1, incMs: 5000 });
    expect(budget.softMs).toBe(10_000 * MAX_CLOCK_SHARE);
    expect(budget.hardMs).toBe(10_000 * MAX_CLOCK_SHARE);
    const low = computeTimeBudget({ clockMs: 1000, incMs: 100 });
    expect(low.hardMs).toBeLessThanOrEqual(1000 * MAX_CLOCK_SHARE);
    expect(low.softMs).toBeLessThanOrEqual(low.hardMs);
  });

  test('moves to go divides the clock', () => {
    const budget = computeTimeBudget({ clockMs: 20_120, movesToGo: 10 });
    expect(budget.softMs).toBeCloseTo(2000, 5);
    expect(budget.hardMs).toBeCloseTo(8000, 5);
    // With 3 moves to go the hard limit meets the 40% ceiling.
    expect(computeTimeBudget({ clockMs: 20_120, movesToGo: 3 }).hardMs).toBeCloseTo(20_120 * MAX_CLOCK_SHARE, 5);
  });

  test('an almost empty clock still gives a positive, tiny budget', () => {
    const budget = computeTimeBudget({ clockMs: 30 });
    expect(budget.softMs).toBeGreaterThan(0);
    expect(budget.hardMs).toBeLessThanOrEqual(30 * MAX_CLOCK_SHARE);
  });
});
