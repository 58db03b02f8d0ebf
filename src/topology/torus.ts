// Two W x H boards glued into a twisted torus: cell (X, Y) with X < 2W is the same as (X + 2W, Y) and (X + W, Y + H).
// Leaving the top of one board enters the bottom of the other in the same local file, and the outer files meet, so
// every rank and file is a loop of 2W cells and every diagonal a loop. Directions never turn.
import type { Step, TopologySpec } from './spec';
import { GRID_DELTAS, GRID_DIRS, GRID_OPPOSITE, gridCellNamer, unitSquare } from './grid';

export interface TwistedTorusOptions {
  readonly id: string;
  /** Width W of one board (the torus has 2W files). */
  readonly width: number;
  /** Height H of one board. */
  readonly height: number;
}

export function twistedTorusSpec({ id, width, height }: TwistedTorusOptions): TopologySpec {
  const files = 2 * width;
  return {
    id,
    cellCount: files * height,
    dirNames: GRID_DIRS,
    opposite: GRID_OPPOSITE,
    layers: 1,
    cellName: gridCellNamer(files),
    step(cell, dir): Step {
      let x = (cell % files) + GRID_DELTAS[dir][0];
      let y = Math.floor(cell / files) + GRID_DELTAS[dir][1];
      if (y >= height) {
        y -= height;
        x += width;
      } else if (y < 0) {
        y += height;
        x -= width;
      }
      x = ((x % files) + files) % files;
      return { cell: y * files + x, dir };
    },
    drawing(cell) {
      // The two boards side by side with a gap between them, so a viewer shows two boards; joins come from neighbours.
      const x = cell % files;
      const y = Math.floor(cell / files);
      return unitSquare(x + (x >= width ? 1 : 0), y);
    },
  };
}
