/**
 * Rule module "castling with dropped men" (`rules.castlingDropped`, Fairy-Stockfish's
 * `castlingDroppedPiece`, Placement chess): where the kings and rooks start in hand, a castling's right
 * opens when they are dropped on its squares. A royal man dropped on his castling square opens each
 * castling whose rook square holds a rook of his; a rook dropped on a castling rook's square opens that
 * castling when the royal already stands on his. The castling module then plays it (its rights are
 * `Position.rights`, which make saves and unmake restores).
 */
import { MoveKind, moveKind, movePromo, moveTo } from '../move.js';
import { mirrorSquare } from '../position.js';
import { WHITE } from '../variant.js';
import type { Color, Position, RuleModule } from './hooks.js';
import { pieceNames } from './words.js';

/** After a drop of `us`: opens the castlings the dropped man completes. */
function openRights(pos: Position, m: number, us: Color): void {
  if (moveKind(m) !== MoveKind.Drop) return;
  const v = pos.variant;
  const t = movePromo(m);
  const to = moveTo(m);
  const { rooks } = v.spec.rules.castlingDropped!;
  const sign = us === WHITE ? 1 : -1;
  const own = (sq: number): number => (pos.board[sq]! * sign > 0 ? pos.board[sq]! * sign - 1 : -1);
  const at = (sq: number): number => (us === WHITE ? sq : mirrorSquare(v, sq));
  v.spec.castling.forEach((c, index) => {
    const king = at(c.king);
    const rook = at(c.rook);
    const kingHome = v.royalType[own(king)] === 1;
    const opens =
      (v.royalType[t] === 1 && to === king && rooks.includes(own(rook))) ||
      (rooks.includes(t) && to === rook && kingHome);
    if (opens) pos.rights |= 1 << v.castleRightBit[index]![us]!;
  });
}

export const castlingDropped: RuleModule = {
  id: 'castling-dropped',
  uses: (spec) => spec.rules.castlingDropped !== undefined,
  afterMove: openRights,
  setupWords: ({ spec }) => {
    const king = spec.pieces.find((p) => p.royal)?.name ?? 'king';
    return `A ${king} placed on his castling square may castle later with a ${pieceNames(spec, spec.rules.castlingDropped!.rooks, 'or')} placed in that corner.`;
  },
  summary: ({ spec }) => {
    const king = spec.pieces.find((p) => p.royal)?.name ?? 'king';
    const rooks = pieceNames(spec, spec.rules.castlingDropped!.rooks, 'or');
    return {
      special: [
        `Castling with placed men: a player may castle once the ${king} has been placed on his castling square and a ${rooks} on that castling's corner, neither moving since.`,
      ],
    };
  },
};
