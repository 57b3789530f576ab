/**
 * Perft divided by first move, by fairyprint and by ffish (Fairy-Stockfish's JavaScript bindings, see
 * ffish.ts) on the same position: the moves whose counts differ. FSF's counts come from its legal move
 * lists, so they hold with any variants.ini loaded into ffish.
 */
import { perftDivide } from '../../src/engine/perft.js';
import type { Position } from '../../src/engine/position.js';
import { parseFen, toFen } from '../../src/notation/fen.js';
import type { Ffish, FfishBoard } from './ffish.js';
import { uciMove } from './fsf.js';

/**
 * A position's FEN as Fairy-Stockfish reads it: the board's holes, which fairyprint's FEN leaves out,
 * petrified men (fairyprint's stones), written `*` (FSF's walls), and the en-passant field's man who
 * passed, where not right beyond the square (`d3:c4`, Berolina's), as one more square of it (`d3c4`):
 * FSF takes the man on an en-passant square, else the nearest behind it on its file.
 */
export function ffishFen(pos: Position): string {
  const v = pos.variant;
  const petrify = v.spec.rules.petrify;
  // Every stone is a man of White's, written in upper case.
  const stone = petrify ? `{${v.spec.pieces[petrify.stone]!.id.toUpperCase()}}` : null;
  const fields = toFen(pos).split(' ');
  if (fields[3]) fields[3] = fields[3].replace(':', '');
  const fen = stone ? fields.join(' ').split(stone).join('*') : fields.join(' ');
  if (v.exists.every(Boolean)) return fen;
  const cut = fen.search(/[[ ]/);
  const rows = fen.slice(0, cut).split('/');
  const placement = rows.map((row, i) => {
    const rank = v.ranks - 1 - i;
    // Each token a run of empty squares or one man (+ promoted form, {long id}, ~ promoted in hand).
    const tokens = row.match(/[0-9]+|\+?(\{[^}]*\}|[a-zA-Z])~?/g) ?? [];
    let out = '';
    let empty = 0;
    const flush = (): void => {
      if (empty) out += empty;
      empty = 0;
    };
    let file = 0;
    const skipHoles = (): void => {
      for (; file < v.files && !v.exists[rank * v.files + file]; file++) {
        flush();
        out += '*';
      }
    };
    for (const t of tokens) {
      for (let n = /^[0-9]/.test(t) ? Number(t) : 1, k = 0; k < n; k++) {
        skipHoles();
        if (/^[0-9]/.test(t)) empty++;
        else {
          flush();
          out += t;
        }
        file++;
      }
    }
    skipHoles();
    flush();
    return out;
  });
  return placement.join('/') + fen.slice(cut);
}

/** A FEN's placement with its hand's men sorted (FSF writes a hand in its own order: [EHeh]). */
export const placementOf = (fen: string): string =>
  fen.split(' ')[0]!.replace(/\[([^\]]*)\]/, (_, hand: string) => `[${[...hand].sort().join('')}]`);

/** FSF's perft below each first move of `board`'s position. */
export function ffishDivide(board: FfishBoard, depth: number): Map<string, number> {
  const count = (d: number): number => {
    // The last ply counted, not written: most of the time of a perft (Amazons' 2,000 moves a position).
    if (d === 1) return board.numberLegalMoves();
    const moves = board.legalMoves().split(' ').filter(Boolean);
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

/**
 * The moves whose counts differ between fairyprint and FSF's `variant` from `pos` ("e2e4: 20 (FSF 21)").
 * Both read the same position text: rule state a FEN does not hold (a pass just made, which a second
 * pass would answer by ending the game) is as unknown to fairyprint as to FSF.
 */
export function perftDifferences(ff: Ffish, variant: string, played: Position, depth: number): string[] {
  const pos = parseFen(played.variant, toFen(played), { anyPosition: true });
  const board = new ff.Board(variant, ffishFen(pos));
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
