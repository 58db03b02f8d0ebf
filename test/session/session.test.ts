// The Session on its own: game record, options, and job scheduling against a scripted fake search service
// (queueing behind a stopping search, cancel, ponderhit, worker failures), so every path is deterministic.
import { describe, expect, test, vi } from 'vitest';
import { buildEngineInSteps } from '../../engines/index';
import { DEFAULT_SWITCHES } from '../../src/core/types';
import type { BenchReport, Job, JobEvent, SearchService } from '../../src/search/jobs';
import type { SearchOutcome } from '../../src/core/search-types';
import { STOP_ANSWER_MS, STOP_FALLBACK_MS, type SearchDone } from '../../src/session/job-queue';
import { Session } from '../../src/session/session';

type AnsweredJob = Job & { readonly id: number };

class FakeService implements SearchService {
  readonly runs: { job: AnsweredJob; onEvent: (event: JobEvent) => void }[] = [];
  readonly posted: Job[] = [];
  stops = 0;
  ponderHits = 0;
  busy = false;
  terminated = false;

  run(job: AnsweredJob, onEvent: (event: JobEvent) => void): void {
    if (this.busy) throw new Error('busy');
    this.busy = true;
    this.runs.push({ job, onEvent });
  }
  post(job: Job): void {
    this.posted.push(job);
  }
  /** Sync answers wait here until released by hand. */
  readonly syncs: (() => void)[] = [];
  sync(done: () => void): void {
    this.syncs.push(done);
  }
  stop(): void {
    this.stops++;
  }
  ponderHit(): void {
    this.ponderHits++;
  }
  async terminate(): Promise<void> {
    this.terminated = true;
  }
  /** Delivers an event to the last job; final events release the service first, as the real one does. */
  emit(event: JobEvent, final = true): void {
    const last = this.runs.at(-1)!;
    if (final) this.busy = false;
    last.onEvent(event);
  }
  get last(): AnsweredJob {
    return this.runs.at(-1)!.job;
  }
}

function outcome(best: string | undefined, ponder?: string): SearchOutcome {
  return { best, ponder, score: { kind: 'cp', value: 0 }, nodes: 1, depth: 1 };
}

function setup() {
  const service = new FakeService();
  const errors: string[] = [];
  let created = 0;
  const session = new Session({
    buildEngine: buildEngineInSteps,
    createSearchService: () => {
      created++;
      return service;
    },
    topologyLines: () => ['{}'],
    logError: (message) => errors.push(message),
    cores: 4,
  });
  const done: SearchDone[] = [];
  const infos: number[] = [];
  const handlers = {
    onInfo: (info: { depth: number }) => infos.push(info.depth),
    onDone: (d: SearchDone) => done.push(d),
  };
  return { service, session, errors, done, infos, handlers, created: () => created };
}

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('game record', () => {
  test('moves, undo, legal moves, canonical text', () => {
    const { session } = setup();
    expect(session.playMove('E2E4')).toEqual({ ok: true, value: 'e2e4' });
    expect(session.playMove('e7e5')).toEqual({ ok: true, value: 'e7e5' });
    expect(session.moves).toEqual(['e2e4', 'e7e5']);
    expect(session.checkMove('g1f3')).toEqual({ ok: true, value: 'g1f3' });
    expect(session.moves).toHaveLength(2);
    expect(session.legalMoves()).toHaveLength(29);
    expect(session.undo(3).ok).toBe(false);
    expect(session.undo(2)).toEqual({ ok: true, value: undefined });
    expect(session.positionText()).toBe('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
    expect(session.playMove('e2e5')).toMatchObject({ ok: false, error: { code: 'ERR_ILLEGAL_MOVE' } });
  });

  test('setPosition is atomic', () => {
    const { session } = setup();
    session.setPosition('startpos', ['d2d4']);
    const before = session.positionText();
    expect(session.setPosition('startpos', ['e2e4', 'e7e5', 'e1e3']).ok).toBe(false);
    expect(session.setPosition('8/8/8 w - - 0 1', []).ok).toBe(false);
    expect(session.setPosition('   ', []).ok).toBe(false);
    expect(session.positionText()).toBe(before);
    expect(session.moves).toEqual(['d2d4']);
  });

  test('a position that extends the game plays only the new moves, still all or nothing', () => {
    const { session } = setup();
    expect(session.setPosition('startpos', ['e2e4', 'e7e5']).ok).toBe(true);
    const before = session.positionText();
    expect(session.setPosition('startpos', ['e2e4', 'e7e5', 'g1f3', 'b8c6', 'zz'])).toMatchObject({
      ok: false,
      error: { code: 'ERR_BAD_MOVE', detail: expect.stringMatching(/\(move 5 of 5\)$/) },
    });
    expect(session.positionText()).toBe(before);
    expect(session.moves).toEqual(['e2e4', 'e7e5']);
    expect(session.setPosition('startpos', ['e2e4', 'e7e5', 'g1f3']).ok).toBe(true);
    expect(session.moves).toEqual(['e2e4', 'e7e5', 'g1f3']);
    expect(session.positionText()).toBe('rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2');
    // Not an extension (another second move): replayed from the start.
    expect(session.setPosition('startpos', ['e2e4', 'c7c5']).ok).toBe(true);
    expect(session.moves).toEqual(['e2e4', 'c7c5']);
  });

  test('game state: ongoing, checkmate, stalemate', () => {
    const { session } = setup();
    expect(session.state()).toEqual({ kind: 'ongoing' });
    session.setPosition('startpos', ['f2f3', 'e7e5', 'g2g4', 'd8h4']);
    expect(session.state()).toMatchObject({ kind: 'win', winners: [1] });
    session.setPosition('7k/5Q2/6K1/8/8/8/8/8 b - - 0 1', []);
    expect(session.state()).toMatchObject({ kind: 'draw' });
  });

  test('variants: unknown names are refused, the current one can be re-selected', () => {
    const { session } = setup();
    expect(session.selectVariant('crazyhouse')).toMatchObject({ ok: false, error: { code: 'ERR_UNKNOWN_VARIANT' } });
    session.playMove('e2e4');
    expect(session.selectVariant('Normal')).toEqual({ ok: true, value: 'normal' });
    expect(session.moves).toEqual(['e2e4']); // same variant: the game is kept
  });

  test('a new variant has the worker build its tables at once, not on the first search', () => {
    const { session, service } = setup();
    session.prepare();
    expect(session.selectVariant('sesqui').ok).toBe(true);
    expect(service.posted).toContainEqual({ kind: 'prepare', variant: 'sesqui', switches: DEFAULT_SWITCHES });
  });
});

describe('options', () => {
  test('Hash reaches the worker: at creation and on change', () => {
    const { session, service, handlers } = setup();
    expect(session.setOption('hash', '64').ok).toBe(true);
    expect(service.posted).toEqual([]); // no worker yet
    session.go({ limits: { depth: 1 } }, handlers);
    expect(service.posted).toEqual([{ kind: 'setHash', megabytes: 64 }]);
    session.setOption('Hash', '8');
    expect(service.posted.at(-1)).toEqual({ kind: 'setHash', megabytes: 8 });
  });

  test('Threads reaches the worker like Hash: at creation and on change; a bad value changes nothing', () => {
    const { session, service, handlers } = setup();
    expect(session.setOption('threads', '3').ok).toBe(true);
    expect(service.posted).toEqual([]); // no worker yet
    session.go({ limits: { depth: 1 } }, handlers);
    expect(service.posted).toEqual([{ kind: 'setThreads', threads: 3 }]);
    session.setOption('Threads', '1');
    expect(service.posted.at(-1)).toEqual({ kind: 'setThreads', threads: 1 });
    expect(session.setOption('Threads', '1025')).toMatchObject({ ok: false, error: { code: 'ERR_BAD_OPTION' } });
    expect(service.posted).toHaveLength(2);
    expect(session.options.Threads).toBe(1);
  });

  test('Threads above the cores of the machine: the worker gets the cores, the option keeps the value asked', () => {
    const { session, service, handlers } = setup();
    expect(session.setOption('Threads', '1024').ok).toBe(true);
    expect(session.options.Threads).toBe(1024);
    expect(session.threadsInUse).toBe(4);
    session.go({ limits: { depth: 1 } }, handlers); // the worker starts: it is told the threads in use
    expect(service.posted).toEqual([{ kind: 'setThreads', threads: 4 }]);
    session.setOption('Threads', '5');
    expect(service.posted.at(-1)).toEqual({ kind: 'setThreads', threads: 4 });
  });

  test('Move Overhead comes off every time budget', () => {
    const { session, service, handlers } = setup();
    session.setOption('Move Overhead', '50');
    session.go({ limits: { moveTimeMs: 1000, clockMs: 30, incMs: 100 } }, handlers);
    expect(service.last).toMatchObject({ limits: { moveTimeMs: 950, clockMs: 1, incMs: 100 } });
  });

  test('bad values leave everything unchanged', () => {
    const { session } = setup();
    const before = session.options;
    expect(session.setOption('Hash', '-1')).toMatchObject({ ok: false, error: { code: 'ERR_BAD_OPTION' } });
    expect(session.setOption('Nope', '1')).toMatchObject({ ok: false, error: { code: 'ERR_UNKNOWN_OPTION' } });
    expect(session.setOption('UCI_Variant', 'chaturanga')).toMatchObject({
      ok: false,
      error: { code: 'ERR_BAD_OPTION' },
    });
    expect(session.options).toBe(before);
  });
});

describe('search jobs', () => {
  test('go sends the game as start text + moves and reports info and the outcome once', () => {
    const { session, service, handlers, done, infos, created } = setup();
    session.setPosition('startpos', ['e2e4']);
    expect(session.go({ limits: { depth: 3 } }, handlers)).toEqual({ ok: true, value: 1 });
    expect(created()).toBe(1);
    expect(service.last).toEqual({
      kind: 'search',
      id: 1,
      position: { variant: 'normal', switches: DEFAULT_SWITCHES, start: 'startpos', moves: ['e2e4'] },
      limits: { depth: 3 },
    });
    service.emit({ kind: 'info', id: 1, info: { depth: 1 } as never }, false);
    service.emit({ kind: 'info', id: 99, info: { depth: 7 } as never }, false); // someone else's: ignored
    service.emit({ kind: 'bestMove', id: 1, outcome: outcome('e7e5', 'g1f3') });
    expect(infos).toEqual([1]);
    expect(done).toEqual([{ outcome: outcome('e7e5', 'g1f3'), pondering: false }]);
    expect(session.busy).toBe(false);
    expect(session.moves).toEqual(['e2e4']); // the session never plays the engine's move itself
  });

  test('a second go while searching is refused; after stop it is queued and starts when the first ends', () => {
    const { session, service, handlers, done } = setup();
    session.go({ limits: { infinite: true } }, handlers);
    expect(session.go({ limits: { depth: 2 } }, handlers)).toMatchObject({ ok: false, error: { code: 'ERR_BUSY' } });
    session.stop();
    expect(service.stops).toBe(1);
    expect(session.go({ limits: { depth: 2 } }, handlers).ok).toBe(true);
    expect(service.runs).toHaveLength(1);
    expect(session.go({ limits: { depth: 2 } }, handlers).ok).toBe(false); // one queued job at most
    service.emit({ kind: 'bestMove', id: 1, outcome: outcome('e2e4') });
    expect(service.runs).toHaveLength(2);
    expect(service.last).toMatchObject({ id: 2, limits: { depth: 2 } });
    expect(done).toHaveLength(1);
  });

  test('cancel drops the result; a queued job after cancel runs normally', () => {
    const { session, service, handlers, done } = setup();
    session.go({ limits: { infinite: true } }, handlers);
    session.cancel();
    expect(session.searching).toBe(false);
    expect(session.busy).toBe(true); // still winding down
    session.go({ limits: { depth: 1 } }, handlers);
    service.emit({ kind: 'bestMove', id: 1, outcome: outcome('a2a3') });
    expect(done).toEqual([]);
    service.emit({ kind: 'bestMove', id: 2, outcome: outcome('e2e4') });
    expect(done.map((d) => d.outcome.best)).toEqual(['e2e4']);
  });

  test('stop or ponderhit for a queued job is applied when it starts', () => {
    const { session, service, handlers } = setup();
    session.go({ limits: { infinite: true } }, handlers);
    session.stop();
    session.go({ limits: { depth: 9 }, ponderMove: 'e2e4' }, handlers);
    expect(session.pondering).toBe(true);
    expect(session.ponderHit()).toBe(true);
    session.stop();
    service.emit({ kind: 'bestMove', id: 1, outcome: outcome('a2a3') });
    expect(service.last).toMatchObject({ id: 2, position: { moves: ['e2e4'] }, limits: { depth: 9, ponder: false } });
    expect(service.stops).toBe(2);
  });

  test('ponder search: the assumed move is searched, not played; ponderhit reaches the worker', () => {
    const { session, service, handlers, done } = setup();
    expect(session.go({ limits: { depth: 4 }, ponderMove: 'e2e5' }, handlers).ok).toBe(false);
    session.go({ limits: { depth: 4 }, ponderMove: 'E2E4' }, handlers);
    expect(service.last).toMatchObject({ position: { moves: ['e2e4'] }, limits: { depth: 4, ponder: true } });
    expect(session.moves).toEqual([]);
    expect(session.ponderHit()).toBe(true);
    expect(service.ponderHits).toBe(1);
    expect(session.ponderHit()).toBe(false);
    service.emit({ kind: 'bestMove', id: 1, outcome: outcome('e7e5') });
    expect(done[0].pondering).toBe(false);
  });

  test('a failed search still reports: the first legal move, with the error', () => {
    const { session, service, handlers, done } = setup();
    session.go({ limits: { depth: 4 } }, handlers);
    service.emit({ kind: 'error', id: 1, message: 'boom' }, false);
    expect(done).toEqual([]);
    service.emit({ kind: 'bestMove', id: 1, outcome: outcome(undefined) });
    expect(done).toHaveLength(1);
    expect(done[0].error).toBe('boom');
    expect(done[0].outcome.best).toMatch(/^[a-h][1-8][a-h][1-8]$/);
  });

  test('no legal move: answered without the worker, asynchronously', async () => {
    const { session, service, handlers, done, created } = setup();
    session.setPosition('startpos', ['f2f3', 'e7e5', 'g2g4', 'd8h4']);
    session.go({ limits: { depth: 4 } }, handlers);
    expect(done).toEqual([]);
    await tick();
    expect(done).toEqual([
      {
        outcome: { best: undefined, ponder: undefined, score: { kind: 'mate', moves: 0 }, nodes: 0, depth: 0 },
        pondering: false,
      },
    ]);
    expect(created()).toBe(0);
    expect(service.runs).toHaveLength(0);
  });

  test('a job is launched only once the service is free', async () => {
    const { session, service, handlers } = setup();
    session.go({ limits: { infinite: true } }, handlers);
    session.stop();
    session.go({ limits: { depth: 1 } }, handlers);
    service.busy = true; // the final event arrives before the fake service says it is free
    service.runs[0].onEvent({ kind: 'bestMove', id: 1, outcome: outcome('e2e4') });
    expect(service.runs).toHaveLength(1);
    service.busy = false;
    await tick();
    expect(service.runs).toHaveLength(2);
  });

  test('a handler that throws is logged, and the session goes on', () => {
    const { session, service, errors } = setup();
    session.go(
      { limits: { depth: 1 } },
      {
        onInfo: () => {},
        onDone: () => {
          throw new Error('handler bug');
        },
      },
    );
    service.emit({ kind: 'bestMove', id: 1, outcome: outcome('e2e4') });
    expect(errors.join()).toMatch(/handler bug/);
    expect(session.busy).toBe(false);
  });

  test('a stop the worker does not answer within STOP_ANSWER_MS is answered from the last PV', async () => {
    const { session, service, handlers, done } = setup();
    session.go({ limits: { infinite: true } }, handlers);
    const info = (depth: number, pv: string[], bound?: 'lower') =>
      ({
        depth,
        selDepth: depth,
        nodes: 10,
        timeMs: 1,
        nps: 1,
        score: { kind: 'cp', value: 5 },
        pv,
        hashFull: 0,
        bound,
      }) as const;
    service.emit({ kind: 'info', id: 1, info: info(3, ['d2d4', 'd7d5']) }, false);
    service.emit({ kind: 'info', id: 1, info: info(4, ['e2e4'], 'lower') }, false);
    session.stop();
    await new Promise((resolve) => setTimeout(resolve, STOP_ANSWER_MS + 10));
    expect(done).toEqual([
      {
        outcome: { best: 'd2d4', ponder: 'd7d5', score: { kind: 'cp', value: 5 }, nodes: 10, depth: 3 },
        pondering: false,
      },
    ]);
    expect(session.busy).toBe(true); // the worker still has to finish before another job runs
    session.go({ limits: { depth: 1 } }, handlers);
    service.emit({ kind: 'bestMove', id: 1, outcome: outcome('a2a3') }); // late: dropped
    expect(done).toHaveLength(1);
    expect(service.last.id).toBe(2);
  });

  test('stopped before any PV: the first PV that arrives is the answer; a prompt worker answers itself', async () => {
    const { session, service, handlers, done } = setup();
    session.go({ limits: { infinite: true } }, handlers);
    session.stop();
    await new Promise((resolve) => setTimeout(resolve, STOP_ANSWER_MS + 10));
    expect(done).toEqual([]);
    service.emit(
      {
        kind: 'info',
        id: 1,
        info: {
          depth: 1,
          selDepth: 1,
          nodes: 1,
          timeMs: 0,
          nps: 0,
          score: { kind: 'cp', value: 0 },
          pv: ['g1f3'],
          hashFull: 0,
        },
      },
      false,
    );
    expect(done.map((d) => d.outcome.best)).toEqual(['g1f3']);
    service.emit({ kind: 'bestMove', id: 1, outcome: outcome('a2a3') });
    session.go({ limits: { infinite: true } }, handlers);
    session.stop();
    service.emit({ kind: 'bestMove', id: 2, outcome: outcome('e2e4') });
    await new Promise((resolve) => setTimeout(resolve, STOP_ANSWER_MS + 10));
    expect(done.map((d) => d.outcome.best)).toEqual(['g1f3', 'e2e4']);
  });

  test('stopped and still no PV after STOP_FALLBACK_MS (a worker busy building tables): the fallback move answers', async () => {
    const { session, service, handlers, done } = setup();
    session.go({ limits: { infinite: true } }, handlers);
    session.stop();
    await new Promise((resolve) => setTimeout(resolve, STOP_FALLBACK_MS + 15));
    expect(done).toHaveLength(1);
    expect(done[0].outcome.best).toMatch(/^[a-h][1-8][a-h][1-8]$/); // the first legal move
    service.emit({ kind: 'bestMove', id: 1, outcome: outcome('a2a3') }); // late: dropped
    expect(done).toHaveLength(1);
  });

  test('perft and bench jobs; perft depth is checked', () => {
    const { session, service } = setup();
    const lines: string[] = [];
    const perftHandlers = {
      onMove: (m: string, n: number) => lines.push(`${m}: ${n}`),
      onDone: (n: number) => lines.push(`total ${n}`),
      onError: (m: string) => lines.push(m),
    };
    expect(session.perft(0, perftHandlers).ok).toBe(false);
    session.perft(2, perftHandlers);
    expect(service.last).toMatchObject({ kind: 'perft', depth: 2 });
    expect(session.bench(1, { onDone: () => {}, onError: () => {} })).toMatchObject({
      ok: false,
      error: { code: 'ERR_BUSY' },
    });
    service.emit({ kind: 'perftMove', id: 1, move: 'e2e4', nodes: 20 }, false);
    service.emit({ kind: 'perftDone', id: 1, nodes: 20, timeMs: 1, stopped: false });
    expect(lines).toEqual(['e2e4: 20', 'total 20']);
    session.bench(3, { onDone: (r) => lines.push(`bench ${r.nodes}`), onError: (m) => lines.push(m) });
    expect(service.last).toEqual({ kind: 'bench', id: 2, variant: 'normal', depth: 3 });
    service.emit({ kind: 'error', id: 2, message: 'bench broke' });
    expect(lines.at(-1)).toBe('bench broke');
  });

  test('a bench stopped while queued behind a stopping search ends as stopped, not as an error', () => {
    vi.useFakeTimers();
    try {
      const { session, service, handlers } = setup();
      const reports: BenchReport[] = [];
      const errors: string[] = [];
      session.go({ limits: { infinite: true } }, handlers);
      session.stop();
      expect(session.bench(3, { onDone: (r) => reports.push(r), onError: (m) => errors.push(m) }).ok).toBe(true);
      session.stop(); // the bench never started: the worker is still ending the search
      vi.advanceTimersByTime(STOP_FALLBACK_MS);
      expect(reports).toEqual([{ nodes: 0, timeMs: 0, nps: 0, stopped: true }]);
      expect(errors).toEqual([]);
      service.emit({ kind: 'bestMove', id: 1, outcome: outcome('e2e4') });
      expect(service.runs).toHaveLength(1); // and it is not run afterwards
    } finally {
      vi.useRealTimers();
    }
  });

  test('whenIdle waits for a stopping job; close terminates the worker', async () => {
    const { session, service, handlers } = setup();
    session.go({ limits: { infinite: true } }, handlers);
    session.stop();
    let idle = false;
    const waiting = session.whenIdle(5_000).then(() => (idle = true));
    await tick();
    expect(idle).toBe(false);
    service.emit({ kind: 'bestMove', id: 1, outcome: outcome('e2e4') });
    await waiting;
    expect(idle).toBe(true);
    await session.close();
    expect(service.terminated).toBe(true);
  });
});
