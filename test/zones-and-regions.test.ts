/**
 * Promotion zones as data (ranks where promoting is optional, limits on what a man may become) and
 * board regions that moves are bound to. That Grand Chess and Xiangqi, which use them, play as
 * Fairy-Stockfish does is shown in fsf-templates.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { loadDefinitionText, loadVariant } from '../src/definitions/load.js';
import { rulesSummary } from '../src/diagrams/summary.js';
import { generateLegal, MoveList } from '../src/engine/movegen.js';
import { InputError } from '../src/errors.js';
import { moveText } from '../src/notation/coordinate.js';
import { parseFen } from '../src/notation/fen.js';
import { matchingMoves, parseMoveText } from '../src/notation/move-text.js';
import { ruleRegionMarks } from '../src/render/layout/board.js';
import { legal } from './variants/play.js';

const mini = (promotion: string): string =>
  [
    'name: Mini',
    'board: { files: 6, ranks: 6 }',
    'pieces:',
    '  - { id: K, name: King, abbrev: K, royal: true, moves: K }',
    '  - { id: F, name: Ferz, abbrev: F, moves: F }',
    '  - { id: W, name: Wazir, abbrev: W, moves: W }',
    '  - { id: P, name: Pawn, abbrev: P, moves: mfWcfF }',
    'setup: { position: "2k3/pppppp/6/6/PPPPPP/2K3 w - - 0 1" }',
    `promotion: [${promotion}]`,
  ].join('\n');

/** The moves of the man on `from`. */
const moves = (text: string, fen: string, from: string): string[] => {
  const { variant } = loadDefinitionText(text, 'mini.yaml');
  const pos = parseFen(variant, fen);
  const list = new MoveList();
  generateLegal(pos, list);
  return list
    .toArray()
    .map((m) => moveText(pos, m))
    .filter((t) => t.startsWith(from))
    .sort();
};

describe('promotion zones', () => {
  const zone = '{ pieces: [P], ranks: [5, 6], optional: [5], to: [F, W], limits: { F: 1 } }';

  it('the man may stay as it is on an optional rank, must promote on the others, within the limits', () => {
    expect(moves(mini(zone), '2k3/6/P5/6/6/2K3 w - - 0 1', 'a4')).toEqual(['a4-a5', 'a4-a5=F', 'a4-a5=W']);
    expect(moves(mini(zone), '2k3/P5/6/6/6/2K3 w - - 0 1', 'a5')).toEqual(['a5-a6=F', 'a5-a6=W']);
    // With a Ferz on the board already, the limit of one leaves only the Wazir.
    expect(moves(mini(zone), '2k3/P5/6/6/6/F1K3 w - - 0 1', 'a5')).toEqual(['a5-a6=W']);
    // Black's zone is the mirror: its fifth rank is White's second.
    expect(moves(mini(zone), '2k3/6/6/p5/6/2K3 b - - 0 1', 'a3')).toEqual(['a3-a2', 'a3-a2=F', 'a3-a2=W']);
  });

  it('a move text naming no promotion means staying as it is where that is allowed', () => {
    const { variant } = loadDefinitionText(mini(zone), 'mini.yaml');
    const pos = parseFen(variant, '2k3/6/P5/6/6/2K3 w - - 0 1');
    const list = new MoveList();
    generateLegal(pos, list);
    const read = (text: string): string[] => {
      const readings = parseMoveText(variant, text);
      if (typeof readings === 'string') throw new Error(readings);
      return matchingMoves(pos, list.toArray(), readings).map((m) => moveText(pos, m));
    };
    expect(read('a5')).toEqual(['a4-a5']);
    expect(read('a4a5')).toEqual(['a4-a5']);
    expect(read('a5=W')).toEqual(['a4-a5=W']);
  });

  it('rejects optional ranks outside the zone and limits on pieces not promoted to', () => {
    const problem = (promotion: string): string => {
      try {
        loadDefinitionText(mini(promotion), 'mini.yaml');
        return 'loaded';
      } catch (e) {
        if (e instanceof InputError) return e.message;
        throw e;
      }
    };
    expect(problem('{ pieces: [P], ranks: [6], optional: [5], to: [F] }')).toMatch(
      /promotion\[0\]\.optional\[0\]: rank 5 is not one of the promotion ranks/,
    );
    expect(problem('{ pieces: [P], to: [F], limits: { W: 1 } }')).toMatch(
      /promotion\[0\]\.limits\.W: "W" is not one of the pieces promoted to/,
    );
    expect(problem('{ pieces: [P], to: [F], limits: { F: 0 } }')).toMatch(/promotion\[0\]\.limits\.F/);
  });
});

/** A 5x5 board with a palace b1:d2 and a king with these moves. */
const withRegions = (moves: string): string =>
  [
    'name: Palace',
    'board:',
    '  files: 5',
    '  ranks: 5',
    '  regions: [{ name: palace, squares: ["b1:d2"] }]',
    'pieces:',
    `  - { id: K, name: King, abbrev: K, royal: true, moves: ${moves} }`,
    'setup: { position: "2k2/5/5/5/2K2 w - - 0 1" }',
  ].join('\n');

describe('regions', () => {
  const problem = (text: string): string => {
    try {
      loadDefinitionText(text, 'palace.yaml');
      return 'loaded';
    } catch (e) {
      if (e instanceof InputError) return e.message;
      throw e;
    }
  };

  it("bind moves to White's squares and to their mirror image for Black", () => {
    const { variant } = loadDefinitionText(withRegions('[{ betza: K, within: palace }]'), 'palace.yaml');
    const targets = (fen: string): string[] => legal(parseFen(variant, fen));
    expect(targets('2k2/5/5/5/2K2 w - - 0 1')).toEqual(['c1-b1', 'c1-b2', 'c1-c2', 'c1-d1', 'c1-d2']);
    expect(targets('2k2/5/5/5/2K2 b - - 0 1')).toEqual(['c5-b4', 'c5-b5', 'c5-c4', 'c5-d4', 'c5-d5']);
    // No move leads out of the palace, so a position with the king outside it is refused.
    expect(() => parseFen(variant, '2k2/5/4K/5/5 w - - 0 1')).toThrow(/e3: White's King can never stand on rank 3/);
  });

  it("bind Black's moves to Black's own squares where the region gives them (black), the words naming both", () => {
    // White's king in b1:d2, Black's in a4:b5 (not White's turned over, which would be b4:d5).
    const text = withRegions('[{ betza: K, within: palace }]').replace(
      '[{ name: palace, squares: ["b1:d2"] }]',
      '[{ name: palace, squares: ["b1:d2"], black: ["a4:b5"] }]',
    );
    const { variant } = loadDefinitionText(text.replace('2k2/5/5/5/2K2', '1k3/5/5/5/2K2'), 'palace.yaml');
    const targets = (fen: string): string[] => legal(parseFen(variant, fen));
    expect(targets('1k3/5/5/5/2K2 w - - 0 1')).toEqual(['c1-b1', 'c1-b2', 'c1-c2', 'c1-d1', 'c1-d2']);
    expect(targets('1k3/5/5/5/2K2 b - - 0 1')).toEqual(['b5-a4', 'b5-a5', 'b5-b4']);
    expect(variant.spec.pieces[0]!.summary).toBe('K (within b1 to d2 for White, a4 to b5 for Black)');
    // The printed board marks each side's squares (files and ranks from 0).
    const squares = (m: { rects: { f0: number; r0: number }[] }): string[] =>
      m.rects.map((r) => `${'abcde'[r.f0]}${r.r0 + 1}`).sort();
    expect(ruleRegionMarks(variant.spec).map((m) => [m.name, squares(m)])).toEqual([
      ["White's King stays on these squares", ['b1', 'b2', 'c1', 'c2', 'd1', 'd2']],
      ["Black's King stays on these squares", ['a4', 'a5', 'b4', 'b5']],
    ]);
    // A Black king on c5, White's square turned over, is outside Black's own.
    expect(() => parseFen(variant, '2k2/5/5/5/2K2 w - - 0 1')).toThrow(/c5: Black's King can never/);
    // A field that takes one set for both sides refuses it.
    expect(problem(`${text}\nrules: { walls: { rule: static, region: palace } }`.replace('royal: true, ', ''))).toMatch(
      /rules\.walls\.region: region "palace" has squares of Black's own \(black\), which this field does not take/,
    );
  });

  it('are named: an unknown one, or one on a part that cannot be bound, is an error at its field', () => {
    expect(problem(withRegions('[{ betza: K, within: garden }]'))).toMatch(
      /pieces\[0\]\.moves\[0\]\.within: unknown region "garden" \(regions: palace\)/,
    );
    expect(problem(withRegions('[{ hopchain: [0, 1], within: palace }]'))).toMatch(
      /"within" applies to leaps, slides and hops only/,
    );
  });
});

describe('regions in words', () => {
  it("an import's regions read as the squares the board's coordinates show, not as their made-up names", () => {
    const v = loadVariant('test/fixtures/fsf/variants.ini:xiangqihouse').variant;
    const summary = (id: string): string => v.spec.pieces.find((p) => p.id === id)!.summary;
    expect(summary('A')).toBe('F (within d1, f1, e2, d3, f3)');
    expect(summary('K')).toBe('W (within d1 to f3)');
    expect(summary('P')).toContain('on ranks 6 to 10');
    const words = JSON.stringify(rulesSummary(v));
    expect(words).toContain('Soldiers are chased only on ranks 6 to 10');
    expect(words).not.toMatch(/mobility-|rank-\d+-on/);
  });

  it("a region's label is how the cards and the rules name it; without one, its squares; never its id", () => {
    const summaryOf = (regions: string, moves: string): string =>
      loadDefinitionText(withRegions(moves).replace('[{ name: palace, squares: ["b1:d2"] }]', regions), 'palace.yaml')
        .variant.spec.pieces[0]!.summary;
    const bound = '[{ betza: K, within: palace }]';
    expect(summaryOf('[{ name: palace, squares: ["b1:d2"], label: the castle }]', bound)).toBe('K (within the castle)');
    expect(summaryOf('[{ name: palace, squares: ["b1:d2"] }]', bound)).toBe('K (within b1 to d2)');
    // One region both ways: the move runs along it.
    expect(summaryOf('[{ name: palace, squares: ["b1:d2"] }]', '[{ betza: K, within: palace, whenOn: palace }]')).toBe(
      'K (only along b1 to d2)',
    );
    const xiangqi = loadVariant('xiangqi').variant;
    const moves = (id: string): string => xiangqi.spec.pieces.find((p) => p.id === id)!.summary;
    expect(moves('A')).toBe('F (within the palace)');
    expect(moves('P')).toBe('fW sW (on the far side of the river)');
    expect(JSON.stringify(rulesSummary(xiangqi))).toContain('Soldiers are chased only on the far side of the river');
    // No template's moves or rules name a region by its id.
    for (const id of ['xiangqi', 'janggi', 'horde']) {
      const v = loadVariant(id).variant;
      const ids = /palace-lines|own-side|across-river|first-rank|second-rank|\(within palace|on palace/;
      expect(`${v.spec.pieces.map((p) => p.summary).join(' ')} ${JSON.stringify(rulesSummary(v))}`).not.toMatch(ids);
    }
  });
});
