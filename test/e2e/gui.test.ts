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
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { VARIANTS } from '../../src/core/types';
import { BINARY } from '../helpers/engine-process';

export const CHROMIUM = '/usr/bin/chromium';
export const SCREENSHOT_DIR = resolve(__dirname, '../../test-output/screenshots');

let server: ChildProcessWithoutNullStreams | undefined;
let browser: Browser | undefined;
let base = '';

beforeAll(async () => {
  // No silent skip: without chromium (make test installs it via scripts/system-deps.sh) this fails.
  expect(existsSync(CHROMIUM), `${CHROMIUM} missing: run make system-deps`).toBe(true);
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  server = spawn(BINARY, ['gui', '--port', '0'], { env: {} });
  base = await new Promise<string>((done, fail) => {
    let text = '';
    const timer = setTimeout(() => fail(new Error(`no URL from topochess gui: ${text}`)), 30_000);
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
});

afterAll(async () => {
  await browser?.close();
  server?.kill('SIGTERM');
});

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
  const pieces = page.locator('#board g.piece.p0');
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
  throw new Error('no piece of side 0 has a legal move to click');
}

describe('topochess gui in Chromium', () => {
  test.each([...VARIANTS])(
    '%s: draw, click a legal move, engine replies, screenshot',
    async (variant) => {
      const page = await browser!.newPage({ viewport: { width: 1400, height: 900 } });
      try {
        await page.goto(`${base}?variant=${variant}`);
        await page.waitForSelector('body[data-ply="0"]');
        await page.selectOption('#level', '0');
        expect(await page.locator('#board polygon.cell').count()).toBeGreaterThan(20);
        expect(await page.locator('#board g.piece').count()).toBeGreaterThan(0);
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
          await page.waitForSelector('body[data-ply="10"]:not([data-busy])', { timeout: 25_000 });
          const lines = await page.locator('#movelist .move').allTextContents();
          expect(lines.map((line) => line.slice(0, 1)).join('')).toBe('ADGJCFIBEH');
          expect(await page.locator('#movelist .num').first().textContent()).toBe('1.');
          expect(await page.locator('#status').textContent()).toMatch(/Side A to move, sub-move 1 of 10/);
          // A sub-move, then "engine move": the engine plays the rest of the turn, recorded whole from that sub-move.
          await clickALegalMove(page);
          await page.waitForSelector('body[data-submoves="1"]:not([data-busy])');
          const subMove = (await page.locator('#turn').textContent())!.replace('This turn: ', '');
          await page.click('#enginemove');
          await page.waitForSelector('body[data-ply="20"]:not([data-busy])', { timeout: 25_000 });
          const turns = await page.locator('#movelist .move').allTextContents();
          expect(turns[10].startsWith(`A: ${subMove}`)).toBe(true);
        } else {
          await page.waitForSelector('body[data-ply="2"]', { timeout: 20_000 });
          expect(await page.locator('#movelist').textContent()).toMatch(/\S+ \S+/);
        }
        const png = await page.screenshot({ path: resolve(SCREENSHOT_DIR, `${variant}.png`), fullPage: true });
        expect(await pixelVariance(page, png)).toBeGreaterThan(100);
      } finally {
        await page.close();
      }
    },
    45_000,
  );

  test('engine vs engine can be watched, and undo and new game return to earlier positions', async () => {
    const page = await browser!.newPage();
    try {
      await page.goto(`${base}?variant=${VARIANTS[0]}`);
      await page.waitForSelector('body[data-ply="0"]');
      await page.selectOption('#level', '0');
      await page.selectOption('#side', 'none');
      await page.waitForFunction(() => Number(document.body.dataset.ply) >= 4, undefined, { timeout: 20_000 });
      await page.selectOption('#side', '0');
      await page.waitForFunction(
        () => document.body.dataset.busy === undefined && Number(document.body.dataset.ply) % 2 === 0,
        undefined,
        {
          timeout: 20_000,
        },
      );
      const before = Number(await page.getAttribute('body', 'data-ply'));
      await page.click('#undo');
      await page.waitForSelector(`body[data-ply="${before - 2}"]`);
      await page.click('#new');
      await page.waitForSelector('body[data-ply="0"]');
      expect(await page.locator('#movelist').textContent()).toBe('');
    } finally {
      await page.close();
    }
  }, 30_000);

  test('a side change while the page waits for the engine is queued: the page never stays busy', async () => {
    const page = await browser!.newPage();
    try {
      await page.goto(`${base}?variant=${VARIANTS[0]}`);
      await page.waitForSelector('body[data-ply="0"]:not([data-busy])');
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
      await page.waitForFunction(() => document.body.dataset.busy === undefined, undefined, { timeout: 30_000 });
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
      await page.waitForSelector('body[data-ply="2"]:not([data-busy])', { timeout: 30_000 });
    } finally {
      await page.close();
    }
  }, 60_000);

  test('salmon: ten engine seats, then side J; a layer chosen in the overviews, undo back to your turn, new game', async () => {
    const page = await browser!.newPage({ viewport: { width: 1400, height: 900 } });
    try {
      await page.goto(`${base}?variant=salmon`);
      await page.waitForSelector('body[data-ply="0"]:not([data-busy])');
      await page.selectOption('#level', '0');
      expect(await page.locator('#side option').allTextContents()).toEqual(
        expect.arrayContaining(['you play side A', 'you play side J', 'engine vs engine']),
      );
      await page.selectOption('#side', 'none');
      await page.waitForFunction(() => Number(document.body.dataset.ply) >= 10, undefined, { timeout: 25_000 });
      // Every seat has played a turn; now take J, the fourth in the order A D G J C F I B E H.
      await page.selectOption('#side', '9');
      await page.waitForFunction(
        () =>
          document.body.dataset.busy === undefined &&
          /^Side J to move/.test(document.getElementById('status')!.textContent),
        undefined,
        {
          timeout: 20_000,
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
      await page.waitForSelector('body[data-saw-new-game][data-ply="3"]:not([data-busy])', { timeout: 15_000 });
      expect((await page.locator('#movelist .move').allTextContents()).map((line) => line.slice(0, 2))).toEqual([
        'A:',
        'D:',
        'G:',
      ]);
    } finally {
      await page.close();
    }
  }, 60_000);

  /** Engine vs engine at the weakest level until `plies` moves are played, then White is yours: waits for your move. */
  async function playUntilYourMove(page: Page, plies: number): Promise<number> {
    await page.selectOption('#level', '0');
    await page.selectOption('#side', 'none');
    await page.waitForFunction((n) => Number(document.body.dataset.ply) >= n, plies, { timeout: 30_000 });
    await page.selectOption('#side', '0');
    await page.waitForFunction(
      () => document.body.dataset.busy === undefined && Number(document.body.dataset.ply) % 2 === 0,
      undefined,
      { timeout: 30_000 },
    );
    return Number(await page.getAttribute('body', 'data-ply'));
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

  /** Opens the page with this query (variant, clock), waits for the first position, runs `body`, closes it. */
  async function onPage(query: string, body: (page: Page) => Promise<void>): Promise<void> {
    const page = await browser!.newPage({ viewport: { width: 1400, height: 900 } });
    try {
      await page.goto(`${base}?${query}`);
      await page.waitForSelector('body[data-ply="0"]:not([data-busy])');
      await body(page);
    } finally {
      await page.close();
    }
  }

  test(
    'normal: the move list in SAN, stepped back with the keys and by clicking; the engine panel in words',
    () =>
      onPage(`variant=normal`, async (page) => {
        const ply = await playUntilYourMove(page, 4);
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
        await page.waitForSelector(`body[data-ply="${ply + 2}"]:not([data-busy])`, { timeout: 30_000 });
        await page.screenshot({ path: resolve(SCREENSHOT_DIR, 'normal-panel.png'), fullPage: true });
      }),
    90_000,
  );

  test(
    'clocks: the engine gets wtime/btime/winc/binc, the clocks run down, a flag fall ends the game',
    () =>
      onPage(`variant=normal&clock=0.1%2B1`, async (page) => {
        const goes: string[] = [];
        await page.route('**/send?*', async (route) => {
          goes.push(...(route.request().postData() ?? '').split('\n').filter((line) => line.startsWith('go ')));
          await route.continue();
        });
        // 0.1+1: six seconds and one a move, so that the flag falls soon.
        expect(await page.locator('#clock').inputValue()).toBe('0.1+1');
        expect(await page.locator('#clocks .clock').count()).toBe(2);
        await playUntilYourMove(page, 2);
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
        await page.waitForSelector('body[data-over]', { timeout: 30_000 });
        expect(await page.locator('#status').textContent()).toBe('Game over: White lost on time');
        expect(await white.locator('b').textContent()).toBe('0:00.0');
        expect(await white.getAttribute('class')).toMatch(/out/);
        expect(await copied(page, '#copypgn')).toMatch(/^\[Result "0-1"\]$[\s\S]*^\[TimeControl "6\+1"\]$/m);
        await page.screenshot({ path: resolve(SCREENSHOT_DIR, 'normal-flag.png'), fullPage: true });
      }),
    90_000,
  );

  test(
    'position text and PGN: out, new game, in gives the same position; a bad text changes nothing',
    () =>
      onPage(`variant=normal`, async (page) => {
        const ply = await playUntilYourMove(page, 4);
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
        expect(await page.locator('#movelist .move').allTextContents()).toEqual(['a2a3', 'j9j8']);
      }),
    90_000,
  );
});
