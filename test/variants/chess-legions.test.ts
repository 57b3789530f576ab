/** Chess Legions (and the Masked Men option), rule by rule from docs/rules/chess-legions.md, each both ways; perft; random play. */
import { describe, expect, it } from 'vitest';
import { loadVariant } from '../../src/definitions/load.js';
import { inCheck } from '../../src/engine/movegen.js';
import { forcedOutcome } from '../../src/engine/outcome.js';
import { perft } from '../../src/engine/perft.js';
import { victory } from '../../src/engine/rules/victories.js';
import { startPositionWith } from '../../src/engine/setup.js';
import { startPosition } from '../../src/engine/start.js';
import { WHITE } from '../../src/engine/variant.js';
import { InputError } from '../../src/errors.js';
import { parseFen, toFen } from '../../src/notation/fen.js';
import { runCli } from '../helpers/cli.js';
import { tier } from '../helpers/tier.js';
import { RefLegions } from './legions-reference.js';
import { idsOf, legal, movesFrom, play, positionOf } from './play.js';
import { randomPlay, seededRandom } from './random-play.js';

const { variant: v } = loadVariant('chess-legions');
const START = 'mmmmmmmmmm/rnbaqkgbnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBAQKGBNR/MMMMMMMMMM w KQGkqg - 0 1';
const at = (men: Record<string, string>, rest = 'w - -') => positionOf(v, men, rest);
const rights = (pos: ReturnType<typeof at>) => toFen(pos).split(' ')[2];

describe('Chess Legions setup', () => {
  it('is the 10x10 setup of the rules: Bowmen, then R N B A Q K G B N R, then Pawns; Black on the same files', () => {
    expect(toFen(startPosition(v))).toBe(START);
  });

  it('Masked Men: each side may start with Guard and Assassin exchanged', () => {
    const white = startPositionWith(v, { white: 'masked-men' });
    expect(toFen(white)).toBe(START.replace('RNBAQKGBNR', 'RNBGQKABNR'));
    const both = startPositionWith(v, { white: 'masked-men', black: 'masked-men' });
    expect(toFen(both)).toBe(START.replace('RNBAQKGBNR', 'RNBGQKABNR').replace('rnbaqkgbnr', 'rnbgqkabnr'));
    expect(toFen(startPositionWith(v, { black: 'masked-men', white: null }))).toBe(
      START.replace('rnbaqkgbnr', 'rnbgqkabnr'),
    );
    expect(toFen(startPositionWith(v, {}))).toBe(START);
    expect(() => startPositionWith(v, { white: 'masked' })).toThrow(InputError);
    expect(() => startPositionWith(v, { white: 'masked' })).toThrow(
      'unknown setup option "masked" for White (options: masked-men)',
    );
  });
});

describe('Chess Legions Bowmen', () => {
  it('step one square straight forward, moving or capturing there, never diagonally', () => {
    const pos = at({ a1: 'K', j10: 'k', c4: 'M', d5: 'p' });
    expect(movesFrom(pos, 'c4')).toEqual(['c4-c5']);
    // An enemy in front is captured, or leapt over (c4-c6).
    expect(movesFrom(at({ a1: 'K', j10: 'k', c4: 'M', c5: 'p' }), 'c4')).toEqual(['c4-c6', 'c4xc5']);
  });

  it('chain three leapfrogs over men of either side, stopping after any leap', () => {
    const pos = at({ a1: 'K', j10: 'k', c1: 'M', c2: 'N', c4: 'n', c6: 'P' });
    expect(movesFrom(pos, 'c1')).toEqual(['c1-c3', 'c1-c3-c5', 'c1-c3-c5-c7']);
    play(pos, 'c1-c3-c5-c7');
    expect(toFen(pos).split(' ')[0]).toBe('9k/10/10/2M7/2P7/10/2n7/10/2N7/K9');
  });

  it('cannot capture after a leap, nor leap onto an occupied square', () => {
    // After c1-c3 the enemy on c4 stands in front, but the volley has no capture; c5 is occupied.
    expect(movesFrom(at({ a1: 'K', j10: 'k', c1: 'M', c2: 'N', c4: 'n', c5: 'n' }), 'c1')).toEqual(['c1-c3']);
    expect(movesFrom(at({ a1: 'K', j10: 'k', c1: 'M', c2: 'N', c3: 'n' }), 'c1')).toEqual([]);
  });

  it('check the King straight ahead only, and may leapfrog a King', () => {
    const pos = at({ a1: 'K', e7: 'k', e5: 'M' }, 'b - -');
    expect(movesFrom(pos, 'e7')).not.toContain('e7-e6');
    expect(movesFrom(pos, 'e7')).toContain('e7-d6'); // diagonally in front: not attacked
    expect(movesFrom(at({ d5: 'K', j10: 'k', d4: 'M' }), 'd4')).toEqual(['d4-d6']);
  });

  it('reaching the last rank, reappear on an empty square of the own first rank, chosen by the owner', () => {
    const rank1 = { b1: 'M', c1: 'M', d1: 'M', e1: 'M', f1: 'M', g1: 'M', h1: 'M' }; // a1, i1, j1 empty
    const pos = at({ ...rank1, a3: 'K', j8: 'k', c9: 'M' });
    expect(movesFrom(pos, 'c9')).toEqual(['c9-c10/a1', 'c9-c10/i1', 'c9-c10/j1']);
    const cap = at({ ...rank1, a3: 'K', j8: 'k', c9: 'M', c10: 'r' });
    expect(movesFrom(cap, 'c9')).toEqual(['c9xc10/a1', 'c9xc10/i1', 'c9xc10/j1']);
    play(cap, 'c9xc10/j1');
    expect(toFen(cap).split(' ')[0]).toBe('10/10/9k/10/10/10/10/K9/10/1MMMMMMM1M');
    // A volley that lands on the last rank wraps too.
    const volley = at({ ...rank1, a3: 'K', j8: 'k', c6: 'M', c7: 'p', c9: 'n' });
    expect(movesFrom(volley, 'c6')).toEqual(['c6-c8', 'c6-c8-c10/a1', 'c6-c8-c10/i1', 'c6-c8-c10/j1', 'c6xc7']);
    // Black's Bowmen come back on rank 10.
    const black = at({ b3: 'K', j8: 'k', c2: 'm', a10: 'r', b10: 'n' }, 'b - -');
    expect(movesFrom(black, 'c2')).toEqual([
      'c2-c1/c10',
      'c2-c1/d10',
      'c2-c1/e10',
      'c2-c1/f10',
      'c2-c1/g10',
      'c2-c1/h10',
      'c2-c1/i10',
      'c2-c1/j10',
    ]);
  });

  it('with no empty square on the first rank, the Bowman is removed as captured', () => {
    // Ten Bowmen at most: nine on the first rank and a Knight fill it.
    const full: Record<string, string> = { a3: 'K', j8: 'k', c9: 'M', e1: 'N' };
    for (const f of 'abcdfghij') full[`${f}1`] = 'M';
    const pos = at(full);
    expect(movesFrom(pos, 'c9')).toEqual(['c9-c10/x']);
    expect(pos.men[WHITE]).toBe(12);
    play(pos, 'c9-c10/x');
    expect(pos.men[WHITE]).toBe(11);
    expect(toFen(pos).split(' ')[0]).toBe('10/10/9k/10/10/10/10/K9/10/MMMMNMMMMM');
  });
});

describe('Chess Legions Guard', () => {
  it('moves one or two squares in any direction, the square between empty, and captures', () => {
    expect(movesFrom(at({ a1: 'K', j10: 'k', e5: 'G' }), 'e5')).toHaveLength(16);
    const pos = at({ a1: 'K', j10: 'k', e5: 'G', e6: 'p', f6: 'P' });
    const moves = movesFrom(pos, 'e5');
    expect(moves).toContain('e5xe6');
    expect(moves).not.toContain('e5-e7');
    expect(moves).not.toContain('e5-g7');
    expect(moves).toHaveLength(13);
    expect(inCheck(play(at({ a1: 'K', e8: 'k', e5: 'G' }), 'e5-e6'))).toBe(true);
  });

  // White King e2 checked by the rook on e9; the Guard far away on h8.
  const checked = { e2: 'K', h8: 'G', e9: 'r', a10: 'k' };

  it('can be called, in check, to an empty square next to the King, only where that ends the check', () => {
    const pos = at(checked, 'w G -');
    expect(legal(pos).filter((t) => t.includes('@'))).toEqual(['h8@e3']);
    play(pos, 'h8@e3');
    expect(toFen(pos).split(' ').slice(0, 3)).toEqual(['k9/4r5/10/10/10/10/10/4G5/4K5/10', 'b', '-']);
  });

  it('cannot be called without the right, out of check, or against a check no square next to the King blocks', () => {
    expect(legal(at(checked, 'w - -')).some((t) => t.includes('@'))).toBe(false);
    expect(legal(at({ e2: 'K', h8: 'G', a9: 'r', a10: 'k' }, 'w G -')).some((t) => t.includes('@'))).toBe(false);
    expect(legal(at({ e2: 'K', h8: 'G', f4: 'n', a10: 'k' }, 'w G -')).some((t) => t.includes('@'))).toBe(false);
  });

  it('is called once per game only', () => {
    const pos = at({ e2: 'K', h8: 'G', e9: 'r', a10: 'k', a8: 'r' }, 'w G -');
    play(pos, 'h8@e3', 'a8-a2'); // the second rook checks along rank 2
    expect(inCheck(pos)).toBe(true);
    expect(legal(pos).some((t) => t.includes('@'))).toBe(false);
  });

  it('a square the Guard reaches by its own move is an ordinary move, which keeps the right', () => {
    const pos = at({ e2: 'K', g3: 'G', e9: 'r', a10: 'k' }, 'w G -');
    expect(legal(pos)).toContain('g3-e3');
    expect(legal(pos).filter((t) => t.includes('@'))).toEqual([]);
    play(pos, 'g3-e3');
    expect(rights(pos)).toBe('G');
  });
});

describe('Chess Legions Assassin', () => {
  it('moves one or two squares, the square between empty, never captures nor lands on a man', () => {
    const pos = at({ a1: 'K', j10: 'k', e5: 'A', e6: 'p', d4: 'P' });
    const moves = movesFrom(pos, 'e5');
    expect(moves.some((t) => t.includes('x'))).toBe(false);
    expect(moves).not.toContain('e5-e7');
    expect(moves).not.toContain('e5-c3');
    expect(moves).toHaveLength(16 - 4);
  });

  it('assassinates: a move after which it could step onto the enemy King wins at once', () => {
    const pos = at({ a1: 'K', e8: 'k', e4: 'A' });
    const near = pos.clone();
    play(pos, 'e4-e6');
    expect(victory(pos)).toEqual({ winner: WHITE, reason: 'assassination by the Assassin' });
    expect(legal(pos)).toEqual([]);
    expect(forcedOutcome(pos)).toMatchObject({ winner: WHITE, termination: 'victory' });
    play(near, 'e4-e5'); // three squares away: nothing
    expect(victory(near)).toBeNull();
    const blocked = play(at({ a1: 'K', e8: 'k', e4: 'A', e7: 'p' }), 'e4-e6');
    expect(victory(blocked)).toBeNull();
  });

  it('assassinates by discovery, but not by a move that leaves the own King in check', () => {
    const discovered = play(at({ a1: 'K', e8: 'k', e6: 'A', e7: 'N' }), 'e7-c6');
    expect(victory(discovered)?.winner).toBe(WHITE);
    // The Assassin on c3 is pinned to its King by the bishop on e5: c3-e3 would reach f3, but is illegal.
    const pinned = at({ a1: 'K', c3: 'A', e5: 'b', f3: 'k' });
    expect(movesFrom(pinned, 'c3')).toEqual(['c3-b2', 'c3-d4']);
    const free = play(at({ a1: 'K', c3: 'A', e6: 'b', f3: 'k' }), 'c3-e3');
    expect(victory(free)?.winner).toBe(WHITE);
  });

  it('covers squares as a check does: the King may not step where the Assassin could reach it', () => {
    const pos = at({ a1: 'K', e8: 'k', e5: 'A' }, 'b - -');
    expect(movesFrom(pos, 'e8')).not.toContain('e8-e7');
    expect(movesFrom(pos, 'e8')).toContain('e8-d7');
    expect(movesFrom(at({ a1: 'K', e8: 'k', e5: 'A', e6: 'P' }, 'b - -'), 'e8')).toContain('e8-e7');
  });
});

describe('Chess Legions castling, pawns and promotion', () => {
  const home = { a2: 'R', f2: 'K', j2: 'R', f9: 'k' };

  it('castles long on rank 2: left K f2-b2 with R a2-c2, right K f2-i2 with R j2-h2', () => {
    const pos = at(home, 'w KQ -');
    expect(legal(pos).filter((t) => t.startsWith('O'))).toEqual(['O-O', 'O-O-O']);
    const left = play(pos.clone(), 'O-O-O');
    expect(toFen(left).split(' ').slice(0, 3)).toEqual(['10/5k4/10/10/10/10/10/10/1KR6R/10', 'b', '-']);
    const right = play(pos.clone(), 'O-O');
    expect(toFen(right).split(' ')[0]).toBe('10/5k4/10/10/10/10/10/10/R6RK1/10');
  });

  it('refuses castling through men, out of check, across attacked squares, or after the King moved', () => {
    const castles = (men: Record<string, string>, r = 'w KQ -') => legal(at(men, r)).filter((t) => t.startsWith('O'));
    expect(castles({ ...home, b2: 'N' })).toEqual(['O-O']);
    expect(castles({ ...home, f7: 'r' })).toEqual([]); // in check
    expect(castles({ ...home, d7: 'r' })).toEqual(['O-O']); // d2 is crossed
    expect(castles({ ...home, b7: 'r' })).toEqual(['O-O']); // b2 is the landing square
    expect(castles({ ...home, a7: 'r' })).toEqual(['O-O', 'O-O-O']); // only the rook is attacked
    const moved = play(at(home, 'w KQ -'), 'f2-f3', 'f9-f8', 'f3-f2', 'f8-f9');
    expect(legal(moved).filter((t) => t.startsWith('O'))).toEqual([]);
  });

  it('pawns double-step from rank 3 only, capture en passant onto rank 4, promote to Q, R, B or N', () => {
    expect(movesFrom(at({ a1: 'K', j10: 'k', c3: 'P' }), 'c3')).toEqual(['c3-c4', 'c3-c5']);
    expect(movesFrom(at({ a1: 'K', j10: 'k', c4: 'P' }), 'c4')).toEqual(['c4-c5']);
    const ep = play(at({ a1: 'K', j10: 'k', c3: 'P', d5: 'p' }), 'c3-c5');
    expect(toFen(ep).split(' ')[3]).toBe('c4');
    expect(movesFrom(ep, 'd5')).toEqual(['d5-d4', 'd5xc4']);
    play(ep, 'd5xc4');
    expect(toFen(ep).split(' ')[0]).toBe('9k/10/10/10/10/10/2p7/10/10/K9');
    expect(movesFrom(at({ a1: 'K', j10: 'k', c9: 'P' }), 'c9')).toEqual([
      'c9-c10=B',
      'c9-c10=N',
      'c9-c10=Q',
      'c9-c10=R',
    ]);
  });
});

describe('Chess Legions perft of the setup', () => {
  it('depth 1 matches the hand count: 10 single and 10 double pawn steps, 2 moves for each Knight', () => {
    // Everything else is boxed in: rank 2 stands on Bowmen and behind Pawns, Bowmen see rank 2 occupied
    // and rank 3 occupied (no volley landing), Guard and Assassin have no empty square within two.
    const moves = legal(startPosition(v));
    expect(moves.filter((t) => /^[a-j]3-[a-j]4$/.test(t))).toHaveLength(10);
    expect(moves.filter((t) => /^[a-j]3-[a-j]5$/.test(t))).toHaveLength(10);
    expect(moves.filter((t) => /^[bi]2/.test(t))).toEqual(['b2-a4', 'b2-c4', 'i2-h4', 'i2-j4']);
    expect(moves).toHaveLength(24);
  });

  it('records 24, 576, 16352 at depths 1-3, equal for the mirrored side and for the reference rules (depth 3: deep tier)', () => {
    const counts = [24, 576, 16352];
    const pos = startPosition(v);
    counts.forEach((n, i) => expect(perft(pos, i + 1)).toBe(n));
    expect(counts[1]).toBe(24 * 24); // no first move of one side reaches the other's men
    // Black's setup mirrors White's on the same files, so Black to move counts the same.
    const mirrored = parseFen(v, START.replace(' w ', ' b '));
    counts.forEach((n, i) => expect(perft(mirrored, i + 1)).toBe(n));
    const depths = tier([1, 2], [1, 2, 3]);
    expect(depths.map((d) => RefLegions.fromIds(idsOf(pos)).perft(d))).toEqual(counts.slice(0, depths.length));
  });

  it('Masked Men starts count the same in the engine and the reference rules', () => {
    for (const choice of [{ white: 'masked-men' }, { white: 'masked-men', black: 'masked-men' }]) {
      const pos = startPositionWith(v, choice);
      const depth = tier(2, 3);
      expect(perft(pos, depth)).toBe(RefLegions.fromIds(idsOf(pos)).perft(depth));
    }
  });

  it('the CLI counts perft and lists the moves of the setup', async () => {
    expect(await runCli(['perft', 'chess-legions', '2'])).toEqual({ code: 0, out: '576\n', err: '' });
    const moves = await runCli(['moves', 'chess-legions']);
    expect(moves.out.trimEnd().split('\n')).toHaveLength(24);
  });
});

describe('Chess Legions random play', () => {
  const choice = (random: () => number) => (random() < 0.5 ? 'masked-men' : null);

  const games = tier(50, 200);

  it(`${games} seeded random games, Masked Men chosen at random: position text and undo hold after every move`, () => {
    const used = { volley: 0, wrap: 0, call: 0, castle: 0, promotion: 0 };
    const stats = randomPlay(v, {
      games,
      maxPlies: 300,
      seed: 10,
      start: (random) => startPositionWith(v, { white: choice(random), black: choice(random) }),
      afterMove: (_pos, _m, text) => {
        if (/^[a-j]\d+-[a-j]\d+-/.test(text)) used.volley++;
        if (text.includes('/')) used.wrap++;
        if (text.includes('@')) used.call++;
        if (text.startsWith('O')) used.castle++;
        if (text.includes('=')) used.promotion++;
      },
    });
    expect(stats.games).toBe(games);
    expect(stats.ended).toBeGreaterThan(0);
    // The special rules were exercised along the way.
    for (const [rule, n] of Object.entries(used)) expect(n, rule).toBeGreaterThan(0);
  });

  it('the engine and the reference rules agree on every legal move along random games', () => {
    const random = seededRandom(11);
    let ended = 0;
    for (let g = 0; g < tier(8, 40); g++) {
      const pos = startPositionWith(v, { white: choice(random), black: choice(random) });
      const ref = RefLegions.fromIds(idsOf(pos));
      for (let ply = 0; ply < 300; ply++) {
        const ours = legal(pos);
        expect(ours, `game ${g} ply ${ply}: ${toFen(pos)}`).toEqual(ref.moves().sort());
        if (ours.length === 0) {
          ended++;
          break;
        }
        const text = ours[Math.floor(random() * ours.length)]!;
        play(pos, text);
        ref.play(text);
      }
    }
    expect(ended).toBeGreaterThan(0);
  });
});

describe('Chess Legions results', () => {
  it('checkmate wins and stalemate draws, as in chess', () => {
    // Black King a10 mated by the Queen on b9 guarded by the Guard on c8.
    const mate = at({ a1: 'K', a10: 'k', b9: 'Q', c8: 'G' }, 'b - -');
    expect(legal(mate)).toEqual([]);
    expect(forcedOutcome(mate)).toMatchObject({ winner: WHITE, termination: 'checkmate' });
    expect(forcedOutcome(at({ a1: 'K', a10: 'k', b8: 'Q' }, 'b - -'))).toMatchObject({
      winner: null,
      termination: 'stalemate',
    });
  });
});
