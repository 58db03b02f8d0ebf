import { defineConfig } from 'vitest/config';
// @ts-expect-error plain ESM helper shared with the bundler
import { embedDefine } from './scripts/esbuild-options.mjs';

export default defineConfig({
  define: embedDefine(),
  test: {
    include: ['test/**/*.test.ts'],
    setupFiles: ['test/helpers/remove-temp-dirs.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    fileParallelism: true,
    maxWorkers: 2,
    // Concurrent tests in one file (the fuzz's two dialects, XBoard's matches): two at a time, one per core.
    maxConcurrency: 2,
  },
});
