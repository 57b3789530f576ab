/**
 * Checks of the engine against itself and against plain facts, shared by the Secutor Chess and Orthodia
 * tests: legal moves by brute force, colour and file mirrors of position texts, sampled positions, and
 * play.ts's helpers taking position texts.
 */

import { MoveKind, moveKind, moveTo } from '../../src/engine/move.js';
import { generateLegal, generatePseudo, MoveList } from '../../src/engine/movegen.js';
import { Position } from '../../src/engine/position.js';
import { compileVariant } from '../../src/engine/rules/index.js';
import type { AtomSpec } from '../../src/engine/spec.js';
import { startPosition } from '../../src/engine/start.js';
import type { Variant } from '../../src/engine/variant.js';
import { moveText } from '../../src/notation/coordinate.js';
import { parseFen, toFen } from '../../src/notation/fen.js';
import { legal, play } from './play.js';
import { seededRandom } from './random-play.js';

/** Sorted texts of the legal moves of a position. */
export const legalTexts = (v: Variant, fen: string): string[] => legal(parseFen(v, fen));

/** The position text after playing the given moves (by their text) from `fen`. */
export const playTexts = (v: Variant, fen: string, ...texts: string[]): string =>
  toFen(play(parseFen(v, fen), ...texts));

/**
 * The variant in which every man captures exactly along its royal pattern: atoms that give check can
 * capture, atoms that do not cannot. In it, "an enemy man could capture the king" means "check" by the
 * definition's own `checks` data, found by plain move generation instead of the engine's attack tables.
 */
export function royalTwin(v: Variant): Variant {
  const pieces = v.spec.pieces.map((p) => ({
    ...p,
    atoms: p.atoms.flatMap((a): AtomSpec[] => {
      const checks = a.checks ?? a.mode !== 'move';
      if (checks) return [{ ...a, mode: a.kind === 'collide' ? a.mode : 'both', checks: true }];
      return a.mode === 'capture' ? [] : [{ ...a, mode: 'move' }];
    }),
  }));
  return compileVariant({ ...v.spec, pieces });
}

/**
 * Legal moves other than castling, by brute force: make each pseudo-legal move, then look through every
 * pseudo-legal reply in the royal twin for one that lands on the mover's king. Kings are never taken.
 */
export function bruteForceLegal(v: Variant, twin: Variant, fen: string): string[] {
  const pos = parseFen(v, fen);
  const list = new MoveList();
  const replies = new MoveList();
  generatePseudo(pos, list);
  const out: string[] = [];
  for (const m of list.toArray()) {
    const victim = pos.board[moveTo(m)]!;
    if (moveKind(m) === MoveKind.Castle || (victim !== 0 && v.spec.pieces[Math.abs(victim) - 1]!.royal)) continue;
    const text = moveText(pos, m);
    pos.make(m);
    const king = pos.royal[pos.turn === 0 ? 1 : 0]!;
    const after = inTwin(twin, pos);
    replies.length = 0;
    generatePseudo(after, replies);
    if (!replies.toArray().some((r) => moveTo(r) === king)) out.push(text);
    pos.unmake();
  }
  return out.sort();
}

/**
 * The same position in the twin variant, copied field by field: after a pseudo-legal move the mover's
 * king may stand attacked, which no position text may say (the reader refuses it).
 */
function inTwin(twin: Variant, pos: Position): Position {
  const after = new Position(twin);
  after.board.set(pos.board);
  after.mem.set(pos.mem);
  after.turn = pos.turn;
  after.rights = pos.rights;
  after.epTarget = pos.epTarget;
  after.epVictim = pos.epVictim;
  after.refresh();
  return after;
}

/** Position texts met in seeded random games from the start, every `every`-th ply. */
export function sampledPositions(v: Variant, seed: number, games: number, every: number): string[] {
  const random = seededRandom(seed);
  const list = new MoveList();
  const out: string[] = [];
  for (let g = 0; g < games; g++) {
    const pos = startPosition(v);
    for (let ply = 0; ply < 300; ply++) {
      generateLegal(pos, list);
      if (ply % every === every - 1) out.push(toFen(pos));
      if (list.length === 0) break;
      pos.make(list.moves[Math.floor(random() * list.length)]!);
    }
  }
  return out;
}

/** Sorted legal move texts without castling. */
export function legalTextsWithoutCastling(v: Variant, fen: string): string[] {
  return legalTexts(v, fen).filter((t) => !t.startsWith('O-O'));
}

const mapSquares = (field: string, f: (sq: string) => string): string => field.replace(/[a-z]\d+/g, f);

/** The same position with colours exchanged: ranks reversed, cases swapped, the other side to move. */
export function flipColours(fen: string, ranks: number): string {
  const [placement, side, rights, ep, ...rest] = fen.split(' ');
  const swap = (s: string): string =>
    s.replace(/[A-Za-z]/g, (c) => (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase()));
  const flipSq = (sq: string): string => `${sq[0]}${ranks + 1 - Number(sq.slice(1))}`;
  return [
    swap(placement!.split('/').reverse().join('/')),
    side === 'w' ? 'b' : 'w',
    rights === '-' ? '-' : swap(rights!),
    ep === '-' ? '-' : mapSquares(ep!, flipSq),
    ...rest.map((f) => (/^\d+$/.test(f) ? f : mapSquares(f, flipSq))),
  ].join(' ');
}

/** The same position reflected left to right (files reversed); castling rights must be absent. */
export function mirrorFiles(fen: string, labels: string): string {
  const [placement, side, rights, ep, ...rest] = fen.split(' ');
  if (rights !== '-') throw new Error('castling is not symmetric left to right');
  const reverseRow = (row: string): string => (row.match(/\d+|[A-Za-z]/g) ?? []).reverse().join('');
  const mirrorSq = (sq: string): string => `${labels[labels.length - 1 - labels.indexOf(sq[0]!)]}${sq.slice(1)}`;
  return [
    placement!.split('/').map(reverseRow).join('/'),
    side,
    '-',
    ep === '-' ? '-' : mapSquares(ep!, mirrorSq),
    ...rest.map((f) => (/^\d+$/.test(f) ? f : mapSquares(f, mirrorSq))),
  ].join(' ');
}
