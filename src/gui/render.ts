// The board view as SVG, from the `topology` description alone: every cell's polygon, layers side by side, a label
// per occupied cell from the `cells` extension (piece letter, stack height), selection and target highlights.
// Pure string building, so it runs in the browser page and in unit tests alike; nothing here knows a variant.
import type { CellDoc, TopologyDoc } from '../topology/describe';
import { shadeCells } from './shading';

export interface BoardLayout {
  /** Per cell: centre in SVG coordinates (y downwards) and the polygon as an SVG points string; undefined when the
   * cell's layer is not drawn. */
  readonly centres: readonly (readonly [number, number] | undefined)[];
  readonly points: readonly (string | undefined)[];
  readonly width: number;
  readonly height: number;
  /** Radius of a piece disc: a third of the smallest cell's extent. */
  readonly radius: number;
  /** Neighbour pairs drawn far apart (seams, joins, jumps across the board): marked by a faint line. */
  readonly links: readonly (readonly [number, number])[];
  /** Per drawn cell: 0 dark, 1 light (shading.ts). */
  readonly shades: readonly number[];
}

export interface BoardMarks {
  /** labels[cell]: '' when empty, else `<player>:<text>` (the `cells` extension). */
  readonly labels: readonly string[];
  readonly selected?: number;
  readonly targets?: ReadonlySet<number>;
  /** Cells of the last move, tinted. */
  readonly last?: ReadonlySet<number>;
}

/** Unit size of the drawing: the abstract plane is scaled so that the median cell is this many pixels wide. */
const CELL_PIXELS = 56;
const LAYER_GAP = 0.6;
const MARGIN = 0.4;

/** Fill colours of the players' discs (up to ten players), and text colours that read on them. */
export const PLAYER_FILLS = [
  '#f8f8f0',
  '#202020',
  '#c0392b',
  '#2471a3',
  '#229954',
  '#d68910',
  '#7d3c98',
  '#17a589',
  '#a04000',
  '#5d6d7e',
];
const PLAYER_TEXT = ['#111', '#f4f4f4', '#fff', '#fff', '#fff', '#111', '#fff', '#111', '#fff', '#fff'];

function bounds(cells: readonly CellDoc[]): { minX: number; maxX: number; minY: number; maxY: number } {
  let minX = Infinity;
  let maxX = -Infinity;
  let minY = Infinity;
  let maxY = -Infinity;
  for (const cell of cells)
    for (const [x, y] of cell.polygon) {
      minX = Math.min(minX, x);
      maxX = Math.max(maxX, x);
      minY = Math.min(minY, y);
      maxY = Math.max(maxY, y);
    }
  return { minX, maxX, minY, maxY };
}

function extent(cell: CellDoc): number {
  const b = bounds([cell]);
  return Math.min(b.maxX - b.minX, b.maxY - b.minY);
}

export interface LayoutOptions {
  /** Only these layers are drawn (side by side, in this order); every layer by default. */
  readonly layers?: readonly number[];
  /** Shrinks the drawing (never enlarges it) so that it is at most this many pixels wide. */
  readonly maxWidth?: number;
}

/** Places the layers left to right, each in its own bounding box, flipped so that y grows downwards. */
export function layoutBoard(doc: Pick<TopologyDoc, 'cells' | 'layers'>, options: LayoutOptions = {}): BoardLayout {
  const layerCount = Math.max(1, doc.layers, ...doc.cells.map((c) => c.layer + 1));
  const shown = options.layers ?? Array.from({ length: layerCount }, (_, layer) => layer);
  const cells = doc.cells.filter((c) => shown.includes(c.layer));
  const extents = cells
    .map(extent)
    .filter((e) => e > 0)
    .sort((a, b) => a - b);
  const unit = extents.length === 0 ? 1 : extents[Math.floor(extents.length / 2)];
  const offsets: number[] = [];
  let x = MARGIN * unit;
  let maxHeight = 0;
  const layerBounds: ReturnType<typeof bounds>[] = [];
  for (const layer of shown) {
    const b = bounds(cells.filter((c) => c.layer === layer));
    layerBounds[layer] = b;
    if (!Number.isFinite(b.minX)) {
      offsets[layer] = x;
      continue;
    }
    offsets[layer] = x - b.minX;
    x += b.maxX - b.minX + LAYER_GAP * unit;
    maxHeight = Math.max(maxHeight, b.maxY - b.minY);
  }
  const naturalWidth = (x - LAYER_GAP * unit + MARGIN * unit) * (CELL_PIXELS / unit);
  const scale = (CELL_PIXELS / unit) * Math.min(1, (options.maxWidth ?? Infinity) / naturalWidth);
  const width = (x - LAYER_GAP * unit + MARGIN * unit) * scale;
  const height = (maxHeight + 2 * MARGIN * unit) * scale;
  const centres: ([number, number] | undefined)[] = new Array(doc.cells.length).fill(undefined);
  const points: (string | undefined)[] = new Array(doc.cells.length).fill(undefined);
  for (const cell of cells) {
    const b = layerBounds[cell.layer];
    const px = (vx: number): number => (vx + offsets[cell.layer]) * scale;
    const py = (vy: number): number => (b.maxY - vy + MARGIN * unit) * scale;
    let cx = 0;
    let cy = 0;
    const pts: string[] = [];
    for (const [vx, vy] of cell.polygon) {
      cx += px(vx);
      cy += py(vy);
      pts.push(`${round(px(vx))},${round(py(vy))}`);
    }
    const n = Math.max(1, cell.polygon.length);
    centres[cell.index] = [round(cx / n), round(cy / n)];
    points[cell.index] = pts.join(' ');
  }
  // A third of the smallest cell, or up to half of it on boards of uneven cells (salmon's strips), for legible labels.
  const smallest = Math.min(CELL_PIXELS, (extents[0] ?? unit) * scale);
  const radius = Math.max(4, smallest / 3, Math.min(smallest / 2, (unit * scale) / 3));
  const links = farLinks(cells, centres);
  return {
    centres,
    points,
    width: Math.ceil(width),
    height: Math.ceil(height),
    radius: round(radius),
    links,
    shades: shadeCells(cells),
  };
}

/** A neighbour further than this many median neighbour distances away is across a seam or a jump. */
const FAR_FACTOR = 2.5;
/** Up to this many far pairs are drawn as lines; more are shown as marked cells. */
const MAX_LINK_LINES = 64;

const seamCache = new WeakMap<BoardLayout, Set<number>>();
function seamCells(layout: BoardLayout): Set<number> {
  let cells = seamCache.get(layout);
  if (cells === undefined) seamCache.set(layout, (cells = new Set(layout.links.flat())));
  return cells;
}

function farLinks(cells: readonly CellDoc[], centres: BoardLayout['centres']): [number, number][] {
  const pairs: [number, number, number][] = [];
  for (const cell of cells) {
    const others = [...cell.neighbours, ...(cell.links ?? []).map((link) => link.cell)];
    for (const other of others) {
      const a = centres[cell.index];
      const b = centres[other];
      if (other < 0 || other === cell.index || a === undefined || b === undefined) continue;
      const [ax, ay] = a;
      const [bx, by] = b;
      pairs.push([Math.min(cell.index, other), Math.max(cell.index, other), Math.hypot(ax - bx, ay - by)]);
    }
  }
  if (pairs.length === 0) return [];
  const median = [...pairs].sort((a, b) => a[2] - b[2])[Math.floor(pairs.length / 2)][2];
  const seen = new Set<string>();
  const far: [number, number][] = [];
  for (const [a, b, distance] of pairs) {
    const key = `${a},${b}`;
    if (distance <= FAR_FACTOR * median || seen.has(key)) continue;
    seen.add(key);
    far.push([a, b]);
  }
  return far;
}

const round = (v: number): number => Math.round(v * 10) / 10;

const escapeXml = (text: string): string =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

/** Splits a `cells` label into its player and text; undefined for an empty cell. */
export function parseLabel(label: string): { player: number; text: string } | undefined {
  if (label === '' || label === '.') return undefined;
  const colon = label.indexOf(':');
  if (colon < 0) return { player: 0, text: label };
  return { player: Number(label.slice(0, colon)) || 0, text: label.slice(colon + 1) };
}

/** The drawn part of the board (the layout's layers) as one SVG element; every cell carries data-cell=<index> and its
 * name as a tooltip. */
export function renderBoard(
  doc: Pick<TopologyDoc, 'cells' | 'layers'>,
  layout: BoardLayout,
  marks: BoardMarks,
): string {
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${layout.width}" height="${layout.height}" viewBox="0 0 ${layout.width} ${layout.height}" class="board">`,
    `<rect width="100%" height="100%" fill="#e9e4d8"/>`,
  ];
  const drawn = doc.cells.filter((cell) => layout.points[cell.index] !== undefined);
  // A few jumps (the ring's) read well as lines; many (the torus's joins) as a blue edge on the cells they join.
  const drawLines = layout.links.length <= MAX_LINK_LINES;
  for (const cell of drawn) {
    const i = cell.index;
    const classes = ['cell', layout.shades[i] === 0 ? 'dark' : 'light'];
    if (!drawLines && seamCells(layout).has(i)) classes.push('seam');
    if (marks.last?.has(i)) classes.push('last');
    if (marks.selected === i) classes.push('selected');
    if (marks.targets?.has(i)) classes.push('target');
    parts.push(
      `<polygon data-cell="${i}" class="${classes.join(' ')}" points="${layout.points[i]}"><title>${escapeXml(cell.name)}</title></polygon>`,
    );
  }
  for (const [a, b] of drawLines ? layout.links : []) {
    const [ax, ay] = layout.centres[a] ?? [0, 0];
    const [bx, by] = layout.centres[b] ?? [0, 0];
    parts.push(
      `<line class="link" x1="${ax}" y1="${ay}" x2="${bx}" y2="${by}" stroke="#1f618d" stroke-opacity="0.18" stroke-width="1.5" pointer-events="none"/>`,
    );
  }
  for (const cell of drawn) {
    const piece = parseLabel(marks.labels[cell.index] ?? '');
    const centre = layout.centres[cell.index];
    if (piece === undefined || centre === undefined) continue;
    const [cx, cy] = centre;
    const fill = PLAYER_FILLS[piece.player % PLAYER_FILLS.length];
    const ink = PLAYER_TEXT[piece.player % PLAYER_TEXT.length];
    const size = round(layout.radius * (piece.text.length > 2 ? 0.75 : piece.text.length > 1 ? 0.95 : 1.2));
    parts.push(
      `<g data-cell="${cell.index}" class="piece p${piece.player}"><circle cx="${cx}" cy="${cy}" r="${layout.radius}" fill="${fill}" stroke="#555" stroke-width="1.5"/>` +
        `<text x="${cx}" y="${cy}" dy="0.35em" text-anchor="middle" font-size="${size}" font-family="sans-serif" font-weight="bold" fill="${ink}">${escapeXml(piece.text)}</text></g>`,
    );
  }
  for (const i of marks.targets ?? []) {
    const centre = layout.centres[i];
    if (centre === undefined) continue;
    const [cx, cy] = centre;
    parts.push(
      `<circle data-cell="${i}" class="dot" cx="${cx}" cy="${cy}" r="${round(layout.radius / 2.5)}" fill="#2e86c1" fill-opacity="0.7"/>`,
    );
  }
  parts.push('</svg>');
  return parts.join('');
}
