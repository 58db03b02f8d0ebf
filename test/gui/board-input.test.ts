// The board's pure input and sizing logic: presses and releases read as click-click or drag-and-drop (drag.ts), the
// board scaled to its room (fit.ts), flipped layouts (flip.ts), the cells joined across besiege's seams (joins.ts),
// sesqui's promotion cells against the engine's, and besiege's boards stacked
// on a narrow screen (arrange.ts).
import { describe, expect, test } from 'vitest';
import { createEngine } from '../../engines/index';
import { PROMOTION_CELLS } from '../../engines/sesqui/topology';
import { describeVariant, type TopologyDoc } from '../../src/topology/describe';
import { Gesture, pressAction, DRAG_THRESHOLD_PX, type BoardChoices } from '../../src/gui/drag';
import { fitBoard, MAX_SCALE, MIN_ROOM_HEIGHT } from '../../src/gui/fit';
import { canFlip, flipPoint } from '../../src/gui/flip';
import { joinMap } from '../../src/gui/joins';
import { prefersStacked, splitParts } from '../../src/gui/arrange';
import { promotionCells } from '../../src/gui/promotion-cells';
import { layoutBoard, renderBoard } from '../../src/gui/render';
import { figureRoom, insideSquare } from '../../src/gui/cell-room';

/** A board where the piece on cell 1 can go to 2 or 3, and cell 5 holds a piece with no move. */
const board = (selected: number | undefined): BoardChoices => ({
  selected,
  canMove: (from) => from === 1,
  isTarget: (from, to) => from === 1 && (to === 2 || to === 3),
});

describe('presses and releases (drag.ts)', () => {
  test('click-click: a press selects a piece that can move, a press on its target plays', () => {
    expect(pressAction(board(undefined), 1)).toEqual({ kind: 'select', cell: 1 });
    expect(pressAction(board(1), 3)).toEqual({ kind: 'play', from: 1, to: 3 });
    expect(pressAction(board(1), 5)).toEqual({ kind: 'clear' });
    expect(pressAction(board(undefined), 5)).toEqual({ kind: 'clear' });
    expect(pressAction(board(1), undefined)).toEqual({ kind: 'clear' });
  });

  test('a drag plays when it is dropped on a target, and does nothing elsewhere', () => {
    const drag = new Gesture(1, 100, 100, false);
    expect(drag.move(101, 102)).toBe(false);
    expect(drag.move(100 + DRAG_THRESHOLD_PX, 100)).toBe(true);
    expect(drag.move(100, 100)).toBe(true);
    expect(drag.release(board(1), 2)).toEqual({ kind: 'play', from: 1, to: 2 });
    const offTarget = new Gesture(1, 0, 0, false);
    offTarget.move(50, 50);
    expect(offTarget.release(board(1), 5)).toEqual({ kind: 'none' });
    expect(offTarget.release(board(1), undefined)).toEqual({ kind: 'none' });
  });

  test('a click on the piece already selected unselects it; a first click keeps it selected', () => {
    expect(new Gesture(1, 0, 0, true).release(board(1), 1)).toEqual({ kind: 'clear' });
    expect(new Gesture(1, 0, 0, false).release(board(1), 1)).toEqual({ kind: 'none' });
  });
});

describe('the board scaled to its room (fit.ts)', () => {
  test('as big as the narrower side of the room allows, aspect kept', () => {
    expect(fitBoard({ width: 500, height: 500 }, { width: 1000, height: 600 })).toEqual({ width: 600, height: 600 });
    expect(fitBoard({ width: 800, height: 400 }, { width: 370, height: 700 })).toEqual({ width: 370, height: 185 });
  });

  test('never above MAX_SCALE, and never squeezed below MIN_ROOM_HEIGHT', () => {
    expect(fitBoard({ width: 100, height: 100 }, { width: 5000, height: 5000 }).width).toBe(100 * MAX_SCALE);
    expect(fitBoard({ width: 1000, height: 1000 }, { width: 2000, height: 10 }).height).toBe(MIN_ROOM_HEIGHT);
  });
});

const docs = new Map<string, TopologyDoc>();
function docOf(variant: 'normal' | 'besiege' | 'sesqui'): TopologyDoc {
  let doc = docs.get(variant);
  if (doc === undefined) docs.set(variant, (doc = describeVariant(variant, createEngine(variant).rules)));
  return doc;
}
const cellNamed = (doc: TopologyDoc, name: string): number => doc.cells.findIndex((cell) => cell.name === name);

describe('flipping (flip.ts)', () => {
  test('a point turns half a circle round the centre of its box', () => {
    expect(flipPoint({ minX: 0, maxX: 10, minY: 0, maxY: 4 }, [1, 1])).toEqual([9, 3]);
    expect(canFlip(2)).toBe(true);
    expect(canFlip(10)).toBe(false);
  });

  test('the flipped chessboard puts a1 where h8 was, and the size is the same', () => {
    const doc = docOf('normal');
    const plain = layoutBoard(doc);
    const flipped = layoutBoard(doc, { flip: true });
    expect([flipped.width, flipped.height]).toEqual([plain.width, plain.height]);
    expect(flipped.centres[cellNamed(doc, 'a1')]).toEqual(plain.centres[cellNamed(doc, 'h8')]);
    expect(flipped.centres[cellNamed(doc, 'e4')]).toEqual(plain.centres[cellNamed(doc, 'd5')]);
  });

  test("besiege: both boards turn, as Black sees them (a1 where t10 was, Black's board on the left)", () => {
    const doc = docOf('besiege');
    const plain = layoutBoard(doc);
    const flipped = layoutBoard(doc, { flip: true });
    expect(flipped.centres[cellNamed(doc, 'a1')]).toEqual(plain.centres[cellNamed(doc, 't10')]);
    expect(flipped.centres[cellNamed(doc, 'k1')]).toEqual(plain.centres[cellNamed(doc, 'j10')]);
  });
});

describe("besiege's boards stacked (arrange.ts)", () => {
  test('the two boards become two parts; stacked, the right-hand board stands above the left-hand one', () => {
    const doc = docOf('besiege');
    const parts = splitParts(doc);
    expect(parts?.cells.filter((cell) => cell.layer === 1).map((cell) => cell.name[0])).toEqual(
      expect.arrayContaining([...'klmnopqrst']),
    );
    expect(parts?.cells.filter((cell) => cell.layer === 0)).toHaveLength(100);
    expect(splitParts(docOf('normal'))).toBeUndefined();
    expect(splitParts(docOf('sesqui'))).toBeUndefined();
    const tall = layoutBoard(parts!, { stacked: true });
    const [e10, o1] = [tall.centres[cellNamed(doc, 'e10')]!, tall.centres[cellNamed(doc, 'o1')]!];
    // Going up off e10 arrives on o1: drawn right above it (across the gap between the boards), so that join is no
    // seam any more.
    expect(o1[0]).toBe(e10[0]);
    expect(e10[1] - o1[1]).toBeGreaterThan(tall.unit);
    expect(e10[1] - o1[1]).toBeLessThan(2 * tall.unit);
    expect(joinMap(tall.links).get(cellNamed(doc, 'e10'))).toBeUndefined();
    // Flipped, the order turns too: the left-hand board (White's) on top.
    const flipped = layoutBoard(parts!, { stacked: true, flip: true });
    expect(flipped.centres[cellNamed(doc, 'a1')]![1]).toBeLessThan(flipped.centres[cellNamed(doc, 'k1')]![1]);
  });

  test('stacked on a phone held upright, side by side on a laptop', () => {
    const doc = docOf('besiege');
    const wide = layoutBoard(doc);
    const tall = layoutBoard(splitParts(doc)!, { stacked: true });
    expect(prefersStacked(wide, tall, { width: 378, height: 600 })).toBe(true);
    expect(prefersStacked(wide, tall, { width: 900, height: 620 })).toBe(false);
  });
});

describe("besiege's joins (joins.ts)", () => {
  test('the edge cells of one board are joined to cells of the other, both ways', () => {
    const doc = docOf('besiege');
    const joins = joinMap(layoutBoard(doc).links);
    const e10 = cellNamed(doc, 'e10');
    const o1 = cellNamed(doc, 'o1');
    expect(joins.get(e10)).toContain(o1);
    expect(joins.get(o1)).toContain(e10);
    // A cell in the middle of a board is joined to nothing.
    expect(joins.get(cellNamed(doc, 'e5'))).toBeUndefined();
    // e10's partners lie on the other board's first rank (o1 and its two neighbours there); a5 meets t5.
    expect((joins.get(e10) ?? []).map((cell) => doc.cells[cell].name).sort()).toEqual(['n1', 'o1', 'p1']);
    expect(joins.get(cellNamed(doc, 'a5'))).toContain(cellNamed(doc, 't5'));
  });
});

describe("sesqui's promotion cells (promotion-cells.ts)", () => {
  test("are the engine's, and are drawn outlined per side", () => {
    const doc = docOf('sesqui');
    const byName = promotionCells('sesqui').map((names) => names.map((name) => cellNamed(doc, name)));
    expect(byName).toEqual(PROMOTION_CELLS.map((cells) => [...cells]));
    const svg = renderBoard(doc, layoutBoard(doc), { labels: [], promotion: byName });
    expect(svg.match(/class="promotion p0"/g)).toHaveLength(4);
    expect(svg).toContain('data-name="g5"');
    expect(svg).toContain('Black promotes here');
    expect(promotionCells('normal')).toEqual([]);
  });
});

describe('how big a figure a cell holds (cell-room.ts)', () => {
  test('a square holds its side; a slanted narrow cell less than a square of its area', () => {
    const square = [
      [0, 0],
      [2, 0],
      [2, 2],
      [0, 2],
    ] as const;
    expect(insideSquare(square)).toBeCloseTo(2);
    expect(figureRoom(square)).toBeCloseTo(2);
    // A diamond 2 wide and 4 high: the upright square inside has half-side 2/3.
    const diamond = [
      [0, -2],
      [1, 0],
      [0, 2],
      [-1, 0],
    ] as const;
    expect(insideSquare(diamond)).toBeCloseTo(4 / 3);
    expect(figureRoom(diamond)).toBeCloseTo(1.2 * (4 / 3));
    expect(figureRoom(diamond, true)).toBeCloseTo(2);
    // sesqui's real cells: figures fit inside, at about three quarters of the old size.
    const ring = docOf('sesqui').cells[0].polygon;
    expect(figureRoom(ring) / figureRoom(ring, true)).toBeLessThan(0.8);
  });
});

describe('highlights (render.ts)', () => {
  test('a target holding a piece is ringed, an empty one dotted; the checked king and joined cells get classes', () => {
    const doc = docOf('normal');
    const [e4, d5, e1] = ['e4', 'd5', 'e1'].map((name) => cellNamed(doc, name));
    const labels: string[] = [];
    labels[d5] = '1:P';
    labels[e1] = '0:K';
    const svg = renderBoard(doc, layoutBoard(doc), {
      labels,
      targets: new Set([d5, cellNamed(doc, 'e5')]),
      check: new Set([e1]),
      joined: new Set([e4]),
    });
    expect(svg.match(/class="dot capture"/g)).toHaveLength(1);
    expect(svg.match(/class="dot"/g)).toHaveLength(1);
    expect(svg).toMatch(new RegExp(`data-cell="${e1}" class="cell [a-z]+ check"`));
    expect(svg).toMatch(new RegExp(`data-cell="${e4}" class="cell [a-z]+ joined"`));
    // A piece of the mover's own on a target (an M.S.G. merge) gets the dashed ring, never the capture ring.
    const b1 = cellNamed(doc, 'b1');
    const d2 = cellNamed(doc, 'd2');
    labels[b1] = '0:N';
    labels[d2] = '0:P';
    const merge = renderBoard(doc, layoutBoard(doc), { labels, selected: b1, targets: new Set([d2, d5]) });
    expect(merge).toMatch(new RegExp(`data-cell="${d2}" class="dot own"`));
    expect(merge).toMatch(new RegExp(`data-cell="${d5}" class="dot capture"`));
  });
});
