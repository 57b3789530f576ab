/**
 * Rule module "drops" (Crazyhouse, Shogi; `drops`): a captured man goes to the captor's hand (a promoted
 * man as the piece it promoted from), and instead of moving a player may put a man from hand on an empty
 * square, within the definition's limits: ranks per type, one per file (Shogi's pawns), and types whose
 * drop may not checkmate (such a drop is a move, but it loses, as Fairy-Stockfish plays it). A drop is
 * MoveKind.Drop with from = to and the dropped type in the promotion field; it is written P@e4.
 */
import { MoveKind, encodeMove, moveKind, movePromo, moveTo, type Move } from '../move.js';
import type { MoveList } from '../movegen.js';
import { MEM_MOVED, promotedFromOf, type Position } from '../position.js';
import { squareName } from '../squares.js';
import { WHITE, sideName } from '../variant.js';
import type { RuleModule } from './index.js';
import { listWords, pieceNames, rankWords } from './words.js';

/** Adds every drop of the side to move: each type in hand onto each empty square it may be dropped on. */
function generateDrops(pos: Position, list: MoveList): void {
  const v = pos.variant;
  const n = v.nTypes;
  const base = pos.turn * n;
  const board = pos.board;
  const onePerFile = v.spec.drops!.onePerFile;
  for (let t = 0; t < n; t++) {
    if (pos.hand[base + t] === 0) continue;
    const allowed = v.dropSquares[base + t]!;
    const perFile = onePerFile?.includes(t) ?? false;
    for (let sq = 0; sq < v.size; sq++) {
      if (!allowed[sq] || board[sq] !== 0 || (perFile && ownOnFile(pos, t, sq))) continue;
      list.push(encodeMove(sq, sq, MoveKind.Drop, t));
    }
  }
}

/** Whether the file of `sq` holds a man of type `t` of the side to move. */
function ownOnFile(pos: Position, t: number, sq: number): boolean {
  const v = pos.variant;
  const own = pos.turn === WHITE ? t + 1 : -(t + 1);
  for (let s = sq % v.files; s < v.size; s += v.files) if (pos.board[s] === own) return true;
  return false;
}

/** Make's part of a drop: the man leaves the hand for the board. */
export function makeDrop(pos: Position, move: Move): void {
  const v = pos.variant;
  const us = pos.turn;
  const t = movePromo(move);
  const to = moveTo(move);
  const dropped = us === WHITE ? t + 1 : -(t + 1);
  pos.hand[us * v.nTypes + t]!--;
  pos.put(dropped, to);
  // A man dropped on a setup square of its type has not moved (a pawn may double-step from there).
  pos.mem[to] = v.spec.setup[to] === dropped ? 0 : MEM_MOVED;
}

/** Unmake's part of a drop (the side to move is the dropper again). */
export function unmakeDrop(pos: Position, move: Move): void {
  pos.lift(moveTo(move));
  pos.hand[pos.turn * pos.variant.nTypes + movePromo(move)]!++;
}

/**
 * The captor's gain when the side to move captures the man `captured` (a code) with memory `mem`: its
 * type goes to the hand, a promoted man as what it promoted from; a royal man is never in hand. Returns
 * the type added, or -1.
 */
export function captureToHand(pos: Position, captured: number, mem: number): number {
  const v = pos.variant;
  const type = Math.abs(captured) - 1;
  if (v.royalType[type]) return -1;
  const from = promotedFromOf(mem);
  const gained = from >= 0 ? from : v.demoteType[type]!;
  pos.hand[pos.turn * v.nTypes + gained]!++;
  return gained;
}

/**
 * When the side to move is checkmated by the last move and that move dropped a type whose drop may not
 * checkmate, the words saying so (the mated side wins); otherwise null.
 */
export function forbiddenDropMate(pos: Position): string | null {
  const last = pos.lastMove();
  if (last === null || moveKind(last) !== MoveKind.Drop) return null;
  const t = movePromo(last);
  return pos.variant.spec.drops?.noMate?.includes(t) ? `checkmate by a ${pos.variant.spec.pieces[t]!.name} drop, which loses` : null;
}

const article = (name: string): string => `${/^[AEIOU]/i.test(name) ? 'an' : 'a'} ${name}`;

export const drops: RuleModule = {
  id: 'drops',
  uses: (spec) => spec.drops != null,
  kinds: [MoveKind.Drop],
  textForm: 'drop',
  generate: generateDrops,
  // As Fairy-Stockfish and the Crazyhouse sites write it, in both notations: N@f3, P@e4.
  moveText: (pos, m) => `${pos.variant.spec.pieces[movePromo(m)]!.id.toUpperCase()}@${squareName(pos.variant, moveTo(m))}`,
  explain: (pos, a) => {
    const v = pos.variant;
    const us = pos.turn;
    const types = a.pieces ?? [];
    const at = squareName(v, a.to);
    const what = types.map((t) => v.spec.pieces[t]!.name).join(' or ');
    if (!v.hasDrops) return { reason: 'there are no drops in this variant', pieces: [] };
    const inHand = types.filter((t) => pos.hand[us * v.nTypes + t]! > 0);
    if (inHand.length === 0) return { reason: `${sideName(us)} has no ${what} in hand`, pieces: [] };
    if (pos.board[a.to] !== 0) return { reason: `${at} is occupied: a man is dropped on an empty square`, pieces: [] };
    const placeable = inHand.filter((t) => v.dropSquares[us * v.nTypes + t]![a.to]);
    if (placeable.length === 0) return { reason: `${article(what)} may not be dropped on ${at}'s rank`, pieces: [] };
    const free = placeable.filter((t) => !(v.spec.drops!.onePerFile?.includes(t) && ownOnFile(pos, t, a.to)));
    if (free.length === 0) return { reason: `${article(what)} may not be dropped on a file that holds one of your own`, pieces: [] };
    return { move: encodeMove(a.to, a.to, MoveKind.Drop, free[0]!), pieces: [] };
  },
  summary: (spec) => {
    const d = spec.drops!;
    const limits = [
      ...spec.pieces.flatMap((piece, t) => (d.ranks[t] ? [`a ${piece.name} only on ${rankWords(d.ranks[t]!)}`] : [])),
      ...(d.onePerFile ?? []).map((t) => `no ${spec.pieces[t]!.name} on a file that holds one of your own`),
      ...(d.noMate?.length ? [`a ${pieceNames(spec, d.noMate, 'or')} dropped to checkmate loses`] : []),
    ];
    return {
      special: [
        `Drops: a captured man goes to the captor's hand (a promoted man as the piece it promoted from); instead of moving, a player may put a man from hand on any empty square${limits.length ? `: ${listWords(limits)}` : ''}.`,
      ],
    };
  },
};
