/** A legal orthodox game of n plies: the knights go out and back (repetitions are only claimable). */
export function knightShuffle(n: number): string {
  const cycle = ['Nf3', 'Nf6', 'Ng1', 'Ng8'];
  const moves: string[] = [];
  for (let i = 0; i < n; i++) moves.push((i % 2 === 0 ? `${i / 2 + 1}. ` : '') + cycle[i % 4]);
  return `[Event "Long"]\n[Result "*"]\n\n${moves.join(' ')} *\n`;
}
