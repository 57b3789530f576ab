/**
 * Perft from positions of seeded random games equals Fairy-Stockfish's, for every template FSF knows
 * (its variant name is the template id). Depth 3 from 50 positions per template; a disagreement is
 * reported with the position and the first moves whose counts differ.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadVariant } from '../../src/definitions/load.js';
import { startPosition } from '../../src/engine/start.js';
import { parseFen, toFen } from '../../src/notation/fen.js';
import { comparePerft, FSF_TEMPLATES, Fsf, fsfName, randomGamePositions } from '../helpers/fsf.js';

const POSITIONS = 50;
const DEPTH = 3;

describe('perft from random-game positions equals Fairy-Stockfish', () => {
  let fsf: Fsf;
  beforeAll(async () => {
    fsf = await Fsf.start();
  });
  afterAll(async () => {
    await fsf?.close();
  });

  for (const id of FSF_TEMPLATES) {
    it(`${id}: ${POSITIONS} positions at depth ${DEPTH}`, async () => {
      const { variant } = loadVariant(id);
      const positions = randomGamePositions(() => startPosition(variant), POSITIONS, 0x13 + id.length);
      const failures: string[] = [];
      let nodes = 0;
      for (const played of positions) {
        const fen = toFen(played);
        // Both read the FEN: what it does not hold (Janggi's pass just made, which a second pass would
        // answer by ending the game) is as unknown to fairyprint as to FSF.
        const pos = parseFen(variant, fen, { anyPosition: true });
        const r = await comparePerft(fsf, fsfName(id), pos, fen, DEPTH);
        nodes += r.ours;
        if (r.differences.length > 0 || r.ours !== r.theirs) {
          failures.push(`${fen}: ours ${r.ours}, FSF ${r.theirs}; ${r.differences.slice(0, 4).join(', ')}`);
        }
      }
      expect(failures).toEqual([]);
      expect(nodes).toBeGreaterThan(POSITIONS); // the positions were not all ended games
    });
  }
});
