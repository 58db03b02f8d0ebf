// Boards drawn side by side in one plane (besiege's two boards) are wide and low: on a phone held upright each board
// would get a sliver of the width. So the page may draw them stacked instead: the parts of a flat board that stand
// apart left to right (a gap wider than a quarter cell between them) become layers of their own, which the layout
// stacks from the bottom up (render.ts, `stacked`); besiege's right-hand board then sits above the left-hand one, where
// going up off rank 10 arrives. The page takes whichever arrangement draws the cells bigger in its room (fit.ts).
import type { TopologyDoc } from '../topology/describe';
import { fitBoard, type Size } from './fit';

type Doc = Pick<TopologyDoc, 'cells' | 'layers'>;

/** A gap between parts wider than this share of the median cell extent separates them. */
const PART_GAP = 0.25;

/** The doc with each side-by-side part of a one-layer board as a layer of its own; undefined when there is one part. */
export function splitParts<D extends Doc>(doc: D): D | undefined {
  if (doc.layers > 1 || doc.cells.length === 0) return undefined;
  const spans = doc.cells.map((cell) => {
    const xs = cell.polygon.map(([x]) => x);
    return { index: cell.index, min: Math.min(...xs), max: Math.max(...xs) };
  });
  const widths = spans.map((span) => span.max - span.min).sort((a, b) => a - b);
  const gap = widths[Math.floor(widths.length / 2)] * PART_GAP;
  const part = new Array<number>(doc.cells.length).fill(0);
  let parts = 0;
  let reach = -Infinity;
  for (const span of [...spans].sort((a, b) => a.min - b.min)) {
    if (span.min > reach + gap && reach > -Infinity) parts++;
    part[span.index] = parts;
    reach = Math.max(reach, span.max);
  }
  if (parts === 0) return undefined;
  return { ...doc, cells: doc.cells.map((cell) => ({ ...cell, layer: part[cell.index] })) };
}

/** Whether the stacked drawing (its natural size) gets a bigger scale in the room than the one side by side. */
export function prefersStacked(sideBySide: Size, stacked: Size, room: Size): boolean {
  return fitBoard(stacked, room).width / stacked.width > fitBoard(sideBySide, room).width / sideBySide.width;
}
