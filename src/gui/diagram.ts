// Standalone diagrams (`topochess diagram`, the pictures in docs/): the board drawing of render.ts as a complete SVG
// file, and a single piece figure. Pure and deterministic: the same description and marks give the same bytes.
import type { TopologyDoc } from '../topology/describe';
import { playerColour } from './colours';
import { pieceLook, pieceSvg } from './figures';
import { LAYER_PIXELS, usesLayerView } from './layers';
import { layoutBoard, parseLabel, renderBoard } from './render';

export interface DiagramOptions {
  /** labels[cell]: '' when empty, else `<player>:<text>` as the `cells` extension gives it. */
  readonly labels: readonly string[];
  readonly marked?: ReadonlySet<number>;
  readonly arrows?: readonly (readonly [number, number])[];
  /** 0-based layers to draw (boards shown one layer at a time); every layer of other boards by default. */
  readonly layers?: readonly number[];
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

/** The board with its pieces, marks and arrows, as the text of an .svg file. */
export function renderDiagram(doc: TopologyDoc, options: DiagramOptions): string {
  const big = usesLayerView(doc);
  const layout = layoutBoard(doc, {
    layers: options.layers,
    maxWidth: big ? LAYER_PIXELS * Math.max(1, options.layers?.length ?? 1) : undefined,
  });
  const svg = renderBoard(doc, layout, {
    labels: options.labels,
    marked: options.marked,
    arrows: options.arrows,
  });
  return XML_HEAD + svg + '\n';
}

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
