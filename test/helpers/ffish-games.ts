/**
 * Games played on both sides, fairyprint and ffish (Fairy-Stockfish's bindings, see ffish.ts) with the
 * same variant: after every ply both must agree on the legal moves, the checks left, whether the game
 * is over and its result; and ffish's games as records, each move's SAN and UCI read by fairyprint.
 */
import { expect } from 'vitest';
import { enginePosition } from '../../src/api/position.js';
import { generateLegal, MoveList } from '../../src/engine/movegen.js';
import { forcedOutcome, resultText } from '../../src/engine/outcome.js';
import type { Position } from '../../src/engine/position.js';
import { type Move, parseFen, parseMove, play, type Variant } from '../../src/index.js';
import { moveText } from '../../src/notation/coordinate.js';
import { toFen } from '../../src/notation/fen.js';
import { seededRandom } from '../variants/random-play.js';
import { type Ffish, type FfishBoard, ffishLegalSan, playFfishGame } from './ffish.js';
import { ffishFen } from './ffish-perft.js';
import { uciMove } from './fsf.js';

const MAX_PLIES = 300;

export const ourMoves = (pos: Position): Map<string, number> => {
  const list = new MoveList();
  generateLegal(pos, list);
  return new Map(list.toArray().map((m) => [uciMove(pos, m), m]));
};

/** The check field of a FEN with check counting ("3+2"), or null. */
const checksField = (fen: string): string | null => fen.split(' ').find((f) => /^\d+\+\d+$/.test(f)) ?? null;

/** A running count (Makruk's) as Fairy-Stockfish writes it: its limit and ply in the en-passant and clock fields ("16 3"), or null. */
const countFields = (fen: string): string | null => {
  const fields = fen.split(' ');
  return /^\d+$/.test(fields[3] ?? '') ? `${fields[3]} ${fields[4]}` : null;
};

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
  const board = new ff.Board(section, ffishFen(pos));
  try {
    for (let ply = 0; ply <= MAX_PLIES; ply++) {
      const fen = toFen(pos);
      const theirs = board.legalMoves().split(' ').filter(Boolean).sort();
      const ours = ourMoves(pos);
      expect([...ours.keys()].sort(), fen).toEqual(theirs);
      expect(checksField(fen), fen).toBe(checksField(board.fen()));
      if (pos.variant.spec.end.counting) expect(countFields(fen), fen).toBe(countFields(board.fen()));
      const outcome = forcedOutcome(pos);
      // FSF's own adjudication of insufficient material (a draw with moves left) is not imported
      // (docs/variants-ini.md): the game is compared up to there.
      if (!outcome && board.isGameOver(false) && theirs.length > 0 && board.result(false) === '1/2-1/2') return '*';
      // FSF's end without claims; a forced move-rule draw and a count run out are its claims (the
      // sections' nMoveRule; ffish's isGameOver asks the count only with claims).
      const claimed = outcome?.termination === 'move-rule' || outcome?.termination === 'counting';
      const fsfOver = board.isGameOver(false) || (claimed && board.isGameOver(true));
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

/** A random quiet move (no capture, no check) where there is one: a count against a bare king runs out. */
export function quietPicker(ff: Ffish, seed: number): (legal: string[], board: FfishBoard) => string {
  const rand = seededRandom(seed);
  return (legal, board) => {
    const calm = legal.filter((m) => !board.isCapture(m) && !/[+#]$/.test(board.sanMove(m, ff.Notation.SAN)));
    const pool = calm.length ? calm : legal;
    return pool[Math.floor(rand() * pool.length)]!;
  };
}

/**
 * The moves of a seeded random ffish game of `section` that fairyprint (`variant`, the same section)
 * does not read as FSF's move, in FSF's SAN or its UCI: "Hg3 (g1g3): unknown piece". Empty when all read.
 */
/** Whether FSF writes its move `ply` of `game` in SAN as it writes another legal move there. */
function fsfSanShared(ff: Ffish, section: string, game: ReturnType<typeof playFfishGame>, ply: number): boolean {
  return ffishLegalSan(ff, section, game, ply).filter((san) => san === game.san[ply]).length > 1;
}

export function misreadFfishGame(ff: Ffish, section: string, variant: Variant, seed: number, plies: number): string[] {
  const game = playFfishGame(ff, section, seededRandom(seed), plies, 0.5);
  const start = parseFen(variant, game.fen, { anyPosition: true });
  if (!start.ok) return [`${game.fen}: ${start.error.message}`];
  let pos = start.value;
  const out: string[] = [];
  for (let i = 0; i < game.uci.length; i++) {
    const at = enginePosition(pos);
    const fsfMove = ourMoves(at).get(game.uci[i]!);
    if (fsfMove === undefined) return [...out, `${toFen(at)}: FSF's ${game.uci[i]} is no move of fairyprint's`];
    const coordinate = moveText(at, fsfMove);
    let next: Move | null = null;
    for (const text of [game.san[i]!, game.uci[i]!]) {
      const read = parseMove(pos, text);
      // FSF's SAN may name two of its legal moves alike (a Gold and a Silver dropped promoted: G@e4):
      // no reader can tell which was played, and its UCI, read next, decides.
      if (
        !(read.ok && read.value.coordinate === coordinate) &&
        text === game.san[i] &&
        fsfSanShared(ff, section, game, i)
      )
        continue;
      if (!read.ok) out.push(`${toFen(at)}: ${text} (${game.uci[i]}): ${read.error.message}`);
      else if (read.value.coordinate !== coordinate)
        out.push(`${toFen(at)}: ${text} reads as ${read.value.coordinate}`);
      else next = read.value;
    }
    if (next === null) return out;
    pos = play(pos, next);
  }
  return out;
}
