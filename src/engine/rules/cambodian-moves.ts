/**
 * Rule module "cambodian-moves" (Ouk Chatrang and Kar Ouk; `rules.cambodianMoves`, Fairy-Stockfish's
 * `cambodianMoves` with `gating`): a king that has not moved may leap, once, to an empty square a
 * knight's leap away on the rank ahead (d1-b2, d1-f2), but not out of check; a met that has not moved may
 * step two squares straight ahead onto an empty square, over whatever stands between.
 *
 * As in Fairy-Stockfish, the first moves hang on gates: squares of each side's first rank, written as
 * file letters in the rights field (the start's DEde). A gate closes when its man leaves or is taken; the
 * king's also when an enemy rook moves onto the king's rank or file, whatever stands between. The gates
 * are state of the position (a mask of first-rank files per side), not part of its identity, as in
 * Fairy-Stockfish's hash.
 */
import { encodeMove, MoveKind, type MoveList, moveFrom, moveKind, moveTo } from '../move.js';
import { inCheck } from '../movegen.js';
import type { VariantSpec } from '../spec.js';
import type { Color, Position, RuleModule, Variant } from './hooks.js';

const ID = 'cambodian-moves';

/** The square of file `f` on side `c`'s first rank. */
const gateSquare = (v: { files: number; ranks: number }, c: Color, f: number): number =>
  c === 0 ? f : (v.ranks - 1) * v.files + f;

/** The file of `sq` when it is on side `c`'s first rank, else -1. */
function firstRankFile(v: { files: number; ranks: number }, c: Color, sq: number): number {
  const rank = (sq / v.files) | 0;
  return rank === (c === 0 ? 0 : v.ranks - 1) ? sq % v.files : -1;
}

/** Whether side `c` has a gate on `sq`. */
function gateOn(pos: Position, c: Color, sq: number): boolean {
  const f = firstRankFile(pos.variant, c, sq);
  return f >= 0 && (pos.state[pos.variant.stateAt[ID]! + c]! & (1 << f)) !== 0;
}

/** The type of the man of side `c` on `sq`, or -1. */
function ownType(pos: Position, c: Color, sq: number): number {
  const code = pos.board[sq]! * (c === 0 ? 1 : -1);
  return code > 0 ? code - 1 : -1;
}

/**
 * The gates a rights text opens, per side: each file letter (White's upper case, Black's lower) whose
 * first-rank square holds a man of that side (Fairy-Stockfish sets no gate on an empty square); other
 * letters are left in `rest`. With no text, every first-rank square holding a man of its side.
 */
function gatesFromText(
  spec: VariantSpec,
  manOf: (c: Color, sq: number) => boolean,
  text: string | null,
): { gates: [number, number]; rest: string } {
  const gates: [number, number] = [0, 0];
  let rest = '';
  if (text === null) {
    for (const c of [0, 1] as const)
      for (let f = 0; f < spec.files; f++) if (manOf(c, gateSquare(spec, c, f))) gates[c] |= 1 << f;
    return { gates, rest };
  }
  for (const letter of text) {
    const c: Color = letter === letter.toUpperCase() ? 0 : 1;
    const f = spec.fileLabels.indexOf(letter.toLowerCase());
    if (f < 0) rest += letter;
    else if (manOf(c, gateSquare(spec, c, f))) gates[c] |= 1 << f;
  }
  return { gates, rest };
}

const startManOf =
  (spec: VariantSpec) =>
  (c: Color, sq: number): boolean =>
    spec.setup[sq]! * (c === 0 ? 1 : -1) > 0;

function generateFirstMoves(pos: Position, list: MoveList): void {
  const v = pos.variant;
  const rule = v.spec.rules.cambodianMoves!;
  const us = pos.turn;
  const gates = pos.state[v.stateAt[ID]! + us]!;
  if (gates === 0) return;
  const ahead = us === 0 ? 1 : -1;
  for (let f = 0; f < v.files; f++) {
    if ((gates & (1 << f)) === 0) continue;
    const from = gateSquare(v, us, f);
    const type = ownType(pos, us, from);
    const rank = (from / v.files) | 0;
    if (type === rule.king && !inCheck(pos)) {
      // The king's leap: a knight's leap onto the rank ahead, onto an empty square.
      for (const dx of [-2, 2]) {
        const x = f + dx;
        const to = (rank + ahead) * v.files + x;
        if (x >= 0 && x < v.files && v.spec.exists[to] && pos.board[to] === 0)
          list.push(encodeMove(from, to, MoveKind.Normal));
      }
    } else if (type === rule.met) {
      const y = rank + 2 * ahead;
      const to = y * v.files + f;
      if (y >= 0 && y < v.ranks && v.spec.exists[to] && pos.board[to] === 0)
        list.push(encodeMove(from, to, MoveKind.Normal));
    }
  }
}

/** Make's part: the gates the move leaves or takes close, and the king's when a rook aims at him. */
function closeGates(pos: Position, m: number, us: Color, at: number): void {
  const v = pos.variant;
  const st = pos.state;
  const them: Color = us === 0 ? 1 : 0;
  const to = moveTo(m);
  if (moveKind(m) !== MoveKind.Drop) {
    const f = firstRankFile(v, us, moveFrom(m));
    if (f >= 0) st[at + us] = st[at + us]! & ~(1 << f);
  }
  const taken = firstRankFile(v, them, to);
  if (taken >= 0) st[at + them] = st[at + them]! & ~(1 << taken);
  const king = pos.royal[them]!;
  if (king < 0 || ownType(pos, us, to) !== v.spec.rules.cambodianMoves!.rook || !gateOn(pos, them, king)) return;
  const sameFile = king % v.files === to % v.files;
  const sameRank = ((king / v.files) | 0) === ((to / v.files) | 0);
  if (sameFile || sameRank) st[at + them] = st[at + them]! & ~(1 << firstRankFile(v, them, king));
}

/** The rights field's gate letters of side `c` (White's upper case). */
function gateLetters(pos: Position, c: Color): string {
  const v = pos.variant;
  const gates = pos.state[v.stateAt[ID]! + c]!;
  let text = '';
  for (let f = 0; f < v.files; f++) if (gates & (1 << f)) text += v.spec.fileLabels[f]!;
  return c === 0 ? text.toUpperCase() : text;
}

/** Setup check: the squares the king's leap and the met's double step reach from the first rank. */
function reach(v: Variant, c: Color, t: number, from: number, arrive: (to: number) => void): void {
  const rule = v.spec.rules.cambodianMoves!;
  const f = firstRankFile(v, c, from);
  if (f < 0) return;
  const rank = (from / v.files) | 0;
  const ahead = c === 0 ? 1 : -1;
  if (t === rule.king) for (const x of [f - 2, f + 2]) if (x >= 0 && x < v.files) arrive((rank + ahead) * v.files + x);
  if (t === rule.met && rank + 2 * ahead >= 0 && rank + 2 * ahead < v.ranks) arrive((rank + 2 * ahead) * v.files + f);
}

export const cambodianMoves: RuleModule = {
  id: ID,
  uses: (spec) => spec.rules.cambodianMoves !== undefined,
  state: {
    slots: 2,
    keyed: false,
    start: (spec) => gatesFromText(spec, startManOf(spec), spec.start?.rights ?? null).gates,
  },
  generate: generateFirstMoves,
  afterMove: closeGates,
  readRightLetters(pos, text) {
    const manOf = (c: Color, sq: number): boolean => ownType(pos, c, sq) >= 0;
    const { gates, rest } = gatesFromText(pos.variant.spec, manOf, text);
    const at = pos.variant.stateAt[ID]!;
    pos.state[at] = gates[0];
    pos.state[at + 1] = gates[1];
    return rest;
  },
  writeRightLetters: (pos) => [gateLetters(pos, 0), gateLetters(pos, 1)],
  // The board does not show whether the king and the met still have their first move: a box for each.
  trackers: ({ spec }) => [
    {
      kind: 'once',
      label: 'First move gone',
      perMan: { pieces: [spec.rules.cambodianMoves!.king, spec.rules.cambodianMoves!.met] },
      note: 'tick when the man has moved, or (the king) an enemy rook has come onto his rank or file',
    },
  ],
  reach,
  summary: () => ({
    special: [
      'First moves: a king that has not moved yet may leap once, as a knight, to an empty square on the rank ahead (not while in check, and no more once an enemy rook has moved onto his rank or file); a met that has not moved yet may step two squares straight ahead onto an empty square, whatever stands between.',
    ],
  }),
};
