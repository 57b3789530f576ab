/**
 * Rule module "shatar-mate" (Shatar, Mongolian chess; `rules.shatarMate`, Fairy-Stockfish's
 * `shatarMateRule`): a checkmate stands only if the unbroken series of checks that gave it, the mating
 * side checking with every move up to the mate, held a shak, a check by a knight, rook or bers (the
 * `shak` pieces); a mate without one (niol) is a draw, and a mate given by knights alone (the `alone`
 * pieces) loses for the side that gives it. As Fairy-Stockfish judges it, a knight's check is a shak.
 *
 * Its state, per side: whether that side's last move gave check, and if so whether its series of checks
 * holds a shak (not part of the position's identity, as in Fairy-Stockfish); unknown in a position no
 * move has been made from, where the check standing on the board, if any, begins the series.
 */
import { checkersOf, inCheck } from '../movegen.js';
import type { Position } from '../position.js';
import { BLACK, WHITE } from '../variant.js';
import type { Color, RuleModule } from './hooks.js';
import { pieceNames } from './words.js';

const ID = 'shatarMate';
/** A side's slot: not yet known (no move made), its last move gave no check, a check in a series without a shak, with one. */
const UNKNOWN = -2;
const NO_CHECK = -1;
const NO_SHAK = 0;
const SHAK = 1;

/** The types of the men of `by` checking the other side's royal. */
function checkerTypes(pos: Position, by: Color): number[] {
  const king = pos.royal[by === WHITE ? BLACK : WHITE]!;
  return king < 0 ? [] : checkersOf(pos, king, by).map((sq) => Math.abs(pos.board[sq]!) - 1);
}

/** The slot of the side that gave the check standing in `pos`, after its series so far (`before`). */
function seriesAfter(pos: Position, checker: Color, before: number): number {
  if (!inCheck(pos)) return NO_CHECK;
  const { shak } = pos.variant.spec.rules.shatarMate!;
  return before === SHAK || checkerTypes(pos, checker).some((t) => shak.includes(t)) ? SHAK : NO_SHAK;
}

const mover = (pos: Position): Color => (pos.turn === WHITE ? BLACK : WHITE);

export const shatarMate: RuleModule = {
  id: ID,
  uses: (spec) => spec.rules.shatarMate !== undefined,
  state: { slots: 2, keyed: false, start: () => [UNKNOWN, UNKNOWN] },
  // Before the first move: a check standing in the position begins its giver's series.
  beforeMove(pos, _m, at) {
    if (pos.state[at + mover(pos)] !== UNKNOWN) return;
    pos.state[at + mover(pos)] = seriesAfter(pos, mover(pos), NO_CHECK);
    pos.state[at + pos.turn] = NO_CHECK;
  },
  afterMove(pos, _m, us, at) {
    pos.state[at + us] = seriesAfter(pos, us, pos.state[at + us]!);
  },
  mateReversed(pos) {
    const { alone } = pos.variant.spec.rules.shatarMate!;
    const types = checkerTypes(pos, mover(pos));
    return types.length > 0 && types.every((t) => alone.includes(t))
      ? `mate by ${pieceNames(pos.variant.spec, alone, 'or')} alone, which loses for the side giving it`
      : null;
  },
  mateDrawn(pos) {
    const at = pos.variant.stateAt[ID]!;
    const { shak } = pos.variant.spec.rules.shatarMate!;
    const series = pos.state[at + mover(pos)];
    const known = series === UNKNOWN ? seriesAfter(pos, mover(pos), NO_CHECK) : series;
    return known === NO_SHAK
      ? `niol: no shak (a check by ${pieceNames(pos.variant.spec, shak, 'or')}) in the series of checks that mated`
      : null;
  },
  endings: () => ['mate without a shak (niol, draw)'],
  // The board does not show whether the running series of checks held a shak: a box per side, ticked
  // at a shak and cleared when a move gives no check.
  trackers: ({ spec }) => [
    {
      kind: 'count',
      label: 'Shak in this series of checks',
      from: 0,
      to: 1,
      perSide: true,
      note: `1 once ${pieceNames(spec, spec.rules.shatarMate!.shak, 'or')} has checked in the series; back to 0 after a move giving no check`,
    },
  ],
  summary: ({ spec }) => {
    const { shak, alone } = spec.rules.shatarMate!;
    return {
      end: [
        `A checkmate wins only if the unbroken series of checks that gave it held a shak, a check by ${pieceNames(spec, shak, 'or')}; a mate without one is a draw (niol), and a mate by ${pieceNames(spec, alone, 'or')} alone loses for the side that gives it.`,
      ],
    };
  },
};
