import { defineConfig } from 'vitest/config';
// @ts-expect-error plain ESM helper shared with the bundler
import { embedDefine } from './scripts/esbuild-options.mjs';

export default defineConfig({
  define: embedDefine(),
  test: {
    include: ['test/**/*.test.ts'],
    setupFiles: ['test/helpers/remove-temp-dirs.ts'],
    // Hang guards only (tests wait on events, never on time). The CPU-bound tests run several times slower on a
    // machine loaded by other work: the salmon duel took 15–23 s idle and 68 s beside a three-game match.
    testTimeout: 300_000,
    hookTimeout: 300_000,
    pool: 'forks',
    // Each worker loads the engines once for all the files it runs (a third of the unit tier's time went to loading
    // them afresh per file): a test file leaves every module's state as it found it (CONTRIBUTING.md, Tests).
    isolate: false,
    fileParallelism: true,
    maxWorkers: 2,
    // Concurrent tests in one file (the fuzz's two dialects, XBoard's matches): two at a time, one per core.
    maxConcurrency: 2,
  },
});
