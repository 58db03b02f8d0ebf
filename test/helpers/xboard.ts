// Runs unattended XBoard matches under a private Xvfb display and reads back the PGN they write.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync, existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { makeTempDir } from './temp-dir';

const GAMES_PATH = '/usr/games:/usr/bin:/bin:/usr/sbin:/sbin';

/** True when a Debian program is on the usual paths. In CI the tests fail rather than skip when it is missing. */
export function hasProgram(name: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${name}`], { env: { PATH: GAMES_PATH } }).status === 0;
}

/**
 * The clock of the tests' XBoard games: 5 s + 0.1 s a side. Short, so that a game takes seconds, and still a clock
 * the engine plans its time on.
 */
export const XBOARD_TEST_CLOCK = ['-tc', '0:05', '-inc', '0.1'] as const;
/**
 * Fairy-Max as XBoard's opponent, with address-space randomisation off: Debian's Fairy-Max 5.0b crashes (SIGSEGV) on
 * XBoard's `computer` command in about half of its runs under Linux 6.18 (11 of 20, fed by a pipe with no Topochess
 * involved), and in none of 20 with the layout fixed. `setarch` is util-linux's, on every Debian system.
 */
export const FAIRY_MAX = 'setarch -R fairymax';
/** The programs FAIRY_MAX runs, for the tests' checks that each is installed. */
export const FAIRY_MAX_PROGRAMS = ['setarch', 'fairymax'] as const;

export class VirtualDisplay {
  readonly display: string;
  private readonly server: ChildProcess;

  private constructor(display: string, server: ChildProcess) {
    this.display = display;
    this.server = server;
  }

  static async start(): Promise<VirtualDisplay> {
    for (let attempt = 0; attempt < 20; attempt++) {
      const number = 100 + Math.floor(Math.random() * 800);
      if (existsSync(`/tmp/.X${number}-lock`)) continue;
      const server = spawn('Xvfb', [`:${number}`, '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {
        env: { PATH: GAMES_PATH },
        stdio: 'ignore',
      });
      const up = await waitUntil(() => existsSync(`/tmp/.X11-unix/X${number}`) || server.exitCode !== null, 30_000);
      if (up && server.exitCode === null) return new VirtualDisplay(`:${number}`, server);
      server.kill('SIGKILL');
    }
    throw new Error('could not start Xvfb');
  }

  stop(): void {
    this.server.kill('SIGTERM');
  }
}

export interface MatchResult {
  readonly exitCode: number | null;
  readonly output: string;
  readonly pgn: string;
  readonly games: readonly PgnGame[];
  readonly debugLog: string;
  readonly dir: string;
}

export interface PgnGame {
  readonly tags: Readonly<Record<string, string>>;
  readonly moves: string;
  readonly result: string;
}

/**
 * Runs `xboard ARGS` with a throwaway HOME (see temp-dir.ts), waiting at most `timeoutMs`; always writes PGN and a
 * debug log.
 */
export async function runXboard(
  display: VirtualDisplay,
  args: readonly string[],
  timeoutMs: number,
): Promise<MatchResult> {
  const dir = makeTempDir('topochess-xboard-');
  const pgnPath = join(dir, 'match.pgn');
  const debugPath = join(dir, 'xboard.debug');
  const fullArgs = [
    '-saveSettingsOnExit',
    'false',
    '-soundProgram',
    '',
    '-startupMessage',
    '',
    '-xexit',
    '-autoCallFlag',
    'true',
    '-matchPause',
    '500',
    '-sgf',
    pgnPath,
    '-debug',
    '-nameOfDebugFile',
    debugPath,
    ...args,
  ];
  writeFileSync(join(dir, 'command.txt'), ['xboard', ...fullArgs].map((a) => JSON.stringify(a)).join(' ') + '\n');
  const child = spawn('xboard', fullArgs, {
    env: { PATH: GAMES_PATH, HOME: dir, DISPLAY: display.display },
    cwd: dir,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exitCode = await new Promise<number | null>((done) => {
    const timer = setTimeout(() => {
      output += `\n[test: xboard killed after ${timeoutMs} ms]`;
      killGroup(child);
    }, timeoutMs);
    child.on('exit', (code) => {
      clearTimeout(timer);
      done(code);
    });
  });
  killGroup(child); // engines XBoard left behind
  const pgn = existsSync(pgnPath) ? readFileSync(pgnPath, 'utf8') : '';
  const debugLog = existsSync(debugPath) ? readFileSync(debugPath, 'utf8') : '';
  return { exitCode, output, pgn, games: parsePgn(pgn), debugLog, dir };
}

function killGroup(child: ChildProcess): void {
  try {
    if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

/** Minimal PGN reader: tags, movetext and the result token of each game. */
export function parsePgn(text: string): PgnGame[] {
  const games: PgnGame[] = [];
  const chunks = text.split(/\n(?=\[Event )/).filter((chunk) => chunk.trim().startsWith('[Event'));
  for (const chunk of chunks) {
    const tags: Record<string, string> = {};
    for (const match of chunk.matchAll(/^\[(\w+) "(.*)"\]$/gm)) tags[match[1]] = match[2];
    const moves = chunk.replace(/^\[.*\]$/gm, '').trim();
    const result = (tags.Result as string | undefined) ?? '';
    games.push({ tags, moves, result });
  }
  return games;
}

/** Polls `test` until it holds or the time is up; whether it held. */
export async function waitUntil(test: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (test()) return true;
    await new Promise((done) => setTimeout(done, 50));
  }
  return test();
}
