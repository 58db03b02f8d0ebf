// Line tables (src/topology/lines.ts): a pair of cells shares at most one line on a flat board and can share two on a
// cylinder, one each way round.
import { describe, expect, test } from 'vitest';
import { GRID_DIRS, gridSpec } from '../../src/topology/grid';
import { buildLineTables, linesBetween } from '../../src/topology/lines';
import { buildTopology } from '../../src/topology/topology';

const flat = buildTopology(gridSpec({ id: 'flat', files: 8, ranks: 8 }));
const cylinder = buildTopology(gridSpec({ id: 'cylinder', files: 8, ranks: 8, wrapFiles: true }));

function between(topology: typeof flat, from: string, to: string): string[] {
  const lines = buildLineTables(topology);
  return linesBetween(lines, topology.size, topology.cellByName(from), topology.cellByName(to)).map(
    (dir) => GRID_DIRS[dir],
  );
}

describe('line tables', () => {
  test('on the flat 8x8 board every pair shares one line at most', () => {
    const lines = buildLineTables(flat);
    expect(lines.mostPerPair).toBe(1);
    expect(between(flat, 'a1', 'h1')).toEqual(['e']);
    expect(between(flat, 'a1', 'e5')).toEqual(['ne']);
    expect(between(flat, 'a1', 'b3')).toEqual([]);
    expect(lines.dir[flat.cellByName('a1') * flat.size + flat.cellByName('h8')]).toBe(GRID_DIRS.indexOf('ne'));
  });

  test('on the cylinder a pair can share two lines, one each way round', () => {
    expect(buildLineTables(cylinder).mostPerPair).toBe(2);
    expect(between(cylinder, 'a1', 'h1')).toEqual(['e', 'w']);
    expect(between(cylinder, 'a1', 'e5')).toEqual(['ne', 'nw']);
    expect(between(cylinder, 'a1', 'a8')).toEqual(['n']);
    expect(between(cylinder, 'h5', 'a6')).toEqual(['ne']);
  });
});
