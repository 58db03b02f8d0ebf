// Move ordering's continuation history: a cutoff raises the score of its move after the same previous moves only, and
// a search fills both tables (the move one ply back and the move two plies back).
import { describe, expect, test } from 'vitest';
import { createEngine } from '../../engines';
import { expectOk } from '../../src/core/result';
import { MoveOrdering } from '../../src/search/ordering';
import { Searcher } from '../../src/search/search';

// Arbitrary packed moves: the tables hash them, so any distinct ints do.
const A = 0x1234;
const B = 0x2345;
const C = 0x3456;
const M = 0x4567;
const WHITE = 0;

function orderingAfter(ply: number, earlier: readonly number[]): MoveOrdering {
  const ordering = new MoveOrdering();
  earlier.forEach((move, i) => ordering.setMoveAt(ply - earlier.length + i, move));
  ordering.setContext(ply);
  return ordering;
}

describe('continuation history', () => {
  test('a cutoff after A, B scores its move higher after A, B than after other moves', () => {
    const ordering = orderingAfter(2, [A, B]);
    ordering.updateHistory(WHITE, M, 6, true);
    const after = ordering.historyScore(WHITE, M);
    const historyOnly = ordering.history[ordering.historyIndex(WHITE, M)];
    expect(historyOnly).toBeGreaterThan(0);
    // History, the counter-move table (B one ply back) and the follow-up table (A two plies back), each +depth².
    expect(after).toBe(3 * historyOnly);

    ordering.setMoveAt(0, C);
    ordering.setMoveAt(1, C);
    ordering.setContext(2);
    expect(ordering.historyScore(WHITE, M)).toBe(historyOnly);
    ordering.setMoveAt(1, B); // B one ply back again, C two back
    ordering.setContext(2);
    expect(ordering.historyScore(WHITE, M)).toBe(2 * historyOnly);
  });

  test('a null move or the root leaves the continuation tables out', () => {
    const ordering = orderingAfter(2, [A, 0]);
    ordering.updateHistory(WHITE, M, 6, true);
    expect(ordering.historyScore(WHITE, M)).toBe(2 * ordering.history[ordering.historyIndex(WHITE, M)]);
    ordering.setContext(0);
    expect(ordering.historyScore(WHITE, M)).toBe(ordering.history[ordering.historyIndex(WHITE, M)]);
  });

  test('a quiet move tried before the cutoff loses; a new search halves the tables, a new game clears them', () => {
    const ordering = orderingAfter(1, [A]);
    ordering.updateHistory(WHITE, M, 8, false);
    const score = ordering.historyScore(WHITE, M);
    expect(score).toBeLessThan(0);
    ordering.newSearch();
    ordering.setContext(1);
    expect(ordering.historyScore(WHITE, M)).toBe(score / 2);
    ordering.clear();
    expect(ordering.counterHistory.some((v) => v !== 0) || ordering.followHistory.some((v) => v !== 0)).toBe(false);
  });

  test('a search fills both tables', () => {
    const engine = createEngine('normal');
    const searcher = new Searcher(engine);
    const pos = expectOk(
      engine.rules.parsePosition('r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3'),
    );
    searcher.search(pos, { depth: 7 });
    const { ordering } = searcher as unknown as { ordering: MoveOrdering };
    expect(ordering.counterHistory.some((v) => v !== 0)).toBe(true);
    expect(ordering.followHistory.some((v) => v !== 0)).toBe(true);
  });
});
