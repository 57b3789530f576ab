/**
 * Rule module "petrify" (`rules.petrifyOnCapture`, Fairy-Stockfish's `petrifyOnCaptureTypes`): a man
 * of the listed pieces that captures turns to stone on the square he took, a wall that never moves and
 * is never taken, and that blocks both sides' lines as any man does. The stone is a piece of the
 * variant's own (the last, added by the definition's compile: `rules.petrify.stone`) with no moves;
 * every stone is a man of White's, so White's men never take one, and this module takes Black's
 * captures of stones away from the legal moves. A stone is not in hand: a capture puts only the man
 * taken there. A man that promotes as he captures is judged by the piece he was, and is removed with
 * no stone left, as Fairy-Stockfish plays it.
 */
import { movePromo, moveTo } from '../move.js';
import { UNDO_MOVER } from '../position.js';
import { sideName, WHITE } from '../variant.js';
import type { RuleModule } from './hooks.js';
import { pieceNames } from './words.js';

export const petrify: RuleModule = {
  id: 'petrify',
  uses: (spec) => spec.rules.petrify !== undefined,
  // The capturer, landed, turns to stone: make removes him (unmake puts him back) and puts the stone. His
  // piece is what he was before the move; one that promotes on it is removed with no stone left, as
  // Fairy-Stockfish plays it.
  afterCapture(pos, m, dest, _captured, _capturedMem, undo, o) {
    if (dest < 0) return;
    const { pieces, stone } = pos.variant.spec.rules.petrify!;
    if (!pieces.includes(Math.abs(undo[o + UNDO_MOVER]!) - 1)) return;
    pos.remove(dest);
    if (movePromo(m) < 0) pos.put(stone + 1, dest);
  },
  // Before unmake puts the capturer back, the stone goes.
  undoCapture(pos, m) {
    const to = moveTo(m);
    if (pos.board[to] === pos.variant.spec.rules.petrify!.stone + 1) pos.lift(to);
  },
  restrict(pos, list) {
    if (pos.turn === WHITE) return;
    const stone = pos.variant.spec.rules.petrify!.stone + 1;
    let n = 0;
    for (let i = 0; i < list.length; i++)
      if (pos.board[moveTo(list.moves[i]!)] !== stone) list.moves[n++] = list.moves[i]!;
    list.length = n;
  },
  explainRestriction: (pos, m) =>
    pos.board[moveTo(m)] === pos.variant.spec.rules.petrify!.stone + 1 ? 'a stone is never taken' : null,
  // Stones stand wherever a capture left them, as many as there were captures.
  anywhere: (spec, t) => spec.rules.petrify?.stone === t,
  summary: ({ spec }) => ({
    special: [
      `Petrification: a ${pieceNames(spec, spec.rules.petrify!.pieces, 'or')} that captures turns to stone on the square it took: the stone never moves, is never taken, and blocks ${sideName(WHITE)} and Black alike.`,
    ],
  }),
};
