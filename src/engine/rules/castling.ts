/**
 * Rule module "castling" (data: `castling` in the definition): king and rook move together, once per
 * game per rule, when neither has moved, the squares between are empty, the king is not in check and
 * crosses no attacked square. In a variant with no royal piece (Giveaway) the man the setup has on the
 * king's square castles, and as nothing is ever in check, attacks bar nothing (as Fairy-Stockfish plays
 * it). Generation, the conditions (also asked by the validator's explanations), and make/unmake of the
 * move all live here.
 *
 * Chess960 (`chess960` in the definition): king and rooks start anywhere on the back rank, and each
 * castling takes them from there to the squares the rule names. Their squares are then the position's
 * (slots of `Position.state`, read from the rights field or found on the board of a start position),
 * the rule clears the rights when those men move or are taken, and the rights are read and written as
 * X-FEN (KQkq: the outermost rook) or Shredder-FEN (HAha: the rook's file).
 */
import { encodeMove, type Move, MoveKind, moveExtra, moveFrom, moveKind, movesNoMan, moveTo } from '../move.js';
import { checkersOf, generatePseudo, MoveList, opposite, royalAttacked } from '../movegen.js';
import { mirrorSquare, movedMemory, type Position, UNDO_RULE } from '../position.js';
import { SQUARE_TEXT, squareName } from '../squares.js';
import { BLACK, type Color, sideName, type Variant, WHITE } from '../variant.js';
import { type BoardExample, fillerType, type Placement, placedPosition } from './examples.js';
import { royalWouldFace } from './flying-general.js';
import type { RuleAttempt, RuleModule, RuleVerdict, TextWords } from './hooks.js';

/** The squares of castling rule `index` for `color` (Black's mirror White's). */
export interface CastlingSquares {
  king: number;
  rook: number;
  rookTo: number;
  kingTo: number[];
}

export function castlingSquares(pos: Position, index: number, color: Color): CastlingSquares {
  const v = pos.variant;
  const c = v.spec.castling[index]!;
  const m = (sq: number): number => (color === WHITE ? sq : mirrorSquare(v, sq));
  const at = v.stateAt[ID];
  if (at === undefined) return { king: m(c.king), rook: m(c.rook), rookTo: m(c.rookTo), kingTo: c.kingTo.map(m) };
  const st = pos.state;
  return {
    king: st[at + KING + color]!,
    rook: st[at + ROOK + 2 * index + color]!,
    rookTo: m(c.rookTo),
    kingTo: c.kingTo.map(m),
  };
}

/** The square of the rook of rule `index` for `color`: the rule's, or in Chess960 the position's (no allocation: make asks it). */
function rookOf(pos: Position, index: number, color: Color): number {
  const v = pos.variant;
  const at = v.stateAt[ID];
  if (at !== undefined) return pos.state[at + ROOK + 2 * index + color]!;
  const rook = v.spec.castling[index]!.rook;
  return color === WHITE ? rook : mirrorSquare(v, rook);
}

const ID = 'castling';
/**
 * Chess960's slots of `Position.state`: whether the rights were read in Shredder's letters (written
 * back so), the king's square per colour, and the rook's square per castling rule and colour.
 */
const FORM = 0;
const KING = 1;
const ROOK = 3;

/** The type of `color`'s castling rook of rule `index` in the setup, or -1 where he has none (Horde's White). */
const rookType = (v: Variant, index: number, color: Color): number => {
  const sq = v.spec.castling[index]!.rook;
  return Math.abs(v.spec.setup[color === WHITE ? sq : mirrorSquare(v, sq)] ?? 0) - 1;
};

/** The squares of `color`'s castling rank, from the a-file. */
function castlingRank(v: Variant, color: Color): number[] {
  const first = v.spec.castling[0]!.king;
  const rank = (color === WHITE ? first : mirrorSquare(v, first)) - (first % v.files);
  return Array.from({ length: v.files }, (_, f) => rank + f);
}

/** `color`'s castling man on his castling rank (royal, or where no piece is, the setup's), or -1. */
function kingOnRank(pos: Position, color: Color): number {
  const v = pos.variant;
  const sign = color === WHITE ? 1 : -1;
  const kingSquare = v.spec.castling[0]!.king;
  const setupKing = Math.abs(v.spec.setup[color === WHITE ? kingSquare : mirrorSquare(v, kingSquare)] ?? 0);
  return (
    castlingRank(v, color).find((sq) => {
      const code = pos.board[sq]! * sign;
      return code > 0 && (v.hasRoyals ? v.royalType[code - 1] === 1 : code === setupKing);
    }) ?? -1
  );
}

/** The outermost rook of `color` for rule `index` beyond the king on `king` (towards the rule's side), or -1. */
function outermostRook(pos: Position, index: number, color: Color, king: number): number {
  const v = pos.variant;
  const type = rookType(v, index, color);
  if (type < 0) return -1;
  const code = (color === WHITE ? 1 : -1) * (type + 1);
  const rank = castlingRank(v, color);
  const side = castlesLong(v, index) ? rank.filter((sq) => sq < king) : rank.filter((sq) => sq > king).reverse();
  return side.find((sq) => pos.board[sq] === code) ?? -1;
}

/** Sets the right of rule `index` for `color` with the king and rook on these squares. */
function setRight(pos: Position, index: number, color: Color, king: number, rook: number): void {
  const v = pos.variant;
  const at = v.stateAt[ID]!;
  pos.state[at + KING + color] = king;
  pos.state[at + ROOK + 2 * index + color] = rook;
  pos.rights |= 1 << v.castleRightBit[index]![color]!;
}

/** Chess960: a start position's king and outermost rooks, wherever they stand; a right with no rook is closed. */
function setupState(pos: Position): void {
  const v = pos.variant;
  for (const color of [WHITE, BLACK] as const) {
    const king = kingOnRank(pos, color);
    v.spec.castling.forEach((_, index) => {
      const open = pos.rights & (1 << v.castleRightBit[index]![color]!);
      pos.rights &= ~(1 << v.castleRightBit[index]![color]!);
      const rook = king < 0 ? -1 : outermostRook(pos, index, color, king);
      if (open && rook >= 0) setRight(pos, index, color, king, rook);
    });
  }
}

/**
 * Chess960: a letter of the rights field, X-FEN's K or Q (the outermost rook on that side of the king)
 * or Shredder's file letter (the rook on that file; the rights are then written back so).
 */
function readRight(pos: Position, letter: string, fail: (message: string) => never): boolean {
  const v = pos.variant;
  const at = v.stateAt[ID];
  if (at === undefined) return false;
  const color: Color = letter === letter.toUpperCase() ? WHITE : BLACK;
  const named = v.spec.castling.findIndex((c) => c.right === letter.toUpperCase());
  const file = letter.toLowerCase().charCodeAt(0) - 97;
  if (named < 0 && !(file >= 0 && file < v.files)) return false;
  const side = sideName(color);
  const rankName = `rank ${((castlingRank(v, color)[0]! / v.files) | 0) + 1}`;
  const king = kingOnRank(pos, color);
  if (king < 0) fail(`castling right "${letter}" needs ${side}'s king on ${rankName}`);
  if (named >= 0) {
    const rook = outermostRook(pos, named, color, king);
    const wing = castlesLong(v, named) ? 'queenside' : 'kingside';
    if (rook < 0) fail(`castling right "${letter}" needs a rook of ${side}'s on ${rankName}, ${wing} of the king`);
    setRight(pos, named, color, king, rook);
    return true;
  }
  const rook = castlingRank(v, color)[file]!;
  const index = v.spec.castling.findIndex((_, i) => castlesLong(v, i) === rook < king);
  const type = index < 0 ? -1 : rookType(v, index, color);
  if (type < 0 || pos.board[rook] !== (color === WHITE ? 1 : -1) * (type + 1))
    fail(`castling right "${letter}" needs ${side}'s rook on ${squareName(v, rook)}`);
  setRight(pos, index, color, king, rook);
  pos.state[at + FORM] = 1;
  return true;
}

/** Chess960: a right's letter, the rook's file where read so or where another rook stands beyond it, else K or Q. */
function writeRight(pos: Position, bit: number): string | null {
  const v = pos.variant;
  const at = v.stateAt[ID];
  if (at === undefined) return null;
  for (let index = 0; index < v.spec.castling.length; index++) {
    const found = v.castleRightBit[index]!.indexOf(bit);
    if (found < 0) continue;
    const color = found as Color;
    const rook = pos.state[at + ROOK + 2 * index + color]!;
    const outermost = outermostRook(pos, index, color, pos.state[at + KING + color]!) === rook;
    const letter =
      pos.state[at + FORM] === 0 && outermost
        ? v.spec.castling[index]!.right
        : String.fromCharCode(65 + (rook % v.files));
    return color === WHITE ? letter : letter.toLowerCase();
  }
  return null;
}

/** Chess960: a move from or onto the king's or a rook's square closes the rights that hang on it. */
function clearRights(pos: Position, m: Move, _us: Color, at: number): void {
  const v = pos.variant;
  const from = moveFrom(m);
  const to = moveTo(m);
  // A drop or a pass moves no man off the king's or a rook's square.
  if (movesNoMan(m)) return;
  const st = pos.state;
  const bits = v.castleRightBit;
  for (let index = 0; index < bits.length; index++) {
    for (let color = 0; color < 2; color++) {
      const bit = 1 << bits[index]![color]!;
      if (!(pos.rights & bit)) continue;
      const king = st[at + KING + color];
      const rook = st[at + ROOK + 2 * index + color];
      if (from === king || to === king || from === rook || to === rook) pos.rights &= ~bit;
    }
  }
}

/**
 * The king taking his own rook (e1h1) in coordinates: always in Chess960, and elsewhere where the king
 * could also step onto his castling square (Diana's d1e1), as Fairy-Stockfish's UCI writes it: d1f1.
 */
function castlingCoordinateTo(pos: Position, m: Move): number {
  const rook = rookOf(pos, moveExtra(m), pos.turn);
  if (pos.variant.stateAt[ID] !== undefined) return rook;
  const from = moveFrom(m);
  const to = moveTo(m);
  const list = new MoveList();
  generatePseudo(pos, list);
  for (let i = 0; i < list.length; i++) {
    const o = list.moves[i]!;
    if (moveKind(o) !== MoveKind.Castle && moveFrom(o) === from && moveTo(o) === to) return rook;
  }
  return -1;
}

/** Whether rule `index` castles towards the a-file side (O-O-O). */
export const castlesLong = (v: Variant, index: number): boolean => {
  const c = v.spec.castling[index]!;
  return c.rook % v.files < c.king % v.files;
};

/** Castling is barred: the result of `castlingBar`, with `barSquare` the square concerned. */
export const enum CastlingBar {
  None = 0,
  /** The right is spent (king or rook has moved). */
  NoRight = 1,
  /** The own royal piece or the rook is not on its square. */
  NoMen = 2,
  /** A square between is occupied (barSquare). */
  Blocked = 3,
  /** The king is in check. */
  InCheck = 4,
  /** The king crosses or lands on an attacked square (barSquare). */
  Crosses = 5,
}

/**
 * Rights and men in place and every square between the outermost of king, rook and their targets empty
 * but for them: -1 when so, -2 when king or rook is missing, else the first occupied square.
 */
function pathBar(pos: Position, king: number, rook: number, rookTo: number, kingTo: number, sign: number): number {
  const board = pos.board;
  const v = pos.variant;
  const kingCode = board[king]!;
  // The castling man: royal, or where no piece is, the man of the setup's king square (Black's mirrored).
  const castles = v.hasRoyals
    ? v.royalType[kingCode * sign - 1]
    : kingCode === sign * Math.abs(v.spec.setup[sign > 0 ? king : mirrorSquare(v, king)]!);
  if (kingCode * sign <= 0 || !castles || board[rook]! * sign <= 0) return -2;
  const lo = Math.min(king, rook, kingTo, rookTo);
  const hi = Math.max(king, rook, kingTo, rookTo);
  for (let sq = lo; sq <= hi; sq++) if (sq !== king && sq !== rook && board[sq] !== 0) return sq;
  return -1;
}

/**
 * FIDE: no square the king crosses or lands on may be attacked in the position before castling, the
 * king still on its square (where screens decide, as for Secutors, that is what counts). An empty square
 * is attacked when an enemy could capture a man there. Returns the first attacked square, or -1. The
 * legality filter then tests the king after the move.
 */
function crossBar(pos: Position, king: number, kingTo: number, them: Color): number {
  const board = pos.board;
  const kingCode = board[king]!;
  const step = kingTo > king ? 1 : -1;
  // Under the flying general no square crossed may face the other king, ours lifted (as Fairy-Stockfish).
  const facing = pos.variant.spec.rules.flyingGeneral === true && pos.royal[opposite(them)] === king;
  for (let sq = king; sq !== kingTo; ) {
    sq += step;
    const keep = board[sq]!;
    if (keep === 0) board[sq] = kingCode;
    const hit = royalAttacked(pos, sq, them);
    board[sq] = keep;
    if (hit || (facing && royalWouldFace(pos, opposite(them), sq))) return sq;
  }
  return -1;
}

/** The square castlingBar's last answer concerns (Blocked: the occupied one, Crosses: the attacked one), else -1. */
export let barSquare = -1;

/** Why castling rule `index` with the king to `kingTo` cannot be made now, or None (the filter decides the rest). */
export function castlingBar(pos: Position, index: number, kingTo: number): CastlingBar {
  const v = pos.variant;
  const us = pos.turn;
  const them = us === WHITE ? BLACK : WHITE;
  barSquare = -1;
  if (!(pos.rights & (1 << v.castleRightBit[index]![us]!))) return CastlingBar.NoRight;
  const s = castlingSquares(pos, index, us);
  const path = pathBar(pos, s.king, s.rook, s.rookTo, kingTo, us === WHITE ? 1 : -1);
  if (path === -2) return CastlingBar.NoMen;
  if (path >= 0) {
    barSquare = path;
    return CastlingBar.Blocked;
  }
  if (!v.hasRoyals) return CastlingBar.None;
  if (royalAttacked(pos, s.king, them)) return CastlingBar.InCheck;
  barSquare = crossBar(pos, s.king, kingTo, them);
  return barSquare >= 0 ? CastlingBar.Crosses : CastlingBar.None;
}

/** The castlings of the side to move (the conditions of castlingBar, the check test done once). */
export function generateCastling(pos: Position, list: MoveList): void {
  const v = pos.variant;
  const us = pos.turn;
  const them = us === WHITE ? BLACK : WHITE;
  const sign = us === WHITE ? 1 : -1;
  const rules = v.spec.castling;
  const at = v.stateAt[ID]; // Chess960: the men's squares are the position's
  let checked = -1; // computed once, when a castling right is open
  for (let index = 0; index < rules.length; index++) {
    if (!(pos.rights & (1 << v.castleRightBit[index]![us]!))) continue;
    const c = rules[index]!;
    const king = at === undefined ? (us === WHITE ? c.king : mirrorSquare(v, c.king)) : pos.state[at + KING + us]!;
    const rook = rookOf(pos, index, us);
    const rookTo = us === WHITE ? c.rookTo : mirrorSquare(v, c.rookTo);
    for (let j = 0; j < c.kingTo.length; j++) {
      const kingTo = us === WHITE ? c.kingTo[j]! : mirrorSquare(v, c.kingTo[j]!);
      const path = pathBar(pos, king, rook, rookTo, kingTo, sign);
      if (path === -2) break;
      if (path >= 0) continue;
      if (!v.hasRoyals) {
        list.push(encodeMove(king, kingTo, MoveKind.Castle, -1, index));
        continue;
      }
      if (checked < 0) checked = royalAttacked(pos, king, them) ? 1 : 0;
      if (checked) return;
      if (crossBar(pos, king, kingTo, them) < 0) list.push(encodeMove(king, kingTo, MoveKind.Castle, -1, index));
    }
  }
}

/**
 * Makes a castling on `pos`; the rook's square and memory go to the undo record's rule slots. The
 * move clock runs on unless the king's moves reset it.
 */
function makeCastle(pos: Position, move: Move, undo: Int32Array, o: number): boolean {
  const v = pos.variant;
  const from = moveFrom(move);
  const to = moveTo(move);
  const kingMem = movedMemory(v, pos.mem[from]!, from);
  const index = moveExtra(move);
  const rookFrom = rookOf(pos, index, pos.turn);
  const c = v.spec.castling[index]!;
  const rookTo = pos.turn === WHITE ? c.rookTo : mirrorSquare(v, c.rookTo);
  undo[o + UNDO_RULE] = rookFrom;
  undo[o + UNDO_RULE + 1] = pos.mem[rookFrom]!;
  const rook = pos.lift(rookFrom);
  const king = pos.lift(from);
  pos.mem[from] = 0;
  pos.mem[rookFrom] = 0;
  pos.put(king, to);
  pos.put(rook, rookTo);
  pos.mem[to] = kingMem;
  pos.mem[rookTo] = movedMemory(v, 0, rookFrom);
  // Castled on a wing, the opponent may no longer castle on it (make saved the rights, unmake restores them).
  if (v.spec.rules.oppositeCastling) pos.rights &= ~(1 << v.castleRightBit[index]![opposite(pos.turn)]!);
  return v.spec.pieces[Math.abs(king) - 1]!.resetsClock;
}

/** Takes back a castling; `pos.turn` is already the castling side again. */
function unmakeCastle(pos: Position, move: Move, undo: Int32Array, o: number): void {
  const v = pos.variant;
  const from = moveFrom(move);
  const to = moveTo(move);
  const c = v.spec.castling[moveExtra(move)]!;
  const rookFrom = undo[o + UNDO_RULE]!;
  const rookTo = pos.turn === WHITE ? c.rookTo : mirrorSquare(v, c.rookTo);
  const king = pos.lift(to);
  pos.mem[to] = 0;
  const rook = pos.lift(rookTo);
  pos.mem[rookTo] = 0;
  pos.put(king, from);
  pos.put(rook, rookFrom);
  pos.mem[rookFrom] = undo[o + UNDO_RULE + 1]!;
}

const nameOn = (pos: Position, sq: number): string => pos.variant.spec.pieces[Math.abs(pos.board[sq]!) - 1]!.name;

/** Castling as written in both notations: O-O, O-O-O, or O-O>h1 for a second landing square of the king. */
function castlingText(pos: Position, m: Move): string {
  const v = pos.variant;
  const index = moveExtra(m);
  const side = castlesLong(v, index) ? 'O-O-O' : 'O-O';
  const first = castlingSquares(pos, index, pos.turn).kingTo[0]!;
  return moveTo(m) === first ? side : `${side}>${squareName(v, moveTo(m))}`;
}

const CASTLING_TEXT = new RegExp(`^(O-O-O|O-O|0-0-0|0-0)(?:>(${SQUARE_TEXT}))?$`);

/** Reads O-O, O-O-O (also with zeros, as some sites write them), and O-O>h1. */
function readCastling(text: string, words: TextWords): Partial<RuleAttempt> | string | null {
  const m = CASTLING_TEXT.exec(text);
  if (!m) return null;
  const long = m[1]!.length === 5;
  if (m[2] === undefined) return { long };
  const castleTo = words.square(m[2]);
  return typeof castleTo === 'string' ? castleTo : { long, castleTo };
}

/** Whether the castling `m` is the side (and king's landing square, else the first) the attempt names. */
function isCastlingWritten(pos: Position, m: Move, a: RuleAttempt): boolean {
  const v = pos.variant;
  const index = moveExtra(m);
  return (
    castlesLong(v, index) === a.long &&
    moveTo(m) === (a.castleTo >= 0 ? a.castleTo : castlingSquares(pos, index, pos.turn).kingTo[0]!)
  );
}

/**
 * Why castling on the long or short side (or by rule `only`), the king to `castleTo` (-1: its first
 * landing square), is not legal now.
 */
export function explainCastling(pos: Position, long: boolean, castleTo: number, only = -1): RuleVerdict {
  const v = pos.variant;
  const us = pos.turn;
  const them: Color = us === WHITE ? BLACK : WHITE;
  const side = long ? 'queenside (O-O-O)' : 'kingside (O-O)';
  if (v.spec.castling.length === 0) {
    const nexial = v.spec.rules.nexialCastling
      ? '; its castling is written O:<Nexial square>-<square of the replaced man>'
      : '';
    return { reason: `${v.spec.name} has no castling of king and rook${nexial}`, pieces: [] };
  }
  const index = v.spec.castling.findIndex((_, i) => (only >= 0 ? i === only : castlesLong(v, i) === long));
  if (index < 0) return { reason: `${v.spec.name} has no ${side} castling`, pieces: [] };
  const s = castlingSquares(pos, index, us);
  const name = (sq: number): string => squareName(v, sq);
  const pieces = pos.board[s.king] !== 0 ? [s.king] : [];
  if (castleTo >= 0 && !s.kingTo.includes(castleTo) && pos.rights & (1 << v.castleRightBit[index]![us]!)) {
    return {
      reason: `castling ${side} puts the king on ${s.kingTo.map(name).join(' or ')}, not ${name(castleTo)}`,
      pieces,
    };
  }
  const kingTo = castleTo >= 0 ? castleTo : s.kingTo[0]!;
  const kingName = (): string => nameOn(pos, s.king).toLowerCase();
  switch (castlingBar(pos, index, kingTo)) {
    case CastlingBar.NoRight:
    case CastlingBar.NoMen:
      return {
        reason: `${sideName(us)} may no longer castle ${side}: the king or the rook on ${name(s.rook)} has moved`,
        pieces,
      };
    case CastlingBar.Blocked:
      return {
        reason: `castling ${side} needs ${name(barSquare)} empty, and the ${nameOn(pos, barSquare)} stands there`,
        pieces,
      };
    case CastlingBar.InCheck:
      return {
        reason: `the ${kingName()} may not castle out of check (from the ${pieceOn(pos, checkersOf(pos, s.king, them)[0]!)})`,
        pieces,
      };
    case CastlingBar.Crosses: {
      const crossed = barSquare;
      // Landing on an attacked square is told as the check the king would be in.
      if (crossed === kingTo) return { move: encodeMove(s.king, kingTo, MoveKind.Castle, -1, index), pieces };
      // Who attacks the square, asked as castlingBar asked it: the king still on its square, a man there.
      const keep = pos.board[crossed]!;
      if (keep === 0) pos.board[crossed] = pos.board[s.king]!;
      const by = checkersOf(pos, crossed, them);
      pos.board[crossed] = keep;
      return {
        reason: `the ${kingName()} would cross ${name(crossed)}, attacked by the ${pieceOn(pos, by[0]!)}`,
        pieces,
      };
    }
    case CastlingBar.None:
      return { move: encodeMove(s.king, kingTo, MoveKind.Castle, -1, index), pieces };
  }
}

/** "Knight on g1". */
const pieceOn = (pos: Position, sq: number): string => `${nameOn(pos, sq)} on ${squareName(pos.variant, sq)}`;

/** Every castling of the king of type `type`: the king alone with his rooks, the enemy king on his start square. */
function castlingExamples(v: Variant, type: number): BoardExample[] {
  const spec = v.spec;
  const mine = spec.castling.filter((c) => Math.abs(spec.setup[c.king]!) - 1 === type);
  if (!mine.length) return [];
  const king = mine[0]!.king;
  const men: Placement = [[king, type + 1], ...mine.map((c): [number, number] => [c.rook, spec.setup[c.rook]!])];
  const enemyKing = spec.setup.findIndex((c) => c === -(type + 1));
  if (enemyKing >= 0) men.push([enemyKing, -(type + 1)]);
  const rights = mine.map((c) => c.right).join('');
  // Where a bare king has already won (Losers), the enemy king keeps its cheapest man just in front of it.
  const filler = fillerType(spec, type);
  const guarded = (): Position | null =>
    enemyKing >= 0 && filler >= 0 ? placedPosition(v, [...men, [enemyKing - v.files, -(filler + 1)]], rights) : null;
  const position = placedPosition(v, men, rights) ?? guarded();
  if (!position) return [];
  // Two ranks when castling on the first one, else the castling rank and one either side.
  const rank = (king / v.files) | 0;
  const span = rank === 0 ? 2 : 3;
  const y0 = Math.max(0, Math.min(v.ranks - span, rank - Math.floor((span - 1) / 2)));
  const s = (sq: number): string => squareName(v, sq);
  const ways = mine.map((c) => `${s(c.king)}-${c.kingTo.map(s).join(' or ')}, rook ${s(c.rook)}-${s(c.rookTo)}`);
  return [
    {
      position,
      subject: king,
      window: [0, y0, v.files - 1, y0 + span - 1],
      caption: `castling, once per game (star): king ${ways.join('; ')}${spec.chess960 ? ' (Chess960: from wherever king and rook start, to the same squares)' : ''}`,
    },
  ];
}

export const castling: RuleModule = {
  id: 'castling',
  uses: (spec) => spec.castling.length > 0,
  kinds: [MoveKind.Castle],
  spendsRight: true,
  generate: generateCastling,
  makeMove: makeCastle,
  unmakeMove: unmakeCastle,
  // The king's move alone does not say whether the rook's opens a line onto him.
  testedByMaking: true,
  reach: (v, c, t, from, arrive) => {
    const at = (s: number): number => (c === WHITE ? s : mirrorSquare(v, s));
    for (const rule of v.spec.castling) {
      if (from === at(rule.king) && v.royalType[t]) rule.kingTo.forEach((k) => arrive(at(k)));
      if (from === at(rule.rook)) arrive(at(rule.rookTo));
    }
  },
  readMove: readCastling,
  isWritten: isCastlingWritten,
  writeMove: castlingText,
  writtenAsMove: 'coordinate',
  // A king move written as coordinates onto its castling square is castling.
  explainAsMove(pos, from, to) {
    const v = pos.variant;
    if (!v.royalType[Math.abs(pos.board[from]!) - 1]) return null;
    for (let i = 0; i < v.spec.castling.length; i++) {
      const s = castlingSquares(pos, i, pos.turn);
      if (s.king !== from) continue;
      // Chess960's form: the king takes his own rook (e1h1), where the right still names that rook.
      if (v.stateAt[ID] !== undefined && to === s.rook && pos.rights & (1 << v.castleRightBit[i]![pos.turn]!))
        return explainCastling(pos, castlesLong(v, i), -1, i);
      if (s.kingTo.includes(to) && Math.abs((to % v.files) - (from % v.files)) > 1)
        return explainCastling(pos, castlesLong(v, i), to, i);
    }
    return null;
  },
  coordinateTo: castlingCoordinateTo,
  explain: (pos, a) => explainCastling(pos, a.long, a.castleTo),
  boardExamples: castlingExamples,
  // The board does not show whether a king or rook has moved: a box per right, ticked when it is lost.
  trackers: (v) =>
    v.spec.castling.map((c) => ({
      kind: 'once' as const,
      label: `Castling ${c.right} lost`,
      // Where the rooks start depends on the position (Chess960), the note names no square.
      note:
        v.stateAt[ID] === undefined
          ? `tick when the king or the rook on ${squareName(v, c.rook)} (${squareName(v, mirrorSquare(v, c.rook))}) has moved`
          : "tick when the king or this castling's rook has moved",
    })),
  summary: (v) => ({
    special: v.spec.castling
      .map((c, i) => {
        const name = (sq: number): string => squareName(v, sq);
        const m = (color: Color, sq: number): number => (color === WHITE ? sq : mirrorSquare(v, sq));
        const to = (color: Color): string =>
          `to ${c.kingTo.map((k) => name(m(color, k))).join(' or ')}, rook to ${name(m(color, c.rookTo))}`;
        const conditions = v.hasRoyals
          ? 'the squares between are empty and the king is not in check and crosses no attacked square'
          : 'the squares between are empty (attacks bar nothing)';
        if (v.stateAt[ID] !== undefined) {
          const wing = castlesLong(v, i) ? 'queenside' : 'kingside';
          return `Castling (${c.right}), Chess960: the king and his ${wing} rook, wherever they stand on the first rank, move in one move: White's king ${to(WHITE)}; Black's king ${to(BLACK)}. Neither may have moved; every square between the king and his target and between the rook and its target is empty but for these two men, and the king is not in check and crosses no attacked square. Written O-O or O-O-O, or as the king taking his rook (e1h1).`;
        }
        const side = (color: Color): string =>
          `king ${name(m(color, c.king))} to ${c.kingTo.map((k) => name(m(color, k))).join(' or ')}, rook ${name(m(color, c.rook))} to ${name(m(color, c.rookTo))}`;
        // A side that starts without its king on the king square never castles (Horde's White).
        const starts = (color: Color): boolean => {
          const code = v.spec.setup[color === WHITE ? c.king : mirrorSquare(v, c.king)]! * (color === WHITE ? 1 : -1);
          return code > 0 && (!v.hasRoyals || v.royalType[code - 1] === 1);
        };
        if (starts(WHITE) !== starts(BLACK)) {
          const [one, none] = starts(WHITE) ? (['White', 'Black'] as const) : (['Black', 'White'] as const);
          return `Castling (${c.right}), ${one} only (${none} starts with no king there): ${side(one === 'White' ? WHITE : BLACK)}. Neither may have moved, ${conditions}.`;
        }
        return `Castling (${c.right}): White's ${side(WHITE)}; Black's ${side(BLACK)}. Neither may have moved, ${conditions}.`;
      })
      .concat(
        v.spec.rules.oppositeCastling && v.spec.castling.length > 0
          ? ['Once a player has castled on a wing, the opponent may no longer castle on that wing.']
          : [],
      ),
  }),
  state: {
    slots: (spec) => (spec.chess960 ? ROOK + 2 * spec.castling.length : 0),
    keyed: false,
    start: (spec) => [
      0,
      spec.castling[0]?.king ?? -1,
      mirrorSquare(spec, spec.castling[0]?.king ?? 0),
      ...spec.castling.flatMap((c) => [c.rook, mirrorSquare(spec, c.rook)]),
    ],
  },
  afterMove: clearRights,
  setupState,
  ownsRightSquares: (spec) => spec.chess960 === true,
  readRight,
  writeRight,
};
