/**
 * Rule module "perpetual chase" (`end.perpetualChase`, Xiangqi's Asian rule), as Fairy-Stockfish
 * decides it (`chasingRule = axf`: its `Position::chased()` after each move, judged at its n-fold
 * repetition). At the repetition, when no side gave check with every move (perpetual check decides
 * first), a side that chased the same enemy man with every one of its moves loses; both chasing draws.
 *
 * What a move chases: the enemy men it newly attacks, by the moved man or by a man it uncovers, that
 * could be taken for nothing: a man without a protector (a protector pinned to its own general does
 * not count, nor the general where taking back would face the other general), or a man of a higher
 * rank than its attacker (a chariot attacked by a horse or a cannon) whatever protects it. Generals
 * never chase nor are chased; soldiers never chase and are chased only across the river. A man of the
 * attacker's own type is not chased, the attack being mutual, unless it is pinned or its leg toward
 * the attacker is blocked (a horse's). A move also chases the men a newly pinned man was protecting,
 * where the mover's side attacks them, and the men a newly uncovered check would let it take.
 * docs/rules/xiangqi.md says it for players; the one difference from Fairy-Stockfish: its Elephant,
 * Advisor and General reach beyond the river and the palace, here only moves a man can make count.
 *
 * The history is game state: the game (game.ts) keeps the moves and which of them took a man (this
 * rule `remembers` captures), and the chases of a repetition's window are worked out here when the
 * repetition is judged (`judgeRepetition`).
 */
import { type Move, moveFrom, moveTo } from '../move.js';
import { attacked, checkersOf, offsetSquare, pieceChecks } from '../movegen.js';
import { mirrorSquare, type Position } from '../position.js';
import type { ChaseSpec } from '../spec.js';
import { BLACK, type Color, F_CHECKS, type SquareMoves, sideName, WHITE } from '../variant.js';
import type { GameHistory, Outcome, RuleModule } from './hooks.js';

/** Per colour: marks on the men (of both sides) whose removal would let the other side attack that colour's general. */
export type Blockers = [Uint8Array, Uint8Array];

/** The men of both sides standing between `color`'s royal man and an enemy man that would attack it without them. */
function blockersOf(pos: Position, color: Color): Uint8Array {
  const { board } = pos;
  const marks = new Uint8Array(board.length);
  const king = pos.royal[color]!;
  if (king < 0) return marks;
  const enemy: Color = color === WHITE ? BLACK : WHITE;
  // In check, a blocker is one whose removal adds an attacker.
  const checkers = attacked(pos, king, enemy) ? checkersOf(pos, king, enemy) : null;
  for (let sq = 0; sq < board.length; sq++) {
    const code = board[sq]!;
    if (code === 0 || sq === king) continue;
    board[sq] = 0;
    marks[sq] = Number(
      checkers ? checkersOf(pos, king, enemy).some((c) => !checkers.includes(c)) : attacked(pos, king, enemy),
    );
    board[sq] = code;
  }
  return marks;
}

/** Both colours' blockers in the position. */
export const blockers = (pos: Position): Blockers => [blockersOf(pos, WHITE), blockersOf(pos, BLACK)];

const menOf = (pos: Position, color: Color): number[] => {
  const sign = color === WHITE ? 1 : -1;
  const out: number[] = [];
  for (let sq = 0; sq < pos.board.length; sq++) if (pos.board[sq]! * sign > 0) out.push(sq);
  return out;
};

/** The move table of the man on `sq`. */
function movesAt(pos: Position, sq: number): SquareMoves {
  const v = pos.variant;
  const code = pos.board[sq]!;
  return v.tables[((code > 0 ? WHITE : BLACK) * v.nTypes + Math.abs(code) - 1) * v.size + sq]!;
}

/** Runs `f` with the men on `squares` replaced by `codes` (0: emptied), then puts the board back. */
function withSquares<T>(pos: Position, squares: readonly number[], codes: readonly number[], f: () => T): T {
  const saved = squares.map((sq) => pos.board[sq]!);
  squares.forEach((sq, i) => (pos.board[sq] = codes[i]!));
  try {
    return f();
  } finally {
    squares.forEach((sq, i) => (pos.board[sq] = saved[i]!));
  }
}

/**
 * Where a man of this type attacking from `from` could be stopped from being attacked back by a man of
 * its type: the squares its lame leaps pass coming back (a horse's diagonal neighbours), which its own
 * leaps do not pass. Empty for men whose attack is the same both ways.
 */
function backBlocks(pos: Position, from: number): number[] {
  const v = pos.variant;
  const tab = movesAt(pos, from);
  const out: number[] = [];
  for (const s of tab.specials) {
    if (s.kind !== 'lame' || (2 * s.bx === s.dx && 2 * s.by === s.dy)) continue;
    const back = offsetSquare(v, from, s.dx - s.bx, s.dy - s.by);
    if (back >= 0 && !out.includes(back)) out.push(back);
  }
  return out;
}

/**
 * The men of the side to move that the last move (`move`, which took a man when `captured`) chases,
 * given the blockers before the move and now.
 */
export function chasedBy(
  pos: Position,
  chase: ChaseSpec,
  move: Move,
  captured: boolean,
  before: Blockers,
  now: Blockers,
): number[] {
  const v = pos.variant;
  const board = pos.board;
  const them = pos.turn;
  const us: Color = them === WHITE ? BLACK : WHITE;
  const from = moveFrom(move);
  const to = moveTo(move);
  const typeOf = (sq: number): number => Math.abs(board[sq]!) - 1;
  const rank = (sq: number): number => chase.ranks[typeOf(sq)]!;
  const chaseable = (sq: number): boolean => {
    if (rank(sq) >= 0) return true;
    const on = chase.chasedOn[typeOf(sq)];
    return !!on && on.squares.includes(them === WHITE ? sq : mirrorSquare(v, sq));
  };
  const theirs = menOf(pos, them);
  const ours = menOf(pos, us);
  const theirKing = pos.royal[them]!;
  const ourKing = pos.royal[us]!;

  const pinned = now[them].slice();
  // The flying general pins their only man on the file of our general (men of ours between are not counted).
  if (v.spec.rules.flyingGeneral && theirKing >= 0 && ourKing >= 0) {
    const onFile = theirs.filter((sq) => sq % v.files === ourKing % v.files);
    if (onFile.includes(theirKing) && onFile.length <= 2) for (const sq of onFile) if (sq !== theirKing) pinned[sq] = 1;
  }

  const chased = new Uint8Array(board.length);
  const attacksOf = (attacker: number): number[] => theirs.filter((t) => pieceChecks(pos, attacker, t));

  const addChased = (attacker: number, attackedMen: readonly number[]): void => {
    if (attackedMen.every((sq) => chased[sq])) return;
    let targets = attackedMen.filter(chaseable);
    for (const sq of targets) if (rank(sq) > rank(attacker)) chased[sq] = 1;
    // A man of the attacker's own type attacks back, unless a lame leap of the attacker is blocked coming back.
    const blocks = backBlocks(pos, attacker);
    const sameType = (sq: number): boolean => typeOf(sq) === typeOf(attacker);
    if (blocks.some((sq) => board[sq] !== 0))
      targets = targets.filter((sq) => !sameType(sq) || !pieceChecks(pos, sq, attacker));
    else targets = targets.filter((sq) => !sameType(sq) || pinned[sq]);
    if (targets.length === 0) return;
    withSquares(pos, [attacker], [0], () => {
      for (const sq of targets) {
        const roots = theirs.filter((r) => r !== sq && !pinned[r] && pieceChecks(pos, r, sq));
        // The general alone protects, but taking back would face our general.
        const kingOnly =
          roots.length === 1 &&
          roots[0] === theirKing &&
          v.spec.rules.flyingGeneral === true &&
          ourKing >= 0 &&
          facesAlongLine(pos, ourKing, sq);
        if (roots.length === 0 || kingOnly) chased[sq] = 1;
      }
    });
  };

  // Attacks by the moved man: only new ones, so none along the line a rider moved on.
  if (rank(to) >= 0) {
    const slides = ridesOrHops(pos, to);
    const sameLine = (sq: number): boolean =>
      (sq % v.files === from % v.files && from % v.files === to % v.files) ||
      (Math.floor(sq / v.files) === Math.floor(from / v.files) &&
        Math.floor(from / v.files) === Math.floor(to / v.files));
    addChased(
      to,
      attacksOf(to).filter((sq) => !(slides && sameLine(sq))),
    );
  }

  // Attacks the move uncovered: by our chasers that attack now what they did not with the men as before.
  const moverCode = board[to]!;
  for (const s of ours) {
    if (rank(s) < 0 || !pathCrosses(pos, s, from, to)) continue;
    const nowAttacks = attacksOf(s);
    if (nowAttacks.length === 0) continue;
    const squares = captured || s === to ? [from] : [from, to];
    const codes = captured || s === to ? [moverCode] : [moverCode, 0];
    const earlier = withSquares(pos, squares, codes, () => nowAttacks.filter((t) => pieceChecks(pos, s, t)));
    addChased(
      s,
      nowAttacks.filter((t) => !earlier.includes(t)),
    );
  }

  // A newly pinned man no longer protects: what it protected and we attack (with unpinned men) is chased.
  for (const s of theirs) {
    if (!now[them][s] || before[them][s]) continue;
    for (const s2 of theirs) {
      if (s2 === s || !chaseable(s2) || !pieceChecks(pos, s, s2)) continue;
      if (ours.some((a) => !now[us][a] && pieceChecks(pos, a, s2))) chased[s2] = 1;
    }
  }

  // A newly uncovered check: the uncovering man may take what it attacks, unless their general can take back.
  for (const s of ours) {
    if (!now[them][s] || before[them][s]) continue;
    for (const t of attacksOf(s)) {
      if (theirKing < 0 || !pieceChecks(pos, theirKing, t)) chased[t] = 1;
      else if (withSquares(pos, [s, theirKing], [0, 0], () => ours.some((a) => a !== s && pieceChecks(pos, a, t))))
        chased[t] = 1;
    }
  }
  const out: number[] = [];
  for (let sq = 0; sq < chased.length; sq++) if (chased[sq]) out.push(sq);
  return out;
}

/** Whether a checking move of the man on `sq` passes over `a` or `b`, so that their change can open or close it. */
function pathCrosses(pos: Position, sq: number, a: number, b: number): boolean {
  const v = pos.variant;
  const tab = movesAt(pos, sq);
  for (const ray of tab.rays) {
    if (!(ray.flags & F_CHECKS)) continue;
    for (let k = 0; k < ray.max; k++) if (ray.squares[k] === a || ray.squares[k] === b) return true;
  }
  for (const s of tab.specials) {
    if (!(s.flags & F_CHECKS)) continue;
    if (s.kind === 'lame') {
      const leg = offsetSquare(v, sq, s.bx, s.by);
      if (leg === a || leg === b) return true;
    } else if (s.kind === 'hop') {
      for (let t = offsetSquare(v, sq, s.dx, s.dy); t >= 0; t = offsetSquare(v, t, s.dx, s.dy))
        if (t === a || t === b) return true;
    } else {
      return true;
    }
  }
  return false;
}

/** Whether the man on `sq` moves along lines (rides or hops), so that its attacks along its own line are not new. */
function ridesOrHops(pos: Position, sq: number): boolean {
  const tab = movesAt(pos, sq);
  return tab.rays.length > 0 || tab.specials.some((s) => s.kind === 'hop');
}

/** Whether `target` is the first man from `king` along its rank or file. */
function facesAlongLine(pos: Position, king: number, target: number): boolean {
  const { files, size } = pos.variant;
  for (const [dx, dy] of [
    [1, 0],
    [-1, 0],
    [0, 1],
    [0, -1],
  ] as const) {
    let f = king % files;
    let sq = king;
    for (;;) {
      f += dx;
      sq += dx + dy * files;
      if (f < 0 || f >= files || sq < 0 || sq >= size) break;
      if (sq === target) return true;
      if (pos.board[sq] !== 0) break;
    }
  }
  return false;
}

/** A set of squares moved back over `move`: the man it moved stands on its from-square again. */
function undoMove(squares: readonly number[], move: Move): number[] {
  const to = moveTo(move);
  return squares.map((sq) => (sq === to ? moveFrom(move) : sq));
}

/**
 * The chases from position `first` to `last` of a game (`chased`: per position, the men the move to it
 * chased; `moves`: move i leads from position i to i + 1), followed man by man: who chased the same man
 * with every move. As Fairy-Stockfish counts them, the mover's window starts with the move that led to
 * the first occurrence (unless that was the game's start), the other side's with its first move after it.
 */
function chasers(
  chased: readonly (readonly number[])[],
  moves: readonly Move[],
  first: number,
  last: number,
): { lastMover: boolean; other: boolean } {
  const follow = (from: number, until: number): boolean => {
    let men = chased[from]!;
    for (let i = from - 2; i >= until && i > 0 && men.length > 0; i -= 2) {
      const earlier = chased[i]!;
      men = undoMove(men, moves[i]!).filter((sq) => earlier.includes(sq));
    }
    return men.length > 0;
  };
  return { lastMover: follow(last, first), other: follow(last - 1, first + 1) };
}

/** The outcome of a repetition judged by chases (`toMove`: who is to move at its end; `sides`: the spec naming them), or null when no side chased throughout. */
export function chaseEnd(
  chased: readonly (readonly number[])[],
  moves: readonly Move[],
  first: number,
  last: number,
  toMove: Color,
  reason: string,
  sides: { readonly sideNames?: readonly [string, string] },
): { winner: Color | null; reason: string } | null {
  const { lastMover, other } = chasers(chased, moves, first, last);
  if (!lastMover && !other) return null;
  if (lastMover && other) return { winner: null, reason: `${reason}, both sides chasing throughout` };
  const mover: Color = toMove === WHITE ? BLACK : WHITE;
  const chaser = lastMover ? mover : toMove;
  return {
    winner: chaser === WHITE ? BLACK : WHITE,
    reason: `perpetual chase: ${sideName(chaser, sides)} repeated the position chasing a man with every move (${reason})`,
  };
}

/**
 * Per position from `first` to the last (the current one), the men the move to it chased: worked out by
 * stepping the game's position back to the one before `first` and forward again.
 */
function chasedSince(history: GameHistory, first: number): number[][] {
  const pos = history.position;
  const last = history.keys.length - 1;
  const start = Math.max(first - 1, 0);
  for (let i = last; i > start; i--) pos.unmake();
  const chase = pos.variant.spec.end.perpetualChase!;
  const chased: number[][] = [];
  chased[0] = [];
  let before = blockers(pos);
  for (let i = start; i < last; i++) {
    const move = history.moves[i]!;
    pos.make(move);
    const now = blockers(pos);
    chased[i + 1] = chasedBy(pos, chase, move, history.captures![i]!, before, now);
    before = now;
  }
  return chased;
}

export const perpetualChase: RuleModule = {
  id: 'perpetual-chase',
  uses: (spec) => spec.end.perpetualChase !== undefined,
  remembers: ['captures'],
  judgeRepetition(history, first, reason): Outcome | null {
    const last = history.keys.length - 1;
    const chased = chaseEnd(
      chasedSince(history, first),
      history.moves,
      first,
      last,
      history.position.turn,
      reason,
      history.position.variant.spec,
    );
    if (!chased) return null;
    return { ...chased, termination: chased.winner === null ? 'repetition' : 'perpetual-chase' };
  },
  endings: () => ['perpetual chase (the chasing side loses)'],
  summary: ({ spec }) => {
    const { ranks, chasedOn } = spec.end.perpetualChase!;
    const name = (t: number): string => spec.pieces[t]!.name;
    // Chariot 3; Horse, Cannon 2; ...: the men that chase, highest rank first.
    const byRank = [...new Set(ranks.filter((r) => r >= 0))]
      .sort((a, b) => b - a)
      .map((r) => `${ranks.flatMap((q, t) => (q === r ? [name(t)] : [])).join(', ')} ${r}`);
    const others = [
      ...chasedOn.flatMap((on, t) => (on ? [`${name(t)}s are chased only on ${on.words} and never chase`] : [])),
      'other men neither chase nor are chased',
    ].join('; ');
    return {
      end: [
        `Perpetual chase loses: at that repetition, when no side checked throughout, a side that chased the same man with every move since the position first stood there loses; both chasing, it is a draw. A move chases an enemy man it newly attacks (with the moved man or one it uncovers) that is unprotected, or of a higher rank than the attacker, protected or not (${byRank.join('; ')}). ${others[0]!.toUpperCase()}${others.slice(1)}.`,
      ],
    };
  },
};
