// The search service on a real worker thread (started from the bundled source text, as in the product): events in
// order, stop, pondering, perft and bench jobs, and recovery from failures.
import { afterEach, describe, expect, test } from 'vitest';
import { createEngine } from '../../engines';
import { legalMoves } from '../../src/core/rules';
import { runBench } from '../../src/search/bench';
import type { Job, JobEvent, SearchService } from '../../src/search/jobs';
import type { SearchLimits } from '../../src/core/search-types';
import { createSearchService, type WorkerSearchService } from '../../src/search/worker-host';

let service: SearchService | undefined;
let nextId = 1;

afterEach(async () => {
  await service?.terminate();
  service = undefined;
});

function start(): SearchService {
  service = createSearchService();
  return service;
}

interface Collected {
  readonly events: JobEvent[];
  /** Resolves with all events once the job's final event arrived. */
  readonly done: Promise<JobEvent[]>;
  /** Resolves with the first event (already received or to come) that `test` accepts. */
  until(test: (event: JobEvent) => boolean): Promise<JobEvent>;
}

function run(svc: SearchService, job: Job & { id: number }, final: JobEvent['kind']): Collected {
  const events: JobEvent[] = [];
  const waiters: { test: (event: JobEvent) => boolean; resolve: (event: JobEvent) => void }[] = [];
  let resolve!: (events: JobEvent[]) => void;
  const done = new Promise<JobEvent[]>((r) => (resolve = r));
  svc.run(job, (event) => {
    events.push(event);
    for (const waiter of [...waiters]) {
      if (!waiter.test(event)) continue;
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(event);
    }
    if (event.kind === final) resolve(events);
  });
  const until = (test: (event: JobEvent) => boolean): Promise<JobEvent> => {
    const seen = events.find(test);
    return seen !== undefined ? Promise.resolve(seen) : new Promise((r) => waiters.push({ test, resolve: r }));
  };
  return { events, done, until };
}

/** An info event of at least this depth. */
const infoAtDepth =
  (depth: number) =>
  (event: JobEvent): boolean =>
    event.kind === 'info' && event.info.depth >= depth;
const isBestMove = (event: JobEvent): boolean => event.kind === 'bestMove';

function searchJob(limits: SearchLimits, start = 'startpos', moves: string[] = []): Job & { id: number } {
  return { kind: 'search', id: nextId++, position: { variant: 'normal', start, moves }, limits };
}

function bestOf(events: JobEvent[]) {
  const best = events.filter((event): event is Extract<JobEvent, { kind: 'bestMove' }> => event.kind === 'bestMove');
  expect(best.length).toBe(1);
  expect(events[events.length - 1]).toBe(best[0]);
  return best[0].outcome;
}

describe('search service', () => {
  test('a depth search reports infos, then exactly one bestMove, and is busy until then', async () => {
    const svc = start();
    const job = run(svc, searchJob({ depth: 6 }, 'startpos', ['e2e4']), 'bestMove');
    expect(svc.busy).toBe(true);
    expect(() => svc.run(searchJob({ depth: 1 }), () => {})).toThrow(/still running/);
    const events = await job.done;
    expect(svc.busy).toBe(false);
    const infos = events.filter((event) => event.kind === 'info');
    expect(infos.length).toBeGreaterThanOrEqual(6);
    const outcome = bestOf(events)!;
    expect(outcome.depth).toBe(6);
    expect(outcome.best).toMatch(/^[a-h][1-8][a-h][1-8]$/);
    expect(outcome.ponder).toMatch(/^[a-h][1-8][a-h][1-8]$/);
  });

  // Latencies (stop → bestMove, ponderhit → bestMove) are measured by `make latency`, not asserted here.
  test('go infinite runs until stop, then answers', async () => {
    const svc = start();
    const job = run(svc, searchJob({ infinite: true }), 'bestMove');
    await job.until(infoAtDepth(4));
    expect(job.events.some(isBestMove)).toBe(false);
    svc.stop();
    expect(bestOf(await job.done)!.best).toBeDefined();
  });

  test('an infinite search that reaches its depth limit waits for stop', async () => {
    const svc = start();
    const job = run(svc, searchJob({ infinite: true, depth: 2 }), 'bestMove');
    await job.until(infoAtDepth(2));
    // The answer comes only after stop, and it is the depth-2 result.
    let stopped = false;
    const answered = job.until(isBestMove).then(() => stopped);
    expect(job.events.some(isBestMove)).toBe(false);
    stopped = true;
    svc.stop();
    expect(await answered).toBe(true);
    expect(bestOf(await job.done)!.depth).toBe(2);
  });

  test('a ponder search ignores the clock until ponderhit, then ends by its time', async () => {
    const svc = start();
    const job = run(svc, searchJob({ ponder: true, moveTimeMs: 30 }), 'bestMove');
    // The search's own clock passes its move time, and still it does not answer ...
    await job.until((event) => event.kind === 'info' && event.info.timeMs > 60);
    expect(job.events.some(isBestMove)).toBe(false);
    // ... until ponderhit switches it to its move time, which is long spent: it answers by itself.
    svc.ponderHit();
    expect(bestOf(await job.done)!.best).toBeDefined();
  });

  test('a ponder search finished before ponderhit answers on ponderhit', async () => {
    const svc = start();
    const job = run(svc, searchJob({ ponder: true, depth: 3, clockMs: 60_000 }), 'bestMove');
    await job.until(infoAtDepth(3));
    expect(job.events.some(isBestMove)).toBe(false);
    svc.ponderHit();
    expect(bestOf(await job.done)!.depth).toBe(3);
  });

  test('stop during pondering answers with the best move so far', async () => {
    const svc = start();
    const job = run(svc, searchJob({ ponder: true, clockMs: 5000 }), 'bestMove');
    await job.until(infoAtDepth(1));
    svc.stop();
    expect(bestOf(await job.done)!.best).toBeDefined();
  });

  test('a bad position is reported as an error, the search still answers, and the service keeps working', async () => {
    const svc = start();
    const bad = await run(svc, searchJob({ depth: 3 }, 'this is not a position'), 'bestMove').done;
    expect(bad.map((event) => event.kind)).toEqual(['error', 'bestMove']);
    expect(bestOf(bad)!.best).toBeUndefined();
    const illegal = await run(svc, searchJob({ depth: 3 }, 'startpos', ['e2e5']), 'bestMove').done;
    expect(illegal[0].kind).toBe('error');
    const good = await run(svc, searchJob({ depth: 3 }), 'bestMove').done;
    expect(bestOf(good)!.best).toBeDefined();
  });

  test('an unknown job kind is reported as an error and ends the job', async () => {
    const svc = start();
    const events = await run(svc, { kind: 'nonsense', id: nextId++ } as unknown as Job & { id: number }, 'error').done;
    expect(events.length).toBe(1);
    expect(svc.busy).toBe(false);
    expect(bestOf(await run(svc, searchJob({ depth: 2 }), 'bestMove').done)!.best).toBeDefined();
  });

  test('a worker that dies mid-search is reported, replaced, and the next job works', async () => {
    const svc = start();
    const job = run(svc, searchJob({ infinite: true }), 'bestMove');
    await job.until(infoAtDepth(1));
    const worker = (svc as WorkerSearchService).workerForTests!;
    await worker.terminate();
    const events = await job.done;
    expect(events.some((event) => event.kind === 'error' && /exited/.test(event.message))).toBe(true);
    expect(bestOf(events)!.best).toBeUndefined();
    expect(svc.busy).toBe(false);
    expect((svc as WorkerSearchService).workerForTests).not.toBe(worker);
    expect(bestOf(await run(svc, searchJob({ depth: 4 }), 'bestMove').done)!.best).toBeDefined();
  });

  test('perft: one event per root move, then the total', async () => {
    const svc = start();
    const events = await run(
      svc,
      { kind: 'perft', id: nextId++, position: { variant: 'normal', start: 'startpos', moves: [] }, depth: 3 },
      'perftDone',
    ).done;
    const moves = events.filter(
      (event): event is Extract<JobEvent, { kind: 'perftMove' }> => event.kind === 'perftMove',
    );
    expect(moves.length).toBe(20);
    const done = events[events.length - 1];
    expect(done.kind === 'perftDone' && done.nodes).toBe(8902);
    expect(moves.reduce((sum, event) => sum + event.nodes, 0)).toBe(8902);
  });

  test('bench job: same signature as the in-process bench', async () => {
    const svc = start();
    const events = await run(svc, { kind: 'bench', id: nextId++, variant: 'normal', depth: 5 }, 'benchDone').done;
    const done = events[events.length - 1];
    const expected = runBench(createEngine('normal'), { depth: 5, perft: false }).search.nodes;
    expect(done.kind === 'benchDone' && done.report.nodes).toBe(expected);
  });

  test('setHash and newGame are accepted between jobs and searching goes on', async () => {
    const svc = start();
    svc.post({ kind: 'setHash', megabytes: 2 });
    svc.post({ kind: 'newGame' });
    const first = bestOf(await run(svc, searchJob({ depth: 5 }), 'bestMove').done)!;
    svc.post({ kind: 'newGame' });
    const second = bestOf(await run(svc, searchJob({ depth: 5 }), 'bestMove').done)!;
    expect(second.nodes).toBe(first.nodes); // newGame really cleared what the first search learnt
  });
});

describe('Lazy SMP (setThreads)', () => {
  /** The legal moves of normal's position after `moves`, as text. */
  function legalTexts(moves: string[]): string[] {
    const rules = createEngine('normal').rules;
    const pos = rules.startPosition();
    for (const move of moves) {
      const parsed = rules.parseMove(pos, move);
      if (!parsed.ok || !rules.makeMove(pos, parsed.value)) throw new Error(`bad test move ${move}`);
    }
    return legalMoves(rules, pos, new Int32Array(rules.maxMoves)).map((move) => rules.formatMove(pos, move));
  }

  test('two threads answer a depth search with a legal move, and infinite searches end on stop', async () => {
    const svc = start();
    svc.post({ kind: 'setThreads', threads: 2 });
    const moves = ['e2e4', 'c7c5', 'g1f3'];
    const outcome = bestOf(await run(svc, searchJob({ depth: 8 }, 'startpos', moves), 'bestMove').done)!;
    expect(outcome.depth).toBe(8);
    expect(legalTexts(moves)).toContain(outcome.best);
    // Several times, so that a stop may come while the helper is starting its job, searching, or already done.
    for (const depth of [1, 3, 6]) {
      const job = run(svc, searchJob({ infinite: true }, 'startpos', moves), 'bestMove');
      await job.until(infoAtDepth(depth));
      svc.stop();
      expect(legalTexts(moves)).toContain(bestOf(await job.done)!.best);
      expect(svc.busy).toBe(false);
    }
    // The worker takes the next message, and a table clear waits for the helper to be idle.
    svc.post({ kind: 'newGame' });
    await new Promise<void>((done) => svc.sync(done));
  });

  test('a level below full strength searches alone: with two threads it plays as with one', async () => {
    const svc = start();
    const weak = (): Job & { id: number } =>
      searchJob({ depth: 12, skill: { level: 18, seed: 7 } }, 'startpos', ['e2e4', 'e7e5', 'g1f3']);
    svc.post({ kind: 'newGame' });
    const alone = bestOf(await run(svc, weak(), 'bestMove').done)!;
    svc.post({ kind: 'setThreads', threads: 2 });
    svc.post({ kind: 'newGame' });
    const paired = bestOf(await run(svc, weak(), 'bestMove').done)!;
    expect(paired).toEqual(alone);
  });

  test('hash resize and newGame between two-thread searches, then one thread searches as before', async () => {
    const svc = start();
    svc.post({ kind: 'setThreads', threads: 2 });
    await run(svc, searchJob({ depth: 7 }), 'bestMove').done;
    svc.post({ kind: 'setHash', megabytes: 2 }); // the helpers get the new table with their next search
    const after = bestOf(await run(svc, searchJob({ depth: 7 }, 'startpos', ['d2d4']), 'bestMove').done)!;
    expect(legalTexts(['d2d4'])).toContain(after.best);
    // Back to one thread: no helper writes into the table any more, so a cleared table gives the same search twice.
    svc.post({ kind: 'setThreads', threads: 1 });
    svc.post({ kind: 'newGame' });
    const first = bestOf(await run(svc, searchJob({ depth: 6 }), 'bestMove').done)!;
    svc.post({ kind: 'newGame' });
    const second = bestOf(await run(svc, searchJob({ depth: 6 }), 'bestMove').done)!;
    expect(second.nodes).toBe(first.nodes);
    expect(second.best).toBe(first.best);
  });
});

describe('positions kept between jobs', () => {
  const perftJob = (moves: string[]): Job & { id: number } => ({
    kind: 'perft',
    id: nextId++,
    position: { variant: 'normal', start: 'startpos', moves },
    depth: 2,
  });
  const total = async (svc: SearchService, moves: string[]): Promise<number> => {
    const events = await run(svc, perftJob(moves), 'perftDone').done;
    const done = events.at(-1)!;
    return done.kind === 'perftDone' ? done.nodes : -1;
  };

  test('a job that extends the last game plays only the new moves and counts as a fresh build would', async () => {
    const svc = start();
    expect(await total(svc, ['e2e4'])).toBe(600); // the standard divide of e2e4 at depth 3
    expect(await total(svc, ['e2e4', 'e7e5'])).toBe(await freshTotal(['e2e4', 'e7e5']));
    expect(await total(svc, ['d2d4'])).toBe(await freshTotal(['d2d4'])); // not an extension: rebuilt
    // A failing job drops what it built; the next one starts clean.
    const bad = await run(svc, perftJob(['d2d4', 'zz']), 'error').done;
    expect(bad.at(-1)!.kind).toBe('error');
    expect(await total(svc, ['d2d4', 'd7d5'])).toBe(await freshTotal(['d2d4', 'd7d5']));
  });
});

/** Perft 2 after `moves`, on a worker that has built nothing before. */
async function freshTotal(moves: string[]): Promise<number> {
  const svc = createSearchService();
  try {
    const events = await run(
      svc,
      { kind: 'perft', id: nextId++, position: { variant: 'normal', start: 'startpos', moves }, depth: 2 },
      'perftDone',
    ).done;
    const done = events.at(-1)!;
    return done.kind === 'perftDone' ? done.nodes : -1;
  } finally {
    await svc.terminate();
  }
}
