// The adapter-owned translations for boards XBoard draws differently: the ring folded into 12x4 (sesqui) and
// Stack Chess's ranks 0-9 and merge letters.
import { describe, expect, test } from 'vitest';
import {
  ringFromXboardPlacement,
  ringMoveFromXboard,
  ringMoveToXboard,
  ringToXboardPlacement,
} from '../../protocol/ring-fold';
import { stackHeightAt, stackMoveFromXboard, stackMoveIsWhole, stackMoveToXboard } from '../../protocol/stack-xboard';

describe('ring fold (12x4)', () => {
  test('every ring cell maps to a distinct square and back; ring neighbours stay side by side', () => {
    const sectors = 'abcdefgh';
    const names = Array.from({ length: 48 }, (_, i) => sectors[Math.floor(i / 6)] + String((i % 6) + 1));
    const squares = new Set<string>();
    for (let i = 0; i < 48; i++) {
      const move = names[i] + names[(i + 1) % 48];
      const folded = ringMoveToXboard(move);
      expect(ringMoveFromXboard(folded)).toBe(move);
      squares.add(folded.slice(0, 2));
      // Neighbours on the ring are neighbours on the folded board (same rank one file apart, or same file one rank).
      const [f1, r1, f2, r2] = [folded.charCodeAt(0), Number(folded[1]), folded.charCodeAt(2), Number(folded[3])];
      if (i !== 47) expect(Math.abs(f1 - f2) + Math.abs(r1 - r2)).toBe(1);
    }
    expect(squares.size).toBe(48);
    expect(ringMoveToXboard('c3c4q')).toMatch(/q$/);
  });

  test('placements round-trip; a non-12x4 FEN is not taken', () => {
    const cells = 'PPNKRBPP....ppnqrbpp....PPBRQNPP....ppbrknpp....';
    expect(ringFromXboardPlacement(ringToXboardPlacement(cells))).toBe(cells);
    expect(ringFromXboardPlacement('8/8/8/8/8/8/8/8')).toBeUndefined();
  });
});

describe('Stack Chess and XBoard', () => {
  const start = 'abcdjjdcba/aaaaaaaaaa/10/10/10/10/10/10/AAAAAAAAAA/ABCDJJDCBA w 0 1';

  test('heights are read from the position text', () => {
    expect([
      stackHeightAt(start, 'e1'),
      stackHeightAt(start, 'c1'),
      stackHeightAt(start, 'a2'),
      stackHeightAt(start, 'e5'),
      stackHeightAt(start, 'f10'),
    ]).toEqual([10, 3, 1, 0, 10]);
  });

  test('ranks shift by one both ways; a merge carries the merged height letter', () => {
    expect(stackMoveToXboard('a9a10')).toBe('a8a9');
    expect(stackMoveFromXboard('a8a9')).toBe('a9a10');
    expect(stackMoveFromXboard('a0a1b')).toBe('a1a2');
    const afterMerge = 'abcdjjdcba/aaaaaaaaaa/10/10/10/10/10/10/BAAAAAAAAA/1BCDJJDCBA b 1 1';
    expect(stackMoveToXboard('a1a2', afterMerge)).toBe('a0a1b');
    const afterStep = 'abcdjjdcba/aaaaaaaaaa/10/10/10/10/10/A9/1AAAAAAAAA/ABCDJJDCBA b 1 1';
    expect(stackMoveToXboard('a2a3', afterStep)).toBe('a1a2');
  });

  test('a move is whole when its distance equals the height it starts from', () => {
    expect(stackMoveIsWhole('a1a2', start)).toBe(true);
    expect(stackMoveIsWhole('e1e3', start)).toBe(false);
    expect(stackMoveIsWhole('c1c4', start)).toBe(true);
  });
});
