/**
 * Rule module "bikjang" (Janggi, `rules.bikjang`, Fairy-Stockfish's `bikjangRule`): kings may come to
 * face each other on an open file (no flying general), but the player whose king is so faced must part
 * them or pass, and may pass even in check; a pass leaves them facing and ends the game, drawn, or counted
 * where the variant counts (Janggi's points: material-count). As Fairy-Stockfish's, the rule needs the
 * position before the last move: a position read from a FEN has none, so its kings may face with no end.
 */
import { encodeMove, type Move, MoveKind, moveKind } from '../move.js';
import { inCheck, type MoveList } from '../movegen.js';
import { royalsFace } from './flying-general.js';
import type { Position, RuleModule, Victory } from './hooks.js';
import { countedEnd } from './material-count.js';

/** The slot's values: the kings did not face before the last move, they did, they did and it was a pass. */
const APART = 0;
const FACED = 1;
const PASSED = 2;

const slot = (pos: Position): number => pos.state[pos.variant.stateAt.bikjang!]!;

/** A pass for the player whose king is faced, even in check (the pass module adds it out of check). */
function passInCheck(pos: Position, list: MoveList): void {
  if (pos.variant.spec.rules.pass === undefined || !royalsFace(pos) || !inCheck(pos)) return;
  for (let i = 0; i < list.length; i++) if (moveKind(list.moves[i]!) === MoveKind.Pass) return;
  const king = pos.royal[pos.turn]!;
  list.push(encodeMove(king, king, MoveKind.Pass));
}

/** A pass with the kings facing ends the game. */
function passedFacing(pos: Position): Victory | null {
  return slot(pos) === PASSED ? countedEnd(pos, 'bikjang: the kings face each other and a player passed') : null;
}

export const bikjang: RuleModule = {
  id: 'bikjang',
  uses: (spec) => spec.rules.bikjang === true,
  state: { slots: 1, keyed: false, start: () => [APART] },
  beforeMove: (pos: Position, m: Move, at: number) => {
    pos.state[at] = !royalsFace(pos) ? APART : moveKind(m) === MoveKind.Pass ? PASSED : FACED;
  },
  // The slot says what stood before the move: nothing to add after it.
  afterMove: () => {},
  // A move other than a pass by the player whose king was faced must part the kings.
  forbiddenAfter: (pos) => slot(pos) === FACED && royalsFace(pos),
  slowLegality: true,
  // After the pass module's: the pass it leaves out in check.
  restrict: passInCheck,
  gameEnd: passedFacing,
  exposure: (pos) =>
    slot(pos) === FACED && royalsFace(pos)
      ? 'the kings face each other (bikjang): a move must part them, or pass'
      : null,
  summary: ({ spec }) => ({
    special: [
      'Bikjang: the kings may face each other on an open file; the player whose king is faced must part them or pass, and may pass even in check.',
    ],
    end: [`A pass while the kings face each other ends the game${spec.end.materialCount ? ', counted' : ' drawn'}.`],
  }),
  endings: () => ['bikjang (kings facing, a pass)'],
  // What the slot holds, kept at the table: set when a move leaves the kings facing, cleared when they part.
  trackers: () => [
    {
      kind: 'count',
      label: 'Bikjang',
      from: 0,
      to: 1,
      perSide: false,
      note: '1 while the kings face each other: the player to move must part them or pass; a pass ends the game',
    },
  ],
};
