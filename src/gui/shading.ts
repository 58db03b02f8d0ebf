// Light and dark cells. Grid-like boards use the parity of each polygon's lowest-left corner; where that puts two
// cells sharing an edge in the same shade (salmon's star-shaped layers), the cells are 2-coloured breadth-first
// over shared edges instead, if that has no conflict.
import type { CellDoc } from '../topology/describe';

/** 0 = dark, 1 = light, indexed by cell index (only the given cells are set). */
export function shadeCells(cells: readonly CellDoc[]): number[] {
  const parity: number[] = [];
  for (const cell of cells) parity[cell.index] = cornerParity(cell);
  const edges = sharedEdges(cells);
  if (edges.every(([a, b]) => parity[a] !== parity[b])) return parity;
  return edgeColouring(cells, edges) ?? parity;
}

function cornerParity(cell: CellDoc): number {
  let x = Infinity;
  let y = Infinity;
  for (const [vx, vy] of cell.polygon) {
    x = Math.min(x, vx);
    y = Math.min(y, vy);
  }
  return Number.isFinite(x) ? Math.abs(Math.round(x) + Math.round(y)) % 2 : 0;
}

const vertexKey = (layer: number, [x, y]: readonly [number, number]): string =>
  `${layer}:${x.toFixed(3)},${y.toFixed(3)}`;

/** Pairs of cells of one layer whose polygons have an edge (two consecutive corners) in common. */
function sharedEdges(cells: readonly CellDoc[]): [number, number][] {
  const owners = new Map<string, number>();
  const pairs: [number, number][] = [];
  for (const cell of cells) {
    const corners = cell.polygon.map((corner) => vertexKey(cell.layer, corner));
    corners.forEach((corner, i) => {
      const next = corners[(i + 1) % corners.length];
      const forward = `${corner}|${next}`;
      const other = owners.get(`${next}|${corner}`) ?? owners.get(forward);
      if (other !== undefined && other !== cell.index) pairs.push([other, cell.index]);
      else owners.set(forward, cell.index);
    });
  }
  return pairs;
}

/** A 2-colouring of the edge graph (each component starts dark), or undefined when it has an odd cycle. */
function edgeColouring(cells: readonly CellDoc[], edges: readonly (readonly [number, number])[]): number[] | undefined {
  const adjacent = new Map<number, number[]>(cells.map((cell) => [cell.index, []]));
  for (const [a, b] of edges) {
    adjacent.get(a)?.push(b);
    adjacent.get(b)?.push(a);
  }
  const colour: number[] = [];
  for (const { index: start } of cells) {
    if (colour.at(start) !== undefined) continue;
    colour[start] = 0;
    const queue = [start];
    for (let head = 0; head < queue.length; head++) {
      const cell = queue[head];
      for (const other of adjacent.get(cell) ?? []) {
        if (colour[other] === colour[cell]) return undefined;
        if (colour.at(other) === undefined) {
          colour[other] = 1 - colour[cell];
          queue.push(other);
        }
      }
    }
  }
  return colour;
}
