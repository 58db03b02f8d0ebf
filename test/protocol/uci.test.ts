// UCI transcripts against the in-process adapter + session (real engine, real worker): send a line, expect the
// exact replies; searches are waited for. The refused setoption lines, which reach no worker, use a recording one.
import { describe, expect, test } from 'vitest';
import type { PositionCore, VariantEngine } from '../../src/core/rules';
import { createEngine } from '../../engines/index';
import { noSteps } from '../../src/core/steps';
import { VARIANTS } from '../../src/core/types';
import { recordingService, withHarness, type Harness } from './harness';
import { ELO_MAX, ELO_MIN } from '../../src/search/skill';

const INFO =
  /^info depth \d+ seldepth \d+ multipv 1 score (cp -?\d+|mate -?\d+)( lowerbound| upperbound)? nodes \d+ nps \d+ hashfull \d+ time \d+( pv( [a-h][1-8][a-h][1-8][qrbn]?)+)?$/;
const BESTMOVE = /^bestmove /;
const FOOLS_MATE = 'position startpos moves f2f3 e7e5 g2g4 d8h4';

async function uci(h: Harness): Promise<void> {
  h.send('uci');
}

function countBestMoves(h: Harness): number {
  return h.out.lines.filter((line) => BESTMOVE.test(line)).length;
}

describe('UCI handshake', () => {
  test('uci → id, options, uciok; isready → readyok', () =>
    withHarness(async (h) => {
      expect(h.send('uci')).toEqual([
        'id name Topochess test',
        'id author the Topochess authors',
        'option name Hash type spin default 16 min 1 max 2048',
        'option name Clear Hash type button',
        'option name Threads type spin default 1 min 1 max 1024',
        'option name Ponder type check default false',
        'option name MultiPV type spin default 1 min 1 max 64',
        `option name UCI_Variant type combo default normal var ${VARIANTS.join(' var ')}`,
        'option name Move Overhead type spin default 0 min 0 max 5000',
        'option name Skill Level type spin default 20 min 0 max 20',
        'option name UCI_LimitStrength type check default false',
        `option name UCI_Elo type spin default ${ELO_MIN} min ${ELO_MIN} max ${ELO_MAX}`,
        'option name Salmon Centre type combo default L0 var L0 var L1',
        'option name Salmon Promotion type combo default symmetric var symmetric var literal',
        'uciok',
      ]);
      expect(h.loop.dialect).toBe('uci');
      expect(await h.ready()).toEqual(['readyok']);
      expect(await h.ready('debug on', 'debug off', 'register later', 'ucinewgame')).toEqual(['readyok']);
    }));
});

describe('UCI search', () => {
  test('position + go depth → info lines, then exactly one bestmove with ponder', () =>
    withHarness(async (h) => {
      await uci(h);
      expect(h.send('position startpos moves e2e4 e7e5', 'go depth 4')).toEqual([]);
      const lines = await h.until(BESTMOVE);
      const infos = lines.slice(0, -1);
      expect(infos.length).toBeGreaterThanOrEqual(4);
      for (const line of infos) expect(line).toMatch(INFO);
      expect(infos.at(-1)).toMatch(/^info depth 4 /);
      expect(lines.at(-1)).toMatch(/^bestmove [a-h][1-8][a-h][1-8][qrbn]? ponder [a-h][1-8][a-h][1-8][qrbn]?$/);
      await h.idle(); // the worker is done: nothing more can come
      expect(h.unread()).toEqual([]);
      expect(countBestMoves(h)).toBe(1);
    }));

  test('go infinite: isready answered at once, a second go is refused, stop → one bestmove', () =>
    withHarness(async (h) => {
      await uci(h);
      h.send('position startpos', 'go infinite');
      await h.until(/^info depth 2 /);
      expect(h.send('isready').filter((line) => !line.startsWith('info depth'))).toEqual(['readyok']);
      const refused = h.send('go depth 3').filter((line) => !line.startsWith('info depth'));
      expect(refused).toEqual(['info string error ERR_BUSY a search is already running; no second search started']);
      // Depth 4 or deeper: the lines read with isready and go may already hold depth 4, and deeper ones follow.
      await h.until(/^info depth ([4-9]|[1-9]\d) /);
      expect(countBestMoves(h)).toBe(0); // infinite never ends on its own
      h.send('stop');
      await h.until(BESTMOVE);
      await h.idle();
      expect(countBestMoves(h)).toBe(1);
      expect(h.send('stop')).toEqual([]); // stop when idle: nothing
    }));

  test('go right after stop is queued behind the stopping search: two searches, two bestmoves', () =>
    withHarness(async (h) => {
      await uci(h);
      h.send('position startpos', 'go infinite');
      await h.until(/^info depth 1 /);
      h.send('stop', 'go depth 2');
      await h.until(BESTMOVE);
      await h.until(BESTMOVE);
      expect(countBestMoves(h)).toBe(2);
    }));

  test('go ponder waits for ponderhit, then reports its move', () =>
    withHarness(async (h) => {
      await uci(h);
      h.send('position startpos moves e2e4 e7e5', 'go ponder depth 2 wtime 1000 btime 1000');
      await h.until(/^info depth 2 /); // its depth limit is reached, and still it waits
      expect(countBestMoves(h)).toBe(0);
      h.send('ponderhit');
      await h.until(BESTMOVE);
    }));

  test('searchmoves restricts the root; movetime and nodes limits end the search', () =>
    withHarness(async (h) => {
      await uci(h);
      h.send('position startpos', 'go depth 3 searchmoves a2a3');
      expect((await h.until(BESTMOVE)).at(-1)).toMatch(/^bestmove a2a3( ponder \S+)?$/);
      h.send('go movetime 100');
      await h.until(BESTMOVE);
      h.send('go nodes 2000');
      await h.until(BESTMOVE);
      h.send('go wtime 2000 btime 2000 winc 10 binc 10 movestogo 5');
      await h.until(BESTMOVE);
    }));

  test('no legal move: info depth 0 and bestmove (none)', () =>
    withHarness(async (h) => {
      await uci(h);
      h.send(FOOLS_MATE, 'go depth 3');
      expect(await h.until(BESTMOVE)).toEqual(['info depth 0 score mate 0', 'bestmove (none)']);
      h.send('position fen 7k/5Q2/6K1/8/8/8/8/8 b - - 0 1', 'go depth 3');
      expect(await h.until(BESTMOVE)).toEqual(['info depth 0 score cp 0', 'bestmove (none)']);
    }));

  test('go with no position searches the start position (the default position)', () =>
    withHarness(async (h) => {
      await uci(h);
      h.send('go depth 2');
      expect((await h.until(BESTMOVE)).at(-1)).toMatch(/^bestmove [a-h][1-8][a-h][1-8]/);
    }));

  test('quit stops a running search so its bestmove still goes out', () =>
    withHarness(async (h) => {
      await uci(h);
      h.send('go infinite');
      await h.until(/^info depth 1 /);
      h.send('quit');
      expect(h.quits).toBe(1);
      await h.until(BESTMOVE);
      expect(h.send('isready')).toEqual([]); // nothing is read after quit
    }));

  test('end of input is quit', () =>
    withHarness(async (h) => {
      h.send('uci');
      h.loop.onEnd();
      expect(h.quits).toBe(1);
    }));
});

describe('UCI options', () => {
  test('valid values are applied silently; names are case-insensitive and may contain spaces', () =>
    withHarness(async (h) => {
      h.send('uci');
      expect(h.send('setoption name Hash value 32')).toEqual([]);
      expect(h.send('setoption name move overhead value 50')).toEqual([]);
      expect(h.send('setoption name Ponder value true')).toEqual([]);
      expect(h.send('setoption name UCI_Variant value normal')).toEqual([]);
      expect(h.session.options).toMatchObject({ Hash: 32, Ponder: true, UCI_Variant: 'normal', 'Move Overhead': 50 });
    }));

  test.each([
    ['setoption name Hash value 0', 'ERR_BAD_OPTION Hash must be between 1 and 2048, got 0; option unchanged'],
    ['setoption name Hash value 99999', 'ERR_BAD_OPTION Hash must be between 1 and 2048, got 99999; option unchanged'],
    ['setoption name Hash value big', "ERR_BAD_OPTION Hash needs an integer, got 'big'; option unchanged"],
    ['setoption name Hash value 1.5', "ERR_BAD_OPTION Hash needs an integer, got '1.5'; option unchanged"],
    ['setoption name Hash', 'ERR_BAD_OPTION Hash needs a value'],
    ['setoption name Ponder value maybe', "ERR_BAD_OPTION Ponder needs true or false, got 'maybe'; option unchanged"],
    [
      'setoption name UCI_Variant value chess',
      `ERR_BAD_OPTION UCI_Variant must be one of ${VARIANTS.join(', ')}, got 'chess'; option unchanged`,
    ],
    ['setoption name MultiPV value 0', 'ERR_BAD_OPTION MultiPV must be between 1 and 64, got 0; option unchanged'],
    ['setoption name MultiPV value 65', 'ERR_BAD_OPTION MultiPV must be between 1 and 64, got 65; option unchanged'],
    ['setoption name multipv value two', "ERR_BAD_OPTION MultiPV needs an integer, got 'two'; option unchanged"],
    ['setoption name MultiPV', 'ERR_BAD_OPTION MultiPV needs a value'],
    [
      'setoption name Skill Level value 21',
      'ERR_BAD_OPTION Skill Level must be between 0 and 20, got 21; option unchanged',
    ],
    [
      'setoption name Skill Level value -1',
      'ERR_BAD_OPTION Skill Level must be between 0 and 20, got -1; option unchanged',
    ],
    [
      'setoption name UCI_LimitStrength value yes',
      "ERR_BAD_OPTION UCI_LimitStrength needs true or false, got 'yes'; option unchanged",
    ],
    [
      `setoption name UCI_Elo value ${ELO_MIN - 1}`,
      `ERR_BAD_OPTION UCI_Elo must be between ${ELO_MIN} and ${ELO_MAX}, got ${ELO_MIN - 1}; option unchanged`,
    ],
    [
      `setoption name UCI_Elo value ${ELO_MAX + 1}`,
      `ERR_BAD_OPTION UCI_Elo must be between ${ELO_MIN} and ${ELO_MAX}, got ${ELO_MAX + 1}; option unchanged`,
    ],
    [
      'setoption name Clear Hash value now',
      "ERR_BAD_OPTION Clear Hash is a button and takes no value, got 'now'; option unchanged",
    ],
    ['setoption name Contempt value 2', "ERR_UNKNOWN_OPTION 'Contempt'; option unchanged"],
    ['setoption name Threads value 0', 'ERR_BAD_OPTION Threads must be between 1 and 1024, got 0; option unchanged'],
    [
      'setoption name Threads value 1025',
      'ERR_BAD_OPTION Threads must be between 1 and 1024, got 1025; option unchanged',
    ],
    ['setoption name Threads value two', "ERR_BAD_OPTION Threads needs an integer, got 'two'; option unchanged"],
    ['setoption name Threads', 'ERR_BAD_OPTION Threads needs a value'],
    ['setoption name', 'ERR_BAD_ARGUMENT expected setoption name <id> [value <x>]'],
    ['setoption Hash 32', 'ERR_BAD_ARGUMENT expected setoption name <id> [value <x>]'],
  ])('%s → error, options unchanged', (line, reply) => {
    // A worker that only records what it is sent (no thread started per case): a refused line sends it nothing.
    const recorder = recordingService();
    return withHarness(
      async (h) => {
        h.send('uci');
        const before = h.session.options;
        const posted = recorder.posted.length;
        expect(h.send(line)).toEqual([`info string error ${reply}`]);
        expect(h.session.options).toEqual(before);
        expect(recorder.posted.slice(posted)).toEqual([]);
        expect(await h.ready()).toEqual(['readyok']);
      },
      { createSearchService: () => recorder },
    );
  });
});

describe('UCI Threads', () => {
  test('Threads 2: readyok, a search answers with a legal move, stop ends an infinite one, back to 1', () =>
    withHarness(
      async (h) => {
        await uci(h);
        expect(h.send('setoption name threads value 2')).toEqual([]);
        expect(h.session.options.Threads).toBe(2);
        expect(await h.ready()).toEqual(['readyok']);
        h.send('position startpos moves e2e4', 'go depth 6');
        const lines = await h.until(BESTMOVE);
        for (const line of lines.slice(0, -1)) expect(line).toMatch(INFO);
        const legal = h.send('moves')[0].split(' ').slice(3);
        expect(legal).toContain(/^bestmove (\S+)/.exec(lines.at(-1)!)![1]);
        h.send('go infinite');
        // Depth 3 or deeper: a depth a helper finished first is taken, not searched, and so not reported alone.
        await h.until(/^info depth ([3-9]|[1-9]\d) /);
        // isready during the search is answered at once, without waiting for the threads (info lines may come first).
        expect(h.send('isready').filter((line) => !INFO.test(line))).toEqual(['readyok']);
        h.send('stop');
        const answer = await h.until(BESTMOVE);
        expect(legal).toContain(/^bestmove (\S+)/.exec(answer.at(-1)!)![1]);
        expect(h.send('setoption name Threads value 1', 'ucinewgame')).toEqual([]);
        expect(await h.ready()).toEqual(['readyok']);
        expect(h.session.options.Threads).toBe(1);
      },
      { cores: 2 }, // two real threads, whatever the cores of the machine running the test
    ));

  test('Threads above the cores is capped to them, said in an info string; the option keeps its value', () => {
    // A worker that only records what it is sent, on a 4-core machine.
    const recorder = recordingService();
    const posted = recorder.posted;
    return withHarness(
      (h) => {
        h.send('uci');
        expect(h.send('setoption name Threads value 1024')).toEqual([
          'info string Threads 1024 capped to 4 threads: this machine has 4 cores',
        ]);
        expect(h.session.options.Threads).toBe(1024);
        expect(h.session.threadsInUse).toBe(4);
        expect(posted.at(-1)).toEqual({ kind: 'setThreads', threads: 4 });
        expect(h.send('setoption name Threads value 4', 'setoption name Threads value 3')).toEqual([]);
        expect(posted.at(-1)).toEqual({ kind: 'setThreads', threads: 3 });
      },
      { createSearchService: () => recorder, cores: 4 },
    );
  });

  test('bench and go perft are the same with Threads 2 (one thread, same counts)', () =>
    withHarness(async (h) => {
      await uci(h);
      h.send('setoption name Threads value 2');
      await h.ready();
      h.send('go perft 3');
      expect((await h.until(/^Nodes searched/)).at(-1)).toBe('Nodes searched: 8902');
    }));
});

describe('UCI positions are atomic', () => {
  test.each([
    ['position fen not/a/fen w - - 0 1', /^info string error ERR_BAD_POSITION .*; position unchanged$/],
    [
      'position startpos moves e2e4 e7e5 e2e5',
      /^info string error ERR_ILLEGAL_MOVE e2e5 .*\(move 3 of 3\); position unchanged$/,
    ],
    ['position startpos moves e2e4 zz', /^info string error ERR_BAD_MOVE .*; position unchanged$/],
    ['position fen', /^info string error ERR_BAD_ARGUMENT position fen needs the position text$/],
    ['position', /^info string error ERR_BAD_ARGUMENT position needs startpos or fen$/],
    ['position sideways', /^info string error ERR_BAD_ARGUMENT position needs startpos or fen, got 'sideways'$/],
  ])('%s → error and the previous position is kept', (line, reply) =>
    withHarness(async (h) => {
      h.send('uci', 'position startpos moves d2d4');
      const before = h.session.positionText();
      const replies = h.send(line);
      expect(replies).toHaveLength(1);
      expect(replies[0]).toMatch(reply);
      expect(h.session.positionText()).toBe(before);
      expect(h.session.moves).toEqual(['d2d4']);
    }),
  );

  test('fen text is every token up to moves', () =>
    withHarness(async (h) => {
      h.send('uci');
      expect(h.send('position fen 4k3/8/8/8/8/8/8/4K2R w K - 0 1 moves e1g1')).toEqual([]);
      expect(h.session.positionText()).toBe('4k3/8/8/8/8/8/8/5RK1 b - - 1 1');
      expect(h.session.startText).toBe('4k3/8/8/8/8/8/8/4K2R w K - 0 1');
    }));

  test('a long move list is accepted', () =>
    withHarness(async (h) => {
      h.send('uci');
      const cycle = ['g1f3', 'g8f6', 'f3g1', 'f6g8'];
      // Knights shuffle: 200 plies (repetitions are a game state, not an error).
      const moves = Array.from({ length: 200 }, (_, i) => cycle[i % 4]);
      expect(h.send(`position startpos moves ${moves.join(' ')}`)).toEqual([]);
      expect(h.session.moves).toHaveLength(200);
    }));
});

describe('UCI debug commands and extensions', () => {
  test('go perft prints Stockfish divide: one line per move, blank line, total', () =>
    withHarness(async (h) => {
      h.send('uci', 'position startpos');
      h.send('go perft 2');
      const lines = await h.until(/^Nodes searched: /);
      expect(lines).toHaveLength(22);
      expect(lines.slice(0, 20).every((line) => /^[a-h][1-8][a-h][1-8]: 20$/.test(line))).toBe(true);
      expect(lines.slice(20)).toEqual(['', 'Nodes searched: 400']);
      h.send('perft 3');
      expect((await h.until(/^Nodes searched: /)).at(-1)).toBe('Nodes searched: 8902');
      expect(h.send('go perft 0')).toEqual([
        'info string error ERR_BAD_ARGUMENT perft depth must be from 1 to 30, got 0',
      ]);
    }));

  test("check names the attacked royal cells by the engine's attack test, in every variant", () =>
    withHarness(async (h) => {
      h.send('uci', 'position startpos');
      expect(h.send('check')).toEqual(['info string check']);
      h.send('position startpos moves f2f3 e7e5 g2g4 d8h4');
      expect(h.send('check')).toEqual(['info string check 4']);
      // Sesqui: the White king on a1 attacked from e1 across the centre; besiege: from e1 through a join.
      await h.ready('setoption name UCI_Variant value sesqui', 'position fen K23r11k11 w 0 1');
      expect(h.send('check')).toEqual(['info string check 0']);
      await h.ready(
        'setoption name UCI_Variant value besiege',
        'position fen 14K5/20/20/20/20/k19/20/20/20/4r15 w 0 1',
      );
      expect(h.send('check')).toHaveLength(1);
      expect(h.send('check')[0]).toMatch(/^info string check \d+$/);
      h.send('position fen 14K5/20/20/20/20/k19/20/20/20/r19 w 0 1');
      expect(h.send('check')).toEqual(['info string check']);
      await h.ready('setoption name UCI_Variant value stack', 'position startpos');
      expect(h.send('check')).toEqual(['info string check']);
    }));

  test('UCI_Variant cylinder: a rook crosses the a/h edge, past its own king', () =>
    withHarness(async (h) => {
      h.send('uci');
      // a1-h1 the short way runs into the king on e1; on the cylinder the rook steps left from a1 onto h1.
      await h.ready('setoption name UCI_Variant value cylinder', 'position fen 4k3/8/8/8/8/8/8/R3K3 w - - 0 1');
      expect(h.session.legalMoves()).toContain('a1h1');
      h.send('position fen 4k3/8/8/8/8/8/8/R3K3 w - - 0 1 moves a1h1');
      expect(h.send('d').join('\n')).toMatch(/Fen: 4k3\/8\/8\/8\/8\/8\/8\/4K2R b - - 1 1/);
    }));

  test('moves, result, d', () =>
    withHarness(async (h) => {
      h.send('uci', 'position startpos moves e2e4');
      expect(h.send('moves')).toEqual([
        'info string moves a7a6 a7a5 b7b6 b7b5 c7c6 c7c5 d7d6 d7d5 e7e6 e7e5 f7f6 f7f5 g7g6 g7g5 h7h6 h7h5 b8c6 b8a6 g8h6 g8f6',
      ]);
      expect(h.send('result')).toEqual(['info string result ongoing']);
      expect(h.send('turn')).toEqual(['info string turn black move 1 of 1 end no']);
      const board = h.send('d');
      expect(board.length).toBeGreaterThan(8);
      expect(board).toContain('Fen: rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1');
      h.send(FOOLS_MATE);
      expect(h.send('moves', 'result')).toEqual(['info string moves', 'info string result 0-1 checkmate']);
      h.send('position fen 7k/5Q2/6K1/8/8/8/8/8 b - - 0 1');
      expect(h.send('result')).toEqual(['info string result 1/2-1/2 stalemate']);
    }));

  test('topology: begin, JSON lines under 8 KB, end', () =>
    withHarness(async (h) => {
      h.send('uci');
      const lines = h.send('topology');
      expect(lines[0]).toBe('topology begin');
      expect(lines.at(-1)).toBe('topology end');
      const json = lines.slice(1, -1).map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(json[0]).toMatchObject({ variant: 'normal', cellCount: 64, players: 2 });
      for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThan(8000);
    }));

  test('bench runs in the worker and prints its figures', () =>
    withHarness(async (h) => {
      h.send('uci');
      h.send('bench 2');
      expect(await h.until(/^Nodes\/second/)).toEqual([
        expect.stringMatching(/^Total time \(ms\) : \d+$/),
        expect.stringMatching(/^Nodes searched {2}: \d+$/),
        expect.stringMatching(/^Nodes\/second {4}: \d+$/),
      ]);
    }));
});

describe('UCI bad input: a clear reply, state unchanged, still serving', () => {
  test('unknown commands, garbage, empty lines, a 1 MB line', () =>
    withHarness(async (h) => {
      h.send('uci', 'position startpos moves e2e4');
      const before = h.session.positionText();
      expect(h.send('frobnicate now')).toEqual(["info string error ERR_UNKNOWN_COMMAND 'frobnicate' (ignored)"]);
      expect(h.send('', '   ', '\t')).toEqual([]);
      expect(h.send('%$#@! \u0000 garbage')).toEqual(["info string error ERR_UNKNOWN_COMMAND '%$#@!' (ignored)"]);
      const huge = h.send('x'.repeat(1 << 20));
      expect(huge).toHaveLength(1);
      expect(huge[0]).toMatch(/^info string error ERR_UNKNOWN_COMMAND 'x{40}\.\.\.\(1048576 chars\)' \(ignored\)$/);
      expect(h.send('xboard')).toEqual(["info string error ERR_UNKNOWN_COMMAND 'xboard' (ignored)"]);
      expect(h.session.positionText()).toBe(before);
      expect(await h.ready()).toEqual(['readyok']);
    }));

  test('malformed go parameters: error and no search; unknown go tokens are noted and ignored', () =>
    withHarness(async (h) => {
      h.send('uci');
      expect(h.send('go depth x')).toEqual([
        "info string error ERR_BAD_ARGUMENT go depth must be an integer, got 'x'; no search started",
      ]);
      expect(h.send('go wtime')).toEqual(['info string error ERR_BAD_ARGUMENT go wtime is missing; no search started']);
      expect(h.send('go depth 2 searchmoves e2e5')).toEqual([
        'info string error ERR_ILLEGAL_MOVE searchmoves: e2e5 is not legal in this position; no search started',
      ]);
      expect(h.session.busy).toBe(false);
      expect(h.send('go depth 1 sideways')).toEqual(['info string ignored go tokens: sideways']);
      await h.until(BESTMOVE);
    }));

  test('a bug thrown while handling a line is logged and answered; the loop keeps serving', () => {
    const broken = (): VariantEngine<PositionCore> => {
      const engine = createEngine('normal');
      const rules = Object.create(engine.rules) as typeof engine.rules;
      rules.display = () => {
        throw new Error('display exploded');
      };
      return { ...engine, rules };
    };
    return withHarness(
      async (h) => {
        h.send('uci');
        expect(h.send('d')).toEqual(['info string error ERR_INTERNAL display exploded']);
        expect(h.stderr.join('\n')).toMatch(/display exploded/);
        expect(await h.ready()).toEqual(['readyok']);
      },
      { buildEngine: () => noSteps(broken()) },
    );
  });
});

describe('UCI MultiPV and strength', () => {
  const MULTI =
    /^info depth (\d+) seldepth \d+ multipv (\d+) score (cp -?\d+|mate -?\d+) nodes \d+ nps \d+ hashfull \d+ time \d+ pv (\S+)/;

  /** The info lines of a finished search by depth: [multipv, first move] in the order printed. */
  function linesByDepth(lines: readonly string[]): Map<number, [number, string][]> {
    const byDepth = new Map<number, [number, string][]>();
    for (const line of lines) {
      const match = MULTI.exec(line);
      if (match === null) continue;
      const depth = Number(match[1]);
      byDepth.set(depth, [...(byDepth.get(depth) ?? []), [Number(match[2]), match[4]]]);
    }
    return byDepth;
  }

  test.each([
    ['normal', 'position startpos', 3],
    ['sesqui', 'position startpos', 2],
  ])('%s: MultiPV k prints k lines per depth, best first, and bestmove is line 1', (variant, position, k) =>
    withHarness(async (h) => {
      await uci(h);
      expect(h.send(`setoption name UCI_Variant value ${variant}`, `setoption name MultiPV value ${k}`)).toEqual([]);
      expect(h.session.options.MultiPV).toBe(k);
      h.send(position, 'go depth 4');
      const lines = await h.until(BESTMOVE);
      const byDepth = linesByDepth(lines);
      expect([...byDepth.keys()]).toEqual([1, 2, 3, 4]);
      for (const printed of byDepth.values()) {
        expect(printed.map(([line]) => line)).toEqual(Array.from({ length: k }, (_, i) => i + 1));
        expect(new Set(printed.map(([, move]) => move)).size).toBe(k);
      }
      expect(lines.at(-1)).toMatch(new RegExp(`^bestmove ${byDepth.get(4)![0][1]}( |$)`));
    }),
  );

  test('searchmoves limits the lines; fewer legal moves than MultiPV give that many lines', () =>
    withHarness(async (h) => {
      await uci(h);
      h.send('setoption name MultiPV value 4', 'position startpos', 'go depth 3 searchmoves e2e4 d2d4');
      let byDepth = linesByDepth(await h.until(BESTMOVE));
      expect(new Set(byDepth.get(3)!.map(([, move]) => move))).toEqual(new Set(['e2e4', 'd2d4']));
      h.send('position fen k7/8/8/8/8/8/P7/K7 w - - 0 1', 'go depth 3');
      byDepth = linesByDepth(await h.until(BESTMOVE));
      expect(byDepth.get(3)!.map(([line]) => line)).toEqual([1, 2, 3, 4]);
    }));

  test('Clear Hash is a button: no value, no reply; the next search still answers', () =>
    withHarness(async (h) => {
      await uci(h);
      h.send('position startpos', 'go depth 3');
      await h.until(BESTMOVE);
      expect(await h.ready('debug on', 'setoption name Clear Hash')).toEqual([
        'info string Clear Hash set to true',
        'readyok',
      ]);
      h.send('go depth 3');
      await h.until(BESTMOVE);
    }));

  test('Skill Level and UCI_LimitStrength/UCI_Elo are set and still give a legal bestmove', () =>
    withHarness(
      async (h) => {
        await uci(h);
        expect(h.send('setoption name Skill Level value 3', 'position startpos moves e2e4')).toEqual([]);
        expect(h.session.options['Skill Level']).toBe(3);
        h.send('go depth 4');
        const best = /^bestmove (\S+)/.exec((await h.until(BESTMOVE)).at(-1)!)![1];
        expect(h.session.legalMoves()).toContain(best);
        expect(
          h.send(
            'setoption name Skill Level value 20',
            'setoption name UCI_LimitStrength value true',
            `setoption name UCI_Elo value ${ELO_MIN}`,
          ),
        ).toEqual([]);
        expect(h.session.options).toMatchObject({ UCI_LimitStrength: true, UCI_Elo: ELO_MIN, 'Skill Level': 20 });
        h.send('go movetime 5000');
        const limited = /^bestmove (\S+)/.exec((await h.until(BESTMOVE)).at(-1)!)![1];
        expect(h.session.legalMoves()).toContain(limited);
      },
      { skillSeed: () => 7 },
    ));
});
