// End-to-end: the release artefacts `make test` builds (`make release-files deb pack`), checked where they can run
// here. Linux arm64 runs under qemu-user; Windows under Wine 10 (windows.test.ts); macOS cannot run here, so its
// executables are parsed and their signatures verified; the Debian package is installed, used from XBoard and
// removed; the npm package is installed into a temporary prefix and run by this machine's Node.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { version as VERSION } from '../../package.json';
// @ts-expect-error plain ESM module shared with the release build
import { NODE_VERSION, TARGETS } from '../../scripts/release/runtime.mjs';
// @ts-expect-error plain ESM module shared with the release build
import { changelogEntry } from '../../scripts/release/release-notes.mjs';
import { BINARY, EngineProcess } from '../helpers/engine-process';
import { benchSignature, perft, referenceFigures } from '../helpers/release-figures';
import { IMAGE_FILE_MACHINE_AMD64, IMAGE_SUBSYSTEM_WINDOWS_CUI, readPortableExecutable } from '../helpers/pe';
import {
  FAIRY_MAX,
  FAIRY_MAX_PROGRAMS,
  hasProgram,
  runXboard,
  VirtualDisplay,
  XBOARD_TEST_CLOCK,
} from '../helpers/xboard';

interface Target {
  readonly id: string;
  readonly exe: string;
  readonly archive: 'tar.gz' | 'zip';
}

const ROOT = resolve(__dirname, '../..');
const RELEASE = join(ROOT, 'dist/release');
const BUNDLE = join(ROOT, 'dist/bundle/main.cjs');
const ARM64_SYSROOT = '/usr/aarch64-linux-gnu';
const RCDATA = 10;
const SEA_FUSE = 'NODE_SEA_FUSE_fce680ab2cc467b6e072b8b5df1996b2:1';

const folder = (t: Target): string => `topochess-${VERSION}-${t.id}`;
const archivePath = (t: Target): string => join(RELEASE, `${folder(t)}.${t.archive}`);
const targetById = (id: string): Target => (TARGETS as Target[]).find((t) => t.id === id)!;

let work: string;
beforeAll(() => {
  for (const t of TARGETS as Target[]) {
    expect(existsSync(archivePath(t)), `${archivePath(t)} is missing: run 'make release-files'`).toBe(true);
  }
  work = mkdtempSync(join(tmpdir(), 'topochess-release-'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

function sh(command: string, args: readonly string[], options: { env?: NodeJS.ProcessEnv; cwd?: string } = {}): string {
  const run = spawnSync(command, args, { encoding: 'utf8', maxBuffer: 1 << 26, timeout: 300_000, ...options });
  if (run.status !== 0) throw new Error(`${command} ${args.join(' ')}: exit ${run.status}\n${run.stdout}${run.stderr}`);
  return run.stdout;
}

function members(t: Target): string[] {
  return (t.archive === 'zip' ? sh('unzip', ['-Z1', archivePath(t)]) : sh('tar', ['-tzf', archivePath(t)]))
    .split('\n')
    .filter((line) => line !== '');
}

/** Unpacks the target's archive (once) and returns the path of its executable. */
function unpacked(t: Target): string {
  const exe = join(work, folder(t), t.exe);
  if (!existsSync(exe)) {
    if (t.archive === 'zip') sh('unzip', ['-q', archivePath(t), '-d', work]);
    else sh('tar', ['-xzf', archivePath(t), '-C', work]);
  }
  return exe;
}

const sha256 = (path: string): string => createHash('sha256').update(readFileSync(path)).digest('hex');

describe('release archives', () => {
  test('SHA256SUMS lists every archive with its hash; each holds the executable, README, LICENSE and docs', () => {
    const sums = new Map(
      readFileSync(join(RELEASE, 'SHA256SUMS'), 'utf8')
        .trim()
        .split('\n')
        .map((line) => line.split(/ {2}/).reverse() as [string, string]),
    );
    for (const t of TARGETS as Target[]) {
      const name = `${folder(t)}.${t.archive}`;
      expect(sums.get(name), name).toBe(sha256(archivePath(t)));
      const inside = members(t);
      for (const file of [t.exe, 'README.md', 'LICENSE', 'docs/install.md', 'docs/protocol.md']) {
        expect(inside, `${name} holds ${file}`).toContain(`${folder(t)}/${file}`);
      }
    }
  });

  test('RELEASE-NOTES.md: the changelog entry, every archive with its SHA-256 as in SHA256SUMS, the platforms', () => {
    const notes = readFileSync(join(RELEASE, 'RELEASE-NOTES.md'), 'utf8');
    const entry = (changelogEntry as (version: string) => { date: string; body: string } | undefined)(VERSION);
    expect(entry, `CHANGELOG.md has an entry for ${VERSION}`).toBeDefined();
    expect(
      notes.startsWith(`# Topochess ${VERSION}\n\nReleased ${entry!.date}.\n\n## Changes\n\n${entry!.body}\n`),
    ).toBe(true);
    const sums = readFileSync(join(RELEASE, 'SHA256SUMS'), 'utf8').trim().split('\n');
    expect(sums).toHaveLength(TARGETS.length);
    for (const line of sums) expect(notes).toContain(`${line}\n`);
    for (const t of TARGETS as (Target & { tested: { run: boolean } })[]) {
      const verdict = t.tested.run ? '**run**' : '**built and checked, not run**';
      expect(notes).toContain(`| ${t.id} | \`${folder(t)}.${t.archive}\` | ${verdict}`);
    }
  });

  test('the linux-x64 archive holds the very bytes of dist/topochess (one build route, reproducible)', () => {
    expect(sha256(unpacked(targetById('linux-x64')))).toBe(sha256(BINARY));
  });

  test('--version names the release, its commit, the embedded Node and the platform', () => {
    const line = sh(BINARY, ['--version'], { env: {} }).trim();
    expect(line).toMatch(
      new RegExp(`^Topochess ${VERSION} \\(commit [0-9a-f]{7,}(-dirty)?, Node v${NODE_VERSION}, linux-x64\\)$`),
    );
  });
});

describe('Linux arm64 under qemu-user', () => {
  const QEMU_TIMEOUT = 240_000;
  const BENCH_DEPTH = 5; // a few seconds under emulation; the signature still covers the whole search

  test('handshake, perft 4 in normal and sesqui, bench signatures equal to the x64 binary', async () => {
    expect(hasProgram('qemu-aarch64'), "qemu-aarch64 is missing: run 'make system-deps'").toBe(true);
    const exe = unpacked(targetById('linux-arm64'));
    const version = sh('qemu-aarch64', ['-L', ARM64_SYSROOT, exe, '--version'], { env: {} });
    expect(version).toContain(`Node v${NODE_VERSION}, linux-arm64)`);

    const figures = async (engine: EngineProcess, timeoutMs: number): Promise<number[]> => [
      await perft(engine, 'normal', 4, timeoutMs),
      await perft(engine, 'sesqui', 4, timeoutMs),
      await benchSignature(engine, 'normal', BENCH_DEPTH, timeoutMs),
      await benchSignature(engine, 'sesqui', BENCH_DEPTH, timeoutMs),
    ];
    const expected = await referenceFigures((engine) => figures(engine, 60_000));
    const engine = new EngineProcess('qemu-aarch64', ['-L', ARM64_SYSROOT, exe]);
    try {
      const started = performance.now();
      const handshake = await engine.ask('uci', /^uciok$/, QEMU_TIMEOUT);
      expect(engine.lines.map((r) => r.line)).toContain(`id name Topochess ${VERSION}`);
      const got = await figures(engine, QEMU_TIMEOUT);
      console.log(
        `arm64 under qemu: uciok after ${handshake.ms.toFixed(0)} ms; perft 4 normal ${got[0]}, sesqui ${got[1]}; ` +
          `bench ${BENCH_DEPTH} signatures normal ${got[2]}, sesqui ${got[3]} (x64: ${expected.join(', ')}); ` +
          `${((performance.now() - started) / 1000).toFixed(1)} s in all`,
      );
      expect(got[0]).toBe(197281);
      expect(got).toEqual(expected);
      engine.send('quit');
      expect(await engine.exit(QEMU_TIMEOUT)).toBe(0);
    } finally {
      engine.kill();
    }
  }, 600_000);
});

describe('Windows x64', () => {
  test('topochess.exe is an unsigned PE32+ x64 console program carrying the bundle as its SEA blob, fuse set', () => {
    const file = readFileSync(unpacked(targetById('windows-x64')));
    const exe = readPortableExecutable(file);
    expect(exe.machine).toBe(IMAGE_FILE_MACHINE_AMD64);
    expect(exe.subsystem).toBe(IMAGE_SUBSYSTEM_WINDOWS_CUI); // a console program: GUIs talk to it over pipes
    expect(exe.certificateTableSize).toBe(0); // Node's signature removed before injection, not left dangling
    const blob = exe.resource(RCDATA, 'NODE_SEA_BLOB');
    expect(blob, 'NODE_SEA_BLOB resource').toBeDefined();
    expect(blob!.indexOf(readFileSync(BUNDLE))).toBeGreaterThan(0);
    expect(file.includes(SEA_FUSE)).toBe(true);
  });

  test('CRLF input (as WinBoard sends it) is understood in both dialects (the bundle the .exe carries)', async () => {
    const uci = new EngineProcess(BINARY);
    try {
      await uci.ask('uci\r', /^uciok$/);
      await uci.ask('isready\r', /^readyok$/);
      uci.send('position startpos moves e2e4\r');
      expect((await uci.ask('go perft 3\r', /^Nodes searched: \d+$/)).line).toBe('Nodes searched: 13160');
      expect((await uci.ask('go depth 4\r', /^bestmove /)).line).toMatch(/^bestmove [a-h][1-8][a-h][1-8] /);
    } finally {
      uci.kill();
    }
    const xboard = new EngineProcess(BINARY);
    try {
      xboard.send('xboard\r');
      await xboard.ask('protover 2\r', /^feature .*done=1/);
      for (const line of ['new', 'force', 'usermove e2e4', 'sd 3']) xboard.send(`${line}\r`);
      expect((await xboard.ask('go\r', /^move /)).line).toMatch(/^move [a-h][1-8][a-h][1-8]$/);
      await xboard.ask('ping 3\r', /^pong 3$/);
    } finally {
      xboard.kill();
    }
  });
});

describe('macOS x64 and arm64 (cannot run here)', () => {
  test.each(['macos-x64', 'macos-arm64'])('%s: Mach-O with the SEA blob and a valid ad-hoc signature', (id) => {
    const exe = unpacked(targetById(id));
    const verify = spawnSync(process.execPath, [join(ROOT, 'scripts/release/macho-verify.mjs'), exe], {
      encoding: 'utf8',
    });
    expect(verify.status, `${verify.stdout}${verify.stderr}`).toBe(0);
    expect(verify.stdout.trim().split('\n')).toHaveLength(1);
    console.log(verify.stdout.trim());
    expect(readFileSync(exe).indexOf(readFileSync(BUNDLE))).toBeGreaterThan(0);
  });
});

describe('Debian package', () => {
  const deb = join(RELEASE, `topochess_${VERSION}_amd64.deb`);
  const GAMES_ENV = { PATH: '/usr/games:/usr/bin:/bin' };

  test('dpkg -i; man page renders; --version; XBoard plays a game with the engine by name; dpkg -r removes every file', async () => {
    expect(existsSync(deb), `${deb} is missing: run 'make deb'`).toBe(true);
    expect(process.getuid?.(), 'installing the package needs root (as make system-deps does)').toBe(0);
    for (const program of ['xboard', 'Xvfb', ...FAIRY_MAX_PROGRAMS, 'man']) {
      expect(hasProgram(program), `${program} is missing: run 'make system-deps'`).toBe(true);
    }
    sh('dpkg', ['-i', deb]);
    let files: string[] = [];
    try {
      files = sh('dpkg', ['-L', 'topochess'])
        .split('\n')
        .filter((path) => path !== '' && !/^\/\.?$/.test(path));
      for (const path of [
        '/usr/games/topochess',
        '/usr/share/man/man6/topochess.6.gz',
        '/usr/share/games/plugins/xboard/topochess.eng',
        '/usr/share/games/plugins/logos/topochess.png',
        '/usr/share/doc/topochess/copyright',
        '/usr/share/doc/topochess/docs/install.md',
      ]) {
        expect(files).toContain(path);
      }
      const page = sh('man', ['-l', '/usr/share/man/man6/topochess.6.gz'], { env: { ...GAMES_ENV, MANWIDTH: '80' } });
      expect(page).toMatch(/^TOPOCHESS\(6\)/);
      for (const heading of ['SYNOPSIS', 'COMMANDS', 'PROTOCOLS', 'EXTENSIONS', 'EXAMPLES'])
        expect(page).toContain(heading);
      expect(page).toContain(`Topochess ${VERSION}`);
      // packaging/topochess.eng is checked against the variant registry by test/docs/variant-lists.test.ts.
      expect(readFileSync('/usr/share/games/plugins/xboard/topochess.eng', 'utf8')).toBe(
        readFileSync(join(ROOT, 'packaging/topochess.eng'), 'utf8'),
      );
      expect(sh('topochess', ['--version'], { env: GAMES_ENV })).toContain(`Topochess ${VERSION}`);

      const display = await VirtualDisplay.start();
      try {
        const match = await runXboard(
          display,
          // Thirty moves show that XBoard runs the installed engine by name; XBoard calls the game drawn there.
          ['-fcp', 'topochess', '-scp', FAIRY_MAX, '-mg', '1', ...XBOARD_TEST_CLOCK, '-adjudicateDrawMoves', '30'],
          240_000,
        );
        rmSync(match.dir, { recursive: true, force: true });
        const context = `xboard output:\n${match.output.slice(-2000)}\nPGN:\n${match.pgn.slice(-2000)}`;
        expect(match.games, context).toHaveLength(1);
        expect(match.games[0].tags.White, context).toBe(`Topochess ${VERSION}`);
        expect(match.games[0].result, context).toMatch(/^(1-0|0-1|1\/2-1\/2)$/);
        expect(match.games[0].moves.toLowerCase(), context).not.toMatch(/forfeit|illegal|exited|crash/);
        console.log(
          `XBoard, installed engine by name: ${match.games[0].tags.White} - ${match.games[0].tags.Black} ${match.games[0].result}`,
        );
      } finally {
        display.stop();
      }
    } finally {
      sh('dpkg', ['-r', 'topochess']);
    }
    expect(spawnSync('dpkg', ['-s', 'topochess']).status).not.toBe(0);
    // Whatever is left must belong to another package (shared directories such as /usr/games).
    const left = files.filter((path) => existsSync(path) && spawnSync('dpkg', ['-S', path]).status !== 0);
    expect(left).toEqual([]);
  }, 600_000);
});

describe('npm package', () => {
  test("installs into a prefix without the network and its bin runs on this machine's Node", () => {
    const tgz = join(RELEASE, `topochess-${VERSION}.tgz`);
    expect(existsSync(tgz), `${tgz} is missing: run 'make pack'`).toBe(true);
    const prefix = join(work, 'npm-prefix');
    sh('npm', ['install', '-g', tgz, '--prefix', prefix, '--offline', '--no-audit', '--no-fund', '--silent']);
    const env = { PATH: `${join(prefix, 'bin')}:${dirname(process.execPath)}:/usr/bin:/bin` };
    expect(sh('topochess', ['perft', '3'], { env })).toMatch(/^Nodes searched: 8902$/m);
    expect(sh('topochess', ['--version'], { env })).toContain(`Node ${process.version},`);
    expect(existsSync(join(prefix, 'share/man/man6/topochess.6'))).toBe(true);
  });
});
