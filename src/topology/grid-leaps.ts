// Knight and king targets of any topology built on the eight grid directions (flat boards and the twisted torus),
// read from its step table, so a board's edges and joins shape the leaps as they shape the rays.
import { collectTargets, walk } from './topology';
import type { TargetTable, Topology } from './topology';
import { ORTHOGONAL_DIRS } from './grid';

/** Knight leaps: two steps one way, then one step sideways (8 combinations where the board allows them). */
export function gridKnightTargets(topology: Topology): TargetTable {
  return collectTargets(topology.size, (cell, push) => {
    for (const long of ORTHOGONAL_DIRS) {
      for (const side of ORTHOGONAL_DIRS) {
        if (side === long || side === topology.opposite[long]) continue;
        const to = walk(topology, cell, [long, long, side]);
        if (to !== undefined) push(to);
      }
    }
  });
}

/** King steps: one step in each of the eight directions that leads somewhere. */
export function gridKingTargets(topology: Topology): TargetTable {
  const dirs = topology.dirCount;
  return collectTargets(topology.size, (cell, push) => {
    for (let dir = 0; dir < dirs; dir++) {
      const to = topology.next[cell * dirs + dir];
      if (to >= 0) push(to);
    }
  });
}
