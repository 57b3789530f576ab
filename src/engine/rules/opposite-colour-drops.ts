/**
 * Rule module "opposite-colour drops" (`rules.oppositeColourDrops`, Fairy-Stockfish's
 * `dropOppositeColoredBishop`, Placement chess): a side's men of one piece (the bishops) are placed so
 * that half stand on light squares and half on dark. A man of the piece may not be dropped on a colour
 * that already holds its half; any other drop may not take the last square of a colour the piece still
 * needs, among the empty squares it may be dropped on. As Fairy-Stockfish judges it: the men of the
 * piece on the board and in hand are counted, and a colour needs half of them, rounded down.
 */
import { type Move, MoveKind, type MoveList, moveKind, movePromo, moveTo } from '../move.js';
import type { Position, RuleModule } from './hooks.js';
import { pieceNames } from './words.js';

/** Whether `sq` is a dark square (a1 is dark). */
const dark = (pos: Position, sq: number): boolean => {
  const files = pos.variant.files;
  return ((sq % files) + ((sq / files) | 0)) % 2 === 0;
};

/** The side to move's men of the piece on each colour, the empty squares it may be dropped on of each, and how many it has. */
interface Colours {
  men: [number, number];
  room: [number, number];
  total: number;
}

function colours(pos: Position): Colours {
  const v = pos.variant;
  const t = v.spec.rules.oppositeColourDrops!.piece;
  const at = pos.turn * v.nTypes + t;
  const code = pos.turn === 0 ? t + 1 : -(t + 1);
  const allowed = v.dropSquares[at]!;
  const men: [number, number] = [0, 0];
  const room: [number, number] = [0, 0];
  for (let sq = 0; sq < v.size; sq++) {
    const colour = dark(pos, sq) ? 0 : 1;
    if (pos.board[sq] === code) men[colour]++;
    else if (pos.board[sq] === 0 && allowed[sq]) room[colour]++;
  }
  return { men, room, total: pos.typeCount[at]! + pos.hand[at]! };
}

/** Whether the drop `m` leaves the piece's men unable to stand half on each colour (`c`: the position's count). */
function breaks(pos: Position, m: Move, c: Colours): boolean {
  const t = pos.variant.spec.rules.oppositeColourDrops!.piece;
  const to = moveTo(m);
  const colour = dark(pos, to) ? 0 : 1;
  if (movePromo(m) === t) return c.men[colour] + 1 > (c.total + 1) >> 1;
  const half = c.total >> 1;
  const taken = (k: 0 | 1): number =>
    k === colour && pos.variant.dropSquares[pos.turn * pos.variant.nTypes + t]![to] ? 1 : 0;
  return c.men[0] + c.room[0] - taken(0) < half || c.men[1] + c.room[1] - taken(1) < half;
}

/** Keeps the moves of `list` but the drops that break the rule. */
function keepColours(pos: Position, list: MoveList): void {
  let c: Colours | null = null;
  let n = 0;
  for (let i = 0; i < list.length; i++) {
    const m = list.moves[i]!;
    if (moveKind(m) === MoveKind.Drop) {
      c ??= colours(pos);
      if (breaks(pos, m, c)) continue;
    }
    list.moves[n++] = m;
  }
  list.length = n;
}

export const oppositeColourDrops: RuleModule = {
  id: 'opposite-colour-drops',
  uses: (spec) => spec.rules.oppositeColourDrops !== undefined,
  restrict: keepColours,
  explainRestriction(pos, m) {
    if (moveKind(m) !== MoveKind.Drop || !breaks(pos, m, colours(pos))) return null;
    const name = pieceNames(pos.variant.spec, [pos.variant.spec.rules.oppositeColourDrops!.piece]);
    return movePromo(m) === pos.variant.spec.rules.oppositeColourDrops!.piece
      ? `the ${name}s must stand half on light squares and half on dark: this colour holds its half`
      : `the ${name}s must stand half on light squares and half on dark: this drop takes the last square of a colour one still needs`;
  },
  setupWords: ({ spec }) => {
    const name = pieceNames(spec, [spec.rules.oppositeColourDrops!.piece]);
    return `Each side's ${name}s go on squares of both colours.`;
  },
  summary: ({ spec }) => {
    const name = pieceNames(spec, [spec.rules.oppositeColourDrops!.piece]);
    return {
      special: [
        `${name[0]!.toUpperCase()}${name.slice(1)}s on both colours: a player's ${name}s are placed half on light squares and half on dark; no drop may take the last square of a colour a ${name} still needs.`,
      ],
    };
  },
};
