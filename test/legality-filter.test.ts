/**
 * The legality filter's shortcuts (pins where every check is a leap or ride; elsewhere the squares a
 * move must touch to expose the royal, and moves tested on the board alone) keep exactly the moves
 * that making each pseudo-legal move and testing the royal keeps.
 */
import { describe, expect, it } from 'vitest';
import { loadVariant } from '../src/definitions/load.js';
import { attacked, capturesRoyal, generateLegal, generatePseudo, inCheck, MoveList } from '../src/engine/movegen.js';
import type { Position } from '../src/engine/position.js';
import { rulesOf } from '../src/engine/rules/index.js';
import { keepNonChecking } from '../src/engine/rules/no-checks.js';
import { startPosition } from '../src/engine/start.js';
import { BLACK, WHITE } from '../src/engine/variant.js';
import { parseFen, toFen } from '../src/notation/fen.js';
import { randomGamePositions } from './helpers/fsf.js';
import { tier } from './helpers/tier.js';

/** The legal moves by the definition: each pseudo-legal move made, then the mover's royal looked at. */
function madeAndTested(pos: Position): number[] {
  const v = pos.variant;
  const rules = rulesOf(v.spec);
  const us = pos.turn;
  const them = us === WHITE ? BLACK : WHITE;
  const list = new MoveList();
  generatePseudo(pos, list);
  return list.toArray().filter((m) => {
    if (v.uncheckedCaptures && capturesRoyal(pos, m)) return false;
    pos.make(m);
    const king = pos.royal[us]!;
    const safe = king < 0 || (!attacked(pos, king, them) && rules.every((r) => r.exposure?.(pos) == null));
    pos.unmake();
    return safe;
  });
}

const sorted = (moves: number[]): number[] => [...moves].sort((a, b) => a - b);

function filtered(pos: Position): number[] {
  const list = new MoveList();
  generateLegal(pos, list);
  return list.toArray();
}

// Variants whose legal moves are just the pseudo-legal ones that leave the royal safe (no moves only in
// check, no compulsory captures, no victory that ends the game early): one of each way checks come.
const VARIANTS = [
  'chess',
  'xiangqi',
  'grasshopper',
  'shogi',
  'crazyhouse',
  'orthodia',
  'test/fixtures/fsf/tests.ini:cannonhouse',
];

describe('the legality filter keeps what making and testing each move keeps', () => {
  for (const id of VARIANTS) {
    it(`${id}: in random-game positions and every position one move after them`, () => {
      const { variant } = loadVariant(id);
      expect(variant.inCheckMoves.length + variant.restrictions.length + variant.spec.end.victories.length).toBe(0);
      let checked = 0;
      for (const pos of randomGamePositions(() => startPosition(variant), tier(5, 60), 31, 120)) {
        for (const m of [-1, ...filtered(pos)]) {
          if (m >= 0) pos.make(m);
          expect(sorted(filtered(pos)), toFen(pos)).toEqual(sorted(madeAndTested(pos)));
          checked++;
          if (m >= 0) pos.unmake();
        }
      }
      expect(checked).toBeGreaterThan(100);
    });
  }

  it('Atomic: captures, whose explosions change other squares, and other moves keep what the rules keep', () => {
    const { variant } = loadVariant('atomic');
    const adjacent = (a: number, b: number): boolean =>
      Math.abs((a % 8) - (b % 8)) <= 1 && Math.abs((a >> 3) - (b >> 3)) <= 1;
    // By the rules: the own king must survive the move, and stand unattacked unless the enemy king is
    // gone or next to him (no capture could take him without blowing up its own king).
    const byTheRules = (pos: Position): number[] => {
      const us = pos.turn;
      const them = us === WHITE ? BLACK : WHITE;
      const list = new MoveList();
      generatePseudo(pos, list);
      return list.toArray().filter((m) => {
        pos.make(m);
        const king = pos.royal[us]!;
        const enemy = pos.royal[them]!;
        const safe = king >= 0 && (enemy < 0 || adjacent(king, enemy) || !attacked(pos, king, them));
        pos.unmake();
        return safe;
      });
    };
    const positions = [
      ...randomGamePositions(() => startPosition(variant), tier(12, 60), 37, 120),
      // A capture next to the own king; one blowing up the man that blocks a rook's check; one blowing
      // up the enemy king while the own is attacked; kings side by side under a queen's line; a king ringed
      // by knights that rooks may take from either side.
      parseFen(variant, '4k3/8/8/8/8/8/3p4/4K3 w - - 0 1'),
      parseFen(variant, '8/6k1/8/R1nnn2R/R1nKn2R/R1nnn2R/8/Q7 w - - 0 1'),
      parseFen(variant, '4r2k/8/8/8/8/3p4/4N3/4K1B1 w - - 0 1'),
      parseFen(variant, '7k/6p1/8/8/8/8/1r6/K5R1 w - - 0 1'),
      parseFen(variant, '8/8/8/8/8/3kK3/8/q7 w - - 0 1'),
    ];
    let checked = 0;
    let captures = 0;
    for (const pos of positions) {
      if (pos.royal[WHITE]! < 0 || pos.royal[BLACK]! < 0) continue; // a game already won
      for (const m of [-1, ...filtered(pos)]) {
        if (m >= 0) {
          if (pos.board[(m >>> 10) & 0x3ff] !== 0) captures++;
          pos.make(m);
        }
        if (pos.royal[WHITE]! >= 0 && pos.royal[BLACK]! >= 0) {
          expect(sorted(filtered(pos)), toFen(pos)).toEqual(sorted(byTheRules(pos)));
          checked++;
        }
        if (m >= 0) pos.unmake();
      }
    }
    expect(checked).toBeGreaterThan(100);
    expect(captures).toBeGreaterThan(20);
  });

  it('Xiangqi: a Chariot blocking a Horse at the General, and generals made to face, are found', () => {
    const { variant } = loadVariant('xiangqi');
    const sq = (name: string): number => (Number(name.slice(1)) - 1) * 9 + name.charCodeAt(0) - 97;
    const blocking = parseFen(variant, '5k3/9/9/9/9/9/9/9/2nR5/4K4 w - - 0 1');
    const blocked = filtered(blocking);
    expect(sorted(blocked)).toEqual(sorted(madeAndTested(blocking)));
    expect(blocked.filter((m) => (m & 0x3ff) === sq('d2')).length).toBe(1); // the Chariot may only take the Horse
    // The Soldier between the generals taken off the board, as a library user may do: facing now, only
    // the General's steps aside and the Chariot's move between them part them.
    const facing = parseFen(variant, '4k4/9/9/9/4p4/R8/9/9/9/4K4 w - - 0 1');
    facing.lift(sq('e6'));
    const parted = filtered(facing);
    expect(sorted(parted)).toEqual(sorted(madeAndTested(facing)));
    expect(sorted(parted.map((m) => (m >>> 10) & 0x3ff))).toEqual(['d1', 'f1', 'e5'].map(sq));
  });

  it('a man dropped between a cannon and the own king gives the cannon its screen', () => {
    const { variant } = loadVariant('test/fixtures/fsf/tests.ini:cannonhouse');
    const pos = parseFen(variant, '4k3/4c3/8/8/8/8/8/4K3[P] w - - 0 1');
    const moves = filtered(pos);
    expect(sorted(moves)).toEqual(sorted(madeAndTested(pos)));
    const onFile = (m: number): boolean => (m & 0x3ff) % 8 === 4;
    expect(moves.filter((m) => (m & 0x3ff) === ((m >>> 10) & 0x3ff) && onFile(m))).toEqual([]); // no drop on e2..e6
    expect(moves.length).toBe(5 + 6 * 8 - 6); // the King's steps, and drops on the other empty squares of ranks 2 to 7
  });
});

describe('the gives-check filter (no checks) keeps what making each move and testing the enemy royal keeps', () => {
  // Promotions, drops, hoppers and screens, and the race itself: the shortcuts (moves off the royal's open
  // lines and leaps kept untested, the rest tested on the board alone) must change no answer.
  for (const id of [...VARIANTS, 'racingkings']) {
    it(`${id}: the pseudo-legal moves in random-game positions and every position one move after them`, () => {
      const { variant } = loadVariant(id);
      let checking = 0;
      for (const pos of randomGamePositions(() => startPosition(variant), tier(5, 60), 37, 120)) {
        for (const first of [-1, ...filtered(pos)]) {
          if (first >= 0) pos.make(first);
          const list = new MoveList();
          generatePseudo(pos, list);
          const expected = list.toArray().filter((m) => {
            pos.make(m);
            const checks = inCheck(pos);
            pos.unmake();
            return !checks;
          });
          checking += list.length - expected.length;
          keepNonChecking(pos, list);
          expect(sorted(list.toArray()), toFen(pos)).toEqual(sorted(expected));
          if (first >= 0) pos.unmake();
        }
      }
      expect(checking).toBeGreaterThan(0);
    });
  }

  it('a man stepping along a line to the king, toward it, still blocks the rider behind him', () => {
    const { variant } = loadVariant('chess');
    const pos = parseFen(variant, '4k3/8/8/8/8/4P3/8/4R1K1 w - - 0 1');
    const list = new MoveList();
    generatePseudo(pos, list);
    keepNonChecking(pos, list);
    const e3 = 2 * 8 + 4;
    const e4 = 3 * 8 + 4;
    expect(
      list
        .toArray()
        .filter((m) => (m & 0x3ff) === e3)
        .map((m) => (m >>> 10) & 0x3ff),
    ).toEqual([e4]);
  });
});
