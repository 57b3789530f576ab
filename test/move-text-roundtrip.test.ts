/**
 * Every move text the project writes reads back as the same move: along seeded random games of every
 * template (and in the deep tier every section of the variants.ini test files that imports), each legal move's SAN (as legalMoves, the
 * studio's Copy PGN and the validator write it), its coordinates, and the engines' form (g1f3, c6b7+,
 * P@e4: what Fairy-Stockfish writes) are read by parseMove as that move and no other; and the game's
 * SAN, as a PGN, passes the validator to its last move.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { enginePosition } from '../src/api/position.js';
import { parseIni } from '../src/definitions/ini.js';
import { checkIniSection } from '../src/definitions/load.js';
import { MoveKind, moveKind, moveTo } from '../src/engine/move.js';
import { generateLegal, MoveList } from '../src/engine/movegen.js';
import {
  legalMoves,
  loadVariant,
  type Move,
  outcome,
  type Position,
  parseFen,
  parseMove,
  play,
  startPosition,
  toFen,
  type Variant,
  validateGames,
  variantIds,
} from '../src/index.js';
import { squareName } from '../src/notation/squares.js';
import { uciMove } from './helpers/fsf.js';
import { deep, tier } from './helpers/tier.js';
import { seededRandom } from './variants/random-play.js';

const INI_FILES = ['test/fixtures/fsf/tests.ini', 'test/fixtures/fsf/variants.ini'];

/** Every template, and in the deep tier every section of the test .ini files that imports. */
function variantRefs(): string[] {
  if (!deep) return variantIds();
  const sections = INI_FILES.flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    return parseIni(text, file)
      .filter((s) => checkIniSection(text, file, s.name).problems.length === 0)
      .map((s) => `${file}:${s.name}`);
  });
  return [...variantIds(), ...sections];
}

/** The move kinds the engines write (men's moves, castling as the king's move, drops). */
const ENGINE_KINDS: readonly MoveKind[] = [
  MoveKind.Normal,
  MoveKind.EnPassantTarget,
  MoveKind.EnPassantCapture,
  MoveKind.Castle,
  MoveKind.Drop,
];

/** The engines' form of each legal move of `pos` in engine order, or null where they have none (O:j1-k2). */
function engineTexts(pos: Position): (string | null)[] {
  const at = enginePosition(pos);
  const list = new MoveList();
  generateLegal(at, list);
  return list.toArray().map((m) => {
    if (!ENGINE_KINDS.includes(moveKind(m))) return null;
    const text = uciMove(at, m);
    // FSF writes a castling whose king could also step there as the king taking his rook (d1a1), a
    // form fairyprint does not read yet: its own texts (O-O, d1-c1 for the step) are checked.
    return moveKind(m) === MoveKind.Castle && !text.endsWith(squareName(at.variant, moveTo(m))) ? null : text;
  });
}

/** The texts of a legal move that do not read back as it: "SAN PNd5 reads as: ambiguous: ...". */
function misread(pos: Position, move: Move, engine: string | null): string[] {
  const out: string[] = [];
  const texts: [string, string][] = [
    ['SAN', move.san],
    ['coordinates', move.coordinate],
  ];
  if (engine !== null) texts.push(['engine form', engine]);
  for (const [form, text] of texts) {
    const read = parseMove(pos, text);
    if (!read.ok) out.push(`${form} ${text} of ${move.coordinate}: ${read.error.message}`);
    else if (read.value.coordinate !== move.coordinate)
      out.push(`${form} ${text} of ${move.coordinate} reads as ${read.value.coordinate}`);
  }
  return out;
}

/** Plays a random game of `plies` moves at most, checking every legal move's texts at each ply; the problems found. */
function checkGame(ref: string, variant: Variant, picks: readonly number[]): string[] {
  let pos = startPosition(variant);
  const sans: string[] = [];
  const problems: string[] = [];
  for (const pick of picks) {
    // The game ends where the library says so (a dead position too), as the validator reading it back does.
    if (outcome(pos) !== null) break;
    const legal = legalMoves(pos);
    if (legal.length === 0) break;
    const engine = engineTexts(pos);
    // Where moves are thousands (Amazons: each with its arrow), at most 100 of them, spread over the list.
    const step = Math.ceil(legal.length / 100);
    legal.forEach((m, i) => {
      if (i % step !== 0) return;
      for (const p of misread(pos, m, engine[i]!)) problems.push(`${ref} at ${toFen(pos)}: ${p}`);
    });
    // Every other ply a capture or promotion where there is one: promoted men and full hands come sooner.
    const forcing = pick % 2 === 0 ? legal.filter((m) => m.capture || m.promotion !== undefined) : [];
    const pool = forcing.length > 0 ? forcing : legal;
    const move = pool[(pick >> 1) % pool.length]!;
    sans.push(move.san);
    pos = play(pos, move);
  }
  // The game as the studio's Copy PGN writes it: the validator reads every move.
  const pgn = `[Variant "${ref}"]\n\n${sans.map((s, i) => (i % 2 === 0 ? `${i / 2 + 1}. ${s}` : s)).join(' ')} *\n`;
  const [report] = validateGames(pgn);
  // A game on two boards (bughouse) is refused whole, as its drops come from the partner's board.
  if (enginePosition(startPosition(variant)).variant.spec.drops?.twoBoards) {
    if (report?.error?.kind !== 'variant') problems.push(`${ref}: a two-board game's PGN was not refused`);
  } else if (report?.error || report?.unreadable)
    problems.push(`${ref}: the game's PGN: ${JSON.stringify(report.error)}`);
  else if (report?.plies !== sans.length) problems.push(`${ref}: the game's PGN: ${report?.plies} plies read`);
  return problems;
}

const REFS = variantRefs();

/** The legal move whose coordinates are `coordinate`, with what parseMove makes of each of `texts`. */
function readBack(ref: string, fen: string, coordinate: string, texts: string[]): { san: string; read: string[] } {
  const loaded = loadVariant(ref);
  if (!loaded.ok) throw loaded.error;
  const parsed = parseFen(loaded.value, fen);
  if (!parsed.ok) throw parsed.error;
  const move = legalMoves(parsed.value).find((m) => m.coordinate === coordinate)!;
  const read = [move.san, ...texts].map((t) => {
    const r = parseMove(parsed.value, t);
    return r.ok ? r.value.coordinate : r.error.message;
  });
  return { san: move.san, read };
}

describe("a castling king's landing square he could also step to", () => {
  it('d1-e1 is the step and O-O the castling ([haynie]: castlingKingsideFile = e)', () => {
    const fen = 'rbqk2/ppp1pb/3p2/2P3/PP1P1B/R1QK1R w KQq - 0 6';
    const ref = 'test/fixtures/fsf/variants.ini:haynie';
    expect(readBack(ref, fen, 'd1-e1', ['d1e1', 'Kd1-e1', 'Ke1']).read).toEqual(['d1-e1', 'd1-e1', 'd1-e1', 'd1-e1']);
    expect(readBack(ref, fen, 'O-O', []).read).toEqual(['O-O']);
  });
});

describe('Shogi: a promoted man named by its own letters is that man', () => {
  // Long games have promoted men side by side: before the fix, 23 of 24 such games had a text that
  // did not read back (PNd5, Gh6, Txg1).
  it.runIf(deep)('in 6 random games of 300 plies, every legal move reads back', () => {
    const loaded = loadVariant('shogi');
    if (!loaded.ok) throw loaded.error;
    const random = seededRandom(1000);
    for (let g = 0; g < 6; g++) {
      const picks = Array.from({ length: 300 }, () => Math.floor(random() * 2 ** 30));
      expect(checkGame('shogi', loaded.value, picks)).toEqual([]);
    }
  });

  // A promoted Knight and a promoted Silver both move as a Gold and both reach d5.
  const fen = '4k4/9/9/9/2+N1+S4/9/9/9/4K4[] w - - 0 1';

  it('the SAN fairyprint writes for the promoted Knight (PNd5) reads back as its move', () => {
    expect(readBack('shogi', fen, 'c5-d5', [])).toEqual({ san: 'PNd5', read: ['c5-d5'] });
  });

  it("Fairy-Stockfish's SAN, which names both as Golds (Gcd5, Ged5), still reads", () => {
    expect(readBack('shogi', fen, 'c5-d5', ['Gcd5', 'Ged5']).read).toEqual(['c5-d5', 'c5-d5', 'e5-d5']);
  });

  it('a Gold beside a promoted man that reaches the same square is written with its file', () => {
    // FSF's G names the Gold and every promoted man that moves as one: fairyprint's SAN tells them apart.
    const { san, read } = readBack('shogi', '4k4/9/9/9/2G1+S4/9/9/9/4K4[] w - - 0 1', 'c5-d5', ['Gcd5']);
    expect(san).toBe('Gcd5');
    expect(read).toEqual(['c5-d5', 'c5-d5']);
  });
});

describe('every move text the project writes reads back as the same move', () => {
  it('has the templates and the imported sections', () => {
    expect(REFS.length).toBeGreaterThan(deep ? 60 : 15);
  });

  for (const ref of REFS) {
    it(`${ref}: random games, every legal move in SAN, coordinates and the engines' form`, () => {
      const loaded = loadVariant(ref);
      if (!loaded.ok) throw loaded.error;
      const variant = loaded.value;
      fc.assert(
        fc.property(fc.array(fc.nat(), { minLength: tier(2, 30), maxLength: tier(5, 90) }), (picks) => {
          expect(checkGame(ref, variant, picks)).toEqual([]);
        }),
        { numRuns: tier(1, 2), seed: 28 },
      );
    });
  }
});
