/**
 * How a game ends: results forced by the position (checkmate, stalemate, a variant's victory condition,
 * the 75-move rule, dead positions), and draws a player may claim (repetition, the move rule), as FIDE
 * separates them; rule modules add theirs through hooks (a mate by a pawn drop that loses, a count run
 * out). Ends only a game's history can tell (a forced repetition, perpetual check or chase) are the
 * game's (game.ts).
 */

import { mirrorSquare } from './geometry.js';
import { decidedWin, generateLegal, inCheck, MoveList } from './movegen.js';
import type { Outcome, Position } from './rules/hooks.js';
import type { AtomSpec } from './spec.js';
import { BLACK, type Color, sideName, standRegion, type Variant, WHITE } from './variant.js';

export type { Outcome, Termination } from './rules/hooks.js';

export function resultText(o: Outcome | null): '1-0' | '0-1' | '1/2-1/2' | '*' {
  if (!o) return '*';
  if (o.winner === null) return '1/2-1/2';
  return o.winner === WHITE ? '1-0' : '0-1';
}

/** The result the position forces, or null while the game goes on. */
export function forcedOutcome(pos: Position, scratch = new MoveList()): Outcome | null {
  return settled(pos, positionOutcome(pos, scratch));
}

/** A draw as the rule modules settle it (Armageddon's draw odds: won by Black); any other outcome as it is. */
export function settled(pos: Position, o: Outcome | null): Outcome | null {
  if (o === null || o.winner !== null) return o;
  for (const r of pos.variant.rules) {
    const decided = r.settleDraw?.(pos, o) ?? null;
    if (decided !== null) return decided;
  }
  return o;
}

function positionOutcome(pos: Position, scratch: MoveList): Outcome | null {
  const v = pos.variant;
  const won = decidedWin(pos);
  if (won)
    return { winner: won.winner, termination: won.winner === null ? 'victory-drawn' : 'victory', reason: won.reason };
  generateLegal(pos, scratch);
  const toMove = pos.turn;
  const other: Color = toMove === WHITE ? BLACK : WHITE;
  if (scratch.length === 0) {
    if (inCheck(pos)) {
      for (const r of v.rules) {
        const reversed = r.mateReversed?.(pos) ?? null;
        if (reversed !== null) return { winner: toMove, termination: 'victory', reason: reversed };
      }
      for (const r of v.rules) {
        const drawn = r.mateDrawn?.(pos) ?? null;
        if (drawn !== null) return { winner: null, termination: 'victory-drawn', reason: drawn };
      }
      // Losers: being checkmated wins.
      return { winner: v.spec.end.checkmate === 'win' ? toMove : other, termination: 'checkmate', reason: 'checkmate' };
    }
    const rule = v.spec.end.stalemate;
    if (rule === 'count' || rule === 'count-fewer') {
      // Fairy-Stockfish's stalematePieceCount: the side with more men on the board wins (Suicide chess: fewer).
      const [mine, theirs] = [pos.men[toMove]!, pos.men[other]!];
      const reason = `${sideName(toMove, v.spec)} has no legal move; ${pos.men[WHITE]} men to ${pos.men[BLACK]}`;
      const winner = mine === theirs ? null : mine > theirs === (rule === 'count') ? toMove : other;
      return { winner, termination: 'no-moves', reason };
    }
    if (rule === 'draw') return { winner: null, termination: 'stalemate', reason: 'stalemate' };
    return {
      winner: rule === 'loss' ? other : toMove,
      termination: 'no-moves',
      reason: `${sideName(toMove, v.spec)} has no legal move`,
    };
  }
  // FIDE 9.6.2: checkmate on the last move takes precedence, hence after the test for no moves.
  if (moveRuleEnds(pos)) return moveRuleOutcome(pos, v.spec.end.forcedMoveRule);
  if (deadPosition(pos)) return { winner: null, termination: 'insufficient-material', reason: 'insufficient material' };
  return ruleEnd(pos);
}

/** An end a rule module's state forces though moves are left (a count run out), or null. */
export function ruleEnd(pos: Position): Outcome | null {
  for (const r of pos.variant.rules) {
    const end = r.forcedEnd?.(pos) ?? null;
    if (end !== null) return end;
  }
  return null;
}

/** The move rule of `moves` moves reached: a draw, unless a rule module decides it (the board counted). */
export function moveRuleOutcome(pos: Position, moves: number): Outcome {
  const reason = `${moves}-move rule`;
  for (const r of pos.variant.rules) {
    const judged = r.judgeMoveRule?.(pos, reason) ?? null;
    if (judged !== null) return judged;
  }
  return { winner: null, termination: 'move-rule', reason };
}

/** The forced move rule reached: so many moves each without capture or pawn move end the game. */
export function moveRuleEnds(pos: Position): boolean {
  const limit = pos.variant.spec.end.forcedMoveRule;
  return limit > 0 && pos.halfmove >= 2 * limit;
}

const isPlainRider = (atoms: AtomSpec[], dx: number, dy: number): boolean =>
  atoms.length === 1 &&
  atoms[0]!.kind === 'ride' &&
  atoms[0]!.offset[0] === dx &&
  atoms[0]!.offset[1] === dy &&
  atoms[0]!.mode === 'both' &&
  atoms[0]!.max === 0 &&
  !atoms[0]!.dirs?.length;
const isPlainKnight = (atoms: AtomSpec[]): boolean =>
  atoms.length === 1 &&
  atoms[0]!.kind === 'leap' &&
  atoms[0]!.mode === 'both' &&
  !atoms[0]!.dirs?.length &&
  atoms[0]!.offset[0] * atoms[0]!.offset[1] === 2;

const minorKinds = new WeakMap<Variant, ('bishop' | 'knight' | null)[]>();

/** A royal piece stepping as a chess king does: one step any way, straight and diagonally. */
const stepsAsKing = (atoms: AtomSpec[]): boolean =>
  [
    [1, 0],
    [1, 1],
  ].every(([dx, dy]) =>
    atoms.some(
      (a) => a.kind === 'leap' && a.offset[0] === dx && a.offset[1] === dy && a.mode === 'both' && !a.dirs?.length,
    ),
  );

const stalemateByKings = new WeakMap<Variant, boolean>();

/**
 * Bare royals may still decide the game where stalemate is no draw and a royal that does not step as a
 * chess king shares squares with the enemy royal's region (Crowded Xiangqi's palaces): one may be left
 * without a move. Fairy-Stockfish judges that material sufficient (apiutil.h, has_insufficient_material).
 */
function royalsMayStalemate(v: Variant): boolean {
  let may = stalemateByKings.get(v);
  if (may === undefined) {
    const spec = v.spec;
    const royals = spec.pieces.flatMap((p, t) => (p.royal ? [t] : []));
    may =
      spec.end.stalemate !== 'draw' &&
      royals.some((w) => {
        const own = standRegion(spec, w, WHITE);
        if (stepsAsKing(spec.pieces[w]!.atoms) || !own) return false;
        // Black's region is given White-relative: his squares are its mirror image.
        return royals.some((b) => standRegion(spec, b, BLACK)?.some((sq) => own.includes(mirrorSquare(spec, sq))));
      });
    stalemateByKings.set(v, may);
  }
  return may;
}

/** Whether the men on the board are exactly one of the definition's dead material lists, either way round. */
function listedDead(pos: Position): boolean {
  const v = pos.variant;
  const n = v.nTypes;
  const counts = pos.typeCount;
  const same = (side: number[], color: number): boolean => {
    for (let t = 0; t < n; t++) if (counts[color * n + t] !== side[t]) return false;
    return true;
  };
  for (const { sides } of v.spec.end.deadMaterial!) {
    if ((same(sides[0], WHITE) && same(sides[1], BLACK)) || (same(sides[1], WHITE) && same(sides[0], BLACK)))
      return true;
  }
  return false;
}

/**
 * Neither side can ever mate, nor win by a flag: the material is one the definition lists as dead, or the preset says so.
 * "bare-royals": only royal pieces are left. "fide": also a king with one bishop or knight against a
 * bare king, and kings with bishops all on squares of one colour (bishops and knights known by their
 * moves, whatever their names).
 */
export function deadPosition(pos: Position): boolean {
  const v = pos.variant;
  if (!v.hasRoyals) return false;
  // A man in hand can always come back to the board (dropped, or gated while a gate is open): the
  // position is not judged dead, as Fairy-Stockfish does not judge it.
  if (pos.hand.some((n) => n > 0)) return false;
  // A flag piece can still run for its squares (Racing Kings' bare kings, as Fairy-Stockfish judges).
  if (
    v.spec.end.victories.some(
      (w) => w.type === 'reach' && w.pieces.some((t) => pos.typeCount[t]! + pos.typeCount[v.nTypes + t]! > 0),
    )
  )
    return false;
  if (v.spec.end.deadMaterial && listedDead(pos)) return true;
  const mode = v.spec.end.insufficientMaterial;
  if (mode === 'none') return false;
  let kinds = minorKinds.get(v);
  if (!kinds) {
    kinds = v.spec.pieces.map((p) =>
      isPlainRider(p.atoms, 1, 1) ? 'bishop' : isPlainKnight(p.atoms) ? 'knight' : null,
    );
    minorKinds.set(v, kinds);
  }
  let others = 0;
  let knights = 0;
  let bishopColours = 0; // bit 0: a bishop on a dark square, bit 1: on a light one
  for (let sq = 0; sq < v.size; sq++) {
    const code = pos.board[sq]!;
    if (code === 0) continue;
    const t = Math.abs(code) - 1;
    if (v.royalType[t]) continue;
    if (mode === 'bare-royals') return false;
    const kind = kinds[t];
    if (kind === 'knight') knights++;
    else if (kind === 'bishop') bishopColours |= 1 << (((sq % v.files) + ((sq / v.files) | 0)) & 1);
    else others++;
  }
  if (others > 0) return false;
  if (knights === 0 && bishopColours === 0 && royalsMayStalemate(v)) return false;
  if (knights === 0) return bishopColours !== 3;
  return knights === 1 && bishopColours === 0;
}
