/**
 * A game in progress: a position plus what the position alone cannot know (how often each position has
 * occurred, and what the rules that judge a repetition by how it came about ask of the history: who
 * stood in check, which moves took a man), so draws by repetition and by the move rule, perpetual check
 * and chase can be told. The rule modules judge through their hooks; this file names none. Linear in
 * the number of plies.
 */

import { type Move, moveTo } from './move.js';
import { generateLegal, inCheck, MoveList } from './movegen.js';
import {
  deadPosition,
  forcedOutcome,
  moveRuleEnds,
  moveRuleOutcome,
  type Outcome,
  ruleEnd,
  settled,
} from './outcome.js';
import type { GameHistory, Position } from './rules/hooks.js';

export class Game implements GameHistory {
  readonly position: Position;
  readonly moves: Move[] = [];
  private readonly seen = new Map<string, number>();
  readonly keys: string[] = [];
  /** Per position: the side to move stands in check (kept only where a rule remembers checks). */
  readonly checked: boolean[] | null;
  /** Per move: whether it took a man (kept only where a rule remembers captures). */
  readonly captures: boolean[] | null;
  private readonly scratch = new MoveList();

  constructor(start: Position) {
    this.position = start.clone();
    const remembered = new Set(start.variant.rules.flatMap((r) => r.remembers ?? []));
    this.checked = remembered.has('checks') ? [] : null;
    this.captures = remembered.has('captures') ? [] : null;
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
    this.captures?.push(this.position.board[moveTo(move)] !== 0);
    this.position.make(move);
    this.moves.push(move);
    this.remember();
  }

  undo(): void {
    const key = this.keys.pop()!;
    const n = this.seen.get(key)! - 1;
    if (n === 0) this.seen.delete(key);
    else this.seen.set(key, n);
    this.checked?.pop();
    this.captures?.pop();
    this.moves.pop();
    this.position.unmake();
  }

  /** How many times the current position has occurred (1 the first time). */
  repetitions(): number {
    return this.seen.get(this.keys[this.keys.length - 1]!) ?? 0;
  }

  /**
   * A result that ends the game with no claim: one the position forces (mate, stalemate, a victory
   * condition, the forced move rule, a dead position, a rule's end such as a count run out), or the
   * forced repetition count reached (a rule deciding it where one does); or null.
   */
  forcedOutcome(): Outcome | null {
    return forcedOutcome(this.position, this.scratch) ?? settled(this.position, this.historyEnd());
  }

  /** Whether the game has ended though moves are left (dead position, forced repetition, move rule, a rule's end). */
  endedWithMovesLeft(): boolean {
    return (
      moveRuleEnds(this.position) ||
      this.historyEnd() !== null ||
      deadPosition(this.position) ||
      ruleEnd(this.position) !== null
    );
  }

  /**
   * The end the history forces: the forced repetition count reached, or a rule's end found in the last
   * plies (Kakao Janggi's repeated move), whichever lies fewer plies back (Fairy-Stockfish's one walk
   * back through the history meets it first); or null.
   */
  private historyEnd(): Outcome | null {
    const limit = this.position.variant.spec.end.forcedRepetition;
    const repeated = this.repeated(limit);
    const span = repeated === null ? Infinity : this.keys.length - 1 - firstOccurrence(this.keys, limit);
    for (const r of this.position.variant.rules) {
      const found = r.judgeHistory?.(this) ?? null;
      if (found !== null && found.plies <= span) return found.outcome;
    }
    return repeated;
  }

  /**
   * The result a player could claim now, which ends nothing until claimed or adjudicated: the claim's
   * repetition count reached (a draw, or a loss for a side that checked throughout where perpetual check
   * loses: Xiangqi), or the move rule.
   */
  claimable(): Outcome | null {
    const end = this.position.variant.spec.end;
    const repeated = this.repeated(end.repetition);
    if (repeated) return settled(this.position, repeated);
    if (end.moveRule > 0 && this.position.halfmove >= 2 * end.moveRule)
      return settled(this.position, moveRuleOutcome(this.position, end.moveRule));
    return null;
  }

  /**
   * The outcome of the current position standing for the `limit`-th time or more (0: never), or null:
   * judged by the first rule module that decides it (perpetual check, then chase), else a draw.
   */
  private repeated(limit: number): Outcome | null {
    const seen = this.repetitions();
    if (limit === 0 || seen < limit) return null;
    const first = firstOccurrence(this.keys, limit);
    if (first < 0) return null;
    const reason = `${seen}-fold repetition`;
    for (const r of this.position.variant.rules) {
      const judged = r.judgeRepetition?.(this, first, reason) ?? null;
      if (judged !== null) return judged;
    }
    return { winner: null, termination: 'repetition', reason };
  }
}

/**
 * The position where the last position of `keys` first stood of its last `count` occurrences (with the
 * same side to move), or -1 when it has not stood that often.
 */
export function firstOccurrence(keys: readonly string[], count: number): number {
  const last = keys.length - 1;
  const key = keys[last]!;
  let seen = 1;
  for (let i = last - 2; i >= 0; i -= 2) if (keys[i] === key && ++seen === count) return i;
  return -1;
}
