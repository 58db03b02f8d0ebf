// The page's drawing of a ring round an empty centre (sesqui): found from the geometry alone, drawn with a deeper band
// round an ellipse of the room's shape, with every adjacency of the description kept and bigger figures.
import { describe, expect, test } from 'vitest';
import { createEngine } from '../../engines/index';
import { VARIANTS } from '../../src/core/types';
import { describeVariant, type TopologyDoc } from '../../src/topology/describe';
import { fitBoard, type Size } from '../../src/gui/fit';
import { layoutBoard, renderBoard, type BoardLayout } from '../../src/gui/render';
import { reshapeRing, RingLayouts, ringOf } from '../../src/gui/ring-shape';

const doc = (variant: (typeof VARIANTS)[number]): TopologyDoc => describeVariant(variant, createEngine(variant).rules);
const sesqui = doc('sesqui');
const LAPTOP_ROOM = { width: 900, height: 611 };
const PHONE_ROOM = { width: 378, height: 665 };

/** The smallest figure drawn, in pixels, once the layout is fitted to the room (renderBoard draws 0.9 of the room). */
function smallestFigure(layout: BoardLayout, room: Size): number {
  const scale = fitBoard(layout, room).width / layout.width;
  return 0.9 * scale * Math.min(...layout.sizes.filter((size) => size > 0));
}

const key = ([x, y]: readonly [number, number]): string => `${x.toFixed(3)},${y.toFixed(3)}`;
const shared = (d: TopologyDoc, a: number, b: number): number => {
  const corners = new Set(d.cells[a].polygon.map(key));
  return d.cells[b].polygon.filter((point) => corners.has(key(point))).length;
};

describe('a ring drawn to the room', () => {
  test('only the ring is one: grids, two boards side by side and layers are not', () => {
    expect(ringOf(sesqui)).toBeDefined();
    for (const variant of VARIANTS.filter((v) => v !== 'sesqui')) expect(ringOf(doc(variant)), variant).toBeUndefined();
  });

  test.each([0.5, 1, 1.6])(
    'aspect %s: neighbours share an edge, i and i+2 a corner, opposite cells face each other through the centre',
    (aspect) => {
      const shaped = reshapeRing(sesqui, aspect);
      const ring = ringOf(sesqui)!;
      for (let i = 0; i < 48; i++) {
        expect(shared(shaped, i, (i + 1) % 48)).toBe(shared(sesqui, i, (i + 1) % 48));
        expect(shared(shaped, i, (i + 2) % 48)).toBe(shared(sesqui, i, (i + 2) % 48));
        const centre = (cell: number): [number, number] => {
          const points = shaped.cells[cell].polygon;
          return [points.reduce((s, [x]) => s + x, 0) / 4, points.reduce((s, [, y]) => s + y, 0) / 4];
        };
        const [[ax, ay], [bx, by]] = [centre(i), centre((i + 24) % 48)];
        expect((ax + bx) / 2).toBeCloseTo(ring.cx, 2);
        expect((ay + by) / 2).toBeCloseTo(ring.cy, 2);
      }
      expect(shared(sesqui, 0, 1)).toBe(2);
      expect(shared(sesqui, 0, 2)).toBe(1);
    },
  );

  test("the drawing takes the room's shape, and its figures are much bigger than the circle's", () => {
    const rings = RingLayouts.of(sesqui)!;
    const circle = layoutBoard(sesqui);
    for (const room of [LAPTOP_ROOM, PHONE_ROOM]) {
      const { layout } = rings.layout(room, false);
      const [shape, roomShape] = [layout.width / layout.height, room.width / room.height];
      expect(Math.abs(Math.log(shape / Math.max(0.5, roomShape)))).toBeLessThan(0.12);
      expect(smallestFigure(layout, room)).toBeGreaterThan(1.6 * smallestFigure(circle, room));
    }
    // Asked again for the same room, the same drawing (a resize redraws only when the shape changes).
    expect(rings.layout(LAPTOP_ROOM, false)).toBe(rings.layout({ width: 905, height: 612 }, false));
  });

  test('every cell name is written within the drawing', () => {
    const { doc: shaped, layout } = RingLayouts.of(sesqui)!.layout(LAPTOP_ROOM, true);
    const svg = renderBoard(shaped, layout, { labels: [] });
    const names = [...svg.matchAll(/<text class="coord" x="([\d.-]+)" y="([\d.-]+)"[^>]*>([a-h][1-6])</g)];
    expect(names.map((m) => m[3]).sort()).toEqual(sesqui.cells.map((cell) => cell.name).sort());
    for (const [, x, y] of names) {
      expect(Number(x)).toBeGreaterThan(0);
      expect(Number(x)).toBeLessThan(layout.width);
      expect(Number(y)).toBeGreaterThan(0);
      expect(Number(y)).toBeLessThan(layout.height);
    }
  });
});
