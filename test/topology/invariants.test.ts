// Topology invariants (neighbour of neighbour via the opposite direction, ray reversibility, unambiguous names), the
// 8x8 engine's derived tables, and the `topology` description's JSON lines (each < 8000 bytes, even for 7500 cells).
import { describe, expect, test } from 'vitest';
import { createEngine } from '../../engines';
import { VARIANTS } from '../../src/core/types';
import {
  CELL_COLOUR,
  KING_TARGETS,
  KNIGHT_TARGETS,
  LINE_DIR,
  MIRROR,
  PAWN_ATTACKERS,
  PAWN_CAPTURES,
  PAWN_DOUBLE,
  PAWN_PROMOTES,
  PAWN_PUSH,
  TOPOLOGY,
} from '../../engines/chess8/topology';
import type { PositionCore, Rules } from '../../src/core/rules';
import { describeVariant, parseTopologyLines, topologyLines, MAX_LINE_BYTES } from '../../src/topology/describe';
import type { TopologySpec } from '../../src/topology/spec';
import { gridSpec } from '../../src/topology/grid';
import { buildTopology } from '../../src/topology/topology';
import type { TargetTable, Topology } from '../../src/topology/topology';

function ray(topo: Topology, cell: number, dir: number): number[] {
  const index = cell * topo.dirCount + dir;
  return Array.from(topo.rayCells.subarray(topo.rayOffset[index], topo.rayOffset[index + 1]));
}

function targets(table: TargetTable, source: number): number[] {
  return Array.from(table.cells.subarray(table.offset[source], table.offset[source + 1])).sort((a, b) => a - b);
}

const cell = (name: string): number => TOPOLOGY.cellByName(name);
const names = (cells: readonly number[]): string[] => cells.map((c) => TOPOLOGY.names[c]).sort();

/**
 * Checks the generic invariants of any compiled topology. `strictReverse`: stepping back along the opposite of the
 * arrival direction returns to the start; without it (salmon's centre, where a line going inward crosses to the
 * opposite cell and leaves it outward, and diagonals branch) only the adjacency must be mutual.
 */
function checkInvariants(topo: Topology, strictReverse = true): void {
  const d = topo.dirCount;
  for (let c = 0; c < topo.size; c++) {
    for (let dir = 0; dir < d; dir++) {
      const to = topo.next[c * d + dir];
      if (to < 0) continue;
      const arrived = topo.nextDir[c * d + dir];
      if (strictReverse) {
        expect(topo.next[to * d + topo.opposite[arrived]]).toBe(c);
      } else {
        // Branches (links) count: a diagonal through salmon's centre reaches one cell by `next`, the other by a link.
        const back = [
          ...topo.next.subarray(to * d, to * d + d),
          ...topo.linkCells.subarray(topo.linkOffset[to * d], topo.linkOffset[(to + 1) * d]),
        ];
        expect(back).toContain(c);
      }
    }
  }
  for (let dir = 0; dir < d; dir++) expect(topo.opposite[topo.opposite[dir]]).toBe(dir);
  const seen = new Set<string>();
  for (const name of topo.names) {
    expect(name).toBe(name.toLowerCase());
    expect(seen.has(name)).toBe(false);
    seen.add(name);
  }
  for (const name of topo.names) {
    // Every name parses back whole, also when another name follows it directly.
    expect(topo.parseCellAt(`${name}zz`, 0)).toEqual({ cell: topo.cellByName(name), length: name.length });
    const other = topo.names[(topo.cellByName(name) + 1) % topo.size];
    expect(topo.parseCellAt(`${name}${other}`, 0)).toEqual({ cell: topo.cellByName(name), length: name.length });
  }
}

describe('chess8 topology', () => {
  test('generic invariants hold', () => {
    expect(TOPOLOGY.size).toBe(64);
    expect(TOPOLOGY.dirCount).toBe(8);
    checkInvariants(TOPOLOGY);
  });

  test('rays are reversible: walking back from the end retraces the ray to its origin', () => {
    let total = 0;
    for (let c = 0; c < 64; c++) {
      for (let dir = 0; dir < 8; dir++) {
        const forward = ray(TOPOLOGY, c, dir);
        total += forward.length;
        if (forward.length === 0) continue;
        const back = ray(TOPOLOGY, forward[forward.length - 1], TOPOLOGY.opposite[dir]);
        expect(back.slice(0, forward.length)).toEqual([...forward.slice(0, -1).reverse(), c]);
      }
    }
    expect(total).toBe(1456); // queen moves summed over the empty board
    expect(names(ray(TOPOLOGY, cell('a1'), 1))).toEqual(['b2', 'c3', 'd4', 'e5', 'f6', 'g7', 'h8']);
  });

  test('leap tables: knight and king targets are symmetric with the known totals', () => {
    let knights = 0;
    let kings = 0;
    for (let c = 0; c < 64; c++) {
      for (const to of targets(KNIGHT_TARGETS, c)) expect(targets(KNIGHT_TARGETS, to)).toContain(c);
      for (const to of targets(KING_TARGETS, c)) expect(targets(KING_TARGETS, to)).toContain(c);
      knights += targets(KNIGHT_TARGETS, c).length;
      kings += targets(KING_TARGETS, c).length;
    }
    expect(knights).toBe(336);
    expect(kings).toBe(420);
    expect(names(targets(KNIGHT_TARGETS, cell('g1')))).toEqual(['e2', 'f3', 'h3']);
  });

  test('pawn tables: pushes, double steps, captures, attackers, promotion cells', () => {
    expect(PAWN_PUSH[cell('e2')]).toBe(cell('e3'));
    expect(PAWN_DOUBLE[cell('e2')]).toBe(cell('e4'));
    expect(PAWN_DOUBLE[cell('e3')]).toBe(-1);
    expect(PAWN_PUSH[64 + cell('e7')]).toBe(cell('e6'));
    expect(PAWN_DOUBLE[64 + cell('e7')]).toBe(cell('e5'));
    expect(names(targets(PAWN_CAPTURES, cell('a2')))).toEqual(['b3']);
    expect(names(targets(PAWN_CAPTURES, 64 + cell('d7')))).toEqual(['c6', 'e6']);
    expect(PAWN_PROMOTES[cell('c8')]).toBe(1);
    expect(PAWN_PROMOTES[64 + cell('c1')]).toBe(1);
    expect(PAWN_PROMOTES[cell('c7')]).toBe(0);
    for (let colour = 0; colour < 2; colour++) {
      for (let c = 0; c < 64; c++) {
        for (const to of targets(PAWN_CAPTURES, colour * 64 + c))
          expect(targets(PAWN_ATTACKERS, colour * 64 + to)).toContain(c);
      }
    }
  });

  test('line directions, cell colours and the mirror', () => {
    expect(LINE_DIR[cell('e1') * 64 + cell('e8')]).toBe(0);
    expect(LINE_DIR[cell('e1') * 64 + cell('a5')]).toBe(7);
    expect(LINE_DIR[cell('e1') * 64 + cell('f3')]).toBe(-1);
    expect(CELL_COLOUR[cell('a1')]).toBe(0);
    expect(CELL_COLOUR[cell('h1')]).toBe(1);
    expect(CELL_COLOUR[cell('h8')]).toBe(0);
    expect(MIRROR[cell('c2')]).toBe(cell('c7'));
  });
});

describe('cell names', () => {
  test('a 10x10 grid builds: a1 is a prefix of a10 but longest-match parsing stays exact', () => {
    const topo = buildTopology(gridSpec({ id: 'grid10', files: 10, ranks: 10 }));
    checkInvariants(topo);
    expect(topo.size).toBe(100);
    const text = 'a10a1j10';
    const first = topo.parseCellAt(text, 0);
    expect(first && topo.names[first.cell]).toBe('a10');
    const second = topo.parseCellAt(text, 3);
    expect(second && topo.names[second.cell]).toBe('a1');
    const third = topo.parseCellAt(text, 5);
    expect(third && [topo.names[third.cell], third.length]).toEqual(['j10', 3]);
  });

  test('a prefix that could be followed by another name is rejected', () => {
    // 'a' then 'b' could be 'ab' or 'a' + 'b': ambiguous.
    const spec: TopologySpec = { ...gridSpec({ id: 'bad', files: 3, ranks: 1 }), cellName: (c) => ['a', 'b', 'ab'][c] };
    expect(() => buildTopology(spec)).toThrow(/'a' is a prefix of 'ab'/);
  });
});

/** A 7500-cell board in 10 layers of 25x30 hexagons, with fixed-width names, to size the description lines. */
function bigSpec(): TopologySpec {
  const files = 25;
  const perLayer = 750;
  const dirs = ['e', 'w', 'n', 's', 'u', 'd'];
  return {
    id: 'big',
    cellCount: 7500,
    dirNames: dirs,
    opposite: [1, 0, 3, 2, 5, 4],
    layers: 10,
    cellName: (c) => `c${String(c).padStart(4, '0')}`,
    step(c, dir) {
      const layer = Math.floor(c / perLayer);
      const x = c % files;
      const y = Math.floor((c % perLayer) / files);
      const to = [
        x + 1 < files ? c + 1 : -1,
        x > 0 ? c - 1 : -1,
        y + 1 < 30 ? c + files : -1,
        y > 0 ? c - files : -1,
        layer < 9 ? c + perLayer : -1,
        layer > 0 ? c - perLayer : -1,
      ][dir];
      return to < 0 ? undefined : { cell: to, dir };
    },
    drawing(c) {
      const x = (c % files) * 1.732 + 0.123456789;
      const y = Math.floor((c % perLayer) / files) * 1.5;
      const polygon: [number, number][] = [];
      for (let k = 0; k < 6; k++) polygon.push([x + Math.cos((k * Math.PI) / 3), y + Math.sin((k * Math.PI) / 3)]);
      return { layer: Math.floor(c / perLayer), polygon };
    },
  };
}

/** A 6-cell Möbius strip: stepping east off the end re-enters flipped, so `turns` must appear. */
function mobiusSpec(): TopologySpec {
  // Cells 0..2 top row, 3..5 bottom row; e/w = 0/1, n/s = 2/3. Leaving 2 eastwards arrives at 3 moving west.
  return {
    id: 'mobius',
    cellCount: 6,
    dirNames: ['e', 'w', 'n', 's'],
    opposite: [1, 0, 3, 2],
    layers: 1,
    cellName: (c) => 'abcdef'[c],
    step(c, dir) {
      const row = c < 3 ? 0 : 1;
      const x = c % 3;
      if (dir === 2) return row === 1 ? { cell: c - 3, dir } : undefined;
      if (dir === 3) return row === 0 ? { cell: c + 3, dir } : undefined;
      const dx = dir === 0 ? 1 : -1;
      if (x + dx >= 0 && x + dx < 3) return { cell: c + dx, dir };
      // Seam: the far end of one row joins the far end of the other row, with east and west exchanged.
      const other = row === 0 ? 3 : 0;
      return { cell: other + x, dir: dir === 0 ? 1 : 0 };
    },
    drawing: (c) => ({
      layer: 0,
      polygon: [
        [c % 3, c < 3 ? 1 : 0],
        [(c % 3) + 1, c < 3 ? 1 : 0],
        [(c % 3) + 1, c < 3 ? 2 : 1],
      ],
    }),
  };
}

function fakeRules(topology: Topology): Rules<PositionCore> {
  const base = createEngine('normal').rules;
  return { ...base, topology, players: 10, startText: 'synthetic', pieces: base.pieces } as Rules<PositionCore>;
}

describe('every variant', () => {
  test.each(VARIANTS)(
    '%s: topology invariants hold and the description fits the line limit and reassembles',
    (variant) => {
      const { rules } = createEngine(variant);
      checkInvariants(rules.topology, variant !== 'salmon');
      const lines = topologyLines(describeVariant(variant, rules));
      for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThan(MAX_LINE_BYTES + 1);
      expect(parseTopologyLines(lines)).toEqual(describeVariant(variant, rules));
    },
  );
});

describe('topology description', () => {
  test('normal: header then cells, each line < 8000 bytes, and it reassembles exactly', () => {
    const engine = createEngine('normal');
    const doc = describeVariant('normal', engine.rules);
    expect(doc.schema).toBe('topochess-topology');
    expect(doc.version).toBe(1);
    expect(doc.cellCount).toBe(64);
    expect(doc.directions[0]).toEqual({ index: 0, name: 'n', opposite: 4 });
    const e4 = doc.cells[TOPOLOGY.cellByName('e4')];
    expect(e4.name).toBe('e4');
    expect(e4.neighbours.map((c) => (c < 0 ? '-' : TOPOLOGY.names[c]))).toEqual([
      'e5',
      'f5',
      'f4',
      'f3',
      'e3',
      'd3',
      'd4',
      'd5',
    ]);
    expect(e4.polygon).toEqual([
      [4, 3],
      [5, 3],
      [5, 4],
      [4, 4],
    ]);
    expect(doc.cells[0].neighbours[4]).toBe(-1);
    expect(doc.cells.some((c) => c.turns !== undefined)).toBe(false);
    expect(doc.pieces.map((p) => p.letter).join('')).toBe('PNBRQK');
    expect(doc.startPosition).toBe(engine.rules.startText);
    const lines = topologyLines(doc);
    const header = JSON.parse(lines[0]);
    expect(header.cells).toBeUndefined();
    expect(header.cellLines).toBe(lines.length - 1);
    for (const line of lines) {
      expect(Buffer.byteLength(line)).toBeLessThan(8000);
      expect(line).not.toContain('\n');
    }
    expect(parseTopologyLines(lines)).toEqual(doc);
  });

  test('a 7500-cell layered board still fits the line limit', () => {
    const topo = buildTopology(bigSpec());
    checkInvariants(topo);
    const doc = describeVariant('normal', fakeRules(topo));
    expect(doc.cells).toHaveLength(7500);
    expect(doc.layers).toBe(10);
    const lines = topologyLines(doc);
    expect(lines.length).toBeGreaterThan(50);
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(MAX_LINE_BYTES);
    const back = parseTopologyLines(lines);
    expect(back.cells.map((c) => c.index)).toEqual(doc.cells.map((c) => c.index));
    expect(back.cells[7499].layer).toBe(9);
  });

  test('a seam that turns lines is described by `turns`', () => {
    const topo = buildTopology(mobiusSpec());
    checkInvariants(topo);
    const doc = describeVariant('normal', fakeRules(topo));
    const c = doc.cells[2];
    expect(c.neighbours[0]).toBe(5);
    expect(c.turns).toEqual([1, 1, 2, 3]);
    expect(doc.cells[1].turns).toBeUndefined();
  });
});
