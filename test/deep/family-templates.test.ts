/**
 * The family templates of issue 31 (test/helpers/family-templates.ts) play exactly the Fairy-Stockfish
 * variant they are named after: ffish's start position is ours, and perft divided by first move agrees
 * to depth 3 from the start and to depth 2 from 20 positions of seeded random games.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadVariant } from '../../src/definitions/load.js';
import { startPosition } from '../../src/engine/start.js';
import { toFen } from '../../src/notation/fen.js';
import { FAMILY_TEMPLATES } from '../helpers/family-templates.js';
import { type Ffish, loadFfish } from '../helpers/ffish.js';
import { perftDifferences } from '../helpers/ffish-perft.js';
import { fsfName, randomGamePositions } from '../helpers/fsf.js';

let ff: Ffish & { loadVariantConfig(text: string): void };
beforeAll(async () => {
  ff = (await loadFfish()) as typeof ff;
  // gorogoroplus and xiangqihouse are sections of FSF's variants.ini, not built-ins; this ffish reads
  // the drop regions under their older key names (as test/fsf-variants-ini.test.ts explains).
  const ini = readFileSync('test/fixtures/fsf/variants.ini', 'utf8');
  ff.loadVariantConfig(
    ini.replace(/^dropRegion(White|Black)\b/gm, (_, side: string) => `${side.toLowerCase()}DropRegion`),
  );
});

describe('family templates play as Fairy-Stockfish plays their variants', () => {
  for (const id of Object.values(FAMILY_TEMPLATES).flat()) {
    it(`${id}: the start is FSF's, perft 3 from it and 2 from 20 random-game positions equal ffish's`, () => {
      const { variant } = loadVariant(id);
      const name = fsfName(id);
      const board = new ff.Board(name);
      const theirs = board.fen();
      board.delete();
      expect(toFen(startPosition(variant))).toBe(theirs);
      expect(perftDifferences(ff, name, startPosition(variant), 3)).toEqual([]);
      const positions = randomGamePositions(() => startPosition(variant), 20, 31);
      for (const pos of positions) expect(perftDifferences(ff, name, pos, 2), toFen(pos)).toEqual([]);
    });
  }
});
