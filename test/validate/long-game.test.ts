import { describe, expect, it } from 'vitest';
import { validateText } from '../../src/validate/replay.js';
import { knightShuffle } from '../helpers/long-game.js';

describe('very long games', () => {
  it('a game of 12,000 plies validates, and a bad move at its end is found at that ply', () => {
    const text = knightShuffle(12_000);
    const [report] = validateText(text, { file: 'long.pgn' });
    expect(report).toMatchObject({ legal: true, plies: 12_000 });
    const [bad] = validateText(text.replace(/Ng8 \*\n$/, 'Nb8 *\n'), { file: 'long.pgn' });
    expect(bad!.legal).toBe(false);
    expect(bad!.error).toMatchObject({ ply: 12_000 });
  });
});
