/**
 * Rule module "collision" (Secutor Chess, move part `collide`): slide 0+ empty squares along an
 * orthogonal step to the square before a screen (a piece, or the rim), then slide on along either
 * prolonged diagonal through empty squares and capture the first piece met if it is an enemy. Never
 * moves without capturing. Generation, the check test and the path walked (for diagrams) live here.
 */
import { moveTo } from '../move.js';
import { emit, kindFor, MoveList, offsetSquare, pieceMoves } from '../movegen.js';
import { Position } from '../position.js';
import { squareName } from '../squares.js';
import { type Special, type Variant, WHITE } from '../variant.js';
import { type BoardExample, fillerType } from './examples.js';
import type { RuleModule } from './hooks.js';
import { pieceNames } from './words.js';

/** Capture targets found by collisionTargets (at most one per prolonged diagonal), and where the slide stopped. */
const collided = new Int16Array(2);
let stoppedAt = -1;

/** The targets of the collision part `s` from `from`, into `collided`; returns how many. */
function collisionTargets(pos: Position, from: number, s: Special): number {
  const v = pos.variant;
  const board = pos.board;
  let stop = from;
  for (;;) {
    const next = offsetSquare(v, stop, s.dx, s.dy);
    if (next < 0 || board[next] !== 0) break;
    stop = next;
  }
  stoppedAt = stop;
  const px = s.dy !== 0 ? 1 : 0;
  const py = s.dx !== 0 ? 1 : 0;
  let n = 0;
  for (let side = 1; side >= -1; side -= 2) {
    const ex = s.dx + side * px;
    const ey = s.dy + side * py;
    let sq = offsetSquare(v, stop, ex, ey);
    while (sq >= 0 && board[sq] === 0) sq = offsetSquare(v, sq, ex, ey);
    if (sq >= 0) collided[n++] = sq;
  }
  return n;
}

/**
 * The collision captures of the part `s` of the man on `from` (`sign` the mover's); `first` is where
 * this man's moves begin in the list, since collisions in two directions can reach the same victim (i1
 * via the hole i2 or the rook h1) and that is one move.
 */
function generateCollision(
  pos: Position,
  list: MoveList,
  from: number,
  s: Special,
  type: number,
  sign: number,
  forbid: number,
  first: number,
): void {
  const board = pos.board;
  const n = collisionTargets(pos, from, s);
  next: for (let k = 0; k < n; k++) {
    const to = collided[k]!;
    if (board[to]! * sign >= 0 || to === forbid) continue;
    for (let i = first; i < list.length; i++) if (moveTo(list.moves[i]!) === to) continue next;
    emit(pos, list, from, to, kindFor(s.flags), type);
  }
}

/** Whether the collision part `s` of the man on `from` reaches `target` (gives check there). */
function collisionHits(pos: Position, from: number, s: Special, target: number): boolean {
  const n = collisionTargets(pos, from, s);
  for (let k = 0; k < n; k++) if (collided[k] === target) return true;
  return false;
}

/**
 * Where a collision of the man on `from` capturing on `to` turns onto its diagonal: the square, `from`
 * itself when it turns at once, or -1 when no collision part of the man reaches `to`.
 */
export function collisionTurn(pos: Position, from: number, to: number): number {
  const v = pos.variant;
  const code = pos.board[from]!;
  if (code === 0 || pos.board[to]! * code >= 0) return -1;
  const color = code > 0 ? 0 : 1;
  const tab = v.tables[(color * v.nTypes + Math.abs(code) - 1) * v.size + from]!;
  for (const s of tab.specials) {
    if (s.kind === 'collide' && collisionHits(pos, from, s, to)) return stoppedAt;
  }
  return -1;
}

/**
 * A man of type `type` colliding with a hole (else the board's edge): the man alone with one enemy is
 * tried on every pair of squares for a capture whose screen is a square that does not exist. A hole
 * beats the edge; then the longest diagonal, which shows best.
 */
function holeExamples(v: Variant, type: number): BoardExample[] {
  if (!v.spec.pieces[type]!.atoms.some((a) => a.kind === 'collide')) return [];
  // The cheapest man that never promotes, so that he may stand on any rank (a Black pawn on i1 could
  // not); the cheapest of all when every man promotes.
  const promoting = new Set(v.spec.promotion.flatMap((r) => r.pieces));
  const steady = v.spec.pieces.flatMap((p, t) => (t !== type && !p.royal && !promoting.has(t) ? [t] : []));
  const victim = steady.length
    ? steady.reduce((a, b) => ((v.spec.pieces[b]!.value ?? 99) < (v.spec.pieces[a]!.value ?? 99) ? b : a))
    : fillerType(v.spec, type);
  const pos = new Position(v);
  pos.turn = WHITE;
  const place = (from: number, to: number): void => {
    pos.board.fill(0);
    pos.board[from] = type + 1;
    pos.board[to] = -(victim + 1);
    pos.refresh();
  };
  // Whether the screen of the collision from `from` onto `to` is a hole (true) or the edge (false).
  const screenIsHole = (from: number, turn: number): boolean => {
    const [fx, fy, sx, sy] = [from % v.files, (from / v.files) | 0, turn % v.files, (turn / v.files) | 0];
    const [dx, dy] = turn === from ? [0, 0] : [Math.sign(sx - fx), Math.sign(sy - fy)];
    // The square beyond the stop along the slide: off the grid (edge) or inside it but missing (hole).
    for (const [ddx, ddy] of dx || dy
      ? [[dx, dy]]
      : [
          [1, 0],
          [-1, 0],
          [0, 1],
          [0, -1],
        ]) {
      const [nx, ny] = [sx + ddx!, sy + ddy!];
      if (offsetSquare(v, turn, ddx!, ddy!) >= 0) continue;
      return nx >= 0 && ny >= 0 && nx < v.files && ny < v.ranks;
    }
    return false;
  };
  const list = new MoveList();
  let found: { from: number; to: number; hole: boolean; reach: number } | null = null;
  for (let from = 0; from < v.size; from++) {
    if (!v.exists[from]) continue;
    for (let to = 0; to < v.size; to++) {
      if (!v.exists[to] || to === from) continue;
      place(from, to);
      list.length = 0;
      pieceMoves(pos, from, list);
      if (!list.toArray().some((m) => moveTo(m) === to)) continue;
      const turn = collisionTurn(pos, from, to);
      if (turn < 0) continue;
      const hole = screenIsHole(from, turn);
      const reach = Math.max(
        Math.abs((to % v.files) - (from % v.files)),
        Math.abs(((to / v.files) | 0) - ((from / v.files) | 0)),
      );
      if (!found || (hole && !found.hole) || (hole === found.hole && reach > found.reach))
        found = { from, to, hole, reach };
    }
  }
  if (!found) return [];
  const { from, to, hole } = found;
  place(from, to);
  const turn = collisionTurn(pos, from, to);
  const xs = [from % v.files, to % v.files];
  const ys = [(from / v.files) | 0, (to / v.files) | 0];
  const window: BoardExample['window'] = [
    Math.max(0, Math.min(...xs) - 1),
    Math.max(0, Math.min(...ys) - 1),
    Math.min(v.files - 1, Math.max(...xs) + 1),
    Math.min(v.ranks - 1, Math.max(...ys) + 1),
  ];
  const s = (sq: number): string => squareName(v, sq);
  const slide = turn !== from ? `${s(from)} slides to ${s(turn)}` : `${s(from)} stays`;
  const caption = `${hole ? 'a hole' : "the board's edge"} is a screen too: ${slide}, turns onto the diagonal, takes on ${s(to)}`;
  return [{ position: pos, subject: from, window, targets: [to], caption }];
}

export const collision: RuleModule = {
  id: 'collision',
  uses: (spec) => spec.pieces.some((p) => p.atoms.some((a) => a.kind === 'collide')),
  part: 'collide',
  partMode: 'capture',
  generatePart: generateCollision,
  partChecks: collisionHits,
  // Along the direction to any stop, then along either prolonged diagonal.
  reach: (v, c, t, from, arrive) => {
    for (const s of v.tables[(c * v.nTypes + t) * v.size + from]!.specials) {
      if (s.kind !== 'collide') continue;
      const px = s.dy !== 0 ? 1 : 0;
      const py = s.dx !== 0 ? 1 : 0;
      for (let stop = from; stop >= 0; stop = offsetSquare(v, stop, s.dx, s.dy)) {
        for (const side of [1, -1]) {
          for (
            let to = offsetSquare(v, stop, s.dx + side * px, s.dy + side * py);
            to >= 0;
            to = offsetSquare(v, to, s.dx + side * px, s.dy + side * py)
          )
            arrive(to);
        }
      }
    }
  },
  // The piece's ordinary moves have not reached `to`; say how it captures.
  explainPart: (pos, _from, to, _s, name) =>
    pos.board[to] === 0
      ? null
      : `the ${name} captures only by collision (a slide to a screen, then on along a diagonal), and no collision reaches ${squareName(pos.variant, to)}`,
  legs: (pos, from, to) => {
    const turn = collisionTurn(pos, from, to);
    return turn < 0 ? null : turn === from ? [] : [turn];
  },
  boardExamples: holeExamples,
  summary: ({ spec }) => {
    const colliders = spec.pieces.flatMap((p, t) => (p.atoms.some((a) => a.kind === 'collide') ? [t] : []));
    // offsetSquare treats a hole as it treats the edge: the slide stops before it, the diagonal ends at it.
    const straight = colliders.every((t) =>
      spec.pieces[t]!.atoms.every((a) => a.kind !== 'collide' || a.offset[0] * a.offset[1] === 0),
    );
    const holes = !spec.exists.every(Boolean);
    return {
      special: [
        `Collision: a ${pieceNames(spec, colliders, 'or')} captures by sliding along ${straight ? 'a rank or file' : 'a line'} (or not at all) up to a screen (a man of either side, the board's edge${holes ? ' or a hole, a grid cell that is not a square' : ''}): from the last square before the screen (its own, if the screen is next to it) it turns 45 degrees to either side and goes on${straight ? ' diagonally' : ''} through empty squares, taking the first man met if he is an enemy. The screen is not touched; an own man, the edge${holes ? ' or a hole' : ''} ends that line without a capture.`,
      ],
    };
  },
  examples: (spec, type, other) =>
    spec.pieces[type]!.atoms.some((a) => a.kind === 'collide')
      ? [
          // A screen stops the slide; the prolonged diagonals then capture; the rim is a screen too.
          {
            width: 7,
            height: 7,
            subject: { x: 1, y: 3, type, white: true },
            others: [
              { x: 4, y: 3, type: other, white: true },
              { x: 5, y: 5, type: other, white: false },
              { x: 5, y: 1, type: other, white: false },
              { x: 3, y: 5, type: other, white: false },
            ],
            caption: 'collision: slide to a screen, then diagonally onward to capture',
          },
        ]
      : [],
};
