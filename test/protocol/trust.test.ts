// Replies that must stay honest when the worker is slow, the position changes under a search, or a command cannot
// run now. A scripted worker that answers only when told makes every slow path happen on purpose.
import { describe, expect, test } from 'vitest';
import { createEngine } from '../../engines/index';
import { VARIANTS } from '../../src/core/types';
import type { Job, JobEvent, SearchService } from '../../src/search/jobs';
import { Harness, recordingService, withHarness } from './harness';

type AnsweredJob = Job & { readonly id: number };

/** A worker that never answers a job by itself; syncs are answered only when `releaseSyncs` is called. */
class SilentWorker implements SearchService {
  readonly runs: AnsweredJob[] = [];
  readonly posted: Job[] = [];
  private readonly syncs: (() => void)[] = [];
  holdSyncs = false;
  busy = false;

  run(job: AnsweredJob, _onEvent: (event: JobEvent) => void): void {
    this.busy = true; // and stays so: the job never ends
    this.runs.push(job);
  }
  post(job: Job): void {
    this.posted.push(job);
  }
  sync(done: () => void): void {
    if (this.holdSyncs) this.syncs.push(done);
    else done();
  }
  releaseSyncs(): void {
    for (const done of this.syncs.splice(0)) done();
  }
  stop(): void {}
  ponderHit(): void {}
  async terminate(): Promise<void> {}
}

function silentHarness(): { h: Harness; worker: SilentWorker } {
  const worker = new SilentWorker();
  return { h: new Harness({ createSearchService: () => worker }), worker };
}

function legalIn(variant: Parameters<typeof createEngine>[0], move: string, moves: readonly string[] = []): boolean {
  const rules = createEngine(variant).rules;
  const pos = rules.startPosition();
  for (const played of moves) {
    const parsed = rules.parseMove(pos, played);
    if (!parsed.ok || !rules.makeMove(pos, parsed.value)) throw new Error(`bad setup move ${played}`);
  }
  const parsed = rules.parseMove(pos, move);
  return parsed.ok && rules.makeMove(pos, parsed.value);
}

describe('a stopped search answers for the position it searched', () => {
  test('position changed during go infinite: the late answer is still a move of the searched position', async () => {
    const { h } = silentHarness();
    try {
      h.send('uci', 'go infinite', 'position startpos moves e2e4', 'stop');
      const best = (await h.until(/^bestmove /)).at(-1)!.split(' ')[1];
      expect(legalIn('normal', best)).toBe(true);
      expect(legalIn('normal', best, ['e2e4'])).toBe(false); // a7a6 and the like were the old, wrong answer
    } finally {
      await h.close();
    }
  });

  test('variant changed after stop: the answer is a besiege move, not salmon pass', async () => {
    const { h } = silentHarness();
    try {
      h.send(
        'uci',
        'setoption name UCI_Variant value besiege',
        'go infinite',
        'stop',
        'setoption name UCI_Variant value salmon',
      );
      const best = (await h.until(/^bestmove /)).at(-1)!.split(' ')[1];
      expect(best).not.toBe('pass');
      expect(legalIn('besiege', best)).toBe(true);
    } finally {
      await h.close();
    }
  });

  test.each([
    ['normal', 'f2f3 g1f3'],
    ['stack', 'e2e3 b1c3'],
    ['besiege', undefined],
  ] as const)('%s: an early stop answers inside searchmoves', async (variant, given) => {
    const { h } = silentHarness();
    try {
      h.send('uci', `setoption name UCI_Variant value ${variant}`);
      // The last two legal moves: far from the first one the old fallback answered.
      const legal = h.session.legalMoves();
      const list = given?.split(' ').filter((move) => legal.includes(move)) ?? [];
      const searchMoves = list.length > 0 ? list : legal.slice(-2);
      h.send(`go infinite searchmoves ${searchMoves.join(' ')}`, 'stop');
      const best = (await h.until(/^bestmove /)).at(-1)!.split(' ')[1];
      expect(searchMoves).toContain(best);
    } finally {
      await h.close();
    }
  });

  test('a search queued behind a stopping one and then stopped is answered without waiting for the worker', async () => {
    const { h, worker } = silentHarness();
    try {
      h.send('uci', 'go infinite', 'stop', 'go infinite', 'stop');
      const lines = await h.until(/^bestmove /);
      expect(lines.at(-1)).toMatch(/^bestmove [a-h][1-8][a-h][1-8]$/);
      const second = await h.until(/^bestmove /);
      expect(second.at(-1)).toMatch(/^bestmove [a-h][1-8][a-h][1-8]$/);
      expect(worker.runs).toHaveLength(1); // the second search never reached the worker
      expect(h.session.busy).toBe(true); // the first is still winding down in the worker
    } finally {
      await h.close();
    }
  });
});

// The position is read and kept on this thread: a worker that only records what it is sent (no thread started, no
// tables built for it) serves these tests.
describe('position text is read whole in every variant', () => {
  test.each(VARIANTS)('%s: the start text plus a trailing word is refused, the position unchanged', (variant) =>
    withHarness(
      async (h) => {
        await h.ready('uci', `setoption name UCI_Variant value ${variant}`);
        const start = h.session.rules.startText;
        expect(h.send(`position fen ${start}`)).toEqual([]);
        const before = h.session.positionText();
        const replies = h.send(`position fen ${start} zzz`);
        expect(replies).toHaveLength(1);
        expect(replies[0]).toMatch(/^info string error ERR_BAD_POSITION .*; position unchanged$/);
        expect(h.session.positionText()).toBe(before);
      },
      { createSearchService: recordingService },
    ),
  );
});

describe('XBoard: moves are listed in the spelling usermove takes', () => {
  test.each(['normal', 'msg', 'stack', 'sesqui'])(
    '%s: every move listed by moves is taken back by usermove',
    (variant) =>
      withHarness(
        async (h) => {
          await h.ping(1, 'xboard', 'protover 2', 'new', `variant ${variant}`, 'force');
          for (let ply = 0; ply < 4; ply++) {
            const listed = h
              .send('moves')[0]
              .replace(/^# moves ?/, '')
              .split(' ')
              .filter((move) => move !== '');
            expect(listed.length).toBeGreaterThan(0);
            const position = h.session.positionText();
            for (const move of listed) {
              expect(h.send(`usermove ${move}`), `${variant} ${move}`).toEqual([]);
              h.send('undo');
              expect(h.session.positionText()).toBe(position);
            }
            h.send(`usermove ${listed[(ply * 7) % listed.length]}`);
          }
        },
        // Force mode: nothing is searched, so a worker that only records what it is sent serves.
        { createSearchService: recordingService },
      ),
  );

  test('sesqui: a ring name is refused, not read as a move', () =>
    withHarness(async (h) => {
      await h.ping(1, 'xboard', 'protover 2', 'new', 'variant sesqui', 'force');
      h.send('st 1');
      const ringMoves = h.session.legalMoves().filter((move) => /[5-6]/.test(move));
      expect(ringMoves.length).toBeGreaterThan(0);
      const replies = h.send(`usermove ${ringMoves[0]}`);
      expect(replies[0]).toBe(`Illegal move: ${ringMoves[0]}`);
      expect(h.session.moves).toEqual([]);
    }));

  test('d ends with the FEN XBoard shows', () =>
    withHarness(async (h) => {
      await h.ping(1, 'xboard', 'protover 2', 'new', 'variant sesqui');
      expect(h.send('d').at(-1)).toMatch(/^# XBoard FEN: [^/ ]+\/[^/ ]+\/[^/ ]+\/[^/ ]+ w - - 0 1$/);
    }));
});

describe('readyok means ready', () => {
  test('isready waits for the worker to finish what came before; the lines after it wait too', async () => {
    const { h, worker } = silentHarness();
    try {
      h.send('uci', 'isready'); // starts the service
      worker.holdSyncs = true;
      expect(h.send('setoption name Hash value 64', 'ucinewgame', 'isready', 'moves')).toEqual([]);
      expect(worker.posted).toContainEqual({ kind: 'setHash', megabytes: 64 });
      worker.releaseSyncs();
      const lines = h.unread();
      expect(lines[0]).toBe('readyok');
      expect(lines[1]).toMatch(/^info string moves /);
    } finally {
      await h.close();
    }
  });

  test('isready during a search is answered at once', async () => {
    const { h, worker } = silentHarness();
    try {
      worker.holdSyncs = true;
      h.send('uci', 'go infinite');
      expect(h.send('isready')).toEqual(['readyok']);
    } finally {
      await h.close();
    }
  });

  test('quit is not held behind a waiting readyok', async () => {
    const { h, worker } = silentHarness();
    try {
      h.send('uci', 'isready');
      worker.holdSyncs = true;
      h.send('ucinewgame', 'isready', 'quit');
      expect(h.quits).toBe(1);
    } finally {
      await h.close();
    }
  });

  test('salmon: while this thread builds the tables, later lines wait (readyok too), then are answered', async () => {
    const { h } = silentHarness();
    try {
      h.send('uci');
      expect(h.send('setoption name UCI_Variant value salmon', 'd', 'isready')).toEqual([]);
      expect(h.session.building).toBe(true);
      await new Promise<void>((built) => h.session.whenBuilt(built));
      const lines = h.unread();
      expect(lines[0]).toMatch(/^Salmon P\. Chess: A to move/); // `d` answered for the new variant, then readyok
      expect(lines.at(-1)).toBe('readyok');
    } finally {
      await h.close();
    }
  });

  test('salmon: quit is obeyed while the tables are still being built', async () => {
    const { h } = silentHarness();
    try {
      h.send('uci', 'setoption name UCI_Variant value salmon', 'isready');
      expect(h.session.building).toBe(true);
      h.send('quit');
      expect(h.quits).toBe(1);
    } finally {
      await h.close();
    }
  });

  test('salmon: readyok comes after the worker has built its tables (real worker)', () =>
    withHarness(async (h) => {
      h.send('uci');
      await h.ready('setoption name UCI_Variant value salmon');
      // The worker is idle and has the tables: a short search is all search, and finds a real turn.
      h.send('go movetime 300');
      const best = (await h.until(/^bestmove /)).at(-1)!;
      expect(best).toMatch(/^bestmove [A-J]\d+[a-j]\d+[A-J]\d+[a-j]\d+/);
    }));
});

describe('a command that cannot run now is refused whole, or done', () => {
  test('go perft 30 can be stopped, and the next go is answered', () =>
    withHarness(async (h) => {
      h.send('uci', 'go perft 30');
      h.send('stop');
      await h.until(/^info string perft stopped/);
      h.send('go depth 1');
      expect((await h.until(/^bestmove /)).at(-1)).toMatch(/^bestmove [a-h][1-8][a-h][1-8]/);
    }));

  test('XBoard: a user move during bench ends the bench and the engine moves', () =>
    withHarness(async (h) => {
      h.send('xboard', 'protover 2', 'new', 'st 0.1', 'bench', 'usermove e2e4');
      const lines = await h.until(/^move /);
      expect(lines.filter((line) => line.startsWith('Error'))).toEqual([]);
      expect(h.session.moves).toHaveLength(2);
    }));

  test('XBoard: a user move while one perft stops and another waits behind it: no error, the engine moves', () =>
    withHarness(async (h) => {
      h.send('xboard', 'protover 2', 'new', 'st 0.1', 'perft 6', '?', 'perft 5');
      const replies = h.send('usermove e2e4');
      expect(replies.filter((line) => line.startsWith('Error'))).toEqual([]);
      const lines = await h.until(/^move /);
      expect(lines.filter((line) => line.startsWith('Error'))).toEqual([]);
      expect(h.session.moves).toHaveLength(2);
    }));

  test('go searchmoves with more moves than any variant has is refused before any is read', () =>
    withHarness(async (h) => {
      h.send('uci');
      const replies = h.send(`go searchmoves ${'e2e4 '.repeat(5000)}`);
      expect(replies).toEqual([
        'info string error ERR_BAD_ARGUMENT go searchmoves takes at most 4096 moves; no search started',
      ]);
      expect(h.session.busy).toBe(false);
    }));
});
