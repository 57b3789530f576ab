/**
 * Pieces whose Black moves are White's turned half round (`symmetry: rotate`, as Fairy-Stockfish plays
 * every piece) instead of mirrored front to back: a one-sided piece's moves from every square. Against
 * Fairy-Stockfish's perft: the built-ins with such pieces (Tori shogi's quails, Legan chess's pawns) in
 * test/deep/fsf-builtins.test.ts, and with Bajr's and Yokai's in test/deep/fsf-reach.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { loadDefinitionText } from '../src/definitions/load.js';
import { rulesSummary } from '../src/diagrams/summary.js';
import { MoveList, moveFrom, moveTo } from '../src/engine/move.js';
import { generateLegal } from '../src/engine/movegen.js';
import { squareName } from '../src/engine/squares.js';
import type { Variant } from '../src/engine/variant.js';
import { parseFen } from '../src/notation/fen.js';

/** Tori shogi's left quail on a 7x7 board with two kings; `symmetry` as given, or left out. */
const quails = (symmetry?: string): Variant =>
  loadDefinitionText(
    `name: Quails
board: { files: 7, ranks: 7 }
pieces:
  - { id: K, name: King, abbrev: K, royal: true, moves: K }
  - { id: L, name: Left Quail, abbrev: L, moves: fRbrBblF${symmetry ? `, symmetry: ${symmetry}` : ''} }
setup: { position: "4l1k/7/7/7/7/7/K1L4 w - - 0 1" }
`,
    'quails.yaml',
  ).variant;

/** Where the man on `from` may go, as square names, with `placement` and `side` to move. */
function targets(v: Variant, placement: string, side: 'w' | 'b', from: number): string[] {
  const list = new MoveList();
  generateLegal(parseFen(v, `${placement} ${side} - - 0 1`), list);
  const out: string[] = [];
  for (let i = 0; i < list.length; i++)
    if (moveFrom(list.moves[i]!) === from) out.push(squareName(v, moveTo(list.moves[i]!)));
  return out.sort();
}

/** A 7x7 placement with White's king on a1, Black's on g7 and one quail of `side` on `sq`. */
function placement(sq: number, side: 'w' | 'b'): string {
  const board = Array.from({ length: 49 }, () => '');
  board[0] = 'K';
  board[48] = 'k';
  board[sq] = side === 'w' ? 'L' : 'l';
  const ranks: string[] = [];
  for (let r = 6; r >= 0; r--) {
    let text = '';
    let empty = 0;
    for (let f = 0; f < 7; f++) {
      const c = board[r * 7 + f]!;
      if (c === '') empty++;
      else {
        text += (empty || '') + c;
        empty = 0;
      }
    }
    ranks.push(text + (empty || ''));
  }
  return ranks.join('/');
}

describe('symmetry: rotate', () => {
  // The position with Black's quail is White's turned half round, the colours swapped (the kings too).
  const turned = (v: Variant, sq: number): { white: string[]; black: string[] } => ({
    white: targets(v, placement(sq, 'w'), 'w', sq).map((n) => squareName(v, 48 - squareOfName(v, n))),
    black: targets(v, placement(48 - sq, 'b'), 'b', 48 - sq),
  });

  it("gives Black's man of a one-sided piece White's moves turned half round, from every square", () => {
    const v = quails('rotate');
    // Not on the g-file, where White's quail would check Black's king with White to move.
    for (let sq = 1; sq < 48; sq++) {
      if (sq % 7 === 6) continue;
      const { white, black } = turned(v, sq);
      expect(black, squareName(v, sq)).toEqual(white.sort());
    }
  });

  it("mirrors Black's moves by default (and with symmetry: mirror), left and right kept", () => {
    // Black's quail on e5 rides down the file, and its diagonal ride and step go forward (down) for
    // Black, the ride to the right as White sees it (blocked by Black's own king on g7), the step to the left.
    const e5 = 4 * 7 + 4;
    const black = ['d6', 'e1', 'e2', 'e3', 'e4', 'f6'];
    for (const v of [quails(), quails('mirror')]) expect(targets(v, placement(e5, 'b'), 'b', e5)).toEqual(black);
    // Turned round, the ride goes to the left (c7) and the step to the right.
    expect(targets(quails('rotate'), placement(e5, 'b'), 'b', e5)).toEqual(['c7', ...black].sort());
  });

  it("says in the rules summary that Black's moves are White's turned round, where that differs from mirrored", () => {
    const pieces = (v: Variant): string[] => rulesSummary(v).find((s) => s.heading === 'Pieces')!.lines;
    expect(pieces(quails('rotate'))).toContain(
      "Left and right are each player's own: Black's Left Quail moves as White's turned half round, not mirrored (the cards show White's).",
    );
    expect(pieces(quails()).join(' ')).not.toContain('turned half round');
  });
});

function squareOfName(v: Variant, name: string): number {
  return (Number(name.slice(1)) - 1) * v.files + name.charCodeAt(0) - 97;
}
