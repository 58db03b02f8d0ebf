// The generic search on variant `normal`: mates of known length, no-move positions, draws by repetition and by the
// fifty-move rule, searchmoves, depth / node / mate limits, and the info stream.
import { describe, expect, test } from 'vitest';
import { createEngine } from '../../engines';
import type { PositionCore } from '../../src/core/rules';
import { expectOk } from '../../src/core/result';
import { Searcher } from '../../src/search/search';
import type { SearchInfo, SearchLimits, SearchOutcome } from '../../src/core/search-types';

const engine = createEngine('normal');
const { rules } = engine;
const searcher = new Searcher(engine);

function setUp(text: string, moves: readonly string[] = []): PositionCore {
  const pos = text === 'startpos' ? rules.startPosition() : expectOk(rules.parsePosition(text));
  for (const move of moves) expect(rules.makeMove(pos, expectOk(rules.parseMove(pos, move)))).toBe(true);
  return pos;
}

function search(
  text: string,
  limits: SearchLimits,
  moves: readonly string[] = [],
): SearchOutcome & { infos: SearchInfo[] } {
  const pos = setUp(text, moves);
  const before = rules.formatPosition(pos);
  const infos: SearchInfo[] = [];
  searcher.newGame();
  const outcome = searcher.search(pos, limits, (info) => infos.push(info));
  expect(rules.formatPosition(pos), 'search leaves the position as it found it').toBe(before);
  return { ...outcome, infos };
}

describe('mates', () => {
  test.each([
    ['mate in 1, back rank', '6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1', 'a1a8', 1],
    ['mate in 2, Morphy: quiet rook sacrifice', 'kbK5/pp6/1P6/8/8/8/8/R7 w - - 0 1', 'a1a6', 2],
    ['mate in 2, black: rook check then capture', '2r3k1/pp3ppp/4p3/3pP3/1P1P4/P4N2/5PPP/2R3K1 b - - 0 24', 'c8c1', 2],
    ['mate in 3, king hunt', 'r1b1kb1r/pppp1ppp/5q2/4n3/3KP3/2N3PN/PPP4P/R1BQ1B1R b kq - 0 1', 'f8c5', 3],
  ])('%s', (_name, fen, best, moves) => {
    const outcome = search(fen, { depth: 8 });
    expect(outcome.best).toBe(best);
    expect(outcome.score).toEqual({ kind: 'mate', moves });
  });

  test('being mated in 1 whatever we play scores mate -1', () => {
    const outcome = search('k7/8/8/8/8/1r6/r7/7K w - - 0 1', { depth: 6 });
    expect(outcome.best).toBe('h1g1');
    expect(outcome.score).toEqual({ kind: 'mate', moves: -1 });
  });

  test('the PV of a mate ends in the mating move and the ponder move is the forced reply', () => {
    const outcome = search('kbK5/pp6/1P6/8/8/8/8/R7 w - - 0 1', { depth: 6 });
    const last = outcome.infos[outcome.infos.length - 1];
    expect(last.pv.slice(0, 1)).toEqual(['a1a6']);
    expect(last.pv.length).toBe(3);
    expect(outcome.ponder).toBe(last.pv[1]);
  });

  test('go mate N stops as soon as a mate that short is found', () => {
    const outcome = search('kbK5/pp6/1P6/8/8/8/8/R7 w - - 0 1', { mate: 2 });
    expect(outcome.best).toBe('a1a6');
    expect(outcome.score).toEqual({ kind: 'mate', moves: 2 });
    expect(outcome.depth).toBeLessThan(10);
  });
});

describe('positions without a legal move', () => {
  test('checkmate: no best move, mated score', () => {
    const outcome = search('7k/6Q1/6K1/8/8/8/8/8 b - - 0 1', { depth: 4 });
    expect(outcome.best).toBeUndefined();
    expect(outcome.ponder).toBeUndefined();
    expect(outcome.score).toEqual({ kind: 'mate', moves: 0 });
  });

  test('stalemate: no best move, draw score', () => {
    const outcome = search('7k/5Q2/6K1/8/8/8/8/8 b - - 0 1', { depth: 4 });
    expect(outcome.best).toBeUndefined();
    expect(outcome.score).toEqual({ kind: 'cp', value: 0 });
  });
});

describe('draws', () => {
  test('a queen down, perpetual check is found and scored as a draw', () => {
    // White: Q against two queens. Without repetition detection the score would be about -1000.
    const outcome = search('6k1/5p1p/8/3Q4/1q6/q7/8/6K1 w - - 0 1', { depth: 12 });
    expect(outcome.best).toBe('d5g5');
    expect(outcome.score).toEqual({ kind: 'cp', value: 0 });
  });

  test('a third occurrence through game history is a draw, a second one is not', () => {
    const third = search('startpos', { depth: 5, searchMoves: ['f6g8'] }, [
      'g1f3',
      'g8f6',
      'f3g1',
      'f6g8',
      'g1f3',
      'g8f6',
      'f3g1',
    ]);
    expect(third.best).toBe('f6g8');
    expect(third.score).toEqual({ kind: 'cp', value: 0 });
    const second = search('startpos', { depth: 5, searchMoves: ['f6g8'] }, ['g1f3', 'g8f6', 'f3g1']);
    expect(second.best).toBe('f6g8');
    expect(second.score).not.toEqual({ kind: 'cp', value: 0 });
  });

  test('fifty-move rule: a queen up is worth nothing on the 100th ply, a lot before', () => {
    const drawn = search('8/8/8/4k3/8/8/8/KQ6 w - - 99 80', { depth: 6 });
    expect(drawn.score).toEqual({ kind: 'cp', value: 0 });
    const fresh = search('8/8/8/4k3/8/8/8/KQ6 w - - 0 80', { depth: 6 });
    expect(fresh.score.kind === 'mate' || fresh.score.value > 400).toBe(true);
  });
});

describe('limits', () => {
  test('depth limit: one info per finished iteration, up to that depth', () => {
    const outcome = search('startpos', { depth: 7 });
    expect(outcome.depth).toBe(7);
    const exact = outcome.infos.filter((info) => info.bound === undefined).map((info) => info.depth);
    expect(exact).toEqual([1, 2, 3, 4, 5, 6, 7]);
    const last = outcome.infos[outcome.infos.length - 1];
    expect(last.nodes).toBe(outcome.nodes);
    expect(last.pv[0]).toBe(outcome.best);
    expect(last.hashFull).toBeGreaterThan(0);
  });

  test('node limit: stops near the limit and still returns a legal move', () => {
    const outcome = search('r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1', { nodes: 5000 });
    expect(outcome.nodes).toBeGreaterThanOrEqual(5000);
    expect(outcome.nodes).toBeLessThan(5010);
    const pos = setUp('r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1');
    expect(rules.parseMove(pos, outcome.best!).ok).toBe(true);
  });

  test('a stop before depth 1 finishes still yields a legal move', () => {
    const outcome = search('startpos', { nodes: 1 });
    expect(outcome.best).toBeDefined();
    expect(rules.parseMove(setUp('startpos'), outcome.best!).ok).toBe(true);
  });

  test('searchmoves restricts the root', () => {
    expect(search('startpos', { depth: 4, searchMoves: ['a2a3'] }).best).toBe('a2a3');
    const two = search('startpos', { depth: 4, searchMoves: ['h2h4', 'g1h3'] });
    expect(['h2h4', 'g1h3']).toContain(two.best);
    for (const info of two.infos) expect(['h2h4', 'g1h3']).toContain(info.pv[0]);
    // A winning capture outside the list is not played.
    const restricted = search('4k3/8/8/3q4/8/8/8/3RK3 w - - 0 1', { depth: 4, searchMoves: ['e1e2'] });
    expect(restricted.best).toBe('e1e2');
    expect(search('4k3/8/8/3q4/8/8/8/3RK3 w - - 0 1', { depth: 4 }).best).toBe('d1d5');
  });

  test('a searchmoves list naming no legal move is ignored', () => {
    expect(search('startpos', { depth: 3, searchMoves: ['e2e5'] }).best).toBeDefined();
  });

  // How close the search keeps to its move time is measured by `make latency`; a loaded machine makes a bound flaky.
  test('movetime alone ends the search', () => {
    const outcome = search('startpos', { moveTimeMs: 200 });
    expect(outcome.depth).toBeGreaterThan(2);
    expect(outcome.best).toBeDefined();
  });

  test('same position, same depth, fresh tables: same node count', () => {
    const a = search('r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10', { depth: 7 });
    const b = search('r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10', { depth: 7 });
    expect(a.nodes).toBe(b.nodes);
    expect(a.best).toBe(b.best);
  });
});

describe('reports', () => {
  test('every PV of every info replays legally, and bounds come only with aspiration re-searches', () => {
    for (const text of engine.benchPositions) {
      const outcome = search(text, { depth: 9 });
      for (const info of outcome.infos) {
        const pos = setUp(text);
        for (const move of info.pv) {
          const parsed = rules.parseMove(pos, move);
          expect(parsed.ok, `${text}: ${info.pv.join(' ')}`).toBe(true);
          if (parsed.ok) rules.makeMove(pos, parsed.value);
        }
        if (info.bound !== undefined) expect(info.depth).toBeGreaterThanOrEqual(4);
      }
      if (outcome.ponder !== undefined) {
        const pos = setUp(text, [outcome.best!]);
        expect(rules.parseMove(pos, outcome.ponder).ok).toBe(true);
      }
    }
  });
});

describe('tactics', () => {
  test.each([
    ['WAC.001 queen sacrifice', '2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - 0 1', ['g3g6']],
    ['WAC.004 queen takes h7', 'r1bq2rk/pp3pbp/2p1p1pQ/7P/3P4/2PB1N2/PP3PPR/2KR4 w - - 0 1', ['h6h7']],
    ['WAC.009 bishop check', '3q1rk1/p4pp1/2pb3p/3p4/6Pr/1PNQ4/P1PB1PP1/4RRK1 b - - 0 1', ['d6h2']],
    ['WAC.018 skewer', 'R7/P4k2/8/8/8/8/r7/6K1 w - - 0 1', ['a8h8']],
  ])('%s', (_name, fen, best) => {
    expect(best).toContain(search(fen, { nodes: 400_000 }).best);
  });
});

describe('singular extensions', () => {
  // WAC.018: Ra8-h8 wins, since after ...Rxa7 the check Rh7+ skewers king and rook. The line is a string of only
  // moves; extending them lets a depth-8 search see what takes depth 9 without.
  const skewer = 'R7/P4k2/8/8/8/8/r7/6K1 w - - 0 1';

  test('an engine that turns them on finds the skewer one ply sooner', () => {
    const withThem = new Searcher({ ...engine, search: { singularExtensions: true } });
    expect(withThem.search(setUp(skewer), { depth: 8 }).best).toBe('a8h8');
  });

  test('off unless the engine turns them on', () => {
    expect(search(skewer, { depth: 8 }).best).not.toBe('a8h8');
    expect(search(skewer, { depth: 9 }).best).toBe('a8h8');
  });
});

describe('static exchange evaluation', () => {
  const seeOn = new Searcher({ ...engine, search: { seeQuiescence: true, seeOrdering: true, seePruning: true } });

  test('a capture that loses the queen by exchange is still found when it mates: Qxg8+ Rxg8 Nf7#', () => {
    // Qxg8 loses material by static exchange (the rook takes the queen): ordered last, skipped in quiescence, but
    // a check, so never pruned in the tree.
    const smothered = '4r1bk/6pp/7N/3Q4/8/8/8/6K1 w - - 0 1';
    const pos = setUp(smothered);
    expect(rules.seeAtLeast?.(pos, expectOk(rules.parseMove(pos, 'd5g8')), 0)).toBe(false);
    seeOn.newGame();
    const outcome = seeOn.search(pos, { depth: 6 });
    expect(outcome.best).toBe('d5g8');
    expect(outcome.score).toEqual({ kind: 'mate', moves: 2 });
  });
});
