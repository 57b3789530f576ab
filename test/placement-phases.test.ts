/**
 * Placement phases as Fairy-Stockfish plays them (its built-ins placement and sittuyin, the sittuyin
 * template): kings placed from hand, never where they are attacked; Placement chess's bishops on both
 * colours (rule module opposite-colour-drops) and castling opened by the men placed (castling-dropped);
 * Sittuyin's promotion in place or by a step (sittuyin-promotion), read as FSF writes it, and its draw
 * when only such promotions are left. The counts and move lists are ffish 0.7.10's (Fairy-Stockfish's
 * bindings, the dev dependency) for the same positions, written here as it gave them (loading it would
 * double this file's time); test/deep/fsf-reach.test.ts plays the built-ins against it from their starts
 * and random games, test/fsf-templates.test.ts the template, test/fixtures/fsf/tests.ini each key.
 */
import { describe, expect, it } from 'vitest';
import { checkDefinitionText, checkIniSection, loadVariant } from '../src/definitions/load.js';
import { MoveList } from '../src/engine/move.js';
import { generateLegal } from '../src/engine/movegen.js';
import { forcedOutcome } from '../src/engine/outcome.js';
import { perft } from '../src/engine/perft.js';
import type { Variant } from '../src/engine/variant.js';
import { loadVariant as loadVariantValue, parseMove, parseFen as parsePosition } from '../src/index.js';
import { parseFen } from '../src/notation/fen.js';
import { validateText } from '../src/validate/replay.js';
import { uciMove } from './helpers/fsf.js';

const builtin = (name: string): Variant => checkIniSection(`[t:${name}]\n`, `[t:${name}]`, 't').result!.variant;

/** Our legal moves in FSF's UCI, sorted, as ffish lists them. */
function ourMoves(v: Variant, fen: string): string {
  const pos = parseFen(v, fen, { anyPosition: true });
  const list = new MoveList();
  generateLegal(pos, list);
  return list
    .toArray()
    .map((m) => uciMove(pos, m))
    .sort()
    .join(' ');
}

describe('Placement chess', () => {
  const placement = builtin('placement');

  it('a bishop goes on the colour the other lacks, and no other man takes the last square of it', () => {
    // b1 is light: the bishop in hand needs c1, the last dark square; the knight may only go to f1.
    expect(ourMoves(placement, 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RB1QK1NR[BN] w - - 0 1')).toBe('B@c1 N@f1');
  });

  it.each([
    [
      'the king dropped between the rooks opens both castlings',
      'r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R6R[K] w kq - 0 1',
      3450,
    ],
    ['the rook dropped in the corner opens its castling', 'r3k2r/pppppppp/8/8/8/8/PPPPPPPP/4K2R[R] w Kkq - 0 1', 3350],
    ['a rook missing: only the other castling opens', 'rn1qk2r/pppppppp/8/8/8/8/PPPPPPPP/R2Q3R[K] w kq - 0 1', 2737],
  ])('castling with placed men: %s (perft 3 as ffish)', (_, fen, nodes) => {
    const v = placement;
    expect(perft(parseFen(v, fen, { anyPosition: true }), 3)).toBe(nodes);
    // After the drop and a reply, White castles.
    const pos = parseFen(v, fen, { anyPosition: true });
    const list = new MoveList();
    generateLegal(pos, list);
    pos.make(list.toArray().find((m) => uciMove(pos, m) === (fen.includes('[K]') ? 'K@e1' : 'R@a1'))!);
    generateLegal(pos, list);
    pos.make(list.toArray().find((m) => uciMove(pos, m) === 'a7a6')!);
    generateLegal(pos, list);
    expect(
      list
        .toArray()
        .map((m) => uciMove(pos, m))
        .filter((m) => m === 'e1g1' || m === 'e1c1'),
    ).toEqual(fen.includes('R2Q3R') ? ['e1g1'] : ['e1g1', 'e1c1']);
  });

  it('a king in hand is never placed where an enemy man attacks him', () => {
    expect(ourMoves(placement, '4k3/8/8/8/8/8/3n4/8[K] w - - 0 1')).toBe('K@a1 K@c1 K@d1 K@e1 K@g1 K@h1');
  });

  it('a definition holds one royal man a side, over the board and the hand', () => {
    const def = (hand: string, drops: boolean): string[] =>
      checkDefinitionText(
        `id: x\nname: X\nboard: { files: 4, ranks: 4 }\npieces:\n  - { id: K, name: King, abbrev: K, royal: true, moves: K }\n  - { id: P, name: Pawn, abbrev: P, moves: mfW }\nsetup:\n  position: k3/4/4/K3[${hand}] w - - 0 1\n${drops ? 'drops: {}\n' : ''}`,
        'x.yaml',
      ).problems.map((p) => p.message);
    expect(def('K', true)).toEqual(['setup.position: at most one royal piece per side is supported']);
    expect(def('P', true)).toEqual([]);
  });
});

describe('Sittuyin', () => {
  const sittuyin = loadVariant('sittuyin').variant;

  it.each([
    [
      "a side's last pawn promotes wherever he stands (d4), in place or a step away",
      '8/8/4k3/8/3P4/8/8/4K3[] w - - 0 1',
      'd4c3f d4c5f d4d4f d4d5 d4e3f d4e5f e1d1 e1d2 e1e2 e1f1 e1f2',
      824,
    ],
    [
      'a pawn on d5 (the zone): not in place, where the Sit-ke would attack the Sin; to c4 or e6',
      '6k1/8/2s5/3P4/4P3/2r5/8/K7[] w - - 0 1',
      'a1a2 a1b1 a1b2 d5c4f d5c6 d5d6 d5e6f e4e5',
      1272,
    ],
    [
      "none: in place the Sit-ke would attack the Myin, a step uncovers the Yahhta's check",
      '8/8/2n5/R2P3k/4P3/8/8/4K3[] w - - 0 1',
      'a5a1 a5a2 a5a3 a5a4 a5a6 a5a7 a5a8 a5b5 a5c5 d5c6 d5d6 e1d1 e1d2 e1e2 e1f1 e1f2 e4e5',
      4207,
    ],
  ])('promotion: %s (legal moves and perft 3 as ffish)', (_, fen, moves, nodes) => {
    expect(ourMoves(sittuyin, fen)).toBe(moves);
    expect(perft(parseFen(sittuyin, fen), 3)).toBe(nodes);
  });

  it('reads the promotions as Fairy-Stockfish writes them, in UCI and SAN, and writes SAN that reads back', () => {
    const variant = loadVariantValue('sittuyin');
    if (!variant.ok) throw variant.error;
    const pos = parsePosition(variant.value, '8/8/4k3/8/3P4/8/8/4K3[] w - - 0 1');
    if (!pos.ok) throw pos.error;
    for (const [uci, san] of [
      ['d4d4f', 'd4=F'],
      ['d4c3f', 'd4c3=F'],
    ]) {
      const a = parseMove(pos.value, uci!);
      const b = parseMove(pos.value, san!);
      if (!a.ok || !b.ok) throw new Error(`${uci} or ${san} not read`);
      expect(a.value.coordinate).toBe(b.value.coordinate);
      expect(a.value.promotion).toBe('Sit-ke (General)');
      const back = parseMove(pos.value, a.value.san);
      expect(back.ok && back.value.coordinate).toBe(a.value.coordinate);
    }
    expect(parseMove(pos.value, 'd4d4f').ok && parseMove(pos.value, 'd4d4f')).toMatchObject({
      value: { from: 'd4', to: 'd4' },
    });
  });

  it.each([
    ['d5=F', '3P4', 'the new Sit-ke (General) on d5 would attack the Sin (Elephant) on c6, which a promotion may not'],
    ['e4=F', '3P4', 'a Ne (Pawn) promotes only on a promotion square (for White d5, e5, c6, f6, b7, g7, a8, h8'],
    ['d5c4=F', '3P1F2', 'a Ne (Pawn) promotes only while his side has no Sit-ke (General)'],
  ])("a record's %s (rank 5: %s) is refused at its ply, in the rule's words", (move, rank5, reason) => {
    const fen = `6k1/8/2s5/${rank5}/4P3/2r5/8/K7[] w - - 0 40`;
    const pgn = `[Variant "Sittuyin"]\n[FEN "${fen}"]\n[SetUp "1"]\n\n40. ${move} *\n`;
    const report = validateText(pgn, { file: 'sittuyin.pgn' })[0]!;
    expect(report.error?.ply).toBe(1);
    expect(report.error?.reason).toContain(reason);
  });

  it('a king and one pawn whose only moves are promotions: drawn, as FSF ends it', () => {
    expect(ourMoves(sittuyin, '7k/8/8/8/8/1s6/1P1n4/K7[] w - - 0 1')).toBe('b2a3f b2b2f');
    const fen = '7k/8/8/8/8/1s6/1P1n4/K7[] w - - 0 1';
    const outcome = forcedOutcome(parseFen(sittuyin, fen));
    expect(outcome).toMatchObject({ winner: null });
    expect(outcome?.reason).toMatch(/only promotions/);
    // ffish: legal moves b2b2f and b2a3f; result(true) 1/2-1/2.
    // With a move besides, the game goes on.
    expect(forcedOutcome(parseFen(sittuyin, '7k/8/8/8/8/1s6/1P6/K7[] w - - 0 1'))).toBeNull();
  });
});
