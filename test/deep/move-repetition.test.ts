/**
 * Kakao Janggi's rule against repeating a move (rule module move-repetition), in Fairy-Stockfish's
 * janggimodern, pychess' Borderlands (whose men have no king: every man counts) and Crazyhouse with the rule
 * (captures go to hand: the whole game is looked back over): games played on both
 * sides, ffish and fairyprint's game, each side drawn to move the man it moved last straight back, to
 * pass and to quiet moves, must agree after every ply on the legal moves, whether the game is over and
 * its result (Fairy-Stockfish's optional ends are the game's forced ones: its n-fold repetition, its
 * n-move rule and this rule). The seeds reach the rule's end many times, with checks and captures that
 * break it between.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkIniSection } from '../../src/definitions/load.js';
import { Game } from '../../src/engine/game.js';
import { resultText } from '../../src/engine/outcome.js';
import { startPosition } from '../../src/engine/start.js';
import { toFen } from '../../src/notation/fen.js';
import { loadFfish } from '../helpers/ffish.js';
import { ourMoves } from '../helpers/ffish-games.js';
import type { FfishWithConfig } from '../helpers/fsf-reach.js';
import { seededRandom } from '../variants/random-play.js';

const ff = (await loadFfish()) as FfishWithConfig;
const pychess = readFileSync(new URL('../fixtures/pychess/variants.ini', import.meta.url), 'utf8');
const REPEATHOUSE = '[repeathouse:crazyhouse]\nmoveRepetitionIllegal = true\n';
const GAMES = 40;
const MAX_PLIES = 300;

/** A picker that moves the man moved last back where it can, else passes or plays a quiet move. */
function repeater(
  seed: number,
): (legal: string[], mine: string | null, theyPassed: boolean, quiet: (m: string) => boolean) => string {
  const rand = seededRandom(seed);
  const isPass = (m: string): boolean => reverseUci(m) === m;
  return (legal, mine, theyPassed, quiet) => {
    const reverse = mine ? legal.find((m) => m === reverseUci(mine)) : undefined;
    const r = rand();
    if (reverse && r < 0.7) return reverse;
    // A pass now and then, never after one (two in a row end Janggi's game).
    const pass = theyPassed ? undefined : legal.find(isPass);
    if (pass && r < 0.85) return pass;
    const calm = legal.filter(quiet);
    const pool = calm.length > 0 && r < 0.97 ? calm : legal;
    return pool[Math.floor(rand() * pool.length)]!;
  };
}

/** A UCI move played back ("b1c3" → "c3b1"; squares of two-digit ranks too). */
function reverseUci(m: string): string {
  const squares = m.match(/[a-z]\d+/g) ?? [];
  return squares.length === 2 ? `${squares[1]}${squares[0]}` : '';
}

describe.each([
  ['janggimodern', '[t:janggimodern]\n', 't'],
  ['borderlands', pychess, 'borderlands'],
  // Captures to hand: Fairy-Stockfish looks back over the whole game, not from the last capture.
  ['repeathouse', REPEATHOUSE, 'repeathouse'],
])('%s: repeated moves end the game where and as ffish ends it', (name, text, section) => {
  it(`${GAMES} games biased to moving back and forth agree ply by ply`, () => {
    if (text !== '[t:janggimodern]\n') ff.loadVariantConfig(text);
    const variant = checkIniSection(text, 'x.ini', section).result!.variant;
    const ends = new Map<string, number>();
    for (let g = 0; g < GAMES; g++) {
      const game = new Game(startPosition(variant));
      const board = new ff.Board(name);
      const pick = repeater(1000 + g);
      const last: (string | null)[] = [null, null];
      const passed = [false, false];
      try {
        for (let ply = 0; ply <= MAX_PLIES; ply++) {
          const pos = game.position;
          const fen = toFen(pos);
          const theirs = board.legalMoves().split(' ').filter(Boolean).sort();
          const ours = ourMoves(pos);
          expect([...ours.keys()].sort(), fen).toEqual(theirs);
          const outcome = game.forcedOutcome();
          const fsfOver = board.isGameOver(true);
          expect(outcome !== null, `game ${g} ply ${ply} ${fen}: ours ${outcome?.reason ?? 'not over'}`).toBe(fsfOver);
          if (outcome) {
            expect(resultText(outcome), `game ${g} ply ${ply} ${fen}: ${outcome.reason}`).toBe(board.result(true));
            ends.set(outcome.termination, (ends.get(outcome.termination) ?? 0) + 1);
            break;
          }
          const side = pos.turn;
          const move = pick(theirs, last[side]!, passed[1 - side]!, (m) => !board.isCapture(m));
          // The man moved last, through a pass: back after it, a pass stands for a move back and forth.
          if (reverseUci(move) !== move) last[side] = move;
          passed[side] = reverseUci(move) === move;
          game.play(ours.get(move)!);
          board.push(move);
        }
      } finally {
        board.delete();
      }
    }
    // The seeds end games by the rule, and by other ends too.
    expect(ends.get('move-repetition') ?? 0, JSON.stringify([...ends])).toBeGreaterThan(GAMES / 4);
  });
});
