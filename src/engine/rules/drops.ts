/**
 * Rule module "drops" (Crazyhouse, Shogi; `drops`): a captured man goes to the captor's hand (a promoted
 * man as the piece it promoted from), and instead of moving a player may put a man from hand on an empty
 * square, within the definition's limits: ranks per type, one per file (Shogi's pawns), and types whose
 * drop may not checkmate (such a drop is a move, but it loses, as Fairy-Stockfish plays it). A drop is
 * MoveKind.Drop with from = to and the dropped type in the promotion field; it is written P@e4. With
 * `promoted` (Kyoto shogi) a man may also be dropped as his promoted form: that form's type in the
 * field, written +P@e4 as Fairy-Stockfish writes it.
 */

import { encodeMove, type Move, MoveKind, moveKind, movePromo, moveTo } from '../move.js';
import { generateLegal, inCheck, MoveList, pieceMoves } from '../movegen.js';
import { MEM_MOVED, Position, promotedFromOf, UNDO_RULE } from '../position.js';
import { SQUARE_TEXT, squareName } from '../squares.js';
import { sideName, type Variant, WHITE } from '../variant.js';
import { type BoardExample, fillerType, type Placement, placedPosition, royalType, squareAt } from './examples.js';
import { findHand, handText, readHand } from './hand.js';
import type { RuleAttempt, RuleCard, RuleModule, TextWords } from './hooks.js';
import { article, bothSidesRanks, listWords, pieceNames, rankWords } from './words.js';

/** The type in hand a drop of type `t` takes: `t`, or for a promoted form dropped (`promoted`), what it promoted from. */
const handType = (v: Variant, t: number): number => v.spec.pieces[t]!.promotedFrom ?? t;

/** The promoted forms a man of type `t` in hand may also be dropped as (`promoted`). */
const droppedForms = (v: Variant, t: number): number[] =>
  v.spec.drops!.promoted ? v.spec.pieces.flatMap((p, f) => (p.promotedFrom === t ? [f] : [])) : [];

/** Adds every drop of the side to move: each type in hand onto each empty square it may be dropped on. */
function generateDrops(pos: Position, list: MoveList): void {
  const v = pos.variant;
  const n = v.nTypes;
  const base = pos.turn * n;
  const board = pos.board;
  const { onePerFile, free } = v.spec.drops!;
  for (let t = 0; t < n; t++) {
    if (pos.hand[base + t] === 0 && (!free || v.royalType[t])) continue;
    const allowed = v.dropSquares[base + t]!;
    const perFile = onePerFile?.includes(t) ?? false;
    const forms = droppedForms(v, t);
    for (let sq = 0; sq < v.size; sq++) {
      if (!allowed[sq] || board[sq] !== 0 || (perFile && fileFull(pos, t, sq))) continue;
      // Fairy-Stockfish lists the promoted drops first.
      for (const f of forms) list.push(encodeMove(sq, sq, MoveKind.Drop, f));
      list.push(encodeMove(sq, sq, MoveKind.Drop, t));
    }
  }
}

/** Whether the file of `sq` holds as many men of type `t` of the side to move as a file may (`perFile`, default 1). */
function fileFull(pos: Position, t: number, sq: number): boolean {
  const v = pos.variant;
  const own = pos.turn === WHITE ? t + 1 : -(t + 1);
  let n = v.spec.drops!.perFile ?? 1;
  for (let s = sq % v.files; s < v.size; s += v.files) if (pos.board[s] === own && --n === 0) return true;
  return false;
}

/** Make's part of a drop: the man leaves the hand for the board; the move clock as the definition says. */
function makeDrop(pos: Position, move: Move): boolean {
  const v = pos.variant;
  const us = pos.turn;
  const t = movePromo(move);
  const to = moveTo(move);
  const dropped = us === WHITE ? t + 1 : -(t + 1);
  if (!v.spec.drops!.free) pos.hand[us * v.nTypes + handType(v, t)]!--;
  pos.put(dropped, to);
  // A man dropped on a setup square of its type has not moved (a pawn may double-step from there).
  pos.mem[to] = v.spec.setup[to] === dropped ? 0 : MEM_MOVED;
  return v.spec.drops!.resetsClock === true;
}

/** Unmake's part of a drop (the side to move is the dropper again). */
function unmakeDrop(pos: Position, move: Move): void {
  pos.lift(moveTo(move));
  const v = pos.variant;
  if (!v.spec.drops!.free) pos.hand[pos.turn * v.nTypes + handType(v, movePromo(move))]!++;
}

/**
 * The captor's gain when the side to move captures the man `captured` (a code) with memory `mem`: its
 * type goes to the hand, a promoted man as what it promoted from; a royal man is never in hand. The type
 * added (or -1) goes to the undo record's rule slot.
 */
function captureToHand(pos: Position, captured: number, mem: number, undo: Int32Array, o: number): void {
  const v = pos.variant;
  undo[o + UNDO_RULE] = -1;
  if (v.spec.drops!.capturesToHand === false) return;
  const gained = handTypeOf(v, captured, mem);
  if (gained < 0) return;
  pos.hand[pos.turn * v.nTypes + gained]!++;
  undo[o + UNDO_RULE] = gained;
}

/** The type a man taken off the board (`code`, memory `mem`) goes to a hand as: what he promoted from, or -1 for a royal man. */
export function handTypeOf(v: Variant, code: number, mem: number): number {
  const type = Math.abs(code) - 1;
  if (v.royalType[type]) return -1;
  const from = promotedFromOf(mem);
  return v.spec.drops!.keepPromoted ? type : from >= 0 ? from : v.demoteType[type]!;
}

/**
 * When the side to move is checkmated by the last move and that move dropped a type whose drop may not
 * checkmate, the words saying so (the mated side wins); otherwise null.
 */
export function forbiddenDropMate(pos: Position): string | null {
  const last = pos.lastMove();
  if (last === null || moveKind(last) !== MoveKind.Drop) return null;
  const t = movePromo(last);
  return pos.variant.spec.drops?.noMate?.includes(t)
    ? `checkmate by a ${pos.variant.spec.pieces[t]!.name} drop, which loses`
    : null;
}

/** A square the side to move may drop a man on now; `loses`: the drop checkmates where that loses. */
export interface DropTarget {
  square: number;
  loses: boolean;
}

/** The legal drops of a man of type `t` from the side to move's hand, as the move generator finds them. */
export function dropTargets(pos: Position, t: number): DropTarget[] {
  const list = new MoveList();
  generateLegal(pos, list);
  const reply = new MoveList();
  return list
    .toArray()
    .filter((m) => moveKind(m) === MoveKind.Drop && movePromo(m) === t)
    .map((m) => {
      pos.make(m);
      generateLegal(pos, reply);
      const loses = reply.length === 0 && inCheck(pos) && forbiddenDropMate(pos) !== null;
      pos.unmake();
      return { square: moveTo(m), loses };
    });
}

/**
 * The limits on dropping a man of type `t`, in words, from the definition: the ranks it may not be
 * dropped on (and whether it could not move from there), the file rule, the mate rule.
 */
function dropLimitWords(v: Variant, t: number): string[] {
  const spec = v.spec;
  const d = spec.drops;
  if (!d) return [];
  const name = spec.pieces[t]!.name;
  const words: string[] = [];
  const allowed = d.ranks[t];
  if (allowed) {
    const barred = Array.from({ length: v.ranks }, (_, r) => r).filter((r) => !allowed.includes(r));
    // A man alone on a barred rank: has it a move there? (Shogi bars exactly the ranks where it has none.)
    const stuck =
      barred.length > 0 && barred.every((r) => movesAlone(v, t, squareAt(v, Math.floor(v.files / 2), r)) === 0);
    if (barred.length) words.push(`never on ${rankWords(barred)}${stuck ? ' (it could not move there)' : ''}`);
  }
  const most = d.perFile ?? 1;
  if (d.onePerFile?.includes(t))
    words.push(`never on a file that holds ${most === 1 ? `another ${name}` : `${most} ${name}s`} of yours`);
  if (d.noMate?.includes(t)) words.push(`a ${name} dropped to checkmate loses`);
  return words;
}

/** How many moves a White man of type `t` alone on `sq` has. */
function movesAlone(v: Variant, t: number, sq: number): number {
  const pos = new Position(v);
  pos.board[sq] = t + 1;
  pos.mem[sq] = MEM_MOVED;
  pos.refresh();
  const list = new MoveList();
  pieceMoves(pos, sq, list);
  return list.length;
}

/** What a drop is where captured men do not go to hands (Pocket Knight), before any limit. */
const HAND_WORDS = 'instead of moving, a player may put a man he holds in hand on any empty square';
/** The same where a promoted man stays promoted in hand (Loop chess). */
const LOOP_WORDS =
  "a captured man goes to the captor's hand as he stands, a promoted one promoted; instead of moving, a player may put a man from hand on any empty square";

/** What a captured man becomes and what a drop is, before any limit. */
const DROP_WORDS =
  "a captured man goes to the captor's hand (a promoted man as the piece it promoted from); instead of moving, a player may put a man from hand on any empty square";

/**
 * A card for each type with drop limits: White, to move, holds one such man; White's royal on its
 * setup square, another of the type of each side on the board (the file rule at work) and, where a
 * drop may not mate, Black's royal in a corner where one drop would mate it, as the engine finds it.
 * The diagrams layer marks the engine's legal drops of the man in hand.
 */
function dropCards(v: Variant): RuleCard[] {
  const spec = v.spec;
  const d = spec.drops!;
  const king = royalType(spec);
  if (king < 0) return [];
  const cards: RuleCard[] = [];
  // The type with most limits first: its card also says what a drop is.
  const limitCount = (t: number): number => dropLimitWords(v, t).length;
  const types = spec.pieces.map((_, t) => t).sort((a, b) => limitCount(b) - limitCount(a));
  for (const type of types) {
    const piece = spec.pieces[type]!;
    const perFile = d.onePerFile?.includes(type) ?? false;
    const noMate = d.noMate?.includes(type) ?? false;
    if ((!d.ranks[type] && !perFile && !noMate) || piece.royal) continue;
    const setupOf = (code: number, file: number): number => {
      for (let r = 0; r < v.ranks; r++) if (spec.setup[squareAt(v, file, r)] === code) return squareAt(v, file, r);
      return -1;
    };
    const men: Placement = [[spec.setup.indexOf(king + 1), king + 1]];
    // Another of the type on each side, on its setup squares of a file either side of the middle.
    const own = setupOf(type + 1, 2);
    const theirs = setupOf(-(type + 1), v.files - 3);
    if (own >= 0) men.push([own, type + 1]);
    if (theirs >= 0) men.push([theirs, -(type + 1)]);
    const mate = noMate ? dropMate(v, type, men) : null;
    const position = mate?.position ?? placedPosition(v, [...men, [spec.setup.indexOf(-(king + 1)), -(king + 1)]], '');
    if (!position) continue;
    position.hand[WHITE * v.nTypes + type] = 1;
    position.refresh();
    const limits = dropLimitWords(v, type);
    const here = mate ? ` Here a drop on ${squareName(v, mate.square)} would checkmate (cross).` : '';
    // What a drop is, said once, on the first card.
    const general = cards.length ? '' : `\nDrops: ${DROP_WORDS}.`;
    const text = `The ${piece.name} in hand (top right) may be dropped on the marked squares${limits.length ? `: ${listWords(limits)}` : ''}.${here}${general}`;
    const example: BoardExample = {
      position,
      subject: -1,
      inHand: type,
      window: [0, 0, v.files - 1, v.ranks - 1],
      caption: `${piece.name} in hand`,
    };
    cards.push({ title: `${piece.name} drops`, text, example });
  }
  return cards;
}

/**
 * Black's royal in the top-left corner, boxed in by Black men of the cheapest other type, and a White
 * man guarding the square from which a dropped `type` would check it: the first such arrangement the
 * engine finds where that drop mates. Null when none of those small arrangements does.
 */
function dropMate(v: Variant, type: number, men: Placement): { position: Position; square: number } | null {
  const spec = v.spec;
  const king = royalType(spec);
  const corner = squareAt(v, 0, v.ranks - 1);
  const box = fillerType(spec, type);
  const near = (sq: number): number[] => {
    const out: number[] = [];
    for (let dy = -1; dy <= 1; dy++)
      for (let dx = -1; dx <= 1; dx++)
        if (dx || dy) out.push(squareAt(v, (sq % v.files) + dx, ((sq / v.files) | 0) + dy));
    return out.filter((s) => s >= 0);
  };
  const taken = new Set(men.map(([sq]) => sq));
  const guards = spec.pieces.map((_, t) => t).filter((t) => !spec.pieces[t]!.royal && t !== type);
  guards.sort((a, b) => (spec.pieces[a]!.value ?? 99) - (spec.pieces[b]!.value ?? 99));
  for (const at of near(corner)) {
    if (taken.has(at)) continue;
    const boxed: Placement = near(corner)
      .filter((s) => s !== at && !taken.has(s))
      .map((s): [number, number] => [s, -(box + 1)]);
    for (const guard of guards) {
      for (const from of near(at)) {
        if (from === corner || taken.has(from) || boxed.some(([s]) => s === from)) continue;
        const position = placedPosition(v, [...men, ...boxed, [corner, -(king + 1)], [from, guard + 1]], '');
        if (!position) continue;
        position.hand[WHITE * v.nTypes + type] = 1;
        position.refresh();
        if (inCheck(position)) continue;
        if (dropTargets(position, type).some((d) => d.square === at && d.loses)) return { position, square: at };
      }
    }
  }
  return null;
}

/** Written N@f3, as Fairy-Stockfish and the Crazyhouse sites write it; @g2, with no letter, drops a pawn (chess.com). */
const DROP_TEXT = new RegExp(`^(\\+)?([A-Z][A-Za-z0-9]{0,3})?@(${SQUARE_TEXT})$`);

function readDrop(text: string, words: TextWords): Partial<RuleAttempt> | string | null {
  const m = DROP_TEXT.exec(text);
  if (!m) return null;
  let pieces: number[] | string;
  let namedFirst: number[] | null = null;
  if (m[2] === undefined) {
    const pawn = words.pawn();
    if (pawn < 0)
      return 'a drop without a piece letter drops a pawn, and this variant has none (write the piece: N@f3)';
    pieces = [pawn];
  } else {
    pieces = words.pieces(m[2]);
    if (typeof pieces === 'string') return pieces;
    if (!m[1]) {
      // Without the + mark, the letter of the piece a promoted man moves as names him too, as
      // Fairy-Stockfish's SAN writes a man dropped promoted (Kyoto shogi's silver dropped as a gold:
      // G@b2); the piece the letter names comes first (G@b2 drops a Gold where one is in hand).
      namedFirst = pieces;
      const movers = words.movers(m[2]);
      if (typeof movers !== 'string') pieces = movers;
    }
  }
  const to = words.square(m[3]!);
  if (typeof to === 'string') return to;
  return { pieces, to, ...(m[1] ? { promotedDrop: true } : {}), ...(namedFirst ? { namedFirst } : {}) };
}

export const drops: RuleModule = {
  id: 'drops',
  uses: (spec) => spec.drops != null,
  kinds: [MoveKind.Drop],
  generate: generateDrops,
  makeMove: makeDrop,
  unmakeMove: unmakeDrop,
  afterCapture: (pos, _m, _dest, captured, mem, undo, o) => captureToHand(pos, captured, mem, undo, o),
  undoCapture: (pos, _m, undo, o) => {
    const gained = undo[o + UNDO_RULE]!;
    if (gained >= 0) pos.hand[pos.turn * pos.variant.nTypes + gained]!--;
  },
  mateReversed: forbiddenDropMate,
  // An endless supply is no hand: nothing to write (as Fairy-Stockfish writes Ataxx).
  writePlacementPart: (pos, letter) => (pos.variant.spec.drops!.free ? '' : handText(pos, letter)),
  findPlacementPart: findHand,
  readPlacementPart: readHand,
  readMove: readDrop,
  isWritten: (pos, m, a) => {
    const t = movePromo(m);
    if (moveTo(m) !== a.to) return false;
    const form = handType(pos.variant, t) !== t;
    return a.promotedDrop ? form && a.pieces!.includes(handType(pos.variant, t)) : a.pieces!.includes(t);
  },
  // As Fairy-Stockfish and the Crazyhouse sites write it, in both notations: N@f3, P@e4; a man dropped as
  // his promoted form, +P@e4.
  writeMove: (pos, m) => {
    const v = pos.variant;
    const t = movePromo(m);
    const form = handType(v, t) !== t ? '+' : '';
    return `${form}${v.spec.pieces[handType(v, t)]!.id.toUpperCase()}@${squareName(v, moveTo(m))}`;
  },
  explain: (pos, a) => {
    const v = pos.variant;
    const us = pos.turn;
    const types = a.pieces ?? [];
    const at = squareName(v, a.to);
    const what = types.map((t) => v.spec.pieces[t]!.name).join(' or ');
    if (!v.hasDrops) return { reason: 'there are no drops in this variant', pieces: [] };
    const inHand = types.filter((t) => pos.hand[us * v.nTypes + handType(v, t)]! > 0 || v.spec.drops!.free);
    if (inHand.length === 0) return { reason: `${sideName(us, v.spec)} has no ${what} in hand`, pieces: [] };
    if (pos.board[a.to] !== 0) return { reason: `${at} is occupied: a man is dropped on an empty square`, pieces: [] };
    const placeable = inHand.filter((t) => v.dropSquares[us * v.nTypes + handType(v, t)]![a.to]);
    if (placeable.length === 0)
      return {
        reason: `${article(what)} may not be dropped on ${at}${v.spec.drops!.regions ? '' : "'s rank"}`,
        pieces: [],
      };
    const free = placeable.filter((t) => !(v.spec.drops!.onePerFile?.includes(t) && fileFull(pos, t, a.to)));
    if (free.length === 0)
      return {
        reason: `${article(what)} may not be dropped on a file that holds ${(v.spec.drops!.perFile ?? 1) === 1 ? 'one' : v.spec.drops!.perFile} of your own`,
        pieces: [],
      };
    const dropped = a.promotedDrop ? free.flatMap((t) => droppedForms(v, t)) : free;
    if (dropped.length === 0) return { reason: `${article(what)} has no promoted form to be dropped as`, pieces: [] };
    return { move: encodeMove(a.to, a.to, MoveKind.Drop, dropped[0]!), pieces: [] };
  },
  cards: dropCards,
  endings: ({ spec }) =>
    (spec.drops?.noMate ?? []).map((t) => `checkmate by a ${spec.pieces[t]!.name} drop (the dropper loses)`),
  summary: ({ spec }) => {
    const d = spec.drops!;
    const limits = [
      ...spec.pieces.flatMap((piece, t) =>
        d.ranks[t] ? [`a ${piece.name} only on ${bothSidesRanks(spec, d.ranks[t]!)}`] : [],
      ),
      ...(d.onePerFile ?? []).map(
        (t) =>
          `no ${spec.pieces[t]!.name} on a file that holds ${(d.perFile ?? 1) === 1 ? 'one' : d.perFile} of your own`,
      ),
      ...(d.noMate?.length ? [`a ${pieceNames(spec, d.noMate, 'or')} dropped to checkmate loses`] : []),
      ...(d.regions ? ['only on the squares of its side'] : []),
    ];
    // Where no man ever captures (Reversi, Ataxx), the hand holds only the men each side starts with, or
    // an endless supply.
    const captures = spec.pieces.some((p) => p.atoms.some((a) => a.mode !== 'move'));
    const hand = spec.hand;
    const what = d.free
      ? 'instead of moving, a player may put a new man of its own on an empty square'
      : !captures
        ? `each player starts with ${hand ? `${hand.slice(0, spec.pieces.length).reduce((a, b) => a + b, 0)} men` : 'men'} in hand; instead of moving, a player puts one on an empty square`
        : d.capturesToHand === false
          ? HAND_WORDS
          : d.keepPromoted
            ? LOOP_WORDS
            : DROP_WORDS;
    return {
      special: [`Drops: ${what}${limits.length ? `: ${listWords(limits)}` : ''}.`],
    };
  },
};
