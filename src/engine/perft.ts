/** Perft: the number of legal move sequences of a given length, the standard check of a move generator. */
import { generateLegal, MoveList } from './movegen.js';
import type { Position } from './position.js';

export function perft(pos: Position, depth: number, lists: MoveList[] = []): number {
  if (depth === 0) return 1;
  const list = (lists[depth] ??= new MoveList());
  generateLegal(pos, list);
  if (depth === 1) return list.length;
  let nodes = 0;
  for (let i = 0; i < list.length; i++) {
    pos.make(list.moves[i]!);
    nodes += perft(pos, depth - 1, lists);
    pos.unmake();
  }
  return nodes;
}

/** Perft split by first move: [move, count] pairs in generation order. */
export function perftDivide(pos: Position, depth: number): [number, number][] {
  const list = new MoveList();
  generateLegal(pos, list);
  const lists: MoveList[] = [];
  return list.toArray().map((m) => {
    pos.make(m);
    const n = perft(pos, depth - 1, lists);
    pos.unmake();
    return [m, n];
  });
}
