/**
 * Rule module "gating" (Seirawan chess, S-House; `rules.gating`, Fairy-Stockfish's `gating` with
 * `seirawanGating`): each side's first-rank men stand on gates until they first move. A man leaving a
 * gate may bring a man from hand onto the square he leaves, as part of his move; a castling, onto the
 * king's square or the rook's, if the move leaves it empty. A gate closes when its man leaves or is
 * captured, and a side with nothing left in hand has no gates (unless captured men go to hands).
 *
 * The gates are state of the position (a mask of first-rank files per side, its slots of
 * `Position.state`, and the square the last move gated onto, for unmake). A gating move is any move
 * with the man's type in its gate field (move.ts); position texts write the gates as Fairy-Stockfish
 * does, as file letters among the castling rights (KQBCDFGkqbcdfg, the king's and rooks' files left out
 * while a castling right says them), and moves with a mark: Nf3/H, O-O/Hh1 (SAN), g1f3h (UCI).
 */

import {
  type Move,
  MoveKind,
  type MoveList,
  moveFrom,
  moveGate,
  moveGatesOther,
  moveKind,
  withGate,
  withoutGate,
} from '../move.js';
import { MEM_MOVED } from '../position.js';
import type { VariantSpec } from '../spec.js';
import { SQUARE_TEXT, squareName } from '../squares.js';
import { capturesToHand, findHand, handText, readHand } from './hand.js';
import type { Color, Position, RuleModule, Variant } from './hooks.js';
import { pieceNames } from './words.js';

const ID = 'gating';
/** Slots: White's gates, Black's gates (masks of files), the square the last move gated onto + 1. */
const LAST = 2;

/** The square of file `f` on side `c`'s first rank. */
const gateSquare = (v: { files: number; ranks: number }, c: Color, f: number): number =>
  c === 0 ? f : (v.ranks - 1) * v.files + f;

/** The gates `c` has (a mask of files). */
const gatesOf = (pos: Position, c: Color): number => pos.state[pos.variant.stateAt[ID]! + c]!;

/** Whether `sq` is on side `c`'s first rank: its file, else -1. */
function firstRankFile(v: { files: number; ranks: number }, c: Color, sq: number): number {
  const rank = (sq / v.files) | 0;
  return rank === (c === 0 ? 0 : v.ranks - 1) ? sq % v.files : -1;
}

/**
 * The gates a rights text opens, per side: a castling right's king and rook files, a file letter's file
 * (White's upper case, Black's lower); with no text, every file whose first-rank square holds a man of
 * the side at the start. The letters that are castling rights are kept in `rest`.
 */
function gatesFromText(spec: VariantSpec, text: string | null): { gates: [number, number]; rest: string } {
  const gates: [number, number] = [0, 0];
  if (text === null) {
    for (const c of [0, 1] as const)
      for (let f = 0; f < spec.files; f++) {
        const code = spec.setup[gateSquare(spec, c, f)]!;
        if (c === 0 ? code > 0 : code < 0) gates[c] |= 1 << f;
      }
    return { gates, rest: '' };
  }
  let rest = '';
  for (const letter of text) {
    const c: Color = letter === letter.toUpperCase() ? 0 : 1;
    const castling = spec.castling.find((k) => k.right === letter.toUpperCase());
    if (castling) {
      gates[c] |= (1 << (castling.king % spec.files)) | (1 << (castling.rook % spec.files));
      rest += letter;
      continue;
    }
    const f = spec.fileLabels.indexOf(letter.toLowerCase());
    if (f >= 0) gates[c] |= 1 << f;
    else rest += letter;
  }
  return { gates, rest };
}

/** The types `c` may gate onto `sq` now: in hand and, where drops have regions, droppable there. */
function gateTypes(pos: Position, c: Color, sq: number, out: number[]): number[] {
  const v = pos.variant;
  out.length = 0;
  for (let t = 0; t < v.nTypes; t++) {
    if (pos.hand[c * v.nTypes + t]! === 0) continue;
    if (v.hasDrops && !v.dropSquares[c * v.nTypes + t]![sq]) continue;
    out.push(t);
  }
  return out;
}

const typesScratch: number[] = [];

/**
 * The gating moves of the pseudo-legal moves list[start..]: a move from a gate, with each type the side
 * may gate there; a rule's own move (castling) onto each gate it leaves empty, its `from` and another.
 */
function expandGating(pos: Position, list: MoveList, start: number): void {
  const v = pos.variant;
  const us = pos.turn;
  const gates = gatesOf(pos, us);
  if (gates === 0) return;
  const end = list.length;
  for (let i = start; i < end; i++) {
    const m = list.moves[i]!;
    const kind = moveKind(m);
    const from = moveFrom(m);
    const f = firstRankFile(v, us, from);
    if (kind === MoveKind.Drop || f < 0 || (gates & (1 << f)) === 0) continue;
    if (v.moveMakers[kind] === null) {
      for (const t of gateTypes(pos, us, from, typesScratch)) list.push(withGate(m, t, false));
      continue;
    }
    const { fromEmpty, other } = emptiedGates(pos, m, gates);
    if (fromEmpty) for (const t of gateTypes(pos, us, from, typesScratch)) list.push(withGate(m, t, false));
    if (other >= 0) for (const t of gateTypes(pos, us, other, typesScratch)) list.push(withGate(m, t, true));
  }
}

/** Whether a rule's own move `m` (a castling) leaves its `from` empty, and the other gate it leaves empty (-1: none). */
function emptiedGates(pos: Position, m: Move, gates: number): { fromEmpty: boolean; other: number } {
  const v = pos.variant;
  const us = pos.turn;
  const from = moveFrom(m);
  const occupied: number[] = [];
  for (let f = 0; f < v.files; f++) {
    const sq = gateSquare(v, us, f);
    if (gates & (1 << f) && sq !== from && pos.board[sq] !== 0) occupied.push(sq);
  }
  pos.make(withoutGate(m));
  const fromEmpty = pos.board[from] === 0;
  const other = occupied.find((sq) => pos.board[sq] === 0) ?? -1;
  pos.unmake();
  return { fromEmpty, other };
}

/** Where the move `m` of the side to move gates its man (its `from`, or the other gate it empties). */
export function gatedSquare(pos: Position, m: Move): number {
  if (!moveGatesOther(m)) return moveFrom(m);
  return emptiedGates(pos, m, gatesOf(pos, pos.turn)).other;
}

/** Make's part: the gated man placed, the gates the move closes closed (the move itself already made). */
function afterGating(pos: Position, m: Move, us: Color, at: number): void {
  const v = pos.variant;
  const st = pos.state;
  const them: Color = us === 0 ? 1 : 0;
  st[at + LAST] = 0;
  if (moveKind(m) !== MoveKind.Drop) {
    const from = moveFrom(m);
    const type = moveGate(m);
    let gateAt = from;
    if (moveGatesOther(m)) {
      // The gate other than `from` that the move emptied (the castling rook's).
      for (let f = 0; f < v.files; f++) {
        const sq = gateSquare(v, us, f);
        if (sq !== from && st[at + us]! & (1 << f) && pos.board[sq] === 0) gateAt = sq;
      }
    }
    // Every gate of the mover the move emptied closes (a castling's two), and the gate it lands on.
    for (let f = 0; f < v.files; f++) {
      const sq = gateSquare(v, us, f);
      if (st[at + us]! & (1 << f) && pos.board[sq] === 0) st[at + us] = st[at + us]! & ~(1 << f);
    }
    const fromFile = firstRankFile(v, us, from);
    if (fromFile >= 0) st[at + us] = st[at + us]! & ~(1 << fromFile);
    if (type >= 0) {
      pos.put(us === 0 ? type + 1 : -(type + 1), gateAt);
      pos.mem[gateAt] = MEM_MOVED;
      pos.hand[us * v.nTypes + type]!--;
      st[at + LAST] = gateAt + 1;
    }
  }
  for (let f = 0; f < v.files; f++) {
    const sq = gateSquare(v, them, f);
    // A gate whose man was taken closes.
    if (st[at + them]! & (1 << f) && (them === 0 ? pos.board[sq]! <= 0 : pos.board[sq]! >= 0))
      st[at + them] = st[at + them]! & ~(1 << f);
  }
  if (!capturesToHand(v) && handEmpty(pos, us)) st[at + us] = 0;
}

const handEmpty = (pos: Position, c: Color): boolean => {
  const n = pos.variant.nTypes;
  for (let t = 0; t < n; t++) if (pos.hand[c * n + t]! > 0) return false;
  return true;
};

/** Unmake's part: the gated man back in hand (his slots still as the move left them). */
function undoGating(pos: Position, m: Move, us: Color, at: number): void {
  const sq = pos.state[at + LAST]! - 1;
  if (sq < 0) return;
  pos.lift(sq);
  pos.mem[sq] = 0;
  pos.hand[us * pos.variant.nTypes + moveGate(m)]!++;
}

/** The rights field's gate letters of side `c`: its gates' files, less those a castling right it has says. */
function gateLetters(pos: Position, c: Color): string {
  const v = pos.variant;
  const gates = gatesOf(pos, c);
  if (gates === 0 || (!capturesToHand(v) && handEmpty(pos, c))) return '';
  const said = new Set<number>();
  v.spec.castling.forEach((k, i) => {
    if (pos.rights & (1 << v.castleRightBit[i]![c]!)) said.add(k.king % v.files).add(k.rook % v.files);
  });
  let text = '';
  for (let f = 0; f < v.files; f++) if (gates & (1 << f) && !said.has(f)) text += v.spec.fileLabels[f]!;
  return c === 0 ? text.toUpperCase() : text;
}

/** Written after a move: /H, and for a castling the square too, /Hh1 (as Fairy-Stockfish writes SAN). */
const GATE_MARK = new RegExp(`/([A-Z][A-Za-z0-9]{0,3}?)(${SQUARE_TEXT})?$`);
/** The engines' form: g1f3h (the gated man's letter after the squares). */
const ENGINE_GATE = new RegExp(`^(${SQUARE_TEXT}${SQUARE_TEXT})([a-z])$`);

const gateWords = (v: Variant, types: readonly number[]): string => pieceNames(v.spec, types, 'or');

export const gating: RuleModule = {
  id: ID,
  uses: (spec) => spec.rules.gating === true,
  state: {
    slots: 3,
    keyed: false,
    start: (spec) => [...gatesFromText(spec, spec.start?.rights ?? null).gates, 0],
  },
  expand: expandGating,
  afterMove: afterGating,
  undoMove: undoGating,
  marksMove: (m) => moveGate(m) >= 0,
  // The men in hand after the board ("[HEhe]"), where drops do not write them already.
  writePlacementPart: (pos, letter) => (pos.variant.hasDrops ? '' : handText(pos, letter)),
  findPlacementPart: findHand,
  readPlacementPart: readHand,
  readRightLetters(pos, text) {
    const { gates, rest } = gatesFromText(pos.variant.spec, text);
    const at = pos.variant.stateAt[ID]!;
    pos.state[at] = gates[0];
    pos.state[at + 1] = gates[1];
    return rest;
  },
  writeRightLetters: (pos) => [gateLetters(pos, 0), gateLetters(pos, 1)],
  readMark(text, words) {
    const mark = GATE_MARK.exec(text);
    const engine = mark === null;
    const m = mark ?? ENGINE_GATE.exec(text);
    if (!m) return null;
    const types = words.pieces(engine ? m[2]!.toUpperCase() : m[1]!);
    if (typeof types === 'string') return types;
    const at = !engine && m[2] !== undefined ? words.square(m[2]) : -1;
    if (typeof at === 'string') return at;
    return { before: engine ? m[1]! : text.slice(0, m.index), attempt: { gate: types, gateAt: at } };
  },
  isWritten: (pos, m, a) =>
    (a.gate?.includes(moveGate(m)) ?? false) && (a.gateAt < 0 || a.gateAt === gatedSquare(pos, m)),
  writeMark: (pos, m) => {
    const v = pos.variant;
    const letter = v.spec.pieces[moveGate(m)]!.id.toUpperCase();
    return `/${letter}${v.moveMakers[moveKind(m)] !== null ? squareName(v, gatedSquare(pos, m)) : ''}`;
  },
  explainMismatch: (pos, from, moves, a) => {
    const v = pos.variant;
    const us = pos.turn;
    const name = v.spec.pieces[Math.abs(pos.board[from]!) - 1]!.name;
    if (a.gate === null) return null;
    const gated = moves.filter((m) => moveGate(m) >= 0);
    const what = gateWords(v, a.gate);
    const f = firstRankFile(v, us, from);
    if (!v.rules.includes(gating)) return `there is no gating in ${v.spec.name}`;
    if (f < 0 || (gatesOf(pos, us) & (1 << f)) === 0)
      return `the ${name} on ${squareName(v, from)} stands on no gate: a man gates only as he first leaves his square on the first rank`;
    if (a.gate.every((t) => pos.hand[us * v.nTypes + t] === 0))
      return `${us === 0 ? 'White' : 'Black'} has no ${what} in hand to gate`;
    return gated.length === 0 ? `a ${what} may not be gated on ${squareName(v, from)}` : null;
  },
  // The board does not show which first-rank men have moved: a box per man of the types on the first rank.
  trackers: ({ spec }) => [
    {
      kind: 'once',
      label: 'Gate closed',
      perMan: {
        pieces: [...new Set(Array.from(spec.setup.subarray(0, spec.files)).flatMap((c) => (c > 0 ? [c - 1] : [])))],
      },
      note: 'tick when the man who started there has moved or been taken',
    },
  ],
  summary: (v) => {
    const inHand = v.spec.pieces.flatMap((_, t) => ((v.spec.hand?.[t] ?? 0) > 0 ? [t] : []));
    return {
      special: [
        `Gating: a man on the first rank that has not moved yet stands on a gate. When he first leaves it, his owner may put a man from hand${inHand.length ? ` (at the start the ${gateWords(v, inHand)})` : ''} on the square he leaves, as part of the same move; when castling, on the king's or the rook's square. A gate closes once its man has left or been taken${capturesToHand(v) ? '' : ', and all close when the hand is empty'}.`,
      ],
    };
  },
};
