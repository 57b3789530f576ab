/**
 * Fairy-Stockfish's keys and built-ins made to play since issue 30's last part: each as Fairy-Stockfish
 * plays it (perft divided by first move, against ffish's own built-in of the name or the same ini text),
 * and the result its rule decides. Small positions, so the whole file stays well under a second;
 * test/deep/fsf-reach.test.ts and fsf-builtins.test.ts play them deeper.
 */
import { describe, expect, it } from 'vitest';
import { checkIniSection, type LoadedVariant } from '../src/definitions/load.js';
import { forcedOutcome } from '../src/engine/outcome.js';
import { startPosition } from '../src/engine/start.js';
import { WHITE } from '../src/engine/variant.js';
import { parseFen } from '../src/notation/fen.js';
import { loadFfish } from './helpers/ffish.js';
import { perftDifferences } from './helpers/ffish-perft.js';

const ff = await loadFfish();

/** `[t:NAME]` imported, or a failed expectation naming its problems. */
function builtin(name: string): LoadedVariant {
  const { result, problems } = checkIniSection(`[t:${name}]\n`, 'my.ini', 't');
  expect(problems.map((p) => p.format())).toEqual([]);
  return result!;
}

describe('built-ins known as parents', () => {
  it('[t:misere]: the side checkmated wins', () => {
    const { variant } = builtin('misere');
    expect(perftDifferences(ff, 'misere', startPosition(variant), 2)).toEqual([]);
    // Fool's mate: White is mated, and wins.
    const mated = parseFen(variant, 'rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3');
    expect(forcedOutcome(mated)).toMatchObject({ winner: WHITE, termination: 'checkmate' });
  });

  it('[t:opulent]: Grand chess with the knight-wazir, the wizard and the lion, as ffish plays it', () => {
    const { variant } = builtin('opulent');
    expect(perftDifferences(ff, 'opulent', startPosition(variant), 2)).toEqual([]);
    // A pawn on the ninth rank: each piece promoted to while fewer than its limit stand (two knights taken).
    const fen = 'r8r/1w1k5w/7P2/10/10/10/10/10/CLBNQKNBLA/RW6WR w - - 0 1';
    expect(perftDifferences(ff, 'opulent', parseFen(variant, fen, { anyPosition: true }), 2)).toEqual([]);
  });
});
