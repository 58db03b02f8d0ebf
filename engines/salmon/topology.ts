// The 3-D Salmon P. Chess board (7,500 cells = 10 layers x 750) as a topology spec: 32 directions (a horizontal part
// from layer.ts, including the two "inward" continuations of central cells, times a vertical part dz in {0,+1,-1}),
// names, drawing polygons, the F/E/C families, and leap tables built from three perpendicular legs (salmon.md
// §3.6-3.7). All of it runs once at start-up.
import { runSteps, STEP_EVERY, type Steps } from '../../src/core/steps';
import { buildTopologyInSteps, collectTargetsInSteps } from '../../src/topology/topology';
import type { TargetTable, Topology } from '../../src/topology/topology';
import type { Step, TopologySpec } from '../../src/topology/spec';
import {
  DECANT,
  H_COUNT,
  H_DIAGONALS,
  H_FACES,
  H_NAMES,
  LAYER_CELLS,
  PLAYERS,
  buildLayer,
  layerCell,
  layerCoords,
} from './layer';
import type { CentreRule, Layer } from './layer';

export const LAYERS = 10;
export const CELLS = LAYERS * LAYER_CELLS;
export const PLAYER_LETTERS = 'ABCDEFGHIJ';
export const FILE_LETTERS = 'abcdefghij';

/** Horizontal part index H_NONE (pure vertical) next to layer.ts's 0..9. */
export const H_NONE = H_COUNT;
const DZ = [0, 1, -1] as const;
/** Direction d of the 3-D board = horizontal part DIR_H[d] (H_NONE: none) and layer change DIR_DZ[d]. */
export const DIR_H: number[] = [];
export const DIR_DZ: number[] = [];
for (const dz of DZ) {
  for (let h = 0; h <= H_COUNT; h++) {
    if (h === H_NONE && dz === 0) continue;
    DIR_H.push(h);
    DIR_DZ.push(dz);
  }
}
export const DIR_COUNT = DIR_H.length;
const dirOf = (h: number, dz: number): number => {
  for (let d = 0; d < DIR_COUNT; d++) if (DIR_H[d] === h && DIR_DZ[d] === dz) return d;
  throw new Error(`no direction ${h}/${dz}`);
};
export const DIR_NAMES = DIR_H.map(
  (h, d) => (h === H_NONE ? '' : H_NAMES[h]) + ['', 'u', 'd'][DZ.indexOf(DIR_DZ[d] as 0 | 1 | -1)],
);
const oppositeH = (h: number): number => (h === H_NONE || h >= 8 ? h : h < 4 ? (h + 2) % 4 : 4 + ((h - 4 + 2) % 4));
export const DIR_OPPOSITE = DIR_H.map((h, d) => dirOf(oppositeH(h), -DIR_DZ[d]));

/** Families of salmon.md §3.6: F = face (6 on an open cell), E = edge (12), C = corner (8). */
export type Family = 'F' | 'E' | 'C';
export const FAMILY_OF: Family[] = DIR_H.map((h, d) => {
  const faceH = H_FACES.includes(h);
  if (h === H_NONE) return 'F';
  if (DIR_DZ[d] === 0) return faceH ? 'F' : 'E';
  return faceH ? 'E' : 'C';
});

export const cellLayer = (cell: number): number => Math.floor(cell / LAYER_CELLS) + 1;
export const cellAt = (layer: number, layerCellIndex: number): number => (layer - 1) * LAYER_CELLS + layerCellIndex;

/** Canonical name, upper-case player letter as in move text: A5f2. */
export function cellName(cell: number): string {
  const { owner, file, rank } = layerCoords(cell % LAYER_CELLS);
  return PLAYER_LETTERS[owner] + String(cellLayer(cell)) + FILE_LETTERS[file] + String(rank);
}

/** The cell named `<player><layer><file><rank>` in any case, canonical or alias (A5f10 = J5e10); -1 if none. */
export function cellByName(name: string): number {
  const match = /^([a-j])(10|[1-9])([a-j])(10|[1-9])$/i.exec(name);
  if (match === null) return -1;
  const player = PLAYER_LETTERS.indexOf(match[1].toUpperCase());
  const file = FILE_LETTERS.indexOf(match[3].toLowerCase());
  return cellAt(Number(match[2]), layerCell(player, file, Number(match[4])));
}

// Drawing: ten 36-degree rhombi of side 5 round the origin, each strip stretched over the 72-degree notch between
// them with its outer edge a straight segment (salmon.md ambiguity 25: only the topology matters).
const unit = (deg: number): [number, number] => [Math.cos((deg * Math.PI) / 180), Math.sin((deg * Math.PI) / 180)];
const theta = (player: number): number => 90 - 36 * player;
const add = (a: [number, number], b: [number, number], k = 1): [number, number] => [a[0] + k * b[0], a[1] + k * b[1]];
const lerp = (a: [number, number], b: [number, number], t: number): [number, number] =>
  add(a, [b[0] - a[0], b[1] - a[1]], t);

/** Point (x in 0..10 along files, y in 0..10 along ranks, both at cell corners) of player p's 10x10 board. */
function boardPoint(p: number, x: number, y: number): [number, number] {
  const vP = add([0, 0], unit(theta(p)), 5);
  if (y >= 5 && x <= 5) {
    // P's a-e rhombus: e10's outer corner at the centre, e6/e5 corner at V_P, a10's corner at V_(P+1).
    return add(add([0, 0], unit(theta(p)), 10 - y), unit(theta(p + 1)), 5 - x);
  }
  if (y >= 5) return boardPoint((p + PLAYERS - 1) % PLAYERS, y - 5, 15 - x);
  const tipA = add(vP, unit(theta(p + 1)), 5);
  const tipJ = add(vP, unit(theta(p - 1)), 5);
  const top = x <= 5 ? lerp(tipA, vP, x / 5) : lerp(vP, tipJ, (x - 5) / 5);
  const middle = lerp(tipA, tipJ, 0.5);
  const outer = add(middle, unit(theta(p)), 5);
  const bottom = lerp(
    add(outer, [tipA[0] - tipJ[0], tipA[1] - tipJ[1]], 0.5),
    add(outer, [tipJ[0] - tipA[0], tipJ[1] - tipA[1]], 0.5),
    x / 10,
  );
  return lerp(bottom, top, y / 5);
}

function polygonOf(cell: number): [number, number][] {
  const { owner, file, rank } = layerCoords(cell % LAYER_CELLS);
  const y = rank - 1;
  return [
    boardPoint(owner, file, y),
    boardPoint(owner, file + 1, y),
    boardPoint(owner, file + 1, y + 1),
    boardPoint(owner, file, y + 1),
  ];
}

export function salmonSpec(layer: Layer): TopologySpec {
  const targets = (cell: number, dir: number): number[] => {
    const h = DIR_H[dir];
    const dz = DIR_DZ[dir];
    const z = cellLayer(cell) + dz;
    if (z < 1 || z > LAYERS) return [];
    if (h === H_NONE) return [cell + dz * LAYER_CELLS, dir];
    const out: number[] = [];
    const list = layer.steps[(cell % LAYER_CELLS) * H_COUNT + h];
    for (let k = 0; k < list.length; k += 2) out.push(cellAt(z, list[k]), dirOf(list[k + 1], dz));
    return out;
  };
  return {
    id: `salmon-${layer.rule}`,
    cellCount: CELLS,
    dirNames: DIR_NAMES,
    opposite: DIR_OPPOSITE,
    layers: LAYERS,
    cellName: (cell) => cellName(cell).toLowerCase(),
    step(cell, dir): Step | undefined {
      const t = targets(cell, dir);
      return t.length === 0 ? undefined : { cell: t[0], dir: t[1] };
    },
    links(cell, dir): readonly Step[] {
      const t = targets(cell, dir);
      const out: Step[] = [];
      for (let k = 2; k < t.length; k += 2) out.push({ cell: t[k], dir: t[k + 1] });
      return out;
    },
    drawing: (cell) => ({ layer: cellLayer(cell) - 1, polygon: polygonOf(cell) }),
  };
}

/** Every table the salmon engine reads for one centre rule. */
export interface SalmonBoard {
  readonly layer: Layer;
  readonly topology: Topology;
  /** One-step targets per family (distinct cells; branches included). */
  readonly steps: Readonly<Record<Family, TargetTable>>;
  /** Directions of each family. */
  readonly familyDirs: Readonly<Record<Family, readonly number[]>>;
  /** Leap targets for a vector like [1, 2, 0]; built on first use and cached. */
  leap(vector: readonly number[]): TargetTable;
  /** leap, yielding between steps (the cache is filled the same way). */
  leapInSteps(vector: readonly number[]): Steps<TargetTable>;
}

/** Horizontal cells one straight leg of `length` face steps from the states [cell, dir, ...] (branches included). */
function walkLeg(layer: Layer, states: readonly number[], length: number): number[] {
  let current = states;
  for (let i = 0; i < length; i++) {
    const nextStates: number[] = [];
    for (let k = 0; k < current.length; k += 2) {
      const list = layer.steps[current[k] * H_COUNT + current[k + 1]];
      for (let l = 0; l < list.length; l++) nextStates.push(list[l]);
    }
    current = nextStates;
  }
  return current as number[];
}

/** Horizontal destinations of legs a then b (a turn between them) from a layer cell; a = 0 or b = 0 means one leg. */
function horizontalLeap(layer: Layer, cell: number, a: number, b: number): Set<number> {
  const result = new Set<number>();
  const starts: number[] = [];
  for (const h of H_FACES) if (layer.steps[cell * H_COUNT + h].length > 0) starts.push(cell, h);
  if (a === 0 && b === 0) return new Set([cell]);
  if (a === 0 || b === 0) {
    const ends = walkLeg(layer, starts, a + b);
    for (let k = 0; k < ends.length; k += 2) result.add(ends[k]);
    return result;
  }
  const ends = walkLeg(layer, starts, a);
  for (let k = 0; k < ends.length; k += 2) {
    const at = ends[k];
    const arrived = layer.axis(at, ends[k + 1]);
    const turns: number[] = [];
    for (const h of H_FACES) {
      if (layer.steps[at * H_COUNT + h].length > 0 && layer.axis(at, h) !== arrived) turns.push(at, h);
    }
    const finals = walkLeg(layer, turns, b);
    for (let l = 0; l < finals.length; l += 2) result.add(finals[l]);
  }
  return result;
}

function permutations(vector: readonly number[]): number[][] {
  const [x, y, z] = [vector[0] ?? 0, vector[1] ?? 0, vector[2] ?? 0];
  const all = [
    [x, y, z],
    [x, z, y],
    [y, x, z],
    [y, z, x],
    [z, x, y],
    [z, y, x],
  ];
  const seen = new Set<string>();
  return all.filter((p) => {
    const key = p.join();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export function buildSalmonBoard(rule: CentreRule): SalmonBoard {
  return runSteps(buildSalmonBoardInSteps(rule));
}

/** buildSalmonBoard, yielding between steps (see core/steps): the main thread builds it while still reading input. */
export function* buildSalmonBoardInSteps(rule: CentreRule): Steps<SalmonBoard> {
  const layer = buildLayer(rule);
  yield;
  const topology = yield* buildTopologyInSteps(salmonSpec(layer));
  const familyDirs = { F: [] as number[], E: [] as number[], C: [] as number[] };
  for (let d = 0; d < DIR_COUNT; d++) familyDirs[FAMILY_OF[d]].push(d);
  const stepTable = (dirs: readonly number[]): Steps<TargetTable> =>
    collectTargetsInSteps(CELLS, (cell, push) => {
      for (const d of dirs) {
        const i = cell * DIR_COUNT + d;
        if (topology.next[i] >= 0) push(topology.next[i]);
        for (let l = topology.linkOffset[i]; l < topology.linkOffset[i + 1]; l++) push(topology.linkCells[l]);
      }
    });
  const steps = {
    F: yield* stepTable(familyDirs.F),
    E: yield* stepTable(familyDirs.E),
    C: yield* stepTable(familyDirs.C),
  };
  const leaps = new Map<string, TargetTable>();
  function* leapInSteps(vector: readonly number[]): Steps<TargetTable> {
    const key = [...vector].sort().join(',');
    const cached = leaps.get(key);
    if (cached !== undefined) return cached;
    const orders = permutations(vector);
    const horizontal = new Map<string, Set<number>[]>();
    for (const [a, b] of orders) {
      const k = `${a},${b}`;
      if (!horizontal.has(k)) {
        const sets: Set<number>[] = [];
        for (let c = 0; c < LAYER_CELLS; c++) {
          if (c % STEP_EVERY === STEP_EVERY - 1) yield;
          sets.push(horizontalLeap(layer, c, a, b));
        }
        horizontal.set(k, sets);
      }
    }
    const table = yield* collectTargetsInSteps(CELLS, (cell, push) => {
      const z = cellLayer(cell);
      const c2 = cell % LAYER_CELLS;
      for (const [a, b, v] of orders) {
        const sets = horizontal.get(`${a},${b}`)!;
        for (const dz of v === 0 ? [0] : [v, -v]) {
          if (z + dz < 1 || z + dz > LAYERS) continue;
          for (const to of sets[c2]) {
            const target = cellAt(z + dz, to);
            if (target !== cell) push(target);
          }
        }
      }
    });
    leaps.set(key, table);
    return table;
  }
  const leap = (vector: readonly number[]): TargetTable => runSteps(leapInSteps(vector));
  return { layer, topology, steps, familyDirs, leap, leapInSteps };
}

export { DECANT, PLAYERS, H_DIAGONALS };
