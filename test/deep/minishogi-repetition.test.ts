/**
 * The built-ins minishogi and judkins (src/definitions/fsf-builtins.ts) end a repetition as
 * Fairy-Stockfish's built-ins of those names do: Minishogi's fourth occurrence of a position is a loss
 * for White (Sente: `nFoldValue = loss`, `nFoldValueAbsolute`, rule module repetition-result); judkins,
 * of the same base, draws it.
 */
import { describe, expect, it } from 'vitest';
import { checkIniSection } from '../../src/definitions/load.js';
import { Game } from '../../src/engine/game.js';
import { startPosition } from '../../src/engine/start.js';
import { loadFfish } from '../helpers/ffish.js';
import { uciMove } from '../helpers/fsf.js';

const ff = await loadFfish();

/** The king's shuffle played three times from the start (the start's fourth occurrence), by both. */
function shuffled(name: string, cycle: string[]): { ours: ReturnType<Game['forcedOutcome']>; fsf: string } {
  const { result } = checkIniSection(`[t:${name}]\n`, 'my.ini', 't');
  const game = new Game(startPosition(result!.variant));
  const board = new ff.Board(name);
  for (let i = 0; i < 3; i++)
    for (const uci of cycle) {
      const move = game.legalMoves().find((m) => uciMove(game.position, m) === uci)!;
      game.play(move);
      board.push(uci);
    }
  const fsf = board.result(true);
  board.delete();
  return { ours: game.forcedOutcome(), fsf };
}

describe('a repetition lost by one side', () => {
  it("minishogi: the fourth occurrence loses for the first player (Sente), as Fairy-Stockfish's minishogi ends it", () => {
    const { ours, fsf } = shuffled('minishogi', ['e1e2', 'a5a4', 'e2e1', 'a4a5']);
    expect(fsf).toBe('0-1');
    expect(ours).toMatchObject({
      winner: 1,
      termination: 'repetition',
      // The side named as Shogi names it: Sente (Black) moves first.
      reason: '4-fold repetition, which Sente (Black) loses',
    });
  });

  it('judkins, of the same base, draws it', () => {
    const { ours, fsf } = shuffled('judkins', ['f1f2', 'a6a5', 'f2f1', 'a5a6']);
    expect(fsf).toBe('1/2-1/2');
    expect(ours).toMatchObject({ winner: null, termination: 'repetition' });
  });
});
