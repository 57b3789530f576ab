/**
 * Gating (rule module gating: Seirawan chess, S-House) and the men in hand of Fairy-Stockfish's built-ins
 * of the chess family that have them (seirawan, shouse, loop, chessgi, pocketknight, bughouse, capahouse, dragon;
 * crazyhouse is tested with its template), each imported as `[t-NAME:NAME]`: perft against ffish from the start (depth 3) and from 20
 * positions of random games (depth 2), whole random games compared move list by move list with FSF's
 * position texts (hands, gates, promoted men) read back as FSF writes them, and FSF's SAN and UCI of its
 * own games read (deep tier). Records as pychess.org exports them, and illegal gatings refused at their ply.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { compiledVariant } from '../src/api/variant.js';
import { moveFrom, moveGate } from '../src/engine/move.js';
import { generateLegal, MoveList } from '../src/engine/movegen.js';
import { perft } from '../src/engine/perft.js';
import { startPosition } from '../src/engine/start.js';
import { loadVariant, type Variant } from '../src/index.js';
import { parseFen, toFen } from '../src/notation/fen.js';
import { squareName } from '../src/notation/squares.js';
import { counterList } from '../src/render/layout/counters.js';
import { validateText } from '../src/validate/replay.js';
import { type Ffish, loadFfish } from './helpers/ffish.js';
import { misreadFfishGame, playBoth, randomPicker } from './helpers/ffish-games.js';
import { perftDifferences } from './helpers/ffish-perft.js';
import { randomGamePositions } from './helpers/fsf.js';
import { deep } from './helpers/tier.js';

const ini = join(mkdtempSync(join(tmpdir(), 'fairyprint-gating-')), 'gating.ini');
const BUILTINS = ['seirawan', 'shouse', 'loop', 'chessgi', 'pocketknight', 'bughouse', 'capahouse', 'dragon'];
writeFileSync(ini, BUILTINS.map((b) => `[t-${b}:${b}]\n`).join(''));
const loaded = (ref: string): Variant => {
  const r = loadVariant(ref);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

const VARIANTS: [string, string, string][] = [
  ['the template seirawan', 'seirawan', 'seirawan'],
  ['the template shouse', 'shouse', 'shouse'],
  ...BUILTINS.map((b): [string, string, string] => [`[t-${b}:${b}]`, b, `${ini}:t-${b}`]),
];

/** A position text with the men in hand in one order (FSF writes them by its piece types' order). */
const handSorted = (fen: string): string =>
  fen.replace(/\[([^\]]*)\]/, (_, h: string) => `[${[...h].sort().join('')}]`);

/** One record as pychess.org exports it: the Variant tag and SAN movetext. */
const record = (tag: string, moves: string): string => `[Variant "${tag}"]\n\n${moves} *\n`;

describe('gating', () => {
  it("Seirawan's perft to depth 2 from the start: 28 moves, 784 replies (Fairy-Stockfish's counts)", () => {
    const v = compiledVariant(loaded('seirawan'));
    expect([1, 2].map((d) => perft(startPosition(v), d))).toEqual([28, 784]);
  });

  it('a record under [Variant "Seirawan"] replays, castlings that gate on either square too', () => {
    // The final position as ffish writes it after e2e4 e7e5 b1c3h b8c6e g1f3 g8f6 f1c4 f8c5 h1e1e h8e8h.
    const seirawan = validateText(
      record('Seirawan', '1. e4 e5 2. Nc3/H Nc6/E 3. Nf3 Nf6 4. Bc4 Bc5 5. O-O/Eh1 O-O/Hh8'),
      { file: 's.pgn' },
    )[0]!;
    expect({ error: seirawan.error, fen: seirawan.fen }).toEqual({
      error: null,
      fen: 'rebq1rkh/pppp1ppp/2n2n2/2b1p3/2B1P3/2N2N2/PPPP1PPP/RHBQ1RKE[] w - - 8 6',
    });
  });

  // The name is matched against every template's (loading them all): deep tier.
  it.runIf(deep)('a record under [Variant "S-House"] replays, gating and drops', () => {
    const house = validateText(record('S-House', '1. e4 d5 2. exd5 Qxd5 3. Nc3/H Qa5 4. P@d5 H@e4'), {
      file: 'h.pgn',
    })[0]!;
    expect({ error: house.error, plies: house.plies }).toEqual({ error: null, plies: 8 });
  });

  // Deep tier from here on: each loads variants of its own.
  it.runIf(deep)(
    'a bughouse record (twoBoards) is refused with the reason, its variant printed and played all the same',
    () => {
      const section = `${resolve('test/fixtures/fsf/tests.ini')}:bughouse2`;
      const report = validateText(record(section, '1. e4 e5'), { file: 'b.pgn' })[0]!;
      expect(report.error?.reason).toMatch(/^bughouse2 is played on two boards \(bughouse\): .*not validated$/);
      expect(perft(startPosition(compiledVariant(loaded(section))), 2)).toBe(400);
    },
  );

  it.each([
    ['seirawan', 'r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKBHR[Ehe] w KQBCDFkqcdfg - 2 3'],
    ['seirawan', 'r1bqk2r/pppp1ppp/2n2n2/4p3/4P3/5N2/PPPP1PPP/RNBQ1KHR[Ehe] b AGHkqbcdfg - 2 3'],
  ])('%s: a position text with men in hand and gates is written back as it was read', (ref, fen) => {
    expect(toFen(parseFen(compiledVariant(loaded(ref)), fen))).toBe(fen);
  });

  it.runIf(deep).each([
    ['shouse', '2b1kb1b/2pnpn2/4P3/rp2p3/3P1H1r/Q1QPEr~1P/PK1NN1PP/R6R[BEPPhpp] w AHcf - 0 37'],
    [
      `${resolve('test/fixtures/fsf/tests.ini')}:twopawns`,
      'lnsgkgsnl/1r5b1/pppp+ppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[Pp] w - - 0 1',
    ],
  ])('%s: a position text with men in hand, promoted men is written back as it was read', (ref, fen) => {
    expect(toFen(parseFen(compiledVariant(loaded(ref)), fen))).toBe(fen);
  });

  it('the gates are where the rights say, a castling right giving its king and rook files', () => {
    const v = compiledVariant(loaded('seirawan'));
    const gates = (fen: string): string[] => {
      const pos = parseFen(v, fen);
      const list = new MoveList();
      generateLegal(pos, list);
      return [
        ...new Set(
          list
            .toArray()
            .filter((m) => moveGate(m) >= 0)
            .map((m) => squareName(v, moveFrom(m))),
        ),
      ];
    };
    expect(gates('rnbqkbnr/pppppppp/8/8/8/8/PPP1PPPP/RNBQK2R[HEhe] w Kkq - 0 1').sort()).toEqual(['e1', 'h1']);
    expect(gates('rnbqkbnr/pppppppp/8/8/8/8/PPP1PPPP/RNBQKBNR[HEhe] w Ckq - 0 1')).toEqual(['c1']);
    // No man in hand, no gate: the letters are read and not written.
    expect(toFen(parseFen(v, 'rnbqkbnr/pppppppp/8/8/8/8/PPP1PPPP/RNBQKBNR[he] w KQCkq - 0 1'))).toBe(
      'rnbqkbnr/pppppppp/8/8/8/8/PPP1PPPP/RNBQKBNR[he] w KQkq - 0 1',
    );
  });

  it.runIf(deep)(
    "dropRegionWhite and dropRegionBlack are read as the older whiteDropRegion and blackDropRegion, each side's own",
    () => {
      const dir = mkdtempSync(join(tmpdir(), 'fairyprint-regions-'));
      const file = join(dir, 'r.ini');
      writeFileSync(
        file,
        '[new:crazyhouse]\ndropRegionWhite = *1 *2 *3\ndropRegionBlack = *3 *4\n[old:crazyhouse]\nwhiteDropRegion = *1 *2 *3\nblackDropRegion = *3 *4\n',
      );
      const [fresh, older] = ['new', 'old'].map((s) => compiledVariant(loaded(`${file}:${s}`)));
      expect(fresh!.dropSquares).toEqual(older!.dropSquares);
      // A Knight of Black's: ranks 3 and 4 only, not White's ranks turned over.
      const knight = fresh!.spec.pieces.findIndex((p) => p.id === 'N');
      const ranks = [...fresh!.dropSquares[fresh!.nTypes + knight]!.keys()].filter(
        (sq) => fresh!.dropSquares[fresh!.nTypes + knight]![sq],
      );
      expect([...new Set(ranks.map((sq) => Math.floor(sq / 8) + 1))]).toEqual([3, 4]);
    },
  );

  it.runIf(deep)(
    'counters: the men in hand at the start have theirs; where captured men change colour, the captor has his',
    () => {
      const kinds = (ref: string, side: 'white' | 'black') => {
        const list = counterList(compiledVariant(loaded(ref)), 1, [], false).filter((c) => c.side === side);
        return {
          men: list.filter((c) => c.kind === 'man').length,
          captured: list.filter((c) => c.kind === 'captured').length,
        };
      };
      // 16 men and the Hawk and Elephant in hand; Crazyhouse's captor holds the other side's 15 men.
      expect(kinds('seirawan', 'black')).toEqual({ men: 18, captured: 0 });
      expect(kinds('crazyhouse', 'white')).toEqual({ men: 16, captured: 15 });
      expect(kinds('shouse', 'white')).toEqual({ men: 18, captured: 17 });
      // Shogi's one-coloured counters serve either side; imported, its counters are coloured.
      expect(kinds('shogi', 'white').captured).toBe(0);
      expect(kinds(`${ini}:t-loop`, 'black').captured).toBe(15);
    },
  );

  it.each([
    ['a second Hawk', '1. e4 e5 2. Nf3/H Nc6 3. Bc4/H', 5, 'White has no Hawk in hand to gate'],
    ['a man off his gate', '1. Nf3 Nc6 2. Ng5/H', 3, 'the Knight on f3 stands on no gate'],
    ['a gate closed by the move before', '1. Nf3 Nc6 2. Ng1 Nb8 3. Nf3/H', 5, 'the Knight on g1 stands on no gate'],
  ])('an illegal gating, %s, is refused at its ply', (_, moves, ply, reason) => {
    const report = validateText(record('Seirawan', moves), { file: 's.pgn' })[0]!;
    expect({ kind: report.error?.kind, ply: report.error?.ply }).toEqual({ kind: 'illegal-move', ply });
    expect(report.error?.reason).toContain(reason);
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
      for (let seed = 1; seed <= 2; seed++) {
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

    it("FSF's SAN (Nf3/H, O-O/Eh1) and UCI (g1f3h) of its own games read as its moves", () => {
      for (let seed = 1; seed <= 3; seed++) {
        // FSF's SAN does not tell apart two men gating the same piece on their way to one square (its
        // disambiguation tries the other man's move with the first one's gate): Re1/E for both rooks.
        const misread = misreadFfishGame(ff, fsfName, loaded(ref), seed, 80);
        // Nor is FSF's UCI of a castling gating onto the rook's square read, rook to king (h1e1e; docs/rules/seirawan.md).
        const unread = (m: string): boolean =>
          /is ambiguous here: [^,]*\/[A-Z], [^,]*\/[A-Z]$/.test(m) ||
          /: ([ah][18])(e[18])[a-z] \(\1\2[a-z]\): /.test(m);
        expect(misread.filter((m) => !unread(m))).toEqual([]);
      }
    });
  });
});
