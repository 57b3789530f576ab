import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// `npm test`: every test at the fast tier's size (test/helpers/tier.ts); test/deep/ holds deep-only files.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['test/deep/**', '**/node_modules/**'],
    testTimeout: 60_000,
    // Starting Fairy-Stockfish (WebAssembly) in a hook takes more than the default 10 s on a loaded machine.
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest leaves one core idle by default: on a 2-core machine that runs the files one at a time.
    maxWorkers: availableParallelism(),
    // Test files share their worker's module cache: no test depends on a fresh module, and loading the
    // engine, renderers and fixtures once per worker instead of once per file saves a third of the CPU.
    isolate: false,
  },
});
