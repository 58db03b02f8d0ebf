#!/usr/bin/env node
// `make latency`: how fast the engine answers the commands a GUI expects at once (docs/protocol.md: isready, stop, ?,
// ping, quit), measured on the packaged binary or the bundle and printed. Figures only: nothing is asserted (the tests
// wait on events; a loaded machine makes any fixed bound flaky). Usage: node scripts/latency.mjs [program] [rounds]
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const program =
  process.argv[2] ??
  (existsSync(resolve(root, 'dist/topochess'))
    ? resolve(root, 'dist/topochess')
    : resolve(root, 'dist/bundle/main.cjs'));
const rounds = Number(process.argv[3] ?? 5);
const command = program.endsWith('.cjs') ? [process.execPath, program] : [program];

class Engine {
  constructor() {
    this.lines = [];
    this.waiters = [];
    this.child = spawn(command[0], command.slice(1), { stdio: ['pipe', 'pipe', 'inherit'] });
    let partial = '';
    this.child.stdout.setEncoding('utf8');
    this.child.stdout.on('data', (chunk) => {
      const parts = (partial + chunk).split('\n');
      partial = parts.pop();
      const at = performance.now();
      for (const line of parts) this.lines.push({ line, at });
      for (const wake of this.waiters.splice(0)) wake();
    });
    this.exited = new Promise((done) => this.child.on('exit', () => done(performance.now())));
  }
  send(line) {
    this.child.stdin.write(line + '\n');
    return performance.now();
  }
  async waitFor(pattern, from = 0) {
    for (let i = from; ;) {
      for (; i < this.lines.length; i++) if (pattern.test(this.lines[i].line)) return this.lines[i];
      await new Promise((wake) => this.waiters.push(wake));
    }
  }
  /** Milliseconds from sending `line` to the first reply matching `pattern`. */
  async time(line, pattern) {
    const from = this.lines.length;
    const sent = this.send(line);
    return (await this.waitFor(pattern, from)).at - sent;
  }
}

const figures = new Map();
const record = (name, ms) => figures.set(name, [...(figures.get(name) ?? []), ms]);

async function uciRound(variant) {
  const engine = new Engine();
  await engine.time('uci', /^uciok$/);
  if (variant !== 'normal') engine.send(`setoption name UCI_Variant value ${variant}`);
  await engine.time('isready', /^readyok$/);
  const from = engine.lines.length;
  engine.send('go infinite');
  await engine.waitFor(/^info depth 2/, from);
  for (let i = 0; i < 5; i++) record(`${variant}: isready mid-search`, await engine.time('isready', /^readyok$/));
  record(`${variant}: stop -> bestmove`, await engine.time('stop', /^bestmove /));
  engine.send('go infinite');
  await engine.waitFor(/^info depth 2/, engine.lines.length - 1);
  const quitAt = engine.send('quit');
  record(`${variant}: quit mid-search -> exit`, (await engine.exited) - quitAt);
}

/** `quit` while the main thread is still building salmon's tables (about a second of work, done in slices). */
async function quitMidBuild() {
  const engine = new Engine();
  await engine.time('uci', /^uciok$/);
  engine.send('setoption name UCI_Variant value salmon');
  engine.send('isready'); // held until the tables are built
  const quitAt = engine.send('quit');
  record('salmon: quit mid-build -> exit', (await engine.exited) - quitAt);
}

async function xboardRound() {
  const engine = new Engine();
  engine.send('xboard');
  record('xboard: protover 2 -> done=1', await engine.time('protover 2', /^feature .*done=1/));
  for (const line of ['new', 'post', 'force', 'usermove e2e4', 'usermove e7e5', 'st 30']) engine.send(line);
  const from = engine.lines.length;
  engine.send('go');
  await engine.waitFor(/^\s*\d+ -?\d+ \d+ \d+/, from);
  record('xboard: ? -> move', await engine.time('?', /^move /));
  record('xboard: ping -> pong (idle)', await engine.time('ping 7', /^pong 7$/));
  const quitAt = engine.send('quit');
  record('xboard: quit -> exit', (await engine.exited) - quitAt);
}

const percentile = (values, p) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];

console.log(`latency of ${program}, ${rounds} rounds`);
for (let round = 0; round < rounds; round++) {
  await uciRound('normal');
  await uciRound('salmon');
  await quitMidBuild();
  await xboardRound();
}
console.log(
  `${'what'.padEnd(36)} ${'n'.padStart(3)} ${'median ms'.padStart(10)} ${'p90 ms'.padStart(8)} ${'max ms'.padStart(8)}`,
);
for (const [name, values] of figures) {
  const f = (v) => v.toFixed(1).padStart(8);
  console.log(
    `${name.padEnd(36)} ${String(values.length).padStart(3)} ${percentile(values, 0.5).toFixed(1).padStart(10)} ${f(percentile(values, 0.9))} ${f(Math.max(...values))}`,
  );
}
