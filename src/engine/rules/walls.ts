/**
 * Rule module "walls" (`rules.walls`, Fairy-Stockfish's `wallingRule` and `wallingRegion`): every move
 * leaves a wall on an empty square, within the region: `arrow` (Amazons) one the moved man could move
 * to from where it landed, `duck` (duck chess) anywhere, the one wall moving there, `past` (Snailtrail,
 * Joust) the square the man left, `static` (Isolation) anywhere, `edge` on the board's edge or next to
 * a wall. A wall is a man of the wall type (`walls.wall`, added by compile, written "*" as FSF writes
 * it), White's so that White's men never take it; Black's captures of it are taken away. A move is one
 * of the man's with the wall square in its number (moveWall), written after it: e2-e4,c5 (FSF: e2e4,e4c5).
 */

import type { MoveList } from '../move.js';
import { type Move, MoveKind, moveFrom, moveKind, movePromo, moveTo, moveWall, withWall } from '../move.js';
import { squareName } from '../squares.js';
import { F_MOVE } from '../variant.js';
import type { Position, RuleModule } from './hooks.js';

/** ",c5", or as FSF's UCI writes it, a second leg from where the man landed: ",e4c5". */
const WALL_TEXT = /,([a-z]+[0-9]+)([a-z]+[0-9]+)?$/;

/** Whether `sq` is on the board's edge or next to a wall (edge walls). */
function byEdge(pos: Position, sq: number, wall: number): boolean {
  const v = pos.variant;
  const [x, y] = [sq % v.files, Math.floor(sq / v.files)];
  if (x === 0 || y === 0 || x === v.files - 1 || y === v.ranks - 1) return true;
  return [sq - 1, sq + 1, sq - v.files, sq + v.files].some((s) => pos.board[s] === wall);
}

/** The squares the man now on `at` could move to without capturing, over empty squares (an arrow's flight). */
function flight(pos: Position, at: number, out: Set<number>): void {
  const v = pos.variant;
  const code = pos.board[at]!;
  const moves = v.tables[((code > 0 ? 0 : 1) * v.nTypes + Math.abs(code) - 1) * v.size + at]!;
  moves.leapTo.forEach((sq, i) => {
    if (moves.leapFlags[i]! & F_MOVE && pos.board[sq] === 0) out.add(sq);
  });
  for (const ray of moves.rays) {
    if (!(ray.flags & F_MOVE)) continue;
    for (const sq of ray.squares)
      if (pos.board[sq] === 0) out.add(sq);
      else break;
  }
}

/** Moves that change only their two squares: the board after them is found by moving the man by hand. */
const PLAIN = new Set<MoveKind>([MoveKind.Normal, MoveKind.EnPassantTarget, MoveKind.Once]);

/** The squares where the move `m` may leave its wall, by the variant's rule, on the board after it. */
function wallSquares(pos: Position, m: Move): number[] {
  const v = pos.variant;
  const { rule, region, wall } = v.spec.rules.walls!;
  const from = moveFrom(m);
  const to = moveTo(m);
  // A plain move is played by hand on the board alone; any other (castling, a promotion, a drop, a
  // flip) is made and taken back.
  const plain = PLAIN.has(moveKind(m)) && movePromo(m) < 0 && v.spec.rules.flip === undefined;
  const [mover, taken] = [pos.board[from]!, pos.board[to]!];
  if (plain) {
    pos.board[from] = 0;
    pos.board[to] = mover;
  } else pos.make(m);
  const walled: number[] = [];
  const arrows = new Set<number>();
  if (rule === 'arrow') flight(pos, to, arrows);
  for (let sq = 0; sq < v.size; sq++) {
    if (!v.exists[sq] || pos.board[sq] !== 0 || sq === to) continue;
    if (region && !region.includes(sq)) continue;
    if (rule === 'past' && (sq !== from || moveKind(m) === MoveKind.Drop)) continue;
    if (rule === 'arrow' && !arrows.has(sq)) continue;
    if (rule === 'edge' && !byEdge(pos, sq, wall + 1)) continue;
    walled.push(sq);
  }
  if (plain) {
    pos.board[to] = taken;
    pos.board[from] = mover;
  } else pos.unmake();
  return walled;
}

/** Each legal move becomes one move per square its wall may go to; a capture of a wall is none. */
function addWalls(pos: Position, list: MoveList): void {
  const wall = pos.variant.spec.rules.walls!.wall + 1;
  const moves = list.toArray();
  list.length = 0;
  for (const m of moves) {
    if (pos.board[moveTo(m)] === wall && moveKind(m) !== MoveKind.Drop) continue;
    for (const sq of wallSquares(pos, m)) list.push(withWall(m, sq));
  }
}

export const walls: RuleModule = {
  id: 'walls',
  uses: (spec) => spec.rules.walls !== undefined,
  restrict: addWalls,
  explainRestriction: (pos, m) =>
    pos.board[moveTo(m)] === pos.variant.spec.rules.walls!.wall + 1
      ? 'a wall is never taken'
      : moveWall(m) < 0
        ? 'every move leaves a wall: write its square after the move (e2-e4,c5)'
        : null,
  afterMove(pos, m) {
    const sq = moveWall(m);
    if (sq < 0) return;
    const { rule, wall } = pos.variant.spec.rules.walls!;
    // The duck moves: the wall standing leaves the board (unmake puts it back).
    if (rule === 'duck') for (let s = 0; s < pos.variant.size; s++) if (pos.board[s] === wall + 1) pos.remove(s);
    pos.put(wall + 1, sq);
  },
  undoMove(pos, m) {
    const sq = moveWall(m);
    if (sq >= 0) pos.lift(sq);
  },
  explainMismatch(pos, _from, moves, a) {
    if (a.wall === null || moves.some((m) => moveWall(m) === a.wall)) return null;
    const v = pos.variant;
    const at = squareName(v, a.wall);
    const landed = moves.length ? squareName(v, moveTo(moves[0]!)) : '';
    const why = {
      arrow: `an arrow flies from ${landed} as the man moves, and cannot reach ${at}`,
      duck: `the duck goes on an empty square other than its own, not ${at}`,
      past: `the wall goes on the square the man left, not ${at}`,
      static: `a wall goes on an empty square of the walling region, not ${at}`,
      edge: `a wall goes by the board's edge or next to another wall, not ${at}`,
    }[v.spec.rules.walls!.rule];
    return why;
  },
  anywhere: (spec, t) => spec.rules.walls?.wall === t,
  marksMove: (m) => moveWall(m) >= 0,
  readMark(text, words) {
    const m = WALL_TEXT.exec(text);
    if (!m) return null;
    const sq = words.square(m[2] ?? m[1]!);
    return typeof sq === 'string' ? sq : { before: text.slice(0, m.index), attempt: { wall: sq } };
  },
  isWritten: (_pos, m, a) => a.wall === null || moveWall(m) === a.wall,
  writeMark: (pos, m) => (moveWall(m) < 0 ? '' : `,${squareName(pos.variant, moveWall(m))}`),
  summary: ({ spec }) => {
    const rule = spec.rules.walls!.rule;
    const where = {
      arrow: 'on a square the moved man could move to from where it landed, as it now stands (an arrow shot)',
      duck: 'anywhere: the one wall (the duck) moves there from where it stood',
      past: 'on the square the man left',
      static: 'on any empty square',
      edge: "on an empty square on the board's edge or next to another wall",
    }[rule];
    return {
      special: [
        `Walls: every move ends by putting a wall on an empty square${spec.rules.walls!.region ? ' of the walling region' : ''}, ${where}. No man moves onto, over or takes a wall.`,
      ],
    };
  },
};
