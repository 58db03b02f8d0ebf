// End-to-end: the Windows executable from the release archive runs under Wine 10 (Debian 13's, in a chroot made once
// and cached by scripts/release/wine-chroot.sh; Debian 12's Wine 8 cannot start Node 26). The .exe is driven through
// test/helpers/wine-adapter.mjs (a pseudo-terminal for stdin, a polled file for stdout, CR LF line ends): UCI, perft
// and bench figures equal to the Linux executable's, stop mid-search, an XBoard game start, and a `topochess match`
// against the Linux executable. The chroot is unmounted and removed afterwards, also when a test fails.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { version as VERSION } from '../../package.json';
// @ts-expect-error plain ESM module shared with the release build
import { NODE_VERSION } from '../../scripts/release/runtime.mjs';
import { BINARY, EngineProcess } from '../helpers/engine-process';
import { benchSignature, perft, referenceFigures } from '../helpers/release-figures';
import { parsePgn } from '../helpers/xboard';

const ROOT = resolve(__dirname, '../..');
const FOLDER = `topochess-${VERSION}-windows-x64`;
const ARCHIVE = join(ROOT, 'dist/release', `${FOLDER}.zip`);
const CHROOT = join(ROOT, 'scripts/release/wine-chroot.sh');
const ADAPTER = join(ROOT, 'test/helpers/wine-adapter.mjs');
/** The .exe as seen inside the chroot. */
const EXE = '/root/topochess.exe';
/** Hang guards only: a first run builds the chroot (minutes); the engine answers in seconds. */
const SETUP_TIMEOUT = 1_200_000;
const WINE_TIMEOUT = 120_000;
const BENCH_DEPTH = 7;
const BENCH_VARIANTS = ['normal', 'msg', 'stack', 'sesqui', 'besiege'];

let dir = '';
/** The chroot's root directory (wine-chroot.sh up DIR mounts it at DIR/root). */
let root = '';
let setUpMs = 0;

/** Runs wine-chroot.sh and waits for it; throws with its output when it fails. */
function chroot(args: readonly string[], timeout: number): void {
  const run = spawnSync('bash', [CHROOT, ...args], { encoding: 'utf8', timeout, maxBuffer: 1 << 24 });
  if (run.status !== 0)
    throw new Error(`wine-chroot.sh ${args.join(' ')}: exit ${run.status}\n${run.stdout}${run.stderr}`);
  if (run.stdout.trim() !== '') console.log(run.stdout.trim());
}

beforeAll(() => {
  expect(existsSync(ARCHIVE), `${ARCHIVE} is missing: run 'make release-files'`).toBe(true);
  expect(process.getuid?.(), 'the Wine chroot needs root (chroot, mount)').toBe(0);
  const started = performance.now();
  dir = mkdtempSync(join(tmpdir(), 'topochess-wine-'));
  root = join(dir, 'root');
  chroot(['up', dir], SETUP_TIMEOUT);
  const exe = spawnSync('unzip', ['-p', ARCHIVE, `${FOLDER}/topochess.exe`], { maxBuffer: 1 << 30 });
  expect(exe.status).toBe(0);
  writeFileSync(join(root, EXE), exe.stdout);
  setUpMs = performance.now() - started;
}, SETUP_TIMEOUT);

afterAll(() => {
  if (dir === '') return;
  // Stops every Wine process (wineserver -k), unmounts /proc, /dev and the overlay, then removes the folder; fails if
  // a mount had to be detached lazily (something in the chroot outlived the clean-up).
  chroot(['down', dir], WINE_TIMEOUT);
  expect(readFileSync('/proc/self/mounts', 'utf8')).not.toContain(dir);
  expect(existsSync(dir)).toBe(false);
}, WINE_TIMEOUT);

/** The Windows engine, through the adapter, as a test's engine process. */
const windowsEngine = (args: readonly string[] = []): EngineProcess =>
  new EngineProcess(process.execPath, [ADAPTER, root, EXE, ...args]);

describe('Windows x64 under Wine 10', () => {
  test(
    '--version names the release, the embedded Node and windows-x64',
    async () => {
      const engine = windowsEngine(['--version']);
      try {
        expect(await engine.exit(WINE_TIMEOUT)).toBe(0);
        const line = engine.lines.find((r) => r.line.startsWith('Topochess'))?.line;
        expect(line).toMatch(
          new RegExp(`^Topochess ${VERSION} \\(commit [0-9a-f]{7,}(-dirty)?, Node v${NODE_VERSION}, windows-x64\\)$`),
        );
        console.log(`Wine 10: chroot ready and wineserver up after ${(setUpMs / 1000).toFixed(1)} s; ${line}`);
      } finally {
        engine.kill();
      }
    },
    WINE_TIMEOUT,
  );

  test('UCI: handshake, perft 5 in normal and 4 in sesqui, bench signatures equal to Linux, stop mid-search', async () => {
    const figures = async (engine: EngineProcess, timeoutMs: number): Promise<number[]> => [
      await perft(engine, 'normal', 5, timeoutMs),
      await perft(engine, 'sesqui', 4, timeoutMs),
      ...(await BENCH_VARIANTS.reduce(
        async (done, variant) => [...(await done), await benchSignature(engine, variant, BENCH_DEPTH, timeoutMs)],
        Promise.resolve([] as number[]),
      )),
    ];
    const expected = await referenceFigures((engine) => figures(engine, 60_000));
    const engine = windowsEngine();
    try {
      const started = performance.now();
      const handshake = await engine.ask('uci', /^uciok$/, WINE_TIMEOUT);
      expect(engine.lines.map((r) => r.line)).toContain(`id name Topochess ${VERSION}`);
      const got = await figures(engine, WINE_TIMEOUT);
      expect(got.slice(0, 2)).toEqual([4865609, 41103]);
      expect(got).toEqual(expected);

      engine.send('setoption name UCI_Variant value normal');
      engine.send('position startpos moves e2e4');
      const from = engine.lines.length;
      engine.send('go infinite');
      await engine.waitFor(/^info depth ([3-9]|\d\d) /, WINE_TIMEOUT, from);
      const stop = await engine.ask('stop', /^bestmove /, WINE_TIMEOUT);
      expect(stop.line).toMatch(/^bestmove [a-h][1-8][a-h][1-8]/);
      console.log(
        `Wine 10: uciok after ${handshake.ms.toFixed(0)} ms; perft 5 normal ${got[0]}, perft 4 sesqui ${got[1]}; ` +
          `bench ${BENCH_DEPTH} signatures ${BENCH_VARIANTS.map((v, i) => `${v} ${got[i + 2]}`).join(', ')} ` +
          `(as Linux); stop answered in ${stop.ms.toFixed(0)} ms; ${((performance.now() - started) / 1000).toFixed(1)} s in all`,
      );
      engine.send('quit');
      expect(await engine.exit(WINE_TIMEOUT)).toBe(0);
    } finally {
      engine.kill();
    }
  }, 600_000);

  test(
    'XBoard: new and go start a game; the engine answers a move and ping',
    async () => {
      const engine = windowsEngine();
      try {
        engine.send('xboard');
        await engine.ask('protover 2', /^feature .*done=1/, WINE_TIMEOUT);
        expect(engine.lines.map((r) => r.line).join('\n')).toContain(`myname="Topochess ${VERSION}"`);
        for (const line of ['new', 'sd 3']) engine.send(line);
        const first = await engine.ask('go', /^move /, WINE_TIMEOUT);
        expect(first.line).toMatch(/^move [a-h][1-8][a-h][1-8]$/);
        const reply = await engine.ask('usermove h7h6', /^move /, WINE_TIMEOUT);
        expect(reply.line).toMatch(/^move [a-h][1-8][a-h][1-8]$/);
        await engine.ask('ping 7', /^pong 7$/, WINE_TIMEOUT);
        engine.send('quit');
        expect(await engine.exit(WINE_TIMEOUT)).toBe(0);
      } finally {
        engine.kill();
      }
    },
    WINE_TIMEOUT * 3,
  );

  test('topochess match: the .exe against the Linux executable in stack, 2 games at depth 3', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'topochess-wine-match-'));
    const pgnFile = join(folder, 'games.pgn');
    let child: ReturnType<typeof spawn> | undefined;
    try {
      const windows = [process.execPath, ADAPTER, root, EXE].map((word) => `'${word}'`).join(' ');
      const args = ['match', '--engine1', windows, '--engine2', BINARY, '--name1', 'windows', '--name2', 'linux'];
      args.push('--variant', 'stack', '--depth', '3', '--games', '2', '--max-plies', '160', '--pgn', pgnFile);
      child = spawn(BINARY, args, { env: { PATH: process.env.PATH ?? '' }, stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const running = child;
      const status = await new Promise<number | null>((done) => running.on('exit', done));
      expect(status, output).toBe(0);
      expect(output).toMatch(/^Score of windows vs linux: \d+ - \d+ - \d+ \[[01]\.\d{3}\] 2$/m);
      const games = parsePgn(readFileSync(pgnFile, 'utf8'));
      expect(games).toHaveLength(2);
      for (const game of games) {
        expect(game.tags.Variant).toBe('stack');
        expect(game.result).toMatch(/^(1-0|0-1|1\/2-1\/2)$/);
        expect(game.tags.Termination, output).not.toMatch(/illegal|crashed|no answer|on time|no uciok|no readyok/);
      }
      expect(games.map((game) => game.tags.White).sort()).toEqual(['linux', 'windows']);
      console.log(
        `Wine 10 match in stack: ${output.match(/^Score of .* 2$/m)?.[0]}; ` +
          games.map((g) => `${g.tags.White}-${g.tags.Black} ${g.result} (${g.tags.Termination})`).join(', '),
      );
    } finally {
      child?.kill('SIGTERM'); // a hang: the runner stops its engines on SIGTERM
      rmSync(folder, { recursive: true, force: true });
    }
  }, 600_000);
});
