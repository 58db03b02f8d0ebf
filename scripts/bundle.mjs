// Builds dist/bundle/main.cjs: the whole program in one CommonJS file with the worker source embedded,
// which is what Node's single-executable route needs.
import { buildSync } from 'esbuild';
import { COMMON_OPTIONS, MAIN_ENTRY, embedDefine } from './esbuild-options.mjs';

buildSync({
  ...COMMON_OPTIONS,
  entryPoints: [MAIN_ENTRY],
  outfile: 'dist/bundle/main.cjs',
  define: embedDefine(),
  banner: { js: '#!/usr/bin/env node' },
});
