import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// `npm run test:deep`: the same tests at full size, and the deep-only files under test/deep/.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    env: { FAIRYPRINT_TIER: 'deep' },
    testTimeout: 600_000,
    // Starting Fairy-Stockfish (WebAssembly) in a hook takes more than the default 10 s on a loaded machine.
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest leaves one core idle by default: on a 2-core machine that runs the files one at a time.
    maxWorkers: availableParallelism(),
    isolate: false,
  },
});
