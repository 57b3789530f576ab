/**
 * Atomic chess (templates/atomic.yaml, rule module src/engine/rules/atomic.ts) plays Fairy-Stockfish's
 * `atomic`: perft divided by first move equals FSF's from the start, from positions where explosions,
 * touching kings, castling next to the enemy king and en passant decide, and from positions of seeded
 * random games (depth 3 and two games in `npm test`; depth 4 and twenty in the deep tier). What an
 * explosion removes and how the game ends are checked on the engine's own positions.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadVariant } from '../src/definitions/load.js';
import { generateLegal, inCheck, MoveList } from '../src/engine/movegen.js';
import { forcedOutcome } from '../src/engine/outcome.js';
import { startPosition } from '../src/engine/start.js';
import { parseFen, toFen } from '../src/notation/fen.js';
import { comparePerft, Fsf, randomGamePositions, uciMove } from './helpers/fsf.js';
import { tier } from './helpers/tier.js';
import { randomPlay } from './variants/random-play.js';

const { variant } = loadVariant('atomic');
const START_DEPTH = tier(3, 4);
const RANDOM_POSITIONS = tier(2, 20);
const RANDOM_DEPTH = tier(3, 4);

/** The legal move of `fen` written `uci`, made; the position after it. */
function after(fen: string, uci: string): ReturnType<typeof parseFen> {
  const pos = parseFen(variant, fen, { anyPosition: true });
  const list = new MoveList();
  generateLegal(pos, list);
  const m = list.toArray().find((x) => uciMove(pos, x) === uci);
  if (m === undefined) throw new Error(`${uci} is not legal in ${fen}`);
  pos.make(m);
  return pos;
}

const legal = (fen: string): string[] => {
  const pos = parseFen(variant, fen, { anyPosition: true });
  const list = new MoveList();
  generateLegal(pos, list);
  return list
    .toArray()
    .map((m) => uciMove(pos, m))
    .sort();
};

describe('Atomic chess: the explosion', () => {
  it('removes the captured man, the capturer and every man but a pawn around the capture square', () => {
    // Nxd6 explodes on d6: the knight, the bishop d6 and the knight c7 go; the pawns c5 and e7 stay.
    const pos = after('4k3/2n1p3/3b4/2p5/4N3/8/8/4K3 w - - 0 1', 'e4d6');
    expect(toFen(pos)).toBe('4k3/4p3/8/2p5/8/8/8/4K3 b - - 0 1');
  });

  it('en passant explodes around the square the pawn moved to, and unmake puts every man back', () => {
    const fen = '8/8/8/2kpP3/8/8/8/4K3 w - d6 0 1';
    const pos = after(fen, 'e5d6');
    // The pawn d5 is taken; the explosion on d6 removes the capturer and the king c5 beside it.
    expect(toFen(pos)).toBe('8/8/8/8/8/8/8/4K3 b - - 0 1');
    pos.unmake();
    expect(toFen(pos)).toBe(fen);
  });

  it("a capture that would explode one's own king is no move; a king never captures", () => {
    expect(legal('4k3/8/8/8/8/8/3pK3/8 w - - 0 1')).not.toContain('e2d2');
    // The rook's capture on d1 would blow up its own king e1 beside it.
    const moves = legal('4k3/8/8/8/8/8/8/R2nK3 w - - 0 1');
    expect(moves).toContain('a1c1');
    expect(moves.filter((m) => m.endsWith('d1'))).toEqual([]);
  });

  it('exploding the enemy king wins at once, even out of check', () => {
    // White is in check from the queen a4, but Rxe7 blows up the black king beside e7.
    const fen = '4k3/4r3/8/8/q7/8/8/3KR3 w - - 0 1';
    expect(inCheck(parseFen(variant, fen, { anyPosition: true }))).toBe(true);
    const pos = after(fen, 'e1e7');
    expect(forcedOutcome(pos)).toMatchObject({ winner: 0, termination: 'victory' });
    const replies = new MoveList();
    generateLegal(pos, replies);
    expect(replies.length).toBe(0);
    // The finished game's position can be read back; a position where the side that just moved has no king cannot.
    expect(forcedOutcome(parseFen(variant, toFen(pos)))).toMatchObject({ winner: 0, termination: 'victory' });
    expect(() => parseFen(variant, toFen(pos).replace(' b ', ' w '))).toThrow(
      /Black has no King; each side has exactly one/,
    );
  });

  it('kings side by side: neither is in check, whatever attacks him', () => {
    const fen = '8/8/8/3kK3/8/8/8/q7 w - - 0 1';
    expect(inCheck(parseFen(variant, fen, { anyPosition: true }))).toBe(false);
    // The queen's diagonal runs through e5: d4 beside the black king is safe, f6 away from him is not.
    const moves = legal(fen);
    expect(moves).toEqual(expect.arrayContaining(['e5d4', 'e5e6']));
    expect(moves).not.toContain('e5f6');
  });
});

describe('Atomic chess in play', () => {
  it('seeded random games to the end: after every explosion the position text round-trips, and undo restores every earlier one', () => {
    let explosions = 0;
    let men = 32;
    const games = tier(10, 100);
    const stats = randomPlay(variant, {
      games,
      maxPlies: 300,
      seed: 0xa70,
      start: () => startPosition(variant),
      afterMove: (pos) => {
        // An explosion removes two men at least: the captured man and the capturer.
        const now = pos.men[0]! + pos.men[1]!;
        if ((pos.undoDepth === 1 ? 32 : men) - now >= 2) explosions++;
        men = now;
      },
    });
    expect(stats.games).toBe(games);
    expect(stats.ended).toBeGreaterThan(0);
    expect(explosions).toBeGreaterThan(0);
  });
});

describe('Atomic chess equals Fairy-Stockfish', () => {
  let fsf: Fsf;
  beforeAll(async () => {
    fsf = await Fsf.start();
  });
  afterAll(async () => {
    await fsf?.close();
  });

  it(`reads our start position as its own, and perft ${START_DEPTH} agrees move by move`, async () => {
    const fen = toFen(startPosition(variant));
    expect(await fsf.startFen('atomic')).toBe(fen);
    const r = await comparePerft(fsf, 'atomic', startPosition(variant), fen, START_DEPTH);
    expect(r.differences).toEqual([]);
    expect(r.ours).toBe(r.theirs);
    expect(r.ours).toBe(START_DEPTH === 4 ? 197326 : 8902);
  });

  for (const [name, fen] of [
    ['castling, explosions on the back ranks', 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1'],
    ['kings side by side, a queen on their diagonal', '8/8/8/3kK3/8/8/8/q7 w - - 0 1'],
    ['castling past a rook attack beside the enemy king', '8/8/8/8/8/8/5rk1/4K2R w K - 0 1'],
    ['en passant next to a king', '8/8/8/2k5/3pP3/8/8/4K3 b - e3 0 1'],
    ['a queen beside the king', '4k3/8/8/8/8/8/3q4/4K3 w - - 0 1'],
    // Pins do not hold while the kings touch: the knight d5 leaves the rook's file.
    ['a man pinned to a king beside the enemy king', '3r4/8/8/3N4/3Kk3/8/8/8 w - - 0 1'],
    ['a man pinned to a king one step from touching', '3r4/8/8/3N4/3K4/5k2/8/8 w - - 0 1'],
  ] as const) {
    it(`${name}: perft 3 agrees move by move`, async () => {
      const r = await comparePerft(fsf, 'atomic', parseFen(variant, fen, { anyPosition: true }), fen, 3);
      expect(r.differences).toEqual([]);
      expect(r.ours).toBe(r.theirs);
    });
  }

  it(`${RANDOM_POSITIONS} positions of seeded random games: perft ${RANDOM_DEPTH} agrees move by move`, async () => {
    const failures: string[] = [];
    let nodes = 0;
    for (const pos of randomGamePositions(() => startPosition(variant), RANDOM_POSITIONS, 0xa70)) {
      const fen = toFen(pos);
      const r = await comparePerft(fsf, 'atomic', pos, fen, RANDOM_DEPTH);
      nodes += r.ours;
      if (r.differences.length > 0 || r.ours !== r.theirs)
        failures.push(`${fen}: ours ${r.ours}, FSF ${r.theirs}; ${r.differences.slice(0, 4).join(', ')}`);
    }
    expect(failures).toEqual([]);
    expect(nodes).toBeGreaterThan(RANDOM_POSITIONS * 100);
  });
});
