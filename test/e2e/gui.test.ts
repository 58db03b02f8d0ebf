// End-to-end in real Chromium (Debian's chromium, driven by playwright-core): `topochess gui` from the packaged
// binary, for every variant: the board is drawn from `topology`, a legal move is made by clicking (a piece, then a
// highlighted target, then the first choice when a popup asks; in salmon that is one sub-move, then "end turn"), the
// engine replies (salmon: the nine other players' turns), and a screenshot is saved to
// test-output/screenshots/<variant>.png and checked not to be blank (pixel variance). The side panel: the move list in
// SAN stepped through with the keys and by clicking, the engine panel, clocks down to a flag fall, position text and
// PGN out and in, bad texts refused.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { VARIANTS } from '../../src/core/types';
import { BINARY } from '../helpers/engine-process';
import { pieceGuide } from '../../src/gui/piece-guide';
import { salmonCentaursText } from '../helpers/salmon-setup';
import { createEngine } from '../../engines/index';
import { legalMoves } from '../../src/core/rules';
import { listTexts } from '../../src/gui/notation';
import type { VariantName } from '../../src/core/types';

export const CHROMIUM = '/usr/bin/chromium';
export const SCREENSHOT_DIR = resolve(__dirname, '../../test-output/screenshots');

let server: ChildProcessWithoutNullStreams | undefined;
let browser: Browser | undefined;
let base = '';

// Limits here only catch a hang: a step waits up to STEP_MS and a test runs up to TEST_MS, generous because the suite
// must pass beside other work on a small machine (one step took 45 s with the load average at 13).
const STEP_MS = 120_000;
const TEST_MS = 360_000;

beforeAll(async () => {
  // No silent skip: without chromium (make test installs it via scripts/system-deps.sh) this fails.
  expect(existsSync(CHROMIUM), `${CHROMIUM} missing: run make system-deps`).toBe(true);
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  server = spawn(BINARY, ['gui', '--port', '0'], { env: {} });
  base = await new Promise<string>((done, fail) => {
    let text = '';
    const timer = setTimeout(() => fail(new Error(`no URL from topochess gui: ${text}`)), STEP_MS);
    server!.stdout.on('data', (chunk: Buffer) => {
      text += chunk.toString('utf8');
      const found = /http:\/\/127\.0\.0\.1:\d+\//.exec(text);
      if (found) {
        clearTimeout(timer);
        done(found[0]);
      }
    });
  });
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
}, TEST_MS);

afterAll(async () => {
  await browser?.close();
  server?.kill('SIGTERM');
});

/** The screen sizes every variant is drawn and photographed at: a laptop and a phone held upright. */
const DESKTOP = { width: 1280, height: 720 };
const PHONE = { width: 390, height: 844 };

/** In the page: the board is drawn and sized to its column (fit.ts): as wide as the room, or as high, or at most. */
function boardFits(): boolean {
  const board = document.getElementById('board')!;
  const svg = board.querySelector('svg.board');
  if (svg === null) return false;
  const drawn = svg.getBoundingClientRect();
  return drawn.width > 0 && drawn.width <= board.clientWidth + 0.5 && drawn.right <= window.innerWidth;
}

/**
 * In the page: the board drawing overlaps neither the side panel nor the layer overviews, and on a screen wider than
 * tall it ends inside the window (no scrolling to see its lower edge). The rectangles, when it does, for the message.
 */
function boardClear(): string {
  const box = (selector: string): DOMRect | undefined => document.querySelector(selector)?.getBoundingClientRect();
  // The part of the drawing in sight: a zoomed layer is bigger than its view (#board), which scrolls.
  const [drawing, view] = [box('#board svg.board')!, box('#board')!];
  const svg = new DOMRect(
    Math.max(drawing.left, view.left),
    Math.max(drawing.top, view.top),
    Math.min(drawing.right, view.right) - Math.max(drawing.left, view.left),
    Math.min(drawing.bottom, view.bottom) - Math.max(drawing.top, view.top),
  );
  const meets = (other: DOMRect | undefined): boolean =>
    other !== undefined &&
    other.width > 0 &&
    svg.left < other.right - 0.5 &&
    other.left < svg.right - 0.5 &&
    svg.top < other.bottom - 0.5 &&
    other.top < svg.bottom - 0.5;
  const problems: string[] = [];
  if (meets(box('#side-panel'))) problems.push('board over the side panel');
  if (meets(box('#layers'))) problems.push('board over the layer overviews');
  if (window.innerWidth > window.innerHeight && svg.bottom > window.innerHeight + 0.5)
    problems.push(`board ends at ${svg.bottom}, below the window's ${window.innerHeight}`);
  return problems.join('; ');
}

/** The side panel's tests look at a wider window. */
const WIDE = { width: 1400, height: 900 };

/** Opens the page with this query (variant, clock) at `viewport`, waits for the first position, runs `body`, closes
 * it. */
async function onPage(
  query: string,
  body: (page: Page) => Promise<void>,
  viewport: { width: number; height: number } = DESKTOP,
): Promise<void> {
  const page = await browser!.newPage({ viewport });
  acceptDialogs(page);
  page.setDefaultTimeout(STEP_MS);
  try {
    await page.goto(`${base}?${query}`);
    await page.waitForSelector('body[data-ply="0"]:not([data-busy])');
    await body(page);
  } finally {
    await page.close();
  }
}

/** The polygon of the cell named exactly `name`. */
function cell(page: Page, name: string): Locator {
  return page.locator('#board polygon.cell').filter({ has: page.locator(`title:text-is("${name}")`) });
}

/** The centre of the cell named `name` on the page, in page pixels (its box's centre: the cells tested are squares). */
async function cellCentre(page: Page, name: string): Promise<{ x: number; y: number }> {
  const box = await cell(page, name).boundingBox();
  if (box === null) throw new Error(`cell ${name} not drawn`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Says yes to the page's questions (throw away the game in progress?), as the tests that start anew mean to. */
function acceptDialogs(page: Page): void {
  page.on('dialog', (dialog) => void dialog.accept());
}

/** An arrow drawn by a right-drag from `from` to `to`, and a circle by a right-click on `circled`. */
async function annotate(page: Page, from: string, to: string, circled: string): Promise<void> {
  const [a, b, c] = [await cellCentre(page, from), await cellCentre(page, to), await cellCentre(page, circled)];
  await page.mouse.move(a.x, a.y);
  await page.mouse.down({ button: 'right' });
  await page.mouse.move(b.x, b.y, { steps: 3 });
  await page.mouse.up({ button: 'right' });
  await page.mouse.click(c.x, c.y, { button: 'right' });
}

/** Clicks the middle of the cell named `name` (on its piece, if one stands there). */
async function clickCell(page: Page, name: string): Promise<void> {
  const centre = await cellCentre(page, name);
  await page.mouse.click(centre.x, centre.y);
}

/** Variance of the grey levels of a PNG, computed by the browser from the screenshot bytes. */
async function pixelVariance(page: Page, png: Buffer): Promise<number> {
  return page.evaluate(async (data) => {
    const image = new Image();
    image.src = `data:image/png;base64,${data}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const pixels = context.getImageData(0, 0, image.width, image.height).data;
    let sum = 0;
    let squares = 0;
    const count = pixels.length / 4;
    for (let i = 0; i < pixels.length; i += 4) {
      const grey = (pixels[i] + pixels[i + 1] + pixels[i + 2]) / 3;
      sum += grey;
      squares += grey * grey;
    }
    const mean = sum / count;
    return squares / count - mean * mean;
  }, png.toString('base64'));
}

/** Clicks the mover's pieces until one shows targets, then a target, then the first choice if a popup asks. */
async function clickALegalMove(page: Page): Promise<void> {
  return clickALegalMoveOf(page, 0);
}

/** clickALegalMove for the pieces of `player`. */
async function clickALegalMoveOf(page: Page, player: number): Promise<void> {
  const pieces = page.locator(`#board g.piece.p${player}`);
  const count = await pieces.count();
  for (let i = 0; i < count; i++) {
    const cell = await pieces.nth(i).getAttribute('data-cell');
    await page.locator(`#board g.piece[data-cell="${cell}"]`).click();
    const dots = page.locator('#board circle.dot');
    if ((await dots.count()) === 0) continue;
    await dots.first().click({ force: true });
    const choice = page.locator('#choice button[data-move]');
    if (await page.locator('#choice').isVisible()) await choice.first().click();
    return;
  }
  throw new Error(`no piece of side ${player} has a legal move to click`);
}

describe('topochess gui in Chromium', () => {
  test.each([...VARIANTS])(
    '%s: draw, click a legal move, engine replies, screenshot',
    async (variant) => {
      await onPage(`variant=${variant}`, async (page) => {
        // As first drawn, before any resize: the board clear of the panel and inside the window.
        expect(await page.evaluate(boardClear), `${variant} as opened`).toBe('');
        await page.selectOption('#level', '0');
        expect(await page.locator('#board polygon.cell').count()).toBeGreaterThan(20);
        expect(await page.locator('#board g.piece').count()).toBeGreaterThan(0);
        // The legend: every piece of the piece guide with its figure, and the link to the variant's rules page.
        expect(await page.locator('#legend li').evaluateAll((items) => items.map((item) => item.dataset.code))).toEqual(
          pieceGuide(variant).map((entry) => entry.code),
        );
        expect(await page.locator('#legend li svg.figure > g').count()).toBe(pieceGuide(variant).length);
        expect(await page.locator('#legend a#rules').getAttribute('href')).toBe(`/rules/${variant}`);
        await clickALegalMove(page);
        if (variant === 'salmon') {
          // One sub-move of A's turn, shown before the turn ends; then the other nine players' turns come back.
          await page.waitForSelector('body[data-submoves="1"]:not([data-busy])');
          expect(await page.locator('#turn').textContent()).toMatch(/This turn: A\d+[a-j]\d+A\d+[a-j]\d+/);
          expect(await page.locator('#status').textContent()).toMatch(/Side A to move, sub-move 2 of 10/);
          expect(await page.locator('#endturn').isEnabled()).toBe(true);
          expect(await page.locator('#board polygon.cell').count()).toBe(750);
          expect(await page.locator('#layers svg.overview').count()).toBe(10);
          await page.click('#endturn');
          await page.waitForSelector('body[data-ply="10"]:not([data-busy])', { timeout: STEP_MS });
          const lines = await page.locator('#movelist .move').allTextContents();
          expect(lines.map((line) => line.slice(0, 1)).join('')).toBe('ADGJCFIBEH');
          expect(await page.locator('#movelist .num').first().textContent()).toBe('1.');
          expect(await page.locator('#status').textContent()).toMatch(/Side A to move, sub-move 1 of 10/);
          // A sub-move, then "engine move": the engine plays the rest of the turn, recorded whole from that sub-move.
          await clickALegalMove(page);
          await page.waitForSelector('body[data-submoves="1"]:not([data-busy])');
          const subMove = (await page.locator('#turn').textContent())!.replace('This turn: ', '');
          await page.click('#enginemove');
          await page.waitForSelector('body[data-ply="20"]:not([data-busy])', { timeout: STEP_MS });
          const turns = await page.locator('#movelist .move').allTextContents();
          // In the list as a player reads it: A's piece, from-to (src/gui/notation.ts).
          const [, from, to] = /^([A-J]\d+[a-j]\d+)([A-J]\d+[a-j]\d+)/.exec(subMove) ?? [];
          expect(turns[10]).toMatch(new RegExp(`^A:\\w+@${from}-${to}(,|$)`));
        } else {
          await page.waitForSelector('body[data-ply="2"]', { timeout: STEP_MS });
          expect(await page.locator('#movelist').textContent()).toMatch(/\S+ \S+/);
        }
        await page.mouse.move(0, 0); // no hover highlight in the pictures
        for (const size of [DESKTOP, PHONE]) {
          await page.setViewportSize(size);
          await page.waitForFunction(boardFits);
          const name = `${variant}-${size.width}x${size.height}.png`;
          const png = await page.screenshot({ path: resolve(SCREENSHOT_DIR, name), fullPage: true });
          expect(await pixelVariance(page, png)).toBeGreaterThan(100);
          expect(await page.evaluate(boardClear), `${variant} at ${size.width}x${size.height}`).toBe('');
          // No sideways scrolling: the controls wrap, the board shrinks to the screen.
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
          // besiege's two boards stand side by side on the laptop, one above the other on the phone.
          if (variant === 'besiege')
            expect(await page.getAttribute('body', 'data-stacked')).toBe(size === PHONE ? '1' : '0');
        }
      });
    },
    TEST_MS,
  );

  test(
    'normal: a move by drag-and-drop; the board flips by button and by the f key',
    () =>
      onPage('variant=normal', async (page) => {
        await page.selectOption('#level', '0');
        const from = await cellCentre(page, 'e2');
        const to = await cellCentre(page, 'e4');
        await page.mouse.move(from.x, from.y);
        await page.mouse.down();
        // While dragging, a ghost of the pawn follows the pointer and the legal targets are shown.
        const halfway = { x: (from.x + to.x) / 2, y: (from.y + to.y) / 2 };
        await page.mouse.move(halfway.x, halfway.y, { steps: 4 });
        expect(await page.locator('#board g.ghost').count()).toBe(1);
        // The ghost is drawn under the pointer at the piece's size.
        const ghost = (await page.locator('#board g.ghost').boundingBox())!;
        const cellBox = (await cell(page, 'e2').boundingBox())!;
        expect(Math.abs(ghost.x + ghost.width / 2 - halfway.x)).toBeLessThan(cellBox.width / 2);
        expect(Math.abs(ghost.y + ghost.height / 2 - halfway.y)).toBeLessThan(cellBox.height / 2);
        expect(ghost.height).toBeLessThan(cellBox.height * 1.1);
        expect(await page.locator('#board circle.dot').count()).toBe(2);
        await page.mouse.move(to.x, to.y, { steps: 4 });
        await page.mouse.up();
        await page.waitForSelector('body[data-ply="2"]:not([data-busy])', { timeout: STEP_MS });
        const e4 = await page
          .locator('#board polygon.cell title:text-is("e4")')
          .evaluate((title) => title.parentElement!.getAttribute('data-cell'));
        expect(await page.locator(`#board g.piece[data-cell="${e4}"] title`).textContent()).toBe('White pawn');
        expect(await page.locator('#board g.ghost').count()).toBe(0);

        // Flipped, a1 is at the top right and h8 at the bottom left; the f key flips back.
        await page.click('#flip');
        await page.waitForSelector('body[data-flipped="1"]');
        const a1Flipped = await cellCentre(page, 'a1');
        const h8Flipped = await cellCentre(page, 'h8');
        expect(a1Flipped.y).toBeLessThan(h8Flipped.y);
        expect(a1Flipped.x).toBeGreaterThan(h8Flipped.x);
        await page.keyboard.press('f');
        await page.waitForSelector('body[data-flipped="0"]');
        // Back as White sees it (the side panel may have grown meanwhile, so compare places, not pixels).
        const [a1Back, h8Back] = [await cellCentre(page, 'a1'), await cellCentre(page, 'h8')];
        expect(a1Back.y).toBeGreaterThan(h8Back.y);
        expect(a1Back.x).toBeLessThan(h8Back.x);
        await page.screenshot({ path: resolve(SCREENSHOT_DIR, 'normal-dragged-1280x720.png') });
      }),
    TEST_MS,
  );

  test(
    'normal: the king in check is shown red',
    () =>
      onPage('variant=normal', async (page) => {
        await page.selectOption('#side', 'both');
        // Fool's mate, both sides played by clicking: from cell, then to cell.
        for (const [ply, [from, to]] of [
          ['f2', 'f3'],
          ['e7', 'e5'],
          ['g2', 'g4'],
          ['d8', 'h4'],
        ].entries()) {
          expect(await cell(page, 'e1').getAttribute('class')).not.toMatch(/check/);
          const a = await cellCentre(page, from);
          await page.mouse.click(a.x, a.y);
          const b = await cellCentre(page, to);
          await page.mouse.click(b.x, b.y);
          await page.waitForSelector(`body[data-ply="${ply + 1}"]:not([data-busy])`);
        }
        expect(await cell(page, 'e1').getAttribute('class')).toMatch(/\bcheck\b/);
        expect(await page.locator('#board polygon.cell.check').count()).toBe(1);
        expect(await page.locator('#status').textContent()).toMatch(/check/);
        // Mate: the result dialog says how the game ended.
        await page.locator('#result').waitFor({ state: 'visible' });
        expect(await page.locator('#result-title').textContent()).toBe('Black wins');
        expect(await page.locator('#result-reason').textContent()).toBe('by checkmate');
        expect(await page.locator('#status').textContent()).toBe('Game over: Black wins by checkmate');
        await page.screenshot({ path: resolve(SCREENSHOT_DIR, 'normal-mate-1280x720.png') });
      }),
    TEST_MS,
  );

  test(
    'cylinder: the a- and h-files drawn as seams; a knight clicked across the edge; check round it',
    () =>
      onPage('variant=cylinder', async (page) => {
        for (const name of ['a1', 'h5', 'a8']) expect(await cell(page, name).getAttribute('class')).toMatch(/\bseam\b/);
        expect(await cell(page, 'd4').getAttribute('class')).not.toMatch(/\bseam\b/);
        await page.selectOption('#level', '0');
        await page.waitForSelector('body:not([data-busy])');
        const clickMove = async (from: string, to: string, ply: number): Promise<void> => {
          const at = await cell(page, from).getAttribute('data-cell');
          await page.locator(`#board g.piece[data-cell="${at}"]`).click();
          await page.waitForSelector('#board circle.dot');
          const target = await cellCentre(page, to);
          await page.mouse.click(target.x, target.y);
          await page.waitForSelector(`body[data-ply="${ply}"]:not([data-busy])`, { timeout: STEP_MS });
        };
        // a2-a3 frees a2, which the knight on g1 reaches across the edge (two files right: h, then a). No black
        // move can reach a2 in between.
        await clickMove('a2', 'a3', 2);
        await clickMove('g1', 'a2', 4);
        const a2 = await cell(page, 'a2').getAttribute('data-cell');
        expect(await page.locator(`#board g.piece[data-cell="${a2}"] title`).textContent()).toBe('White knight');
        await page.screenshot({ path: resolve(SCREENSHOT_DIR, 'cylinder-across-1280x720.png') });
        // A loaded position: the White king on a1 in check from the queen on h2, one diagonal step round the edge.
        await page.fill('#gametext', 'k7/8/8/8/8/8/7q/K7 w - - 0 1');
        await page.click('#load');
        await page.waitForSelector('body[data-check]:not([data-busy])');
        expect(await cell(page, 'a1').getAttribute('class')).toMatch(/\bcheck\b/);
      }),
    TEST_MS,
  );

  test(
    "sesqui, besiege, salmon: check from the engine's own attack test, across the centre, a join and in a layer",
    () =>
      // One page, the variant chosen in its menu for each (a fresh page costs an engine start and the page's load).
      onPage('variant=sesqui', async (page) => {
        const checked = async (variant: string, text: string, cells: string[], status: RegExp): Promise<void> => {
          if ((await page.getAttribute('body', 'data-variant')) !== variant) {
            await page.selectOption('#variant', variant);
            await page.waitForSelector(`body[data-variant="${variant}"][data-ply="0"]:not([data-busy])`);
          }
          // No check at the start, neither marked nor in the page's state (left from the variant before).
          expect(await page.getAttribute('body', 'data-check'), variant).toBeNull();
          expect(await page.locator('#board polygon.cell.check').count()).toBe(0);
          await page.fill('#gametext', text);
          await page.click('#load');
          await page.waitForSelector('body[data-check]:not([data-busy])');
          for (const name of cells) expect(await cell(page, name).getAttribute('class')).toMatch(/\bcheck\b/);
          expect(await page.locator('#board polygon.cell.check').count()).toBe(cells.length);
          expect(await page.locator('#status').textContent()).toMatch(status);
        };
        // The White king on a1 attacked by the rook on e1, across the ring's centre.
        await checked('sesqui', 'K23r11k11 w 0 1', ['a1'], /White to move, check/);
        // The White king on o10 attacked by the rook on e1, through the join of e1's edge and o10's.
        await checked('besiege', '14K5/20/20/20/20/k19/20/20/20/4r15 w 0 1', ['o10'], /White to move, check/);
        // Salmon: a rook of D's on A's King Centaur in A's own layer; the status names the side.
        await checked(
          'salmon',
          salmonCentaursText([['A5c8', 3, 'Rook']]),
          ['a5c3'],
          /Side A to move, sub-move 1 of 10, check: A/,
        );
      }),
    TEST_MS,
  );

  test(
    'besiege: both boards flip; hovering a joined edge cell outlines its partners on the other board',
    () =>
      onPage('variant=besiege', async (page) => {
        const e10 = await cellCentre(page, 'e10');
        await page.mouse.move(e10.x, e10.y);
        await expect.poll(() => cell(page, 'o1').getAttribute('class')).toMatch(/hover-joined/);
        expect(await page.locator('#board polygon.cell.hover-joined').count()).toBe(3);
        expect(await cell(page, 'e9').getAttribute('class')).not.toMatch(/hover-joined/);
        await page.screenshot({ path: resolve(SCREENSHOT_DIR, 'besiege-join-1280x720.png') });
        await page.mouse.move(0, 0);
        await expect.poll(() => page.locator('#board polygon.cell.hover-joined').count()).toBe(0);
        // Flipped, both boards turn: a1 comes to the top right of the right-hand board, t10 to the bottom left.
        await page.click('#flip');
        await page.waitForSelector('body[data-flipped="1"]');
        const [a1, t10, k1] = [
          await cellCentre(page, 'a1'),
          await cellCentre(page, 't10'),
          await cellCentre(page, 'k1'),
        ];
        expect(a1.y).toBeLessThan(t10.y);
        expect(a1.x).toBeGreaterThan(t10.x);
        expect(k1.x).toBeLessThan(a1.x);
      }),
    TEST_MS,
  );

  test(
    "sesqui: each side's promotion cells are marked",
    () =>
      onPage('variant=sesqui', async (page) => {
        const names = (player: number) =>
          page.locator(`#board g.promotion.p${player}`).evaluateAll((marks) => marks.map((m) => m.dataset.name).sort());
        expect(await names(0)).toEqual(['c4', 'c5', 'g4', 'g5']);
        expect(await names(1)).toEqual(['a4', 'a5', 'e4', 'e5']);
        expect(await page.locator('#board g.promotion.p0 title').first().textContent()).toBe('White promotes here');
      }),
    TEST_MS,
  );

  test(
    'on a phone (mobile Chromium, touch): the page is as wide as the screen; a move by two taps, one by a drag',
    async () => {
      const context = await browser!.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      acceptDialogs(page);
      page.setDefaultTimeout(STEP_MS);
      try {
        await page.goto(`${base}?variant=normal`);
        await page.waitForSelector('body[data-ply="0"]:not([data-busy])');
        await page.selectOption('#level', '0');
        // Without a viewport meta tag a mobile browser lays the page out 980 pixels wide and shrinks it.
        expect(await page.evaluate(() => window.innerWidth)).toBe(PHONE.width);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
        const from = await cellCentre(page, 'g1');
        await page.touchscreen.tap(from.x, from.y);
        await page.waitForFunction(() => document.querySelectorAll('#board circle.dot').length === 2);
        const to = await cellCentre(page, 'f3');
        await page.touchscreen.tap(to.x, to.y);
        await page.waitForSelector('body[data-ply="2"]:not([data-busy])', { timeout: STEP_MS });
        const f3 = await page
          .locator('#board polygon.cell title:text-is("f3")')
          .evaluate((title) => title.parentElement!.getAttribute('data-cell'));
        expect(await page.locator(`#board g.piece[data-cell="${f3}"] title`).textContent()).toBe('White knight');
        // Then a finger drags d2 to d4 (touch events through DevTools: playwright's touchscreen only taps).
        const cdp = await context.newCDPSession(page);
        const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', at?: { x: number; y: number }) =>
          cdp.send('Input.dispatchTouchEvent', { type, touchPoints: at === undefined ? [] : [at] });
        const [d2, d4] = [await cellCentre(page, 'd2'), await cellCentre(page, 'd4')];
        await touch('touchStart', d2);
        for (let step = 1; step <= 5; step++)
          await touch('touchMove', { x: d2.x + ((d4.x - d2.x) * step) / 5, y: d2.y + ((d4.y - d2.y) * step) / 5 });
        expect(await page.locator('#board g.ghost').count()).toBe(1);
        await touch('touchEnd');
        await page.waitForSelector('body[data-ply="4"]:not([data-busy])', { timeout: STEP_MS });
        const d4Cell = await page
          .locator('#board polygon.cell title:text-is("d4")')
          .evaluate((title) => title.parentElement!.getAttribute('data-cell'));
        expect(await page.locator(`#board g.piece[data-cell="${d4Cell}"] title`).textContent()).toBe('White pawn');
      } finally {
        await context.close();
      }
    },
    TEST_MS,
  );

  test(
    "the legend's link opens the variant's rules page, with its pictures",
    () =>
      onPage('variant=sesqui', async (page) => {
        const [rules] = await Promise.all([page.context().waitForEvent('page'), page.click('#legend a#rules')]);
        try {
          await rules.waitForLoadState('load');
          expect(await rules.locator('h1').textContent()).toMatch(/^Variant sesqui/);
          expect(await rules.locator('img[src^="/rules/img/"]').count()).toBeGreaterThan(3);
          // Every picture was drawn by the server and decoded by the browser.
          await rules.waitForFunction(() =>
            [...document.images].every((image) => image.complete && image.naturalWidth > 0),
          );
          await rules.screenshot({ path: resolve(SCREENSHOT_DIR, 'rules-sesqui-1280x720.png') });
        } finally {
          await rules.close();
        }
      }),
    TEST_MS,
  );

  /** In the page: the smallest figure drawn (a pawn's box: its larger side), in pixels. */
  function smallestFigure(): number {
    const boxes = [...document.querySelectorAll('#board g.piece')].map((piece) => piece.getBoundingClientRect());
    return Math.min(...boxes.map((box) => Math.max(box.width, box.height)));
  }

  /** The smallest figure a person must be able to read, by screen. */
  const READABLE = new Map([
    [DESKTOP, 28],
    [PHONE, 16],
  ]);

  test(
    "readable boards: sesqui's ring and salmon's zoomed layer at 1280x720 and 390x844, clear of the side panel",
    async () => {
      // Sesqui: the ring is drawn deep and to the room's shape; opened on the laptop, then turned into a phone.
      await onPage('variant=sesqui', async (page) => {
        for (const size of [DESKTOP, PHONE]) {
          await page.setViewportSize(size);
          await page.waitForFunction(boardFits);
          const where = `sesqui at ${size.width}x${size.height}`;
          expect(await page.evaluate(smallestFigure), where).toBeGreaterThanOrEqual(READABLE.get(size)!);
          expect(await page.evaluate(boardClear), where).toBe('');
          expect(await page.evaluate(() => document.documentElement.scrollWidth), where).toBeLessThanOrEqual(
            size.width,
          );
          await page.screenshot({ path: resolve(SCREENSHOT_DIR, `sesqui-readable-${size.width}x${size.height}.png`) });
        }
        // Salmon, chosen in the menu on the laptop (the same page: one engine start and page load fewer): the layer
        // bar's zoom (+ twice: x3) enlarges the layer in a view that scrolls.
        await page.setViewportSize(DESKTOP);
        await page.selectOption('#variant', 'salmon');
        await page.waitForSelector('body[data-variant="salmon"][data-ply="0"]:not([data-busy])');
        const board = page.locator('#board');
        expect(await page.locator('#layerbar').isVisible()).toBe(true);
        await page.click('#zoomin');
        await page.keyboard.press('+');
        await page.waitForSelector('#board[data-zoom="3"]');
        expect(await page.locator('#zoomlevel').textContent()).toBe('×3');
        const scrolls = (): Promise<number[]> =>
          board.evaluate((view) => [view.scrollLeft, view.scrollTop, view.scrollWidth, view.clientWidth]);
        for (const size of [DESKTOP, PHONE]) {
          await page.setViewportSize(size);
          // Fitted to the new size: the drawing is three times its view's width (not the old size's).
          await page.waitForFunction((width) => {
            const view = document.getElementById('board')!;
            const drawn = view.querySelector('svg')!.getBoundingClientRect().width;
            return view.clientWidth < width && drawn <= 3.2 * view.clientWidth;
          }, size.width);
          const where = `salmon at ${size.width}x${size.height}`;
          expect(await page.evaluate(smallestFigure), where).toBeGreaterThanOrEqual(READABLE.get(size)!);
          expect(await page.evaluate(boardClear), where).toBe('');
          expect(await page.evaluate(() => document.documentElement.scrollWidth), where).toBeLessThanOrEqual(
            size.width,
          );
          // The drawing is three times its view's width, which scrolls; the buttons are big enough for a finger.
          const [, , content, view] = await scrolls();
          expect(content, where).toBeGreaterThan(2.5 * view);
          expect((await page.locator('#zoomin').boundingBox())!.height, where).toBeGreaterThanOrEqual(32);
          await page.screenshot({ path: resolve(SCREENSHOT_DIR, `salmon-zoom-${size.width}x${size.height}.png`) });
        }
        // A click near the top of layer 5's overview shows layer 5 with that spot in the middle of the view.
        const overview = (await page.locator('#layers svg[data-layer="4"]').boundingBox())!;
        await page.mouse.click(overview.x + overview.width / 2, overview.y + overview.height * 0.1);
        await page.waitForFunction(
          () => document.querySelector<SVGElement>('#layers svg.overview.chosen')?.dataset.layer === '4',
        );
        expect(await page.locator('#layer').inputValue()).toBe('4');
        expect(await page.locator('#board polygon.cell title').first().textContent()).toMatch(/^[a-j]5[a-j]\d+$/);
        const [, top] = await scrolls();
        expect(top).toBe(0);
        // Shift and an arrow pan the view (the arrow alone steps through the moves); Page Down is the layer below.
        await page.keyboard.press('Shift+ArrowDown');
        await expect.poll(async () => (await scrolls())[1]).toBeGreaterThan(0);
        await page.keyboard.press('PageDown');
        expect(await page.locator('#layer').inputValue()).toBe('3');
        // 0: the whole layer again, inside its column.
        await page.keyboard.press('0');
        await page.waitForSelector('#board:not([data-zoom])');
        await page.waitForFunction(boardFits);
      });
    },
    TEST_MS,
  );

  test(
    "rules pages: a picture opens enlarged on a click; normal's page does not scroll sideways on a phone",
    async () => {
      const page = await browser!.newPage({ viewport: DESKTOP });
      page.setDefaultTimeout(STEP_MS);
      try {
        await page.goto(`${base}rules/sesqui`);
        await page.waitForFunction(() => [...document.images].every((image) => image.complete));
        const picture = page.locator('table img').first();
        const small = (await picture.boundingBox())!;
        await picture.click();
        const lightbox = page.locator('#lightbox');
        await lightbox.waitFor({ state: 'visible' });
        const big = (await lightbox.locator('img').boundingBox())!;
        expect(await lightbox.locator('img').getAttribute('src')).toBe(await picture.getAttribute('src'));
        expect(big.width).toBeGreaterThan(3 * small.width);
        expect(Math.min(big.width, big.height)).toBeGreaterThan(0.8 * DESKTOP.height - 80);
        await page.screenshot({ path: resolve(SCREENSHOT_DIR, 'rules-lightbox-1280x720.png') });
        await page.keyboard.press('Escape');
        await lightbox.waitFor({ state: 'hidden' });
        // By the keyboard too: Enter on the focused picture.
        await picture.focus();
        await page.keyboard.press('Enter');
        await lightbox.waitFor({ state: 'visible' });
        await page.click('#lightbox button');
        await lightbox.waitFor({ state: 'hidden' });

        await page.setViewportSize(PHONE);
        await page.goto(`${base}rules/normal`);
        await page.waitForFunction(() => [...document.images].every((image) => image.complete));
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
        await page.screenshot({ path: resolve(SCREENSHOT_DIR, 'rules-normal-390x844.png'), fullPage: true });
      } finally {
        await page.close();
      }
    },
    TEST_MS,
  );

  test(
    'engine vs engine can be watched, and undo and new game return to earlier positions',
    async () => {
      await onPage(`variant=${VARIANTS[0]}`, async (page) => {
        await page.selectOption('#level', '0');
        await page.selectOption('#side', 'none');
        await page.waitForFunction(() => Number(document.body.dataset.ply) >= 4, undefined, { timeout: STEP_MS });
        await page.selectOption('#side', '0');
        await page.waitForFunction(
          () => document.body.dataset.busy === undefined && Number(document.body.dataset.ply) % 2 === 0,
          undefined,
          {
            timeout: STEP_MS,
          },
        );
        const before = Number(await page.getAttribute('body', 'data-ply'));
        await page.click('#undo');
        await page.waitForSelector(`body[data-ply="${before - 2}"]`);
        await page.click('#new');
        await page.waitForSelector('body[data-ply="0"]');
        expect(await page.locator('#movelist').textContent()).toBe('');
      });
    },
    TEST_MS,
  );

  test(
    'a side change while the page waits for the engine is queued: the page never stays busy',
    async () => {
      await onPage(`variant=${VARIANTS[0]}`, async (page) => {
        await page.selectOption('#level', '0');
        // Hold the page's next position request (the refresh after an engine move in engine vs engine) until the test
        // lets it go: the page is then waiting for the engine, and a user action happens exactly there. After that, a
        // `go` reaches the engine only once the page has also asked for the legal moves, so that the engine answers
        // that request before the go: the old page, which sent the go while its refresh was still going on, took the
        // moves request's readyok for part of the go's answer and waited for its own forever.
        let hold = true;
        let release: () => void = () => undefined;
        let movesAsked: () => void = () => undefined;
        const askedForMoves = new Promise<void>((asked) => (movesAsked = asked));
        const held = new Promise<string>((caught) => {
          void page.route('**/send?*', async (route) => {
            const body = route.request().postData() ?? '';
            if (hold && /^position startpos moves /m.test(body)) {
              hold = false;
              await new Promise<void>((go) => {
                release = go;
                caught(body);
              });
            } else if (!hold && /^moves$/m.test(body)) {
              movesAsked();
            } else if (!hold && /^go /m.test(body)) {
              await askedForMoves;
            }
            await route.continue();
          });
        });
        await page.selectOption('#side', 'none');
        const moves = /^position startpos moves (.*)$/m.exec(await held)![1].split(' ');
        // The user takes the side that is not to move: the engine should play the side to move, after the refresh.
        await page.selectOption('#side', String((moves.length + 1) % 2));
        release();
        await page.waitForFunction(() => document.body.dataset.busy === undefined, undefined, { timeout: STEP_MS });
        const ply = Number(await page.getAttribute('body', 'data-ply'));
        expect(ply).toBeGreaterThan(moves.length);
        expect(ply % 2).toBe((moves.length + 1) % 2); // the user's side is to move
        // Undo and new game still work, and the page still plays.
        await page.click('#undo');
        await page.waitForSelector(`body[data-ply="${ply - 2}"]:not([data-busy])`);
        await page.selectOption('#side', '0');
        await page.click('#new');
        await page.waitForSelector('body[data-ply="0"]:not([data-busy])');
        await page.selectOption('#level', '0');
        await clickALegalMove(page);
        await page.waitForSelector('body[data-ply="2"]:not([data-busy])', { timeout: STEP_MS });
      });
    },
    TEST_MS,
  );

  test(
    'salmon: ten engine seats, then side J; a layer chosen in the overviews, undo back to your turn, new game',
    async () => {
      await onPage(
        'variant=salmon',
        async (page) => {
          await page.selectOption('#level', '0');
          expect(await page.locator('#side option').allTextContents()).toEqual(
            expect.arrayContaining(['you play side A', 'you play side J', 'engine vs engine']),
          );
          await page.selectOption('#side', 'none');
          await page.waitForFunction(() => Number(document.body.dataset.ply) >= 10, undefined, { timeout: STEP_MS });
          // Every seat has played a turn; now take J, the fourth in the order A D G J C F I B E H.
          await page.selectOption('#side', '9');
          await page.waitForFunction(
            () =>
              document.body.dataset.busy === undefined &&
              /^Side J to move/.test(document.getElementById('status')!.textContent),
            undefined,
            {
              timeout: STEP_MS,
            },
          );
          const before = Number(await page.getAttribute('body', 'data-ply'));
          expect(before % 10).toBe(3);
          expect(await page.locator('#board circle.dot').count()).toBe(0);
          await page.click('#layers svg[data-layer="6"]');
          expect(await page.locator('#layers svg.overview.chosen').getAttribute('data-layer')).toBe('6');
          expect(await page.locator('#board polygon.cell title').first().textContent()).toMatch(/^[a-j]7[a-j]\d+$/);
          // Undo goes back past the engine's turns to before J's own last turn.
          await page.click('#undo');
          await page.waitForSelector(`body[data-ply="${before - 10}"]:not([data-busy])`);
          expect(await page.locator('#status').textContent()).toMatch(/^Side J to move/);
          // A new game: the engine plays A, D and G, then waits for J (ply 3 again, so watch it pass through 0).
          await page.evaluate(() => {
            const body = document.body;
            new MutationObserver(() => {
              if (body.dataset.ply === '0') body.dataset.sawNewGame = '1';
            }).observe(body, { attributes: true, attributeFilter: ['data-ply'] });
          });
          await page.click('#new');
          await page.waitForSelector('body[data-saw-new-game][data-ply="3"]:not([data-busy])', { timeout: STEP_MS });
          expect((await page.locator('#movelist .move').allTextContents()).map((line) => line.slice(0, 2))).toEqual([
            'A:',
            'D:',
            'G:',
          ]);
        },
        WIDE,
      );
    },
    TEST_MS,
  );

  /**
   * The engine plays the game's first `plies` moves (an even number), each on request (Engine move, every side yours;
   * no pause between moves as when engine plays engine), at `level`, the last at `lastLevel`; then White is yours and
   * to move. Returns the plies played.
   */
  async function engineOpens(page: Page, plies: number, level = '0', lastLevel = level): Promise<number> {
    await page.selectOption('#side', 'both');
    for (let ply = 1; ply <= plies; ply++) {
      await page.selectOption('#level', ply === plies ? lastLevel : level);
      await page.click('#enginemove');
      await page.waitForSelector(`body[data-ply="${ply}"]:not([data-busy])`, { timeout: STEP_MS });
    }
    await page.selectOption('#side', '0');
    await page.waitForSelector(`body[data-ply="${plies}"]:not([data-busy])`);
    return plies;
  }

  /** Puts `text` in the text field, loads it and waits for the page to settle. */
  async function loadText(page: Page, text: string): Promise<void> {
    await page.fill('#gametext', text);
    await page.click('#load');
    await page.waitForSelector('body:not([data-busy])');
  }

  async function copied(page: Page, button: '#copyfen' | '#copypgn'): Promise<string> {
    await page.click(button);
    return page.locator('#gametext').inputValue();
  }

  const START_FEN = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

  /** A game of chess `plies` long that does not end: the k-th move picked by a fixed stride among the legal ones. */
  function longGame(plies: number): string[] {
    const rules = createEngine('normal').rules;
    const pos = rules.startPosition();
    const buffer = new Int32Array(rules.maxMoves);
    const played: string[] = [];
    for (let ply = 0; ply < plies; ply++) {
      const moves = legalMoves(rules, pos, buffer);
      const move = [0, 1, 2, 3]
        .map((k) => moves[(ply * 7 + k * 5) % moves.length])
        .find((candidate) => {
          rules.makeMove(pos, candidate);
          const ends = rules.outcome(pos) !== undefined || legalMoves(rules, pos, buffer).length === 0;
          rules.unmakeMove(pos);
          return !ends;
        })!;
      played.push(rules.formatMove(pos, move));
      rules.makeMove(pos, move);
    }
    return played;
  }

  /** In the page: whether the move list's last move is inside the list's visible box. */
  function lastMoveInSight(): boolean {
    const list = document.getElementById('movelist')!.getBoundingClientRect();
    const moves = document.querySelectorAll('#movelist .move');
    const last = moves[moves.length - 1].getBoundingClientRect();
    return last.top >= list.top - 0.5 && last.bottom <= list.bottom + 0.5;
  }

  test(
    'choices in words and figures on the landing cell; own pieces ringed as merges, never as captures',
    async () => {
      const engineText = /[a-h][1-8][a-h][1-8]/;
      // A promotion: Queen, Knight, Rook, Bishop in a column starting on a8, with figures.
      await onPage('variant=normal', async (page) => {
        await loadText(page, '8/P7/8/8/8/8/k7/7K w - - 0 1');
        await clickCell(page, 'a7');
        await clickCell(page, 'a8');
        const popup = page.locator('#choice');
        await popup.waitFor({ state: 'visible' });
        const words = await popup.locator('button[data-move]').allTextContents();
        expect(words).toEqual(['Queen', 'Knight', 'Rook', 'Bishop']);
        expect(await popup.textContent()).not.toMatch(engineText);
        expect(await popup.locator('button[data-move] svg g').count()).toBe(4);
        const [a8, box] = [(await cell(page, 'a8').boundingBox())!, (await popup.boundingBox())!];
        expect(box.x).toBeLessThan(a8.x + a8.width);
        expect(box.x + box.width).toBeGreaterThan(a8.x);
        expect(Math.abs(box.y - a8.y)).toBeLessThan(a8.height);
        await page.screenshot({ path: resolve(SCREENSHOT_DIR, 'normal-promotion-1280x720.png') });
        await popup.locator('button[data-move]', { hasText: 'Queen' }).click();
        await page.waitForSelector('body[data-ply="1"]');
        expect(await page.locator('#board g.piece title').allTextContents()).toContain('White queen');
        // M.S.G., chosen in the menu (the game is thrown away: the test says yes): the knight's own pieces are merge or
        // gallop targets (dashed rings), and a gallop names its landings.
        await page.selectOption('#variant', 'msg');
        await page.waitForSelector('body[data-variant="msg"][data-ply="0"]:not([data-busy])');
        await loadText(page, '4k3/8/8/8/8/2N5/3P4/1N2K3 w - - 0 1');
        await clickCell(page, 'b1');
        const c3 = await page
          .locator('#board polygon.cell title:text-is("c3")')
          .evaluate((t) => t.parentElement!.dataset.cell);
        expect(await page.locator(`#board circle.dot[data-cell="${c3}"]`).getAttribute('class')).toBe('dot own');
        expect(await page.locator('#board circle.dot.capture').count()).toBe(0);
        await clickCell(page, 'c3');
        const gallops = page.locator('#choice');
        await gallops.waitFor({ state: 'visible' });
        const landings = await gallops.locator('button[data-move]').allTextContents();
        expect(landings.length).toBeGreaterThan(2);
        for (const text of landings) expect(text).toMatch(/^gallop on to [a-h][1-8]$/);
        expect(await gallops.textContent()).not.toMatch(engineText);
        expect(await page.locator('#board polygon.cell.choice').count()).toBe(landings.length);
        await page.screenshot({ path: resolve(SCREENSHOT_DIR, 'msg-gallop-1280x720.png') });
      });
    },
    TEST_MS,
  );

  test(
    'a reload keeps the game, the side and the level; throwing a game away asks first; the address follows the variant',
    async () => {
      const page = await browser!.newPage({ viewport: DESKTOP });
      page.setDefaultTimeout(STEP_MS);
      try {
        await page.goto(`${base}?variant=normal`);
        await page.waitForSelector('body[data-ply="0"]:not([data-busy])');
        await page.selectOption('#level', '0');
        await clickCell(page, 'e2');
        await clickCell(page, 'e4');
        await page.waitForSelector('body[data-ply="2"]:not([data-busy])');
        const moves = await page.locator('#movelist .move').allTextContents();
        await page.reload();
        await page.waitForSelector('body[data-ply="2"]:not([data-busy])');
        expect(await page.locator('#movelist .move').allTextContents()).toEqual(moves);
        expect(await page.locator('#level').inputValue()).toBe('0');
        // No: the game and the menu stay. Yes: the new variant, and the address says so.
        page.once('dialog', (dialog) => void dialog.dismiss());
        await page.selectOption('#variant', 'sesqui');
        expect(await page.locator('#variant').inputValue()).toBe('normal');
        expect(await page.getAttribute('body', 'data-ply')).toBe('2');
        page.once('dialog', (dialog) => void dialog.accept());
        await page.selectOption('#variant', 'sesqui');
        await page.waitForSelector('body[data-variant="sesqui"][data-ply="0"]:not([data-busy])');
        expect(new URL(page.url()).searchParams.get('variant')).toBe('sesqui');
        // The icon the page names is served (it was a 404).
        const icon = await page.request.get(
          `${base}${(await page.getAttribute('link[rel="icon"]', 'href'))!.slice(1)}`,
        );
        expect([icon.status(), icon.headers()['content-type']]).toEqual([200, 'image/svg+xml']);
      } finally {
        await page.close();
      }
    },
    TEST_MS,
  );

  test(
    "the engine's line starts with the move it played; draw declined early; resign, result, rematch; take back",
    () =>
      onPage('variant=normal', async (page) => {
        // You play both sides; the engine moves on request at a weak level, which picks among near-best moves.
        await page.selectOption('#side', 'both');
        await page.selectOption('#level', '8');
        for (let ply = 1; ply <= 6; ply++) {
          await page.click('#enginemove');
          await page.waitForSelector(`body[data-ply="${ply}"]:not([data-busy])`);
          const played = (await page.locator('#movelist .move').allTextContents()).at(-1)!;
          const line = (await page.locator('#pv').textContent())!.replace(/^\d+\.(\.\.)? /, '');
          expect(line.split(' ')[0], `ply ${ply}: ${line}`).toBe(played);
        }
        // As White against the engine: a draw offered this early is declined.
        await page.selectOption('#side', '0');
        await page.waitForSelector('body:not([data-busy])');
        await page.click('#draw');
        expect(await page.locator('#notice').textContent()).toMatch(/declines the draw/);
        expect(await page.getAttribute('body', 'data-over')).toBeNull();
        // Resigning ends the game (asked first: the test says yes); the dialog offers the rematch with Black.
        await page.click('#resign');
        await page.locator('#result').waitFor({ state: 'visible' });
        expect(await page.locator('#result-title').textContent()).toBe('Black wins');
        expect(await page.locator('#result-reason').textContent()).toBe('by resignation');
        expect(await page.locator('#status').textContent()).toMatch(/Game over/);
        await page.screenshot({ path: resolve(SCREENSHOT_DIR, 'normal-resigned-1280x720.png') });
        await page.click('#rematch');
        await page.waitForSelector('body[data-ply="1"]:not([data-busy])');
        expect(await page.locator('#side').inputValue()).toBe('1');
        expect(await page.getAttribute('body', 'data-flipped')).toBe('1');
        expect(await page.locator('#result').isVisible()).toBe(false);
        // Take back: your move and the engine's reply go, back to your turn.
        const pieces = page.locator('#board g.piece.p1');
        await pieces.first().waitFor();
        await clickALegalMoveOf(page, 1);
        await page.waitForSelector('body[data-ply="3"]:not([data-busy])');
        await page.click('#undo');
        await page.waitForSelector('body[data-ply="1"]:not([data-busy])');
      }),
    TEST_MS,
  );

  test(
    'arrows and circles by right-drag and right-click; a premove made while the engine thinks is played after its reply',
    () =>
      onPage('variant=normal', async (page) => {
        // Right-drag draws an arrow, right-click a circle; a left press clears them.
        await annotate(page, 'e2', 'e4', 'd4');
        const d4 = await cellCentre(page, 'd4');
        expect(await page.locator('#board g.arrow').count()).toBe(1);
        expect(await page.locator('#board circle.circle').count()).toBe(1);
        await page.mouse.click(d4.x, d4.y);
        expect(await page.locator('#board g.arrow, #board circle.circle').count()).toBe(0);
        // Full strength thinks for the whole second it is given: time to make the premove.
        await page.selectOption('#level', '20');
        await clickCell(page, 'e2');
        await clickCell(page, 'e4');
        await page.waitForSelector('body[data-thinking]');
        await clickCell(page, 'd2');
        await clickCell(page, 'd4');
        expect(await page.getAttribute('body', 'data-premove')).toBe('d2d4');
        // The reply to the premove needs no thinking time: the weakest level (read when that search starts).
        await page.selectOption('#level', '0');
        await page.waitForSelector('body[data-ply="4"]:not([data-busy]):not([data-premove])');
        expect((await page.locator('#movelist .move').allTextContents())[2]).toBe('d4');
      }),
    TEST_MS,
  );

  test(
    'normal: a 60-move game loaded, then a move played: the move list shows the last move each time',
    () =>
      onPage('variant=normal', async (page) => {
        await loadText(page, `position startpos moves ${longGame(120).join(' ')}`);
        expect(await page.getAttribute('body', 'data-ply')).toBe('120');
        expect(await page.evaluate(lastMoveInSight)).toBe(true);
        await page.selectOption('#level', '0');
        await page.click('#enginemove');
        await page.waitForSelector('body[data-ply="122"]:not([data-busy])');
        expect(await page.evaluate(lastMoveInSight)).toBe(true);
      }),
    TEST_MS,
  );

  test(
    'normal: the move list in SAN, stepped back with the keys and by clicking; the engine panel in words',
    () =>
      onPage(
        `variant=normal`,
        async (page) => {
          // The last of the four moves at full strength, which plays its top line, so the panel shows that line's
          // score (a weaker level's other choice shows none: the move played is not the line's).
          const ply = await engineOpens(page, 4, '0', '20');
          const moves = await page.locator('#movelist .move').allTextContents();
          expect(moves).toHaveLength(ply);
          // SAN: a piece letter or a pawn's file, never the engine's from-to coordinates.
          for (const move of moves)
            expect(move).toMatch(/^([NBRQK][a-h]?[1-8]?x?[a-h][1-8]|[a-h](x[a-h])?[1-8]|O-O(-O)?)[+#]?$/);
          expect(await page.locator('#movelist .num').allTextContents()).toEqual(
            Array.from({ length: ply / 2 }, (_, i) => `${i + 1}.`),
          );
          // The engine panel said what the engine's last search found, in words.
          expect(await page.locator('#score').textContent()).toMatch(
            /^([+-]?\d+\.\d\d for White|(White|Black) mates in \d+)$/,
          );
          expect(await page.locator('#depth').textContent()).toMatch(/^depth \d+$/);
          expect(await page.locator('#speed').textContent()).toMatch(/ nodes\/s$/);
          expect(await page.locator('#pv').textContent()).toMatch(/^\d+\.(\.\.)? [NBRQKa-hO]/);
          const live = await copied(page, '#copyfen');

          // ← shows the position one move back, read-only and marked; Home the start; → steps forward.
          await page.keyboard.press('ArrowLeft');
          await page.waitForSelector(`body[data-view="${ply - 1}"]`);
          expect(await page.locator('#viewing').isVisible()).toBe(true);
          expect(await page.locator('#movelist .move.viewed').getAttribute('data-ply')).toBe(String(ply - 1));
          expect(await copied(page, '#copyfen')).not.toBe(live);
          await page.keyboard.press('Home');
          await page.waitForSelector('body[data-view="0"]');
          expect(await copied(page, '#copyfen')).toBe(START_FEN);
          expect(await page.locator('#board g.piece').count()).toBe(32);
          await page.keyboard.press('ArrowRight');
          await page.waitForSelector('body[data-view="1"]');
          expect(await page.locator('#viewed').textContent()).toBe(`the position after 1. ${moves[0]}`);
          // Clicking a move shows the position after it; the board does not take moves there.
          await page.click('#movelist .move[data-ply="2"]');
          await page.waitForSelector('body[data-view="2"]');
          await page.locator('#board g.piece.p0').first().click();
          expect(await page.locator('#notice').textContent()).toMatch(/earlier position/);
          expect(await page.locator('#board circle.dot').count()).toBe(0);
          // End (or the button) is the live position again, where moves are played.
          await page.keyboard.press('End');
          await page.waitForSelector('body:not([data-view])');
          expect(await page.locator('#viewing').isVisible()).toBe(false);
          expect(await copied(page, '#copyfen')).toBe(live);
          await page.keyboard.press('ArrowLeft');
          await page.click('#live');
          await page.waitForSelector('body:not([data-view])');
          await clickALegalMove(page);
          await page.waitForSelector(`body[data-ply="${ply + 2}"]:not([data-busy])`, { timeout: STEP_MS });
          await page.screenshot({ path: resolve(SCREENSHOT_DIR, 'normal-panel.png'), fullPage: true });
        },
        WIDE,
      ),
    TEST_MS,
  );

  test(
    'clocks: the engine gets wtime/btime/winc/binc, the clocks run down, a flag fall ends the game',
    () =>
      onPage(
        `variant=normal&clock=0.1%2B1`,
        async (page) => {
          const goes: string[] = [];
          await page.route('**/send?*', async (route) => {
            goes.push(...(route.request().postData() ?? '').split('\n').filter((line) => line.startsWith('go ')));
            await route.continue();
          });
          // 0.1+1: six seconds and one a move, so that the flag falls soon.
          expect(await page.locator('#clock').inputValue()).toBe('0.1+1');
          expect(await page.locator('#clocks .clock').count()).toBe(2);
          await engineOpens(page, 2);
          expect(goes.length).toBeGreaterThan(0);
          for (const go of goes) expect(go).toMatch(/^go wtime \d+ btime \d+ winc 1000 binc 1000$/);
          // White's clock runs down while White thinks; Black's stands still.
          const white = page.locator('#clocks .clock[data-player="0"]');
          const black = page.locator('#clocks .clock[data-player="1"]');
          expect(await white.getAttribute('class')).toMatch(/running/);
          const before = Number(await white.getAttribute('data-ms'));
          const blackBefore = await black.getAttribute('data-ms');
          await page.waitForFunction((ms) => {
            const clock = document.querySelector<HTMLElement>('#clocks .clock[data-player="0"]');
            return Number(clock?.dataset.ms) < ms - 500;
          }, before);
          expect(await black.getAttribute('data-ms')).toBe(blackBefore);
          // Nobody moves for White: its flag falls, and the game is over with a message.
          await page.waitForSelector('body[data-over]', { timeout: STEP_MS });
          expect(await page.locator('#status').textContent()).toBe('Game over: White lost on time');
          expect(await white.locator('b').textContent()).toBe('0:00.0');
          expect(await white.getAttribute('class')).toMatch(/out/);
          expect(await copied(page, '#copypgn')).toMatch(/^\[Result "0-1"\]$[\s\S]*^\[TimeControl "6\+1"\]$/m);
          await page.screenshot({ path: resolve(SCREENSHOT_DIR, 'normal-flag.png'), fullPage: true });
        },
        WIDE,
      ),
    TEST_MS,
  );

  test(
    'position text and PGN: out, new game, in gives the same position; a bad text changes nothing',
    () =>
      onPage(
        `variant=normal`,
        async (page) => {
          const ply = await engineOpens(page, 4);
          const position = await copied(page, '#copyfen');
          const pgn = await copied(page, '#copypgn');
          const list = await page.locator('#movelist').textContent();
          expect(pgn).toMatch(/^\[Result "\*"\]$/m);
          expect(pgn).not.toMatch(/^\[FEN /m);

          await page.click('#new');
          await page.waitForSelector('body[data-ply="0"]:not([data-busy])');
          await loadText(page, pgn);
          expect(await page.getAttribute('body', 'data-ply')).toBe(String(ply));
          expect(await copied(page, '#copyfen')).toBe(position);
          expect(await page.locator('#movelist').textContent()).toBe(list);

          await page.click('#new');
          await page.waitForSelector('body[data-ply="0"]:not([data-busy])');
          await loadText(page, position);
          expect(await copied(page, '#copyfen')).toBe(position);
          const setUp = await copied(page, '#copypgn');
          expect(setUp).toMatch(/^\[SetUp "1"\]$/m);
          expect(setUp).toContain(`[FEN "${position}"]`);

          // Refused: a position the rules reject, an illegal move in a PGN, a PGN of a variant the engine lacks.
          for (const [bad, reason] of [
            ['8/8/8/8/8/8/8/8 w - - 0 1', /king/],
            ['1. e4 e5 2. Ke3 *', /Ke3/],
            ['[Variant "atomic"]\n\n1. e4 *', /atomic/],
            ['[Variant "stack"]\n\n1. a2a3 j9j1 *', /j9j1/],
          ] as const) {
            await loadText(page, bad);
            expect(await page.locator('#notice').textContent()).toMatch(/^Not loaded: /);
            expect(await page.locator('#notice').textContent()).toMatch(reason);
            expect(await page.getAttribute('body', 'data-ply')).toBe('0');
            expect(await page.getAttribute('body', 'data-variant')).toBe('normal');
            expect(await copied(page, '#copyfen')).toBe(position);
          }
          // A PGN of another variant switches to it.
          await loadText(page, '[Variant "stack"]\n\n1. a2a3 j9j8 *');
          expect(await page.getAttribute('body', 'data-variant')).toBe('stack');
          expect(await page.locator('#variant').inputValue()).toBe('stack');
          expect(await page.getAttribute('body', 'data-ply')).toBe('2');
          // Loaded from the engine's text, listed in stack's own (chips moved, the from file where two could go).
          expect(await page.locator('#movelist .move').allTextContents()).toEqual(['1aa3', '1jj8']);
        },
        WIDE,
      ),
    TEST_MS,
  );
  /** Every legal move of a position in the page's move text for the variant (the engine's rules, in the test). */
  function legalTexts(variant: VariantName, positionText: string): string[] {
    const rules = createEngine(variant).rules;
    const pos = rules.parsePosition(positionText);
    if (!pos.ok) throw new Error(pos.error.detail);
    return legalMoves(rules, pos.value, new Int32Array(rules.maxMoves)).map(
      (move) => listTexts(variant, positionText, [rules.formatMove(pos.value, move)])[0],
    );
  }

  /** Drags with the left button from one element's centre to another's, in steps (pointer events all the way). */
  async function dragBetween(page: Page, from: Locator, to: Locator): Promise<void> {
    const [a, b] = [(await from.boundingBox())!, (await to.boundingBox())!];
    await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
    await page.mouse.down();
    await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 6 });
    await page.mouse.up();
  }

  /** Analysis mode's lines: the first move of each and each line's depth. */
  async function analysisLines(page: Page): Promise<{ first: string; depth: string }[]> {
    return page.locator('#lines li').evaluateAll((items) =>
      items.map((item) => ({
        first: item.querySelector('.pv-move')?.textContent ?? '',
        depth: item.querySelector('small')?.textContent ?? '',
      })),
    );
  }

  test(
    'analysis mode: a position set up from the palette (an illegal one refused), MultiPV 2 lines, bar, arrow, a line played',
    () =>
      onPage('variant=normal', async (page) => {
        await page.selectOption('#multipv', '2');
        await page.selectOption('#analysis-depth', '8');
        await page.click('#setup');
        await page.waitForSelector('body[data-setup]:not([data-busy])');
        // An empty board: the engine refuses it with its reason; the set-up stays open and the game is unchanged.
        await page.click('#setup-empty');
        await page.click('#setup-done');
        await page.waitForSelector('#notice:has-text("Not loaded")');
        expect(await page.locator('#notice').textContent()).toMatch(/kings?/);
        expect(await page.getAttribute('body', 'data-setup')).toBe('1');
        expect(await page.locator('#board g.piece').count()).toBe(0);
        expect(await copied(page, '#copyfen')).toBe(START_FEN);
        // Pieces dragged from the palette onto the board; a queen dragged on, then off again.
        for (const [label, name] of [
          ['0:K', 'e1'],
          ['0:R', 'a1'],
          ['1:K', 'e8'],
          ['1:P', 'e7'],
          ['1:Q', 'd5'],
        ])
          await dragBetween(page, page.locator(`#palette [data-label="${label}"]`), cell(page, name));
        expect(await page.locator('#board g.piece').count()).toBe(5);
        await dragBetween(page, cell(page, 'd5'), page.locator('#lines'));
        expect(await page.locator('#board g.piece').count()).toBe(4);
        await page.screenshot({ path: resolve(SCREENSHOT_DIR, 'analysis-setup-normal-1280x720.png') });
        await page.selectOption('#setup-mover', '1');
        await page.click('#setup-done');
        await page.waitForSelector('body[data-analysis="done"]:not([data-busy]):not([data-setup])');
        const setUp = '4k3/4p3/8/8/8/8/8/R3K3 b Q - 0 1';
        expect(await copied(page, '#copyfen')).toBe(setUp);
        // Two lines to depth 8, each starting with a legal move of the set-up in the page's move text.
        const legal = legalTexts('normal', setUp);
        const lines = await analysisLines(page);
        expect(lines.length).toBe(2);
        for (const line of lines) {
          expect(line.depth).toBe('depth 8');
          expect(legal).toContain(line.first);
        }
        // White is a rook up: the bar leans White's way; the best move is the engine's arrow.
        expect(await page.locator('#evalbar').isVisible()).toBe(true);
        expect(Number(await page.getAttribute('#evalbar', 'data-share'))).toBeGreaterThan(0.5);
        expect(await page.locator('#board g.arrow.best').count()).toBe(1);
        // Right-drag arrows and right-click circles work beside it.
        await annotate(page, 'a1', 'a4', 'h4');
        expect(await page.locator('#board g.arrow').count()).toBe(2);
        expect(await page.locator('#board circle.circle').count()).toBe(1);
        await page.screenshot({ path: resolve(SCREENSHOT_DIR, 'analysis-normal-1280x720.png') });
        // The second line's first move clicked: played on the board, and the analysis goes on from there.
        await page.locator('#lines li[data-line="2"] .pv-move[data-index="0"]').click();
        await page.waitForSelector('body[data-ply="1"][data-analysis="done"]:not([data-busy])');
        expect(await page.locator('#movelist .move').allTextContents()).toContain(lines[1].first);
        expect((await analysisLines(page)).length).toBe(2);
        // An earlier position looked at pauses the analysis (no arrow there); back at the game it runs again.
        await page.keyboard.press('Home');
        await page.waitForSelector('body[data-view="0"][data-analysis="done"]');
        expect(await page.locator('#board g.arrow.best').count()).toBe(0);
        await page.keyboard.press('End');
        await page.waitForSelector('body:not([data-view])[data-analysis="done"]:not([data-busy]) #board g.arrow.best');
        await page.setViewportSize(PHONE);
        await page.screenshot({ path: resolve(SCREENSHOT_DIR, 'analysis-normal-390x844.png'), fullPage: true });
      }),
    TEST_MS,
  );

  test(
    'analysis mode on the ring: infinite, MultiPV 2 lines of legal moves, the bar and the arrow; switched off it stops',
    () =>
      onPage(
        'variant=sesqui',
        async (page) => {
          await page.selectOption('#multipv', '2');
          await page.check('#analyse');
          // go infinite: it runs until stopped; wait for both lines to reach depth 6.
          await page.waitForFunction(
            () =>
              document.querySelectorAll('#lines li small').length === 2 &&
              [...document.querySelectorAll('#lines li small')].every((d) => Number(d.textContent!.split(' ')[1]) >= 6),
          );
          expect(await page.getAttribute('body', 'data-analysis')).toBe('running');
          expect(await page.locator('#side').inputValue()).toBe('both');
          const legal = legalTexts('sesqui', createEngine('sesqui').rules.startText);
          const lines = await analysisLines(page);
          expect(lines.length).toBe(2);
          for (const line of lines) expect(legal).toContain(line.first);
          expect(await page.locator('#board g.arrow.best').count()).toBe(1);
          expect(await page.locator('#evalbar').isVisible()).toBe(true);
          await page.screenshot({ path: resolve(SCREENSHOT_DIR, 'analysis-sesqui-390x844.png'), fullPage: true });
          await page.setViewportSize(DESKTOP);
          await page.screenshot({ path: resolve(SCREENSHOT_DIR, 'analysis-sesqui-1280x720.png') });
          // Off: the engine's search is stopped (its bestmove comes), the lines, bar and arrow go.
          await page.uncheck('#analyse');
          await page.waitForSelector('body[data-analysis="done"]:not([data-busy])');
          expect(await page.locator('#lines li').count()).toBe(0);
          expect(await page.locator('#board g.arrow.best').count()).toBe(0);
          expect(await page.locator('#evalbar').isVisible()).toBe(false);
        },
        PHONE,
      ),
    TEST_MS,
  );
});
