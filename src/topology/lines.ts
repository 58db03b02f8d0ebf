// Line tables: which straight lines join two cells. On a flat board two cells share at most one line; where a board
// is joined to itself (a cylinder: the a- and h-files meet) a cell can lie on two lines from another, one each way
// round (a1 and h1 on the first rank, a1 and e5 on two diagonals). docs/topology.md, Lines between two cells.
import type { Cell } from '../core/types';
import type { Topology } from './topology';

export interface LineTables {
  /** mask[a * size + b]: bit d set when b stands on the straight ray from a in direction d (up to 32 directions). */
  readonly mask: Int32Array;
  /** dir[a * size + b]: the one direction from a whose ray reaches b, or -1; the lowest one where there are several. */
  readonly dir: Int8Array;
  /** The most lines any pair of cells shares: 1 on flat boards (0 on a board without rays), 2 on a cylinder. */
  readonly mostPerPair: number;
}

/** Builds the line tables of a topology from its rays (with links, a ray's whole tree counts as its line). */
export function buildLineTables(topology: Topology): LineTables {
  const { size, dirCount, rayOffset, rayCells } = topology;
  if (dirCount > 32) throw new Error(`topology ${topology.id}: line masks hold 32 directions, not ${dirCount}`);
  const mask = new Int32Array(size * size);
  const dir = new Int8Array(size * size).fill(-1);
  let mostPerPair = 0;
  for (let from = 0; from < size; from++) {
    for (let d = dirCount - 1; d >= 0; d--) {
      const index = from * dirCount + d;
      for (let i = rayOffset[index]; i < rayOffset[index + 1]; i++) {
        const pair = from * size + rayCells[i];
        mask[pair] |= 1 << d;
        dir[pair] = d;
      }
    }
  }
  for (let pair = 0; pair < size * size; pair++) mostPerPair = Math.max(mostPerPair, bitCount(mask[pair]));
  return { mask, dir, mostPerPair };
}

/** The directions from `from` whose rays reach `to` (allocates: for tests and tools, not hot code). */
export function linesBetween(lines: LineTables, size: number, from: Cell, to: Cell): number[] {
  const found: number[] = [];
  for (let bits = lines.mask[from * size + to], d = 0; bits !== 0; bits >>>= 1, d++)
    if ((bits & 1) !== 0) found.push(d);
  return found;
}

function bitCount(bits: number): number {
  let count = 0;
  for (let rest = bits; rest !== 0; rest &= rest - 1) count++;
  return count;
}
