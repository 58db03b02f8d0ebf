// Compiled board tables that hot code reads: neighbours, straight rays and leap targets in flat typed arrays.
// Index convention everywhere: cell * dirCount + dir.
import type { Cell, Dir } from '../core/types';
import type { CellDrawing, TopologySpec } from './spec';

/** A per-cell list of target cells in CSR form: targets of c are cells[offset[c] .. offset[c+1]). */
export interface TargetTable {
  readonly offset: Int32Array;
  readonly cells: Int32Array;
}

export interface Topology {
  readonly id: string;
  readonly size: number;
  readonly dirCount: number;
  readonly dirNames: readonly string[];
  readonly opposite: Int8Array;
  /** next[cell * dirCount + dir]: neighbour or -1. */
  readonly next: Int32Array;
  /** nextDir[cell * dirCount + dir]: direction a straight line continues in after that step. */
  readonly nextDir: Int8Array;
  /** Straight rays: the cells of the ray from `cell` in `dir` are rayCells[rayOffset[i] .. rayOffset[i+1]), i = cell * dirCount + dir. */
  readonly rayOffset: Int32Array;
  readonly rayCells: Int32Array;
  readonly names: readonly string[];
  readonly layers: number;
  readonly drawings: readonly CellDrawing[];
  /** Cell with this exact (lower-case) name, or -1. */
  cellByName(name: string): Cell;
  /** Longest cell name starting at text[at], or undefined; buildTopology checks that greedy parsing is exact. */
  parseCellAt(text: string, at: number): { readonly cell: Cell; readonly length: number } | undefined;
}

/** Compiles a spec; throws with every problem found, since a bad spec is a programming error. */
export function buildTopology(spec: TopologySpec): Topology {
  const size = spec.cellCount;
  const dirCount = spec.dirNames.length;
  const problems: string[] = [];
  const next = new Int32Array(size * dirCount).fill(-1);
  const nextDir = new Int8Array(size * dirCount).fill(-1);
  const opposite = Int8Array.from(spec.opposite);
  if (opposite.length !== dirCount) problems.push(`opposite has ${opposite.length} entries for ${dirCount} directions`);

  const names: string[] = [];
  const byName = new Map<string, Cell>();
  let longestName = 0;
  for (let cell = 0; cell < size; cell++) {
    const name = spec.cellName(cell);
    if (name !== name.toLowerCase()) problems.push(`cell ${cell} name '${name}' is not lower case`);
    if (byName.has(name)) problems.push(`cell name '${name}' is used twice`);
    byName.set(name, cell);
    names.push(name);
    longestName = Math.max(longestName, name.length);
  }
  // Greedy longest-match parsing of concatenated names is exact when a name that is a prefix of a longer one (a1 of
  // a10) is never followed, inside that longer name, by a character that can start a name.
  const firstChars = new Set(names.map((name) => name[0]));
  for (const name of names) {
    for (let len = 1; len < name.length; len++) {
      if (byName.has(name.slice(0, len)) && firstChars.has(name[len])) {
        problems.push(`cell name '${name.slice(0, len)}' is a prefix of '${name}' and parsing would be ambiguous`);
      }
    }
  }

  for (let cell = 0; cell < size; cell++) {
    for (let dir = 0; dir < dirCount; dir++) {
      const step = spec.step(cell, dir);
      if (step === undefined) continue;
      if (step.cell < 0 || step.cell >= size) problems.push(`step ${names[cell]} ${spec.dirNames[dir]} leaves the board`);
      next[cell * dirCount + dir] = step.cell;
      nextDir[cell * dirCount + dir] = step.dir;
    }
  }

  const rays = collectTargets(size * dirCount, (index, push) => {
    const origin = Math.floor(index / dirCount);
    let cell = origin;
    let dir = index % dirCount;
    // A ray stops at an edge, before returning to its origin, and after size-1 steps so loops terminate.
    for (let steps = 0; steps < size - 1; steps++) {
      const i = cell * dirCount + dir;
      const to = next[i];
      if (to < 0 || to === origin) break;
      dir = nextDir[i];
      cell = to;
      push(cell);
    }
  }, false);

  if (problems.length > 0) throw new Error(`topology ${spec.id} is invalid:\n  ${problems.join('\n  ')}`);

  const drawings: CellDrawing[] = [];
  for (let cell = 0; cell < size; cell++) drawings.push(spec.drawing(cell));

  return {
    id: spec.id,
    size,
    dirCount,
    dirNames: spec.dirNames,
    opposite,
    next,
    nextDir,
    rayOffset: rays.offset,
    rayCells: rays.cells,
    names,
    layers: spec.layers,
    drawings,
    cellByName: (name) => byName.get(name) ?? -1,
    parseCellAt(text, at) {
      for (let len = Math.min(longestName, text.length - at); len > 0; len--) {
        const cell = byName.get(text.slice(at, at + len));
        if (cell !== undefined) return { cell, length: len };
      }
      return undefined;
    },
  };
}

/**
 * Builds a CSR table for `count` sources. `visit(source, push)` pushes target cells; with `unique` set, repeated
 * targets of one source are kept once (several paths to one cell are one move).
 */
export function collectTargets(
  count: number,
  visit: (source: number, push: (cell: Cell) => void) => void,
  unique = true,
): TargetTable {
  const offset = new Int32Array(count + 1);
  const cells: number[] = [];
  for (let source = 0; source < count; source++) {
    const seen = new Set<Cell>();
    visit(source, (cell) => {
      if (unique) {
        if (seen.has(cell)) return;
        seen.add(cell);
      }
      cells.push(cell);
    });
    offset[source + 1] = cells.length;
  }
  return { offset, cells: Int32Array.from(cells) };
}

/**
 * Follows `dirs` one step each from `cell`; undefined if it leaves the board. Directions are taken literally, so this
 * suits boards whose seams never turn a direction (grids, rings, the besiege torus); boards that do build leaps themselves.
 */
export function walk(topo: Topology, cell: Cell, dirs: readonly Dir[]): Cell | undefined {
  let at = cell;
  for (const dir of dirs) {
    const to = topo.next[at * topo.dirCount + dir];
    if (to < 0) return undefined;
    at = to;
  }
  return at;
}
