/**
 * Random games of the Shogi family's members, minishogi (5 x 5), judkins (6 x 6), gorogoro (5 x 6),
 * euroshogi (8 x 8) and kyotoshogi (its men turned over with every move: USI's "+" and KIF's 成 turn a
 * promoted man back too), drawn to drops and promotions, written as KIF, KI2, CSA and USI by `convert` and
 * read back as the same game (plies and final position); KIF names minishogi itself (手合割：5五将棋), the
 * others are read with the variant given. (test/records/shogi-family.test.ts: their records as their
 * players write them.)
 */
import { describe, expect, it } from 'vitest';
import { convertRecords, legalMoves, loadVariant, play, startPosition } from '../../src/index.js';
import { type GameReport, validateText } from '../../src/validate/replay.js';
import { seededRandom } from '../variants/random-play.js';

const report = (text: string, file: string, variant?: string): GameReport =>
  validateText(text, { file, ...(variant ? { variant } : {}) })[0]!;

describe('random games of the family written as KIF, CSA and USI read back as the same game', () => {
  it.each(['minishogi', 'judkins', 'gorogoro', 'euroshogi', 'kyotoshogi'])('%s', (id) => {
    const loaded = loadVariant(id);
    if (!loaded.ok) throw loaded.error;
    const rand = seededRandom(31);
    let pos = startPosition(loaded.value);
    const moves: string[] = [];
    for (let k = 0; k < 60; k++) {
      const legal = legalMoves(pos);
      if (legal.length === 0) break;
      // Drawn to drops and promotions, which the formats write their own way.
      const special = legal.filter((m) => /[@+]/.test(m.coordinate));
      const pool = special.length > 0 && rand() < 0.5 ? special : legal;
      const move = pool[Math.floor(rand() * pool.length)]!;
      moves.push(move.coordinate);
      pos = play(pos, move);
    }
    const pgn = `[Variant "${id}"]\n\n${moves.join(' ')} *\n`;
    const played = report(pgn, 'game.pgn');
    expect(played.error).toBeNull();
    expect(moves.some((m) => m.includes('@'))).toBe(true);
    for (const to of ['kif', 'ki2', 'csa', 'usi']) {
      const written = convertRecords(pgn, to, { file: 'game.pgn' });
      if (!written.ok) throw written.error;
      expect(written.value.games[0]!.refusal, to).toBeNull();
      const again = report(written.value.text, `game.${to}`, to === 'kif' && id === 'minishogi' ? undefined : id);
      expect({ error: again.error, plies: again.plies, fen: again.fen }, to).toEqual({
        error: null,
        plies: played.plies,
        fen: played.fen,
      });
    }
  });
});
