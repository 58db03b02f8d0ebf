// One-dimensional boards closed into a ring: cell i's neighbours are i±1 (mod size), and `across` jumps to the
// opposite cell i + size/2 (so a viewer can draw those links). Longer leaps along the ring are moves, built by each
// engine from `ringCell`.
import type { Cell } from '../core/types';
import type { Step, TopologySpec } from './spec';

/** Counter-clockwise (+1), clockwise (-1), and across the centre (its own opposite). */
export const RING_DIRS = ['ccw', 'cw', 'across'] as const;
export const [DIR_CCW, DIR_CW, DIR_ACROSS] = [0, 1, 2] as const;

export interface RingOptions {
  readonly id: string;
  readonly size: number;
  /** Sector letters; cells are named letter + number 1..sectorSize counter-clockwise, starting at `sectorOffset`. */
  readonly sectorLetters: string;
  readonly sectorSize: number;
  /** Index of the first cell of sector `a` (0 normally). */
  readonly sectorOffset: number;
}

/** The cell `steps` away from `cell` counter-clockwise (negative: clockwise). */
export function ringCell(size: number, cell: Cell, steps: number): Cell {
  return (((cell + steps) % size) + size) % size;
}

export function ringSpec({ id, size, sectorLetters, sectorSize, sectorOffset }: RingOptions): TopologySpec {
  if (size % 2 !== 0) throw new Error(`ring ${id}: an odd ring has no opposite cells`);
  if (sectorLetters.length * sectorSize !== size)
    throw new Error(`ring ${id}: ${sectorLetters.length} sectors of ${sectorSize} do not make ${size} cells`);
  // Cells are diamonds round a circle, alternately on an inner and an outer radius (a zig-zag): i and i±1 share an
  // edge, i and i±2 touch at a corner.
  const radius = size / Math.PI;
  // Three decimals are plenty for drawing; `+ 0` turns -0 into 0, which JSON could not carry.
  const point = (angle: number, r: number): [number, number] => [
    Math.round(r * Math.cos(angle) * 1000) / 1000 + 0,
    Math.round(r * Math.sin(angle) * 1000) / 1000 + 0,
  ];
  return {
    id,
    cellCount: size,
    dirNames: RING_DIRS,
    opposite: [DIR_CW, DIR_CCW, DIR_ACROSS],
    layers: 1,
    cellName(cell) {
      const index = ringCell(size, cell, -sectorOffset);
      return sectorLetters[Math.floor(index / sectorSize)] + String((index % sectorSize) + 1);
    },
    step(cell, dir): Step {
      return { cell: ringCell(size, cell, dir === DIR_CCW ? 1 : dir === DIR_CW ? -1 : size / 2), dir };
    },
    drawing(cell) {
      const step = (2 * Math.PI) / size;
      const angle = cell * step;
      const centre = radius + (cell % 2 === 0 ? 0.5 : -0.5);
      return {
        layer: 0,
        polygon: [
          point(angle - step, centre),
          point(angle, centre + 1),
          point(angle + step, centre),
          point(angle, centre - 1),
        ],
      };
    },
  };
}
