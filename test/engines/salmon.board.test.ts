// The Salmon P. Chess board against the reference figures of ../shared/rules/salmon.md §3-4: cell count, per-family
// neighbour histograms, the example rays, reversibility of steps, rays and leaps under L0 (and L1's known failures),
// the King Centaur's 50 destinations, names and aliases, colouring and the topology description.
import { describe, expect, it } from 'vitest';
import {
  CELLS,
  DIR_COUNT,
  DIR_DZ,
  DIR_H,
  H_NONE,
  LAYERS,
  buildSalmonBoard,
  cellByName,
  cellLayer,
  cellName,
} from '../../engines/salmon/topology';
import { LAYER_CELLS, layerCoords } from '../../engines/salmon/layer';
import type { TargetTable, Topology } from '../../src/topology/topology';
import {
  MAX_LINE_BYTES,
  TOPOLOGY_SCHEMA,
  describeCells,
  parseTopologyLines,
  topologyLines,
} from '../../src/topology/describe';
import type { TopologyDoc } from '../../src/topology/describe';

const L0 = buildSalmonBoard('L0');
const L1 = buildSalmonBoard('L1');

function histogram(count: (cell: number) => number, cells: Iterable<number>): Record<number, number> {
  const result: Record<number, number> = {};
  for (const cell of cells) {
    const n = count(cell);
    result[n] = (result[n] ?? 0) + 1;
  }
  return result;
}
const allCells = (): number[] => Array.from({ length: CELLS }, (_, i) => i);
const layerFive = (): number[] => Array.from({ length: LAYER_CELLS }, (_, i) => 4 * LAYER_CELLS + i);
const size = (table: TargetTable, cell: number): number => table.offset[cell + 1] - table.offset[cell];
const targets = (table: TargetTable, cell: number): number[] =>
  Array.from(table.cells.subarray(table.offset[cell], table.offset[cell + 1]));

/** Distinct one-step neighbours of `cell` over the directions accepted by `use`. */
function neighbours(topo: Topology, cell: number, use: (dir: number) => boolean): Set<number> {
  const out = new Set<number>();
  for (let dir = 0; dir < DIR_COUNT; dir++) {
    if (!use(dir)) continue;
    const i = cell * DIR_COUNT + dir;
    if (topo.next[i] >= 0) out.add(topo.next[i]);
    for (let l = topo.linkOffset[i]; l < topo.linkOffset[i + 1]; l++) out.add(topo.linkCells[l]);
  }
  return out;
}

/** The ray from a named cell in a named direction, branches listed in preorder. */
function rayNames(topo: Topology, from: string, dir: string): string[] {
  const i = cellByName(from) * DIR_COUNT + topo.dirNames.indexOf(dir);
  return Array.from(topo.rayCells.subarray(topo.rayOffset[i], topo.rayOffset[i + 1]), cellName);
}

/** Is `path` (cells after `from`) a root path of one of the rays from `from`? */
function isRayPrefix(topo: Topology, from: number, path: readonly number[]): boolean {
  for (let dir = 0; dir < DIR_COUNT; dir++) {
    const i = from * DIR_COUNT + dir;
    let [lo, hi] = [topo.rayOffset[i], topo.rayOffset[i + 1]];
    let ok = true;
    for (const cell of path) {
      let j = lo;
      while (j < hi && topo.rayCells[j] !== cell) j = topo.raySkip[j];
      if (j >= hi) {
        ok = false;
        break;
      }
      [lo, hi] = [j + 1, topo.raySkip[j]];
    }
    if (ok) return true;
  }
  return false;
}

/** Counts ray prefixes X..Y from `cells` (directions accepted by `use`) and those whose reverse is not a ray prefix. */
function rayReversal(
  topo: Topology,
  cells: readonly number[],
  use: (dir: number) => boolean,
): { prefixes: number; failures: number } {
  let prefixes = 0;
  let failures = 0;
  for (const origin of cells) {
    for (let dir = 0; dir < DIR_COUNT; dir++) {
      if (!use(dir)) continue;
      const i = origin * DIR_COUNT + dir;
      const path: number[] = [];
      const ends: number[] = [];
      for (let k = topo.rayOffset[i]; k < topo.rayOffset[i + 1]; k++) {
        while (ends.length > 0 && ends[ends.length - 1] <= k) {
          ends.pop();
          path.pop();
        }
        path.push(topo.rayCells[k]);
        ends.push(topo.raySkip[k]);
        prefixes++;
        const back = path.slice(0, -1).reverse();
        back.push(origin);
        if (!isRayPrefix(topo, topo.rayCells[k], back)) failures++;
      }
    }
  }
  return { prefixes, failures };
}

const LEAPER_VECTORS = [
  [1, 2, 0],
  [2, 3, 0],
  [3, 3, 3],
  [2, 3, 3],
  [2, 2, 3],
  [2, 2, 2],
  [1, 3, 3],
  [1, 2, 3],
  [1, 2, 2],
  [1, 1, 3],
  [1, 1, 2],
  [3, 3, 0],
  [2, 2, 0],
  [1, 3, 0],
  [3, 0, 0],
  [2, 0, 0],
];

describe('salmon board', () => {
  it('has 7500 cells, 750 per layer and 75 canonical per player per layer, with unique round-tripping names', () => {
    expect(L0.topology.size).toBe(7500);
    const perDecant = new Map<string, number>();
    for (let cell = 0; cell < CELLS; cell++) {
      const name = cellName(cell);
      expect(cellByName(name)).toBe(cell);
      expect(cellByName(name.toLowerCase())).toBe(cell);
      const key = name[0] + cellLayer(cell);
      perDecant.set(key, (perDecant.get(key) ?? 0) + 1);
    }
    expect(new Set(L0.topology.names).size).toBe(7500);
    expect([...perDecant.values()].every((n) => n === 75)).toBe(true);
    expect(perDecant.size).toBe(100);
  });

  it('accepts alias names of rhombus cells (salmon.md §3.2 examples)', () => {
    for (const [alias, canonical] of [
      ['A5f10', 'J5e10'],
      ['A5j6', 'J5a6'],
      ['A5f6', 'J5a10'],
      ['A5j10', 'J5e6'],
      ['A5g9', 'J5d9'],
      ['C10f7', 'B10b10'],
    ]) {
      expect(cellName(cellByName(alias))).toBe(canonical);
    }
    for (const bad of ['K5a1', 'A0a1', 'A11a1', 'A5k1', 'A5a0', 'A5a11', 'A5a', '']) expect(cellByName(bad)).toBe(-1);
  });

  it('has the in-layer face and diagonal degree histograms of §4', () => {
    const face = (dir: number): boolean =>
      DIR_DZ[dir] === 0 && DIR_H[dir] !== H_NONE && [0, 1, 2, 3, 8, 9].includes(DIR_H[dir]);
    const diagonal = (dir: number): boolean => DIR_DZ[dir] === 0 && DIR_H[dir] >= 4 && DIR_H[dir] < 8;
    expect(histogram((c) => neighbours(L0.topology, c, face).size, layerFive())).toEqual({
      2: 20,
      3: 160,
      4: 560,
      5: 10,
    });
    expect(histogram((c) => neighbours(L0.topology, c, diagonal).size, layerFive())).toEqual({
      1: 20,
      2: 140,
      3: 30,
      4: 550,
      5: 10,
    });
  });

  it('has the 3-D F, E, C and king histograms of §4', () => {
    const { F, E, C } = L0.steps;
    expect(histogram((c) => size(F, c), allCells())).toEqual({ 3: 40, 4: 480, 5: 2400, 6: 4500, 7: 80 });
    expect(histogram((c) => size(E, c), allCells())).toEqual({
      3: 40,
      5: 440,
      6: 40,
      7: 20,
      8: 2220,
      9: 160,
      10: 20,
      11: 80,
      12: 4400,
      15: 80,
    });
    expect(histogram((c) => size(C, c), allCells())).toEqual({
      1: 40,
      2: 440,
      3: 60,
      4: 2220,
      5: 20,
      6: 240,
      8: 4400,
      10: 80,
    });
    expect(histogram((c) => new Set([...targets(F, c), ...targets(E, c), ...targets(C, c)]).size, allCells())).toEqual({
      7: 40,
      11: 440,
      13: 40,
      15: 20,
      17: 2220,
      20: 160,
      21: 20,
      23: 80,
      26: 4400,
      32: 80,
    });
    const centre = cellByName('C5e10');
    expect([size(F, centre), size(E, centre), size(C, centre)]).toEqual([7, 15, 10]);
  });

  it('is 2-coloured: face steps change colour, in-layer diagonals keep it, both names agree', () => {
    const dark = (cell: number): boolean => {
      const { owner, file, rank } = layerCoords(cell % LAYER_CELLS);
      return (file + rank + owner + cellLayer(cell)) % 2 === 0;
    };
    expect(dark(cellByName('A5f10'))).toBe((5 + 10 + 0 + 5) % 2 === 0);
    let conflicts = 0;
    for (let cell = 0; cell < CELLS; cell++) {
      for (const to of targets(L0.steps.F, cell)) if (dark(to) === dark(cell)) conflicts++;
      for (const to of targets(L0.steps.C, cell)) if (dark(to) === dark(cell)) conflicts++;
      for (const to of targets(L0.steps.E, cell)) if (dark(to) !== dark(cell)) conflicts++;
    }
    expect(conflicts).toBe(0);
  });

  it('follows the example rays of §3.5 under L0', () => {
    const t = L0.topology;
    expect(rayNames(t, 'A5e8', 'n')).toEqual([
      'A5e9',
      'A5e10',
      'F5e10',
      'F5e9',
      'F5e8',
      'F5e7',
      'F5e6',
      'F5e5',
      'F5e4',
      'F5e3',
      'F5e2',
      'F5e1',
    ]);
    expect(rayNames(t, 'A5a10', 'e')).toEqual([
      'A5b10',
      'A5c10',
      'A5d10',
      'A5e10',
      'F5e10',
      'F5d10',
      'F5c10',
      'F5b10',
      'F5a10',
      'G5f5',
      'G5f4',
      'G5f3',
      'G5f2',
      'G5f1',
    ]);
    expect(rayNames(t, 'A5c7', 'n')).toEqual(
      ['A5c8', 'A5c9', 'A5c10', 'B5e8', 'B5d8', 'B5c8', 'B5b8', 'B5a8', 'C5h5', 'C5h4', 'C5h3', 'C5h2', 'C5h1'].map(
        (n) => cellName(cellByName(n)),
      ),
    );
    expect(rayNames(t, 'A5c3', 'w')).toEqual(['A5b3', 'A5a3']);
    expect(rayNames(t, 'A5c3', 'nw')).toEqual(['A5b4', 'A5a5', 'B5j5', 'B5i4', 'B5h3', 'B5g2', 'B5f1']);
    const diagonal = rayNames(t, 'A5b7', 'ne');
    expect(diagonal.slice(0, 3)).toEqual(['A5c8', 'A5d9', 'A5e10']);
    expect(new Set(diagonal.slice(3))).toEqual(
      new Set(['E5e10', 'E5d9', 'E5c8', 'E5b7', 'E5a6', 'G5e10', 'G5d9', 'G5c8', 'G5b7', 'G5a6']),
    );
    expect(rayNames(t, 'A5e10', 'n')).toEqual(['B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J'].map((p) => `${p}5e10`));
    expect(rayNames(t, 'A5e10', 'e')).toEqual(['J', 'I', 'H', 'G', 'F', 'E', 'D', 'C', 'B'].map((p) => `${p}5e10`));
    // Starting inward along a radial line (ambiguity 6), and a vertical component that never changes.
    expect(rayNames(t, 'A5e10', 'xs').slice(0, 3)).toEqual(['F5e10', 'F5e9', 'F5e8']);
    expect(rayNames(t, 'A5e9', 'nu')).toEqual(['A6e10', 'F7e10', 'F8e9', 'F9e8', 'F10e7']);
    expect(rayNames(t, 'A1e9', 'd')).toEqual([]);
  });

  it('has reversible single steps in every family (L0 and L1)', () => {
    for (const board of [L0, L1]) {
      let failures = 0;
      for (const family of ['F', 'E', 'C'] as const) {
        const table = board.steps[family];
        for (let cell = 0; cell < CELLS; cell++)
          for (const to of targets(table, cell)) if (!targets(table, to).includes(cell)) failures++;
      }
      expect(failures).toBe(0);
    }
  });

  it('has reversible rays under L0 and exactly 3,240 one-way in-layer ray prefixes under L1 (§4)', () => {
    const inLayer = (dir: number): boolean => DIR_DZ[dir] === 0;
    expect(rayReversal(L0.topology, layerFive(), inLayer).failures).toBe(0);
    expect(rayReversal(L1.topology, layerFive(), inLayer).failures).toBe(3240);
    // Every 3-D ray prefix of the board (841,100 of them).
    const all = rayReversal(L0.topology, allCells(), () => true);
    expect(all.prefixes).toBe(L0.topology.rayCells.length);
    expect(all.failures).toBe(0);
  });

  it('has symmetric leaps for all 16 leaper vectors under L0, and asymmetric knight leaps near the centre under L1', () => {
    for (const vector of LEAPER_VECTORS) {
      const table = L0.leap(vector);
      const sets = Array.from({ length: CELLS }, (_, c) => new Set(targets(table, c)));
      let failures = 0;
      for (let cell = 0; cell < CELLS; cell++) for (const to of sets[cell]) if (!sets[to].has(cell)) failures++;
      expect(failures, `leap ${vector}`).toBe(0);
    }
    const knight = L1.leap([1, 2, 0]);
    let asymmetric = 0;
    for (let cell = 0; cell < CELLS; cell++)
      for (const to of targets(knight, cell)) if (!targets(knight, to).includes(cell)) asymmetric++;
    expect(asymmetric).toBeGreaterThan(0);
  });

  it('gives the King Centaur 50 destinations on an open cell and 75 on a central cell', () => {
    const centaur = (cell: number): number =>
      new Set([
        ...targets(L0.steps.F, cell),
        ...targets(L0.steps.E, cell),
        ...targets(L0.steps.C, cell),
        ...targets(L0.leap([1, 2, 0]), cell),
      ]).size;
    expect(centaur(cellByName('A5c3'))).toBe(50);
    expect(centaur(cellByName('D6c8'))).toBe(50);
    expect(centaur(cellByName('A5e10'))).toBe(75);
    // A knight alone on an open cell: 8 flat leaps, 8 with one step horizontal and two vertical, 8 the other way round.
    expect(size(L0.leap([2, 1, 0]), cellByName('A5c3'))).toBe(24);
  });

  it('draws every cell of every layer as a 4-point polygon', () => {
    const layersSeen = new Set<number>();
    for (let cell = 0; cell < CELLS; cell++) {
      const drawing = L0.topology.drawings[cell];
      layersSeen.add(drawing.layer);
      expect(drawing.polygon).toHaveLength(4);
      for (const [x, y] of drawing.polygon) expect(Number.isFinite(x) && Number.isFinite(y)).toBe(true);
    }
    expect(layersSeen.size).toBe(LAYERS);
  });

  it('describes itself in JSON lines under 8 KB that round-trip, with links at the centre diagonals', () => {
    const topo = L0.topology;
    const doc = {
      schema: TOPOLOGY_SCHEMA,
      version: 1,
      variant: 'salmon',
      topology: topo.id,
      players: 10,
      layers: topo.layers,
      cellCount: topo.size,
      directions: topo.dirNames.map((name, index) => ({ index, name, opposite: topo.opposite[index] })),
      pieces: [],
      startPosition: '',
      cells: describeCells(topo),
    } as unknown as TopologyDoc;
    const lines = topologyLines(doc);
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(MAX_LINE_BYTES);
    expect(parseTopologyLines(lines)).toEqual(JSON.parse(JSON.stringify(doc)));
    const centre = doc.cells[cellByName('A5e10')];
    expect(centre.name).toBe('a5e10');
    const ne = topo.dirNames.indexOf('ne');
    expect(doc.cells[centre.neighbours[ne]].name).toBe('g5e10');
    expect(centre.links?.filter((l) => l.dir === ne).map((l) => doc.cells[l.cell].name)).toEqual(['e5e10']);
    expect(doc.cells.filter((c) => c.links !== undefined)).toHaveLength(100);
  });
});
