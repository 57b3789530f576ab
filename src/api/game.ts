/**
 * A game with its history: the one object of the library that changes, as a player's game does. What
 * only the history tells (repetitions, perpetual check, a running count) decides its outcome too. Its
 * positions and moves are the library's frozen values, a new position after each move or take-back.
 */
import { Game as EngineGame } from '../engine/game.js';
import {
  engineMove,
  enginePosition,
  legalMoves,
  legalMovesFrom,
  type Move,
  moveValue,
  type Outcome,
  outcomeValue,
  type Position,
  positionValue,
} from './position.js';

export class Game {
  /** The position the game started from. */
  readonly start: Position;
  private readonly game: EngineGame;
  private readonly played: Move[] = [];
  private current: Position;

  constructor(start: Position) {
    this.start = start;
    this.game = new EngineGame(enginePosition(start));
    this.current = start;
  }

  /** The position now (a new value after each move and take-back). */
  get position(): Position {
    return this.current;
  }

  /** The moves played, each as it was in the position it was played from (SAN with + and #). */
  get moves(): readonly Move[] {
    return this.played;
  }

  legalMoves(): Move[] {
    return legalMoves(this.current);
  }

  /** The legal moves of the man on `square`. */
  legalMovesFrom(square: string): Move[] {
    return legalMovesFrom(this.current, square);
  }

  /** Plays a legal move of the position now (from legalMoves, legalMovesFrom or parseMove); a TypeError for any other. */
  play(move: Move): void {
    const at = enginePosition(this.current);
    const m = engineMove(at, move);
    this.played.push(moveValue(at, m, this.game.legalMoves()));
    this.game.play(m);
    this.current = positionValue(this.game.position.clone(), this.start.variant);
  }

  /** Takes the last move back and returns it; undefined at the start. */
  undo(): Move | undefined {
    const last = this.played.pop();
    if (last === undefined) return undefined;
    this.game.undo();
    this.current =
      this.played.length === 0 ? this.start : positionValue(this.game.position.clone(), this.start.variant);
    return last;
  }

  /**
   * How the game has ended without a claim: what the position forces (checkmate, a variant's victory),
   * or what its history does (a forced repetition, perpetual check where it loses, a count run out);
   * null while it goes on.
   */
  outcome(): Outcome | null {
    return outcomeValue(this.game.forcedOutcome());
  }
}
