// esbuild settings shared by the bundler (scripts/bundle.mjs) and the test runner (vitest.config.ts), so that the
// search worker is always started from the same bundled source text.
import { buildSync } from 'esbuild';

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

export { common as COMMON_OPTIONS };
