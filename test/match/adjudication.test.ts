// Score adjudication (--resign, --draw) on the scores the engines post: scripted CECP engines play a fixed game and
// post a chosen score before each move, so the ply where a game is adjudicated is known in advance.
import { describe, expect, test } from 'vitest';
import type { Adjudication } from '../../src/match/game';
import { playScript } from './scripted-match';

const GAME = ['e2e4', 'e7e5', 'g1f3', 'b8c6', 'f1c4', 'f8c5', 'd2d3', 'g8f6', 'b1c3', 'd7d6'];

/** GAME with each ply's posted score (the mover's point of view), then both games' terminations and lengths. */
async function adjudicate(scores: readonly number[], adjudication: Omit<Adjudication, 'maxPlies'>) {
  const report = await playScript(
    GAME.map((ply, index) => `${ply}@${scores[index]}`),
    { adjudication },
  );
  return report.games.map((game) => [game.termination, game.moves.length]);
}

describe('score adjudication', () => {
  test('a side that posts -cp or worse for moves of its own in a row loses; a better score restarts the count', async () => {
    const resign = { resignCp: 1000, resignMoves: 3 };
    // White: -1000, -1000, -999, -1000, -1000; Black's -5000 twice is not three moves.
    const broken = [-1000, -5000, -1000, -5000, -999, 0, -1000, 0, -1000, 0];
    expect(await adjudicate(broken, resign)).toEqual([
      ['adjudication: 10 plies', 10],
      ['adjudication: 10 plies', 10],
    ]);
    const unbroken = [-1000, 0, -1000, 0, -1000, 0, 0, 0, 0, 0];
    expect(await adjudicate(unbroken, resign)).toEqual([
      ['adjudication: White scored -1000 or worse for 3 moves', 5],
      ['adjudication: White scored -1000 or worse for 3 moves', 5],
    ]);
  });

  test('a draw when both sides post within cp for moves each, counted from the given move number', async () => {
    const drawn = (plies: number) => [`adjudication: both engines within 10 cp for 2 moves`, plies];
    const level = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
    expect(await adjudicate(level, { drawCp: 10, drawMoves: 2 })).toEqual([drawn(4), drawn(4)]);
    // Plies 5 and 6 are move 3: the four level plies from there end at ply 8.
    expect(await adjudicate(level, { drawCp: 10, drawMoves: 2, drawFromMove: 3 })).toEqual([drawn(8), drawn(8)]);
    // White's -11 at ply 3 restarts the count: plies 4 to 7.
    const restarted = [0, 0, -11, 0, 0, 0, 0, 0, 0, 0];
    expect(await adjudicate(restarted, { drawCp: 10, drawMoves: 2 })).toEqual([drawn(7), drawn(7)]);
  });
});
