/**
 * Games played on both sides, fairyprint and ffish (Fairy-Stockfish's bindings, see ffish.ts) with the
 * same variant: after every ply both must agree on the legal moves, the checks left, whether the game
 * is over and its result.
 */
import { expect } from 'vitest';
import { generateLegal, MoveList } from '../../src/engine/movegen.js';
import { forcedOutcome, resultText } from '../../src/engine/outcome.js';
import type { Position } from '../../src/engine/position.js';
import { toFen } from '../../src/notation/fen.js';
import { seededRandom } from '../variants/random-play.js';
import type { Ffish, FfishBoard } from './ffish.js';
import { uciMove } from './fsf.js';

const MAX_PLIES = 300;

export const ourMoves = (pos: Position): Map<string, number> => {
  const list = new MoveList();
  generateLegal(pos, list);
  return new Map(list.toArray().map((m) => [uciMove(pos, m), m]));
};

/** The check field of a FEN with check counting ("3+2"), or null. */
const checksField = (fen: string): string | null => fen.split(' ').find((f) => /^\d+\+\d+$/.test(f)) ?? null;

/**
 * Plays from `pos` on both sides, the moves `script` gives (a UCI move or null for a random one), until
 * the game ends; after each ply both must agree. Returns our result ('*' while not over).
 * (`pick` gets FSF's legal moves and board: a UCI move, or null to stop.)
 */
export function playBoth(
  ff: Ffish,
  section: string,
  pos: Position,
  pick: (legal: string[], board: FfishBoard) => string | null,
): string {
  const board = new ff.Board(section, toFen(pos));
  try {
    for (let ply = 0; ply <= MAX_PLIES; ply++) {
      const fen = toFen(pos);
      const theirs = board.legalMoves().split(' ').filter(Boolean).sort();
      const ours = ourMoves(pos);
      expect([...ours.keys()].sort(), fen).toEqual(theirs);
      expect(checksField(fen), fen).toBe(checksField(board.fen()));
      const outcome = forcedOutcome(pos);
      // FSF's own adjudication of insufficient material (a draw with moves left) is not imported
      // (docs/variants-ini.md): the game is compared up to there.
      if (!outcome && board.isGameOver(false) && theirs.length > 0 && board.result(false) === '1/2-1/2') return '*';
      // FSF's end without claims; a forced move-rule draw is its claim (the sections' nMoveRule).
      const fsfOver = board.isGameOver(false) || (outcome?.termination === 'move-rule' && board.isGameOver(true));
      expect(outcome !== null, `${fen}: ours ${outcome?.reason ?? 'not over'}`).toBe(fsfOver);
      if (outcome) {
        expect(resultText(outcome), `${fen}: ${outcome.reason}`).toBe(
          board.result(fsfOver && !board.isGameOver(false)),
        );
        return resultText(outcome);
      }
      const move = pick(theirs, board);
      if (move === null) return '*';
      pos.make(ours.get(move)!);
      board.push(move);
    }
    return '*';
  } finally {
    board.delete();
  }
}

/** A random move, drawn towards captures and checks (and, where `forward`, moves up the board for White, down for Black). */
export function randomPicker(
  ff: Ffish,
  seed: number,
  forward: boolean,
): (legal: string[], board: FfishBoard) => string {
  const rand = seededRandom(seed);
  return (legal, board) => {
    const white = board.turn();
    const rank = (sq: string): number => Number(sq.slice(1));
    const ahead = (m: string): boolean => {
      const [from, to] = [m.slice(0, 2), m.slice(2, 4)];
      return forward ? rank(to) > rank(from) : white ? rank(to) > rank(from) : rank(to) < rank(from);
    };
    // Asking FSF about every move is slow: the forcing moves only when drawn towards them.
    const forcing =
      rand() < 0.6 ? legal.filter((m) => board.isCapture(m) || /[+#]$/.test(board.sanMove(m, ff.Notation.SAN))) : [];
    const advancing = rand() < 0.7 ? legal.filter(ahead) : [];
    const pool = forcing.length ? forcing : advancing.length ? advancing : legal;
    return pool[Math.floor(rand() * pool.length)]!;
  };
}
