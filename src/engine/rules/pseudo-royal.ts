/**
 * Rule module "pseudo-royal" (`rules.pseudoRoyal`, Fairy-Stockfish's `extinctionPseudoRoyal` without
 * explosions), in its two forms:
 * - every man of the listed pieces pseudo-royal, beside a royal king (Coregal's queens): no move may
 *   leave one attacked, as none may leave the king in check. A side left without a move with one of
 *   them attacked is mated as if its king were (Fairy-Stockfish's stalemate_value); the king alone is
 *   checked, though (no check evasions, no check counted).
 * - with `count`, no royal king (Sho shogi's King and Prince, Spartan's kings): the men of each group of
 *   pieces (`groups`: a piece with the promoted forms that move as it, Fairy-Stockfish's piece type),
 *   counted apart, are royal while a side has at most `count` of them on the board: no move may leave one
 *   attacked, and a side with no move while one is attacked is mated. With `duple` (Spartan's two kings),
 *   a move may not leave every man of the listed pieces attacked either, however many, and a side with
 *   no move while all are attacked is mated. As Fairy-Stockfish judges a move: the men royal before it,
 *   the one moved where it lands, a man dropped of the listed pieces royal too, a pawn promoting into
 *   a group royal while the group stays within the count (the group no longer royal otherwise); a man
 *   promoted into the pieces by his own promotion (Shogi's) not yet; a royal man of a piece that turns
 *   to stone by capturing may not capture, and attacks no royal man.
 */
import { type Move, MoveKind, moveFrom, moveKind, movePromo, moveTo } from '../move.js';
import { attacked, checkersOf, type MoveList, opposite } from '../movegen.js';
import type { VariantSpec } from '../spec.js';
import { WHITE } from '../variant.js';
import type { Color, Position, RuleModule } from './hooks.js';
import { pieceNames } from './words.js';

/** The square of a man of `us` of the listed pieces that the other side attacks, or -1. */
function exposedMan(pos: Position, us: Color): number {
  const them = opposite(us);
  return menOf(pos, us).find((sq) => attacked(pos, sq, them)) ?? -1;
}

/** Whether the rule guards every man of its pieces always (Coregal), not only while few (`count`). */
const always = (spec: VariantSpec): boolean => spec.rules.pseudoRoyal!.count === undefined;

const listed = (pos: Position): string =>
  pieceNames(pos.variant.spec, pos.variant.spec.rules.pseudoRoyal!.pieces, 'or');

/** The squares of `side`'s men of `pieces` (by default every listed piece). */
function menOf(pos: Position, side: Color, pieces = pos.variant.spec.rules.pseudoRoyal!.pieces): number[] {
  const sign = side === WHITE ? 1 : -1;
  const out: number[] = [];
  for (let sq = 0; sq < pos.board.length; sq++) {
    const code = pos.board[sq]! * sign;
    if (code > 0 && pieces.includes(code - 1)) out.push(sq);
  }
  return out;
}

/** The groups of `count`'s form, each counted apart. */
const groupsOf = (spec: VariantSpec): number[][] => spec.rules.pseudoRoyal!.groups ?? [spec.rules.pseudoRoyal!.pieces];

/** With `count`: the men of each group of which `side` has at most `count` on the board (royal now). */
function royalMen(pos: Position, side: Color): number[] {
  const { count } = pos.variant.spec.rules.pseudoRoyal!;
  return groupsOf(pos.variant.spec).flatMap((group) => {
    const men = menOf(pos, side, group);
    return men.length <= count! ? men : [];
  });
}

/** The listed pieces that turn to stone by capturing (Petrified's king): such a man takes no royal man. */
function stony(spec: VariantSpec): number[] {
  return (spec.rules.petrify?.pieces ?? []).filter((t) => spec.rules.pseudoRoyal!.pieces.includes(t));
}

/** Whether `by` attacks `sq` with a man that may take there. */
function threatened(pos: Position, sq: number, by: Color): boolean {
  const stones = stony(pos.variant.spec);
  if (stones.length === 0) return attacked(pos, sq, by);
  return checkersOf(pos, sq, by).some((from) => !stones.includes(Math.abs(pos.board[from]!) - 1));
}

/** Whether every man of `men` (at least one) is attacked. */
const allAttacked = (pos: Position, men: readonly number[], by: Color): boolean =>
  men.length > 0 && men.every((sq) => threatened(pos, sq, by));

/** Whether a castling by the royal man on `from` crosses an attacked square (his own included, the one he lands on not). */
function castlesThroughAttack(pos: Position, from: number, landing: number): boolean {
  const them = opposite(pos.turn);
  const step = landing > from ? 1 : -1;
  const code = pos.board[from]!;
  // The king is lifted: a line through his square reaches the squares beyond.
  pos.board[from] = 0;
  let crossed = false;
  for (let sq = from; sq !== landing && !crossed; sq += step) crossed = attacked(pos, sq, them);
  if (from === landing) crossed = attacked(pos, from, them);
  pos.board[from] = code;
  return crossed;
}

/** The men the move `m` of the side to move must keep safe, and those of which it may not leave all attacked, made on the board. */
function judgeMove(pos: Position, m: Move): boolean {
  const spec = pos.variant.spec;
  const { count, duple } = spec.rules.pseudoRoyal!;
  const us = pos.turn;
  const them = opposite(us);
  const from = moveKind(m) === MoveKind.Drop ? -1 : moveFrom(m);
  const to = moveTo(m);
  const royals = royalMen(pos, us);
  const candidates = duple ? menOf(pos, us) : [];
  if (royals.length === 0 && candidates.length === 0 && moveKind(m) !== MoveKind.Drop && movePromo(m) < 0) return false;
  // A royal man that turns to stone by capturing may not capture.
  if (royals.includes(from) && pos.board[to] !== 0 && stony(spec).includes(Math.abs(pos.board[from]!) - 1)) return true;
  const promo = movePromo(m);
  // A pawn's promotion (into a piece, not a promoted form) into a group: Fairy-Stockfish's PROMOTION.
  const pawnPromo = from >= 0 && promo >= 0 && spec.pieces[promo]!.promotedFrom === undefined;
  const group = pawnPromo ? groupsOf(spec).find((g) => g.includes(promo)) : undefined;
  const groupMen = group ? menOf(pos, us, group) : [];
  const before = new Set(menOf(pos, us));
  pos.make(m);
  // Where the moved man stands now: the one listed man on a square no listed man held (a castling king's landing).
  const found = from >= 0 ? menOf(pos, us).find((sq) => !before.has(sq)) : undefined;
  // A castling king that stays put (Chess960) is found nowhere new.
  const landing = found ?? (moveKind(m) === MoveKind.Castle ? from : to);
  const moved = (sq: number): number => (sq === from ? landing : sq);
  let guarded = royals.map(moved);
  if (from < 0 && spec.rules.pseudoRoyal!.pieces.includes(promo)) guarded.push(to);
  if (group) {
    if (groupMen.length + 1 > count!) guarded = guarded.filter((sq) => !groupMen.includes(sq));
    else guarded.push(to);
  }
  const duples = candidates.map(moved);
  if (group) duples.push(to);
  const illegal = guarded.some((sq) => threatened(pos, sq, them)) || allAttacked(pos, duples, them);
  pos.unmake();
  return (
    illegal || (moveKind(m) === MoveKind.Castle && royals.includes(from) && castlesThroughAttack(pos, from, landing))
  );
}

function keepRoyalsSafe(pos: Position, list: MoveList): void {
  if (always(pos.variant.spec)) return;
  let n = 0;
  for (let i = 0; i < list.length; i++) if (!judgeMove(pos, list.moves[i]!)) list.moves[n++] = list.moves[i]!;
  list.length = n;
}

/** Whether `side`, to move, has a man no move may leave attacked standing attacked (or, with `duple`, all of them). */
function royalAttacked(pos: Position, side: Color): boolean {
  if (always(pos.variant.spec)) return exposedMan(pos, side) >= 0;
  const them = opposite(side);
  return (
    royalMen(pos, side).some((sq) => attacked(pos, sq, them)) ||
    (pos.variant.spec.rules.pseudoRoyal!.duple === true &&
      menOf(pos, side).every((sq) => attacked(pos, sq, them)) &&
      menOf(pos, side).length > 0)
  );
}

export const pseudoRoyal: RuleModule = {
  id: 'pseudo-royal',
  uses: (spec) => spec.rules.pseudoRoyal !== undefined,
  // Pins, king targets and the lines watched from the king know only the king.
  slowLegality: true,
  guardsOtherMen: true,
  // Without a royal king, the attack tables are built for this rule alone.
  asksAttacks: () => true,
  forbiddenAfter: (pos, us) => always(pos.variant.spec) && exposedMan(pos, us) >= 0,
  restrict: keepRoyalsSafe,
  explainRestriction(pos, m) {
    if (always(pos.variant.spec) || !judgeMove(pos, m)) return null;
    return pos.variant.spec.rules.pseudoRoyal!.duple
      ? `it leaves a ${listed(pos)} of yours attacked while it is royal, or all of them attacked`
      : `it leaves your last ${listed(pos)} attacked: while it is your only one, it is royal`;
  },
  exposure: (pos) =>
    always(pos.variant.spec) && exposedMan(pos, opposite(pos.turn)) >= 0 ? `it leaves a ${listed(pos)} attacked` : null,
  // A stalemate with a pseudo-royal man attacked (with `count`, one royal now) is a mate: Fairy-Stockfish's stalemate_value.
  settleDraw: (pos, draw) => {
    if (draw.termination !== 'stalemate' || !royalAttacked(pos, pos.turn)) return null;
    const toMove = pos.turn;
    const winner = pos.variant.spec.end.checkmate === 'win' ? toMove : opposite(toMove);
    return { winner, termination: 'checkmate', reason: `checkmate: no move saves the attacked ${listed(pos)}` };
  },
  standingProblem: (pos, name) => {
    if (!always(pos.variant.spec)) return null;
    const sq = exposedMan(pos, opposite(pos.turn));
    return sq >= 0
      ? `${name(sq)}: a ${listed(pos)} of the side that has moved stands attacked, which no move may leave`
      : null;
  },
  summary: ({ spec }) => {
    const { pieces, count, duple } = spec.rules.pseudoRoyal!;
    const names = pieceNames(spec, pieces, 'or');
    if (count !== undefined) {
      const apart = groupsOf(spec).length > 1 ? ' (each piece counted on its own)' : '';
      const all = duple
        ? ` No move may leave all of them attacked either, however many; a player with no move while they all are is checkmated.`
        : '';
      return {
        special: [
          `A side with ${count === 1 ? 'only one' : `${count} or fewer`} ${names} left${apart} may not leave one attacked: it is then royal, as a king, and a player with no move while it is attacked is checkmated. With more, any of them may be captured.${all}`,
        ],
      };
    }
    return {
      special: [
        `Pseudo-royal: no move may leave a ${names} attacked, as none may leave the King in check; a player with no move while a ${names} of his is attacked is checkmated.`,
      ],
    };
  },
};
