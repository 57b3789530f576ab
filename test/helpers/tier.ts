/**
 * The suite runs in two tiers of the same tests. `npm test` runs every check at a size that keeps it
 * under a minute on two cores; `npm run test:deep` (FAIRYPRINT_TIER=deep, see vitest.deep.config.ts)
 * runs them at full size: reference-model perft at depth 3 and beyond, 200-game random play, long fuzzing.
 */
export const deep = process.env.FAIRYPRINT_TIER === 'deep';

/** `fast` in `npm test`, `full` in `npm run test:deep`. */
export const tier = <T>(fast: T, full: T): T => (deep ? full : fast);
