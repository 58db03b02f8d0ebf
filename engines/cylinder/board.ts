// Cylinder chess's board: the 8x8 grid with the a- and h-files joined, so that every line and leap may cross that
// edge (docs/variants/cylinder.md). All else is FIDE chess from the family (engines/generated/cylinder, written from
// engines/chess8 by scripts/fide-family.mjs).
import { buildTopology } from '../../src/topology/topology';
import type { Topology } from '../../src/topology/topology';
import { gridSpec } from '../../src/topology/grid';

export const BOARD: Topology = buildTopology(gridSpec({ id: 'cylinder', files: 8, ranks: 8, wrapFiles: true }));
