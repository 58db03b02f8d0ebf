// Elo and SPRT arithmetic of the match runner against values worked out by hand, and the option parsers.
import { describe, expect, test } from 'vitest';
import { parseDraw, parsePair, parseSprt, parseTimeControl } from '../../src/match/options';
import { describeElo, estimateElo, likelihoodOfSuperiority, scoreToElo, wilsonInterval } from '../../src/match/stats';

describe('Elo', () => {
  test('score to Elo: 50% is 0, 75% is about +191, 25% about -191, 90% about +382', () => {
    expect(scoreToElo(0.5)).toBeCloseTo(0, 6);
    expect(scoreToElo(0.75)).toBeCloseTo(190.85, 1);
    expect(scoreToElo(0.25)).toBeCloseTo(-190.85, 1);
    expect(scoreToElo(0.9)).toBeCloseTo(381.7, 1);
  });

  test('estimate with a 95% margin from the trinomial variance', () => {
    // 30 wins, 40 draws, 30 losses: score 0.5, per-game variance (30*.25 + 40*0 + 30*.25)/100 = 0.15,
    // stderr sqrt(0.15/100) = 0.03873, interval 0.5 ± 0.07591 -> Elo ± 53.2.
    const even = estimateElo({ wins: 30, draws: 40, losses: 30 });
    expect(even.elo).toBeCloseTo(0, 6);
    expect(even.margin).toBeCloseTo(53.2, 0);
    expect(estimateElo({ wins: 4, draws: 0, losses: 0 }).elo).toBe(Infinity);
  });

  test("the report line is cutechess's where the trinomial interval is defined: Elo +/- margin, LOS, draw ratio", () => {
    expect(describeElo({ wins: 30, draws: 40, losses: 30 })).toBe(
      'Elo difference: 0.0 +/- 53.2, LOS: 50.0 %, DrawRatio: 40.0 %',
    );
    // LOS = 1/2 + erf((W - L) / sqrt(2 (W + L))) / 2 = 1/2 + erf(1 / sqrt(5)) / 2 = 0.7365 for 6 wins and 4 losses.
    expect(likelihoodOfSuperiority({ wins: 6, draws: 0, losses: 4 })).toBeCloseTo(0.7365, 4);
    expect(describeElo({ wins: 6, draws: 10, losses: 4 })).toMatch(
      /^Elo difference: 34\.9 \+\/- \d+\.\d, LOS: 73\.6 %, DrawRatio: 50\.0 %$/,
    );
  });

  test('no losses, no wins or only draws: Wilson bounds and LOS, never nan', () => {
    // 10 wins: the Wilson lower bound of the score is n / (n + z^2) = 0.7225, i.e. +166.2 Elo; LOS 1/2 +
    // erf(sqrt(5))/2.
    expect(wilsonInterval(1, 10)[0]).toBeCloseTo(10 / (10 + 1.959964 ** 2), 9);
    expect(wilsonInterval(1, 10)[1]).toBe(1);
    expect(describeElo({ wins: 10, draws: 0, losses: 0 })).toBe(
      'Elo difference: +inf, 95% interval [+166.2, +inf] (Wilson), LOS: 99.9 %, DrawRatio: 0.0 %',
    );
    expect(describeElo({ wins: 0, draws: 0, losses: 10 })).toBe(
      'Elo difference: -inf, 95% interval [-inf, -166.2] (Wilson), LOS: 0.1 %, DrawRatio: 0.0 %',
    );
    // Only draws: the trinomial variance is 0 (a zero-width interval would claim certainty); Wilson is +-203.5 at 10
    // games.
    expect(describeElo({ wins: 0, draws: 10, losses: 0 })).toBe(
      'Elo difference: 0.0, 95% interval [-203.5, +203.5] (Wilson), LOS: 50.0 %, DrawRatio: 100.0 %',
    );
    // 9 wins and a draw: finite Elo, but score + margin passes 1 (cutechess prints nan there); Wilson instead.
    expect(describeElo({ wins: 9, draws: 1, losses: 0 })).toBe(
      'Elo difference: 511.5, 95% interval [+111.7, +911.3] (Wilson), LOS: 99.9 %, DrawRatio: 10.0 %',
    );
    for (const tally of [
      { wins: 1, draws: 0, losses: 0 },
      { wins: 0, draws: 1, losses: 0 },
      { wins: 0, draws: 0, losses: 0 },
      { wins: 2, draws: 0, losses: 1 },
    ]) {
      expect(describeElo(tally)).not.toMatch(/nan/i);
    }
  });
});

describe('option text', () => {
  test('time controls, adjudication pairs and SPRT settings', () => {
    expect(parseTimeControl('10+0.1')).toEqual({ baseMs: 10_000, incMs: 100 });
    expect(parseTimeControl('60')).toEqual({ baseMs: 60_000, incMs: 0 });
    expect(typeof parseTimeControl('1:00')).toBe('string');
    expect(parsePair('600,4', 'resign')).toEqual({ cp: 600, moves: 4 });
    expect(typeof parsePair('600', 'resign')).toBe('string');
    expect(parseDraw('20,8,34')).toEqual({ cp: 20, moves: 8, fromMove: 34 });
    expect(parseDraw('20,8')).toEqual({ cp: 20, moves: 8, fromMove: 0 });
    expect(typeof parseDraw('20,8,x')).toBe('string');
    expect(typeof parseDraw('20,8,34,1')).toBe('string');
    expect(parseSprt('0,5,0.05,0.05')).toEqual({ elo0: 0, elo1: 5, alpha: 0.05, beta: 0.05 });
    expect(typeof parseSprt('5,0,0.05,0.05')).toBe('string');
  });
});
