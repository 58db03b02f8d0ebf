// `topochess match` with real engines (the standalone binary): Topochess against itself at two strengths in every
// variant, against Fairy-Max through CECP, a scripted CECP engine that castles in SAN, distinct openings and names by
// default, and the arbitration of deliberately broken engines.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { spawnSync } from 'node:child_process';
import { describe, expect, test } from 'vitest';
import { createEngine } from '../../engines/index';
import type { PositionCore, Rules } from '../../src/core/rules';
import { playToken } from '../../src/core/turns';
import { VARIANTS } from '../../src/core/types';
import { BINARY } from '../helpers/engine-process';
import { makeTempDir } from '../helpers/temp-dir';
import { hasProgram, parsePgn } from '../helpers/xboard';

const BROKEN = `node ${resolve(__dirname, '../fixtures/broken-engine.mjs')}`;
const SCRIPTED = `node ${resolve(__dirname, '../fixtures/scripted-cecp.mjs')}`;

function match(
  args: readonly string[],
  timeoutMs = 120_000,
): { stdout: string; stderr: string; status: number | null; pgn: string } {
  const pgnFile = join(makeTempDir('topochess-match-'), 'games.pgn');
  const run = spawnSync(BINARY, ['match', ...args, '--pgn', pgnFile], {
    encoding: 'utf8',
    timeout: timeoutMs,
    env: { PATH: process.env.PATH ?? '' },
  });
  let pgn = '';
  try {
    pgn = readFileSync(pgnFile, 'utf8');
  } catch {
    // no game finished
  }
  return { stdout: run.stdout, stderr: run.stderr, status: run.status, pgn };
}

/** A match of this engine (first) against the broken engine fixture in `mode`, with the rest of the arguments. */
function againstBroken(mode: string, args: readonly string[]): ReturnType<typeof match> {
  return match(['--engine1', BINARY, '--engine2', `${BROKEN} ${mode}`, ...args]);
}

/** Two scripted CECP engines playing `script` (plies `san/coordinate`), two games at depth 1 from the start. */
function scriptedPair(script: string, args: readonly string[]): ReturnType<typeof match> {
  const engine = `${SCRIPTED} ${script}`;
  return match([
    ...['--engine1', engine, '--proto1', 'xboard', '--engine2', engine, '--proto2', 'xboard'],
    ...['--depth', '1', '--games', '2', '--openings', 'none', ...args],
  ]);
}

/** Movetext on one line (PGN wraps it at 80 columns). */
const flat = (text: string): string => text.replace(/\s+/g, ' ');

/** A salmon game's PGN: seats, an ending by the rules or the turn cap, and every turn token legal when replayed. */
function expectSalmonGame(game: ReturnType<typeof parsePgn>[number]): void {
  expect(game.tags.Seats).toBe(`A,C,E,G,I: ${game.tags.White}; B,D,F,H,J: ${game.tags.Black}`);
  expect(game.tags.Termination).toMatch(
    /^([A-J] wins: |draw among [A-J,]+: |adjudication: \d+ turns, draw among [A-J,]+$)/,
  );
  const rules = createEngine('salmon').rules as unknown as Rules<PositionCore>;
  const parsed = rules.parsePosition(game.tags.FEN);
  expect(parsed.ok).toBe(true);
  if (!parsed.ok) return;
  const tokens = [...game.moves.matchAll(/\d+\.\s+(\S+)\s+\{([A-J]) /g)];
  expect(tokens).toHaveLength(Number(game.tags.PlyCount));
  for (const [, token, seat] of tokens) {
    expect(rules.playerNames?.[parsed.value.stm]).toBe(seat);
    expect(playToken(rules, parsed.value, token).ok, token).toBe(true);
  }
}

describe('topochess match', () => {
  test.each(VARIANTS)(
    '%s: Topochess depth 2 against itself at depth 1, 2 games, PGN and report',
    (variant) => {
      // Salmon: ten seats, five per engine, whole turns; its turns take up to seconds, so a cap of 3 rounds (30 turns,
      // adjudicated as a draw among the survivors) and both games at once keep the test short.
      const salmon = variant === 'salmon';
      const run = match([
        '--engine1',
        BINARY,
        '--engine2',
        BINARY,
        '--name1',
        'depth2',
        '--name2',
        'depth1',
        '--depth1',
        '2',
        '--depth2',
        '1',
        '--variant',
        variant,
        '--games',
        '2',
        '--random-plies',
        '2',
        '--max-plies',
        salmon ? '30' : '160',
        ...(salmon ? ['--concurrency', '2'] : []),
      ]);
      expect(run.status, run.stderr).toBe(0);
      expect(run.stdout).toMatch(/^Score of depth2 vs depth1: \d+ - \d+ - \d+ \[[01]\.\d{3}\] 2$/m);
      expect(run.stdout).toMatch(/^Elo difference: /m);
      const games = parsePgn(run.pgn);
      expect(games).toHaveLength(2);
      for (const game of games) {
        expect(game.result).toMatch(/^(1-0|0-1|1\/2-1\/2)$/);
        expect(game.tags.Termination).not.toMatch(/illegal|crashed|no answer|on time/);
        if (variant !== 'normal') expect(game.tags.Variant).toBe(variant);
        expect(game.moves).toMatch(/\{([A-J] )?book\}/);
      }
      expect(games.map((game) => game.tags.White).sort()).toEqual(['depth1', 'depth2']);
      if (salmon) for (const game of games) expectSalmonGame(game);
    },
    120_000,
  );

  test('Topochess against Fairy-Max through CECP in normal: 2 games on a clock', () => {
    expect(hasProgram('fairymax'), "fairymax is missing: run 'make system-deps'").toBe(true);
    const run = match([
      '--engine1',
      BINARY,
      '--proto1',
      'xboard',
      '--engine2',
      '/usr/games/fairymax',
      '--proto2',
      'xboard',
      '--tc',
      '1+0.05',
      '--games',
      '2',
      '--max-plies',
      '200',
    ]);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/^Score of Topochess \S+ vs Fairy-Max \S+: /m);
    const games = parsePgn(run.pgn);
    expect(games).toHaveLength(2);
    for (const game of games) {
      expect(game.tags.TimeControl).toBe('1+0.05');
      expect(game.tags.Termination).not.toMatch(/illegal|crashed|no answer|refused/);
    }
  });

  test.each([
    ['illegal', /made an illegal move: e2e5/],
    ['crash', /crashed/],
    ['hang', /no answer/],
  ])(
    'a broken engine (%s) loses every game with the reason stated, and the match goes on',
    (mode, reason) => {
      const run = againstBroken(mode, ['--depth', '1', '--games', '2', '--move-timeout', '1000']);
      expect(run.status, run.stderr).toBe(0);
      expect(run.stdout).toMatch(/^Score of Topochess \S+ \(depth 1\) vs Broken-\w+ \(depth 1\): 2 - 0 - 0/m);
      expect(run.stdout).toMatch(
        /^Elo difference: \+inf, 95% interval \[[-+]\d+\.\d, \+inf\] \(Wilson\), LOS: \d+\.\d %, DrawRatio: 0\.0 %$/m,
      );
      expect(run.stdout).not.toMatch(/nan/);
      const games = parsePgn(run.pgn);
      expect(games).toHaveLength(2);
      for (const game of games) expect(game.tags.Termination).toMatch(reason);
    },
    60_000,
  );

  test('salmon: one whole ten-seat game from the start to its end by the rules, every turn legal', () => {
    // A planner limited by evaluations (not time) is deterministic, so this game is the same every run: about 2,300
    // turns, six players eliminated, then the rules' draw after ten quiet rounds.
    const run = match(
      [
        '--engine1',
        BINARY,
        '--engine2',
        BINARY,
        '--variant',
        'salmon',
        '--nodes',
        '100',
        '--games',
        '1',
        '--max-plies',
        '20000',
        '--openings',
        'none',
      ],
      600_000,
    );
    expect(run.status, run.stderr).toBe(0);
    const [game] = parsePgn(run.pgn);
    expect(game.tags.Termination).toMatch(
      /^([A-J] wins: last King Centaur standing|draw among [A-J,]+: 10 rounds without a capture, promotion or pawn advance)$/,
    );
    expectSalmonGame(game);
    console.log(`salmon full game: ${game.tags.PlyCount} turns, ${game.tags.Termination}`);
  }, 600_000);

  test('salmon: a broken engine loses both games from either set of seats, and CECP engines are refused', () => {
    const run = againstBroken('illegal', [
      '--variant',
      'salmon',
      '--nodes',
      '500',
      '--games',
      '2',
      '--openings',
      'none',
    ]);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/^Score of Topochess \S+ \(nodes 500\) vs Broken-illegal \(nodes 500\): 2 - 0 - 0/m);
    const games = parsePgn(run.pgn);
    // Game 1: Topochess has A C E G I, so the broken engine's first seat is D (second in turn order); game 2: A.
    expect(games.map((game) => game.tags.Termination.split(' (')[0])).toEqual([
      'D made an illegal move: e2e5',
      'A made an illegal move: e2e5',
    ]);
    expect(games.map((game) => game.result)).toEqual(['1-0', '0-1']);
    const refused = match([
      '--engine1',
      BINARY,
      '--engine2',
      BINARY,
      '--proto2',
      'xboard',
      '--variant',
      'salmon',
      '--nodes',
      '500',
    ]);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/salmon is a 10-player game: CECP\/XBoard engines cannot play it/);
  });

  test("by default pair p plays line p of the variant's book, the PGN is SAN, and equal engines get distinct names", () => {
    const run = match(['--engine1', BINARY, '--engine2', BINARY, '--depth', '1', '--games', '4', '--max-plies', '30']);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toMatch(
      /^Score of Topochess \S+ \(depth 1\) vs Topochess \S+ \(depth 1\) #2: \d+ - \d+ - \d+ \[\d\.\d{3}\] 4$/m,
    );
    expect(run.stdout).not.toMatch(/nan/);
    const games = parsePgn(run.pgn);
    expect(games).toHaveLength(4);
    // Pair p plays line p of the book: both games of a pair from its position, the next pair from the next line.
    const book = readFileSync(resolve(__dirname, '../../books/normal.epd'), 'utf8')
      .split('\n')
      .filter((line) => line !== '' && !line.startsWith('#'));
    expect(games.map((game) => game.tags.FEN)).toEqual([book[0], book[0], book[1], book[1]]);
    expect(games.every((game) => game.tags.SetUp === '1')).toBe(true);
    expect(games[0].tags.White).toBe(games[1].tags.Black);
    // SAN from the book position, numbered from its move number.
    expect(flat(games[0].moves)).toMatch(
      new RegExp(`^${book[0].split(' ').at(-1)}\\.(\\.\\.)? [KQRBN]?[a-h]?[1-8]?x?[a-h][1-8]`),
    );
  });

  test('a CECP engine that castles in SAN and as king takes rook plays without a forfeit; an illegal castle loses', () => {
    const script = [
      'e4/e2e4',
      'e5/e7e5',
      'Nf3/g1f3',
      'Nc6/b8c6',
      'Bc4/f1c4',
      'Bc5/f8c5',
      'O-O/e1g1',
      'Nf6/g8f6',
      'd3/d2d3',
      'e8h8/e8g8',
    ]
      .map((ply) => `'${ply}'`)
      .join(' ');
    const run = scriptedPair(script, ['--max-plies', '10']);
    expect(run.status, run.stderr).toBe(0);
    const games = parsePgn(run.pgn);
    expect(games.map((game) => game.tags.Termination)).toEqual(['adjudication: 10 plies', 'adjudication: 10 plies']);
    expect(flat(games[0].moves)).toMatch(/4\. O-O \{[^}]*\} 4\.\.\. Nf6 \{[^}]*\} 5\. d3 \{[^}]*\} 5\.\.\. O-O \{/);
    const illegal = scriptedPair('e4/e2e4 e5/e7e5 O-O', []);
    expect(illegal.status, illegal.stderr).toBe(0);
    for (const game of parsePgn(illegal.pgn))
      expect(game.tags.Termination).toMatch(/^White made an illegal move: O-O \(/);
  });

  test('SPRT stops a lopsided match early', () => {
    const run = againstBroken('illegal', ['--depth', '1', '--games', '40', '--sprt', '0,200,0.1,0.1']);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/H1 was accepted/);
    expect(run.stdout).toMatch(/Match stopped early by SPRT after \d+ games/);
    expect(parsePgn(run.pgn).length).toBeLessThan(40);
  });
});
