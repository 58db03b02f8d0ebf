// Time-control mapping of both dialects to SearchLimits, as tables.
import { describe, expect, test } from 'vitest';
import {
  DEFAULT_LEVEL,
  parseLevel,
  parseUciGo,
  uciLimits,
  xboardLimits,
  type XboardClock,
} from '../../protocol/limits';

describe('UCI go → SearchLimits', () => {
  test.each([
    ['wtime 60000 btime 50000 winc 1000 binc 500', 0, { clockMs: 60000, incMs: 1000 }],
    ['wtime 60000 btime 50000 winc 1000 binc 500', 1, { clockMs: 50000, incMs: 500 }],
    ['wtime 60000 btime 50000 movestogo 12', 1, { clockMs: 50000, movesToGo: 12 }],
    ['wtime -20 btime 100', 0, { clockMs: 0 }],
    ['depth 7', 0, { depth: 7 }],
    ['nodes 50000', 0, { nodes: 50000 }],
    ['mate 3', 0, { mate: 3 }],
    ['movetime 2500', 1, { moveTimeMs: 2500 }],
    ['infinite', 0, { infinite: true }],
    ['ponder wtime 1000 btime 2000', 1, { ponder: true, clockMs: 2000 }],
    ['searchmoves e2e4 d2d4 depth 3', 0, { searchMoves: ['e2e4', 'd2d4'], depth: 3 }],
    ['', 0, {}],
  ])('go %s (player %i to move)', (text, stm, limits) => {
    const parsed = parseUciGo(text === '' ? [] : text.split(' '));
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(uciLimits(parsed.value, stm)).toEqual(limits);
  });

  test.each([
    // Ten players: the mover's own clock by letter, B's as btime, else wtime/winc as "the mover's clock".
    ['wtime 9000 winc 90 dtime 5000 dinc 50 atime 7000', 3, { clockMs: 5000, incMs: 50 }],
    ['wtime 9000 winc 90 dtime 5000 dinc 50 atime 7000', 0, { clockMs: 7000, incMs: 90 }],
    ['wtime 9000 winc 90 dtime 5000', 6, { clockMs: 9000, incMs: 90 }],
    ['wtime 9000 btime 4000 binc 40', 1, { clockMs: 4000, incMs: 40 }],
    ['jtime 100 jinc 10 movestogo 5', 9, { clockMs: 100, incMs: 10, movesToGo: 5 }],
  ])('go %s (player %i of ten to move)', (text, stm, limits) => {
    const parsed = parseUciGo(text.split(' '));
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(uciLimits(parsed.value, stm, 10)).toEqual(limits);
  });

  test('a malformed per-player clock is an error', () => {
    expect(parseUciGo(['ctime', 'soon'])).toMatchObject({ ok: false, error: { code: 'ERR_BAD_ARGUMENT' } });
  });

  test('unknown tokens are collected, not fatal', () => {
    const parsed = parseUciGo(['depth', '3', 'fast', 'please']);
    expect(parsed).toEqual({
      ok: true,
      value: { depth: 3, infinite: false, ponder: false, ignored: ['fast', 'please'] },
    });
  });

  test.each([
    ['depth', 'go depth is missing'],
    ['depth 0', 'go depth must be from 1 to 1000, got 0'],
    ['depth three', "go depth must be an integer, got 'three'"],
    ['movetime -5', 'go movetime must be from 0 to 31536000000, got -5'],
    ['nodes 1.5', "go nodes must be an integer, got '1.5'"],
    ['searchmoves', 'go searchmoves needs at least one move'],
  ])('go %s → ERR_BAD_ARGUMENT', (text, detail) => {
    expect(parseUciGo(text.split(' '))).toEqual({ ok: false, error: { code: 'ERR_BAD_ARGUMENT', detail } });
  });
});

describe('XBoard level / st / sd / time → SearchLimits', () => {
  test.each([
    ['40 5 0', { mps: 40, baseMs: 300_000, incMs: 0 }],
    ['0 0:30 0.2', { mps: 0, baseMs: 30_000, incMs: 200 }],
    ['0 1:30 2', { mps: 0, baseMs: 90_000, incMs: 2000 }],
    ['40 2 0', { mps: 40, baseMs: 120_000, incMs: 0 }],
    ['0 0.5 1', { mps: 0, baseMs: 30_000, incMs: 1000 }],
  ])('level %s', (text, level) => {
    expect(parseLevel(text.split(' '))).toEqual({ ok: true, value: level });
  });

  test.each([['40 5'], ['x 5 0'], ['40 five 0'], ['40 5 -1'], ['40 1:xx 0']])('level %s is refused', (text) => {
    expect(parseLevel(text.split(' ')).ok).toBe(false);
  });

  const incremental = { mps: 0, baseMs: 60_000, incMs: 500 };
  test.each<[string, XboardClock, number, object]>([
    ['no time yet: the base time', { level: incremental }, 0, { clockMs: 60_000, incMs: 500 }],
    ['time in centiseconds', { level: incremental, ownCs: 4500, oppCs: 3000 }, 10, { clockMs: 45_000, incMs: 500 }],
    ['flag fallen', { level: incremental, ownCs: -3 }, 10, { clockMs: 1, incMs: 500 }],
    ['40 moves: first move', { level: DEFAULT_LEVEL, ownCs: 30000 }, 0, { clockMs: 300_000, movesToGo: 40 }],
    ['40 moves: after 39', { level: DEFAULT_LEVEL, ownCs: 1000 }, 39, { clockMs: 10_000, movesToGo: 1 }],
    ['40 moves: next session', { level: DEFAULT_LEVEL, ownCs: 1000 }, 41, { clockMs: 10_000, movesToGo: 39 }],
    ['st overrides the clock', { level: incremental, moveTimeMs: 5000, ownCs: 100 }, 3, { moveTimeMs: 5000 }],
    ['sd adds a depth', { level: incremental, depth: 6 }, 0, { clockMs: 60_000, incMs: 500, depth: 6 }],
    ['st and sd', { level: incremental, moveTimeMs: 1000, depth: 2 }, 0, { moveTimeMs: 1000, depth: 2 }],
  ])('%s', (_name, clock, movesMade, limits) => {
    expect(xboardLimits(clock, movesMade)).toEqual(limits);
  });
});
