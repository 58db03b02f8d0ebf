// esbuild settings shared by the bundler (scripts/bundle.mjs) and the test runner (vitest.config.ts), so that the
// search worker is always started from the same bundled source text (and the board page gets the same script).
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { buildSync } from 'esbuild';
import { DIAGRAMS } from './diagrams.mjs';
import { generate as generateFideFamily } from './fide-family.mjs';

// Everything that bundles (the bundle, the site, the test runner) loads this module first: the FIDE-board family's
// copies (engines/generated/, scripts/fide-family.mjs) are brought up to date here, before any source is read.
generateFideFamily();

export const WORKER_ENTRY = 'src/search/worker-main.ts';
export const MAIN_ENTRY = 'src/main.ts';
export const WORKER_SOURCE_GLOBAL = '__TOPOCHESS_WORKER_SOURCE__';

const common = { bundle: true, platform: 'node', format: 'cjs', target: 'node20', logLevel: 'warning' };

/** Bundles the search worker into one CommonJS source string. */
export function buildWorkerSource() {
  const result = buildSync({ ...common, entryPoints: [WORKER_ENTRY], write: false });
  return result.outputFiles[0].text;
}

/** The `define` map that embeds the worker source in whatever is built next. */
export function workerDefine(source = buildWorkerSource()) {
  return { [WORKER_SOURCE_GLOBAL]: JSON.stringify(source) };
}

export const GUI_ENTRY = 'src/gui/client.ts';
export const GUI_SOURCE_GLOBAL = '__TOPOCHESS_GUI_SOURCE__';

/** Bundles the board page's program (src/gui/client.ts) for the browser into one script string. */
export function buildGuiSource() {
  const result = buildSync({
    entryPoints: [GUI_ENTRY],
    bundle: true,
    platform: 'browser',
    format: 'iife',
    target: 'es2020',
    logLevel: 'warning',
    write: false,
  });
  return result.outputFiles[0].text;
}

/** The text of every `*<extension>` file in `folder` (a URL ending in /), by name without the extension. */
function textsByName(folder, extension) {
  const texts = {};
  for (const name of readdirSync(folder).filter((file) => file.endsWith(extension)))
    texts[name.slice(0, -extension.length)] = readFileSync(new URL(name, folder), 'utf8');
  return texts;
}

export const RULES_GLOBAL = '__TOPOCHESS_RULES__';
const VARIANT_DOCS = new URL('../docs/variants/', import.meta.url);

/** The rules pages served by `topochess gui` (src/gui/rules-pages.ts): docs/variants/*.md and the pictures' list. */
export function rulesPages() {
  return { pages: textsByName(VARIANT_DOCS, '.md'), pictures: DIAGRAMS };
}

export const BOOKS_GLOBAL = '__TOPOCHESS_BOOKS__';
const BOOKS = new URL('../books/', import.meta.url);

/** The opening books of `topochess match` (src/match/books.ts): books/<variant>.epd by variant name. */
export function openingBooks() {
  return textsByName(BOOKS, '.epd');
}

export const COMMIT_GLOBAL = '__TOPOCHESS_COMMIT__';

/** The short hash of the checked-out commit, `-dirty` when tracked files differ from it, or "unknown" without git. */
export function gitCommit() {
  const git = (args) => execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  try {
    const hash = git(['rev-parse', '--short', 'HEAD']);
    return git(['status', '--porcelain', '--untracked-files=no']) === '' ? hash : `${hash}-dirty`;
  } catch {
    return 'unknown';
  }
}

/** Every `define` the program needs: the worker source, the board page's script, the rules pages, the opening books
 * and the commit. */
export function embedDefine() {
  return {
    ...workerDefine(),
    [GUI_SOURCE_GLOBAL]: JSON.stringify(buildGuiSource()),
    [RULES_GLOBAL]: JSON.stringify(rulesPages()),
    [BOOKS_GLOBAL]: JSON.stringify(openingBooks()),
    [COMMIT_GLOBAL]: JSON.stringify(gitCommit()),
  };
}

export { common as COMMON_OPTIONS };

export const WEB_ENGINE_ENTRY = 'src/web/engine-worker.ts';

/**
 * Node-only modules and their browser stand-ins, which export the same names (the web build's engine and search
 * threads): threads are Web Workers, and a page cannot ask for a garbage collection.
 */
export const BROWSER_SWAPS = {
  'src/search/threads.ts': 'src/web/threads.ts',
  'src/core/collect-garbage.ts': 'src/web/collect-garbage.ts',
};

const ROOT = new URL('../', import.meta.url).pathname;

/** The esbuild plugin that makes the BROWSER_SWAPS (esbuild's `build`, not `buildSync`: plugins need it). */
export const browserSwaps = {
  name: 'browser-swaps',
  setup(build) {
    build.onResolve({ filter: /^\.\.?\/.*(threads|collect-garbage)$/ }, (args) => {
      const wanted = relative(ROOT, resolve(args.resolveDir, `${args.path}.ts`));
      const swap = BROWSER_SWAPS[wanted];
      return swap === undefined ? undefined : { path: resolve(ROOT, swap) };
    });
  },
};

/** Options for a browser script of the web build (src/web): one classic script, no Node module in it. */
export function browserOptions(entry) {
  return {
    entryPoints: [entry],
    bundle: true,
    platform: 'browser',
    format: 'iife',
    target: 'es2020',
    minify: true,
    logLevel: 'warning',
    write: false,
    plugins: [browserSwaps],
    define: { [COMMIT_GLOBAL]: JSON.stringify(gitCommit()) },
  };
}
