/**
 * Long coordinate notation, valid in every variant:
 *   e2-e4  e4xd5  e7-e8=Q  (multi-letter ids: a9-a10={N8} is written =N8)
 *   O-O  O-O-O            castling; a second landing square of the king as O-O>h1 (Secutor Chess)
 *   c1-c3-c5              a chain of leaps (Bowman volley), each landing square named
 *   c9-c10/a1             the piece reached the last rank and reappears on a1; c9-c10/x: removed
 *   O:j1-k2               ECROS castling: the Nexial on j1 replaces the own man on k2
 *   c5@e2                 Calling the Guard: the Guard on c5 is called to e2
 */
import { MoveKind, moveExtra, moveFrom, moveKind, movePromo, moveTo, type Move } from '../engine/move.js';
import { offsetSquare } from '../engine/movegen.js';
import type { Position } from '../engine/position.js';
import { WHITE } from '../engine/variant.js';
import { squareName } from './squares.js';

export function moveText(pos: Position, m: Move): string {
  const v = pos.variant;
  const from = moveFrom(m);
  const to = moveTo(m);
  const kind = moveKind(m);
  const name = (sq: number): string => squareName(v, sq);
  switch (kind) {
    case MoveKind.Castle: {
      const rule = v.spec.castling[moveExtra(m)]!;
      const side = rule.rook % v.files > rule.king % v.files ? 'O-O' : 'O-O-O';
      const first = pos.turn === WHITE ? rule.kingTo[0]! : mirror(pos, rule.kingTo[0]!);
      return to === first ? side : `${side}>${name(to)}`;
    }
    case MoveKind.NexialCastle:
      return `O:${name(from)}-${name(to)}`;
    case MoveKind.GuardCall:
      return `${name(from)}@${name(to)}`;
    default:
      break;
  }
  const capture = pos.board[to] !== 0 || kind === MoveKind.EnPassantCapture;
  let text = name(from) + (capture ? 'x' : '-');
  text += volleyPath(pos, from, to).map(name).join('-');
  const promo = movePromo(m);
  if (promo >= 0) text += `=${v.spec.pieces[promo]!.id.toUpperCase()}`;
  if (kind === MoveKind.Wrap) {
    const dest = moveExtra(m) - 1;
    text += dest >= 0 ? `/${name(dest)}` : '/x';
  }
  return text;
}

function mirror(pos: Position, sq: number): number {
  const v = pos.variant;
  return (v.ranks - 1 - ((sq / v.files) | 0)) * v.files + (sq % v.files);
}

/**
 * The landing squares of a move: just [to], or every landing square of a volley (a straight move
 * over occupied squares to an empty one, two squares at a time).
 */
export function volleyPath(pos: Position, from: number, to: number): number[] {
  const v = pos.variant;
  const fx = from % v.files;
  const fy = (from / v.files) | 0;
  const tx = to % v.files;
  const ty = (to / v.files) | 0;
  const code = pos.board[from]!;
  const piece = v.spec.pieces[Math.abs(code) - 1];
  const hop = piece?.atoms.find((a) => a.kind === 'hopchain');
  if (!hop || pos.board[to] !== 0) return [to];
  const dx = Math.sign(tx - fx);
  const dy = Math.sign(ty - fy);
  const steps = Math.max(Math.abs(tx - fx), Math.abs(ty - fy));
  if (steps < 4 || steps % 2 !== 0 || (tx - fx) * dy !== (ty - fy) * dx) return [to];
  const path: number[] = [];
  let at = from;
  for (let k = 0; k < steps / 2; k++) {
    const over = offsetSquare(v, at, dx, dy);
    at = offsetSquare(v, over, dx, dy);
    if (over < 0 || at < 0 || pos.board[over] === 0) return [to];
    path.push(at);
  }
  return path;
}
