/**
 * The Shogi family's Fairy-Stockfish built-ins that fairyprint plays as parents since issue 31 (yarishogi
 * and the others in src/definitions/fsf-builtins.ts's block of the family): small positions where the
 * rule each needed decides, perft divided by first move against ffish's own built-in of the name.
 * test/deep/east-families.test.ts plays them from the start and from random-game positions.
 */
import { describe, expect, it } from 'vitest';
import { definitionAsIni } from '../src/definitions/fsf-ini-write.js';
import { checkIniSection, type LoadedVariant } from '../src/definitions/load.js';
import { rulesSummary } from '../src/diagrams/summary.js';
import { generateLegal, MoveList } from '../src/engine/movegen.js';
import { forcedOutcome, resultText } from '../src/engine/outcome.js';
import { parseFen, toFen } from '../src/notation/fen.js';
import { loadFfish } from './helpers/ffish.js';
import { perftDifferences } from './helpers/ffish-perft.js';
import { uciMove } from './helpers/fsf.js';

const ff = await loadFfish();

/** `[t:NAME]` imported, or a failed expectation naming its problems. */
function builtin(name: string): LoadedVariant {
  const { result, problems } = checkIniSection(`[t:${name}]\n`, 'my.ini', 't');
  expect(problems.map((p) => p.format())).toEqual([]);
  return result!;
}

const perft = (name: string, fen: string, depth: number): string[] =>
  perftDifferences(ff, name, parseFen(builtin(name).variant, fen, { anyPosition: true }), depth);

describe('yarishogi', () => {
  it('the yari rook (frlR) is dropped anywhere and may stay unpromoted on the far ranks, as ffish plays it', () => {
    expect(perft('yarishogi', 'k6/7/7/7/3R3/7/7/7/K6[R] w - - 0 1', 2)).toEqual([]);
  });
});

describe('euroshogi', () => {
  it('a man that promotes must, on every move into, within and out of the zone (mandatoryPiecePromotion), as ffish plays it', () => {
    // The bishop on b6 and the rook on g7 stand in the zone: each move of theirs promotes, leaving it too.
    expect(perft('euroshogi', 'k7/6R1/1B6/8/8/8/8/4K3[Nn] w - - 0 1', 2)).toEqual([]);
  });
});

describe('shoshogi', () => {
  it.each([
    [
      'a lone King attacked must be saved: the Elephant promoting to a Prince does not',
      '4k4/4r4/9/3E5/9/9/9/9/4K4 w - - 0 1',
    ],
    ['with King and Prince, either may be left attacked', '4k4/9/9/9/2r1+E4/9/9/9/2K6 w - - 0 1'],
  ])('%s (extinctionPseudoRoyal), as ffish plays it', (_, fen) => {
    expect(perft('shoshogi', fen, 2)).toEqual([]);
  });

  it('the rules summary says the last King is royal, not that there is no check', () => {
    const text = JSON.stringify(rulesSummary(builtin('shoshogi').variant));
    expect(text).toContain('A side with only one King or Promoted Drunk Elephant left may not leave one attacked');
    expect(text).not.toContain('There is no check');
  });
});

describe('dobutsu', () => {
  it.each([
    ['the lion on the far rank under attack: play goes on', 'gLe/3/2l/3[] b - - 1 1', '*'],
    ['the lion on the far rank unattacked: White has won', 'L1e/3/2l/3[] b - - 1 1', '1-0'],
    ['a lion taken: its side has lost', 'g1e/1cL/1C1/E1G[L] b - - 0 2', '1-0'],
  ])('%s (flagPieceSafe, the lion a commoner), as ffish decides it', (_, fen, result) => {
    const board = new ff.Board('dobutsu', fen);
    expect(board.result()).toBe(result);
    board.delete();
    const pos = parseFen(builtin('dobutsu').variant, fen, { anyPosition: true });
    expect(resultText(forcedOutcome(pos))).toBe(result);
    expect(perft('dobutsu', fen, 2)).toEqual([]);
  });
});

describe('kyotoshogi', () => {
  it('every move turns a man over (the promoted pawn on c3 moves only as a pawn again), and a man in hand is dropped either side up (+S@b2), as ffish plays it', () => {
    expect(perft('kyotoshogi', 'k4/5/2+P2/5/4K[Ss] w - - 0 1', 2)).toEqual([]);
  });

  it('a man turned back is what he now is: taken, he goes to the hand as that, as in ffish', () => {
    const fen = '5/1k3/2p2/2+P2/4K[] w - - 0 1';
    const pos = parseFen(builtin('kyotoshogi').variant, fen, { anyPosition: true });
    const board = new ff.Board('kyotoshogi', fen);
    for (const uci of ['c2c3-', 'b4c3']) {
      const moves = new MoveList();
      generateLegal(pos, moves);
      pos.make(moves.moves.slice(0, moves.length).find((m) => uciMove(pos, m) === uci)!);
      board.push(uci);
    }
    expect(toFen(pos).split(' ')[0]).toBe(board.fen().split(' ')[0]);
    board.delete();
  });
});

describe('the ini writer', () => {
  it('refuses the rules it does not write yet, never dropping them: promoted drops, a safe flag', () => {
    expect(() => definitionAsIni(builtin('kyotoshogi'))).toThrow(/drops\.promoted/);
    expect(() => definitionAsIni(builtin('dobutsu'))).toThrow(/held, counted, blocked or safe/);
  });
});
