// The board page's clocks (src/gui/clocks.ts): time controls read, the running clock counts down between the times
// given, the increment only for a move in time, the flag, the `go` parameters for two and for ten players.
import { describe, expect, test } from 'vitest';
import { formatClock, GameClocks, parseTimeControl, timeControlTag, TIME_CONTROLS } from '../../src/gui/clocks';

describe('clocks', () => {
  test('time controls: minutes plus increment seconds; none and nonsense give no clock', () => {
    expect(parseTimeControl('3+2')).toEqual({ baseMs: 180_000, incMs: 2000 });
    expect(parseTimeControl('0.05+0')).toEqual({ baseMs: 3000, incMs: 0 });
    expect(parseTimeControl('none')).toBeUndefined();
    expect(parseTimeControl('0+5')).toBeUndefined();
    expect(parseTimeControl('3 min')).toBeUndefined();
    for (const control of TIME_CONTROLS.slice(1)) expect(parseTimeControl(control)).toBeDefined();
    expect(timeControlTag(parseTimeControl('15+10'))).toBe('900+10');
    expect(timeControlTag(undefined)).toBe('-');
  });

  test('the clock shows minutes and seconds, tenths under ten seconds, never below zero', () => {
    expect(formatClock(180_000)).toBe('3:00');
    expect(formatClock(179_001)).toBe('3:00');
    expect(formatClock(61_000)).toBe('1:01');
    expect(formatClock(10_000)).toBe('0:10');
    expect(formatClock(9_960)).toBe('0:09.9');
    expect(formatClock(420)).toBe('0:00.4');
    expect(formatClock(-50)).toBe('0:00.0');
  });

  test('the running clock counts down; a move in time adds the increment, the other clock then runs', () => {
    const clocks = new GameClocks({ baseMs: 60_000, incMs: 2000 }, 2);
    clocks.start(0, 1000);
    expect(clocks.remaining(0, 11_000)).toBe(50_000);
    expect(clocks.remaining(1, 11_000)).toBe(60_000);
    clocks.press(11_000);
    clocks.start(1, 11_000);
    expect(clocks.remaining(0, 20_000)).toBe(52_000);
    expect(clocks.remaining(1, 20_000)).toBe(51_000);
    expect(clocks.goLimits(20_000)).toBe('wtime 52000 btime 51000 winc 2000 binc 2000');
    expect(clocks.flagged(20_000)).toBeUndefined();
  });

  test('the flag falls at zero; a late move gets no increment; stop keeps the time left', () => {
    const clocks = new GameClocks({ baseMs: 3000, incMs: 1000 }, 2);
    clocks.start(0, 0);
    expect(clocks.flagged(2999)).toBeUndefined();
    expect(clocks.flagged(3000)).toBe(0);
    clocks.press(3500);
    expect(clocks.remaining(0, 9999)).toBe(-500);
    clocks.start(1, 4000);
    clocks.stop(5000);
    expect(clocks.running).toBeUndefined();
    expect(clocks.remaining(1, 99_999)).toBe(2000);
  });

  test("ten players: each player's own clock by letter (atime … jtime), as salmon's planner reads them", () => {
    const clocks = new GameClocks({ baseMs: 300_000, incMs: 3000 }, 10);
    clocks.start(3, 0);
    const limits = clocks.goLimits(1000);
    expect(limits).toMatch(/^atime 300000 btime 300000 ctime 300000 dtime 299000 .* jtime 300000 ainc 3000 /);
    expect(limits).toMatch(/ jinc 3000$/);
  });
});
