// A board whose cells all stand round an empty centre (sesqui's ring of 48) is drawn by its description as a thin band
// round a circle: most of the picture is the empty middle, and the cells, hence the figures, are small. The page
// reshapes such a ring to its room: the band grows inwards (BAND_GAIN times as deep, about the same circle), and the
// circle becomes an ellipse as wide or as tall as the room (a laptop's column is wide, a phone's tall), the cells
// spaced evenly along it. Every corner is moved by one function of its place, so cells that shared an edge still do,
// those that touched at a corner still touch, and opposite cells stay opposite through the centre: only the drawing
// changes, never which cell lies next to which. Nothing here knows a variant: the ring is found from the geometry.
import type { TopologyDoc } from '../topology/describe';
import type { Size } from './fit';
import { layoutBoard, type BoardLayout } from './render';

type Doc = Pick<TopologyDoc, 'cells' | 'layers'>;
type Point = readonly [number, number];

/** A ring has at least this many cells, and every cell's centre at least this share of the farthest one's distance. */
const MIN_RING_CELLS = 12;
const MIN_INNER_SHARE = 0.7;
/** How many times deeper the band is drawn (towards the centre). */
export const BAND_GAIN = 2.2;
/** The ellipse's width over height is kept between these (beyond, the cells at the narrow ends get cramped). */
export const MIN_ASPECT = 0.5;
export const MAX_ASPECT = 1 / MIN_ASPECT;
/** Samples of the ellipse for spacing the cells evenly along it. */
const SAMPLES = 720;

export interface Ring {
  readonly cx: number;
  readonly cy: number;
  /** The mean distance of the cells' centres from the centre: the band's middle. */
  readonly radius: number;
}

const mean = (points: readonly Point[]): Point => [
  points.reduce((sum, [x]) => sum + x, 0) / points.length,
  points.reduce((sum, [, y]) => sum + y, 0) / points.length,
];

/** The ring a one-layer board's cells make round an empty centre; undefined for any other board. */
export function ringOf(doc: Doc): Ring | undefined {
  if (doc.layers > 1 || doc.cells.length < MIN_RING_CELLS) return undefined;
  const [cx, cy] = mean(doc.cells.flatMap((cell) => cell.polygon));
  const distances = doc.cells.map((cell) => {
    const [x, y] = mean(cell.polygon);
    return Math.hypot(x - cx, y - cy);
  });
  const farthest = Math.max(...distances);
  if (!(farthest > 0) || Math.min(...distances) < MIN_INNER_SHARE * farthest) return undefined;
  return { cx, cy, radius: distances.reduce((sum, d) => sum + d, 0) / distances.length };
}

/** The width over height of the ellipse drawn in a room of this size. */
export function ringAspect(room: Size): number {
  const aspect = room.height > 0 ? room.width / room.height : 1;
  return Math.min(MAX_ASPECT, Math.max(MIN_ASPECT, Number.isFinite(aspect) ? aspect : 1));
}

/** The ellipse's aspect is rounded to this step, so that a window resized a little keeps its drawing. */
const ASPECT_STEP = 0.05;

/** A ring's drawings for the page, one per room shape (and side up), made on first use. */
export class RingLayouts<D extends Doc> {
  private readonly made = new Map<string, { doc: D; layout: BoardLayout }>();

  private constructor(private readonly doc: D) {}

  /** The page's drawings of a ring; undefined for any other board. */
  static of<D extends Doc>(doc: D): RingLayouts<D> | undefined {
    return ringOf(doc) === undefined ? undefined : new RingLayouts(doc);
  }

  /**
   * The reshaped description and its layout, names inside, for a board drawn in `room`: the ellipse is made as wide
   * over high as the room, the band's depth (which adds the same to both) allowed for.
   */
  layout(room: Size, flip: boolean): { doc: D; layout: BoardLayout } {
    const wanted = ringAspect(room);
    const first = this.drawing(wanted, flip).layout;
    return this.drawing(wanted * (wanted / (first.width / first.height)), flip);
  }

  private drawing(aspect: number, flip: boolean): { doc: D; layout: BoardLayout } {
    const rounded = Math.round(ringAspect({ width: aspect, height: 1 }) / ASPECT_STEP) * ASPECT_STEP;
    const key = `${rounded.toFixed(2)}|${flip}`;
    let drawing = this.made.get(key);
    if (drawing === undefined) {
      const doc = reshapeRing(this.doc, rounded);
      this.made.set(key, (drawing = { doc, layout: layoutBoard(doc, { flip, namesWithin: true }) }));
    }
    return drawing;
  }
}

/**
 * The ring drawn with a deeper band round an ellipse of this width over height (its area that of the circle); the
 * doc unchanged when it is not a ring.
 */
export function reshapeRing<D extends Doc>(doc: D, aspect: number): D {
  const ring = ringOf(doc);
  if (ring === undefined) return doc;
  const a = ring.radius * Math.sqrt(aspect);
  const b = ring.radius / Math.sqrt(aspect);
  const place = ellipsePlacer(a, b);
  const move = ([x, y]: Point): [number, number] => {
    const angle = Math.atan2(y - ring.cy, x - ring.cx);
    const depth = (Math.hypot(x - ring.cx, y - ring.cy) - ring.radius) * BAND_GAIN;
    const [px, py, nx, ny] = place(angle);
    return [round(ring.cx + px + nx * depth), round(ring.cy + py + ny * depth)];
  };
  return { ...doc, cells: doc.cells.map((cell) => ({ ...cell, polygon: cell.polygon.map(move) })) };
}

const round = (v: number): number => Math.round(v * 1e4) / 1e4;

/**
 * For an angle round the circle: the point of the ellipse (semi-axes a, b) as far along its outline as the angle is
 * round the circle (so that equal steps of angle are equal steps along the ellipse), and its outward unit normal.
 */
function ellipsePlacer(a: number, b: number): (angle: number) => [number, number, number, number] {
  const lengths = [0];
  const at = (t: number): Point => [a * Math.cos(t), b * Math.sin(t)];
  for (let k = 1; k <= SAMPLES; k++) {
    const [x0, y0] = at((2 * Math.PI * (k - 1)) / SAMPLES);
    const [x1, y1] = at((2 * Math.PI * k) / SAMPLES);
    lengths.push(lengths[k - 1] + Math.hypot(x1 - x0, y1 - y0));
  }
  const total = lengths[SAMPLES];
  return (angle) => {
    const share = (((angle / (2 * Math.PI)) % 1) + 1) % 1;
    const wanted = share * total;
    let lo = 0;
    let hi = SAMPLES;
    while (hi - lo > 1) {
      const mid = (lo + hi) >> 1;
      if (lengths[mid] <= wanted) lo = mid;
      else hi = mid;
    }
    const part = (wanted - lengths[lo]) / (lengths[hi] - lengths[lo] || 1);
    const t = (2 * Math.PI * (lo + part)) / SAMPLES;
    const nx = b * Math.cos(t);
    const ny = a * Math.sin(t);
    const norm = Math.hypot(nx, ny) || 1;
    return [a * Math.cos(t), b * Math.sin(t), nx / norm, ny / norm];
  };
}
