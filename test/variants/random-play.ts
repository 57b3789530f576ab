/**
 * Seeded random play for any variant: plays games of random legal moves to the end (no legal move) or a
 * ply limit, and after every move checks that
 *   - the position text round-trips: toFen → parseFen → toFen gives the same text, the parsed position has
 *     the same repetition key and the same legal moves (so nothing the rules use is lost in the text);
 *   - legal moves have distinct texts (sampled every 16th ply, to keep runs short);
 *   - undo restores it: at the end of each game every ply is unmade and the text compared with the one
 *     recorded before that ply, back to the start.
 * A failure throws with the game, the ply, the position text and the moves so far.
 */

import type { Move } from '../../src/engine/move.js';
import { generateLegal, MoveList } from '../../src/engine/movegen.js';
import type { Position } from '../../src/engine/position.js';
import type { Variant } from '../../src/engine/variant.js';
import { moveText } from '../../src/notation/coordinate.js';
import { parseFen, toFen } from '../../src/notation/fen.js';

/** mulberry32: a small seeded PRNG, uniform in [0, 1). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface RandomPlayOptions {
  games: number;
  maxPlies: number;
  seed: number;
  /** The start position of each game (default: the same for all, given by the caller). */
  start: (random: () => number, game: number) => Position;
  /** Called after every move, e.g. to count rule uses; may throw to fail the run. */
  afterMove?: (pos: Position, move: Move, text: string) => void;
}

export interface RandomPlayStats {
  games: number;
  plies: number;
  /** Games that ended because the side to move had no legal move (mate, victory condition, ...). */
  ended: number;
  /** Texts of the final positions of ended games. */
  endings: string[];
}

const sameMoves = (a: MoveList, b: MoveList): boolean =>
  a.length === b.length && a.moves.subarray(0, a.length).every((m, i) => m === b.moves[i]);

export function randomPlay(v: Variant, opts: RandomPlayOptions): RandomPlayStats {
  const random = seededRandom(opts.seed);
  const list = new MoveList();
  const check = new MoveList();
  const stats: RandomPlayStats = { games: 0, plies: 0, ended: 0, endings: [] };
  for (let g = 0; g < opts.games; g++) {
    const pos = opts.start(random, g);
    const history: string[] = [];
    const fens: string[] = [];
    const fail = (what: string, fen: string): never => {
      throw new Error(
        `${v.spec.id} game ${g} ply ${history.length}: ${what}\n  position: ${fen}\n  moves: ${history.join(' ')}`,
      );
    };
    for (;;) {
      const fen = toFen(pos);
      const parsed = parseFen(v, fen);
      const again = toFen(parsed);
      if (again !== fen) fail(`position text does not round-trip, reads back as\n  ${again}`, fen);
      if (parsed.key() !== pos.key()) fail('parsed position has another repetition key', fen);
      generateLegal(pos, list);
      generateLegal(parsed, check);
      if (!sameMoves(list, check)) fail('parsed position has other legal moves', fen);
      if (history.length % 16 === 0) {
        const texts = list.toArray().map((m) => moveText(pos, m));
        if (new Set(texts).size !== texts.length)
          fail(`two legal moves have the same text: ${texts.sort().join(' ')}`, fen);
      }
      if (list.length === 0) {
        stats.ended++;
        stats.endings.push(fen);
        break;
      }
      if (history.length >= opts.maxPlies) break;
      const m = list.moves[Math.floor(random() * list.length)]!;
      const text = moveText(pos, m);
      fens.push(fen);
      history.push(text);
      pos.make(m);
      opts.afterMove?.(pos, m, text);
    }
    for (let i = fens.length - 1; i >= 0; i--) {
      pos.unmake();
      const back = toFen(pos);
      if (back !== fens[i]) {
        history.length = i + 1;
        fail(`undoing ${history[i]} gives\n  ${back}`, fens[i]!);
      }
    }
    stats.games++;
    stats.plies += fens.length;
  }
  return stats;
}
