// Move-ordering tables: killers before the countermove, the countermove of the opponent's previous move before
// history, continuation history by the piece-to pairs before, and what clear() forgets.
import { describe, expect, test } from 'vitest';
import { createEngine } from '../../engines';
import { expectOk } from '../../src/core/result';
import { COUNTER_MOVE, HISTORY_MAX, KILLER_1, MoveOrdering } from '../../src/search/ordering';
import { Searcher } from '../../src/search/search';

describe('move ordering', () => {
  test("a countermove is keyed after the opponent's move it refuted, for the side that played it", () => {
    const ordering = new MoveOrdering();
    ordering.updateHistory(0, 777, 3, true);
    const history = ordering.quietScore(0, 5, 777, 1234);
    expect(history).toBeLessThan(COUNTER_MOVE);
    ordering.storeCounter(0, 1234, 777);
    expect(ordering.quietScore(0, 5, 777, 1234)).toBe(COUNTER_MOVE);
    // After another previous move, for the other side, or with no previous move (0), it is history again.
    expect(ordering.quietScore(0, 5, 777, 4321)).toBe(history);
    expect(ordering.quietScore(1, 5, 777, 1234)).toBe(0);
    expect(ordering.quietScore(0, 5, 777, 0)).toBe(history);
    // A null move (0) stores nothing.
    ordering.storeCounter(0, 0, 888);
    expect(ordering.quietScore(0, 5, 888, 0)).toBe(0);
  });

  test('a killer keeps its key before the countermove, and clear() forgets countermoves', () => {
    const ordering = new MoveOrdering();
    ordering.storeCounter(0, 1234, 777);
    ordering.storeKiller(5, 777);
    expect(ordering.quietScore(0, 5, 777, 1234)).toBe(KILLER_1);
    expect(ordering.quietScore(0, 6, 777, 1234)).toBe(COUNTER_MOVE);
    ordering.clear();
    expect(ordering.quietScore(0, 6, 777, 1234)).toBe(0);
  });

  test('continuation history scores a piece-to pair after the pairs one and two plies before it, within bounds', () => {
    const ordering = new MoveOrdering();
    ordering.enableContinuation(100);
    ordering.updateContinuation(7, 9, 42, 4, true);
    const after = ordering.continuationScore(7, 9, 42);
    // Both tables moved by the same bonus; each counts only after its own earlier pair.
    expect(after).toBeGreaterThan(0);
    expect(ordering.continuationScore(7, -1, 42)).toBe(after / 2);
    expect(ordering.continuationScore(-1, 9, 42)).toBe(after / 2);
    expect(ordering.continuationScore(8, 9, 42)).toBe(after / 2);
    expect(ordering.continuationScore(7, 9, 43)).toBe(0);
    // Repeated failures drive it down to, and not past, -HISTORY_MAX in each table.
    for (let i = 0; i < 1000; i++) ordering.updateContinuation(7, 9, 42, 40, false);
    expect(ordering.continuationScore(7, -1, 42)).toBeGreaterThanOrEqual(-HISTORY_MAX);
    expect(ordering.continuationScore(7, -1, 42)).toBeLessThan(-HISTORY_MAX + 1600);
    ordering.clear();
    expect(ordering.continuationScore(7, 9, 42)).toBe(0);
  });

  test("normal's search has continuation history on, and it changes the order the tree is visited in", () => {
    const engine = createEngine('normal');
    expect(engine.search?.continuationHistory).toBe(true);
    const { rules } = engine;
    // The key is the piece and its target: two knights reaching f3 share it, another target does not.
    const knights = expectOk(rules.parsePosition('k7/8/8/8/8/8/8/K3N1N1 w - - 0 1'));
    const pieceTo = (text: string): number | undefined =>
      rules.pieceTo?.(knights, expectOk(rules.parseMove(knights, text)));
    expect(pieceTo('e1f3')).toBe(pieceTo('g1f3'));
    expect(pieceTo('g1h3')).not.toBe(pieceTo('g1f3'));
    expect(pieceTo('g1f3')).toBeLessThan(rules.pieceToCount ?? 0);
    const nodes = (continuationHistory: boolean): number => {
      const searcher = new Searcher({ ...engine, search: { ...engine.search, continuationHistory } });
      return searcher.search(engine.rules.startPosition(), { depth: 8 }, () => {}).nodes;
    };
    expect(nodes(true)).not.toBe(nodes(false));
  });
});
