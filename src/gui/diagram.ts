// Standalone diagrams (`topochess diagram`, the pictures in docs/): the board drawing of render.ts as a complete SVG
// file, and a single piece figure. Pure and deterministic: the same description and marks give the same bytes.
import type { TopologyDoc } from '../topology/describe';
import { playerColour } from './colours';
import { pieceLook, pieceSvg } from './figures';
import { LAYER_PIXELS, usesLayerView } from './layers';
import { parseLabel } from '../core/cell-label';
import { layoutBoard, renderBoard } from './render';

export interface DiagramOptions {
  /** labels[cell]: '' when empty, else `<player>:<text>` as the `cells` extension gives it. */
  readonly labels: readonly string[];
  readonly marked?: ReadonlySet<number>;
  readonly arrows?: readonly (readonly [number, number])[];
  /** 0-based layers to draw (boards shown one layer at a time); every layer of other boards by default. */
  readonly layers?: readonly number[];
  /** Only the part of the board round the pieces, marks and arrows, enlarged (for a detail of a big board). */
  readonly crop?: boolean;
}

/** A cropped diagram keeps this many median cells round what it shows; it is enlarged up to this total width and by
 * at most this factor. */
const CROP_MARGIN = 1.2;
const CROP_PIXELS = 960;
const CROP_ZOOM = 3;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

/** The board with its pieces, marks and arrows, as the text of an .svg file. */
export function renderDiagram(doc: TopologyDoc, options: DiagramOptions): string {
  const big = usesLayerView(doc);
  const marks = { labels: options.labels, marked: options.marked, arrows: options.arrows };
  if (options.crop === true) return XML_HEAD + cropped(doc, options) + '\n';
  const layout = layoutBoard(doc, {
    layers: options.layers,
    maxWidth: big ? LAYER_PIXELS * Math.max(1, options.layers?.length ?? 1) : undefined,
    figuresByArea: big,
  });
  return XML_HEAD + renderBoard(doc, layout, marks) + '\n';
}

/**
 * The same window of every layer drawn (layers have one geometry), round the cells that hold pieces, marks or arrow
 * ends, enlarged, the layers side by side with their numbers above.
 */
function cropped(doc: TopologyDoc, options: DiagramOptions): string {
  const layers = options.layers ?? Array.from({ length: Math.max(1, doc.layers) }, (_, layer) => layer);
  const big = usesLayerView(doc);
  const width = big ? LAYER_PIXELS : undefined;
  const panels = layers.map((layer) => {
    const layout = layoutBoard(doc, { layers: [layer], maxWidth: width, figuresByArea: big });
    const svg = renderBoard(doc, layout, { labels: options.labels, marked: options.marked, arrows: options.arrows });
    return { layer, layout, svg };
  });
  const shown = new Set<number>([...(options.marked ?? []), ...(options.arrows ?? []).flat()]);
  options.labels.forEach((label, cell) => {
    if (parseLabel(label) !== undefined) shown.add(cell);
  });
  const boxes = panels.flatMap(({ layout }) =>
    [...shown].flatMap((cell) => {
      const box = layout.boxes[cell];
      return box === undefined ? [] : [box];
    }),
  );
  const { layout: first } = panels[0];
  const pad = first.unit * CROP_MARGIN;
  const [x0, y0, x1, y1] =
    boxes.length === 0
      ? [0, 0, first.width, first.height]
      : [
          Math.max(0, Math.floor(Math.min(...boxes.map((b) => b[0])) - pad)),
          Math.max(0, Math.floor(Math.min(...boxes.map((b) => b[1])) - pad)),
          Math.min(first.width, Math.ceil(Math.max(...boxes.map((b) => b[2])) + pad)),
          Math.min(first.height, Math.ceil(Math.max(...boxes.map((b) => b[3])) + pad)),
        ];
  const zoom = Math.max(1, Math.min(CROP_ZOOM, CROP_PIXELS / panels.length / (x1 - x0)));
  const panelWidth = Math.round((x1 - x0) * zoom);
  const panelHeight = Math.round((y1 - y0) * zoom);
  const caption = panels.length > 1 || doc.layers > 1 ? CAPTION_PIXELS : 0;
  const total = panels.length * panelWidth + (panels.length - 1) * PANEL_GAP;
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${total}" height="${panelHeight + caption}" viewBox="0 0 ${total} ${panelHeight + caption}" class="board">`,
    `<rect width="100%" height="100%" fill="#e9e4d8"/>`,
  ];
  panels.forEach(({ layer, layout, svg }, i) => {
    const x = i * (panelWidth + PANEL_GAP);
    if (caption > 0)
      parts.push(
        `<text x="${x + 4}" y="${caption - 6}" font-family="sans-serif" font-size="15" font-weight="bold" fill="#5a4e3a">layer ${layer + 1}</text>`,
      );
    parts.push(
      svg.replace(
        `width="${layout.width}" height="${layout.height}" viewBox="0 0 ${layout.width} ${layout.height}" class="board"`,
        `x="${x}" y="${caption}" width="${panelWidth}" height="${panelHeight}" viewBox="${x0} ${y0} ${x1 - x0} ${y1 - y0}"`,
      ),
    );
  });
  parts.push('</svg>');
  return parts.join('');
}

/** Room above cropped panels for the layer number, and between panels. */
const CAPTION_PIXELS = 24;
const PANEL_GAP = 12;

/** One piece alone, `size` pixels square, e.g. for a table of pieces. */
export function renderFigure(doc: Pick<TopologyDoc, 'pieces'>, label: string, size = 48): string {
  const piece = parseLabel(label);
  const body =
    piece === undefined
      ? ''
      : pieceSvg(pieceLook(piece.text, doc.pieces), playerColour(piece.player), size / 2, size / 2, size);
  return (
    XML_HEAD +
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">${body}</svg>\n`
  );
}
