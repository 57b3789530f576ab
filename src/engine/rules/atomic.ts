/**
 * Rule module "atomic" (Atomic chess, `rules.atomic`): every capture is an explosion on the square the
 * capturing man moved to. The captured man, the capturer and every man on the eight squares around but
 * the immune types (pawns) are removed. Kings may stand next to each other, and a king next to the enemy
 * king is not in check (no capture could take him without blowing up its own king). A move that explodes
 * one's own king is not legal; one that explodes the enemy king wins at once. In a variant with no royal
 * piece (Fairy-Stockfish's nocheckatomic) the kings are men like any other: left attacked, or blown up
 * by their own side, the definition's extinction rule ending the game; men of the `blastImmune` types
 * (Atomar's kings) no explosion removes, the capturer included. Where captured men go to hands, the men
 * an explosion removes go too, each to the hand of the side he did not belong to (Fairy-Stockfish's atomiczh).
 */
import { MoveKind, moveFrom, moveKind, moveTo } from '../move.js';
import { attacked, offsetSquare } from '../movegen.js';
import { type Position, UNDO_LANDED } from '../position.js';
import { BLACK, type Color, sideName, type Variant, WHITE } from '../variant.js';
import { handTypeOf } from './drops.js';
import type { RuleModule } from './hooks.js';
import { pieceNames } from './words.js';

/** The steps to the eight squares around a square. */
const AROUND = [-1, -1, 0, -1, 1, -1, -1, 0, 1, 0, -1, 1, 0, 1, 1, 1];

/** Scratch for blastVictims: the squares whose men an explosion removes besides the capture's own. */
const victims = new Int16Array(AROUND.length / 2);

/**
 * The variant the two tables below were built for, rebuilt when another Atomic variant is played: per
 * square, the squares around it on the board; per piece type, 1 if spared around, 2 if spared even as
 * the capturer (blast-immune). Explosions are tested for
 * every capture the legality filter sees, so they are not worked out from the geometry each time.
 */
let blastVariant: Variant | null = null;
let ring: Int16Array[] = [];
let immuneType = new Uint8Array(0);

function buildBlastTables(v: Variant): void {
  ring = [];
  for (let sq = 0; sq < v.size; sq++) {
    const around: number[] = [];
    for (let i = 0; i < AROUND.length; i += 2) {
      const to = offsetSquare(v, sq, AROUND[i]!, AROUND[i + 1]!);
      if (to >= 0) around.push(to);
    }
    ring.push(Int16Array.from(around));
  }
  immuneType = new Uint8Array(v.nTypes);
  for (const type of v.spec.rules.atomic!.immune) immuneType[type] = 1;
  for (const type of v.spec.rules.atomic!.blastImmune) immuneType[type] = 2;
  blastVariant = v;
}

/** Puts in `victims` the squares around `centre` whose men an explosion there removes (all but the immune); returns their count. */
function blastVictims(pos: Position, centre: number): number {
  if (pos.variant !== blastVariant) buildBlastTables(pos.variant);
  const board = pos.board;
  const around = ring[centre]!;
  let n = 0;
  for (let i = 0; i < around.length; i++) {
    const sq = around[i]!;
    const code = board[sq]!;
    if (code !== 0 && immuneType[Math.abs(code) - 1] === 0) victims[n++] = sq;
  }
  return n;
}

/** The explosion after a capture onto the move's target: the capturer (now on `dest`) and the men around but the immune. */
function explode(pos: Position, m: number, dest: number): void {
  const n = blastVictims(pos, moveTo(m));
  if (dest >= 0 && immuneType[Math.abs(pos.board[dest]!) - 1] !== 2) pos.remove(dest);
  for (let i = 0; i < n; i++) {
    pos.remove(victims[i]!);
    // A king or rook blown up takes its castling rights with it.
    pos.rights &= ~pos.variant.rightsTouched[victims[i]!]!;
  }
}

/** Scratch for captureExposes: the squares it lifted and the men that stood there. */
const liftedSq = new Int16Array(10);
const liftedCode = new Int16Array(10);

/**
 * Whether the capture `m` of `us` explodes his own king or leaves it in check, tested on the board with
 * the men it removes lifted: the captured man, the capturer and the men around the target but the immune.
 */
function captureExposes(pos: Position, m: number, us: Color): boolean {
  const board = pos.board;
  const centre = moveTo(m);
  const from = moveFrom(m);
  const captured = moveKind(m) === MoveKind.EnPassantCapture ? pos.epVictim : centre;
  liftedSq[0] = from;
  liftedCode[0] = board[from]!;
  liftedSq[1] = captured;
  liftedCode[1] = board[captured]!;
  board[from] = 0;
  board[captured] = 0;
  let n = 2;
  const blasted = blastVictims(pos, centre);
  for (let i = 0; i < blasted; i++) {
    const sq = victims[i]!;
    liftedSq[n] = sq;
    liftedCode[n++] = board[sq]!;
    board[sq] = 0;
  }
  const them = us === WHITE ? BLACK : WHITE;
  const king = pos.royal[us]!;
  const enemy = pos.royal[them]!;
  // An exploded enemy king wins at once, whatever attacks the own.
  const exposed = board[king] === 0 || (enemy >= 0 && board[enemy] !== 0 && atomicCheck(pos, king, them));
  while (n > 0) {
    n--;
    board[liftedSq[n]!] = liftedCode[n]!;
  }
  return exposed;
}

const adjacent = (v: Variant, a: number, b: number): boolean =>
  Math.abs((a % v.files) - (b % v.files)) <= 1 && Math.abs(((a / v.files) | 0) - ((b / v.files) | 0)) <= 1;

/** Check in Atomic chess: attacked by a man of `by`, while `by` has a king and he is not next to `sq`. */
function atomicCheck(pos: Position, sq: number, by: Color): boolean {
  const king = pos.royal[by]!;
  return king >= 0 && !adjacent(pos.variant, king, sq) && attacked(pos, sq, by);
}

/** Both kings stand and do not touch: a man leaving a line to his king then exposes him to a check. */
function kingsApart(pos: Position): boolean {
  const white = pos.royal[WHITE]!;
  const black = pos.royal[BLACK]!;
  return white >= 0 && black >= 0 && !adjacent(pos.variant, white, black);
}

/** Whether captured men go to hands: the men an explosion removes go too, each to the other side's (Fairy-Stockfish). */
const toHands = (v: Variant): boolean =>
  !!v.spec.drops && v.spec.drops.capturesToHand !== false && !v.spec.drops.twoBoards;

/** Adds (`by` 1) or takes back (-1) the exploded men in hands: each to the hand of the side he did not belong to. */
function blastToHands(pos: Position, landed: number, by: number): void {
  const v = pos.variant;
  const men = pos.removedSince(landed);
  for (let i = 0; i < men.length; i += 3) {
    const gained = handTypeOf(v, men[i + 1]!, men[i + 2]!);
    if (gained >= 0) pos.hand[(men[i + 1]! > 0 ? BLACK : WHITE) * v.nTypes + gained]! += by;
  }
}

export const atomic: RuleModule = {
  id: 'atomic',
  uses: (spec) => spec.rules.atomic !== undefined,
  afterCapture: (pos, m, dest, _captured, _mem, undo, o) => {
    explode(pos, m, dest);
    if (toHands(pos.variant)) blastToHands(pos, undo[o + UNDO_LANDED]!, 1);
  },
  undoCapture: (pos, _m, undo, o) => {
    if (toHands(pos.variant)) blastToHands(pos, undo[o + UNDO_LANDED]!, -1);
  },
  // Explosions are the captures' own test; pins decide the other moves while the kings do not touch.
  captureExposes,
  checkTest: atomicCheck,
  pinsHold: kingsApart,
  forbiddenAfter: (pos, us) => pos.variant.hasRoyals && pos.royal[us]! < 0,
  // Only the last move can have exploded a king, and never the mover's own.
  royalLost: (pos, c) => c === pos.turn,
  gameEnd: (pos) => {
    const mover = pos.turn === WHITE ? BLACK : WHITE;
    return pos.royal[pos.turn]! < 0 && pos.royal[mover]! >= 0
      ? { winner: mover, reason: `${sideName(pos.turn)}'s king exploded` }
      : null;
  },
  endings: ({ spec }) => (spec.pieces.some((p) => p.royal) ? ['king exploded'] : []),
  summary: ({ spec }) => {
    const { immune, blastImmune } = spec.rules.atomic!;
    const spared = immune.length > 0 ? `every man but a ${pieceNames(spec, immune, 'or')}` : 'every man';
    const unharmed =
      blastImmune.length > 0 ? ` A ${pieceNames(spec, blastImmune, 'or')} is never blown up, not even capturing.` : '';
    const blast = `Atomic: a capture is an explosion. The captured man, the capturing man and ${spared} on the eight squares around the capture square are removed.${unharmed}`;
    if (!spec.pieces.some((p) => p.royal))
      return {
        special: [`${blast} No man is in check: any may be left attacked, or blown up by its own side's capture.`],
      };
    return {
      special: [
        `${blast} Kings may stand side by side, and a king next to the enemy king is not in check. A move that explodes your own king is not legal.`,
      ],
      end: ['Win at once by exploding the enemy king.'],
    };
  },
};
