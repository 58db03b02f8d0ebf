// Playing M.S.G. well: the search finds wins that only a merge, a split or a gallop gives, and the evaluation's
// material follows the merge ladder.
import { describe, expect, test } from 'vitest';
import { createEngine } from '../../engines';
import msgParams from '../../engines/chess8/msg-params.json';
import { ROOK } from '../../engines/common/fide-pieces';
import { expectOk } from '../../src/core/result';
import { Searcher } from '../../src/search/search';

const engine = createEngine('msg');
const { rules, evaluator } = engine;
const searcher = new Searcher(engine);

describe('msg search', () => {
  test.each([
    // The pawn merges onto its rook: the new queen on c3 checks along the long diagonal; the king's only way out is
    // to split its own bishop (moving to g8), after which the queen mates. Nothing else wins.
    ['merge', '6bk/7p/8/8/8/2R5/1P6/4K3 w - - 0 1 00', ['b2c3mq'], 2],
    // A queen splits the other queen into two rooks around e7: the rooks close the back rank.
    ['split', '7k/4K3/Q7/8/8/8/4Qb2/2B5 w - - 0 1 00', ['e2e7srf7rd8', 'e2e7srf7re8', 'e2e7srf7rf8'], 1],
    // The e5 knight is pinned; the d3 knight gallops over it to f7 for a smothered mate.
    ['gallop', '4r1rk/6pp/8/4N3/8/3N4/8/4K3 w - - 0 1 00', ['d3e5gf7'], 1],
  ] as const)('the only win is a %s, and the search finds it', (_kind, text, wins, mateIn) => {
    const pos = expectOk(rules.parsePosition(text));
    searcher.newGame();
    const outcome = searcher.search(pos, { depth: 6 }, () => {});
    expect(wins).toContain(outcome.best);
    expect(outcome.score).toEqual({ kind: 'mate', moves: mateIn });
  });

  test('material follows the merge ladder: a queen is worth about two rooks', () => {
    // In units of msg's own table (engines/chess8/msg-params.json), whatever its tuning: a queen against two rooks is
    // within a quarter of a rook of level, where FIDE values would put the rooks a rook's worth ahead.
    const rook = msgParams.msgMaterial.value[ROOK];
    const queenVsRooks = expectOk(rules.parsePosition('r3r1k1/8/8/8/8/8/8/3Q2K1 w - - 0 1 00'));
    expect(Math.abs(evaluator.evaluate(queenVsRooks))).toBeLessThan(rook / 4);
    // Symmetric start: only the side-to-move tempo.
    expect(evaluator.evaluate(rules.startPosition())).toBe(msgParams.tempo.tempo);
  });
});

describe('msg search switches', () => {
  test('countermoves are on, and they change the order the search visits the tree in', () => {
    expect(engine.search?.counterMoves).toBe(true);
    const without = new Searcher({ ...engine, search: { ...engine.search, counterMoves: false } });
    const nodes = (withSwitches: typeof searcher): number => {
      withSwitches.newGame();
      return withSwitches.search(rules.startPosition(), { depth: 7 }, () => {}).nodes;
    };
    expect(nodes(searcher)).not.toBe(nodes(without));
  });
});
