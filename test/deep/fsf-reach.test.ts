/**
 * How much of what Fairy-Stockfish plays fairyprint plays: every built-in ffish lists (imported as
 * `[t:NAME]`), every section of Fairy-Stockfish's own variants.ini and of pychess-variants' (vendored
 * under test/fixtures/, each loaded into ffish). Each imported one must play as Fairy-Stockfish plays it
 * (the start position; perft divided by first move to depth 3 from the start, or 2 on boards of more than
 * 64 squares or where the start has more than 100 moves (a duck or a wall with each move), and to depth 2 from 20 positions of seeded random games) and
 * print its kit (every part as SVG, to a temporary folder); each refused one must say why at a place in
 * its text. Where the time goes (measured with all three sources, 20 positions): writing the kits, then
 * FSF's counts, then ours; FSF's last ply is counted, not written (ffishDivide), or Amazons' and Duck
 * chess's 2,000 moves a position would take most of the test. The totals are printed and written to fsf-reach.md in the temporary folder, for the notes.
 * `npx tsx scripts/fsf-reach.ts` lists the refusals without playing anything.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateLegal, MoveList } from '../../src/engine/movegen.js';
import { startPosition } from '../../src/engine/start.js';
import { writeKit } from '../../src/kit/index.js';
import { toFen } from '../../src/notation/fen.js';
import { loadFfish } from '../helpers/ffish.js';
import { ffishFen, perftDifferences, placementOf } from '../helpers/ffish-perft.js';
import { randomGamePositions } from '../helpers/fsf.js';
import {
  type FfishWithConfig,
  ffishBuiltins,
  ffishName,
  ffishText,
  REACH_SOURCES,
  type ReachEntry,
  reachEntries,
  reasonsByCount,
  totalsTable,
} from '../helpers/fsf-reach.js';

/** Boards above these many squares get depth 2 from the start (time). */
const WIDE_BOARD = 64;
/** Positions of seeded random games each variant is played from, to depth 2 (issue 30). */
const RANDOM_POSITIONS = 20;
/** A start with more moves than this (each move with its wall: Duck chess's 880) gets depth 2 too. */
const MANY_MOVES = 100;

const ff = (await loadFfish()) as FfishWithConfig;
// The built-ins as ffish lists them before any file adds its sections.
const builtins = ffishBuiltins(ff);
const rows = REACH_SOURCES.map((source) => ({ source, entries: reachEntries(source, builtins) }));
const played = new Map<ReachEntry, string>();
const out = mkdtempSync(join(tmpdir(), 'fairyprint-fsf-reach-'));

afterAll(() => {
  const notes = [
    totalsTable(
      rows.map(({ source, entries }) => ({
        source,
        entries,
        extra: ` (${entries.filter((e) => played.get(e) === 'equal').length} perft = ffish, kit written)`,
      })),
    ),
    ...rows.map(
      ({ source, entries }) =>
        `\n${source.title}, refused:\n${reasonsByCount(entries.filter((e) => !e.loaded))
          .map(([reason, names]) => `- ${names.length}: ${reason} (${names.join(' ')})`)
          .join('\n')}`,
    ),
  ].join('\n');
  writeFileSync(join(out, 'fsf-reach.md'), `${notes}\n`);
  console.log(`${notes}\n\n(written to ${join(out, 'fsf-reach.md')})`);
  for (const e of played.keys()) rmSync(join(out, `${e.source}-${e.name}`), { recursive: true, force: true });
});

for (const { source, entries } of rows) {
  describe(source.title, () => {
    beforeAll(() => {
      if (source.file) ff.loadVariantConfig(ffishText(source));
    });

    it('refuses each section it does not import with reasons placed in its text', () => {
      const unplaced = entries.flatMap((e) =>
        e.problems.filter((p) => !p.location || p.location.line < 1).map((p) => `[${e.name}] ${p.format()}`),
      );
      expect(unplaced).toEqual([]);
      expect(entries.filter((e) => !e.loaded && e.problems.length === 0).map((e) => e.name)).toEqual([]);
    });

    for (const entry of entries.filter((e) => e.loaded)) {
      it(`[${entry.name}] plays as Fairy-Stockfish plays it, and prints its kit`, async () => {
        const { variant } = entry.loaded!;
        const squares = variant.files * variant.ranks;
        const start = startPosition(variant);
        const name = ffishName(source, entry.name);
        const board = new ff.Board(name);
        const fsfStart = board.fen();
        board.delete();
        expect(placementOf(ffishFen(start))).toBe(placementOf(fsfStart));
        const moves = new MoveList();
        generateLegal(start, moves);
        const depth = squares > WIDE_BOARD || moves.length > MANY_MOVES ? 2 : 3;
        expect(perftDifferences(ff, name, start, depth)).toEqual([]);
        for (const pos of randomGamePositions(() => startPosition(variant), RANDOM_POSITIONS, 30))
          expect(perftDifferences(ff, name, pos, 2), toFen(pos)).toEqual([]);
        played.set(entry, 'equal');
        const kit = await writeKit(entry.loaded!, { out: join(out, `${entry.source}-${entry.name}`), format: ['svg'] });
        expect(kit.pages).toBeGreaterThan(3);
      });
    }
  });
}
