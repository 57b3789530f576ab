/**
 * Rule module gating (`rules.gating`: Seirawan chess, S-House): perft against Fairy-Stockfish's own
 * (ffish's seirawan and shouse) from the start and from positions of random games, whole random games
 * compared move list by move list, FSF's SAN and UCI of its own games read back, and position texts
 * (men in hand, gates among the rights) as FSF writes them, read and written.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { compiledVariant } from '../src/api/variant.js';
import { perft } from '../src/engine/perft.js';
import { startPosition } from '../src/engine/start.js';
import { loadVariant, type Variant } from '../src/index.js';
import { parseFen, toFen } from '../src/notation/fen.js';
import { type Ffish, loadFfish } from './helpers/ffish.js';
import { misreadFfishGame, playBoth, randomPicker } from './helpers/ffish-games.js';
import { perftDifferences } from './helpers/ffish-perft.js';
import { randomGamePositions } from './helpers/fsf.js';
import { deep } from './helpers/tier.js';

const ini = join(mkdtempSync(join(tmpdir(), 'fairyprint-gating-')), 'gating.ini');
writeFileSync(ini, '[s:seirawan]\n[h:shouse]\n');
const loaded = (ref: string): Variant => {
  const r = loadVariant(ref);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

const VARIANTS: [string, string, string][] = [
  ['the template seirawan', 'seirawan', 'seirawan'],
  ['[s:seirawan]', 'seirawan', `${ini}:s`],
  ['[h:shouse]', 'shouse', `${ini}:h`],
];

/** A position text with the men in hand in one order (FSF writes them by its piece types' order). */
const handSorted = (fen: string): string =>
  fen.replace(/\[([^\]]*)\]/, (_, h: string) => `[${[...h].sort().join('')}]`);

describe('gating', () => {
  it("Seirawan's perft to depth 2 from the start: 28 moves, 784 replies (Fairy-Stockfish's counts)", () => {
    const v = compiledVariant(loaded('seirawan'));
    expect([1, 2].map((d) => perft(startPosition(v), d))).toEqual([28, 784]);
  });
});

describe.runIf(deep)('gating as Fairy-Stockfish plays it', () => {
  let ff: Ffish;
  beforeAll(async () => {
    ff = await loadFfish();
  });

  describe.each(VARIANTS)('%s (FSF %s)', (_, fsfName, ref) => {
    const variantOf = () => compiledVariant(loaded(ref));
    it("perft to depth 3 from the start equals FSF's", () => {
      expect(perftDifferences(ff, fsfName, startPosition(variantOf()), 3)).toEqual([]);
    });

    it('perft to depth 2 from 20 positions of random games equals FSF', () => {
      const v = variantOf();
      const failures = randomGamePositions(() => startPosition(v), 20, 0x5e12 + fsfName.length).flatMap((pos) =>
        perftDifferences(ff, fsfName, pos, 2).map((d) => `${toFen(pos)}: ${d}`),
      );
      expect(failures.slice(0, 5)).toEqual([]);
    });

    it('random games: the same legal moves as FSF at every ply, and FSF position texts read back as ours', () => {
      const v = variantOf();
      for (let seed = 1; seed <= 4; seed++) {
        const pos = startPosition(v);
        const pick = randomPicker(ff, seed, seed % 2 === 0);
        playBoth(ff, fsfName, pos, (legal, board) => {
          // FSF's position text (its hand, its gates among the rights) is read as ours and written as FSF writes it.
          const theirs = board.fen();
          expect(handSorted(toFen(parseFen(v, theirs))), theirs).toBe(handSorted(theirs));
          return board.gamePly() < 300 ? pick(legal, board) : null;
        });
      }
    });

    it("FSF's SAN (Nf3/H, O-O/Eh1) and UCI (g1f3h, h1e1e) of its own games read as its moves", () => {
      for (let seed = 1; seed <= 8; seed++) {
        // FSF's SAN does not tell apart two men gating the same piece on their way to one square (its
        // disambiguation tries the other man's move with the first one's gate): Re1/E for both rooks.
        const misread = misreadFfishGame(ff, fsfName, loaded(ref), seed, 80);
        expect(misread.filter((m) => !/is ambiguous here: [^,]*\/[A-Z], [^,]*\/[A-Z]$/.test(m))).toEqual([]);
      }
    });
  });
});
