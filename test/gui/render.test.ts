// The board view's pure parts without a browser: layout and SVG from synthetic topologies (a ring of wedges,
// a two-layer board) and from every variant's real description, move texts split into clicks, cell labels.
import { describe, expect, test } from 'vitest';
import { createEngine } from '../../engines/index';
import { VARIANTS } from '../../src/core/types';
import type { CellDoc } from '../../src/topology/describe';
import { describeVariant } from '../../src/topology/describe';
import { CellNames, groupMoves } from '../../src/gui/moves';
import { parseLabel } from '../../src/core/cell-label';
import { layoutBoard, renderBoard } from '../../src/gui/render';

/** A ring of n quadrilateral cells around the origin, each the neighbour of the next. */
function ringCells(n: number): CellDoc[] {
  return Array.from({ length: n }, (_, i) => {
    const a0 = (2 * Math.PI * i) / n;
    const a1 = (2 * Math.PI * (i + 1)) / n;
    const at = (r: number, a: number): [number, number] => [r * Math.cos(a), r * Math.sin(a)];
    return {
      index: i,
      name: `r${i + 1}`,
      layer: 0,
      polygon: [at(5, a0), at(6, a0), at(6, a1), at(5, a1)],
      neighbours: [(i + 1) % n, (i + n - 1) % n, (i + n / 2) % n],
    };
  });
}

/** Two 3x3 grids on layers 0 and 1 with the same coordinates. */
function layeredCells(): CellDoc[] {
  const cells: CellDoc[] = [];
  for (let layer = 0; layer < 2; layer++)
    for (let y = 0; y < 3; y++)
      for (let x = 0; x < 3; x++)
        cells.push({
          index: cells.length,
          name: `L${layer}${'abc'[x]}${y + 1}`,
          layer,
          polygon: [
            [x, y],
            [x + 1, y],
            [x + 1, y + 1],
            [x, y + 1],
          ],
          neighbours: [],
        });
  return cells;
}

const centreCount = (svg: string): number => (svg.match(/<polygon /g) ?? []).length;

describe('board layout and SVG', () => {
  test('a 48-cell ring: every cell drawn, centres distinct and inside the picture, pieces and targets marked', () => {
    const cells = ringCells(48);
    const layout = layoutBoard({ cells, layers: 1 });
    const centres = layout.centres.map((centre) => centre!);
    expect(new Set(centres.map(([x, y]) => `${x},${y}`)).size).toBe(48);
    // The jumps to the opposite cell are far apart and marked once per pair; the steps along the ring are not.
    expect(layout.links.length).toBe(24);
    expect(layout.links.every(([a, b]) => b - a === 24)).toBe(true);
    for (const [x, y] of centres) {
      expect(x).toBeGreaterThan(0);
      expect(x).toBeLessThan(layout.width);
      expect(y).toBeGreaterThan(0);
      expect(y).toBeLessThan(layout.height);
    }
    const labels = cells.map((_, i) => (i === 3 ? '1:Q' : i === 10 ? '0:7' : ''));
    const svg = renderBoard({ cells, layers: 1 }, layout, { labels, selected: 3, targets: new Set([4, 5]) });
    expect(centreCount(svg)).toBe(48);
    expect(svg).toMatch(/class="piece p1"[^]*>Q</);
    expect(svg).toMatch(/>7</);
    expect((svg.match(/class="dot"/g) ?? []).length).toBe(2);
    expect(svg).toMatch(/data-cell="3" class="cell (light|dark) selected"/);
    expect(svg).toMatch(/data-cell="4" class="cell (light|dark) target"/);
    expect(svg).toContain('<title>r4</title>');
  });

  test('layers are placed side by side, never on top of each other', () => {
    const cells = layeredCells();
    const layout = layoutBoard({ cells, layers: 2 });
    expect(layout.links).toEqual([]);
    const maxX0 = Math.max(...layout.centres.slice(0, 9).map((centre) => centre![0]));
    const minX1 = Math.min(...layout.centres.slice(9).map((centre) => centre![0]));
    expect(minX1).toBeGreaterThan(maxX0);
    expect(layout.width).toBeGreaterThan(1.5 * layout.height);
    // y grows downwards: the cell at y=2 is drawn above the cell at y=0.
    expect(layout.centres[6]![1]).toBeLessThan(layout.centres[0]![1]);
  });

  test.each([...VARIANTS])(
    '%s: the real description draws every cell, and cellLabel marks the start pieces',
    (variant) => {
      const rules = createEngine(variant).rules;
      const doc = describeVariant(variant, rules);
      const pos = rules.startPosition();
      const labels = doc.cells.map((cell) => rules.cellLabel?.(pos, cell.index) ?? '');
      const pieces = labels.map(parseLabel).filter((p) => p !== undefined);
      expect(pieces.length).toBeGreaterThan(0);
      for (const piece of pieces) {
        expect(piece.player).toBeGreaterThanOrEqual(0);
        expect(piece.player).toBeLessThan(doc.players);
        expect(piece.text).toMatch(/^\S+$/);
      }
      expect(new Set(pieces.map((p) => p.player)).size).toBe(doc.players);
      const svg = renderBoard(doc, layoutBoard(doc), { labels });
      expect(centreCount(svg)).toBe(doc.cellCount);
      expect((svg.match(/class="piece /g) ?? []).length).toBe(pieces.length);
      // Every piece is a figure (paths) titled with its owner, White/Black or a letter and colour.
      expect(svg).toMatch(/class="piece p0" transform="[^"]+"><title>(White|A \(white\)) [^<]+<\/title><path /);
    },
  );
});

describe('move texts as clicks', () => {
  const names = new CellNames(['a1', 'a10', 'b1', 'b10', 'a2']);

  test('longest cell names win (a1/a10), the rest is kept', () => {
    expect(names.parse('a10b1')).toEqual({ text: 'a10b1', from: 1, to: 2, rest: '' });
    expect(names.parse('a1a10q')).toEqual({ text: 'a1a10q', from: 0, to: 1, rest: 'q' });
    expect(names.parse('a1b10b1')).toEqual({ text: 'a1b10b1', from: 0, to: 3, rest: 'b1' });
    expect(names.parse('zz')).toBeUndefined();
    expect(names.parse('a1')).toBeUndefined();
  });

  test('moves sharing from and to are grouped, so the page asks which one', () => {
    const groups = groupMoves(names, ['a1a2q', 'a1a2n', 'a1b1', 'b1a1', 'junk']);
    expect(
      groups
        .get(0)
        ?.get(4)
        ?.map((m) => m.rest),
    ).toEqual(['q', 'n']);
    expect(groups.get(0)?.get(2)?.length).toBe(1);
    expect([...groups.keys()].sort()).toEqual([0, 2]);
  });
});
