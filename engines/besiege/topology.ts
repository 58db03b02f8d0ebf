// The twisted torus of Decimal Quadruple Besiege (two 10x10 boards; src/topology/torus.ts) and every table move
// generation reads: straight rays (the topology's, looping), knight and king targets, and the pawn tables built from
// the per-cell pawn rules (home board, enemy board, enemy long diagonals) and the promotion zones of the start array.
import type { Cell } from '../../src/core/types';
import { DIAGONAL_DIRS, GRID_DELTAS } from '../../src/topology/grid';
import { buildTopology, collectTargets } from '../../src/topology/topology';
import type { TargetTable, Topology } from '../../src/topology/topology';
import { gridKingTargets, gridKnightTargets } from '../../src/topology/grid-leaps';
import { twistedTorusSpec } from '../../src/topology/torus';

export const WIDTH = 10;
export const FILES = 20;
export const RANKS = 10;
export const TOPOLOGY: Topology = buildTopology(twistedTorusSpec({ id: 'besiege', width: WIDTH, height: RANKS }));
export const CELLS = TOPOLOGY.size;
export const DIRS = TOPOLOGY.dirCount;
export const NEXT = TOPOLOGY.next;
export const RAY_OFFSET = TOPOLOGY.rayOffset;
export const RAY_CELLS = TOPOLOGY.rayCells;

/** 1 for diagonal directions. */
export const DIR_DIAGONAL = new Uint8Array(DIRS);
for (const dir of DIAGONAL_DIRS) DIR_DIAGONAL[dir] = 1;

/** The start array, ranks 10 to 1 (a constant, so a correction of the inferred camps is a one-line change). */
export const START_PLACEMENT =
  '20/2PPPPPP4pppppp2/1PRBNNBRP2prbnnbrp1/1PBRMCRBP2pbrmcrbp1/1PNCKQMNP2pncaqmnp1/1PNMQACNP2pnmqkcnp1/' +
  '1PBRCMRBP2pbrcmrbp1/1PRBNNBRP2prbnnbrp1/2PPPPPP4pppppp2/20';

export const KNIGHT_TARGETS: TargetTable = gridKnightTargets(TOPOLOGY);
export const KING_TARGETS: TargetTable = gridKingTargets(TOPOLOGY);

/** The torus step by (dx, dy), each -1..1. */
function step(cell: Cell, dx: number, dy: number): Cell {
  const dir = GRID_DELTAS.findIndex(([x, y]) => x === dx && y === dy);
  return NEXT[cell * DIRS + dir];
}

/** Edges of a board and their unit vectors: L, R, B, T. */
const UNIT: readonly (readonly [number, number])[] = [
  [-1, 0],
  [1, 0],
  [0, -1],
  [0, 1],
];

/** Per colour and cell: quiet pawn steps and pawn captures (up to two each), and the promotion zone. */
export const PAWN_STEPS: TargetTable = collectTargets(2 * CELLS, (source, push) => {
  for (const [dx, dy] of pawnShape(source).steps) push(step(source % CELLS, dx, dy));
});
export const PAWN_CAPTURES: TargetTable = collectTargets(2 * CELLS, (source, push) => {
  for (const [dx, dy] of pawnShape(source).captures) push(step(source % CELLS, dx, dy));
});
/** Cells from which a pawn of the colour captures onto a cell: source colour * CELLS + cell. */
export const PAWN_ATTACKERS: TargetTable = collectTargets(2 * CELLS, (source, push) => {
  const colour = source < CELLS ? 0 : 1;
  const target = source - colour * CELLS;
  for (let cell = 0; cell < CELLS; cell++) {
    const index = colour * CELLS + cell;
    for (let i = PAWN_CAPTURES.offset[index]; i < PAWN_CAPTURES.offset[index + 1]; i++) {
      if (PAWN_CAPTURES.cells[i] === target) push(cell);
    }
  }
});

/**
 * The pawn rules of one cell for one colour (source = colour * CELLS + cell). On its home board a pawn heads for the
 * nearest edge; on the enemy board away from it; on an enemy long diagonal (two nearest edges) it steps away from
 * either and captures only inward. On its own long diagonals (home board) it has no move.
 */
function pawnShape(source: number): { steps: [number, number][]; captures: [number, number][] } {
  const colour = source < CELLS ? 0 : 1;
  const cell = source - colour * CELLS;
  const X = cell % FILES;
  const x = X % WIDTH;
  const y = Math.floor(cell / FILES);
  const home = (X < WIDTH ? 0 : 1) === colour;
  const distances = [x, WIDTH - 1 - x, y, RANKS - 1 - y];
  const nearest = Math.min(...distances);
  const edges = [0, 1, 2, 3].filter((edge) => distances[edge] === nearest);
  if (edges.length === 2) {
    if (home) return { steps: [], captures: [] };
    const [a, b] = edges.map((edge) => UNIT[edge]);
    return {
      steps: [
        [-a[0], -a[1]],
        [-b[0], -b[1]],
      ],
      captures: [[-(a[0] + b[0]), -(a[1] + b[1])]],
    };
  }
  const sign = home ? 1 : -1;
  const [ux, uy] = UNIT[edges[0]];
  const forward: [number, number] = [sign * ux, sign * uy];
  // Perpendicular of an orthogonal unit vector: swap the components.
  const side: [number, number] = [uy, ux];
  return {
    steps: [forward],
    captures: [
      [forward[0] + side[0], forward[1] + side[1]],
      [forward[0] - side[0], forward[1] - side[1]],
    ],
  };
}

/** 1 where a pawn of the colour promotes: cells where an enemy non-pawn stood in the start array. */
export const PROMOTES = new Uint8Array(2 * CELLS);
{
  const rows = START_PLACEMENT.split('/');
  rows.forEach((row, r) => {
    let file = 0;
    for (const part of row.match(/\d+|./g) ?? []) {
      if (/^\d+$/.test(part)) {
        file += Number(part);
        continue;
      }
      const cell = (RANKS - 1 - r) * FILES + file;
      if (part.toLowerCase() !== 'p') {
        const owner = part === part.toUpperCase() ? 0 : 1;
        PROMOTES[(owner ^ 1) * CELLS + cell] = 1;
      }
      file++;
    }
  });
}
