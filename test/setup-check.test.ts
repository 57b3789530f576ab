/**
 * Positions the rules cannot reach are refused wherever a position is read, each check both ways for
 * every template: a position with the problem is refused with its code and a located message, the
 * nearest position without it is accepted.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadVariant } from '../src/definitions/load.js';
import { inCheck } from '../src/engine/movegen.js';
import { type SetupProblemCode, setupProblems } from '../src/engine/setup-check.js';
import { startPosition } from '../src/engine/start.js';
import type { Variant } from '../src/engine/variant.js';
import { FenSetupError, parseFen, placementText, toFen } from '../src/notation/fen.js';
import { parseSquare, squareName } from '../src/notation/squares.js';
import { runCli } from './helpers/cli.js';
import { templatesInTier } from './helpers/family-templates.js';

const variant = (id: string): Variant => loadVariant(id).variant;
const ROYAL_TEMPLATES = ['chess', 'chess-legions', 'orthodia', 'orthodia-simplified', 'secutor'];

/** A position text from square → piece id (upper case White) and the other fields. */
function fenOf(v: Variant, men: Record<string, string>, rest = 'w - - 0 1'): string {
  const codes = new Int16Array(v.size);
  const ids = v.spec.pieces.map((p) => p.id.toUpperCase());
  for (const [sq, id] of Object.entries(men)) {
    const t = ids.indexOf(id.toUpperCase());
    if (parseSquare(v, sq) < 0 || t < 0) throw new Error(`fenOf: ${sq}=${id}`);
    codes[parseSquare(v, sq)] = id === id.toUpperCase() ? t + 1 : -(t + 1);
  }
  return `${placementText(v, codes)} ${rest}`;
}

/** The problem code the reader refuses the text with, or null when it accepts it. */
function refusal(v: Variant, fen: string): { code: SetupProblemCode; message: string; column: number } | null {
  try {
    parseFen(v, fen);
    return null;
  } catch (e) {
    if (e instanceof FenSetupError) return { code: e.code, message: e.message, column: e.column };
    throw e;
  }
}

const expectRefused = (v: Variant, fen: string, code: SetupProblemCode, words: RegExp): void => {
  const r = refusal(v, fen);
  expect(r, `${v.spec.id}: ${fen}`).not.toBeNull();
  expect([r!.code, r!.message], fen).toEqual([code, expect.stringMatching(words)]);
};
const expectAccepted = (v: Variant, fen: string): void => expect(refusal(v, fen), `${v.spec.id}: ${fen}`).toBeNull();

/** The kings of each royal template, far apart: White's, Black's. */
const KINGS: Record<string, [string, string]> = {
  chess: ['e1', 'e8'],
  'chess-legions': ['f2', 'f9'],
  orthodia: ['e1', 'e8'],
  'orthodia-simplified': ['e1', 'e8'],
  secutor: ['e1', 'e8'],
};

describe('every template', () => {
  it.each(templatesInTier())('%s: the setup is accepted, with no problem at all', (id) => {
    const v = variant(id);
    const start = toFen(startPosition(v));
    expectAccepted(v, start);
    expect(setupProblems(startPosition(v), (sq) => squareName(v, sq))).toEqual([]);
  });
});

describe('royal men', () => {
  it.each(ROYAL_TEMPLATES)('%s: each side has exactly its one King', (id) => {
    const v = variant(id);
    const [K, k] = KINGS[id]!;
    expectAccepted(v, fenOf(v, { [K]: 'K', [k]: 'k' }));
    expectRefused(v, fenOf(v, { [k]: 'k' }), 'royal-count', /^White has no King; each side has exactly one$/);
    expectRefused(v, fenOf(v, { [K]: 'K' }), 'royal-count', /^Black has no King/);
    expectRefused(
      v,
      fenOf(v, { [K]: 'K', [k]: 'k', a5: 'k' }),
      'royal-count',
      /^Black has 2 King; each side has exactly one$/,
    );
    expectRefused(v, fenOf(v, {}), 'royal-count', /^White has no King/);
  });

  it('ECROS has no royal men: Nexials may be captured, so fewer are fine, more are not', () => {
    const v = variant('ecros');
    expectAccepted(v, fenOf(v, { a1: 'NS', b1: 'NT', a20: 'nt' }));
    expectRefused(
      v,
      fenOf(v, { a1: 'NS', b1: 'NS', a20: 'nt' }),
      'too-many-men',
      /^White has 2 Nexside; the setup has 1, and no promotion gives one$/,
    );
  });
});

describe('the side not to move is not in check', () => {
  it.each(ROYAL_TEMPLATES)('%s: refused with White to move exactly where Black, to move, would be in check', (id) => {
    const v = variant(id);
    const [K, k] = KINGS[id]!;
    // Every non-royal White man on every square beside the two kings.
    let checks = 0;
    let quiet = 0;
    v.spec.pieces.forEach((p) => {
      if (p.royal) return;
      for (let sq = 0; sq < v.size; sq++) {
        const name = squareName(v, sq);
        if (!v.exists[sq] || name === K || name === k) continue;
        const men = { [K]: 'K', [k]: 'k', [name]: p.id };
        if (refusal(v, fenOf(v, men, 'b - - 0 1')) !== null) continue; // a square the man cannot reach
        const checked = inCheck(parseFen(v, fenOf(v, men, 'b - - 0 1')));
        expect(refusal(v, fenOf(v, men))?.code ?? null, `${p.name} on ${name}`).toBe(checked ? 'opposite-check' : null);
        if (checked) checks++;
        else quiet++;
      }
    });
    expect(checks).toBeGreaterThan(10);
    expect(quiet).toBeGreaterThan(checks);
  });

  it('the message names the king, the checking man and the side to move, and points at the king', () => {
    const v = variant('chess');
    const r = refusal(v, '4k3/4R3/8/8/8/8/8/4K3 w - - 0 1')!;
    expect(r).toEqual({
      code: 'opposite-check',
      message: "e8: Black's King is in check from the Rook on e7, but it is White's move",
      column: 2,
    });
    expectAccepted(v, '4k3/4R3/8/8/8/8/8/4K3 b - - 0 1');
  });

  it("Orthodia: a Bisroos's rook lines are no check, so a king may stand on them with either side to move", () => {
    const v = variant('orthodia');
    expectAccepted(v, fenOf(v, { e1: 'K', e8: 'k', e4: 'B' }));
    expectRefused(v, fenOf(v, { e1: 'K', e8: 'k', b5: 'B' }), 'opposite-check', /from the Bisroos on b5/);
  });

  it('Chess Legions: the Assassin never captures, yet its attack on the king is check', () => {
    const v = variant('chess-legions');
    expectRefused(
      v,
      fenOf(v, { f2: 'K', f9: 'k', f7: 'A' }),
      'opposite-check',
      /^f9: Black's King is in check from the Assassin on f7/,
    );
    expectAccepted(v, fenOf(v, { f2: 'K', f9: 'k', f6: 'A' }));
  });

  it('Secutor Chess: a collision is check, up to the extra squares', () => {
    const v = variant('secutor');
    expectRefused(v, 'k9/8/8/3Pn3/3S4/8/8/9K w - - 0 1', 'opposite-check', /^z8: .*from the Secutor on d4/);
    expectAccepted(v, '9k/8/8/3Pn3/3S4/8/8/9K w - - 0 1');
  });

  it('ECROS has no check: a Nexial may stand attacked with either side to move', () => {
    const v = variant('ecros');
    for (const side of ['w', 'b'])
      expectAccepted(v, fenOf(v, { a1: 'NS', b1: 'NT', j10: 'ns', j11: 'N1', a20: 'nt' }, `${side} - - 0 1`));
  });
});

describe('men only where their moves can bring them', () => {
  it('chess and Secutor Chess: no pawn on its own first rank, nor on its last, where it has promoted', () => {
    for (const id of ['chess', 'secutor']) {
      const v = variant(id);
      expectRefused(
        v,
        fenOf(v, { e1: 'K', e8: 'k', a1: 'P' }),
        'unreachable-square',
        /^a1: White's Pawn can never stand on rank 1$/,
      );
      expectRefused(
        v,
        fenOf(v, { e1: 'K', e8: 'k', a8: 'P' }),
        'unreachable-square',
        /^a8: White's Pawn promotes on reaching rank 8, so it cannot stand there$/,
      );
      expectRefused(
        v,
        fenOf(v, { e1: 'K', e8: 'k', h8: 'p' }),
        'unreachable-square',
        /^h8: Black's Pawn can never stand on rank 8$/,
      );
      expectRefused(
        v,
        fenOf(v, { e1: 'K', e8: 'k', h1: 'p' }),
        'unreachable-square',
        /^h1: Black's Pawn promotes on reaching rank 1/,
      );
      expectAccepted(v, fenOf(v, { e1: 'K', e8: 'k', a2: 'P', a7: 'P', h7: 'p', h2: 'p' }));
    }
    // The Secutor reaches every square, the extra ones included.
    const s = variant('secutor');
    expectAccepted(s, fenOf(s, { e1: 'K', e8: 'k', z8: 'S', d4: 'S', i8: 's' }));
  });

  it.each(['orthodia', 'orthodia-simplified'])('%s: a Warrior strays one file per rank from its edge file', (id) => {
    const v = variant(id);
    expectRefused(
      v,
      fenOf(v, { e1: 'K', e8: 'k', d3: 'W' }),
      'unreachable-square',
      /^d3: White's Warrior can never reach this square from its setup squares$/,
    );
    expectAccepted(v, fenOf(v, { e1: 'K', e8: 'k', b3: 'W', d5: 'W' }));
    expectRefused(v, fenOf(v, { e1: 'K', e8: 'k', e6: 'w' }), 'unreachable-square', /^e6: Black's Warrior/);
    expectAccepted(v, fenOf(v, { e1: 'K', e8: 'k', g6: 'w' }));
    expectRefused(v, fenOf(v, { e1: 'K', e8: 'k', a8: 'W' }), 'unreachable-square', /promotes on reaching rank 8/);
    expectRefused(v, fenOf(v, { e1: 'K', e8: 'k', c1: 'P' }), 'unreachable-square', /can never stand on rank 1/);
  });

  it('Chess Legions: pawns start on rank 3; Bowmen on the last rank reappear on their first', () => {
    const v = variant('chess-legions');
    expectRefused(
      v,
      fenOf(v, { f2: 'K', f9: 'k', c2: 'P' }),
      'unreachable-square',
      /^c2: White's Pawn can never stand on rank 2$/,
    );
    expectAccepted(v, fenOf(v, { f2: 'K', f9: 'k', c3: 'P', c8: 'p' }));
    expectRefused(
      v,
      fenOf(v, { f2: 'K', f9: 'k', c10: 'M' }),
      'unreachable-square',
      /^c10: White's Bowman reappears on rank 1 on reaching rank 10, so it cannot stand there$/,
    );
    expectAccepted(v, fenOf(v, { f2: 'K', f9: 'k', c9: 'M', d1: 'M', e10: 'm' }));
  });

  it('ECROS: the parity-bound men keep to their squares', () => {
    const v = variant('ecros');
    const men = { a1: 'NS', b1: 'NT', a20: 'ns', b20: 'nt' };
    // Diagos Even and Orthogos Even, from rank 1, stay on odd ranks; Null Three keeps its rank modulo 3.
    expectRefused(
      v,
      fenOf(v, { ...men, e2: 'DE' }),
      'unreachable-square',
      /^e2: White's Diagos Even can never stand on rank 2$/,
    );
    expectRefused(v, fenOf(v, { ...men, e4: 'OE' }), 'unreachable-square', /Orthogos Even can never stand on rank 4/);
    expectRefused(v, fenOf(v, { ...men, e3: 'N3' }), 'unreachable-square', /Null Three can never stand on rank 3/);
    expectAccepted(v, fenOf(v, { ...men, e3: 'DE', e5: 'OE', e4: 'N3', e2: 'N2' }));
  });
});

describe('no more men than the setup and promotions give', () => {
  it('chess: extra queens need missing pawns', () => {
    const v = variant('chess');
    const pawns = (n: number): Record<string, string> =>
      Object.fromEntries([...'abcdefgh'].slice(0, n).map((f) => [`${f}2`, 'P']));
    expectAccepted(v, fenOf(v, { e1: 'K', e8: 'k', ...pawns(7), d4: 'Q', d5: 'Q' }));
    expectRefused(
      v,
      fenOf(v, { e1: 'K', e8: 'k', ...pawns(8), d4: 'Q', d5: 'Q' }),
      'too-many-men',
      /^White has 2 Queen where the setup has 1: promotions explain at most 0 more \(0 Pawn missing\)$/,
    );
    expectRefused(
      v,
      fenOf(v, { e1: 'K', e8: 'k', ...pawns(6), a3: 'Q', b3: 'Q', c3: 'Q', d3: 'R', f3: 'R', g3: 'R' }),
      'too-many-men',
      /^White has 3 Queen and 3 Rook where the setup has 1 and 2: promotions explain at most 2 more \(2 Pawn missing\)$/,
    );
    expectAccepted(v, fenOf(v, { e1: 'K', e8: 'k', ...pawns(6), a3: 'Q', b3: 'Q', d3: 'R', f3: 'R', g3: 'R' }));
    expectRefused(
      v,
      fenOf(v, { e1: 'K', e8: 'k', ...pawns(8), a3: 'P' }),
      'too-many-men',
      /^White has 9 Pawn; the setup has 8, and no promotion gives one$/,
    );
  });

  it('Secutor Chess: pawns promote to Secutors too', () => {
    const v = variant('secutor');
    const men = { e1: 'K', e8: 'k', z1: 'S', i1: 'S', d4: 'S' };
    expectAccepted(v, fenOf(v, men));
    const pawns = Object.fromEntries([...'abcdefgh'].map((f) => [`${f}2`, 'P']));
    expectRefused(v, fenOf(v, { ...men, ...pawns }), 'too-many-men', /3 Secutor where the setup has 2/);
  });

  it('Orthodia: no promotion to Torch; Pawns and Warriors both promote to Golds', () => {
    for (const id of ['orthodia', 'orthodia-simplified']) {
      const v = variant(id);
      expectRefused(
        v,
        fenOf(v, { e1: 'K', e8: 'k', d1: 'T', d4: 'T' }),
        'too-many-men',
        /^White has 2 Torch; the setup has 1, and no promotion gives one$/,
      );
      const six = Object.fromEntries([...'bcdefg'].map((f) => [`${f}2`, 'P']));
      expectAccepted(v, fenOf(v, { e1: 'K', e8: 'k', ...six, a2: 'W', c4: 'G', d4: 'G', e4: 'G' })); // a Warrior promoted
      expectRefused(
        v,
        fenOf(v, { e1: 'K', e8: 'k', ...six, a2: 'W', h2: 'W', c4: 'G', d4: 'G', e4: 'G' }),
        'too-many-men',
        /3 Gold where the setup has 2/,
      );
    }
  });

  it('Chess Legions: ten Bowmen and one Guard at most, whichever setup option', () => {
    const v = variant('chess-legions');
    const bowmen = Object.fromEntries([...'abcdefghij'].map((f) => [`${f}1`, 'M']));
    expectAccepted(v, fenOf(v, { f2: 'K', f9: 'k', ...bowmen, d2: 'G', g2: 'A' })); // Masked Men
    expectRefused(
      v,
      fenOf(v, { f2: 'K', f9: 'k', ...bowmen, c9: 'M' }),
      'too-many-men',
      /^White has 11 Bowman; the setup has 10/,
    );
    expectRefused(v, fenOf(v, { f2: 'K', f9: 'k', d2: 'G', g2: 'G' }), 'too-many-men', /^White has 2 Guard/);
  });
});

describe('rights and en passant match the men', () => {
  it.each([
    ['chess', 'e1', 'h1', 'e8'],
    ['secutor', 'e1', 'h1', 'e8'],
    ['chess-legions', 'f2', 'j2', 'f9'],
  ])('%s: a castling right needs its King and Rook on their setup squares', (id, king, rook, blackKing) => {
    const v = variant(id);
    expectAccepted(v, fenOf(v, { [king]: 'K', [rook]: 'R', [blackKing]: 'k' }, 'w K - 0 1'));
    expectRefused(
      v,
      fenOf(v, { [king]: 'K', [blackKing]: 'k' }, 'w K - 0 1'),
      'castling-right',
      new RegExp(`^castling right "K" needs White's King on ${king} and Rook on ${rook}$`),
    );
    expectRefused(
      v,
      fenOf(v, { [king]: 'K', [rook]: 'N', [blackKing]: 'k' }, 'w K - 0 1'),
      'castling-right',
      /needs White's King/,
    );
  });

  it.each([
    // variant, position after the double step (Black to move), the same with the origin occupied
    ['chess', '4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1', '4k3/8/8/8/3pP3/8/4P3/4K3 b - e3 0 1'],
    ['secutor', '5k4/8/8/8/3pP3/8/8/5K4 b - e3 0 1', '5k4/8/8/8/3pP3/8/4P3/5K4 b - e3 0 1'],
    ['chess-legions', '10/5k4/10/10/10/3pP5/10/10/5K4/10 b - e4 0 1', '10/5k4/10/10/10/3pP5/10/4P5/5K4/10 b - e4 0 1'],
    ['orthodia', '4k3/8/8/8/p1W5/8/8/4K3 b - b3:c4 0 1', '4k3/8/8/8/p1W5/8/W7/4K3 b - b3:c4 0 1'],
  ])(
    '%s: en passant only just after a double step from a square now empty, with the clock at 0',
    (id, after, occupied) => {
      const v = variant(id);
      expectAccepted(v, after);
      expectRefused(
        v,
        occupied,
        'en-passant',
        /^en passant on [a-z]\d+: White's (Pawn|Warrior) on [a-z]\d+ cannot have just passed over/,
      );
      expectRefused(
        v,
        after.replace(' 0 1', ' 3 9'),
        'halfmove-clock',
        /^the halfmove clock is 3, but White's (Pawn|Warrior) has just moved/,
      );
    },
  );

  it.each(['orthodia', 'orthodia-simplified'])(
    '%s: only a Warrior has a once-per-game move, and using it moves the Warrior',
    (id) => {
      const v = variant(id);
      expectAccepted(v, '5k2/1p6/8/1W6/8/8/8/4K3 w - - 1 2 once:b5');
      expectRefused(
        v,
        '5k2/8/8/8/8/8/8/G3K3 w - - 0 1 once:a1',
        'once-used',
        /^a1: White's Gold has no once-per-game move to have used$/,
      );
      expectRefused(
        v,
        '5k2/8/8/8/8/8/W7/4K3 w - - 0 1 once:a2',
        'once-used',
        /^a2: White's Warrior has used its once-per-game move, so it has moved$/,
      );
      expectAccepted(v, '5k2/8/8/8/8/8/W7/4K3 w - - 0 1 moved:a2 once:a2');
    },
  );

  it.each(['chess', 'secutor', 'chess-legions'])('%s: no man has a once-per-game move to have used', (id) => {
    const v = variant(id);
    const start = toFen(startPosition(v));
    const pawn = squareName(
      v,
      startPosition(v).board.findIndex((code) => v.spec.pieces[code - 1]?.id === 'P'),
    );
    expectRefused(
      v,
      `${start} once:${pawn}`,
      'once-used',
      new RegExp(`^${pawn}: White's Pawn has no once-per-game move to have used$`),
    );
  });

  // Templates with a first-move-only part (a pawn's double step); ECROS's men have none on their first squares.
  const withFirstMoves = templatesInTier().filter(
    (id) => id !== 'ecros' && variant(id).spec.pieces.some((p) => p.atoms.some((a) => a.initial)),
  );
  it.each(withFirstMoves)('%s: a man marked as not moved stands on a square it starts on', (id) => {
    const v = variant(id);
    const start = startPosition(v);
    // The first White man with a first-move-only part, one square forward: moved there, not unmoved.
    const from = start.board.findIndex((code) => code > 0 && v.spec.pieces[code - 1]!.atoms.some((a) => a.initial));
    const to = from + v.files;
    const board = Int16Array.from(start.board);
    [board[from], board[to]] = [0, board[from]!];
    const moved = `${placementText(v, board)} b - - 0 1`;
    expectAccepted(v, moved);
    expectRefused(v, `${moved} moved:${squareName(v, to)}`, 'not-moved', /is off its setup squares, so it has moved$/);
    expectAccepted(v, `${toFen(start)} moved:${squareName(v, from)}`);
  });

  it('ECROS: the square a man last left (reversal rule) is one it can have come from', () => {
    const v = variant('ecros');
    const men = { a1: 'NS', b1: 'NT', a20: 'ns', b20: 'nt' };
    expectAccepted(v, fenOf(v, { ...men, e9: 'N1' }, 'w - - 0 1 last:e8>e9'));
    expectAccepted(v, fenOf(v, { ...men, e11: 'OO' }, 'w - - 0 1 last:e8>e11'));
    expectAccepted(v, fenOf(v, { ...men, a1: 'N1', h3: 'NS' }, 'w - - 0 1 last:b1>h3')); // castling: from anywhere
    expectRefused(
      v,
      fenOf(v, { ...men, e9: 'N1' }, 'w - - 0 1 last:a1>e9'),
      'last-move',
      /^e9: White's Null One cannot have come from a1 in one move$/,
    );
    expectRefused(
      v,
      fenOf(v, { ...men, e11: 'OO' }, 'w - - 0 1 last:e9>e11'),
      'last-move',
      /Orthogos Odd cannot have come from e9/,
    );
    expectRefused(
      v,
      fenOf(v, { ...men, a1: 'N1', h13: 'NS' }, 'w - - 0 1 last:b1>h13'),
      'last-move',
      /Nexside cannot have come from b1/,
    );
    expect(refusal(v, fenOf(v, { ...men, e9: 'N1' }, 'w - - 0 1 last:a1>e9'))!.column).toBeGreaterThan(70);
  });

  it('the refusal points at the square in the moved: field', () => {
    const v = variant('chess');
    const r = refusal(v, '4k3/8/8/8/4P3/8/8/4K3 w - - 0 1 moved:e4')!;
    expect(r).toEqual({
      code: 'not-moved',
      message: "e4: White's Pawn is off its setup squares, so it has moved",
      column: 39,
    });
  });
});

describe('no game already won before the last move (ECROS)', () => {
  const v = variant('ecros');
  const men = { a1: 'NS', b1: 'NT', c1: 'N1', a20: 'ns', b20: 'nt', c20: 'n1' };

  it('a side without Nexials lost when the other moved: it cannot have moved since', () => {
    const gone = { ...men, a20: 'n2', b20: 'n3' };
    expectRefused(
      v,
      fenOf(v, gone),
      'game-over',
      /^Black has no Nexside or Nextant left, so White had already won before Black's last move$/,
    );
    expectAccepted(v, fenOf(v, gone, 'b - - 0 1'));
  });

  it('the men of the side to move on all four corners won on its previous move', () => {
    const corners = { ...men, a1: 'OO', t1: 'OO', a20: 'UO', t20: 'N3', d1: 'NS', d20: 'ns' };
    expectRefused(
      v,
      fenOf(v, corners),
      'game-over',
      /^White's men stand on all of the four corners, so White had already won/,
    );
    expectAccepted(v, fenOf(v, corners, 'b - - 0 1'));
  });
});

describe("no game already won before the last move (Dobutsu's Lion on the far rank)", () => {
  const v = variant('dobutsu');

  it('a Lion there unattacked won on its arrival; one still attacked has not won yet', () => {
    expectRefused(v, 'l1L/3/3/3[] w - - 0 1', 'game-over', /^White's Lion stands on the far rank/);
    // Attacked by White's Lion on b1 since it arrived, as a random game of ffish's reached it.
    expectAccepted(v, 'g1e/2C/cG1/ELl[] b - - 2 6');
  });
});

describe("Kyoto shogi's men dropped turned over", () => {
  it("a Gold on White's first rank, where no Knight can move to turn into one, was dropped Gold side up", () => {
    expectAccepted(variant('kyotoshogi'), 'p2S1/1k+Sl1/3+N1/1K3/+L1+N1P[] b - - 0 9');
  });
});

describe('the readers refuse such positions with file:line:column and exit code 2', () => {
  const dir = mkdtempSync(join(tmpdir(), 'fairyprint-setup-'));
  const record = (name: string, text: string): string => {
    const path = join(dir, name);
    writeFileSync(path, text);
    return path;
  };

  it('a FEN tag with the side not to move in check, or with no White king', async () => {
    const check = record('check.pgn', '[SetUp "1"]\n[FEN "4k3/4R3/8/8/8/8/8/4K3 w - - 0 1"]\n\n1. Rxe8 *\n');
    const run = await runCli(['validate', check]);
    expect(run).toEqual({
      code: 2,
      out: '',
      err: `${check}:2:8: game 1: FEN: e8: Black's King is in check from the Rook on e7, but it is White's move\n`,
    });
    const noKing = record('king.pgn', '[FEN "4k3/8/8/8/8/8/8/8 w - - 0 1"]\n\n*\n');
    const json = await runCli(['validate', '--json', noKing]);
    expect(json.code).toBe(2);
    expect(JSON.parse(json.out).games[0].error).toMatchObject({
      kind: 'setup',
      line: 1,
      column: 7,
      reason: 'FEN: White has no King; each side has exactly one',
    });
    const empty = await runCli(['validate', record('empty.pgn', '[FEN "8/8/8/8/8/8/8/8 w - - 0 1"]\n\n*\n')]);
    expect([empty.code, empty.err]).toEqual([2, expect.stringContaining('White has no King')]);
  });

  it('moves, perft and diagram refuse such a --fen the same way', async () => {
    const fen = ['--fen', '4k3/4R3/8/8/8/8/8/4K3 w - - 0 1'];
    const refused = "fairyprint: --fen:1:2: e8: Black's King is in check from the Rook on e7, but it is White's move\n";
    for (const args of [
      ['moves', 'chess'],
      ['perft', 'chess', '1'],
      ['diagram', 'chess', '--out', dir, '--quiet'],
    ]) {
      expect(await runCli([...args, ...fen])).toEqual({ code: 2, out: '', err: refused });
    }
    expect((await runCli(['moves', 'chess', '--fen', '4k3/4R3/8/8/8/8/8/4K3 b - - 0 1'])).code).toBe(0);
  });

  it('a definition whose setup position the rules cannot reach', async () => {
    const { readFileSync } = await import('node:fs');
    const chess = readFileSync(new URL('../templates/chess.yaml', import.meta.url), 'utf8');
    const bad = record(
      'bad.yaml',
      chess.replace(/position: \S+ w KQkq - 0 1/, 'position: "4k3/4R3/8/8/8/8/8/4K3 w - - 0 1"'),
    );
    const run = await runCli(['check', bad]);
    expect(run.code).toBe(2);
    expect(run.err).toMatch(/bad\.yaml:\d+:15: setup\.position: e8: Black's King is in check from the Rook on e7/);
  });
});

describe('hands, drops, promotion zones and regions', () => {
  it('Crazyhouse: men in hand and promoted men count, over both sides, as the pieces they were', () => {
    const v = variant('crazyhouse');
    expectAccepted(v, 'rnbqkbnr/pppp1ppp/8/8/8/8/PPPP1PPP/RNBQKBNR[Pp] w KQkq - 0 3');
    expectRefused(
      v,
      'rnbqkbnr/pppp1ppp/8/8/8/8/PPPP1PPP/RNBQKBNR[PPp] w KQkq - 0 3',
      'too-many-men',
      /17 Pawn on the board \(promoted ones included\) and in hand; the setup has 16 over both sides/,
    );
    // A promoted queen is a pawn that was: the pawns then number 16, the queens 2.
    expectAccepted(v, 'rnbqkbnr/pppppppp/8/8/Q~7/8/1PPPPPPP/RNBQKBNR[] w KQkq - 0 5');
    expectRefused(
      v,
      '4k3/8/8/8/8/8/8/QQQ1K3[] w - - 0 1',
      'too-many-men',
      /3 Queen .* the setup has 2 over both sides/,
    );
    expectRefused(
      v,
      '4k3/8/8/8/4P~3/8/8/4K3[] w - - 0 1',
      'unreachable-square',
      /^e4: White's Pawn is marked promoted, but no Pawn promotes to it/,
    );
    // Pawns are never dropped on the first rank and never move back.
    expectRefused(v, '4k3/8/8/8/8/8/8/P3K3[] w - - 0 1', 'unreachable-square', /^a1: White's Pawn/);
    // A captured man of Black's may be dropped by White anywhere a drop allows.
    expectAccepted(v, '4k3/8/8/8/8/8/8/3NK3[n] b - - 0 1');
  });

  it('Shogi: promoted men and men in hand as their unpromoted forms; forced promotion keeps men off the last ranks', () => {
    const v = variant('shogi');
    expectAccepted(v, '4k4/9/9/9/4+p4/4G4/4P4/9/4K4[P] w - - 0 1');
    // A promoted man stands anywhere its unpromoted piece could promote and it could move on.
    expectAccepted(v, '4k3+B/9/9/9/9/9/9/9/4K4[] w - - 0 1');
    expectAccepted(v, '4k4/9/9/9/9/9/9/9/4K3+b[] w - - 0 1');
    expectRefused(
      v,
      'P3k4/9/9/9/9/9/9/9/4K4[] w - - 0 1',
      'unreachable-square',
      /^a9: White's Pawn promotes on reaching rank 9/,
    );
    expectRefused(
      v,
      '4k4/N8/9/9/9/9/9/9/4K4[] w - - 0 1',
      'unreachable-square',
      /^a8: White's Knight promotes on reaching rank 8/,
    );
    expectAccepted(v, '4k4/L8/9/9/9/9/9/9/4K4[] w - - 0 1');
    expectRefused(
      v,
      '4k4/9/9/9/9/9/9/9/4K4[T] w - - 0 1',
      'too-many-men',
      /White has a Tokin in hand; a captured one goes to the hand as a Pawn/,
    );
  });

  it('Grand Chess: no more of a piece than the promotion limits allow', () => {
    const v = variant('grand');
    expectAccepted(v, '4k5/10/10/10/10/10/10/10/10/Q3K5 w - - 0 1');
    expectRefused(
      v,
      '4k5/10/10/10/10/10/10/10/10/QQ2K5 w - - 0 1',
      'too-many-men',
      /White has 2 Queen; promotion gives one only while a side has fewer than 1/,
    );
    // Optional ranks: a pawn may stand on the ninth rank, never on the tenth.
    expectAccepted(v, '4k5/P9/10/10/10/10/10/10/10/4K5 w - - 0 1');
    expectRefused(
      v,
      'P3k5/10/10/10/10/10/10/10/10/4K5 w - - 0 1',
      'unreachable-square',
      /^a10: White's Pawn promotes on reaching rank 10/,
    );
  });

  it('Xiangqi: men only where their regions let them go; the generals never face each other', () => {
    const v = variant('xiangqi');
    expectAccepted(v, '4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1');
    expectRefused(v, '4k4/9/9/9/9/4A4/9/9/9/3K5 w - - 0 1', 'unreachable-square', /^e5: White's Advisor/);
    expectRefused(v, '4k4/9/9/9/2B6/9/9/9/9/3K5 w - - 0 1', 'unreachable-square', /^c6: White's Elephant/);
    expectRefused(v, '4k4/9/9/9/9/9/9/P8/9/3K5 w - - 0 1', 'unreachable-square', /^a3: White's Soldier/);
    expectAccepted(v, '4k4/9/9/9/4P4/9/9/9/9/3K5 w - - 0 1');
    expectRefused(
      v,
      '4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1',
      'opposite-check',
      /^e10: the two Generals face each other on an open file/,
    );
    expectAccepted(v, '4k4/9/9/9/4P4/9/9/9/9/4K4 w - - 0 1');
  });
});

describe('composed positions (--any-position, the option anyPosition)', () => {
  const chess = variant('chess');
  const queens = '6bk/6pp/8/8/8/8/QQQQQQQQ/K1QQQ3 b - - 0 1';

  it('are accepted with more men than the setup, men on squares no game reaches and any history', () => {
    const composed = [
      queens,
      // Three White knights and eight pawns.
      'k7/8/8/8/8/N1N1N3/PPPPPPPP/4K3 w - - 0 1',
      // A White pawn on its first rank, a Black one on its last.
      '4k3/8/8/8/8/8/8/P3K2p w - - 0 1',
      // An en passant square with the pawn's start square occupied, and a clock no double step leaves.
      '4k3/4p3/8/3pP3/8/8/8/4K3 w - d6 7 9',
    ];
    for (const fen of composed) {
      expect(refusal(chess, fen), fen).not.toBeNull();
      expect(toFen(parseFen(chess, fen, { anyPosition: true }))).toBe(fen);
    }
    // ECROS: a Diagos Even where its parity never brings it, and a game already won by extinction.
    const ecros = variant('ecros');
    const composedEcros = [fenOf(ecros, { e2: 'DE', a1: 'NS', a20: 'ns' }), fenOf(ecros, { e3: 'DE', a1: 'NS' })];
    expect(composedEcros.map((fen) => refusal(ecros, fen)?.code)).toEqual(['unreachable-square', 'game-over']);
    for (const fen of composedEcros) expect(() => parseFen(ecros, fen, { anyPosition: true }), fen).not.toThrow();
  });

  it('still need what move generation needs: the royal men, the side not to move out of check, castling men in place', () => {
    for (const [fen, code] of [
      ['4k3/8/8/8/8/8/8/QQQQQQQQ w - - 0 1', 'royal-count'],
      ['4k3/8/8/8/8/8/8/KQQ1QQQQ w - - 0 1', 'opposite-check'],
      ['4k3/8/8/8/8/8/PPPPPPPP/QQQQK3 w K - 0 1', 'castling-right'],
    ] as const) {
      expect(() => parseFen(chess, fen, { anyPosition: true }), fen).toThrow(expect.objectContaining({ code }));
    }
  });

  it('moves lists the legal moves of eleven queens against a king with --any-position; without it, exit 2 naming the option', async () => {
    const run = await runCli(['moves', 'chess', '--fen', queens, '--any-position']);
    expect(run.code).toBe(0);
    expect(run.out.trim().split('\n').sort()).toEqual([
      'g8-b3',
      'g8-c4',
      'g8-d5',
      'g8-e6',
      'g8-f7',
      'g8xa2',
      'h7-h5',
      'h7-h6',
    ]);
    const refused = await runCli(['moves', 'chess', '--fen', queens]);
    expect(refused).toEqual({
      code: 2,
      out: '',
      err: 'fairyprint: --fen:1:17: White has 11 Queen where the setup has 1: promotions explain at most 8 more (8 Pawn missing); use --any-position to accept composed positions\n',
    });
    // Only refusals the option lifts name it.
    const check = await runCli(['moves', 'chess', '--fen', '4k3/4R3/8/8/8/8/8/4K3 w - - 0 1']);
    expect([check.code, check.err]).toEqual([2, expect.not.stringContaining('any-position')]);
  });

  it('perft, diagram and validate take the option too', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fairyprint-composed-'));
    const perft = await runCli(['perft', 'chess', '1', '--fen', queens, '--any-position']);
    expect(perft).toEqual({ code: 0, out: '8\n', err: '' });
    const diagram = await runCli([
      'diagram',
      'chess',
      '--fen',
      queens,
      '--any-position',
      '--format',
      'svg',
      '--out',
      dir,
      '--quiet',
    ]);
    expect(diagram.code).toBe(0);
    const record = join(dir, 'composed.pgn');
    writeFileSync(record, `[FEN "${queens}"]\n\n1... Bxa2 *\n`);
    const refused = await runCli(['validate', record]);
    expect([refused.code, refused.err]).toEqual([
      2,
      expect.stringContaining('; use --any-position to accept composed positions'),
    ]);
    const accepted = await runCli(['validate', record, '--any-position']);
    expect(accepted.code).toBe(0);
    expect(accepted.out).toMatch(/legal, 1 ply,/);
  });
});
