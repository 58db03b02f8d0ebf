// The static site (`make web`, dist/web/) and the npm package's browser entry in real Chromium, one browser for the
// file. The site is served by `python3 -m http.server`, a plain static server: the engine is the Web Worker in the
// page, and no request reaches anything but the site's files. Each variant: a move clicked, the engine's reply; in
// normal the page's analysis mode to depth 8 with MultiPV 2 on two threads, its lines shown on the page (the page is
// cross-origin isolated by its service worker); every variant's bench node count from the worker against the native
// binary's; the packed .tgz's `topochess/web` entry in a page of its own (not isolated: one thread, stop from
// outside); and last, the server stopped, a reload that comes back from the service worker's cache to a board that
// plays, and a rules page.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { VARIANTS, type VariantName } from '../../src/core/types';
import { BINARY, EngineProcess } from '../helpers/engine-process';
import { makeTempDir } from '../helpers/temp-dir';

/** Debian's chromium (installed by make system-deps), as gui.test.ts drives it. */
const CHROMIUM = '/usr/bin/chromium';

const ROOT = resolve(__dirname, '../..');
const SITE = join(ROOT, 'dist/web');
const VERSION = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }).version;
const PACKAGE = join(ROOT, `dist/release/topochess-${VERSION}.tgz`);
/** The budget for the whole site. */
const SITE_BUDGET_BYTES = 3 * 1024 * 1024;

// Limits only catch a hang (see gui.test.ts): generous, for a loaded machine.
const STEP_MS = 120_000;
const TEST_MS = 360_000;

/** What the test page sees of `topochess/web` (its types are the package's web.d.ts). */
interface WebEntry {
  createEngine(options: { variant: string }): {
    send(lines: string): void;
    onLine: (line: string) => void;
    readonly ready: Promise<void>;
    readonly handshake: readonly string[];
    terminate(): void;
  };
}

/** `python3 -m http.server` on a free port, serving `dir`. */
class StaticServer {
  readonly url: Promise<string>;
  private readonly child: ChildProcess;
  private readonly exited: Promise<unknown>;

  constructor(dir: string) {
    this.child = spawn('python3', ['-u', '-m', 'http.server', '0', '--bind', '127.0.0.1', '--directory', dir], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.exited = new Promise((done) => this.child.on('exit', done));
    this.url = new Promise((done, fail) => {
      let text = '';
      this.child.stdout!.on('data', (chunk: Buffer) => {
        text += chunk.toString('utf8');
        const port = /port (\d+)/.exec(text);
        if (port !== null) done(`http://127.0.0.1:${port[1]}/`);
      });
      this.child.stderr!.resume();
      this.child.on('exit', (code) => fail(new Error(`http.server exited (${code}): ${text}`)));
    });
  }

  /** Stops the server (again: nothing more) and waits until it has exited. */
  async stop(): Promise<void> {
    this.child.kill('SIGTERM');
    await this.exited;
  }
}

let site: StaticServer | undefined;
let base = '';
let browser: Browser | undefined;
let context: BrowserContext | undefined;
/** The path of every request the site's pages made. */
const requested = new Set<string>();

beforeAll(async () => {
  expect(existsSync(join(SITE, 'index.html')), 'dist/web missing: run make web').toBe(true);
  expect(existsSync(CHROMIUM), `${CHROMIUM} missing: run make system-deps`).toBe(true);
  site = new StaticServer(SITE);
  base = await site.url;
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  context.on('request', (request) => {
    if (request.url().startsWith(base)) requested.add(new URL(request.url()).pathname);
  });
}, TEST_MS);

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

/** Every file under `dir`, with its size. */
function filesOf(dir: string): { path: string; bytes: number }[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((path) => ({ path, bytes: statSync(join(dir, path)).size }))
    .filter((file) => statSync(join(dir, file.path)).isFile());
}

/** Clicks pieces of the side to move until one shows targets, then its first target (and a popup's first choice). */
async function playFirstMove(page: Page): Promise<void> {
  const cells = await page.locator('#board g.piece.p0').evaluateAll((pieces) => pieces.map((p) => p.dataset.cell));
  for (const cell of cells) {
    await page.locator(`#board g.piece[data-cell="${cell}"]`).click();
    const targets = page.locator('#board circle.dot');
    if ((await targets.count()) === 0) continue;
    await targets.first().click({ force: true });
    if (await page.locator('#choice').isVisible()) await page.locator('#choice button[data-move]').first().click();
    return;
  }
  throw new Error('the side to move has no piece with a target');
}

/** Opens the board page on `variant` at the weakest level and waits until it can be played. */
async function openBoard(page: Page, variant: VariantName): Promise<void> {
  await page.goto(`${base}?variant=${variant}`);
  await page.waitForSelector('body[data-ply="0"]:not([data-busy])');
  await page.selectOption('#level', '0');
}

/** A move clicked, then the engine's reply (in salmon: one sub-move, end of turn, the other nine players' turns). */
async function moveAndReply(page: Page, variant: VariantName): Promise<void> {
  await playFirstMove(page);
  if (variant === 'salmon') {
    await page.waitForSelector('body[data-submoves="1"]:not([data-busy])');
    await page.click('#endturn');
    await page.waitForSelector('body[data-ply="10"]:not([data-busy])');
  } else await page.waitForSelector('body[data-ply="2"]:not([data-busy])');
}

/** Sends lines to the page's engine (window.topochessLink) and returns its lines up to one matching `until`. */
function askEngine(page: Page, lines: readonly string[], until: string): Promise<string[]> {
  return page.evaluate(
    ([sent, pattern]) => {
      const link = (window as unknown as { topochessLink: import('../../src/gui/engine-link').EngineLink })
        .topochessLink;
      return link.ask(sent, (line) => new RegExp(pattern).test(line));
    },
    [lines, until] as const,
  );
}

/**
 * Bench depth of the comparison: the signature's depth (13) takes minutes in a browser on a loaded 2-core machine;
 * at 7 every variant's search still runs every pruning rule (singular extensions, the last to start, from depth 6),
 * and one node of difference fails the test.
 */
const BENCH_DEPTH = 7;

/** The native binary's bench node count at BENCH_DEPTH of each variant, over UCI as the page asks for it. */
async function nativeSignatures(): Promise<Map<string, number>> {
  const engine = new EngineProcess(BINARY);
  const found = new Map<string, number>();
  try {
    engine.send('uci');
    for (const variant of VARIANTS) {
      engine.send(`setoption name UCI_Variant value ${variant}`);
      engine.send(`bench ${BENCH_DEPTH}`);
      const nodes = await engine.waitFor(/^Nodes searched\s*:/, STEP_MS, engine.lines.length);
      found.set(variant, Number(/(\d+)$/.exec(nodes.line)![1]));
    }
  } finally {
    engine.kill();
  }
  return found;
}

describe('the static site in Chromium, served by python3 -m http.server', () => {
  test('the site is static files under 3 MB', () => {
    const files = filesOf(SITE);
    const names = files.map((file) => file.path);
    for (const name of ['index.html', 'app.js', 'engine.js', 'sw.js']) expect(names).toContain(name);
    const total = files.reduce((sum, file) => sum + file.bytes, 0);
    console.log(`site: ${files.length} files, ${(total / 1024).toFixed(0)} KB`);
    expect(total).toBeLessThan(SITE_BUDGET_BYTES);
  });

  test(
    'every variant: a move clicked, the engine replies; the page analyses to depth 8 with MultiPV 2 on two threads',
    async () => {
      const page = await context!.newPage();
      page.setDefaultTimeout(STEP_MS);
      const times: string[] = [];
      try {
        for (const variant of VARIANTS) {
          const started = performance.now();
          await openBoard(page, variant);
          // The service worker has isolated the page (after one reload on the first visit): threads share memory.
          expect(await page.evaluate(() => crossOriginIsolated)).toBe(true);
          await moveAndReply(page, variant);
          times.push(`${variant} ${((performance.now() - started) / 1000).toFixed(1)} s`);
          expect((await page.locator('#movelist').textContent())!.trim()).not.toBe('');
        }
        console.log(`page load to the engine's reply: ${times.join(', ')}`);

        // The page's analysis mode: `go depth 8` with MultiPV 2 on two threads, the lines shown on the page.
        await openBoard(page, 'normal');
        expect(await askEngine(page, ['setoption name Threads value 2', 'isready'], '^readyok$')).toContain('readyok');
        const sent: string[] = [];
        await page.exposeFunction('noteSent', (text: string) => sent.push(text));
        await page.evaluate(() => {
          const link = (window as unknown as { topochessLink: import('../../src/gui/engine-link').EngineLink })
            .topochessLink;
          const ask = link.ask.bind(link);
          link.ask = (lines, until) => {
            (window as unknown as { noteSent(text: string): void }).noteSent(lines.join('\n'));
            return ask(lines, until);
          };
        });
        await page.selectOption('#multipv', '2');
        await page.selectOption('#analysis-depth', '8');
        await page.check('#analyse');
        await page.waitForSelector('body[data-analysis="done"]:not([data-busy])');
        expect(sent.some((text) => /setoption name MultiPV value 2\ngo depth 8$/.test(text))).toBe(true);
        const shown = await page
          .locator('#lines li')
          .evaluateAll((items) =>
            items.map((item) => [
              item.querySelector('small')?.textContent,
              item.querySelector('.pv-move')?.textContent,
            ]),
          );
        // Two lines, each at depth 8 and opening with one of the twenty first moves, in SAN.
        expect(shown.length).toBe(2);
        for (const [depth, first] of shown) {
          expect(depth).toBe('depth 8');
          expect(first).toMatch(/^([a-h][34]|N[acfh]3)$/);
        }
        expect(await page.locator('#board g.arrow.best').count()).toBe(1);
      } finally {
        await page.close();
      }
      // Only the site's own files were asked for: no engine server behind it.
      // A folder's page is asked for as the folder too (the service worker caches both).
      const paths = filesOf(SITE).map((file) => `/${file.path}`);
      const files = new Set([...paths, ...paths.map((path) => path.replace(/index\.html$/, ''))]);
      const foreign = [...requested].filter((path) => path !== '/favicon.ico' && !files.has(path));
      expect(foreign).toEqual([]);
    },
    TEST_MS,
  );

  test(
    'the worker engine counts the native bench nodes in every variant',
    async () => {
      const native = nativeSignatures(); // on the other core meanwhile
      const page = await context!.newPage();
      page.setDefaultTimeout(STEP_MS);
      try {
        await openBoard(page, 'normal');
        const worker = new Map<string, number>();
        for (const variant of VARIANTS) {
          const lines = await askEngine(
            page,
            [`setoption name UCI_Variant value ${variant}`, `bench ${BENCH_DEPTH}`],
            '^(Nodes searched|info string bench)',
          );
          worker.set(variant, Number(/^Nodes searched\s*:\s*(\d+)$/.exec(lines.at(-1)!)?.[1]));
        }
        expect(worker).toEqual(await native);
      } finally {
        await page.close();
      }
    },
    TEST_MS,
  );

  test(
    'the npm package from the packed .tgz: createEngine plays, and stops a search on a page that is not isolated',
    async () => {
      expect(existsSync(PACKAGE), `${PACKAGE} missing: run make pack`).toBe(true);
      const dir = makeTempDir('topochess-web-');
      expect(spawnSync('tar', ['xzf', PACKAGE, '-C', dir]).status).toBe(0);
      // An app's page that imports the entry as a module does.
      writeFileSync(
        join(dir, 'index.html'),
        `<!doctype html><title>embed</title><script type="module">
import * as web from './package/dist/npm/web.mjs';
window.topochessWeb = web;
</script>`,
      );
      const server = new StaticServer(dir);
      const page = await browser!.newPage();
      page.setDefaultTimeout(STEP_MS);
      try {
        await page.goto(await server.url);
        await page.waitForFunction(() => 'topochessWeb' in window);
        const answer = await page.evaluate(async () => {
          const web = (window as unknown as { topochessWeb: WebEntry }).topochessWeb;
          const engine = web.createEngine({ variant: 'sesqui' });
          await engine.ready;
          const heard: string[] = [];
          const until = (pattern: RegExp): Promise<string> =>
            new Promise((done) => {
              engine.onLine = (line) => {
                heard.push(line);
                if (pattern.test(line)) done(line);
              };
            });
          const searched = until(/^bestmove /);
          engine.send('position startpos\ngo depth 4');
          const depthFour = await searched;
          const infinite = until(/^info depth 3 /);
          engine.send('go infinite');
          await infinite;
          const stopped = until(/^bestmove /);
          engine.send('stop');
          const afterStop = await stopped;
          // The search thread that took its place searches in full (it was not started stopped).
          const again = until(/^bestmove /);
          const from = heard.length;
          engine.send('go depth 5');
          await again;
          const deepest = heard.slice(from).filter((line) => line.startsWith('info depth 5 ')).length;
          engine.terminate();
          return { handshake: engine.handshake, isolated: crossOriginIsolated, depthFour, afterStop, heard, deepest };
        });
        expect(answer.isolated).toBe(false);
        expect(answer.handshake).toContain('uciok');
        expect(answer.handshake.some((line) => line.startsWith('info string threads: one'))).toBe(true);
        expect(answer.depthFour).toMatch(/^bestmove \S+/);
        // Ended from outside (no shared memory): the answer is the first move of the last line reported.
        const lines = answer.heard.filter((line) => line.startsWith('info depth') && line.includes(' pv '));
        const pv = lines.at(-1)!.split(' pv ')[1].split(' ');
        expect(answer.afterStop.split(' ').slice(0, 2)).toEqual(['bestmove', pv[0]]);
        expect(answer.deepest).toBeGreaterThan(0);
      } finally {
        await page.close();
        await server.stop();
      }
    },
    TEST_MS,
  );

  test(
    "without a service worker: one thread, and salmon's tables built with their progress on the page",
    async () => {
      const blocked = await browser!.newContext({ serviceWorkers: 'block' });
      try {
        const page = await blocked.newPage();
        page.setDefaultTimeout(STEP_MS);
        const statuses = new Set<string>();
        await page.exposeFunction('noteStatus', (text: string) => statuses.add(text));
        await page.addInitScript(() => {
          const note = (): void => {
            const status = document.getElementById('status');
            if (status !== null)
              (window as unknown as { noteStatus(text: string): void }).noteStatus(status.textContent!);
          };
          new MutationObserver(note).observe(document, { subtree: true, childList: true, characterData: true });
        });
        await openBoard(page, 'salmon');
        expect(await page.evaluate(() => crossOriginIsolated)).toBe(false);
        expect([...statuses].filter((text) => /^building salmon's tables… \d+ %$/.test(text)).length).toBeGreaterThan(
          1,
        );
        const hello = await askEngine(page, ['uci'], '^uciok$');
        expect(hello).toContain('uciok');
      } finally {
        await blocked.close();
      }
    },
    TEST_MS,
  );

  test(
    'offline, on a phone: with the server stopped, a reload comes back from the service worker to a board that plays',
    async () => {
      const page = await context!.newPage();
      page.setDefaultTimeout(STEP_MS);
      await page.setViewportSize({ width: 390, height: 844 }); // the page's phone layout
      try {
        await openBoard(page, 'normal');
        await site!.stop();
        await page.reload();
        await page.waitForSelector('body[data-ply="0"]:not([data-busy])');
        await page.selectOption('#level', '0');
        // The storage keeps the sides of the last game: the analysis above left "you play every side".
        await page.selectOption('#side', '0');
        await page.waitForSelector('body:not([data-busy])');
        await moveAndReply(page, 'normal');
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
        // The legend's rules link too (a static server redirects /rules/sesqui to the folder; the cache answers it).
        await page.goto(`${base}rules/sesqui`);
        expect(await page.locator('h1').first().textContent()).toMatch(/\S/);
      } finally {
        await page.close();
      }
    },
    TEST_MS,
  );
});
