// Which cells are joined across a seam: the neighbour pairs the layout found drawn far apart (render.ts, farLinks),
// looked up by cell. On besiege's twisted torus these are the edge cells of one board and the cells they touch on the
// other; the page outlines a cell's partners while it is hovered or selected.
import type { BoardLayout } from './render';

export type JoinMap = ReadonlyMap<number, readonly number[]>;

export function joinMap(links: BoardLayout['links']): JoinMap {
  const joins = new Map<number, number[]>();
  const add = (from: number, to: number): void => {
    const list = joins.get(from) ?? [];
    if (!list.includes(to)) list.push(to);
    joins.set(from, list);
  };
  for (const [a, b] of links) {
    add(a, b);
    add(b, a);
  }
  return joins;
}
