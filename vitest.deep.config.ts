import { defineConfig } from 'vitest/config';

// `npm run test:deep`: the long cross-checks kept out of `npm test` (test/deep/**).
export default defineConfig({
  test: {
    include: ['test/deep/**/*.test.ts'],
    testTimeout: 600_000,
    pool: 'forks',
  },
});
