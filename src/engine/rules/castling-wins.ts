/**
 * Rule module "castling wins" (`end.castlingWins`, Fairy-Stockfish's `castlingWins`): a side wins by
 * castling on a wing listed for it, and loses once it can castle on none of them (its king or those
 * rooks moved or taken). Judged after every move, as Fairy-Stockfish does: the castling first (it spends
 * the right it wins by), then the mover's lost rights, then the other side's.
 */
import { MoveKind, moveExtra, moveKind } from '../move.js';
import type { VariantSpec } from '../spec.js';
import { BLACK, type Color, sideName, WHITE } from '../variant.js';
import type { Position, RuleModule, Victory } from './hooks.js';
import { listWords } from './words.js';

/** The wing of a castling rule: its rook on the king's left is queenside. */
const wing = (spec: VariantSpec, i: number): string => {
  const c = spec.castling[i]!;
  return c.rook % spec.files < c.king % spec.files ? 'queenside' : 'kingside';
};

const wings = (spec: VariantSpec, c: Color): string =>
  listWords(
    spec.end.castlingWins![c].map((i) => wing(spec, i)),
    'or',
  );

/** The sides a castling wins for. */
const winningSides = (spec: VariantSpec): Color[] =>
  ([WHITE, BLACK] as const).filter((c) => spec.end.castlingWins![c].length > 0);

function castlingEnd(pos: Position): Victory | null {
  const v = pos.variant;
  const wins = v.spec.end.castlingWins!;
  const mover: Color = pos.turn === WHITE ? BLACK : WHITE;
  const m = pos.lastMove();
  if (m !== null && moveKind(m) === MoveKind.Castle && wins[mover].includes(moveExtra(m)))
    return { winner: mover, reason: `${sideName(mover)} castled ${wing(v.spec, moveExtra(m))}` };
  for (const c of [mover, pos.turn]) {
    const rights = wins[c];
    if (rights.length > 0 && rights.every((i) => (pos.rights & (1 << v.castleRightBit[i]![c]!)) === 0))
      return {
        winner: c === WHITE ? BLACK : WHITE,
        reason: `${sideName(c)} can no longer castle ${wings(v.spec, c)}`,
      };
  }
  return null;
}

export const castlingWins: RuleModule = {
  id: 'castling-wins',
  uses: (spec) => spec.end.castlingWins !== undefined,
  gameEnd: castlingEnd,
  summary: ({ spec }) => ({
    end: winningSides(spec).map(
      (c) =>
        `${sideName(c)} wins by castling ${wings(spec, c)}, and loses on moving the King or that Rook, or losing the Rook, before.`,
    ),
  }),
  endings: ({ spec }) => winningSides(spec).map((c) => `${sideName(c)} castled (wins)`),
};
