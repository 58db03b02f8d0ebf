// Transposition table: probe/store round trip, mate scores stored relative to the node, bucket replacement by depth
// and age, sizing in megabytes, hashfull, and the shared storage of Lazy SMP (views, torn entries, resize, clear).
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

describe('shared transposition table', () => {
  test("two views of one buffer see each other's entries, under the generation they are given", () => {
    const main = new TranspositionTable(1);
    main.newSearch();
    const helper = TranspositionTable.view(main.buffer);
    expect(helper.entries).toBe(main.entries);
    helper.newSearch(); // a view never advances the generation itself
    helper.setGeneration(main.currentGeneration);
    helper.store(0x77, 0x1234567, 321, -45, 17, 9, BOUND_LOWER, 0);
    const slot = main.probe(0x77, 0x1234567);
    expect(slot).toBeGreaterThanOrEqual(0);
    expect([main.move(slot), main.score(slot, 0), main.staticEval(slot), main.depth(slot)]).toEqual([321, -45, 17, 9]);
    expect(main.bound(slot)).toBe(BOUND_LOWER);
    expect(main.hashFull()).toBeGreaterThanOrEqual(0);
    main.store(0x78, 0x2345678, 654, 12, -3, 4, BOUND_EXACT, 0);
    expect(helper.move(helper.probe(0x78, 0x2345678))).toBe(654);
  });

  test('an entry whose words come from two different writes (torn) is a miss, never a mixed result', () => {
    const tt = new TranspositionTable(1);
    let words = new Int32Array(tt.buffer);
    const stride = tt.entries / 2;
    tt.newSearch();
    // Two positions of the same bucket, written one after the other into the same first slot of it.
    tt.store(5, 0x1111, 101, 10, 1, 3, BOUND_EXACT, 0);
    const first = Array.from(words.subarray(5 * 8, 5 * 8 + 4));
    tt.clear();
    words = new Int32Array(tt.buffer); // cleared into new memory
    tt.newSearch();
    tt.store(5 + stride, 0x2222, 202, 20, 2, 6, BOUND_EXACT, 0);
    const second = Array.from(words.subarray(5 * 8, 5 * 8 + 4));
    expect(tt.probe(5, 0x2222)).toBeGreaterThanOrEqual(0);
    // A reader that saw the second write's check and move but the first write's data words:
    words.set([second[0], second[1], first[2], first[3]], 5 * 8);
    expect(tt.probe(5, 0x2222)).toBe(-1);
    expect(tt.probe(5, 0x1111)).toBe(-1);
    // The first write's check with the second write's move: also rejected.
    words.set([first[0], second[1], first[2], first[3]], 5 * 8);
    expect(tt.probe(5, 0x1111)).toBe(-1);
    // Whole again: found.
    words.set(first, 5 * 8);
    expect(tt.move(tt.probe(5, 0x1111))).toBe(101);
  });

  test('the copy a probe took stays valid when another thread overwrites the slot', () => {
    const tt = new TranspositionTable(1);
    const other = TranspositionTable.view(tt.buffer);
    tt.store(9, 0x99, 909, 33, 3, 5, BOUND_UPPER, 0);
    const slot = tt.probe(9, 0x99);
    other.store(9 + tt.entries / 2, 0x98, 808, 44, 4, 7, BOUND_EXACT, 0); // same bucket, may take the slot
    other.store(9 + tt.entries, 0x97, 707, 55, 5, 8, BOUND_EXACT, 0);
    expect([tt.move(slot), tt.score(slot, 0), tt.depth(slot), tt.bound(slot)]).toEqual([909, 33, 5, BOUND_UPPER]);
  });

  test('clear and resize move the owner to new, empty memory; a view keeps the old until it attaches the new', () => {
    const tt = new TranspositionTable(1);
    const unused = tt.buffer;
    tt.clear();
    expect(tt.buffer).toBe(unused); // nothing searched yet: nothing to clear, no new memory
    const helper = TranspositionTable.view(tt.buffer);
    tt.newSearch();
    helper.store(3, 4, 34, 0, 0, 2, BOUND_EXACT, 0);
    tt.clear();
    expect(tt.buffer).not.toBe(unused);
    expect(tt.buffer.byteLength).toBe(unused.byteLength);
    expect(tt.probe(3, 4)).toBe(-1);
    expect(helper.move(helper.probe(3, 4))).toBe(34);
    helper.attach(tt.buffer);
    expect(helper.probe(3, 4)).toBe(-1);
    tt.store(3, 4, 34, 0, 0, 2, BOUND_EXACT, 0);
    const old = tt.buffer;
    tt.resize(2);
    expect(tt.buffer).not.toBe(old);
    expect(tt.buffer.byteLength).toBe(tt.entries * TT_ENTRY_BYTES);
    expect(tt.buffer.byteLength).toBeLessThanOrEqual(2 * 1024 * 1024);
    expect(tt.probe(3, 4)).toBe(-1);
    expect(helper.move(helper.probe(3, 4))).toBe(34); // a view of the old buffer keeps it until it attaches the new
    expect(TranspositionTable.view(tt.buffer).probe(3, 4)).toBe(-1);
  });
});
