// Threads on a machine with fewer cores than asked for, against the packaged binary: threads beyond the cores are
// not started (the cap is said in the dialect), the engine serves, a timed search answers with a legal move, and
// memory stays within Hash + 250 MB + the per-thread amount docs/search.md states.
import { availableParallelism } from 'node:os';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, test } from 'vitest';
import { THREADS_MAX } from '../../src/session/options';
import { BINARY, EngineProcess } from '../helpers/engine-process';

const running: EngineProcess[] = [];
afterEach(() => {
  for (const engine of running.splice(0)) engine.kill();
});

function status(engine: EngineProcess, field: string): number {
  const text = readFileSync(`/proc/${engine.pid}/status`, 'utf8');
  return Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(text)![1]);
}

/** Resident memory of the process in MB, as the kernel counts it. */
function residentMb(engine: EngineProcess): number {
  return status(engine, 'VmRSS') / 1024;
}

const CORES = availableParallelism();
/** The threads that search: the most Threads takes, capped at the machine's cores. */
const THREADS = Math.min(THREADS_MAX, CORES);
/** The default Hash, what docs/protocol.md allows on top of it, and docs/search.md's amount per further thread. */
const HASH_MB = 16;
const ALLOWANCE_MB = 250;
const PER_THREAD_MB = 32;
const BOUND_MB = HASH_MB + ALLOWANCE_MB + PER_THREAD_MB * (THREADS - 1);
const CAP = THREADS < CORES ? 'the most Threads takes' : `this machine has ${CORES} cores`;
const TIMEOUT_MS = 120_000;

function started(): EngineProcess {
  const engine = new EngineProcess(BINARY);
  running.push(engine);
  return engine;
}

describe('Threads beyond the cores', () => {
  test(
    `UCI Threads ${THREADS_MAX}: capped to ${THREADS}, said in an info string; go movetime answers a legal move`,
    async () => {
      const engine = started();
      await engine.ask('uci', /^uciok$/, TIMEOUT_MS);
      await engine.ask('isready', /^readyok$/, TIMEOUT_MS);
      await engine.ask(
        `setoption name Threads value ${THREADS_MAX}`,
        new RegExp(`^info string Threads ${THREADS_MAX} capped to ${THREADS} threads: ${CAP}$`),
        TIMEOUT_MS,
      );
      await engine.ask('isready', /^readyok$/, TIMEOUT_MS);
      // The main thread, the search worker and one helper per further thread (and Node's own few): never a thread
      // for each of the 1024 asked for.
      expect(status(engine, 'Threads')).toBeLessThan(THREADS + 32);
      engine.send('position startpos moves e2e4');
      const legal = (await engine.ask('moves', /^info string moves /, TIMEOUT_MS)).line.split(' ').slice(3);
      const answer = await engine.ask('go movetime 1000', /^bestmove /, TIMEOUT_MS);
      expect(legal).toContain(answer.line.split(' ')[1]);
      expect(residentMb(engine)).toBeLessThanOrEqual(BOUND_MB);
      await engine.ask('isready', /^readyok$/, TIMEOUT_MS);
      engine.send('quit');
      expect(await engine.exit(TIMEOUT_MS)).toBe(0);
    },
    4 * TIMEOUT_MS,
  );

  test(
    `XBoard cores 99999: capped to ${THREADS}, said in a # line; pong, then a timed think moves legally`,
    async () => {
      const engine = started();
      engine.send('xboard');
      await engine.ask('protover 2', /^feature .*done=1/, TIMEOUT_MS);
      await engine.ask('cores 99999', new RegExp(`^# cores 99999 capped to ${THREADS} threads: ${CAP}$`), TIMEOUT_MS);
      await engine.ask('ping 1', /^pong 1$/, TIMEOUT_MS);
      expect(status(engine, 'Threads')).toBeLessThan(THREADS + 32);
      engine.send('new');
      engine.send('st 1');
      const legal = (await engine.ask('moves', /^# moves /, TIMEOUT_MS)).line.split(' ').slice(2);
      const answer = await engine.ask('go', /^move /, TIMEOUT_MS);
      expect(legal).toContain(answer.line.split(' ')[1]);
      expect(residentMb(engine)).toBeLessThanOrEqual(BOUND_MB);
      await engine.ask('ping 2', /^pong 2$/, TIMEOUT_MS);
      engine.send('quit');
      expect(await engine.exit(TIMEOUT_MS)).toBe(0);
    },
    4 * TIMEOUT_MS,
  );
});
