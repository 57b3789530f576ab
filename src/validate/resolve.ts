/**
 * Finding the legal move a move text means, fast: only the pieces the text can mean generate their
 * moves, and only the moves that match are tested for the own king's safety. This gives the same legal
 * moves as generateLegal for those pieces (pseudo-legal moves that do not leave the own royal attacked);
 * the cases it does not cover (castling, ECROS castling, Calling the Guard, a position already won) and
 * every text that does not name exactly one legal move go to the full legal move list.
 */
import type { Move } from '../engine/move.js';
import { MoveList, attacked, pieceMoves, victory } from '../engine/movegen.js';
import type { Position } from '../engine/position.js';
import { BLACK, WHITE, type Variant } from '../engine/variant.js';
import { matches, parseMoveText, pawnType, type ParsedMove } from '../notation/move-text.js';

const parsedCache = new WeakMap<Variant, Map<string, ParsedMove[] | string>>();
const CACHE_LIMIT = 20000;

/** parseMoveText, remembered per variant: a reading does not depend on the position. */
export function readMove(v: Variant, text: string): ParsedMove[] | string {
  let cache = parsedCache.get(v);
  if (!cache) {
    cache = new Map();
    parsedCache.set(v, cache);
  }
  let hit = cache.get(text);
  if (hit === undefined) {
    hit = parseMoveText(v, text);
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(text, hit);
  }
  return hit;
}

const scratch = new MoveList();

/** The one legal move the readings describe, or null when the full legal move list must decide. */
export function quickResolve(pos: Position, readings: readonly ParsedMove[]): Move | null {
  const v = pos.variant;
  if (v.spec.rules.guardCall || (v.spec.end.victories.length > 0 && victory(pos) !== null)) return null;
  const us = pos.turn;
  const sign = us === WHITE ? 1 : -1;
  const pawn = pawnType(v);
  scratch.length = 0;
  for (const p of readings) {
    if (p.kind !== 'move') return null;
    const start = scratch.length;
    if (p.from >= 0) {
      const code = pos.board[p.from]! * sign;
      if (code <= 0) continue;
      // A king's move in coordinates may be its castling, which pieceMoves does not list.
      if (p.notation === 'coordinate' && v.royalType[code - 1]) return null;
      pieceMoves(pos, p.from, scratch);
    } else {
      for (let sq = 0; sq < v.size; sq++) {
        const code = pos.board[sq]! * sign;
        if (code <= 0) continue;
        const type = code - 1;
        if (p.pieces ? !p.pieces.includes(type) : p.pawn && type !== pawn) continue;
        if (p.fromFile >= 0 && sq % v.files !== p.fromFile) continue;
        if (p.fromRank >= 0 && ((sq / v.files) | 0) !== p.fromRank) continue;
        pieceMoves(pos, sq, scratch);
      }
    }
    // Keep only the matching moves of this reading (compacted in place).
    let n = start;
    for (let i = start; i < scratch.length; i++) {
      const m = scratch.moves[i]!;
      if (matches(pos, m, p)) scratch.moves[n++] = m;
    }
    scratch.length = n;
  }
  const them = us === WHITE ? BLACK : WHITE;
  let found: Move | null = null;
  for (let i = 0; i < scratch.length; i++) {
    const m = scratch.moves[i]!;
    if (m === found) continue; // two readings of one move
    pos.make(m);
    const king = pos.royal[us]!;
    const legal = !v.hasRoyals || king < 0 || !attacked(pos, king, them);
    pos.unmake();
    if (!legal) continue;
    if (found !== null) return null;
    found = m;
  }
  return found;
}
