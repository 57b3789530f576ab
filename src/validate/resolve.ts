/**
 * Finding the legal move a move text means, fast: only the men the text can mean are asked for their
 * legal moves (the engine's generateLegalFrom, the same legality as for the whole position), and the
 * texts that name a rule's own form (O-O, O:j1-k2, c5@e2) or no single legal move go to the full legal
 * move list. Nothing here decides legality.
 */
import type { Move } from '../engine/move.js';
import { generateLegalFrom, MoveList } from '../engine/movegen.js';
import type { Position } from '../engine/position.js';
import { type Variant, WHITE } from '../engine/variant.js';
import { matches, type ParsedMove, parseMoveText, pawnType } from '../notation/move-text.js';

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
const squares: number[] = [];

/** The one legal move the readings describe, or null when the full legal move list must decide. */
export function quickResolve(pos: Position, readings: readonly ParsedMove[]): Move | null {
  const v = pos.variant;
  const sign = pos.turn === WHITE ? 1 : -1;
  const pawn = pawnType(v);
  squares.length = 0;
  for (const p of readings) {
    if (p.rule !== null) return null;
    if (p.from >= 0) {
      if (pos.board[p.from]! * sign > 0 && !squares.includes(p.from)) squares.push(p.from);
      continue;
    }
    for (let sq = 0; sq < v.size; sq++) {
      const code = pos.board[sq]! * sign;
      if (code <= 0) continue;
      const type = code - 1;
      if (p.pieces ? !p.pieces.includes(type) : p.pawn && type !== pawn) continue;
      if (p.fromFile >= 0 && sq % v.files !== p.fromFile) continue;
      if (p.fromRank >= 0 && ((sq / v.files) | 0) !== p.fromRank) continue;
      if (!squares.includes(sq)) squares.push(sq);
    }
  }
  generateLegalFrom(pos, squares, scratch);
  let found: Move | null = null;
  for (let i = 0; i < scratch.length; i++) {
    const m = scratch.moves[i]!;
    if (!readings.some((p) => matches(pos, m, p))) continue;
    if (found !== null) return null;
    found = m;
  }
  return found;
}
