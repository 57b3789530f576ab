/**
 * Perft divided by first move, by fairyprint and by ffish (Fairy-Stockfish's JavaScript bindings, see
 * ffish.ts) on the same position: the moves whose counts differ. FSF's counts come from its legal move
 * lists, so they hold with any variants.ini loaded into ffish.
 */
import { perftDivide } from '../../src/engine/perft.js';
import type { Position } from '../../src/engine/position.js';
import { toFen } from '../../src/notation/fen.js';
import type { Ffish, FfishBoard } from './ffish.js';
import { uciMove } from './fsf.js';

/** FSF's perft below each first move of `board`'s position. */
export function ffishDivide(board: FfishBoard, depth: number): Map<string, number> {
  const count = (d: number): number => {
    const moves = board.legalMoves().split(' ').filter(Boolean);
    if (d === 1) return moves.length;
    let n = 0;
    for (const m of moves) {
      board.push(m);
      n += count(d - 1);
      board.pop();
    }
    return n;
  };
  const out = new Map<string, number>();
  for (const m of board.legalMoves().split(' ').filter(Boolean)) {
    board.push(m);
    out.set(m, depth === 1 ? 1 : count(depth - 1));
    board.pop();
  }
  return out;
}

/** The moves whose counts differ between fairyprint and FSF's `variant` from `pos` ("e2e4: 20 (FSF 21)"). */
export function perftDifferences(ff: Ffish, variant: string, pos: Position, depth: number): string[] {
  const board = new ff.Board(variant, toFen(pos));
  try {
    const theirs = ffishDivide(board, depth);
    const ours = new Map(perftDivide(pos, depth).map(([m, n]) => [uciMove(pos, m), n]));
    const out: string[] = [];
    for (const [m, n] of ours)
      if (theirs.get(m) !== n) out.push(`${m}: ${n} (FSF ${theirs.get(m) ?? 'has no such move'})`);
    for (const [m, n] of theirs) if (!ours.has(m)) out.push(`${m}: not ours (FSF ${n})`);
    return out;
  } finally {
    board.delete();
  }
}
