// Boards too big to draw whole at a legible size (salmon: 10 layers of 750 cells) are shown one layer at a time:
// the selected layer large, and every layer as a small clickable overview where a cell is just its owner's colour.
import type { TopologyDoc } from '../topology/describe';
import { parseLabel } from '../core/cell-label';
import { layoutBoard, PLAYER_FILLS, type BoardLayout } from './render';

/** Boards with more cells than this (and more than one layer) get the layer view. */
export const LAYER_VIEW_MIN_CELLS = 1000;
/** Widths in pixels of the selected layer and of each overview. */
export const LAYER_PIXELS = 960;
export const OVERVIEW_PIXELS = 150;

type Doc = Pick<TopologyDoc, 'cells' | 'layers' | 'cellCount'>;

export function usesLayerView(doc: Doc): boolean {
  return doc.layers > 1 && doc.cellCount > LAYER_VIEW_MIN_CELLS;
}

/** Layouts per layer, large and small, made on first use (each walks every cell once). */
export class LayerLayouts {
  private readonly large = new Map<number, BoardLayout>();
  private readonly small = new Map<number, BoardLayout>();

  constructor(private readonly doc: Doc) {}

  layer(layer: number): BoardLayout {
    return cached(this.large, layer, () =>
      layoutBoard(this.doc, { layers: [layer], maxWidth: LAYER_PIXELS, figuresByArea: true }),
    );
  }

  overview(layer: number): BoardLayout {
    return cached(this.small, layer, () => layoutBoard(this.doc, { layers: [layer], maxWidth: OVERVIEW_PIXELS }));
  }
}

function cached(map: Map<number, BoardLayout>, layer: number, make: () => BoardLayout): BoardLayout {
  let layout = map.get(layer);
  if (layout === undefined) map.set(layer, (layout = make()));
  return layout;
}

/** The layer a cell lies on, -1 when unknown. */
export function layerOf(doc: Pick<TopologyDoc, 'cells'>, cell: number): number {
  return doc.cells[cell]?.layer ?? -1;
}

export interface OverviewMarks {
  readonly labels: readonly string[];
  /** Cells of the last turn, tinted so that the layers where something happened stand out. */
  readonly last?: ReadonlySet<number>;
  /** Landing cells of the selected piece, which may lie on other layers than the one shown large. */
  readonly targets?: ReadonlySet<number>;
  readonly selected: boolean;
}

const EMPTY_FILL = '#d8ceb6';
const LAST_FILL = '#f4d03f';
const TARGET_FILL = '#2e86c1';

/** One layer as a small SVG (data-layer=<layer>): empty cells pale, occupied ones in their owner's colour. */
export function renderOverview(
  doc: Pick<TopologyDoc, 'cells'>,
  layout: BoardLayout,
  layer: number,
  marks: OverviewMarks,
): string {
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" data-layer="${layer}" class="overview${marks.selected ? ' chosen' : ''}" ` +
      `width="${layout.width}" height="${layout.height}" viewBox="0 0 ${layout.width} ${layout.height}">`,
    `<title>layer ${layer + 1}</title>`,
  ];
  for (const cell of doc.cells) {
    const points = layout.points[cell.index];
    if (points === undefined) continue;
    const piece = parseLabel(marks.labels[cell.index] ?? '');
    const fill = marks.targets?.has(cell.index)
      ? TARGET_FILL
      : marks.last?.has(cell.index)
        ? LAST_FILL
        : piece === undefined
          ? EMPTY_FILL
          : PLAYER_FILLS[piece.player % PLAYER_FILLS.length];
    parts.push(`<polygon points="${points}" fill="${fill}"/>`);
  }
  parts.push(`<text x="4" y="14" font-size="12" font-family="sans-serif" font-weight="bold">${layer + 1}</text></svg>`);
  return parts.join('');
}
