/**
 * Men that change sides (Reversi, Ataxx): a side may come to have more of a type, on the board and in
 * hand, than it started with. Every position of seeded random games to their end reads back from the
 * position text fairyprint writes, strictly (as a record's FEN tag is read), and writes the same text.
 */
import { describe, expect, it } from 'vitest';
import { loadVariant } from '../src/definitions/load.js';
import { generateLegal, MoveList } from '../src/engine/movegen.js';
import { startPosition } from '../src/engine/start.js';
import { parseFen, toFen } from '../src/notation/fen.js';
import { seededRandom } from './variants/random-play.js';

describe('positions of games where men change sides read back from their text', () => {
  // The templates, and Fairy-Stockfish's built-ins imported (their hands are counted as FSF counts them).
  it.each(['reversi', 'ataxx', 'test/fixtures/fsf/abstract.ini:flipello-x', 'test/fixtures/fsf/abstract.ini:ataxx-x'])(
    '%s: 6 seeded games to their end',
    (id) => {
      const { variant } = loadVariant(id);
      const random = seededRandom(0xf11b);
      const list = new MoveList();
      let positions = 0;
      for (let g = 0; g < 6; g++) {
        const pos = startPosition(variant);
        for (let ply = 0; ply < 400; ply++) {
          const fen = toFen(pos);
          expect(toFen(parseFen(variant, fen)), fen).toBe(fen);
          positions++;
          generateLegal(pos, list);
          if (list.length === 0) break;
          pos.make(list.moves[Math.floor(random() * list.length)]!);
        }
      }
      expect(positions).toBeGreaterThan(6 * 50);
    },
  );
});
