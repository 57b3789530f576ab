/** ECROS, rule by rule from docs/rules/ecros.md, each both ways; perft of the default setup; random play. */
import { describe, expect, it } from 'vitest';
import { loadVariant } from '../../src/definitions/load.js';
import { forcedOutcome } from '../../src/engine/outcome.js';
import { perft } from '../../src/engine/perft.js';
import { victory } from '../../src/engine/rules/victories.js';
import { checkFreeSetup, positionFromSetup } from '../../src/engine/setup.js';
import { startPosition } from '../../src/engine/start.js';
import { BLACK, WHITE } from '../../src/engine/variant.js';
import { parseFen, toFen } from '../../src/notation/fen.js';
import { parseSquare } from '../../src/notation/squares.js';
import { runCli } from '../helpers/cli.js';
import { tier } from '../helpers/tier.js';
import { RefEcros } from './ecros-reference.js';
import { idsOf, legal, movesFrom, play, positionOf } from './play.js';
import { randomPlay, seededRandom } from './random-play.js';

const { variant: v, definition } = loadVariant('ecros');
const FILES = 'abcdefghijklmnopqrst';

/**
 * Ten men a side on the home rank, so no victory condition holds: the two Nexials and eight others, no
 * more of a type than the roster has (positions are checked against it). d1 and d20 hold Null Twos, e20
 * and f20 Black's Orthogos Even, so both sides have two-square moves to spend.
 */
const FILL: Record<string, string> = { b1: 'NS', c1: 'NT', b20: 'ns', c20: 'nt' };
[...'defghijk'].forEach((f, i) => {
  FILL[`${f}1`] = ['N2', 'P2', 'P3', 'P4', 'P5', 'P6', 'P7', 'S3'][i]!;
  FILL[`${f}20`] = ['n2', 'oe', 'oe', 'p2', 'p3', 'p4', 'p5', 'p6'][i]!;
});
const at = (men: Record<string, string>, rest = 'w - -') => positionOf(v, { ...FILL, ...men }, rest);

describe('ECROS definition', () => {
  it('has 40 men of 36 types a side, as the rules settle, with Segundo Two and Tercio Three deduced', () => {
    expect(v.spec.pieces).toHaveLength(36);
    const start = startPosition(v);
    expect([start.men[WHITE], start.men[BLACK]]).toEqual([40, 40]);
    const counts = v.spec.freeSetup!.counts;
    expect(counts.reduce((a, b) => a + b, 0)).toBe(40);
    const byName = (name: string) => counts[v.spec.pieces.findIndex((p) => p.name === name)];
    for (const s of ['Diagos Odd', 'Diagos Even', 'Orthogos Odd', 'Orthogos Even']) expect(byName(s)).toBe(2);
    expect(definition.pieces.filter((p) => p.deduced).map((p) => p.name)).toEqual(['Segundo Two', 'Tercio Three']);
    for (const p of v.spec.pieces) {
      expect(p.abbrev).toMatch(/^[A-Z0-9]{2}$/);
      expect(p.rules.length).toBeGreaterThan(20);
      expect(p.royal).toBe(false); // there is no check
    }
  });

  it('the default setup is a legal free setup for both sides and mirror-symmetric', () => {
    expect(checkFreeSetup(v, v.spec.setup, WHITE)).toEqual([]);
    expect(checkFreeSetup(v, v.spec.setup, BLACK)).toEqual([]);
    for (let sq = 0; sq < v.size; sq++) {
      const mirror = (19 - Math.floor(sq / 20)) * 20 + (sq % 20);
      expect(v.spec.setup[mirror]! + v.spec.setup[sq]!).toBe(0);
    }
  });
});

describe('ECROS free setup', () => {
  const swap = (codes: Int16Array, a: string, b: string): Int16Array => {
    const out = Int16Array.from(codes);
    const [x, y] = [parseSquare(v, a), parseSquare(v, b)];
    [out[x], out[y]] = [out[y]!, out[x]!];
    return out;
  };

  it('accepts any arrangement of the back-rank men on rank 1 with the jumpers filling the rest', () => {
    const random = seededRandom(3);
    for (let i = 0; i < 20; i++) {
      const codes = randomSetup(random);
      expect(checkFreeSetup(v, codes, WHITE)).toEqual([]);
      expect(checkFreeSetup(v, codes, BLACK)).toEqual([]);
    }
  });

  it('refuses a Nexial or Slider off the back rank, naming the square', () => {
    // j1 holds the Nexside, j2 Null Two: exchanged, the Nexside stands on rank 2.
    expect(checkFreeSetup(v, swap(v.spec.setup, 'j1', 'j2'), WHITE)).toEqual([
      { square: 'j2', message: "j2: White's Nexside must stand on rank 1" },
    ]);
    expect(checkFreeSetup(v, swap(v.spec.setup, 'a20', 'a19'), BLACK)).toEqual([
      { square: 'a19', message: "a19: Black's Orthogos Odd must stand on rank 20" },
    ]);
    // Jumpers may stand on either rank: exchanging two of them is fine.
    expect(checkFreeSetup(v, swap(v.spec.setup, 'b1', 'a2'), WHITE)).toEqual([]);
  });

  it('refuses men outside the back two ranks and wrong numbers of a type', () => {
    const moved = swap(v.spec.setup, 'd2', 'd3'); // Null Six one rank too far
    expect(checkFreeSetup(v, moved, WHITE)).toEqual([
      { square: 'd3', message: "d3: White's Null Six must stand on ranks 1, 2" },
    ]);
    const doubled = Int16Array.from(v.spec.setup);
    doubled[parseSquare(v, 'k2')] = doubled[parseSquare(v, 'c1')]!; // a third Diagos Odd instead of Null One
    expect(checkFreeSetup(v, doubled, WHITE).map((p) => p.message)).toEqual([
      "k2: White's Diagos Odd must stand on rank 1",
      'White has 3 Diagos Odd, the setup needs 2',
      'White has 0 Null One, the setup needs 1',
    ]);
    expect(checkFreeSetup(v, doubled, BLACK)).toEqual([]); // only the side asked about is judged
  });
});

describe('ECROS men', () => {
  it('an Odd slider stops only at odd distances, and a man at an even distance still blocks it', () => {
    const up = (pos: ReturnType<typeof at>) =>
      movesFrom(pos, 'e8').filter((t) => /^e8[-x]e\d+$/.test(t) && Number(t.slice(4)) > 8);
    expect(up(at({ e8: 'OO' }))).toEqual(['e8-e11', 'e8-e13', 'e8-e15', 'e8-e17', 'e8-e19', 'e8-e9']);
    expect(up(at({ e8: 'OO', e10: 'N1' }))).toEqual(['e8-e9']);
    expect(up(at({ e8: 'OO', e10: 'n1' }))).toEqual(['e8-e9']); // no capture at distance 2
    expect(up(at({ e8: 'OO', e11: 'n1' }))).toEqual(['e8-e9', 'e8xe11']);
  });

  it('an Even slider stops only at even distances', () => {
    // On e9: from rank 1 an Even slider only ever reaches odd-numbered ranks.
    const diag = (pos: ReturnType<typeof at>) =>
      movesFrom(pos, 'e9').filter((t) => /^e9[-x](f10|g11|h12|i13|j14|k15)$/.test(t));
    expect(diag(at({ e9: 'DE' }))).toEqual(['e9-g11', 'e9-i13', 'e9-k15']);
    expect(diag(at({ e9: 'DE', f10: 'n1' }))).toEqual([]); // cannot capture at 1, cannot pass
    expect(diag(at({ e9: 'DE', h12: 'N1' }))).toEqual(['e9-g11']);
    expect(diag(at({ e9: 'DE', i13: 'n1' }))).toEqual(['e9-g11', 'e9xi13']);
    // The Ultangents: queen lines, same parities.
    expect(movesFrom(at({ e9: 'UE' }), 'e9').filter((t) => /^e9-[de]10|^e9-[cde]11$/.test(t))).toEqual([
      'e9-c11',
      'e9-e11',
    ]);
    expect(movesFrom(at({ e9: 'UO' }), 'e9').filter((t) => /^e9-[de]10|^e9-[cde]11$/.test(t))).toEqual([
      'e9-d10',
      'e9-e10',
    ]);
  });

  it('Null jumpers leap exactly N squares in the 8 directions, over anything', () => {
    // On h7: a Null Five keeps its rank modulo 5, so from ranks 1-2 it stands on ranks 1, 2, 6, 7, ...
    const ring: Record<string, string> = {};
    const ringMen = ['n1', 'p7', 'p8', 's2', 's4', 's5', 's6', 's7'];
    ['g6', 'h6', 'i6', 'g7', 'i7', 'g8', 'h8', 'i8'].forEach((sq, i) => (ring[sq] = ringMen[i]!));
    expect(movesFrom(at({ h7: 'N5', ...ring }), 'h7').filter((t) => t[2] === '-')).toEqual([
      'h7-c12',
      'h7-c2',
      'h7-c7',
      'h7-h12',
      'h7-h2',
      'h7-m12',
      'h7-m2',
      'h7-m7',
    ]);
    expect(movesFrom(at({ h8: 'N1' }), 'h8')).toHaveLength(8);
    expect(movesFrom(at({ h7: 'N5', h12: 'N1', c2: 'n1' }), 'h7')).toEqual([
      'h7-c12',
      'h7-c7',
      'h7-h2',
      'h7-m12',
      'h7-m2',
      'h7-m7',
      'h7xc2',
    ]);
  });

  it('Slip jumpers leap (n, 1), (n, 2), (n, 3) like knights, including the deduced Segundo Two and Tercio Three', () => {
    expect(movesFrom(at({ i10: 'P8' }), 'i10')).toEqual([
      'i10-a11',
      'i10-a9',
      'i10-h18',
      'i10-h2',
      'i10-j18',
      'i10-j2',
      'i10-q11',
      'i10-q9',
    ]);
    expect(movesFrom(at({ e5: 'S2' }), 'e5')).toEqual(['e5-c3', 'e5-c7', 'e5-g3', 'e5-g7']);
    expect(movesFrom(at({ e5: 'T3' }), 'e5')).toEqual(['e5-b2', 'e5-b8', 'e5-h2', 'e5-h8']);
    // (4, 3) from e5; b1 and h1 hold White's own men.
    expect(movesFrom(at({ e5: 'T4' }), 'e5')).toEqual(['e5-a2', 'e5-a8', 'e5-b9', 'e5-h9', 'e5-i2', 'e5-i8']);
  });
});

describe('ECROS reversal rule', () => {
  it('a man cannot step back to where it came from, until it has moved elsewhere', () => {
    const pos = play(at({ e8: 'N1' }), 'e8-e9', 'd20-d18');
    expect(toFen(pos)).toContain('last:e8>e9,d20>d18');
    expect(movesFrom(pos, 'e9')).not.toContain('e9-e8');
    expect(movesFrom(pos, 'e9')).toContain('e9-f9');
    play(pos, 'd1-d3', 'e20-e18'); // another man moves: the restriction stays
    expect(movesFrom(pos, 'e9')).not.toContain('e9-e8');
    play(pos, 'e9-f9', 'f20-f18');
    expect(movesFrom(pos, 'f9')).toContain('f9-e8'); // two moves later it may return there
    expect(movesFrom(pos, 'f9')).not.toContain('f9-e9'); // but not to the square it just left
  });

  it('applies to captures and to sliders, and is read from the position text', () => {
    const pos = play(at({ e8: 'N1', e9: 'n1' }), 'e8xe9', 'd20-d18');
    expect(movesFrom(pos, 'e9')).not.toContain('e9-e8');
    const slider = play(at({ e8: 'OO' }), 'e8-e11', 'd20-d18');
    expect(movesFrom(slider, 'e11')).not.toContain('e11-e8');
    expect(movesFrom(slider, 'e11')).toContain('e11-e10');
    const fresh = at({ e9: 'N1' }, 'w - - 0 1');
    expect(movesFrom(fresh, 'e9')).toContain('e9-e8');
    const remembered = at({ e9: 'N1' }, 'w - - 0 1 last:e8>e9');
    expect(movesFrom(remembered, 'e9')).not.toContain('e9-e8');
    expect(toFen(remembered)).toMatch(/ last:e8>e9$/);
  });
});

describe('ECROS castling', () => {
  const men = { h3: 'OO', h11: 'OE', p15: 'UE' };

  it('a Nexial, from anywhere, replaces an own man other than a Nexial on the own half', () => {
    const castles = legal(at(men, 'w Cc -')).filter((t) => t.startsWith('O:'));
    expect(castles).toContain('O:b1-h3');
    expect(castles).toContain('O:c1-h3');
    expect(castles).toContain('O:b1-d1');
    expect(castles).not.toContain('O:b1-c1'); // a Nexial
    expect(castles).not.toContain('O:b1-h11'); // Black's half
    expect(castles.some((t) => t.endsWith('-p15') || t.endsWith('20'))).toBe(false);
    // 2 Nexials x 9 own men on ranks 1-10 (the 8 others of FILL and the Orthogos Odd).
    expect(castles).toHaveLength(18);
    const far = at({ ...men, b1: 'OE', q16: 'NS' }, 'w Cc -');
    expect(legal(far)).toContain('O:q16-h3');
    expect(legal(at(men, 'w c -')).some((t) => t.startsWith('O:'))).toBe(false);
  });

  it('is once per game, destroys the man, and is the Nexial move for the reversal rule', () => {
    const pos = at({ h2: 'NS', h3: 'OO', b1: 'N1' }, 'w Cc -');
    expect(pos.men[WHITE]).toBe(12);
    play(pos, 'O:h2-h3');
    expect(pos.men[WHITE]).toBe(11);
    expect(toFen(pos).split(' ').slice(2, 3)).toEqual(['c']);
    expect(toFen(pos)).toContain('last:h2>h3');
    play(pos, 'd20-d18');
    expect(legal(pos).some((t) => t.startsWith('O:'))).toBe(false);
    expect(movesFrom(pos, 'h3')).not.toContain('h3-h2');
    expect(movesFrom(pos, 'h3')).toContain('h3-h4');
    // Nor may a Nexial castle onto the square it just left.
    const back = at({ h3: 'NS', h2: 'OO', b1: 'N1' }, 'w C - 0 1 last:h2>h3');
    expect(legal(back)).not.toContain('O:h3-h2');
    expect(legal(back)).toContain('O:h3-d1');
  });

  it('castling down to 9 men loses; down to 10 it does not', () => {
    const ten = at({ h3: 'OO' }, 'w C -'); // 11 White men
    play(ten, 'O:b1-h3');
    expect(victory(ten)).toBeNull();
    const nine = positionOf(v, { ...FILL, k1: 'OO' }, 'w C -'); // 10 White men
    play(nine, 'O:b1-k1');
    expect(victory(nine)).toEqual({ winner: BLACK, reason: 'reduced to 9 men by its own move' });
    expect(legal(nine)).toEqual([]);
  });
});

describe('ECROS victory', () => {
  it('occupying all four corners wins; three do not', () => {
    const pos = at({ a1: 'N3', t1: 'N4', a20: 'OO', t19: 'N1' });
    const other = pos.clone();
    play(pos, 't19-t20');
    expect(victory(pos)).toEqual({ winner: WHITE, reason: 'occupation of the four corners' });
    expect(legal(pos)).toEqual([]);
    expect(forcedOutcome(pos)).toMatchObject({ winner: WHITE, termination: 'victory' });
    play(other, 't19-s20');
    expect(victory(other)).toBeNull();
    const captured = play(at({ a1: 'N3', t1: 'N4', a20: 'OO', t19: 'N1', t20: 'n3' }), 't19xt20');
    expect(victory(captured)?.winner).toBe(WHITE);
  });

  it('occupying all four centre squares wins; not if the enemy holds one', () => {
    const win = play(at({ j10: 'OO', k10: 'OO', j11: 'UO', k12: 'N1' }), 'k12-k11');
    expect(victory(win)).toEqual({ winner: WHITE, reason: 'occupation of the four centre squares' });
    const near = play(at({ j10: 'OO', k10: 'OO', j11: 'UO', k12: 'N1' }), 'k12-l11');
    expect(victory(near)).toBeNull();
    const held = play(at({ j10: 'n3', k10: 'OO', j11: 'UO', k12: 'N1' }), 'k12-k11');
    expect(victory(held)).toBeNull();
  });

  it('reducing the opponent to 9 men wins; to 10 does not', () => {
    const win = play(at({ e8: 'N1', e9: 'n1' }), 'e8xe9'); // Black 11 -> 10
    expect(victory(win)).toBeNull();
    const men: Record<string, string> = { ...FILL, e8: 'N1', e9: 'n1' };
    delete men.d20; // Black 10 -> 9
    const nine = play(positionOf(v, men), 'e8xe9');
    expect(victory(nine)).toEqual({ winner: WHITE, reason: 'opponent reduced to 9 men' });
  });

  it('capturing the last Nexial wins; one of two does not', () => {
    const last = positionOf(v, { ...FILL, b20: 'n3', e8: 'N1', e9: 'nt', c20: 'n4' }); // Black's only Nexial on e9
    play(last, 'e8xe9');
    expect(victory(last)?.reason).toBe('extinction of the Nexside and Nextant');
    const first = play(at({ b19: 'N1', p20: 'n3' }), 'b19xb20'); // takes the Nexside, the Nextant remains
    expect(victory(first)).toBeNull();
  });

  it('there is no check: a Nexial may move onto an attacked square and be captured', () => {
    const pos = at({ b1: 'N1', e8: 'NS', g8: 'n1' }); // Black's Null One attacks f8
    expect(movesFrom(pos, 'e8')).toContain('e8-f8');
    play(pos, 'e8-f8');
    expect(legal(pos)).toContain('g8xf8');
  });

  it('a player with no legal move loses', () => {
    // White's ten men cannot move. The Even sliders cannot stop or capture next to a man and cannot
    // pass him; the Orthogos Odd is boxed in by its own men; the Nexials and the three jumpers with a
    // single square to go to may not go back there, having just come from it (the reversal rule).
    const wall: Record<string, string> = {
      a1: 'OO',
      a2: 'T3',
      b1: 'S2',
      t1: 'NS',
      s1: 'OE',
      a20: 'NT',
      e1: 'OE',
      f1: 'DE',
      g1: 'UE',
      h1: 'DE',
      d1: 'n1',
      e2: 'p7',
      f2: 'p8',
      g2: 's2',
      h2: 's4',
      i2: 's5',
      r1: 's6',
      s2: 's7',
      q20: 'ns',
      r20: 'nt',
    };
    const cameFrom = 'w - - 0 1 last:d5>a2,d3>b1,t2>t1,b19>a20';
    const stuck = positionOf(v, wall, cameFrom);
    expect(legal(stuck)).toEqual([]);
    expect(forcedOutcome(stuck)).toMatchObject({ winner: BLACK, termination: 'no-moves' });
    const opened: Record<string, string> = { ...wall, t10: 'n2' };
    delete opened.d1;
    const free = positionOf(v, opened, cameFrom);
    expect(legal(free)).toEqual(['e1-c1']);
    expect(forcedOutcome(free)).toBeNull();
  });
});

describe('ECROS perft of the default setup', () => {
  const REF_DEPTHS = tier([1, 2], [1, 2, 3]);
  /**
   * Depth 1 by hand. Sliders and Nexials are boxed in by rank 2; every jumper move goes forward to rank
   * 3 or beyond (ranks 1-2 are full of own men). Count per jumper, from its square (see docs/perft.md):
   * Null One..Eight 3+3+3+3+2+2+3+2 = 21; Primero Two..Eight 4+4+4+3+3+2+2 = 22; Segundo Two..Eight
   * 2+4+4+2+2+3+3 = 20; Tercio Three..Eight 2+4+2+2+3+3 = 16; castling: 2 Nexials x 38 other men = 76.
   */
  const HAND: Record<string, number> = {
    N1: 3,
    N2: 3,
    N3: 3,
    N4: 3,
    N5: 2,
    N6: 2,
    N7: 3,
    N8: 2,
    P2: 4,
    P3: 4,
    P4: 4,
    P5: 3,
    P6: 3,
    P7: 2,
    P8: 2,
    S2: 2,
    S3: 4,
    S4: 4,
    S5: 2,
    S6: 2,
    S7: 3,
    S8: 3,
    T3: 2,
    T4: 4,
    T5: 2,
    T6: 2,
    T7: 3,
    T8: 3,
  };

  it('depth 1 matches the hand count, man by man', () => {
    const pos = startPosition(v);
    const ids = idsOf(pos);
    const perMan: Record<string, number> = {};
    for (const t of legal(pos)) {
      const key = t.startsWith('O:') ? 'castling' : ids.get(t.slice(0, t.search(/[-x]/)))!;
      perMan[key] = (perMan[key] ?? 0) + 1;
    }
    expect(perMan).toEqual({ ...HAND, castling: 76 });
    expect(Object.values(HAND).reduce((a, b) => a + b, 0) + 76).toBe(155);
  });

  it('records 155, 24025, 2904144 at depths 1-3, equal for the mirrored side and for the reference rules (depth 3: deep tier)', () => {
    const counts = [155, 24025, 2904144];
    const pos = startPosition(v);
    counts.forEach((n, i) => expect(perft(pos, i + 1)).toBe(n));
    // Neither side's first move can reach the other's men: depth 2 is depth 1 squared.
    expect(counts[1]).toBe(155 * 155);
    // The setup is mirror-symmetric, so Black to move in it counts the same.
    const mirrored = parseFen(v, toFen(pos).replace(' w ', ' b '));
    counts.forEach((n, i) => expect(perft(mirrored, i + 1)).toBe(n));
    const ref = RefEcros.fromIds(idsOf(pos));
    expect(REF_DEPTHS.map((d) => ref.perft(d))).toEqual(counts.slice(0, REF_DEPTHS.length));
  });

  it('with both castlings spent: 79 jumper moves, 6241 = 79 squared, 518860, as in the reference rules (depth 3: deep tier)', () => {
    const pos = parseFen(v, toFen(startPosition(v)).replace(' Cc ', ' - '));
    const counts = [79, 6241, 518860];
    counts.forEach((n, i) => expect(perft(pos, i + 1)).toBe(n));
    const ref = RefEcros.fromIds(idsOf(pos));
    ref.castled = { white: true, black: true };
    expect(REF_DEPTHS.map((d) => ref.perft(d))).toEqual(counts.slice(0, REF_DEPTHS.length));
  });

  it('the CLI counts perft and lists the moves of the setup', async () => {
    expect(await runCli(['perft', 'ecros', '2'])).toEqual({ code: 0, out: '24025\n', err: '' });
    const moves = await runCli(['moves', 'ecros']);
    const lines = moves.out.trimEnd().split('\n');
    expect(lines).toHaveLength(155);
    expect(lines).toContain('k2-k3');
    expect(lines).toContain('O:j1-k2');
  });
});

/** A random legal free setup for both sides, each shuffled on its own. */
function randomSetup(random: () => number): Int16Array {
  const shuffle = <T>(a: T[]): T[] => {
    for (let i = a.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [a[i], a[j]] = [a[j]!, a[i]!];
    }
    return a;
  };
  const free = v.spec.freeSetup!;
  const backRankOnly = free.placement[0]!.pieces;
  const men = free.counts.flatMap((n, t) => new Array<number>(n).fill(t));
  const codes = new Int16Array(v.size);
  for (const [sign, home, second] of [
    [1, 0, 1],
    [-1, 19, 18],
  ] as const) {
    const homeSquares = shuffle([...FILES].map((_, x) => home * 20 + x));
    const back = men.filter((t) => backRankOnly.includes(t));
    const jumpers = shuffle(men.filter((t) => !backRankOnly.includes(t)));
    back.forEach((t, i) => (codes[homeSquares[i]!] = sign * (t + 1)));
    const rest = [...homeSquares.slice(back.length), ...[...FILES].map((_, x) => second * 20 + x)];
    jumpers.forEach((t, i) => (codes[rest[i]!] = sign * (t + 1)));
  }
  return codes;
}

describe('ECROS random play', () => {
  const games = tier(10, 200);

  it(`${games} seeded random games from random free setups: position text and undo hold after every move`, () => {
    const stats = randomPlay(v, {
      games,
      maxPlies: 300,
      seed: 20,
      start: (random) => {
        const codes = randomSetup(random);
        expect(checkFreeSetup(v, codes, WHITE)).toEqual([]);
        expect(checkFreeSetup(v, codes, BLACK)).toEqual([]);
        return positionFromSetup(v, codes);
      },
    });
    expect(stats.games).toBe(games);
    expect(stats.plies).toBeGreaterThan(games * 250);
  });

  it('the engine and the reference rules agree on every legal move along random games', () => {
    const random = seededRandom(5);
    for (let g = 0; g < tier(2, 8); g++) {
      const pos = positionFromSetup(v, randomSetup(random));
      const ref = RefEcros.fromIds(idsOf(pos));
      for (let ply = 0; ply < 150; ply++) {
        const ours = legal(pos);
        expect(ours, `game ${g} ply ${ply}: ${toFen(pos)}`).toEqual(ref.moves().sort());
        if (ours.length === 0) break;
        const text = ours[Math.floor(random() * ours.length)]!;
        play(pos, text);
        ref.play(text);
      }
    }
  });
});
