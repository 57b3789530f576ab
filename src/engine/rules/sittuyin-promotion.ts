/**
 * Rule module "Sittuyin promotion" (`rules.sittuyinPromotion`, Fairy-Stockfish's `sittuyinPromotion`,
 * Sittuyin): a pawn does not promote by entering the zone. Instead, as a move of its own, a pawn on the
 * zone (White's squares, Black's mirrored; anywhere once he is his side's last pawn) becomes a man of the
 * promotion's piece, the met, where he stands or a step of the met's move away onto an empty square,
 * while his side has fewer mets than the limit (Sittuyin: none). The new man may attack no enemy man
 * where he lands, and the move may not give check. As Fairy-Stockfish plays it: a move of kind
 * Transform, written f5f5f in place and f5e6f by a step in UCI, f5=F and f5e6=F in its SAN; a side left
 * with its royal and one pawn whose only moves are such promotions is drawn (its rule 3.9 c.7).
 */
import { encodeMove, type Move, MoveKind, MoveList, moveFrom, moveKind, movePromo, moveTo } from '../move.js';
import { generateLegal, givesCheck, inCheck, pieceMoves, royalAttacked } from '../movegen.js';
import { MEM_MOVED, mirrorSquare, UNDO_RULE } from '../position.js';
import { squareName } from '../squares.js';
import { WHITE } from '../variant.js';
import { type Placement, placedPosition, squareAt } from './examples.js';
import type { BoardExample, Outcome, Position, RuleModule, Variant } from './hooks.js';
import { pieceNames, squaresWords } from './words.js';

/** Whether `sq` is on the zone of the side to move. */
function onZone(pos: Position, sq: number): boolean {
  const v = pos.variant;
  const white = pos.turn === WHITE ? sq : mirrorSquare(v, sq);
  return v.spec.rules.sittuyinPromotion!.squares.includes(white);
}

/** The side to move's men of the promoting pieces. */
function pawnCount(pos: Position): number {
  const v = pos.variant;
  let n = 0;
  for (const t of v.spec.rules.sittuyinPromotion!.pieces) n += pos.typeCount[pos.turn * v.nTypes + t]!;
  return n;
}

const scratch = new MoveList();

/** The enemy man a man of the side to move standing on `sq` attacks (his captures, as generated), or -1. */
function attackedEnemy(pos: Position, sq: number): number {
  scratch.length = 0;
  pieceMoves(pos, sq, scratch);
  const sign = pos.turn === WHITE ? 1 : -1;
  for (let i = 0; i < scratch.length; i++)
    if (pos.board[moveTo(scratch.moves[i]!)]! * sign < 0) return moveTo(scratch.moves[i]!);
  return -1;
}

/** The enemy man the man of `code` would attack once `from` is left for `to`, or -1. */
function attackedFrom(pos: Position, from: number, to: number, code: number): number {
  const board = pos.board;
  const pawn = board[from]!;
  board[from] = 0;
  const held = board[to]!;
  board[to] = code;
  const attacked = attackedEnemy(pos, to);
  board[to] = held;
  board[from] = pawn;
  return attacked;
}

/** The squares where a man of `code` of the side to move on `from` lands: `from`, and his moves onto empty squares. */
function landings(pos: Position, from: number, code: number): number[] {
  const board = pos.board;
  const pawn = board[from]!;
  board[from] = code;
  scratch.length = 0;
  pieceMoves(pos, from, scratch);
  const out = [from];
  for (let i = 0; i < scratch.length; i++) {
    const to = moveTo(scratch.moves[i]!);
    if (board[to] === 0 && !out.includes(to)) out.push(to);
  }
  board[from] = pawn;
  return out;
}

/** Adds the side to move's promotions (pseudo-legal: the filter tests the own royal, `restrict` the checks). */
function generatePromotions(pos: Position, list: MoveList): void {
  const v = pos.variant;
  const rule = v.spec.rules.sittuyinPromotion!;
  const us = pos.turn;
  const sign = us === WHITE ? 1 : -1;
  const board = pos.board;
  const last = pawnCount(pos) <= 1;
  for (let from = 0; from < v.size; from++) {
    const code = board[from]! * sign;
    if (code <= 0 || !rule.pieces.includes(code - 1) || (!last && !onZone(pos, from))) continue;
    for (const t of rule.to) {
      const limit = rule.limits[t] ?? 0;
      if (limit > 0 && pos.typeCount[us * v.nTypes + t]! >= limit) continue;
      const promoted = sign * (t + 1);
      for (const to of landings(pos, from, promoted))
        if (attackedFrom(pos, from, to, promoted) < 0) list.push(encodeMove(from, to, MoveKind.Transform, t));
    }
  }
}

/**
 * Why the pawn on `from` cannot promote onto `to` (where he stands, or an empty square a step of the new
 * man's away; his ordinary moves are not this rule's), in the rule's words; null when he may, or when
 * `to` is no square a promotion could reach.
 */
function whyNoPromotion(pos: Position, from: number, to: number): string | null {
  const v = pos.variant;
  const rule = v.spec.rules.sittuyinPromotion!;
  const sign = pos.turn === WHITE ? 1 : -1;
  const code = pos.board[from]! * sign;
  if (code <= 0 || !rule.pieces.includes(code - 1) || (to !== from && pos.board[to] !== 0)) return null;
  const t = rule.to.find((u) => landings(pos, from, sign * (u + 1)).includes(to));
  if (t === undefined) return null;
  const pawn = v.spec.pieces[code - 1]!.name;
  const name = v.spec.pieces[t]!.name;
  const limit = rule.limits[t] ?? 0;
  if (limit > 0 && pos.typeCount[pos.turn * v.nTypes + t]! >= limit)
    return `a ${pawn} promotes only while his side has ${limit === 1 ? `no ${name}` : `fewer than ${limit} ${name}s`}`;
  if (pawnCount(pos) > 1 && !onZone(pos, from))
    return `a ${pawn} promotes only on a promotion square (for White ${zoneWords(v)}, turned over for Black), or as his side's last`;
  const attacked = attackedFrom(pos, from, to, sign * (t + 1));
  if (attacked >= 0)
    return `the new ${name} on ${squareName(v, to)} would attack the ${v.spec.pieces[Math.abs(pos.board[attacked]!) - 1]!.name} on ${squareName(v, attacked)}, which a promotion may not`;
  const m = encodeMove(from, to, MoveKind.Transform, t);
  if (givesCheck(pos, m)) return 'a promotion may not give check';
  pos.make(m);
  const exposed = pos.royal[1 - pos.turn]! >= 0 && inCheckOf(pos);
  pos.unmake();
  return exposed
    ? `the promotion would leave the ${v.spec.pieces.find((p) => p.royal)?.name ?? 'king'} in check`
    : null;
}

/** After a move, whether the side that made it has left its royal attacked. */
function inCheckOf(pos: Position): boolean {
  const us = 1 - pos.turn;
  return royalAttacked(pos, pos.royal[us]!, pos.turn);
}

/** Keeps the moves of `list` but the promotions that give check. */
function keepQuiet(pos: Position, list: MoveList): void {
  let n = 0;
  for (let i = 0; i < list.length; i++) {
    const m = list.moves[i]!;
    if (moveKind(m) !== MoveKind.Transform || !givesCheck(pos, m)) list.moves[n++] = m;
  }
  list.length = n;
}

/** Make's part: the pawn leaves `from`, the new man stands on `to`; the pawn's move resets the move rule's clock. */
function makePromotion(pos: Position, m: Move, undo: Int32Array, o: number): boolean {
  const from = moveFrom(m);
  const to = moveTo(m);
  const pawn = pos.lift(from);
  undo[o + UNDO_RULE] = pawn;
  pos.mem[from] = 0;
  pos.put(pawn > 0 ? movePromo(m) + 1 : -(movePromo(m) + 1), to);
  pos.mem[to] = MEM_MOVED;
  return true;
}

function unmakePromotion(pos: Position, m: Move, undo: Int32Array, o: number): void {
  const to = moveTo(m);
  pos.lift(to);
  pos.mem[to] = 0;
  pos.put(undo[o + UNDO_RULE]!, moveFrom(m));
}

/** A side left with its royal and one pawn, not in check, whose every legal move is such a promotion: drawn. */
function promotionsOnly(pos: Position): Outcome | null {
  const v = pos.variant;
  if (pos.men[pos.turn] !== 2 || pawnCount(pos) !== 1 || inCheck(pos)) return null;
  const list = new MoveList();
  generateLegal(pos, list);
  for (let i = 0; i < list.length; i++) if (moveKind(list.moves[i]!) !== MoveKind.Transform) return null;
  if (list.length === 0) return null;
  const pawn = pieceNames(v.spec, v.spec.rules.sittuyinPromotion!.pieces, 'or');
  return { winner: null, termination: 'stalemate', reason: `only promotions of the last ${pawn} left to play` };
}

/** The zone in words, White's squares. */
const zoneWords = (v: Variant): string =>
  squaresWords(v.spec.rules.sittuyinPromotion!.squares, v.spec) ?? 'the marked squares';

/** "no met", or "fewer than 2 mets": what the limit of the promotion's pieces allows. */
function limitWords(v: Variant): string {
  const rule = v.spec.rules.sittuyinPromotion!;
  const limit = Math.max(...rule.to.map((t) => rule.limits[t] ?? 0));
  const to = pieceNames(v.spec, rule.to, 'or');
  return limit === 0 ? '' : `, only while his side has ${limit === 1 ? `no ${to}` : `fewer than ${limit} ${to}s`}`;
}

/**
 * The pawn's card: a pawn of White's on the zone square nearest White (d5 in Sittuyin), another far from
 * it so that he is not the last, the kings in the corners; his legal moves, the promotions among them.
 */
function promotionExamples(v: Variant, type: number): BoardExample[] {
  const rule = v.spec.rules.sittuyinPromotion!;
  if (!rule.pieces.includes(type)) return [];
  const at = [...rule.squares].sort((a, b) => a - b)[0]!;
  const [x, y] = [at % v.files, (at / v.files) | 0];
  const king = v.spec.pieces.findIndex((p) => p.royal);
  const men: Placement = [
    [squareAt(v, 0, 0), king + 1],
    [squareAt(v, v.files - 1, v.ranks - 1), -(king + 1)],
    [at, type + 1],
    [squareAt(v, x < v.files / 2 ? v.files - 1 : 0, 1), type + 1],
  ];
  const position = king < 0 ? null : placedPosition(v, men, '');
  if (!position) return [];
  const window: [number, number, number, number] = [
    Math.max(0, x - 2),
    Math.max(0, y - 2),
    Math.min(v.files - 1, x + 2),
    Math.min(v.ranks - 1, y + 2),
  ];
  return [{ position, subject: at, window, caption: `promotes on ${squareName(v, at)}, in place or a step away` }];
}

export const sittuyinPromotion: RuleModule = {
  id: 'sittuyin-promotion',
  uses: (spec) => spec.rules.sittuyinPromotion !== undefined,
  kinds: [MoveKind.Transform],
  generate: generatePromotions,
  restrict: keepQuiet,
  makeMove: makePromotion,
  unmakeMove: unmakePromotion,
  // Written as the pawn's move with its promotion: f5f5f, f5e6f (UCI); f5=F, f5e6=F (SAN).
  writtenAsMove: 'any',
  forcedEnd: promotionsOnly,
  promotions: (spec) => [spec.rules.sittuyinPromotion!],
  explainMove: whyNoPromotion,
  boardExamples: promotionExamples,
  explainRestriction: (pos, m) =>
    moveKind(m) === MoveKind.Transform && givesCheck(pos, m) ? 'a promotion may not give check' : null,
  endings: () => ['only promotions of the last pawn left to play (draw)'],
  summary: (v) => {
    const { spec } = v;
    const rule = spec.rules.sittuyinPromotion!;
    const pawn = pieceNames(spec, rule.pieces, 'or');
    const to = pieceNames(spec, rule.to, 'or');
    return {
      special: [
        `Promotion in place: a ${pawn} does not promote by moving. Instead, as his move, a ${pawn} on a promotion square (for White ${zoneWords(v)}, mirrored for Black), or on any square once he is his side's last, becomes a ${to} where he stands or one ${to}'s step away onto an empty square${limitWords(v)}. The new ${to} may attack no enemy man, and the promotion may not give check.`,
      ],
      end: [
        `A player left with the ${spec.pieces.find((p) => p.royal)?.name ?? 'king'} and one ${pawn}, not in check, whose only moves are promotions: drawn.`,
      ],
    };
  },
};
