import { fileURLToPath } from 'node:url';

/** Orthodox chess without fivefold repetition and the 75-move rule, which would end a long shuffle. */
export const UNENDING_CHESS = fileURLToPath(new URL('../fixtures/chess-no-forced-draws.yaml', import.meta.url));

/**
 * A legal game of n plies in orthodox chess without forced draws: the knights go out and back, so
 * repetitions are only claimable. (Under FIDE 9.6 the fifth repetition would end it at ply 16.)
 */
export function knightShuffle(n: number): string {
  const cycle = ['Nf3', 'Nf6', 'Ng1', 'Ng8'];
  const moves: string[] = [];
  for (let i = 0; i < n; i++) moves.push((i % 2 === 0 ? `${i / 2 + 1}. ` : '') + cycle[i % 4]);
  return `[Event "Long"]\n[Variant "${UNENDING_CHESS}"]\n[Result "*"]\n\n${moves.join(' ')} *\n`;
}
