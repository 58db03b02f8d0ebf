import { defineConfig } from 'vitest/config';
// @ts-expect-error plain ESM helper shared with the bundler
import { workerDefine } from './scripts/esbuild-options.mjs';

export default defineConfig({
  define: workerDefine(),
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    fileParallelism: true,
    maxWorkers: 2,
  },
});
