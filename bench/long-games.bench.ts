/** Validation time per ply stays flat as games grow (linear time), measured at 10k, 20k and 40k plies. */
import { validateText } from '../src/validate/replay.js';
import { knightShuffle } from '../test/helpers/long-game.js';
import { bestOf } from './timing.js';

export default async function bench(): Promise<void> {
  let first = 0;
  for (const plies of [10_000, 20_000, 40_000]) {
    const text = knightShuffle(plies);
    validateText(text, { file: 'long.pgn' });
    const best = bestOf(3, () => validateText(text, { file: 'long.pgn' })[0]!.plies).ms;
    const perPly = (best * 1000) / plies;
    first ||= perPly;
    process.stdout.write(
      `${String(plies).padStart(6)} plies: ${best.toFixed(0).padStart(5)} ms, ${perPly.toFixed(2)} us/ply (${(perPly / first).toFixed(2)}x the 10k game)\n`,
    );
  }
}
