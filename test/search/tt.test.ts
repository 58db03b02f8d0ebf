// Transposition table: probe/store round trip, mate scores stored relative to the node, bucket replacement by depth
// and age, sizing in megabytes, hashfull.
import { describe, expect, test } from 'vitest';
import { MATE } from '../../src/search/score';
import { BOUND_EXACT, BOUND_LOWER, BOUND_UPPER, TT_ENTRY_BYTES, TranspositionTable } from '../../src/search/tt';

describe('transposition table', () => {
  test('stores and finds an entry by both key halves', () => {
    const tt = new TranspositionTable(1);
    tt.store(0x1234, 0x5678, 4242, 37, 12, 6, BOUND_EXACT, 3);
    const slot = tt.probe(0x1234, 0x5678);
    expect(slot).toBeGreaterThanOrEqual(0);
    expect(tt.move(slot)).toBe(4242);
    expect(tt.score(slot, 3)).toBe(37);
    expect(tt.score(slot, 9)).toBe(37); // ordinary scores do not depend on the ply
    expect(tt.staticEval(slot)).toBe(12);
    expect(tt.depth(slot)).toBe(6);
    expect(tt.bound(slot)).toBe(BOUND_EXACT);
    expect(tt.probe(0x1234, 0x5679)).toBe(-1); // same bucket, other position
    expect(tt.probe(0x1235, 0x5678)).toBe(-1);
  });

  test('mate scores are stored relative to the node and come back relative to the new root distance', () => {
    const tt = new TranspositionTable(1);
    // Found at ply 5: we mate in 7 plies from the root, i.e. 2 plies from this node.
    tt.store(1, 2, 99, MATE - 7, 0, 4, BOUND_LOWER, 5);
    const slot = tt.probe(1, 2);
    expect(tt.score(slot, 5)).toBe(MATE - 7);
    expect(tt.score(slot, 1)).toBe(MATE - 3); // reached at ply 1 in a later search: mate 3 plies from the root
    tt.store(3, 4, 98, -(MATE - 6), 0, 4, BOUND_UPPER, 4);
    expect(tt.score(tt.probe(3, 4), 2)).toBe(-(MATE - 4));
  });

  test('re-storing a position keeps its move when the new result has none', () => {
    const tt = new TranspositionTable(1);
    tt.store(7, 8, 555, 10, 0, 3, BOUND_LOWER, 0);
    tt.store(7, 8, 0, -5, 0, 4, BOUND_UPPER, 0);
    const slot = tt.probe(7, 8);
    expect(tt.move(slot)).toBe(555);
    expect(tt.bound(slot)).toBe(BOUND_UPPER);
    expect(tt.depth(slot)).toBe(4);
  });

  test('a much shallower inexact result does not overwrite a deep one of the same search', () => {
    const tt = new TranspositionTable(1);
    tt.store(7, 8, 555, 10, 0, 12, BOUND_EXACT, 0);
    tt.store(7, 8, 666, 99, 0, 2, BOUND_LOWER, 0);
    const slot = tt.probe(7, 8);
    expect(tt.depth(slot)).toBe(12);
    expect(tt.score(slot, 0)).toBe(10);
    expect(tt.move(slot)).toBe(666); // the newer move is still worth trying first
  });

  test('a full bucket gives up its shallowest entry, and an old search counts against depth', () => {
    const tt = new TranspositionTable(1);
    const bucketStride = tt.entries / 2; // keys equal modulo the bucket count share a bucket
    tt.store(5, 100, 1, 0, 0, 9, BOUND_EXACT, 0);
    tt.store(5 + bucketStride, 200, 2, 0, 0, 3, BOUND_EXACT, 0);
    tt.store(5 + 2 * bucketStride, 300, 3, 0, 0, 5, BOUND_EXACT, 0);
    expect(tt.probe(5, 100)).toBeGreaterThanOrEqual(0);
    expect(tt.probe(5 + bucketStride, 200)).toBe(-1);
    expect(tt.probe(5 + 2 * bucketStride, 300)).toBeGreaterThanOrEqual(0);
    // Two searches later the depth-9 entry is worth less than a fresh depth-2 one.
    tt.newSearch();
    tt.newSearch();
    tt.store(5 + 3 * bucketStride, 400, 4, 0, 0, 2, BOUND_EXACT, 0);
    tt.store(5 + 4 * bucketStride, 500, 5, 0, 0, 1, BOUND_EXACT, 0);
    expect(tt.probe(5 + 3 * bucketStride, 400)).toBeGreaterThanOrEqual(0);
    expect(tt.probe(5 + 4 * bucketStride, 500)).toBeGreaterThanOrEqual(0);
    expect(tt.probe(5, 100)).toBe(-1);
  });

  test('size: the largest power-of-two entry count that fits the megabytes', () => {
    const tt = new TranspositionTable(16);
    expect(tt.entries & (tt.entries - 1)).toBe(0);
    expect(tt.entries * TT_ENTRY_BYTES).toBeLessThanOrEqual(16 * 1024 * 1024);
    expect(tt.entries * 2 * TT_ENTRY_BYTES).toBeGreaterThan(16 * 1024 * 1024);
    tt.store(1, 1, 1, 1, 1, 1, BOUND_EXACT, 0);
    tt.resize(2);
    expect(tt.entries * TT_ENTRY_BYTES).toBeLessThanOrEqual(2 * 1024 * 1024);
    expect(tt.probe(1, 1)).toBe(-1); // resizing clears
  });

  test('a size that cannot be allocated throws and leaves the old table working', () => {
    const tt = new TranspositionTable(1);
    const entries = tt.entries;
    tt.store(9, 10, 77, 5, 0, 3, BOUND_EXACT, 0);
    expect(() => tt.resize(1e9)).toThrow();
    expect(tt.entries).toBe(entries);
    expect(tt.move(tt.probe(9, 10))).toBe(77);
  });

  test('hashfull counts entries of the current search, in permille of a sample', () => {
    const tt = new TranspositionTable(1);
    expect(tt.hashFull()).toBe(0);
    for (let i = 0; i < 500; i++) tt.store(i, i + 1, 0, 0, 0, 1, BOUND_EXACT, 0);
    expect(tt.hashFull()).toBe(500);
    tt.newSearch();
    expect(tt.hashFull()).toBe(0);
    tt.clear();
    expect(tt.probe(3, 4)).toBe(-1);
  });
});
