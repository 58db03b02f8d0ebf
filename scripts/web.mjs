// Builds dist/web/: the static site (board page, engine worker, service worker, rules pages) that any static file
// server can host, and dist/npm/: the npm package's browser entry (`topochess/web`) with its types. See docs/web.md.
import { createHash } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { build, buildSync } from 'esbuild';
import { browserOptions, buildGuiSource, rulesPages, WEB_ENGINE_ENTRY } from './esbuild-options.mjs';

const OUT = 'dist/web';
const NPM_OUT = 'dist/npm';

/** The site's pages, made by src/web/site.ts (bundled for Node and run here). */
function sitePages() {
  const file = 'dist/web-build/site.cjs';
  buildSync({
    entryPoints: ['src/web/site.ts'],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    outfile: file,
    logLevel: 'warning',
  });
  const site = createRequire(import.meta.url)(join(process.cwd(), file));
  return {
    'index.html': site.staticBoardPage(),
    'favicon.svg': site.staticFavicon(),
    ...site.staticRulesPages(rulesPages().pages),
  };
}

const text = (result) => result.outputFiles[0].text;
const files = {
  'engine.js': text(await build(browserOptions(WEB_ENGINE_ENTRY))),
  'app.js': buildGuiSource(),
  ...sitePages(),
};
// The service worker caches every file under one name per build (a new build replaces the old cache).
const hash = createHash('sha256');
for (const [name, content] of Object.entries(files)) hash.update(name).update(content);
const site = {
  version: hash.digest('hex').slice(0, 16),
  // A folder's page is cached under the folder's address, as the browser asks for it (and index.html as itself).
  files: [...Object.keys(files).map((name) => name.replace(/index\.html$/, '') || './'), 'index.html'],
};
const worker = browserOptions('src/web/service-worker.ts');
files['sw.js'] = text(
  await build({ ...worker, define: { ...worker.define, __TOPOCHESS_SITE__: JSON.stringify(site) } }),
);

rmSync(OUT, { recursive: true, force: true });
for (const [name, content] of Object.entries(files)) {
  mkdirSync(dirname(join(OUT, name)), { recursive: true });
  writeFileSync(join(OUT, name), content);
}

// The npm entry: an ES module that starts dist/web/engine.js (found next to it by import.meta.url), and its types.
await build({
  entryPoints: ['src/web/api.ts'],
  bundle: true,
  platform: 'browser',
  format: 'esm',
  target: 'es2020',
  outfile: join(NPM_OUT, 'web.mjs'),
  logLevel: 'warning',
});

const bytes = Object.values(files).reduce((sum, content) => sum + Buffer.byteLength(content), 0);
console.log(`${OUT}: ${Object.keys(files).length} files, ${(bytes / 1024).toFixed(0)} KB`);
