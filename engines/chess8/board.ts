// The board of `normal` and `msg`: the 8x8 grid. The FIDE-board family's one input per variant; every table the
// generator, make/unmake and the legality test read is derived from it in topology.ts.
import { buildTopology } from '../../src/topology/topology';
import type { Topology } from '../../src/topology/topology';
import { gridSpec } from '../../src/topology/grid';

export const BOARD: Topology = buildTopology(gridSpec({ id: 'chess8', files: 8, ranks: 8 }));
