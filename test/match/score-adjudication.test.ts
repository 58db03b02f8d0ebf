// The arbiter's score adjudication: a seat resigns after its run of low scores, a draw needs both sides near 0 from the
// counted move on, and a move outside the window starts the count again.
import { describe, expect, test } from 'vitest';
import { MATE_SCORE, ScoreAdjudicator } from '../../src/match/score-adjudication';

describe('ScoreAdjudicator', () => {
  test('a seat resigns after resignMoves low scores in a row; a better one starts its count again', () => {
    const judge = new ScoreAdjudicator({ maxPlies: 0, resignCp: 600, resignMoves: 3 }, 2);
    const verdicts = [
      judge.observe(1, -700, 2),
      judge.observe(1, -650, 4),
      judge.observe(1, -100, 6),
      judge.observe(1, -700, 8),
      judge.observe(0, 700, 9),
      judge.observe(1, -MATE_SCORE, 10),
      judge.observe(1, -601, 12),
    ];
    expect(verdicts).toEqual([undefined, undefined, undefined, undefined, undefined, undefined, 'resign']);
  });

  test('a draw needs 2 × drawMoves plies within drawCp, counted from drawFromMove', () => {
    const judge = new ScoreAdjudicator({ maxPlies: 0, drawCp: 20, drawMoves: 2, drawFromMove: 3 }, 2);
    // Plies 1-4 are moves 1 and 2: not counted. Plies 5-8 (moves 3 and 4) are.
    const early = [1, 2, 3, 4].map((ply) => judge.observe((ply + 1) & 1, 0, ply));
    const counted = [5, 6, 7].map((ply) => judge.observe((ply + 1) & 1, 10, ply));
    expect([...early, ...counted]).toEqual(Array(7).fill(undefined));
    expect(judge.observe(1, -20, 8)).toBe('draw');
  });

  test('a score outside drawCp starts the draw count again', () => {
    const judge = new ScoreAdjudicator({ maxPlies: 0, drawCp: 20, drawMoves: 1 }, 2);
    expect(judge.observe(0, 0, 1)).toBeUndefined();
    expect(judge.observe(1, 21, 2)).toBeUndefined();
    expect(judge.observe(0, 0, 3)).toBeUndefined();
    expect(judge.observe(1, 0, 4)).toBe('draw');
  });
});
