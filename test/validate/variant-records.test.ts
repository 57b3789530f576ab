/**
 * Records of the flag and extinction variants as Lichess and PyChess export them: the [Variant] tag's
 * name selects the template, and a real Lichess Horde game validates with its result. (Games that end
 * by the variant's own rule, with ffish's verdict: test/fsf-endings.test.ts.)
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validateText } from '../../src/validate/replay.js';

const one = (text: string) => {
  const reports = validateText(text, { file: 'game.pgn' });
  expect(reports).toHaveLength(1);
  return reports[0]!;
};

describe('[Variant] names as Lichess, PyChess and Fairy-Stockfish write them', () => {
  it.each([
    ['King of the Hill', 'kingofthehill'],
    ['Kingofthehill', 'kingofthehill'],
    ['kingofthehill', 'kingofthehill'],
    ['KOTH', 'kingofthehill'],
    ['Horde', 'horde'],
    ['Three-check', 'threecheck'],
    ['3check', 'threecheck'],
    ['Three Check', 'threecheck'],
    ['Racing Kings', 'racingkings'],
    ['Racingkings', 'racingkings'],
  ])('[Variant "%s"] is the template %s', (tag, id) => {
    const r = one(`[Variant "${tag}"]\n\n*\n`);
    expect(r.unreadable, JSON.stringify(r.error)).toBe(false);
    expect(r.variant).toBe(id);
  });
});

describe('a real Lichess Horde game', () => {
  it('validates: 80 legal plies, unfinished on the board, recorded 0-1 (White resigned)', () => {
    const r = one(readFileSync('test/validate/fixtures/lichess-horde.pgn', 'utf8'));
    expect(r).toMatchObject({ variant: 'horde', legal: true, plies: 80, result: '*', recorded: '0-1', error: null });
    expect(r.fen).toBe('r7/p7/6k1/4P1P1/5rP1/8/5PPq/P6P w - - 0 41');
  });
});
