// Compiled board tables that hot code reads: neighbours, straight rays and leap targets in flat typed arrays.
// Index convention everywhere: cell * dirCount + dir.
import { runSteps, STEP_EVERY, type Steps } from '../core/steps';
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
  /**
   * Straight rays: the cells of the ray from `cell` in `dir` are rayCells[rayOffset[i] .. rayOffset[i+1]),
   * i = cell * dirCount + dir. Where a board has links a ray is a tree stored in preorder: raySkip[k] is the index just
   * past node k's subtree, so a blocked node k is skipped with k = raySkip[k]. Without links every ray is a chain and
   * raySkip[k] is the end of its ray.
   */
  readonly rayOffset: Int32Array;
  readonly rayCells: Int32Array;
  readonly raySkip: Int32Array;
  /**
   * Extra neighbours (spec.links), CSR per cell * dirCount + dir: linkCells/linkDirs[linkOffset[i] .. linkOffset[i+1]).
   */
  readonly linkOffset: Int32Array;
  readonly linkCells: Int32Array;
  readonly linkDirs: Int8Array;
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
  return runSteps(buildTopologyInSteps(spec));
}

/** buildTopology, yielding between steps (see core/steps). */
export function* buildTopologyInSteps(spec: TopologySpec): Steps<Topology> {
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

  const linkOffset = new Int32Array(size * dirCount + 1);
  const linkCells: number[] = [];
  const linkDirs: number[] = [];
  for (let cell = 0; cell < size; cell++) {
    if (cell % STEP_EVERY === STEP_EVERY - 1) yield;
    for (let dir = 0; dir < dirCount; dir++) {
      const index = cell * dirCount + dir;
      const step = spec.step(cell, dir);
      if (step !== undefined) {
        if (step.cell < 0 || step.cell >= size)
          problems.push(`step ${names[cell]} ${spec.dirNames[dir]} leaves the board`);
        next[index] = step.cell;
        nextDir[index] = step.dir;
      }
      for (const link of spec.links?.(cell, dir) ?? []) {
        if (step === undefined) problems.push(`link from ${names[cell]} ${spec.dirNames[dir]} without a step`);
        if (link.cell < 0 || link.cell >= size)
          problems.push(`link ${names[cell]} ${spec.dirNames[dir]} leaves the board`);
        linkCells.push(link.cell);
        linkDirs.push(link.dir);
      }
      linkOffset[index + 1] = linkCells.length;
    }
  }
  const links = { offset: linkOffset, cells: Int32Array.from(linkCells), dirs: Int8Array.from(linkDirs) };
  const rays = yield* buildRayTrees(size, dirCount, next, nextDir, links);

  if (problems.length > 0) throw new Error(`topology ${spec.id} is invalid:\n  ${problems.join('\n  ')}`);

  const drawings: CellDrawing[] = [];
  for (let cell = 0; cell < size; cell++) {
    if (cell % STEP_EVERY === STEP_EVERY - 1) yield;
    drawings.push(spec.drawing(cell));
  }

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
    raySkip: rays.skip,
    linkOffset: links.offset,
    linkCells: links.cells,
    linkDirs: links.dirs,
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
 * Every (cell, dir) ray as a preorder tree with skip pointers. A ray follows `next`/`nextDir` and, where links exist,
 * every linked continuation too; continuations reaching the same cell share one node (which then continues in each of
 * their directions). A path never revisits a cell (so it stops before returning to its origin), which also ends loops.
 */
function* buildRayTrees(
  size: number,
  dirCount: number,
  next: Int32Array,
  nextDir: Int8Array,
  links: { readonly offset: Int32Array; readonly cells: Int32Array; readonly dirs: Int8Array },
): Steps<{ offset: Int32Array; cells: Int32Array; skip: Int32Array }> {
  const offset = new Int32Array(size * dirCount + 1);
  let cells = new Int32Array(size * dirCount * 4);
  let skip = new Int32Array(cells.length);
  let count = 0;
  const onPath = new Uint8Array(size);
  const push = (cell: number): number => {
    if (count === cells.length) {
      cells = grown(cells, count + 1, 0);
      skip = grown(skip, count + 1, 0);
    }
    cells[count] = cell;
    return count++;
  };
  // states: flat [cell, dir, cell, dir, ...] continuing from the current node.
  const grow = (states: readonly number[]): void => {
    const order: number[] = [];
    const byCell = new Map<number, number[]>();
    const add = (cell: number, dir: number): void => {
      if (cell < 0 || onPath[cell]) return;
      let group = byCell.get(cell);
      if (group === undefined) {
        group = [];
        byCell.set(cell, group);
        order.push(cell);
      }
      group.push(cell, dir);
    };
    for (let k = 0; k < states.length; k += 2) {
      const index = states[k] * dirCount + states[k + 1];
      add(next[index], nextDir[index]);
      for (let l = links.offset[index]; l < links.offset[index + 1]; l++) add(links.cells[l], links.dirs[l]);
    }
    for (const cell of order) {
      const node = push(cell);
      onPath[cell] = 1;
      grow(byCell.get(cell)!);
      onPath[cell] = 0;
      skip[node] = count;
    }
  };
  for (let index = 0; index < size * dirCount; index++) {
    if (index % STEP_EVERY === STEP_EVERY - 1) yield;
    const origin = Math.floor(index / dirCount);
    onPath[origin] = 1;
    grow([origin, index % dirCount]);
    onPath[origin] = 0;
    offset[index + 1] = count;
  }
  return { offset, cells: cells.slice(0, count), skip: skip.slice(0, count) };
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
  return runSteps(collectTargetsInSteps(count, visit, unique));
}

/** collectTargets, yielding between steps (see core/steps). */
export function* collectTargetsInSteps(
  count: number,
  visit: (source: number, push: (cell: Cell) => void) => void,
  unique = true,
): Steps<TargetTable> {
  // Typed buffers, grown by doubling, and a stamp per target cell instead of a Set per source: salmon's leap tables
  // hold millions of targets, and JS arrays and sets that size would leave the heap grown long after the build.
  const offset = new Int32Array(count + 1);
  let cells = new Int32Array(Math.max(16, count * 4));
  let length = 0;
  let seenAt = new Int32Array(Math.max(16, count)).fill(-1); // the last source that pushed each cell
  let source = 0;
  const push = (cell: Cell): void => {
    if (unique) {
      if (cell >= seenAt.length) seenAt = grown(seenAt, cell + 1, -1);
      if (seenAt[cell] === source) return;
      seenAt[cell] = source;
    }
    if (length === cells.length) cells = grown(cells, length + 1, 0);
    cells[length++] = cell;
  };
  for (; source < count; source++) {
    if (source % STEP_EVERY === STEP_EVERY - 1) yield;
    visit(source, push);
    offset[source + 1] = length;
  }
  return { offset, cells: cells.slice(0, length) };
}

/** A copy of `array` at least `needed` long (doubling), new entries set to `fill`. */
function grown(array: Int32Array, needed: number, fill: number): Int32Array<ArrayBuffer> {
  const copy = new Int32Array(Math.max(needed, array.length * 2)).fill(fill);
  copy.set(array);
  return copy;
}

/**
 * Follows `dirs` one step each from `cell`; undefined if it leaves the board. Directions are taken literally, so this
 * suits boards whose seams never turn a direction (grids, rings, the besiege torus); boards that do build leaps
 * themselves.
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
