// XBoard / CECP v2 transcripts against the in-process adapter + session (real engine, real worker). The refused
// lines, which reach no worker, use a recording one.
import { describe, expect, test } from 'vitest';
import type { XboardAdapter } from '../../protocol/xboard';
import { xboardCanShow } from '../../protocol/xboard-spelling';
import { VARIANTS } from '../../src/core/types';
import { recordingService, withHarness, type Harness } from './harness';
import { ELO_MAX, ELO_MIN } from '../../src/search/skill';

const MOVE = /^move [a-h][1-8][a-h][1-8][qrbn]?$/;
const THINKING = /^\d+ -?\d+ \d+ \d+ \d+ \d+ 0\t[a-h][1-8][a-h][1-8]/;

function handshake(h: Harness): string[] {
  return h.send('xboard', 'protover 2');
}

function countMoves(h: Harness): number {
  return h.out.lines.filter((line) => line.startsWith('move ')).length;
}

describe('XBoard handshake', () => {
  test('protover 2 → feature done=0, the feature line, options, done=1', () =>
    withHarness(async (h) => {
      expect(handshake(h)).toEqual([
        'feature done=0',
        'feature myname="Topochess test" ping=1 setboard=1 usermove=1 playother=1 colors=0 time=1 draw=0 sigint=0' +
          ` sigterm=0 reuse=1 analyze=1 exclude=1 name=0 nps=0 debug=1 memory=1 smp=1 highlight=0 variants="${VARIANTS.filter(xboardCanShow).join(',')}"`,
        'feature option="Clear Hash -button"',
        'feature option="MultiPV -spin 1 1 64"',
        'feature option="Move Overhead -spin 0 0 5000"',
        'feature option="Skill Level -spin 20 0 20"',
        'feature option="UCI_LimitStrength -check 0"',
        `feature option="UCI_Elo -spin ${ELO_MIN} ${ELO_MIN} ${ELO_MAX}"`,
        'feature option="Play unshowable moves -check 0"',
        'feature done=1',
      ]);
      expect(h.loop.dialect).toBe('xboard');
      // What XBoard sends next is all silent.
      expect(
        h.send(
          'accepted done',
          'accepted myname',
          'rejected highlight',
          'memory 64',
          'cores 1',
          'new',
          'random',
          'variant normal',
          'level 40 5 0',
          'post',
          'hard',
          'easy',
          'nopost',
          'computer',
          'name Fairy-Max',
          'rating 2000 1800',
          'ics -',
          'hint',
          'bk',
          'draw',
          'option Move Overhead=25',
        ),
      ).toEqual([]);
      expect(h.session.options).toMatchObject({ Hash: 64, 'Move Overhead': 25, Ponder: false });
      expect(await h.ping(1)).toEqual(['pong 1']);
    }));

  test('protover may come first (no xboard line)', () =>
    withHarness(async (h) => {
      expect(h.send('protover 2')[0]).toBe('feature done=0');
      expect(h.loop.dialect).toBe('xboard');
    }));

  test('the turn extension answers behind #, as every extension does under XBoard', () =>
    withHarness(async (h) => {
      h.send('xboard', 'protover 2', 'new', 'force', 'usermove e2e4');
      expect(h.send('turn')).toEqual(['# turn black move 1 of 1 end no']);
    }));

  test('cores sets Threads (at most 1024); Threads is not an XBoard option; a think with 2 cores moves', () =>
    withHarness(
      async (h) => {
        handshake(h);
        expect(h.send('cores 2')).toEqual([]);
        expect(h.session.options.Threads).toBe(2);
        expect(h.send('cores -1')).toEqual([
          'Error (bad argument): cores -1',
          '# ERR_BAD_ARGUMENT: cores must be from 1 to 1099511627776, got -1',
        ]);
        expect(h.session.options.Threads).toBe(2);
        expect(await h.ping(7)).toEqual(['pong 7']);
        h.send('new', 'sd 5', 'usermove e2e4');
        expect((await h.until(MOVE)).at(-1)).toMatch(/^move /);
        // A long think (sd 40 on the default 40 5 0 clock) ended by `?`.
        h.send('post', 'sd 40', 'usermove g1f3');
        await h.until(THINKING);
        h.send('?');
        expect((await h.until(MOVE)).at(-1)).toMatch(MOVE);
        expect(await h.ping(8)).toEqual(['pong 8']);
      },
      { cores: 2 }, // two real threads, whatever the cores of the machine running the test
    ));

  test.each([
    [4, 4, '# cores 99999 capped to 4 threads: this machine has 4 cores'],
    [2048, 1024, '# cores 99999 capped to 1024 threads: the most Threads takes'],
  ])('cores 99999 on %i cores starts %i threads, said in a # line', (machineCores, threads, note) => {
    // A worker that only records what it is sent: the threads are not started for this.
    const recorder = recordingService();
    return withHarness(
      (h) => {
        handshake(h);
        expect(h.send('cores 99999')).toEqual([note]);
        expect(h.session.options.Threads).toBe(1024);
        expect(recorder.posted.at(-1)).toEqual({ kind: 'setThreads', threads });
        expect(h.send('cores 4', 'cores 3')).toEqual([]);
        expect(recorder.posted.at(-1)).toEqual({ kind: 'setThreads', threads: 3 });
      },
      { createSearchService: () => recorder, cores: machineCores },
    );
  });

  test('memory is clamped into the Hash range instead of refused', () =>
    withHarness(async (h) => {
      handshake(h);
      expect(h.send('memory 100000')).toEqual([]);
      expect(h.session.options.Hash).toBe(2048);
      expect(h.send('memory 0')).toEqual([]);
      expect(h.session.options.Hash).toBe(1);
    }));
});

describe('XBoard game flow', () => {
  test('new, force, usermove, go: the engine moves; a ping sent while it thinks is answered after the move', () =>
    withHarness(async (h) => {
      handshake(h);
      expect(h.send('new', 'variant normal', 'force', 'usermove e2e4', 'usermove e7e5', 'sd 3')).toEqual([]);
      expect(h.send('go', 'ping 5')).toEqual([]);
      const lines = await h.until(/^pong 5$/);
      expect(lines).toHaveLength(2);
      expect(lines[0]).toMatch(MOVE);
      expect(h.session.moves).toHaveLength(3);
      expect(h.session.sideToMove()).toBe(1);
    }));

  test('after new the engine plays Black: a user move starts its think; thinking lines with post', () =>
    withHarness(async (h) => {
      handshake(h);
      h.send('new', 'post', 'sd 3', 'usermove e2e4');
      const lines = await h.until(MOVE);
      const thinking = lines.slice(0, -1);
      expect(thinking.length).toBeGreaterThanOrEqual(3);
      for (const line of thinking) expect(line).toMatch(THINKING);
      expect(lines.at(-1)).toMatch(/^move [a-h][78][a-h][56]$|^move [bg]8[acfh]6$/);
    }));

  test('go before any new or setboard plays from the start position', () =>
    withHarness(async (h) => {
      handshake(h);
      h.send('sd 2', 'go');
      expect((await h.until(MOVE)).at(-1)).toMatch(/^move [a-h][12][a-h][34]$/);
      expect(h.session.moves).toHaveLength(1);
    }));

  test('bare moves are accepted like usermove', () =>
    withHarness(async (h) => {
      handshake(h);
      h.send('new', 'force');
      expect(h.send('e2e4', 'e7e5')).toEqual([]);
      expect(h.session.moves).toEqual(['e2e4', 'e7e5']);
    }));

  test('playother: the engine takes the side not to move and waits for the opponent', () =>
    withHarness(async (h) => {
      handshake(h);
      h.send('new', 'force', 'usermove e2e4', 'sd 2');
      expect(h.send('playother')).toEqual([]); // Black is to move: the engine takes White and waits
      expect(h.session.searching).toBe(false);
      h.send('usermove e7e5');
      expect((await h.until(MOVE)).at(-1)).toMatch(MOVE);
      expect(h.session.moves).toHaveLength(3);
    }));

  test('? makes the engine move now', () =>
    withHarness(async (h) => {
      handshake(h);
      h.send('new', 'force', 'st 30', 'post', 'go');
      await h.until(THINKING);
      // With 30 s to think, a move now (before the harness gives up waiting) is the answer to `?`.
      h.send('?');
      await h.until(MOVE);
    }));

  test.each(['force', 'new', 'result 1-0 {White mates}', 'undo', 'setboard 4k3/8/8/8/8/8/8/4K3 w - - 0 1'])(
    '%s mid-search aborts the think: its move is never printed, a held ping is answered',
    (command) =>
      withHarness(async (h) => {
        handshake(h);
        h.send('new', 'force', 'usermove e2e4', 'st 30', 'post', 'go', 'ping 9');
        await h.until(THINKING);
        expect(h.send(command).filter((line) => !THINKING.test(line))).toEqual(['pong 9']);
        expect(h.session.searching).toBe(false);
        await h.idle(); // the worker is done and its late answer dropped
        expect(countMoves(h)).toBe(0);
        expect(await h.ping(10)).toEqual(['pong 10']);
      }),
  );

  test("usermove while thinking: the think is abandoned and a fresh one starts when it is the engine's turn", () =>
    withHarness(async (h) => {
      handshake(h);
      h.send('new', 'sd 3', 'usermove e2e4');
      // Black (the engine) is thinking; a confused GUI sends Black's move itself.
      h.send('usermove e7e5');
      expect(h.session.moves).toEqual(['e2e4', 'e7e5']);
      h.send('usermove g1f3');
      await h.until(MOVE);
      expect(countMoves(h)).toBe(1);
    }));

  test('setboard; bad setboard → tellusererror and the position is kept', () =>
    withHarness(async (h) => {
      handshake(h);
      h.send('new', 'force');
      expect(h.send('setboard 4k3/8/8/8/8/8/8/4K2R w K - 0 1')).toEqual([]);
      expect(h.session.positionText()).toBe('4k3/8/8/8/8/8/8/4K2R w K - 0 1');
      const replies = h.send('setboard 4k3/8/8/8/zz/8/8/4K2R w K - 0 1');
      expect(replies).toHaveLength(2);
      expect(replies[0]).toMatch(/^# ERR_BAD_POSITION: /);
      expect(replies[1]).toBe('tellusererror Illegal position');
      expect(h.send('setboard')).toEqual([
        expect.stringMatching(/^# ERR_BAD_POSITION: /),
        'tellusererror Illegal position',
      ]);
      expect(h.session.positionText()).toBe('4k3/8/8/8/8/8/8/4K2R w K - 0 1');
    }));

  test('undo takes back one ply, remove two; nothing to undo is an error', () =>
    withHarness(async (h) => {
      handshake(h);
      h.send('new', 'force', 'usermove e2e4', 'usermove e7e5', 'usermove g1f3');
      expect(h.send('undo')).toEqual([]);
      expect(h.session.moves).toEqual(['e2e4', 'e7e5']);
      expect(h.send('remove')).toEqual([]);
      expect(h.session.moves).toEqual([]);
      expect(h.send('undo')).toEqual([
        'Error (nothing to undo): undo',
        '# ERR_NOTHING_TO_UNDO: 1 move asked, 0 played',
      ]);
      expect(await h.ping(2)).toEqual(['pong 2']);
    }));
});

describe('XBoard claims', () => {
  test('the engine mates: move, then 1-0 {White mates}', () =>
    withHarness(async (h) => {
      handshake(h);
      h.send('new', 'force', 'setboard 6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1', 'sd 3', 'go');
      const lines = await h.until(/^1-0 /);
      expect(lines.slice(-2)).toEqual(['move a1a8', '1-0 {White mates}']);
    }));

  test("the user's move mates the engine: claim at once, no think", () =>
    withHarness(async (h) => {
      handshake(h);
      h.send('new', 'force', 'setboard rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2', 'playother');
      // Now the engine is White and the user (Black) mates.
      expect(h.send('usermove d8h4')).toEqual(['0-1 {Black mates}']);
      expect(h.session.busy).toBe(false);
    }));

  test('stalemate by the user: 1/2-1/2 {Stalemate}; go in a finished game repeats the claim', () =>
    withHarness(async (h) => {
      handshake(h);
      h.send('new', 'force', 'setboard 7k/8/6K1/8/8/8/8/5Q2 w - - 0 1', 'playother');
      expect(h.send('usermove f1f7')).toEqual(['1/2-1/2 {Stalemate}']);
      expect(h.send('go')).toEqual(['1/2-1/2 {Stalemate}']);
      expect(h.session.busy).toBe(false);
    }));

  test('threefold repetition completed by the user: 1/2-1/2 {Draw by repetition}', () =>
    withHarness(async (h) => {
      handshake(h);
      h.send('new', 'force', 'g1f3', 'g8f6', 'f3g1', 'f6g8', 'g1f3', 'g8f6', 'f3g1', 'playother');
      expect(h.send('usermove f6g8')).toEqual(['1/2-1/2 {Draw by repetition}']);
    }));

  test('in force mode moves are only recorded, nothing is claimed', () =>
    withHarness(async (h) => {
      handshake(h);
      h.send('new', 'force');
      expect(h.send('usermove f2f3', 'usermove e7e5', 'usermove g2g4', 'usermove d8h4')).toEqual([]);
      expect(h.send('result')).toEqual(['# result 0-1 checkmate']); // bare `result` is the extension
    }));
});

describe('XBoard pondering (hard)', () => {
  test('the expected reply is a ponderhit; another reply restarts the think', () =>
    withHarness(async (h) => {
      handshake(h);
      h.send('new', 'hard', 'sd 4', 'level 0 1 0', 'time 6000', 'otim 6000', 'usermove e2e4');
      await h.until(MOVE);
      const adapter = h.loop.adapter as XboardAdapter;
      const expected = adapter.ponderingOn;
      expect(expected).toMatch(/^[a-h][1-8][a-h][1-8]$/);
      expect(h.session.pondering).toBe(true);
      // The expected reply: the running search becomes the think and moves.
      h.send('time 5990', 'otim 5900', `usermove ${expected}`);
      expect(h.session.pondering).toBe(false);
      await h.until(MOVE);
      expect(h.session.moves).toHaveLength(4);
      // Now a reply that is not the expected one (pick any other legal move).
      const next = adapter.ponderingOn;
      expect(next).toBeDefined();
      const other = h.session.legalMoves().find((move) => move !== next);
      h.send(`usermove ${other}`);
      await h.until(MOVE);
      expect(h.session.moves).toHaveLength(6);
      expect(h.session.moves[4]).toBe(other);
      expect(h.send('easy')).toEqual([]);
      expect(adapter.ponderingOn).toBeUndefined();
    }));

  test('a ping while pondering is answered at once', () =>
    withHarness(async (h) => {
      handshake(h);
      h.send('new', 'hard', 'sd 3', 'usermove d2d4');
      await h.until(MOVE);
      expect(await h.ping(3)).toEqual(['pong 3']);
      expect(h.send('force')).toEqual([]);
      expect(h.session.searching).toBe(false);
    }));
});

describe('XBoard analyze mode', () => {
  test('analyze prints thinking, . gives stat01, moves restart it, exit ends it, no move is ever played', () =>
    withHarness(async (h) => {
      handshake(h);
      h.send('new', 'force', 'post', 'analyze');
      await h.until(/^3 /);
      expect(h.send('.').filter((line) => line.startsWith('stat01'))).toEqual([
        expect.stringMatching(/^stat01: \d+ \d+ \d+ 0 20 [a-h][1-8][a-h][1-8]$/),
      ]);
      h.send('usermove e2e4');
      expect(h.session.moves).toEqual(['e2e4']);
      await h.until(/^2 .*\t[a-h][1-8][a-h][1-8]/);
      h.send('undo');
      expect(h.session.moves).toEqual([]);
      await h.until(/^2 /);
      h.send('exit');
      expect(h.session.searching).toBe(false);
      await h.idle();
      h.unread();
      expect(h.unread()).toEqual([]);
      expect(countMoves(h)).toBe(0);
      expect(h.send('.')).toEqual([]); // outside analysis: ignored
    }));
});

describe('XBoard bad input: a clear reply, state unchanged, still serving', () => {
  test('level with a base of 400 digits is refused and the time control stays as it was', () =>
    withHarness(async (h) => {
      handshake(h);
      const huge = `level 40 ${'9'.repeat(400)} 0`;
      const replies = h.send('new', 'level 40 0:02 0', huge);
      expect(replies[0]).toMatch(/^Error \(bad argument\): level 40 9+\.\.\.\(\d+ chars\)$/);
      expect(replies[1]).toMatch(/^# ERR_BAD_ARGUMENT: level BASE must be at most 365 days/);
      // The 2-second level still holds: the engine moves well inside it (the run is bounded by the test timeout).
      h.send('usermove e2e4');
      expect((await h.until(/^move /)).at(-1)).toMatch(/^move [a-h][1-8][a-h][1-8]$/);
    }));

  test.each([
    ['frobnicate', ['Error (unknown command): frobnicate', "# ERR_UNKNOWN_COMMAND: 'frobnicate'"]],
    ['%$#@! garbage', ['Error (unknown command): %$#@!', "# ERR_UNKNOWN_COMMAND: '%$#@!'"]],
    ['nps 1000', ['Error (unknown command): nps', "# ERR_UNKNOWN_COMMAND: 'nps'"]],
    ['usermove e2e5', ['Illegal move: e2e5', '# ERR_ILLEGAL_MOVE: e2e5 is not legal in this position']],
    ['e2e5', ['Illegal move: e2e5', '# ERR_ILLEGAL_MOVE: e2e5 is not legal in this position']],
    ['usermove zz9', ['Illegal move: zz9', "# ERR_BAD_MOVE: 'zz9' is not a move (expected e.g. e2e4 or e7e8q)"]],
    ['usermove', ['Error (bad argument): usermove', '# ERR_BAD_ARGUMENT: usermove needs a move']],
    [
      'level 40 x 0',
      ['Error (bad argument): level 40 x 0', "# ERR_BAD_ARGUMENT: level BASE must be minutes or min:sec, got 'x'"],
    ],
    ['st soon', ['Error (bad argument): st soon', "# ERR_BAD_ARGUMENT: st must be a number, got 'soon'"]],
    ['sd 0', ['Error (bad argument): sd 0', '# ERR_BAD_ARGUMENT: sd must be from 1 to 1000, got 0']],
    ['cores 0', ['Error (bad argument): cores 0', '# ERR_BAD_ARGUMENT: cores must be from 1 to 1099511627776, got 0']],
    ['cores two', ['Error (bad argument): cores two', "# ERR_BAD_ARGUMENT: cores must be an integer, got 'two'"]],
    ['cores', ['Error (bad argument): cores', '# ERR_BAD_ARGUMENT: cores is missing']],
    [
      'option Threads=4',
      ['Error (unknown option): option Threads=4', "# ERR_UNKNOWN_OPTION: 'Threads' is not an option under XBoard"],
    ],
    [
      'option UCI_Variant=salmon',
      [
        'Error (unknown option): option UCI_Variant=salmon',
        "# ERR_UNKNOWN_OPTION: 'UCI_Variant' is not an option under XBoard",
      ],
    ],
    [
      'option Hash=512',
      ['Error (unknown option): option Hash=512', "# ERR_UNKNOWN_OPTION: 'Hash' is not an option under XBoard"],
    ],
    [
      'variant Besiege',
      [
        'Error (unsupported variant): variant Besiege',
        '# ERR_UNKNOWN_VARIANT: besiege cannot be shown by XBoard (wider than 16 files or more than two players); play it through UCI',
      ],
    ],
    [
      'variant SALMON',
      [
        'Error (unsupported variant): variant SALMON',
        '# ERR_UNKNOWN_VARIANT: salmon cannot be shown by XBoard (wider than 16 files or more than two players); play it through UCI',
      ],
    ],
    [
      'option MultiPV=0',
      ['Error (bad option value): option MultiPV=0', '# ERR_BAD_OPTION: MultiPV must be between 1 and 64, got 0'],
    ],
    [
      'option Skill Level=25',
      [
        'Error (bad option value): option Skill Level=25',
        '# ERR_BAD_OPTION: Skill Level must be between 0 and 20, got 25',
      ],
    ],
    [
      'option UCI_LimitStrength=2',
      [
        'Error (bad option value): option UCI_LimitStrength=2',
        "# ERR_BAD_OPTION: UCI_LimitStrength needs true or false, got '2'",
      ],
    ],
    [
      'option UCI_Elo=10',
      [
        'Error (bad option value): option UCI_Elo=10',
        `# ERR_BAD_OPTION: UCI_Elo must be between ${ELO_MIN} and ${ELO_MAX}, got 10`,
      ],
    ],
    ['option MultiPV', ['Error (bad option value): option MultiPV', "# ERR_BAD_OPTION: 'MultiPV' needs =VALUE"]],
    [
      'option Clear Hash=1',
      [
        'Error (bad option value): option Clear Hash=1',
        "# ERR_BAD_OPTION: Clear Hash is a button and takes no value, got '1'",
      ],
    ],
    ['exclude', ['Error (bad argument): exclude', '# ERR_BAD_ARGUMENT: exclude needs a move or all']],
    ['exclude e2e5', ['Illegal move: e2e5', '# ERR_ILLEGAL_MOVE: e2e5 is not legal in this position']],
    [
      'option Move Overhead=99999',
      [
        'Error (bad option value): option Move Overhead=99999',
        '# ERR_BAD_OPTION: Move Overhead must be between 0 and 5000, got 99999',
      ],
    ],
    [
      'variant besiege',
      [
        'Error (unsupported variant): variant besiege',
        '# ERR_UNKNOWN_VARIANT: besiege cannot be shown by XBoard (wider than 16 files or more than two players); play it through UCI',
      ],
    ],
    [
      'variant salmon',
      [
        'Error (unsupported variant): variant salmon',
        '# ERR_UNKNOWN_VARIANT: salmon cannot be shown by XBoard (wider than 16 files or more than two players); play it through UCI',
      ],
    ],
    [
      'variant nosuch',
      [
        'Error (unsupported variant): variant nosuch',
        `# ERR_UNKNOWN_VARIANT: 'nosuch' (known: ${VARIANTS.filter(xboardCanShow).join(', ')})`,
      ],
    ],
    ['uci', ['Error (unknown command): uci', "# ERR_UNKNOWN_COMMAND: 'uci'"]],
  ])('%s', (line, replies) => {
    // A worker that only records what it is sent (no thread started per case): a refused line sends it nothing.
    const recorder = recordingService();
    return withHarness(
      async (h) => {
        handshake(h);
        h.send('new', 'force', 'usermove e2e4');
        const before = { position: h.session.positionText(), options: h.session.options };
        const posted = recorder.posted.length;
        expect(h.send(line)).toEqual(replies);
        expect(h.session.positionText()).toBe(before.position);
        expect(h.session.options).toEqual(before.options);
        expect(recorder.posted.slice(posted)).toEqual([]);
        expect(await h.ping(1)).toEqual(['pong 1']);
      },
      { createSearchService: () => recorder },
    );
  });

  test('empty lines are ignored; a 1 MB line gets one short error', () =>
    withHarness(async (h) => {
      handshake(h);
      expect(h.send('', '  ')).toEqual([]);
      const replies = h.send('y'.repeat(1 << 20));
      expect(replies).toHaveLength(2);
      expect(replies[0]).toMatch(/^Error \(unknown command\): y+\.\.\.\(1048576 chars\)$/);
      expect(replies.every((line) => Buffer.byteLength(line) < 8000)).toBe(true);
      expect(await h.ping(4)).toEqual(['pong 4']);
    }));

  test('echoed text never carries XBoard failure phrases', () =>
    withHarness(async (h) => {
      handshake(h);
      const replies = h.send('not found: No such file');
      expect(replies[0]).toBe('Error (unknown command): not');
      h.send('new', 'force');
      expect(h.send('usermove not-found')[0]).toBe('Illegal move: not-found');
      const lines = h.send('option Permission denied=1');
      expect(lines[0]).toBe('Error (unknown option): option access refused=1');
    }));

  test('extensions are behind # so that XBoard only logs them', () =>
    withHarness(async (h) => {
      handshake(h);
      h.send('new', 'force', 'usermove e2e4');
      expect(h.send('moves')[0]).toMatch(/^# moves a7a6 /);
      expect(h.send('result')).toEqual(['# result ongoing']);
      const topology = h.send('topology');
      expect(topology[0]).toBe('# topology begin');
      expect(topology.at(-1)).toBe('# topology end');
      expect(topology.every((line) => line.startsWith('# '))).toBe(true);
      expect(h.send('d').every((line) => line.startsWith('#'))).toBe(true);
    }));

  test('perft is available, behind #', () =>
    withHarness(async (h) => {
      handshake(h);
      h.send('new', 'force', 'perft 2');
      const lines = await h.until(/Nodes searched/);
      expect(lines.slice(-2)).toEqual(['#', '# Nodes searched: 400']);
    }));

  test('quit mid-think: no move, quit requested', () =>
    withHarness(async (h) => {
      handshake(h);
      h.send('new', 'force', 'st 30', 'post', 'go');
      await h.until(THINKING);
      h.send('quit');
      expect(h.quits).toBe(1);
      await h.idle();
      expect(countMoves(h)).toBe(0);
    }));
});

describe('XBoard and cylinder (variant cylinder)', () => {
  test("variant cylinder → no setup (XBoard's own variant), the pieces' wrapping moves; usermove across the edge", () =>
    withHarness(async (h) => {
      handshake(h);
      expect(h.send('new', 'variant cylinder')).toEqual([
        'piece P& fmWfceoFifmnD',
        'piece N& oN',
        'piece B& oB',
        'piece R& oR',
        'piece Q& oQ',
        'piece K& oK',
      ]);
      // After a2a3 the knight on g1 leaps across the edge to a2 (two files right: h, then a; one rank up).
      h.send('force', 'usermove a2a3', 'usermove h7h6');
      expect(h.send('usermove g1a2', 'd').join('\n')).toMatch(
        /Fen: rnbqkbnr\/ppppppp1\/7p\/8\/8\/P7\/NPPPPPPP\/RNBQKB1R b KQkq - 1 2/,
      );
    }));
});

describe('XBoard and M.S.G. (variant msg)', () => {
  const MOVE = /^move /;
  const SPLIT_MATE = '7k/4K3/Q7/8/8/8/4Qb2/2B5 w - - 0 1';

  test('variant msg → the setup line; merges go out as from-to plus the result letter, gallops as from-landing', () =>
    withHarness(async (h) => {
      handshake(h);
      expect(h.send('new', 'variant msg')).toEqual([
        'setup (PNBRQKpnbrqk) 8x8+0_fairy rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
      ]);
      // The only mate is the pawn merging onto its rook (b2c3mq), written b2c3q for XBoard.
      h.send('force', 'setboard 6bk/7p/8/8/8/2R5/1P6/4K3 w - - 0 1', 'sd 4', 'go');
      expect((await h.until(MOVE)).at(-1)).toBe('move b2c3q');
      // A gallop (d3e5gf7, smothered mate) goes out as d3f7.
      h.send('force', 'setboard 4r1rk/6pp/8/4N3/8/3N4/8/4K3 w - - 0 1', 'go');
      expect((await h.until(MOVE)).at(-1)).toBe('move d3f7');
    }));

  test("the user's merge (from-to plus letter) and gallop (from-landing) are understood", () =>
    withHarness(async (h) => {
      handshake(h);
      h.send('new', 'variant msg', 'force');
      // h1h2q merges rook and pawn; the bare b1d2 is the knight's only result onto its pawn, a rook.
      expect(h.send('usermove h1h2q', 'usermove b8c6', 'usermove b1d2', 'usermove c6e5', 'd').join('\n')).toMatch(
        /Fen: r1bqkbnr\/pppppppp\/8\/4n3\/8\/8\/PPPRPPPQ\/R1BQKBN1 w Qkq - 1 3 00/,
      );
      h.send('setboard 4k3/8/8/8/8/3N4/8/2N1K3 w - - 0 1');
      expect(h.send('usermove c1e5', 'd').join('\n')).toMatch(/Fen: 4k3\/8\/8\/4N3\/8\/3N4\/8\/4K3 b - - 1 1 10/);
    }));

  test('splits stay out of our own play unless "Play unshowable moves" is on', () =>
    withHarness(async (h) => {
      handshake(h);
      h.send('new', 'variant msg', 'force', `setboard ${SPLIT_MATE}`, 'sd 3', 'go');
      expect((await h.until(MOVE)).at(-1)).not.toMatch(/^move e2e7s/);
      h.send('force', `setboard ${SPLIT_MATE}`, 'option Play unshowable moves=1', 'go');
      expect((await h.until(MOVE)).at(-1)).toMatch(/^move e2e7srf7r[def]8$/);
    }));
});

describe('XBoard and the ring (variant sesqui), folded into 12x4', () => {
  test('variant sesqui → a 12x4 setup; moves are translated both ways; setboard takes a 12x4 FEN', () =>
    withHarness(async (h) => {
      handshake(h);
      // Ring cells 0-11 on rank 1 left to right, 12-23 on rank 2 right to left, and so on.
      expect(h.send('new', 'variant sesqui')).toEqual([
        `setup (.NBRQPK${'.'.repeat(15)}.nbrqpk${'.'.repeat(15)}) 12x4+0_fairy 4ppnkrbpp/PPBRQNPP4/4ppbrqnpp/PPNKRBPP4 w - - 0 1`,
      ]);
      // b2b4 on the ring (7 -> 9) is h1j1 on XBoard's board; the black pawn's h2h3 (43 -> 44) is e4d4.
      h.send('force', 'usermove h1j1', 'usermove e4d4');
      expect(h.send('d').join('\n')).toMatch(/Fen: PPNKRBP2P2ppnqrbpp4PPBRQNPP4ppbrknp1p3 w 0 2/);
      h.send('setboard 4ppnkrbpp/PPBRQNPP4/4ppbrqnpp/PPNKRBPP4 b - - 0 1', 'sd 2', 'go');
      const move = (await h.until(/^move /)).at(-1) as string;
      expect(move).toMatch(/^move [a-l][1-4][a-l][1-4][qrbn]?$/);
    }));
});

describe('XBoard and Stack Chess (variant stack)', () => {
  test('variant stack → a 10x10 setup with a letter per height; ranks 0-9; whole-stack moves only', () =>
    withHarness(async (h) => {
      handshake(h);
      expect(h.send('new', 'variant stack')).toEqual([
        `setup (.ABCDEFGHIJ${'.'.repeat(11)}.abcdefghij${'.'.repeat(11)}) 10x10+0_fairy abcdjjdcba/aaaaaaaaaa/10/10/10/10/10/10/AAAAAAAAAA/ABCDJJDCBA w - - 0 1`,
      ]);
      h.send('force');
      // XBoard's a0a1 is the engine's a1a2: the 1-stack merges onto the pawn-row stack (a whole stack: shown).
      expect(h.send('usermove a0a1')).toEqual([]);
      // One chip off Black's 10-stack on e10 onto the 1-stack on e9 is legal but leaves 9 behind, which XBoard
      // cannot show: refused, and the reason is logged.
      const refused = h.send('usermove e9e8');
      expect(refused).toEqual([
        'Illegal move: e9e8',
        "# e10e9 cannot be shown by XBoard (set option 'Play unshowable moves' to allow it)",
      ]);
      expect(h.send('d').join('\n')).toMatch(
        /Fen: abcdjjdcba\/aaaaaaaaaa\/10\/10\/10\/10\/10\/10\/BAAAAAAAAA\/1BCDJJDCBA b 1 1/,
      );
      // With the option on, such a move is accepted.
      expect(h.send('option Play unshowable moves=1', 'usermove e9e8')).toEqual([]);
    }));

  test('when every legal move is one XBoard cannot show, the engine resigns and says why', () =>
    withHarness(async (h) => {
      handshake(h);
      // Black's only stack (8 chips on c6) can move whole nowhere on the board.
      h.send('new', 'variant stack', 'force', 'setboard 5B4/10/10/10/2h7/3B3D2/7B2/2A7/10/F3J5 b - - 0 34', 'sd 2');
      expect(h.send('go')).toEqual([
        "tellusererror Every legal move here is one XBoard cannot show; set option 'Play unshowable moves' to play on",
        'resign',
      ]);
      h.send('force', 'option Play unshowable moves=1', 'go');
      expect((await h.until(/^move /)).at(-1)).toMatch(/^move c5/);
    }));
});

describe('XBoard MultiPV, exclude/include, strength options', () => {
  /** Thinking lines: `ply score time nodes seldepth nps 0<TAB>first-move …`. */
  const THINKING = /^(\d+) -?\d+ \d+ \d+ \d+ \d+ 0\t(\S+)/;

  test('option MultiPV=3 under analyze: three lines per depth with distinct first moves', () =>
    withHarness(async (h) => {
      handshake(h);
      expect(h.send('new', 'force', 'option MultiPV=3', 'post', 'analyze')).toEqual([]);
      const lines = await h.until(/^4 /);
      const depth3 = lines.map((line) => THINKING.exec(line)).filter((m) => m !== null && m[1] === '3');
      expect(depth3.length).toBe(3);
      expect(new Set(depth3.map((m) => m![2])).size).toBe(3);
      h.send('exit');
      await h.idle();
    }));

  test('exclude all + include one analyses that move only; include all restores every move; a move clears them', () =>
    withHarness(async (h) => {
      handshake(h);
      h.send('new', 'force', 'post', 'analyze', 'exclude all', 'include g1f3');
      await h.until(/^3 .*\tg1f3/);
      const thinking = (await h.until(/^4 /)).map((line) => THINKING.exec(line)).filter((m) => m !== null);
      for (const m of thinking) expect(m![2]).toBe('g1f3');
      expect(h.send('.').filter((line) => line.startsWith('stat01'))).toEqual([
        expect.stringMatching(/^stat01: \d+ \d+ \d+ 0 1 g1f3$/),
      ]);
      h.send('include all');
      await h.until(/^2 /);
      expect(h.send('.').filter((line) => line.startsWith('stat01'))).toEqual([
        expect.stringMatching(/^stat01: \d+ \d+ \d+ 0 20 [a-h][1-8][a-h][1-8]$/),
      ]);
      h.send('exclude e2e4', 'usermove d2d4');
      await h.until(/^2 /);
      expect(h.send('.').filter((line) => line.startsWith('stat01'))).toEqual([
        expect.stringMatching(/^stat01: \d+ \d+ \d+ 0 20 /),
      ]);
      h.send('exit');
      await h.idle();
    }));

  test('strength options and the Clear Hash button are set silently; memory sets Hash', () =>
    withHarness(async (h) => {
      handshake(h);
      expect(
        h.send(
          'option Skill Level=4',
          'option UCI_LimitStrength=1',
          `option UCI_Elo=${ELO_MAX}`,
          'option Clear Hash',
          'memory 32',
        ),
      ).toEqual([]);
      expect(h.session.options).toMatchObject({
        'Skill Level': 4,
        UCI_LimitStrength: true,
        UCI_Elo: ELO_MAX,
        Hash: 32,
      });
      expect(await h.ping(1)).toEqual(['pong 1']);
      h.send('new', 'option UCI_LimitStrength=0', 'sd 3', 'usermove e2e4');
      const move = /^move (\S+)/.exec((await h.until(/^move /)).at(-1)!)![1];
      expect(move).toMatch(/^[a-h][1-8][a-h][1-8]$/);
    }));
});
