// The 10x10 board of Stack Chess: the eight queen rays per cell, from the grid topology. Built once at module load.
import { gridSpec } from '../../src/topology/grid';
import { buildTopology } from '../../src/topology/topology';
import type { Topology } from '../../src/topology/topology';

export const FILES = 10;
export const RANKS = 10;
export const TOPOLOGY: Topology = buildTopology(gridSpec({ id: 'stack10', files: FILES, ranks: RANKS }));
export const CELLS = TOPOLOGY.size;
export const DIRS = TOPOLOGY.dirCount;
export const RAY_OFFSET = TOPOLOGY.rayOffset;
export const RAY_CELLS = TOPOLOGY.rayCells;
