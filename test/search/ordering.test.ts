// Move-ordering tables: killers before the countermove, the countermove of the opponent's previous move before
// history, and what clear() forgets.
import { describe, expect, test } from 'vitest';
import { COUNTER_MOVE, KILLER_1, MoveOrdering } from '../../src/search/ordering';

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
});
