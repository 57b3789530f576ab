/**
 * A game in progress: a position plus what the position alone cannot know (how often each position has
 * occurred), so draws by repetition and by the move rule can be told. Linear in the number of plies.
 */
import { MoveList, generateLegal } from './movegen.js';
import type { Move } from './move.js';
import { deadPosition, forcedOutcome, moveRuleEnds, type Outcome } from './outcome.js';
import type { Position } from './position.js';

export class Game {
  readonly position: Position;
  readonly moves: Move[] = [];
  private readonly seen = new Map<string, number>();
  private readonly keys: string[] = [];
  private readonly scratch = new MoveList();

  constructor(start: Position) {
    this.position = start.clone();
    this.remember();
  }

  private remember(): void {
    const key = this.position.key();
    this.keys.push(key);
    this.seen.set(key, (this.seen.get(key) ?? 0) + 1);
  }

  /** Legal moves now (empty once the game has ended by a victory condition). */
  legalMoves(): Move[] {
    generateLegal(this.position, this.scratch);
    return this.scratch.toArray();
  }

  /** Plays a move the caller knows to be legal. */
  play(move: Move): void {
    this.position.make(move);
    this.moves.push(move);
    this.remember();
  }

  undo(): void {
    const key = this.keys.pop()!;
    const n = this.seen.get(key)! - 1;
    if (n === 0) this.seen.delete(key);
    else this.seen.set(key, n);
    this.moves.pop();
    this.position.unmake();
  }

  /** How many times the current position has occurred (1 the first time). */
  repetitions(): number {
    return this.seen.get(this.keys[this.keys.length - 1]!) ?? 0;
  }

  /**
   * A result that ends the game with no claim: one the position forces (mate, stalemate, a victory
   * condition, the forced move rule, a dead position) or the forced repetition count reached; or null.
   */
  forcedOutcome(): Outcome | null {
    return forcedOutcome(this.position, this.scratch) ?? this.forcedRepetition();
  }

  /** Whether a draw has ended the game though moves are left (dead position, forced repetition or move rule). */
  drawnWithMovesLeft(): boolean {
    return moveRuleEnds(this.position) || this.forcedRepetition() !== null || deadPosition(this.position);
  }

  private forcedRepetition(): Outcome | null {
    const limit = this.position.variant.spec.end.forcedRepetition;
    if (limit === 0 || this.repetitions() < limit) return null;
    return { winner: null, termination: 'repetition', reason: `${this.repetitions()}-fold repetition` };
  }

  /** A draw either player could claim now: the repetition count or the move rule reached. */
  claimableDraw(): Outcome | null {
    const end = this.position.variant.spec.end;
    if (end.repetition > 0 && this.repetitions() >= end.repetition) {
      return { winner: null, termination: 'repetition', reason: `${this.repetitions()}-fold repetition` };
    }
    if (end.moveRule > 0 && this.position.halfmove >= 2 * end.moveRule) {
      return { winner: null, termination: 'move-rule', reason: `${end.moveRule}-move rule` };
    }
    return null;
  }
}
