#!/usr/bin/env node
// `make smp`: what Lazy SMP buys on this machine. (1) Time to reach a fixed depth on the bench positions of a
// variant with Threads=2 against Threads=1 (each position from a cleared table, rounds alternating which goes first);
// (2) a short match Threads=2 vs Threads=1 at equal time through `topochess match`, with its Elo and error. Figures
// only: nothing is asserted (timings belong to scripts, never to tests). Environment: DEPTH (14), ROUNDS (2),
// VARIANT (normal), THREADS (2), GAMES (20; SKIP_MATCH=1 skips the match), TC (5+0.05).
import { spawn, spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const program = resolve(root, 'dist/bundle/main.cjs');
const depth = Number(process.env.DEPTH || 14);
const rounds = Number(process.env.ROUNDS || 2);
const variant = process.env.VARIANT || 'normal';
const threads = Number(process.env.THREADS || 2);
const games = Number(process.env.GAMES || 20);
const tc = process.env.TC || '5+0.05';

/** The variant's bench positions, as the bench prints them (`search <position>: best …`). */
function benchPositions() {
  const run = spawnSync(process.execPath, [program, 'bench', '--variant', variant, '--depth', '1'], {
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`bench failed: ${run.stderr}`);
  return `${run.stdout}\n${run.stderr}`
    .split('\n')
    .map((line) => /^search (.+): best /.exec(line))
    .filter((match) => match !== null)
    .map((match) => match[1]);
}

class Engine {
  constructor() {
    this.lines = [];
    this.waiters = [];
    this.child = spawn(process.execPath, [program], { stdio: ['pipe', 'pipe', 'inherit'] });
    let partial = '';
    this.child.stdout.setEncoding('utf8');
    this.child.stdout.on('data', (chunk) => {
      const parts = (partial + chunk).split('\n');
      partial = parts.pop();
      this.lines.push(...parts);
      for (const wake of this.waiters.splice(0)) wake();
    });
  }
  send(line) {
    this.child.stdin.write(line + '\n');
  }
  /** Resolves with the first line from now on that matches. */
  async waitFor(pattern) {
    let from = this.lines.length;
    for (;;) {
      for (; from < this.lines.length; from++) if (pattern.test(this.lines[from])) return this.lines[from];
      await new Promise((wake) => this.waiters.push(wake));
    }
  }
  async ready() {
    const answer = this.waitFor(/^readyok$/);
    this.send('isready');
    await answer;
  }
  quit() {
    this.send('quit');
    return new Promise((done) => this.child.on('exit', done));
  }
}

/** Milliseconds to reach `depth` on each position with `count` threads (one engine process, warmed up first). */
async function timeToDepth(positions, count) {
  const engine = new Engine();
  engine.send('uci');
  if (variant !== 'normal') engine.send(`setoption name UCI_Variant value ${variant}`);
  engine.send(`setoption name Threads value ${count}`);
  await engine.ready();
  // JIT warm-up in every thread: a short search, not timed.
  engine.send('position startpos');
  let answer = engine.waitFor(/^bestmove /);
  engine.send('go movetime 1500');
  await answer;
  const times = [];
  for (const position of positions) {
    engine.send('ucinewgame');
    engine.send(`position fen ${position}`);
    await engine.ready();
    answer = engine.waitFor(/^bestmove /);
    const start = performance.now();
    engine.send(`go depth ${depth}`);
    await answer;
    times.push(performance.now() - start);
  }
  await engine.quit();
  return times;
}

const positions = benchPositions();
console.log(`smp: ${variant}, ${positions.length} bench positions, go depth ${depth}, Threads=${threads} vs Threads=1`);
const totals = { 1: new Array(positions.length).fill(0), [threads]: new Array(positions.length).fill(0) };
for (let round = 0; round < rounds; round++) {
  const order = round % 2 === 0 ? [1, threads] : [threads, 1];
  for (const count of order) {
    const times = await timeToDepth(positions, count);
    times.forEach((ms, i) => (totals[count][i] += ms));
    const sum = times.reduce((a, b) => a + b, 0);
    console.log(`  round ${round + 1}, Threads=${count}: ${Math.round(sum)} ms`);
  }
}
let logRatio = 0;
positions.forEach((position, i) => {
  const one = totals[1][i] / rounds;
  const many = totals[threads][i] / rounds;
  logRatio += Math.log(one / many);
  const label = position.length > 48 ? `${position.slice(0, 45)}...` : position;
  console.log(
    `  ${label.padEnd(48)} ${String(Math.round(one)).padStart(7)} ms ${String(Math.round(many)).padStart(7)} ms  x${(one / many).toFixed(2)}`,
  );
});
const sumOne = totals[1].reduce((a, b) => a + b, 0) / rounds;
const sumMany = totals[threads].reduce((a, b) => a + b, 0) / rounds;
console.log(
  `time to depth ${depth}: Threads=1 ${Math.round(sumOne)} ms, Threads=${threads} ${Math.round(sumMany)} ms; ` +
    `speed-up x${(sumOne / sumMany).toFixed(2)} (total), x${Math.exp(logRatio / positions.length).toFixed(2)} (geometric mean)`,
);

if (process.env.SKIP_MATCH !== '1') {
  console.log(`match: Threads=${threads} vs Threads=1, ${games} games at ${tc}, ${variant}, one game at a time`);
  const engine = `"${process.execPath}" "${program}"`;
  const args = [
    program,
    'match',
    '--engine1',
    engine,
    '--option1',
    `Threads=${threads}`,
    '--name1',
    `Threads=${threads}`,
    '--engine2',
    engine,
    '--name2',
    'Threads=1',
    '--variant',
    variant,
    '--tc',
    tc,
    '--games',
    String(games),
    '--concurrency',
    '1',
  ];
  const match = spawnSync(process.execPath, args, { stdio: ['ignore', 'inherit', 'inherit'] });
  process.exitCode = match.status ?? 1;
}
