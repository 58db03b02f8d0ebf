// Wording of scores, thinking lines, claims and results; line limits.
import { describe, expect, test } from 'vitest';
import {
  appendPv,
  formatClaim,
  formatGameState,
  formatStat01,
  formatUciInfo,
  formatXboardThinking,
  sanitizeForXboard,
  xboardScore,
} from '../../protocol/format';
import { clampLine, MAX_LINE_BYTES } from '../../protocol/output';
import type { SearchInfo } from '../../src/core/search-types';

const INFO: SearchInfo = {
  depth: 5,
  selDepth: 9,
  nodes: 12345,
  timeMs: 250,
  nps: 49380,
  score: { kind: 'cp', value: 31 },
  pv: ['e2e4', 'e7e5', 'g1f3'],
  hashFull: 12,
};

describe('UCI info', () => {
  test('full line', () => {
    expect(formatUciInfo(INFO)).toBe(
      'info depth 5 seldepth 9 multipv 1 score cp 31 nodes 12345 nps 49380 hashfull 12 time 250 pv e2e4 e7e5 g1f3',
    );
  });
  test('mate and bounds; no pv', () => {
    expect(formatUciInfo({ ...INFO, score: { kind: 'mate', moves: -3 }, bound: 'upper', pv: [] })).toBe(
      'info depth 5 seldepth 9 multipv 1 score mate -3 upperbound nodes 12345 nps 49380 hashfull 12 time 250',
    );
    expect(formatUciInfo({ ...INFO, bound: 'lower' })).toMatch(/score cp 31 lowerbound nodes/);
  });
  test('a huge PV is cut to stay under 8 KB', () => {
    const line = formatUciInfo({ ...INFO, pv: Array.from({ length: 5000 }, () => 'a1a2') });
    expect(line.length).toBeLessThanOrEqual(MAX_LINE_BYTES);
    expect(line).toMatch(/ pv (a1a2 )+a1a2$/);
  });
});

describe('XBoard thinking', () => {
  test('ply score time(cs) nodes seldepth nps 0 TAB pv', () => {
    expect(formatXboardThinking(INFO)).toBe('5 31 25 12345 9 49380 0\te2e4 e7e5 g1f3');
  });
  test.each([
    [{ kind: 'cp', value: -40 }, -40],
    [{ kind: 'mate', moves: 3 }, 100003],
    [{ kind: 'mate', moves: -2 }, -100002],
    [{ kind: 'mate', moves: 0 }, -100000],
  ] as const)('score %o → %i', (score, value) => {
    expect(xboardScore(score)).toBe(value);
  });
  test('stat01', () => {
    expect(formatStat01(INFO, 20)).toBe('stat01: 25 12345 5 0 20');
    expect(formatStat01(undefined, 20)).toBe('stat01: 0 0 0 20 20');
  });
});

describe('claims and results', () => {
  test.each([
    [{ kind: 'win', winners: [0], reason: 'checkmate' }, '1-0 {White mates}'],
    [{ kind: 'win', winners: [1], reason: 'checkmate' }, '0-1 {Black mates}'],
    [{ kind: 'win', winners: [1], reason: 'king captured' }, '0-1 {Black wins by king captured}'],
    [{ kind: 'draw', reason: 'stalemate' }, '1/2-1/2 {Stalemate}'],
    [{ kind: 'draw', reason: 'repetition' }, '1/2-1/2 {Draw by repetition}'],
    [{ kind: 'draw', reason: 'threefold repetition' }, '1/2-1/2 {Draw by repetition}'],
    [{ kind: 'draw', reason: 'fivefold repetition' }, '1/2-1/2 {Draw by fivefold repetition}'],
    [{ kind: 'draw', reason: 'fifty-move rule' }, '1/2-1/2 {Draw by fifty-move rule}'],
    [{ kind: 'draw', reason: 'insufficient material' }, '1/2-1/2 {Draw by insufficient material}'],
    [{ kind: 'draw', reason: '' }, '1/2-1/2 {Draw}'],
  ] as const)('%o → %s', (outcome, claim) => {
    expect(formatClaim(outcome)).toBe(claim);
  });

  test.each([
    [{ kind: 'ongoing' }, 2, 'ongoing'],
    [{ kind: 'win', winners: [0], reason: 'checkmate' }, 2, '1-0 checkmate'],
    [{ kind: 'draw', reason: 'stalemate' }, 2, '1/2-1/2 stalemate'],
    [{ kind: 'win', winners: [2, 6], reason: 'last team standing' }, 10, 'win 3,7 last team standing'],
    [{ kind: 'draw', reason: 'turn limit' }, 10, 'draw turn limit'],
  ] as const)('game state %o (%i players) → %s', (state, players, text) => {
    expect(formatGameState(state, players)).toBe(text);
  });
});

describe('line safety', () => {
  test('clampLine removes line breaks and cuts at the byte limit without splitting characters', () => {
    expect(clampLine('a\nb\r\nc')).toBe('a b c');
    expect(Buffer.byteLength(clampLine('é'.repeat(10_000)))).toBeLessThanOrEqual(MAX_LINE_BYTES);
    expect(clampLine('é'.repeat(10_000))).toMatch(/^é+$/);
    expect(clampLine('😀'.repeat(5_000))).toMatch(/^(😀)+$/);
  });
  test('appendPv stops before the limit', () => {
    expect(appendPv('pv', ['aa', 'bb', 'cc'], 8)).toBe('pv aa bb');
  });
  test('sanitizeForXboard rewords failure phrases', () => {
    expect(sanitizeForXboard('book not found; No such file; Permission denied')).toBe(
      'book missing; no file; access refused',
    );
  });
});
