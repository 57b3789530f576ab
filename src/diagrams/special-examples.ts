/**
 * Example diagrams of the special rules, one function per rule, each a small real position on the
 * variant's own board (holes and all) whose marks are the engine's legal moves, never drawn by hand:
 * castling (orthodox, Secutor's two or three squares, Chess Legions' on rank 2), ECROS's castling by
 * destruction, Calling the Guard, the Bowman's wrap, and a Secutor colliding with a hole or the board's
 * edge. Marks say what the piece can do on the square, as the cards' legend reads: a move to an empty
 * square where it would also capture is "moves or captures".
 */
import type { VariantSpec } from '../engine/spec.js';
import { MoveKind, moveExtra, moveFrom, moveKind, moveTo } from '../engine/move.js';
import { MoveList, generateLegal, offsetSquare, pieceMoves } from '../engine/movegen.js';
import { Position } from '../engine/position.js';
import { WHITE, type Variant } from '../engine/variant.js';
import { parseFen, placementText } from '../notation/fen.js';
import { squareName } from '../notation/squares.js';
import { moveLegs, positionMarks, type DiagramMark, type DiagramPiece, type MarkMode, type MoveDiagram } from './moves.js';

/** Men to place: square name and piece code (+type+1 White, -(type+1) Black). */
type Placement = [string, number][];

function position(v: Variant, men: Placement, rights: string): Position {
  const board = new Int16Array(v.size);
  for (const [name, code] of men) {
    const sq = squareIndex(v, name);
    board[sq] = code;
  }
  return parseFen(v, `${placementText(v, board)} w ${rights || '-'} - 0 1`);
}

function squareIndex(v: Variant, name: string): number {
  for (let sq = 0; sq < v.size; sq++) if (v.exists[sq] && squareName(v, sq) === name) return sq;
  throw new Error(`no square ${name} on the ${v.spec.name} board`);
}

const royalType = (spec: VariantSpec): number => spec.pieces.findIndex((p) => p.royal);

/** The cheapest non-royal type other than `not`, for victims and fillers. */
function filler(spec: VariantSpec, not: number): number {
  let best = -1;
  spec.pieces.forEach((p, t) => {
    if (t === not || p.royal) return;
    if (best < 0 || (p.value ?? 99) < (spec.pieces[best]!.value ?? 99)) best = t;
  });
  return best;
}

/** Whether the side to move has a legal move from `from` to `to` (any kind) in this position. */
function legal(pos: Position, from: number, to: number): boolean {
  const list = new MoveList();
  generateLegal(pos, list);
  return list.toArray().some((m) => moveFrom(m) === from && moveTo(m) === to);
}

/**
 * A legal move's mark read as the cards' legend reads it: what the man can do on that square. A move
 * to an empty square is "both" when an enemy there could be taken; a capture is "both" when the man
 * could also move there were the square empty. The engine is asked each time.
 */
function capability(pos: Position, from: number, to: number, mark: DiagramMark, victimType: number): MarkMode {
  if (mark.once || mark.via) return mark.mode;
  const p = pos.clone();
  const code = p.board[from]!;
  if (mark.mode === 'move' && p.board[to] === 0) {
    p.board[to] = -Math.sign(code) * (victimType + 1);
    p.refresh();
    return legal(p, from, to) ? 'both' : 'move';
  }
  if (mark.mode === 'capture') {
    p.board[to] = 0;
    p.refresh();
    return legal(p, from, to) ? 'both' : 'capture';
  }
  return mark.mode;
}

/** A window x0..x1, y0..y1 (board coordinates, inclusive) of a real position as a diagram. */
function windowOf(v: Variant, pos: Position, subjectSq: number, marks: DiagramMark[], box: [number, number, number, number], caption: string): MoveDiagram {
  const [x0, y0, x1, y1] = box;
  const inside = (x: number, y: number): boolean => x >= x0 && x <= x1 && y >= y0 && y <= y1;
  const piece = (sq: number): DiagramPiece => ({ x: (sq % v.files) - x0, y: ((sq / v.files) | 0) - y0, type: Math.abs(pos.board[sq]!) - 1, white: pos.board[sq]! > 0 });
  const others: DiagramPiece[] = [];
  const holes: { x: number; y: number }[] = [];
  for (let sq = 0; sq < v.size; sq++) {
    const [x, y] = [sq % v.files, (sq / v.files) | 0];
    if (!inside(x, y)) continue;
    if (!v.exists[sq]) holes.push({ x: x - x0, y: y - y0 });
    else if (pos.board[sq] !== 0 && sq !== subjectSq) others.push(piece(sq));
  }
  const shifted = marks
    .filter((m) => inside(m.x, m.y))
    .map((m) => ({ ...m, x: m.x - x0, y: m.y - y0, ...(m.via ? { via: m.via.map((p) => ({ x: p.x - x0, y: p.y - y0 })) } : {}) }));
  // Squares keep the board's colours: a1 is dark, whatever file comes first (the Gustavian z).
  const a = v.spec.fileLabels.indexOf('a');
  const darkOrigin = (x0 + y0) % 2 === (a >= 0 ? a % 2 : 0);
  return { width: x1 - x0 + 1, height: y1 - y0 + 1, subject: piece(subjectSq), others, marks: shifted, caption, holes, onBoard: true, darkOrigin };
}

/** The legal moves of the man on `from`, as legend-true marks. */
function marksOf(pos: Position, from: number, victimType: number): DiagramMark[] {
  return positionMarks(pos, from).map((m) => ({ ...m, mode: capability(pos, from, m.y * pos.variant.files + m.x, m, victimType) }));
}

const rankRange = (v: Variant, rank: number, span: number): [number, number] => {
  const y0 = Math.max(0, Math.min(v.ranks - span, rank - Math.floor((span - 1) / 2)));
  return [y0, y0 + span - 1];
};

/** Castling (every castling of the definition): the king alone with its rooks, its legal moves marked. */
export function castlingExample(v: Variant, type: number): MoveDiagram | null {
  const spec = v.spec;
  const mine = spec.castling.filter((c) => Math.abs(spec.setup[c.king]!) - 1 === type);
  if (!mine.length) return null;
  const king = mine[0]!.king;
  const men: Placement = [[squareName(v, king), type + 1]];
  for (const c of mine) men.push([squareName(v, c.rook), spec.setup[c.rook]!]);
  // The enemy king on his own start square, far from the castling rank.
  const enemyKing = spec.setup.findIndex((c) => c === -(type + 1));
  if (enemyKing >= 0) men.push([squareName(v, enemyKing), -(type + 1)]);
  const pos = position(v, men, mine.map((c) => c.right).join(''));
  const rank = (king / v.files) | 0;
  const [y0, y1] = rankRange(v, rank, rank === 0 ? 2 : 3);
  const s = (sq: number): string => squareName(v, sq);
  const ways = mine.map((c) => `${s(c.king)}-${c.kingTo.map(s).join(' or ')}, rook ${s(c.rook)}-${s(c.rookTo)}`);
  const caption = `castling, once per game (star): king ${ways.join('; ')}`;
  return windowOf(v, pos, king, marksOf(pos, king, filler(spec, type)), [0, y0, v.files - 1, y1], caption);
}

/**
 * ECROS castling by destruction: a Nexial replaces an own man on its own half, who is destroyed. The
 * default setup with the Nexial moved up to e4, one of its men moved beyond the half and an enemy on its
 * half: every man stays one the setup has (position legality counts them).
 */
export function nexialCastlingExample(v: Variant, type: number): MoveDiagram | null {
  const spec = v.spec;
  const rule = spec.rules.nexialCastling;
  if (!rule || !rule.nexials.includes(type) || v.files < 8 || v.ranks < 12) return null;
  const half = Math.floor(v.ranks / 2);
  const board = Int16Array.from(spec.setup);
  const home = board.findIndex((c) => c === type + 1);
  const to = 3 * v.files + 4;
  // The man beyond the half: White's from g2; the enemy on White's half: Black's from c(last-1).
  const beyond = (half + 1) * v.files + 5;
  const mover = 1 * v.files + 6;
  const enemyFrom = (v.ranks - 2) * v.files + 2;
  const enemyTo = 5 * v.files + 2;
  if (home < 0 || board[to] !== 0 || board[beyond] !== 0 || board[mover]! <= 0 || board[enemyFrom]! >= 0 || board[enemyTo] !== 0) return null;
  [board[to], board[home]] = [board[home]!, 0];
  [board[beyond], board[mover]] = [board[mover]!, 0];
  [board[enemyTo], board[enemyFrom]] = [board[enemyFrom]!, 0];
  const men: Placement = [];
  board.forEach((code, sq) => {
    if (code !== 0) men.push([squareName(v, sq), code]);
  });
  const pos = position(v, men, `${rule.right}${rule.right.toLowerCase()}`);
  const caption = `castling, once per game (star): it replaces an own man on your half (ranks 1-${half}), who is destroyed`;
  return windowOf(v, pos, to, marksOf(pos, to, filler(spec, type)), [0, 0, 7, half + 1], caption);
}

/** Chess Legions' Calling the Guard: the King in check, the Guard comes next to him to end it. */
export function guardCallExample(v: Variant, type: number): MoveDiagram | null {
  const spec = v.spec;
  const rule = spec.rules.guardCall;
  const king = royalType(spec);
  if (!rule || rule.piece !== type || king < 0) return null;
  const kingSq = spec.setup.findIndex((c) => c === king + 1);
  const [kx, ky] = [kingSq % v.files, (kingSq / v.files) | 0];
  const rook = spec.pieces.findIndex((p) => p.id === 'R');
  const checker = rook >= 0 ? rook : filler(spec, type);
  const sq = (x: number, y: number): string => squareName(v, y * v.files + x);
  const men: Placement = [
    [sq(kx, ky), king + 1],
    [sq(1, ky + 4), type + 1],
    [sq(kx, ky + 5), -(checker + 1)],
    [sq(0, v.ranks - 1), -(king + 1)],
  ];
  const pos = position(v, men, rule.right);
  const from = (ky + 4) * v.files + 1;
  const caption = `the call, once per game (star): King in check, the ${spec.pieces[type]!.name} comes next to him where that ends the check`;
  const [y0, y1] = [Math.max(0, ky - 1), Math.min(v.ranks - 1, ky + 6)];
  return windowOf(v, pos, from, marksOf(pos, from, filler(spec, type)), [0, y0, v.files - 1, y1], caption);
}

/** Chess Legions' wrap: a Bowman reaching the last rank reappears on an empty square of its first rank. */
export function wrapExample(v: Variant, type: number): MoveDiagram | null {
  const spec = v.spec;
  const rule = spec.rules.wrap;
  if (!rule || !rule.pieces.includes(type)) return null;
  const king = royalType(spec);
  const sq = (x: number, y: number): string => squareName(v, y * v.files + x);
  const x = Math.floor(v.files / 2) - 1;
  const men: Placement = [[sq(x, v.ranks - 2), type + 1]];
  // The first rank full but for two squares: the Bowman may reappear on either, its owner's choice.
  const open = [2, v.files - 3];
  for (let f = 0; f < v.files; f++) if (!open.includes(f)) men.push([sq(f, 0), type + 1]);
  if (king >= 0) men.push([sq(x + 1, 1), king + 1], [sq(0, v.ranks - 3), -(king + 1)]);
  const pos = position(v, men, '');
  const from = (v.ranks - 2) * v.files + x;
  const list = new MoveList();
  generateLegal(pos, list);
  const marks: DiagramMark[] = marksOf(pos, from, filler(spec, type)).filter((m) => m.y !== v.ranks - 1);
  for (const m of list.toArray()) {
    if (moveFrom(m) !== from || moveKind(m) !== MoveKind.Wrap || moveExtra(m) === 0) continue;
    const [to, land] = [moveTo(m), moveExtra(m) - 1];
    marks.push({ x: land % v.files, y: (land / v.files) | 0, mode: 'move', jump: false, initial: false, once: false, via: [{ x: to % v.files, y: (to / v.files) | 0 }] });
  }
  const s = (n: number): string => squareName(v, n);
  const caption = `wrap: reaching ${s(from + v.files)}, it reappears on an empty square of its first rank (${open.map((f) => s(f)).join(' or ')})`;
  return windowOf(v, pos, from, marks, [0, 0, v.files - 1, v.ranks - 1], caption);
}

/**
 * A Secutor colliding with a hole (else the board's edge): the engine's pseudo-legal captures of the man
 * alone with one enemy are searched for one whose screen is a square that does not exist.
 */
export function edgeCollisionExample(v: Variant, type: number): MoveDiagram | null {
  const spec = v.spec;
  if (!spec.pieces[type]!.atoms.some((a) => a.kind === 'collide')) return null;
  const victim = filler(spec, type);
  const pos = new Position(v);
  pos.turn = WHITE;
  const list = new MoveList();
  let found: { from: number; to: number; hole: boolean; reach: number } | null = null;
  const screenIsHole = (from: number, to: number): boolean | null => {
    const legs = moveLegs(pos, from, to);
    if (!legs) return null;
    const stop = legs.length ? legs[0]! : from;
    // The square beyond the stop along the slide: off the grid (edge) or inside it but missing (hole).
    const [fx, fy, sx, sy] = [from % v.files, (from / v.files) | 0, stop % v.files, (stop / v.files) | 0];
    const [dx, dy] = stop === from ? [0, 0] : [Math.sign(sx - fx), Math.sign(sy - fy)];
    for (const [ddx, ddy] of dx || dy ? [[dx, dy]] : [[1, 0], [-1, 0], [0, 1], [0, -1]]) {
      const [nx, ny] = [sx + ddx!, sy + ddy!];
      if (offsetSquare(v, stop, ddx!, ddy!) >= 0) continue;
      return nx >= 0 && ny >= 0 && nx < v.files && ny < v.ranks;
    }
    return false;
  };
  for (let from = 0; from < v.size; from++) {
    if (!v.exists[from]) continue;
    for (let to = 0; to < v.size; to++) {
      if (!v.exists[to] || to === from) continue;
      pos.board.fill(0);
      pos.mem.fill(0);
      pos.board[from] = type + 1;
      pos.board[to] = -(victim + 1);
      pos.refresh();
      list.length = 0;
      pieceMoves(pos, from, list);
      if (!list.toArray().some((m) => moveTo(m) === to)) continue;
      const hole = screenIsHole(from, to);
      if (hole === null) continue;
      // A hole beats the edge; then the longest diagonal, which shows best.
      const reach = Math.max(Math.abs((to % v.files) - (from % v.files)), Math.abs(((to / v.files) | 0) - ((from / v.files) | 0)));
      if (!found || (hole && !found.hole) || (hole === found.hole && reach > found.reach)) found = { from, to, hole, reach };
    }
  }
  if (!found) return null;
  const { from, to, hole } = found;
  pos.board.fill(0);
  pos.board[from] = type + 1;
  pos.board[to] = -(victim + 1);
  pos.refresh();
  const marks: DiagramMark[] = [];
  list.length = 0;
  pieceMoves(pos, from, list);
  for (const m of list.toArray()) {
    if (moveTo(m) !== to) continue;
    const legs = moveLegs(pos, from, to) ?? [];
    marks.push({ x: to % v.files, y: (to / v.files) | 0, mode: 'capture', jump: false, initial: false, once: false, via: legs.map((l) => ({ x: l % v.files, y: (l / v.files) | 0 })) });
  }
  const xs = [from % v.files, to % v.files];
  const ys = [(from / v.files) | 0, (to / v.files) | 0];
  const box: [number, number, number, number] = [
    Math.max(0, Math.min(...xs) - 1),
    Math.max(0, Math.min(...ys) - 1),
    Math.min(v.files - 1, Math.max(...xs) + 1),
    Math.min(v.ranks - 1, Math.max(...ys) + 1),
  ];
  const s = (n: number): string => squareName(v, n);
  const stop = marks[0]?.via?.[0];
  const slide = stop ? `${s(from)} slides to ${squareName(v, stop.y * v.files + stop.x)}` : `${s(from)} stays`;
  const caption = `${hole ? 'a hole' : "the board's edge"} is a screen too: ${slide}, turns onto the diagonal, takes on ${s(to)}`;
  return windowOf(v, pos, from, marks, box, caption);
}

/** Every special-rule example for a piece type, in the order the card shows them. */
export function specialExamples(v: Variant, type: number): MoveDiagram[] {
  return [castlingExample, nexialCastlingExample, guardCallExample, wrapExample, edgeCollisionExample]
    .map((example) => example(v, type))
    .filter((d): d is MoveDiagram => d !== null);
}
