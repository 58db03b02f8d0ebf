// The 48-cell ring: names and sectors, opposite cells, every cell's ±1, ±2, ±3, ±23 and 24 neighbours, rays that
// stop before returning to their start, and empty-board reach (rook 47, bishop 23), plus the drawing.
import { describe, expect, test } from 'vitest';
import { KING_TARGETS, KNIGHT_TARGETS, LEAP_LINES, OPPOSITE, SLIDES, TOPOLOGY } from '../../engines/sesqui/topology';
import { BISHOP, KING, KNIGHT, QUEEN, ROOK } from '../../engines/common/fide-pieces';
import { generateMoves } from '../../engines/sesqui/movegen';
import { PiecePosition } from '../../engines/common/piece-position';
import { moveTo } from '../../engines/common/piece-move';
import { GEN_ALL } from '../../src/core/rules';
import { DIR_ACROSS, DIR_CCW, DIR_CW } from '../../src/topology/ring';
import type { TargetTable } from '../../src/topology/topology';

const mod = (n: number): number => ((n % 48) + 48) % 48;
const targets = (table: TargetTable, source: number): number[] =>
  Array.from(table.cells.subarray(table.offset[source], table.offset[source + 1]));
const sorted = (cells: number[]): number[] => [...cells].sort((a, b) => a - b);

describe('sesqui ring topology', () => {
  test('names: 8 sectors a..h of 6 cells, counter-clockwise; the opposite cell has the same number four letters on', () => {
    expect(TOPOLOGY.size).toBe(48);
    expect([TOPOLOGY.names[0], TOPOLOGY.names[3], TOPOLOGY.names[47], TOPOLOGY.names[24]]).toEqual([
      'a1',
      'a4',
      'h6',
      'e1',
    ]);
    for (let cell = 0; cell < 48; cell++) {
      const name = TOPOLOGY.names[cell];
      const across = TOPOLOGY.names[OPPOSITE[cell]];
      expect(across[1]).toBe(name[1]);
      expect('abcdefgh'.indexOf(across[0])).toBe(('abcdefgh'.indexOf(name[0]) + 4) % 8);
    }
  });

  test('every cell: steps ±1 and the across jump are topology directions, leaps ±2, ±3, ±23 and 24 are tables', () => {
    for (let cell = 0; cell < 48; cell++) {
      expect(TOPOLOGY.next[cell * TOPOLOGY.dirCount + DIR_CCW]).toBe(mod(cell + 1));
      expect(TOPOLOGY.next[cell * TOPOLOGY.dirCount + DIR_CW]).toBe(mod(cell - 1));
      expect(TOPOLOGY.next[cell * TOPOLOGY.dirCount + DIR_ACROSS]).toBe(mod(cell + 24));
      expect(OPPOSITE[cell]).toBe(mod(cell + 24));
      expect(sorted(targets(KNIGHT_TARGETS, cell))).toEqual(sorted([3, -3, 23, -23].map((d) => mod(cell + d))));
      expect(sorted(targets(KING_TARGETS, cell))).toEqual(sorted([1, -1, 2, -2, 24].map((d) => mod(cell + d))));
      // Leap lines: +2 repeated and -2 repeated, 23 cells each, never the start.
      expect(targets(LEAP_LINES, cell * 2)).toEqual(Array.from({ length: 23 }, (_, i) => mod(cell + 2 * (i + 1))));
      expect(targets(LEAP_LINES, cell * 2 + 1)).toEqual(Array.from({ length: 23 }, (_, i) => mod(cell - 2 * (i + 1))));
    }
  });

  test('slides go round the ring and stop before returning to their start (47 cells)', () => {
    for (let cell = 0; cell < 48; cell++) {
      expect(targets(SLIDES, cell * 2)).toEqual(Array.from({ length: 47 }, (_, i) => mod(cell + i + 1)));
      expect(targets(SLIDES, cell * 2 + 1)).toEqual(Array.from({ length: 47 }, (_, i) => mod(cell - i - 1)));
    }
  });

  test('on an empty ring a rook or queen reaches all 47 other cells, a bishop 23, a knight 4, a king 5, each once', () => {
    for (const [kind, expected] of [
      [ROOK, 47],
      [QUEEN, 47],
      [BISHOP, 23],
      [KNIGHT, 4],
      [KING, 5],
    ] as const) {
      for (const from of [0, 17, 47]) {
        const pos = new PiecePosition(48, 16);
        pos.board[from] = kind;
        const buffer = new Int32Array(256);
        const count = generateMoves(pos, buffer, 0, GEN_ALL);
        const destinations = Array.from(buffer.subarray(0, count), (move) => moveTo(move));
        expect(new Set(destinations).size).toBe(count);
        expect(count).toBe(expected);
        if (kind === BISHOP) expect(destinations.every((to) => (to - from) % 2 === 0)).toBe(true);
      }
    }
  });

  test('drawing: a zig-zag ring of 48 diamonds', () => {
    for (let cell = 0; cell < 48; cell++) expect(TOPOLOGY.drawings[cell].polygon).toHaveLength(4);
    const radius = (cell: number): number => Math.hypot(...(TOPOLOGY.drawings[cell].polygon[1] as [number, number]));
    expect(radius(0)).toBeGreaterThan(radius(1));
  });
});
