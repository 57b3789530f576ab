/**
 * XBetza's bent riders (docs/interactive-diagram.md): `yafsF`, the Griffon (the diagram script's default
 * for that name), and `yafsW`, the Aanca, read as fairyprint's bent rides (rule module bent-rider). Their
 * moves and attacks on random boards against a reference written here from the XBetza reading: one step
 * to an empty square, then a slide 45 degrees to either side, onto empty squares or the first enemy.
 */
import { describe, expect, it } from 'vitest';
import { checkDiagrams } from '../src/definitions/idiagram.js';
import { moveTo } from '../src/engine/move.js';
import { generateLegal, MoveList, pieceChecks, pieceMoves } from '../src/engine/movegen.js';
import type { Position } from '../src/engine/position.js';
import { parseFen } from '../src/notation/fen.js';
import { tier } from './helpers/tier.js';
import { seededRandom } from './variants/random-play.js';

const DIAGRAM =
  'files=8\nranks=8\nsymmetry=none\nmaxPromote=0\ngriffon:G:::c1\naanca:U:yafsW::a1\nrook::R::\nking::K::h1,,h8';
const variant = checkDiagrams(DIAGRAM, 'bent.txt')[0]!.result!.variant;
const [GRIFFON, AANCA, ROOK] = [0, 1, 2];

/** The steps a bent rider takes first, each with the two directions it slides in after turning. */
const PATHS: Record<number, [[number, number], [number, number][]][]> = {
  [GRIFFON]: [
    [1, 1],
    [1, -1],
    [-1, 1],
    [-1, -1],
  ].map(([x, y]) => [
    [x!, y!],
    [
      [x!, 0],
      [0, y!],
    ],
  ]),
  [AANCA]: [
    [0, 1],
    [0, -1],
    [1, 0],
    [-1, 0],
  ].map(([x, y]) => [
    [x!, y!],
    x === 0
      ? [
          [1, y!],
          [-1, y!],
        ]
      : [
          [x!, 1],
          [x!, -1],
        ],
  ]),
};

/** The reference: the squares a bent rider on `from` moves to (captures included), and those it attacks. */
function reference(pos: Position, from: number, type: number): { moves: Set<number>; attacks: Set<number> } {
  const moves = new Set<number>();
  const attacks = new Set<number>();
  const at = (x: number, y: number): number => (x < 0 || y < 0 || x > 7 || y > 7 ? -1 : y * 8 + x);
  const sign = Math.sign(pos.board[from]!);
  for (const [[sx, sy], turns] of PATHS[type]!) {
    const [x0, y0] = [(from % 8) + sx, Math.floor(from / 8) + sy];
    const step = at(x0, y0);
    if (step < 0 || pos.board[step] !== 0) continue;
    for (const [tx, ty] of turns) {
      for (let k = 1; at(x0 + tx * k, y0 + ty * k) >= 0; k++) {
        const sq = at(x0 + tx * k, y0 + ty * k);
        attacks.add(sq);
        const c = pos.board[sq]! * sign;
        if (c <= 0) moves.add(sq);
        if (c !== 0) break;
      }
    }
  }
  return { moves, attacks };
}

describe('bent riders', () => {
  it('move and attack as the reference on random boards', () => {
    const random = seededRandom(35);
    const list = new MoveList();
    for (let n = 0; n < tier(60, 2000); n++) {
      const pos = parseFen(variant, '7k/8/8/8/8/8/8/7K w - - 0 1');
      // Every square but the kings' h1 and h8: the griffon, the aanca and ten rooks of either side.
      const free = [...Array(64).keys()].filter((sq) => sq !== 7 && sq !== 63);
      const pick = (): number => free.splice(Math.floor(random() * free.length), 1)[0]!;
      const men: [number, number][] = [
        [pick(), GRIFFON],
        [pick(), AANCA],
      ];
      for (const [sq, type] of men) pos.board[sq] = type + 1;
      for (let k = 0; k < 10; k++) pos.board[pick()] = (random() < 0.5 ? 1 : -1) * (ROOK + 1);
      pos.refresh();
      for (const [from, type] of men) {
        list.length = 0;
        pieceMoves(pos, from, list);
        const { moves, attacks } = reference(pos, from, type);
        // The griffon has only its bent ride; the aanca too (yafsW without the W).
        expect(new Set(list.toArray().map(moveTo))).toEqual(moves);
        const attacked = [...Array(64).keys()].filter((sq) => sq !== from && pieceChecks(pos, from, sq));
        expect(new Set(attacked)).toEqual(attacks);
      }
    }
  });

  it("check by a bent ride is answered: the black king's moves are those out of the griffon's lines", () => {
    // The griffon on c1 steps to d2 and slides up the d-file onto the king on d8, or along rank 2.
    const pos = parseFen(variant, '3k4/8/8/8/8/8/8/2G4K b - - 0 1');
    const list = new MoveList();
    generateLegal(pos, list);
    // c8, e8, c7, e7 (d7 stays on the d-file); blocking on the d-file would need a man.
    expect(new Set(list.toArray().map(moveTo))).toEqual(new Set([58, 60, 50, 52]));
  });

  it('WyafsW (Gigachess rhinoceros) is the W step and the bent ride, and a griffon without moves is the default yafsF', () => {
    const [rhino] = checkDiagrams(
      'files=8\nranks=8\nsymmetry=none\nmaxPromote=0\nrhinoceros:U:WyafsW::d4\nking::K::h1,,h8',
      'r.txt',
    );
    const pos = parseFen(rhino!.result!.variant, '7k/8/8/8/3U4/8/8/7K w - - 0 1');
    const list = new MoveList();
    pieceMoves(pos, 27, list);
    const targets = list.toArray().map(moveTo);
    // The four W steps, then the bent rides: the aanca's from d4, each once.
    expect(new Set(targets)).toEqual(new Set([19, 26, 28, 35, ...reference(pos, 27, AANCA).moves]));
    expect(targets.length).toBe(4 + reference(pos, 27, AANCA).moves.size);
    expect(variant.spec.pieces[GRIFFON]!.atoms.map((a) => a.kind)).toEqual(['bent']);
  });

  it('the bracket notation of the same pieces (Fantastic XIII: [F?fsR], [W?fsB], [vW?fsB]) reads as FyafsF and WyafsW', () => {
    const lines = ['[F?fsR]', 'FyafsF', '[W?fsB]', 'WyafsW', '[vW?fsB]'].map(
      (moves, n) => `p${n}:${'ABCDS'[n]}:${moves}::`,
    );
    const text = `files=8\nranks=8\nsymmetry=none\nmaxPromote=0\n${lines.join('\n')}\nking::K::h1,,h8`;
    const brackets = checkDiagrams(text, 'b.txt')[0]!.result!.variant;
    const atoms = brackets.spec.pieces.map((p) => p.atoms);
    expect(atoms[0]).toEqual(atoms[1]);
    expect(atoms[2]).toEqual(atoms[3]);
    // The snake's first step only forward or backward: its bent rides start there too.
    const pos = parseFen(brackets, '7k/8/8/8/8/8/8/7K w - - 0 1');
    pos.board[27] = 5;
    pos.refresh();
    const list = new MoveList();
    pieceMoves(pos, 27, list);
    const vertical = [...reference(pos, 27, AANCA).moves].filter(
      (sq) => Math.abs((sq % 8) - 3) + 1 === Math.abs(Math.floor(sq / 8) - 3),
    );
    expect(new Set(list.toArray().map(moveTo))).toEqual(new Set([19, 35, ...vertical]));
  });
});
