// Rectangular boards with the eight king directions, optionally wrapping: the spec behind 8x8 and 10x10 variants.
import type { Cell, Dir } from '../core/types';
import type { CellDrawing, Step, TopologySpec } from './spec';

export const GRID_DIRS = ['n', 'ne', 'e', 'se', 's', 'sw', 'w', 'nw'] as const;
export const [DIR_N, DIR_NE, DIR_E, DIR_SE, DIR_S, DIR_SW, DIR_W, DIR_NW] = [0, 1, 2, 3, 4, 5, 6, 7] as const;
/** File and rank deltas of GRID_DIRS, in the same order. */
export const GRID_DELTAS: readonly (readonly [number, number])[] = [
  [0, 1],
  [1, 1],
  [1, 0],
  [1, -1],
  [0, -1],
  [-1, -1],
  [-1, 0],
  [-1, 1],
];
export const ORTHOGONAL_DIRS: readonly Dir[] = [DIR_N, DIR_E, DIR_S, DIR_W];
export const DIAGONAL_DIRS: readonly Dir[] = [DIR_NE, DIR_SE, DIR_SW, DIR_NW];

export interface GridOptions {
  readonly id: string;
  readonly files: number;
  readonly ranks: number;
  /** Joins the first and last files (a cylinder: a step west from the a-file lands on the last file). */
  readonly wrapFiles?: boolean;
}

const FILE_LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** Each direction's reverse (n and s, ne and sw, ...). */
export const GRID_OPPOSITE: readonly Dir[] = GRID_DIRS.map((_, dir) => (dir + 4) % 8);

/** Cell names of a board `files` wide: file letter and 1-based rank (a1, b1, ..., j10). */
export function gridCellNamer(files: number): (cell: Cell) => string {
  return (cell) => FILE_LETTERS[cell % files] + String(Math.floor(cell / files) + 1);
}

/** Cell index of (file, rank), both 0-based; a1 = 0, b1 = 1, ... */
export function gridCell(files: number, file: number, rank: number): Cell {
  return rank * files + file;
}

export function gridSpec({ id, files, ranks, wrapFiles = false }: GridOptions): TopologySpec {
  return {
    id,
    cellCount: files * ranks,
    dirNames: GRID_DIRS,
    opposite: GRID_OPPOSITE,
    layers: 1,
    cellName: gridCellNamer(files),
    step(cell, dir): Step | undefined {
      let file = (cell % files) + GRID_DELTAS[dir][0];
      if (wrapFiles) file = (file + files) % files;
      const rank = Math.floor(cell / files) + GRID_DELTAS[dir][1];
      if (file < 0 || file >= files || rank < 0 || rank >= ranks) return undefined;
      return { cell: gridCell(files, file, rank), dir };
    },
    drawing: (cell) => unitSquare(cell % files, Math.floor(cell / files)),
  };
}

/** The drawing of a square cell whose lower left corner is (x, y), one unit a side. */
export function unitSquare(x: number, y: number): CellDrawing {
  return {
    layer: 0,
    polygon: [
      [x, y],
      [x + 1, y],
      [x + 1, y + 1],
      [x, y + 1],
    ],
  };
}
