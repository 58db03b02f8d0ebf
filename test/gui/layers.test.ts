// Salmon's board in the page (src/gui/layers.ts, shading.ts): one layer drawn large and every layer as an overview,
// legible shading of the star-shaped layers, player colours and labels of ten players.
import { beforeAll, describe, expect, test } from 'vitest';
import { createEngine } from '../../engines/index';
import { VARIANTS } from '../../src/core/types';
import { describeVariant, type TopologyDoc } from '../../src/topology/describe';
import {
  LAYER_PIXELS,
  LayerLayouts,
  layerOf,
  OVERVIEW_PIXELS,
  renderOverview,
  usesLayerView,
} from '../../src/gui/layers';
import { parseLabel } from '../../src/core/cell-label';
import { PLAYER_FILLS, renderBoard } from '../../src/gui/render';
import { shadeCells } from '../../src/gui/shading';

const count = (svg: string, pattern: RegExp): number => (svg.match(pattern) ?? []).length;

describe('the layer view', () => {
  let doc: TopologyDoc;
  let labels: string[];
  beforeAll(() => {
    const rules = createEngine('salmon').rules;
    doc = describeVariant('salmon', rules);
    const pos = rules.startPosition();
    labels = doc.cells.map((cell) => rules.cellLabel?.(pos, cell.index) ?? '');
  });

  test('only salmon is too big to draw whole', () => {
    for (const variant of VARIANTS)
      expect(usesLayerView(describeVariant(variant, createEngine(variant).rules))).toBe(variant === 'salmon');
  });

  test('a layer drawn large: its 750 cells and pieces only, within the width, discs big enough for labels', () => {
    const layouts = new LayerLayouts(doc);
    const layout = layouts.layer(4);
    expect(layout.width).toBeLessThanOrEqual(LAYER_PIXELS);
    expect(layout.radius).toBeGreaterThanOrEqual(8);
    const onLayer = doc.cells.filter((c) => c.layer === 4).map((c) => c.index);
    expect(layout.points.filter((p) => p !== undefined).length).toBe(750);
    expect(onLayer.every((cell) => layout.centres[cell] !== undefined)).toBe(true);
    const svg = renderBoard(doc, layout, { labels, targets: new Set([onLayer[0], 0]) });
    expect(count(svg, /<polygon /g)).toBe(750);
    expect(count(svg, /class="piece /g)).toBe(onLayer.filter((cell) => labels[cell] !== '').length);
    // A target on another layer is not drawn here (the overviews show it).
    expect(count(svg, /class="dot"/g)).toBe(1);
    expect(layouts.layer(4)).toBe(layout);
  });

  test('overviews: every layer small, cells in their owner colour, targets and the last turn tinted, the shown one marked', () => {
    const layouts = new LayerLayouts(doc);
    const first = doc.cells.find((c) => c.layer === 2 && labels[c.index] !== '')!;
    const svg = renderOverview(doc, layouts.overview(2), 2, {
      labels,
      selected: true,
      targets: new Set([first.index]),
    });
    expect(layouts.overview(2).width).toBeLessThanOrEqual(OVERVIEW_PIXELS);
    expect(svg).toMatch(/^<svg [^>]*data-layer="2" class="overview chosen"/);
    expect(count(svg, /<polygon /g)).toBe(750);
    expect(svg).toContain('fill="#2e86c1"');
    for (const fill of PLAYER_FILLS) expect(svg).toContain(`fill="${fill}"`);
    expect(renderOverview(doc, layouts.overview(3), 3, { labels, selected: false })).toMatch(/class="overview"/);
    expect(layerOf(doc, first.index)).toBe(2);
    expect(layerOf(doc, -5)).toBe(-1);
  });

  test("salmon's layers are shaded like a chessboard: no two cells sharing an edge alike", () => {
    const layer = doc.cells.filter((c) => c.layer === 0);
    const shades = shadeCells(layer);
    const edges = new Map<string, number>();
    let conflicts = 0;
    let pairs = 0;
    for (const cell of layer) {
      const keys = cell.polygon.map(([x, y]) => `${x.toFixed(3)},${y.toFixed(3)}`);
      keys.forEach((key, i) => {
        const edge = [key, keys[(i + 1) % keys.length]].sort().join('|');
        const other = edges.get(edge);
        if (other === undefined) return void edges.set(edge, cell.index);
        pairs++;
        if (shades[other] === shades[cell.index]) conflicts++;
      });
    }
    expect(pairs).toBeGreaterThan(1000);
    expect(conflicts).toBe(0);
    expect(new Set(layer.map((c) => shades[c.index]))).toEqual(new Set([0, 1]));
  });

  test('the ten players have ten colours, and salmon labels read as player and piece (pawns lower case, twins 2)', () => {
    expect(new Set(PLAYER_FILLS).size).toBe(10);
    const players = new Set(labels.map(parseLabel).flatMap((p) => (p === undefined ? [] : [p.player])));
    expect([...players].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(parseLabel('3:KC')).toEqual({ player: 3, text: 'KC' });
    expect(parseLabel('9:co')).toEqual({ player: 9, text: 'co' });
    expect(parseLabel('0:Q2')).toEqual({ player: 0, text: 'Q2' });
    expect(labels.filter((l) => l !== '').length).toBe(2000);
  });
});
