/**
 * The suite runs in two tiers of the same tests. `npm test` runs every check at a size that keeps it
 * under a minute on two cores; `npm run test:deep` (FAIRYPRINT_TIER=deep, see vitest.deep.config.ts)
 * runs them at full size: reference-model perft at depth 3 and beyond, 200-game random play, long fuzzing.
 */
export const deep = process.env.FAIRYPRINT_TIER === 'deep';

/** `fast` in `npm test`, `full` in `npm run test:deep`. */
export const tier = <T>(fast: T, full: T): T => (deep ? full : fast);

/**
 * Every item in `npm run test:deep`; in `npm test`, every other one (the even ones, or with `odd` the
 * others), where one case per section of a long list (each variants.ini section against Fairy-Stockfish)
 * would outgrow the minute. Two checks of a list taking opposite halves still see every section.
 */
export const halfInFastTier = <T>(items: readonly T[], odd = false): readonly T[] =>
  deep ? items : items.filter((_, i) => i % 2 === (odd ? 1 : 0));
