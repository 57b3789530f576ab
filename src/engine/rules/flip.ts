/**
 * Rule module "flip" (`rules.flip`, Fairy-Stockfish's `flipEnclosedPieces`): after a move (a drop or a
 * man's move, not a pass) enemy men change sides. `reversi`: along each of the eight lines from the
 * square reached, an unbroken run of enemy men ended by a man of the mover's turns, as in Reversi;
 * `ataxx`: every enemy man next to the square reached turns. A turned man is removed (unmake puts him
 * back) and one of the mover's put in his place.
 */
import { type Move, MoveKind, moveKind, moveTo } from '../move.js';
import type { Color, Position, RuleModule } from './hooks.js';

const LINES: readonly (readonly [number, number])[] = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
  [1, 1],
  [1, -1],
  [-1, 1],
  [-1, -1],
];

/** The square (file, rank) on the board, or -1 off it or on a hole. */
function squareOf(pos: Position, file: number, rank: number): number {
  const v = pos.variant;
  if (file < 0 || rank < 0 || file >= v.files || rank >= v.ranks) return -1;
  const sq = rank * v.files + file;
  return v.exists[sq] ? sq : -1;
}

/** The enemy men (of the side not `us`) the man of `us` now on `to` encloses, by the variant's rule. */
export function enclosedBy(pos: Position, to: number, us: Color): number[] {
  const v = pos.variant;
  const sign = us === 0 ? 1 : -1;
  const [x, y] = [to % v.files, Math.floor(to / v.files)];
  const out: number[] = [];
  for (const [dx, dy] of LINES) {
    if (v.spec.rules.flip === 'ataxx') {
      const sq = squareOf(pos, x + dx, y + dy);
      if (sq >= 0 && pos.board[sq]! * sign < 0) out.push(sq);
      continue;
    }
    const run: number[] = [];
    let sq = squareOf(pos, x + dx, y + dy);
    while (sq >= 0 && pos.board[sq]! * sign < 0) {
      run.push(sq);
      sq = squareOf(pos, x + dx * (run.length + 1), y + dy * (run.length + 1));
    }
    if (sq >= 0 && pos.board[sq]! * sign > 0) out.push(...run);
  }
  return out;
}

function flipAfter(pos: Position, m: Move, us: Color): void {
  if (moveKind(m) === MoveKind.Pass) return;
  for (const sq of enclosedBy(pos, moveTo(m), us)) {
    const code = pos.board[sq]!;
    pos.remove(sq);
    pos.put(-code, sq);
  }
}

export const flip: RuleModule = {
  id: 'flip',
  uses: (spec) => spec.rules.flip !== undefined,
  afterMove: flipAfter,
  // A move changes more squares than its own: legality is found by making it.
  slowLegality: true,
  // A side's men may be any number anywhere: they are the other side's, turned.
  anywhere: () => true,
  summary: ({ spec }) => ({
    special: [
      spec.rules.flip === 'reversi'
        ? "Flipping: the enemy men in an unbroken line between the man just placed and another man of the mover, in any of the eight directions, are turned over and become the mover's."
        : "Converting: every enemy man next to the square a man just reached becomes the mover's.",
    ],
  }),
};
