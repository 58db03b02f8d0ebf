// How big a figure a cell holds. On square cells that is the side of the square; sesqui's cells are narrow
// slanted quadrilaterals, where a figure as big as a square of the cell's area would stick out on both sides. So the
// room is the largest upright square centred on the cell's centre that fits inside it, with a fifth to spare (a
// figure does not fill its box), and never more than the side of a square of the cell's area.

type Polygon = readonly (readonly [number, number])[];

/** The area of a simple polygon (shoelace). */
export function polygonArea(polygon: Polygon): number {
  return Math.abs(signedTwiceArea(polygon)) / 2;
}

function signedTwiceArea(polygon: Polygon): number {
  let twice = 0;
  polygon.forEach(([x, y], i) => {
    const [nx, ny] = polygon[(i + 1) % polygon.length];
    twice += x * ny - nx * y;
  });
  return twice;
}

/** A figure may be this much bigger than the upright square that fits in its cell. */
const SPARE = 1.2;

/** The side of the largest upright square centred on the corners' mean that fits in a convex polygon. */
export function insideSquare(polygon: Polygon): number {
  const n = polygon.length;
  if (n < 3) return 0;
  const mx = polygon.reduce((sum, [x]) => sum + x, 0) / n;
  const my = polygon.reduce((sum, [, y]) => sum + y, 0) / n;
  const sign = signedTwiceArea(polygon) > 0 ? 1 : -1;
  let half = Infinity;
  polygon.forEach(([x, y], i) => {
    const [nx, ny] = polygon[(i + 1) % n];
    // The edge's outward normal; a square of half-side h fits on the inside when n·(centre) + h(|nx|+|ny|) <= n·(edge).
    const length = Math.hypot(nx - x, ny - y);
    if (length === 0) return;
    const ex = ((ny - y) * sign) / length;
    const ey = (-(nx - x) * sign) / length;
    half = Math.min(half, (ex * (x - mx) + ey * (y - my)) / (Math.abs(ex) + Math.abs(ey)));
  });
  return Number.isFinite(half) ? Math.max(0, 2 * half) : 0;
}

/** The size of figure a cell holds (in the polygon's units); with `byArea`, the side of a square of its area. */
export function figureRoom(polygon: Polygon, byArea = false): number {
  const side = Math.sqrt(polygonArea(polygon));
  return byArea ? side : Math.min(side, SPARE * insideSquare(polygon));
}
