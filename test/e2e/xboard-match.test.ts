// Real clients: an unattended XBoard match against Fairy-Max (CECP), and polyglot bridging our UCI mode inside XBoard.
// XBoard keeps legality testing on for `normal`, so any wrong move or false claim by Topochess forfeits the game.
// In `msg` (engine-defined) legality testing is off, so a move XBoard could not show would make its board diverge
// and end in a forfeit on a later move.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { xboardCanShow } from '../../protocol/xboard-spelling';
import { VARIANTS } from '../../src/core/types';
import { BINARY } from '../helpers/engine-process';
import { makeTempDir } from '../helpers/temp-dir';
import {
  FAIRY_MAX,
  FAIRY_MAX_PROGRAMS,
  hasProgram,
  runXboard,
  VirtualDisplay,
  XBOARD_TEST_CLOCK,
  type MatchResult,
} from '../helpers/xboard';

let display: VirtualDisplay;
beforeAll(async () => {
  for (const program of ['xboard', 'Xvfb', ...FAIRY_MAX_PROGRAMS, 'polyglot']) {
    expect(hasProgram(program), `${program} is missing: run 'make system-deps'`).toBe(true);
  }
  display = await VirtualDisplay.start();
});
afterAll(() => {
  (display as VirtualDisplay | undefined)?.stop(); // undefined when beforeAll failed
});

const COMPLETE_RESULT = /^(1-0|0-1|1\/2-1\/2)$/;

function expectCleanGames(match: MatchResult, games: number): void {
  const context = `xboard output:\n${match.output.slice(-2000)}\nPGN:\n${match.pgn.slice(-3000)}\nfiles in ${match.dir} (kept with KEEP_TEST_TEMP=1)`;
  expect(match.exitCode, context).toBe(0);
  expect(match.games.length, context).toBe(games);
  for (const game of match.games) {
    expect(game.result, context).toMatch(COMPLETE_RESULT);
    expect(game.moves, context).toMatch(/\b1\. /); // the game really started
    expect(game.moves.toLowerCase(), context).not.toMatch(/forfeit|illegal|false .*claim|exited|crash/);
  }
  expect(match.output.toLowerCase(), context).not.toMatch(/illegal move|forfeit/);
  expect(match.debugLog, context).not.toMatch(/Illegal move/);
}

/** XBoard's match and score lines, for the log. */
function logMatchLines(output: string): void {
  console.log(
    output
      .split('\n')
      .filter((line) => /Match|score/.test(line))
      .join('\n'),
  );
}

// Two matches at a time (vitest.config.ts maxConcurrency), each in its own XBoard on the one display: a game keeps one
// core busy, as only the engine on move thinks.
describe.concurrent('XBoard 4.9.1 under Xvfb', () => {
  test('Topochess vs Fairy-Max: 2 games at 5 s + 0.1 s, no forfeit, no illegal move', async () => {
    const match = await runXboard(
      display,
      ['-fcp', BINARY, '-scp', FAIRY_MAX, '-mg', '2', ...XBOARD_TEST_CLOCK],
      240_000,
    );
    logMatchLines(match.output);
    for (const game of match.games) console.log(`${game.tags.White} - ${game.tags.Black}: ${game.result}`);
    expectCleanGames(match, 2);
    expect(match.games.map((game) => game.tags.White).sort()).toEqual(
      ['Fairy-Max 5.0b', expect.stringMatching(/^Topochess/)].sort(),
    );
  });

  // Engine-defined variants XBoard can draw. It cannot judge their moves, so legality testing, its claims and its own
  // draw rules are off and it believes the engines; a move it could not show would make its board diverge and end in a
  // forfeit later. msg: merges as from-to + letter, gallops as from-landing, no splits; stack: ranks 0-9, whole-stack
  // moves only; sesqui: the ring folded into 12x4. One game each: Topochess plays both sides of it.
  test.each(VARIANTS.filter((variant) => variant !== 'normal' && xboardCanShow(variant)))(
    '%s (engine-defined): Topochess vs itself, a game at 5 s + 0.1 s, no forfeit',
    async (variant) => {
      const match = await runXboard(
        display,
        [
          '-fcp',
          BINARY,
          '-scp',
          BINARY,
          '-variant',
          variant,
          '-testLegality',
          'false',
          '-testClaims',
          'false',
          '-ruleMoves',
          '0',
          '-repeatsToDraw',
          '0',
          '-mg',
          '1',
          ...XBOARD_TEST_CLOCK,
        ],
        240_000,
      );
      logMatchLines(match.output);
      expectCleanGames(match, 1);
      for (const game of match.games) expect(game.tags.Variant).toBe(variant);
    },
    300_000,
  );

  test('polyglot bridges Topochess UCI mode inside XBoard for one game', async () => {
    const dir = makeTempDir('topochess-polyglot-');
    const log = join(dir, 'polyglot.log');
    const ini = join(dir, 'topochess.ini');
    writeFileSync(
      ini,
      [
        '[PolyGlot]',
        'EngineName = Topochess-UCI',
        `EngineCommand = ${BINARY}`,
        `EngineDir = ${dir}`,
        'Log = true',
        `LogFile = ${log}`,
        'Book = false',
        'Resign = false',
        '[Engine]',
        'Hash = 16',
        '',
      ].join('\n'),
    );
    const match = await runXboard(
      display,
      ['-fcp', `polyglot ${ini}`, '-scp', FAIRY_MAX, '-mg', '1', ...XBOARD_TEST_CLOCK],
      180_000,
    );
    expectCleanGames(match, 1);
    const traffic = readFileSync(log, 'utf8');
    expect(traffic).toMatch(/Engine->Adapter: uciok/);
    expect(traffic).toMatch(/Engine->Adapter: bestmove [a-h][1-8]/);
    expect(traffic).not.toMatch(/info string error/);
  });
});
