/**
 * Rule module "must drop" (`rules.mustDrop`; Fairy-Stockfish's mustDrop and mustDropType): a player
 * with men in hand (of the named piece, or of any) drops one wherever a drop is legal; only when none
 * is may a man on the board move. With a named piece, no other piece is dropped while he is in hand
 * (Picaria and Teeko: the men are all placed before any moves).
 */
import { type Move, MoveKind, moveKind, movePromo } from '../move.js';
import { generateLegal, MoveList } from '../movegen.js';
import { sideName, WHITE } from '../variant.js';
import type { Position, RuleModule, Variant } from './hooks.js';
import { bothSidesRanks, pieceNames } from './words.js';

/** Whether the side to move holds men the rule makes it drop. */
function holding(pos: Position): boolean {
  const { piece } = pos.variant.spec.rules.mustDrop!;
  const n = pos.variant.nTypes;
  const at = pos.turn * n;
  if (piece !== null) return pos.hand[at + piece]! > 0;
  for (let t = 0; t < n; t++) if (pos.hand[at + t]! > 0) return true;
  return false;
}

/** Whether `m` is a drop of a man the rule makes the side drop. */
function dropsDue(pos: Position, m: Move): boolean {
  const { piece } = pos.variant.spec.rules.mustDrop!;
  return moveKind(m) === MoveKind.Drop && (piece === null || movePromo(m) === piece);
}

/** Keeps the drops due when the side holds men to drop: all of them where one is legal, else the moves that are no drops. */
function keepDrops(pos: Position, list: MoveList): void {
  if (!holding(pos)) return;
  let n = 0;
  for (let i = 0; i < list.length; i++) if (dropsDue(pos, list.moves[i]!)) list.moves[n++] = list.moves[i]!;
  if (n > 0) {
    list.length = n;
    return;
  }
  for (let i = 0; i < list.length; i++)
    if (moveKind(list.moves[i]!) !== MoveKind.Drop) list.moves[n++] = list.moves[i]!;
  list.length = n;
}

/**
 * The placement phase on the setup page: the men each side holds at the start placed first, one a turn,
 * each piece on the ranks it may be dropped on ("the Yahhtas on rank 1 (White) or rank 8 (Black)").
 */
function placingWords(v: Variant): string | null {
  const { spec } = v;
  const { piece } = spec.rules.mustDrop!;
  const held = spec.pieces.flatMap((_, t) => ((spec.hand?.[t] ?? 0) > 0 && (piece === null || piece === t) ? [t] : []));
  if (held.length === 0) return null;
  // The held pieces grouped by the ranks they may be placed on.
  const groups = new Map<string, number[]>();
  for (const t of held) {
    const ranks = spec.drops?.ranks[t];
    const key = ranks ? bothSidesRanks(spec, ranks) : 'any empty square';
    groups.set(key, [...(groups.get(key) ?? []), t]);
  }
  const where = [...groups].map(([ranks, types]) => `${pieceNames(spec, types)} on ${ranks}`);
  return `Before any man on the board moves, the players place these men, one a turn, ${sideName(WHITE, spec)} first: ${where.join('; ')}.`;
}

export const mustDrop: RuleModule = {
  id: 'must-drop',
  uses: (spec) => spec.rules.mustDrop !== undefined,
  restrict: keepDrops,
  explainRestriction(pos, m) {
    if (!holding(pos) || dropsDue(pos, m)) return null;
    const legal = new MoveList();
    generateLegal(pos, legal);
    if (legal.length === 0 || !dropsDue(pos, legal.moves[0]!)) return null;
    const { piece } = pos.variant.spec.rules.mustDrop!;
    return piece === null
      ? 'a man in hand must be placed first'
      : `a ${pieceNames(pos.variant.spec, [piece])} in hand must be placed first`;
  },
  setupWords: placingWords,
  summary: ({ spec }) => {
    const { piece } = spec.rules.mustDrop!;
    const men = piece === null ? 'men' : `${pieceNames(spec, [piece])}s`;
    return {
      special: [
        `Placing first: while a player has ${men} in hand, they must place one; only then do men on the board move.`,
      ],
    };
  },
};
