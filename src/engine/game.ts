/**
 * A game in progress: a position plus what the position alone cannot know (how often each position has
 * occurred, who stood in check, a running count), so draws by repetition and by the move rule, perpetual
 * check and counting can be told. Linear in the number of plies.
 */

import { type Move, moveTo } from './move.js';
import { generateLegal, inCheck, MoveList } from './movegen.js';
import { deadPosition, forcedOutcome, moveRuleEnds, type Outcome } from './outcome.js';
import type { Position } from './position.js';
import { beforeMove, type Count, countAfter, countReason, countRunOut, NO_COUNT } from './rules/counting.js';
import { blockers, chasedBy } from './rules/perpetual-chase.js';
import { repetitionEnd } from './rules/perpetual-check.js';

export class Game {
  readonly position: Position;
  readonly moves: Move[] = [];
  private readonly seen = new Map<string, number>();
  private readonly keys: string[] = [];
  /** Per position: the side to move stands in check (kept only where perpetual check is a rule). */
  private readonly checked: boolean[] | null;
  /** Per move: whether it took a man (kept only where perpetual chase is a rule, whose chases are worked out when a repetition needs them). */
  private readonly captures: boolean[] | null;
  /** Per position: the count running (kept only in variants with counting). */
  private readonly counts: Count[] | null;
  private readonly scratch = new MoveList();

  constructor(start: Position) {
    this.position = start.clone();
    const end = start.variant.spec.end;
    this.checked = end.perpetualCheck ? [] : null;
    this.captures = end.perpetualChase ? [] : null;
    this.counts = end.counting ? [NO_COUNT] : null;
    this.remember();
  }

  private remember(): void {
    const key = this.position.key();
    this.keys.push(key);
    this.seen.set(key, (this.seen.get(key) ?? 0) + 1);
    this.checked?.push(inCheck(this.position));
  }

  /** Legal moves now (empty once the game has ended by a victory condition). */
  legalMoves(): Move[] {
    generateLegal(this.position, this.scratch);
    return this.scratch.toArray();
  }

  /** Plays a move the caller knows to be legal. */
  play(move: Move): void {
    const counts = this.counts;
    const before = counts ? beforeMove(this.position) : null;
    this.captures?.push(this.position.board[moveTo(move)] !== 0);
    this.position.make(move);
    this.moves.push(move);
    if (counts) counts.push(countAfter(this.position, counts[counts.length - 1]!, before!, move));
    this.remember();
  }

  undo(): void {
    const key = this.keys.pop()!;
    const n = this.seen.get(key)! - 1;
    if (n === 0) this.seen.delete(key);
    else this.seen.set(key, n);
    this.checked?.pop();
    this.captures?.pop();
    this.counts?.pop();
    this.moves.pop();
    this.position.unmake();
  }

  /** How many times the current position has occurred (1 the first time). */
  repetitions(): number {
    return this.seen.get(this.keys[this.keys.length - 1]!) ?? 0;
  }

  /** The count running now, in plies (limit 0: none), or null in variants without counting. */
  count(): Count | null {
    return this.counts ? this.counts[this.counts.length - 1]! : null;
  }

  /**
   * A result that ends the game with no claim: one the position forces (mate, stalemate, a victory
   * condition, the forced move rule, a dead position), the forced repetition count reached (perpetual
   * check deciding it where that is a rule), or the count run out; or null.
   */
  forcedOutcome(): Outcome | null {
    return forcedOutcome(this.position, this.scratch) ?? this.historyEnd();
  }

  /** Whether the game has ended though moves are left (dead position, forced repetition, move rule, count). */
  endedWithMovesLeft(): boolean {
    return moveRuleEnds(this.position) || this.historyEnd() !== null || deadPosition(this.position);
  }

  /** The ends only the game's history tells: the forced repetition, then the count. */
  private historyEnd(): Outcome | null {
    const ended = this.repeated(this.position.variant.spec.end.forcedRepetition);
    if (ended) return ended;
    const count = this.count();
    if (count && countRunOut(count)) return { winner: null, termination: 'counting', reason: countReason(count) };
    return null;
  }

  /**
   * The result a player could claim now, which ends nothing until claimed or adjudicated: the claim's
   * repetition count reached (a draw, or a loss for a side that checked throughout where perpetual check
   * loses: Xiangqi), or the move rule.
   */
  claimable(): Outcome | null {
    const end = this.position.variant.spec.end;
    const repeated = this.repeated(end.repetition);
    if (repeated) return repeated;
    if (end.moveRule > 0 && this.position.halfmove >= 2 * end.moveRule) {
      return { winner: null, termination: 'move-rule', reason: `${end.moveRule}-move rule` };
    }
    return null;
  }

  /** The outcome of the current position standing for the `limit`-th time or more (0: never), or null. */
  private repeated(limit: number): Outcome | null {
    const seen = this.repetitions();
    if (limit === 0 || seen < limit) return null;
    const chases = this.captures && {
      moves: this.moves,
      chasedBetween: (first: number, last: number) => this.chasedBetween(first, last),
    };
    return repetitionEnd(this.keys, this.checked, this.position.turn, limit, seen, chases);
  }

  /**
   * Per position from `first` to `last` (the current one), the men the move to it chased: worked out by
   * stepping back to the position before `first` and forward again.
   */
  private chasedBetween(first: number, last: number): number[][] {
    const pos = this.position;
    const start = Math.max(first - 1, 0);
    for (let i = last; i > start; i--) pos.unmake();
    const chase = pos.variant.spec.end.perpetualChase!;
    const chased: number[][] = [];
    chased[0] = [];
    let before = blockers(pos);
    for (let i = start; i < last; i++) {
      const move = this.moves[i]!;
      pos.make(move);
      const now = blockers(pos);
      chased[i + 1] = chasedBy(pos, chase, move, this.captures![i]!, before, now);
      before = now;
    }
    return chased;
  }
}
