// The board view as SVG, from the `topology` description alone: every cell's polygon, layers side by side,
// coordinates, a figurine per occupied cell from the `cells` extension (figures.ts), selection and target highlights,
// marked cells and arrows. Pure string building, so the browser page, `topochess diagram` and unit tests share it;
// nothing here knows a variant (figures.ts reads piece names from the description).
import type { CellDoc, TopologyDoc } from '../topology/describe';
import { parseLabel } from '../core/cell-label';
import { playerColour, playerTitle } from './colours';
import { escapeXml, pieceLook, pieceSvg } from './figures';
import { shadeCells } from './shading';
import { flipPoint } from './flip';
import { figureRoom } from './cell-room';

export { PLAYER_FILLS } from './colours';

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
  /** Per drawn cell: how big a figure fits, in pixels (cell-room.ts). */
  readonly sizes: readonly number[];
  /** Per drawn cell: its bounding box [minX, minY, maxX, maxY] in pixels. */
  readonly boxes: readonly (readonly [number, number, number, number] | undefined)[];
  /** The median cell's extent in pixels. */
  readonly unit: number;
  /** A ring's cell names are written within its outline (LayoutOptions.namesWithin). */
  readonly namesWithin?: boolean;
}

export interface BoardMarks {
  /** labels[cell]: '' when empty, else `<player>:<text>` (the `cells` extension). */
  readonly labels: readonly string[];
  readonly selected?: number;
  readonly targets?: ReadonlySet<number>;
  /** Cells of the last move, tinted. */
  readonly last?: ReadonlySet<number>;
  /** Cells marked in a diagram (a piece's reach, a seam), tinted green. */
  readonly marked?: ReadonlySet<number>;
  /** Arrows from cell to cell, drawn over the pieces. */
  readonly arrows?: readonly (readonly [number, number])[];
  /** Cells circled by the person (a right-click), drawn as green rings. */
  readonly circles?: ReadonlySet<number>;
  /** The checked king's cell, tinted red. */
  readonly check?: ReadonlySet<number>;
  /** Cells joined across a seam to the selected one (besiege's two boards), outlined. */
  readonly joined?: ReadonlySet<number>;
  /** promotion[player]: the cells where that player's pawns promote, outlined in the player's colour. */
  readonly promotion?: readonly (readonly number[])[];
  /** Coordinates along grid edges, or cell names round a ring; on unless false. */
  readonly coordinates?: boolean;
}

/** What the board drawing reads of a description: the cells, and when known the piece names and player count. */
export type BoardDoc = Pick<TopologyDoc, 'cells' | 'layers'> & Partial<Pick<TopologyDoc, 'pieces' | 'players'>>;

/** Unit size of the drawing: the abstract plane is scaled so that the median cell is this many pixels wide. */
const CELL_PIXELS = 56;
const LAYER_GAP = 0.6;
/** Room round each layer, in median cells: coordinates are written there. */
const MARGIN = 0.6;
/** The room round a ring whose names are written within its outline. */
const TIGHT_MARGIN = 0.15;

/** Cell colours (the page's CSS classes override them; a standalone diagram keeps them). */
const LIGHT_FILL = '#f0d9b5';
const DARK_FILL = '#b58863';
const MARK_FILL = '#2f9e44';
const ARROW_FILL = '#1f618d';

function bounds(cells: readonly Pick<CellDoc, 'polygon'>[]): {
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
} {
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

function extent(cell: Pick<CellDoc, 'polygon'>): number {
  const b = bounds([cell]);
  return Math.min(b.maxX - b.minX, b.maxY - b.minY);
}

export interface LayoutOptions {
  /** Only these layers are drawn (side by side, in this order); every layer by default. */
  readonly layers?: readonly number[];
  /** Shrinks the drawing (never enlarges it) so that it is at most this many pixels wide. */
  readonly maxWidth?: number;
  /** Each layer turned half a circle in place (flip.ts): the other side's view. */
  readonly flip?: boolean;
  /** Layers stacked from the bottom up instead of side by side (top down when flipped): arrange.ts. */
  readonly stacked?: boolean;
  /** Figures as big as a square of their cell's area, even where they stick out (salmon's strips, whose codes need
   * the room); by default they fit inside the cell (cell-room.ts). */
  readonly figuresByArea?: boolean;
  /** The names of a ring's cells written within its outline (in its outer cells' tips and the notches between
   * them), with little room round it. */
  readonly namesWithin?: boolean;
}

/** Places the layers left to right (or bottom to top), each in its own bounding box, flipped so that y grows
 * downwards. */
export function layoutBoard(doc: Pick<TopologyDoc, 'cells' | 'layers'>, options: LayoutOptions = {}): BoardLayout {
  const layerCount = Math.max(1, doc.layers, ...doc.cells.map((c) => c.layer + 1));
  const shown = options.layers ?? Array.from({ length: layerCount }, (_, layer) => layer);
  const cells = doc.cells.filter((c) => shown.includes(c.layer));
  const extents = cells
    .map(extent)
    .filter((e) => e > 0)
    .sort((a, b) => a - b);
  const unit = extents.length === 0 ? 1 : extents[Math.floor(extents.length / 2)];
  const margin = options.namesWithin === true ? TIGHT_MARGIN : MARGIN;
  // Each layer's box is placed with its left edge at left[layer] and its top edge at top[layer] (abstract units).
  const left: number[] = [];
  const top: number[] = [];
  let along = margin * unit;
  let across = 0;
  const layerBounds: ReturnType<typeof bounds>[] = [];
  const stacked = options.stacked === true;
  // Stacked, the first layer is at the bottom (the board continues upwards); flipped, at the top.
  const order = stacked && options.flip !== true ? [...shown].reverse() : shown;
  for (const layer of order) {
    const b = bounds(cells.filter((c) => c.layer === layer));
    layerBounds[layer] = b;
    left[layer] = stacked ? margin * unit : along;
    top[layer] = stacked ? along : margin * unit;
    if (!Number.isFinite(b.minX)) continue;
    along += (stacked ? b.maxY - b.minY : b.maxX - b.minX) + LAYER_GAP * unit;
    across = Math.max(across, stacked ? b.maxX - b.minX : b.maxY - b.minY);
  }
  const alongTotal = along - LAYER_GAP * unit + margin * unit;
  const acrossTotal = across + 2 * margin * unit;
  const naturalWidth = (stacked ? acrossTotal : alongTotal) * (CELL_PIXELS / unit);
  const scale = (CELL_PIXELS / unit) * Math.min(1, (options.maxWidth ?? Infinity) / naturalWidth);
  const width = (stacked ? acrossTotal : alongTotal) * scale;
  const height = (stacked ? alongTotal : acrossTotal) * scale;
  const centres: ([number, number] | undefined)[] = new Array(doc.cells.length).fill(undefined);
  const points: (string | undefined)[] = new Array(doc.cells.length).fill(undefined);
  const sizes: number[] = [];
  const boxes: ([number, number, number, number] | undefined)[] = new Array(doc.cells.length).fill(undefined);
  for (const cell of cells) {
    const b = layerBounds[cell.layer];
    const px = (vx: number): number => (vx - b.minX + left[cell.layer]) * scale;
    const py = (vy: number): number => (b.maxY - vy + top[cell.layer]) * scale;
    const polygon = options.flip === true ? cell.polygon.map((point) => flipPoint(b, point)) : cell.polygon;
    let cx = 0;
    let cy = 0;
    const pts: string[] = [];
    for (const [vx, vy] of polygon) {
      cx += px(vx);
      cy += py(vy);
      pts.push(`${round(px(vx))},${round(py(vy))}`);
    }
    const n = Math.max(1, polygon.length);
    centres[cell.index] = [round(cx / n), round(cy / n)];
    points[cell.index] = pts.join(' ');
    sizes[cell.index] = round(figureRoom(polygon, options.figuresByArea) * scale);
    const box = bounds([{ polygon }]);
    boxes[cell.index] = [round(px(box.minX)), round(py(box.maxY)), round(px(box.maxX)), round(py(box.minY))];
  }
  // A third of the smallest cell, or up to half of it on boards of uneven cells (salmon's strips), for legible labels.
  const smallest = Math.min(CELL_PIXELS, (extents[0] ?? unit) * scale);
  const radius = Math.max(4, smallest / 3, Math.min(smallest / 2, (unit * scale) / 3));
  const links = farLinks(cells, centres);
  return {
    centres,
    points,
    width: Math.ceil(round(width)),
    height: Math.ceil(round(height)),
    radius: round(radius),
    links,
    shades: shadeCells(cells),
    sizes,
    boxes,
    unit: round(unit * scale),
    ...(options.namesWithin === true ? { namesWithin: true } : {}),
  };
}

/** A neighbour further than this many median neighbour distances away is across a seam or a jump. */
const FAR_FACTOR = 2.5;
/** Up to this many far pairs are drawn as lines; more are shown as marked cells. */
const MAX_LINK_LINES = 64;

const linesCache = new WeakMap<BoardLayout, boolean>();
/**
 * Whether the far links read as lines: few of them (the ring's jumps across its empty centre), and none passing over
 * another cell's centre. A wrapped grid's joins (cylinder's a- and h-files) would run the length of a rank through
 * its pieces, so they are drawn as seams instead, like the torus's many joins.
 */
function linksAsLines(layout: BoardLayout): boolean {
  let lines = linesCache.get(layout);
  if (lines === undefined) {
    lines = layout.links.length <= MAX_LINK_LINES && !layout.links.some(([a, b]) => lineOverCell(layout, a, b));
    linesCache.set(layout, lines);
  }
  return lines;
}

/** Whether the line between the centres of a and b passes within half a piece disc of another cell's centre. */
function lineOverCell(layout: BoardLayout, a: number, b: number): boolean {
  const [ax, ay] = layout.centres[a] ?? [0, 0];
  const [bx, by] = layout.centres[b] ?? [0, 0];
  const dx = bx - ax;
  const dy = by - ay;
  const length2 = dx * dx + dy * dy;
  if (length2 === 0) return false;
  return layout.centres.some((centre, i) => {
    if (centre === undefined || i === a || i === b) return false;
    const t = ((centre[0] - ax) * dx + (centre[1] - ay) * dy) / length2;
    if (t <= 0 || t >= 1) return false;
    const px = ax + t * dx - centre[0];
    const py = ay + t * dy - centre[1];
    return px * px + py * py < (layout.radius / 2) ** 2;
  });
}

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

/** The drawn part of the board (the layout's layers) as one SVG element; every cell carries data-cell=<index> and its
 * name as a tooltip, every piece is a group (class `piece p<player>`) titled with its owner and kind. */
export function renderBoard(doc: BoardDoc, layout: BoardLayout, marks: BoardMarks): string {
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${layout.width}" height="${layout.height}" viewBox="0 0 ${layout.width} ${layout.height}" class="board">`,
    `<rect width="100%" height="100%" fill="#e9e4d8"/>`,
  ];
  const drawn = doc.cells.filter((cell) => layout.points[cell.index] !== undefined);
  // A few jumps (the ring's) read well as lines; many (the torus's joins), or joins along a rank (the cylinder's), as
  // a blue edge on the cells they join.
  const drawLines = linksAsLines(layout);
  for (const cell of drawn) {
    const i = cell.index;
    const light = layout.shades[i] !== 0;
    const classes = ['cell', light ? 'light' : 'dark'];
    const seam = !drawLines && seamCells(layout).has(i);
    if (seam) classes.push('seam');
    if (marks.last?.has(i)) classes.push('last');
    if (marks.selected === i) classes.push('selected');
    if (marks.targets?.has(i)) classes.push('target');
    if (marks.check?.has(i)) classes.push('check');
    if (marks.joined?.has(i)) classes.push('joined');
    const stroke = seam ? ' stroke="#1f618d" stroke-width="3"' : ' stroke="#7a6f5a" stroke-width="1"';
    parts.push(
      `<polygon data-cell="${i}" class="${classes.join(' ')}" points="${layout.points[i]}" fill="${light ? LIGHT_FILL : DARK_FILL}"${stroke}><title>${escapeXml(cell.name)}</title></polygon>`,
    );
  }
  for (const i of marks.marked ?? []) {
    const points = layout.points[i];
    if (points === undefined) continue;
    parts.push(
      `<polygon class="mark" points="${points}" fill="${MARK_FILL}" fill-opacity="0.55" stroke="#1b5e20" stroke-width="2" pointer-events="none"/>`,
    );
  }
  parts.push(...promotionMarks(doc, layout, marks.promotion ?? []));
  for (const [a, b] of drawLines ? layout.links : []) {
    // From edge to edge: a line through the cells would cross their pieces.
    const [ax, ay] = edgeTowards(layout, a, layout.centres[b] ?? [0, 0]);
    const [bx, by] = edgeTowards(layout, b, layout.centres[a] ?? [0, 0]);
    parts.push(
      `<line class="link" x1="${ax}" y1="${ay}" x2="${bx}" y2="${by}" stroke="#1f618d" stroke-opacity="0.18" stroke-width="1.5" pointer-events="none"/>`,
    );
  }
  if (marks.coordinates !== false) parts.push(...coordinates(doc, layout));
  const players = doc.players ?? 2;
  for (const cell of drawn) {
    const piece = parseLabel(marks.labels[cell.index] ?? '');
    const centre = layout.centres[cell.index];
    if (piece === undefined || centre === undefined) continue;
    const look = pieceLook(piece.text, doc.pieces ?? []);
    const name = doc.pieces?.find((p) => p.letter.toLowerCase() === piece.text.toLowerCase())?.name ?? piece.text;
    const size = round(Math.max(12, 0.9 * (layout.sizes[cell.index] ?? 2 * layout.radius)));
    const title = `<title>${escapeXml(`${playerTitle(piece.player, players)} ${look.chips !== undefined ? `stack of ${look.chips}` : name}`)}</title>`;
    const svg = pieceSvg(
      look,
      playerColour(piece.player),
      centre[0],
      centre[1],
      size,
      `data-cell="${cell.index}" class="piece p${piece.player}"`,
    );
    parts.push(svg.replace('>', `>${title}`));
  }
  // The mover: the selected piece's player (a target holding one of its own pieces is a merge, a gallop, a split).
  const mover = marks.selected === undefined ? undefined : parseLabel(marks.labels[marks.selected] ?? '')?.player;
  for (const i of marks.targets ?? []) {
    const centre = layout.centres[i];
    if (centre === undefined) continue;
    const [cx, cy] = centre;
    // A dot on an empty cell, a ring round a piece that would be taken, a dashed green ring round an own piece.
    const occupant = parseLabel(marks.labels[i] ?? '');
    const kind = occupant === undefined ? '' : occupant.player === mover ? ' own' : ' capture';
    const r = kind !== '' ? round(0.42 * (layout.sizes[i] ?? 2 * layout.radius)) : round(layout.radius / 2.5);
    const width = round(Math.max(2, r / 6));
    const paint =
      kind === ' capture'
        ? `fill="none" stroke="#2e86c1" stroke-opacity="0.8" stroke-width="${width}"`
        : kind === ' own'
          ? `fill="none" stroke="#1e8449" stroke-opacity="0.9" stroke-width="${width}" stroke-dasharray="${width * 2} ${width * 1.5}"`
          : 'fill="#2e86c1" fill-opacity="0.7"';
    parts.push(`<circle data-cell="${i}" class="dot${kind}" cx="${cx}" cy="${cy}" r="${r}" ${paint}/>`);
  }
  for (const cell of marks.circles ?? []) {
    const centre = layout.centres[cell];
    if (centre === undefined) continue;
    const r = round(0.45 * (layout.sizes[cell] ?? 2 * layout.radius));
    parts.push(
      `<circle class="circle" data-circle="${cell}" cx="${centre[0]}" cy="${centre[1]}" r="${r}" fill="none" stroke="${ARROW_FILL}" stroke-opacity="0.8" stroke-width="${round(Math.max(3, r / 8))}" pointer-events="none"/>`,
    );
  }
  for (const [from, to] of marks.arrows ?? []) parts.push(arrow(layout, from, to));
  parts.push('</svg>');
  return parts.join('');
}

/** The corners of a cell's drawn polygon. */
function cornersOf(layout: BoardLayout, cell: number): [number, number][] {
  return (layout.points[cell] ?? '').split(' ').map((pair) => {
    const [x, y] = pair.split(',').map(Number);
    return [x, y];
  });
}

/** The midpoint of the cell's side nearest to `towards` (where a line to that point leaves the cell). */
function edgeTowards(layout: BoardLayout, cell: number, towards: readonly [number, number]): [number, number] {
  const corners = cornersOf(layout, cell);
  let best: [number, number] = [...(layout.centres[cell] ?? [0, 0])];
  let distance = Infinity;
  corners.forEach(([x, y], i) => {
    const [nx, ny] = corners[(i + 1) % corners.length];
    const mid: [number, number] = [(x + nx) / 2, (y + ny) / 2];
    const d = Math.hypot(mid[0] - towards[0], mid[1] - towards[1]);
    if (d < distance) [best, distance] = [mid, d];
  });
  return [round(best[0]), round(best[1])];
}

/** Each promotion cell outlined inside its edge in the promoting player's colour, with a tooltip saying whose. */
function promotionMarks(doc: BoardDoc, layout: BoardLayout, promotion: readonly (readonly number[])[]): string[] {
  const parts: string[] = [];
  promotion.forEach((cells, player) => {
    const colour = playerColour(player);
    const who = playerTitle(player, doc.players ?? 2);
    for (const cell of cells) {
      const centre = layout.centres[cell];
      if (centre === undefined) continue;
      const [cx, cy] = centre;
      const inset = cornersOf(layout, cell)
        .map(([x, y]) => `${round(cx + (x - cx) * 0.78)},${round(cy + (y - cy) * 0.78)}`)
        .join(' ');
      const width = round(Math.max(2, layout.unit * 0.07));
      parts.push(
        `<g class="promotion p${player}" data-name="${escapeXml(doc.cells[cell]?.name ?? '')}" fill="none" pointer-events="none">` +
          `<title>${escapeXml(`${who} promotes here`)}</title>` +
          `<polygon points="${inset}" stroke="${colour.ink}" stroke-width="${round(width * 1.8)}"/>` +
          `<polygon points="${inset}" stroke="${colour.fill}" stroke-width="${width}"/></g>`,
      );
    }
  });
  return parts;
}

/** A straight arrow from centre to centre, its head a triangle (no markers: every SVG viewer draws it alike). */
function arrow(layout: BoardLayout, from: number, to: number): string {
  const a = layout.centres[from];
  const b = layout.centres[to];
  if (a === undefined || b === undefined || from === to) return '';
  const [ax, ay] = a;
  const [bx, by] = b;
  const length = Math.hypot(bx - ax, by - ay);
  const ux = (bx - ax) / length;
  const uy = (by - ay) / length;
  const width = Math.max(3, layout.unit * 0.09);
  const head = width * 3.2;
  const tipX = bx - ux * layout.unit * 0.12;
  const tipY = by - uy * layout.unit * 0.12;
  const baseX = tipX - ux * head;
  const baseY = tipY - uy * head;
  const wing = head * 0.6;
  const pts = [
    [tipX, tipY],
    [baseX - uy * wing, baseY + ux * wing],
    [baseX + uy * wing, baseY - ux * wing],
  ]
    .map(([x, y]) => `${round(x)},${round(y)}`)
    .join(' ');
  return (
    `<g class="arrow" pointer-events="none" opacity="0.8"><line x1="${ax}" y1="${ay}" x2="${round(baseX)}" y2="${round(baseY)}" ` +
    `stroke="${ARROW_FILL}" stroke-width="${round(width)}" stroke-linecap="round"/><polygon points="${pts}" fill="${ARROW_FILL}"/></g>`
  );
}

const GRID_NAME = /^([a-z])(\d+)$/;

/**
 * Coordinates: on a board whose cells are named file-letter rank-number and stand in straight files and ranks, the
 * files under each board and the ranks left of each board (boards side by side get their own); on other small
 * boards (a ring) every cell's name outside the ring (or within its outline when the layout says so); none on big
 * boards, whose cells keep their names as tooltips.
 */
function coordinates(doc: BoardDoc, layout: BoardLayout): string[] {
  const cells = doc.cells.filter((cell) => layout.centres[cell.index] !== undefined);
  const layers = [...new Set(cells.map((cell) => cell.layer))];
  const parts: string[] = [];
  // Names within a ring's outline stand in its cells' tips: smaller.
  const size = round(Math.max(9, layout.unit * (layout.namesWithin === true ? 0.21 : 0.26)));
  const text = (x: number, y: number, label: string): string =>
    `<text class="coord" x="${round(x)}" y="${round(y)}" dy="0.35em" text-anchor="middle" font-family="sans-serif" font-size="${size}" fill="#5a4e3a" pointer-events="none">${escapeXml(label)}</text>`;
  for (const layer of layers) {
    const here = cells.filter((cell) => cell.layer === layer);
    // Layers of the board itself are named; parts of a flat board laid out apart (arrange.ts) are not.
    if (doc.layers > 1 && here.length > 0) {
      const left = Math.min(...here.map((cell) => layout.boxes[cell.index]?.[0] ?? 0));
      const top = Math.min(...here.map((cell) => layout.boxes[cell.index]?.[1] ?? 0));
      parts.push(
        `<text class="coord" x="${round(left)}" y="${round(Math.max(size, top - layout.unit * 0.15))}" font-family="sans-serif" font-size="${round(size * 1.3)}" font-weight="bold" fill="#5a4e3a" pointer-events="none">layer ${layer + 1}</text>`,
      );
    }
    const grid = gridOf(here, layout);
    if (grid !== undefined) {
      for (const [file, members] of grid.files) {
        const lowest = Math.max(...members.map((cell) => layout.boxes[cell.index]?.[3] ?? 0));
        const x = members.reduce((sum, cell) => sum + (layout.centres[cell.index]?.[0] ?? 0), 0) / members.length;
        parts.push(text(x, lowest + layout.unit * 0.28, file));
      }
      for (const [rank, members] of grid.ranks) {
        const sorted = [...members].sort(
          (a, b) => (layout.boxes[a.index]?.[0] ?? 0) - (layout.boxes[b.index]?.[0] ?? 0),
        );
        const y = layout.centres[sorted[0].index]?.[1] ?? 0;
        sorted.forEach((cell, i) => {
          const left = layout.boxes[cell.index]?.[0] ?? 0;
          const previous = i === 0 ? undefined : layout.boxes[sorted[i - 1].index]?.[2];
          // The first cell of the rank, or the first after a gap: the left edge of a board.
          if (previous === undefined || left - previous > layout.unit * 0.5)
            parts.push(text(left - layout.unit * 0.28, y, rank));
        });
      }
    } else if (here.length <= MAX_NAMED_CELLS) {
      const xs = here.map((cell) => layout.centres[cell.index]?.[0] ?? 0);
      const ys = here.map((cell) => layout.centres[cell.index]?.[1] ?? 0);
      const mx = xs.reduce((a, b) => a + b, 0) / xs.length;
      const my = ys.reduce((a, b) => a + b, 0) / ys.length;
      for (const cell of here) {
        // A name stands beyond its cell's farthest reach, towards its centre. With names within the outline, towards
        // its farthest corner: a cell that reaches out beyond its neighbours along the ring (a zig-zag ring's outer
        // cells) has its name just inside that corner, and the others' names stand in the notches between them.
        const within = layout.namesWithin === true;
        const [cx, cy] = within ? farthestCorner(layout, cell.index, mx, my) : (layout.centres[cell.index] ?? [mx, my]);
        const distance = Math.hypot(cx - mx, cy - my) || 1;
        const outermost = reach(layout, cell.index, mx, my);
        const reachesOut =
          within &&
          cell.neighbours.every(
            (other) =>
              layout.centres[other] === undefined ||
              layout.links.some(([a, b]) => (a === other && b === cell.index) || (b === other && a === cell.index)) ||
              reach(layout, other, mx, my) < outermost,
          );
        const r = outermost + layout.unit * (reachesOut ? -0.18 : 0.3);
        parts.push(text(mx + ((cx - mx) / distance) * r, my + ((cy - my) / distance) * r, cell.name));
      }
    }
  }
  return parts;
}

/** Boards of up to this many cells that are not grids get every cell's name written out. */
const MAX_NAMED_CELLS = 100;

/** How far the cell's outline reaches from (mx, my). */
function reach(layout: BoardLayout, cell: number, mx: number, my: number): number {
  return Math.max(0, ...cornersOf(layout, cell).map(([x, y]) => Math.hypot(x - mx, y - my)));
}

/** The cell's corner farthest from (mx, my). */
function farthestCorner(layout: BoardLayout, cell: number, mx: number, my: number): [number, number] {
  const corners = cornersOf(layout, cell);
  const distances = corners.map(([x, y]) => Math.hypot(x - mx, y - my));
  return corners[distances.indexOf(Math.max(...distances))];
}

/** Files and ranks of a grid-named layer whose files are vertical and ranks horizontal; undefined otherwise. */
function gridOf(
  cells: readonly CellDoc[],
  layout: BoardLayout,
): { files: Map<string, CellDoc[]>; ranks: Map<string, CellDoc[]> } | undefined {
  const files = new Map<string, CellDoc[]>();
  const ranks = new Map<string, CellDoc[]>();
  for (const cell of cells) {
    const found = GRID_NAME.exec(cell.name);
    if (found === null) return undefined;
    files.set(found[1], [...(files.get(found[1]) ?? []), cell]);
    ranks.set(found[2], [...(ranks.get(found[2]) ?? []), cell]);
  }
  const tolerance = layout.unit * 0.2;
  const aligned = (groups: Map<string, CellDoc[]>, axis: 0 | 1): boolean =>
    [...groups.values()].every((members) => {
      const values = members.map((cell) => layout.centres[cell.index]?.[axis] ?? 0);
      return Math.max(...values) - Math.min(...values) <= tolerance;
    });
  return aligned(files, 0) && aligned(ranks, 1) ? { files, ranks } : undefined;
}
