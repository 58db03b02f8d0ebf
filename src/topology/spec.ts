// The declarative description of a board that an engine writes once; build.ts compiles it into tables.
// A spec may use any arithmetic it likes: it runs only at start-up, never in move generation.
import type { Cell, Dir } from '../core/types';

/** Where a cell is drawn: a polygon in an abstract plane (y grows upwards), per layer for 3-D boards. */
export interface CellDrawing {
  readonly layer: number;
  readonly polygon: readonly (readonly [number, number])[];
}

/** One step along a direction; `dir` is the direction a straight line continues in (seams may turn it). */
export interface Step {
  readonly cell: Cell;
  readonly dir: Dir;
}

export interface TopologySpec {
  readonly id: string;
  readonly cellCount: number;
  /** Short lower-case names, e.g. n ne e se s sw w nw. */
  readonly dirNames: readonly string[];
  /** opposite[d] is the direction that undoes a step in d. */
  readonly opposite: readonly Dir[];
  /**
   * Lower-case and unique; a name may be a prefix of another only where longest-match parsing stays exact (a1, a10).
   */
  cellName(cell: Cell): string;
  /** The neighbour of `cell` in direction `dir`, or undefined at an edge. */
  step(cell: Cell, dir: Dir): Step | undefined;
  /**
   * Optional extra neighbours of `cell` in direction `dir`, for boards where a straight line branches (a choice at a
   * singular vertex). A link may repeat `step`'s cell with another continuation direction (the line turns there).
   */
  links?(cell: Cell, dir: Dir): readonly Step[];
  drawing(cell: Cell): CellDrawing;
  /** Number of layers drawn (1 for flat boards). */
  readonly layers: number;
}
