/**
 * Rule module "enclosing drop" (`rules.enclosingDrop`, Fairy-Stockfish's `enclosingDrop` and
 * `enclosingDropStart`): a man is dropped only where the rule allows. `reversi`: while any of the
 * `start` squares is empty, only on those; after that only where the drop encloses at least one enemy
 * man in an unbroken line ended by a man of the dropper's (Reversi). `ataxx`: only next to a man of the
 * dropper's. Drops elsewhere are taken away from the legal moves.
 */
import { type Move, MoveKind, moveKind, moveTo } from '../move.js';
import type { EnclosingRule } from '../spec.js';
import { squareName } from '../squares.js';
import { enclosedBy } from './flip.js';
import type { Position, RuleModule } from './hooks.js';
import { listWords } from './words.js';

/** Whether one of the `start` squares is still empty (Reversi's first four drops go there). */
const startOpen = (pos: Position): boolean =>
  pos.variant.spec.rules.enclosingDrop!.start.some((sq) => pos.board[sq] === 0);

/** Why the drop `m` is not allowed by the rule, or null when it is. */
function refusal(pos: Position, m: Move): string | null {
  if (moveKind(m) !== MoveKind.Drop) return null;
  const { rule, start } = pos.variant.spec.rules.enclosingDrop!;
  const to = moveTo(m);
  // Fairy-Stockfish fills the start squares first under every rule (only Reversi's sections name any).
  if (startOpen(pos))
    return start.includes(to) ? null : `while one of ${startWords(pos)} is empty, men are placed there`;
  const sign = pos.turn === 0 ? 1 : -1;
  if (rule === 'top') return onTop(pos, to) ? null : 'a man is placed on the first rank or on another man';
  if (rule === 'snort') return besideEnemy(pos, to, sign) ? 'a man is never placed beside an enemy man' : null;
  if (rule === 'ataxx') {
    const v = pos.variant;
    const [x, y] = [to % v.files, Math.floor(to / v.files)];
    for (let dy = -1; dy <= 1; dy++)
      for (let dx = -1; dx <= 1; dx++) {
        const [f, r] = [x + dx, y + dy];
        if ((dx || dy) && f >= 0 && r >= 0 && f < v.files && r < v.ranks && pos.board[r * v.files + f]! * sign > 0)
          return null;
      }
    return 'a man is placed only next to one of your own';
  }
  // Reversi: enclosing as if the man stood there (the square is empty, so the lines read the same).
  return enclosedBy(pos, to, pos.turn).length > 0 ? null : 'a man is placed only where it encloses enemy men';
}

/** Connect Four: on the first rank, or on a man (of either side). */
function onTop(pos: Position, to: number): boolean {
  const files = pos.variant.files;
  return to < files || pos.board[to - files] !== 0;
}

/** Snort: whether an enemy man stands on a square beside `to` (not diagonally). */
function besideEnemy(pos: Position, to: number, sign: number): boolean {
  const { files, ranks } = pos.variant;
  const [x, y] = [to % files, Math.floor(to / files)];
  const enemy = (f: number, r: number): boolean =>
    f >= 0 && r >= 0 && f < files && r < ranks && pos.board[r * files + f]! * sign < 0;
  return enemy(x - 1, y) || enemy(x + 1, y) || enemy(x, y - 1) || enemy(x, y + 1);
}

const startWords = (pos: Position): string =>
  listWords(
    pos.variant.spec.rules.enclosingDrop!.start.map((sq) => squareName(pos.variant, sq)),
    'or',
  );

/** The rule in words, after "Placing: " (`first`: the start squares' clause, or "A"). */
const PLACING_WORDS: Record<EnclosingRule, (first: string) => string> = {
  reversi: (first) =>
    `${first} man is placed only where it encloses at least one line of enemy men between itself and another man of the mover's.`,
  ataxx: (first) => `${first} man is placed only on an empty square next to one of the mover's own.`,
  top: (first) => `${first} man is placed on the first rank or on top of another man (it falls down its file).`,
  snort: (first) => `${first} man is never placed on a square beside an enemy man (diagonals do not count).`,
};

export const enclosingDrop: RuleModule = {
  id: 'enclosing-drop',
  uses: (spec) => spec.rules.enclosingDrop !== undefined,
  restrict(pos, list) {
    let n = 0;
    for (let i = 0; i < list.length; i++) if (refusal(pos, list.moves[i]!) === null) list.moves[n++] = list.moves[i]!;
    list.length = n;
  },
  explainRestriction: refusal,
  summary: (v) => {
    const { rule, start } = v.spec.rules.enclosingDrop!;
    const first = start.length
      ? `The first men go on ${listWords(
          start.map((sq) => squareName(v, sq)),
          'and',
        )}; after that, a`
      : 'A';
    return { special: [`Placing: ${PLACING_WORDS[rule](first)}`] };
  },
};
