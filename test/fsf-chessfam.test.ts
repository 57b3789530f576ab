/**
 * The chess family's last Fairy-Stockfish built-ins (issue 30): each imported as `[t:NAME]` plays as
 * ffish's built-in of the name (perft divided by first move from small positions where its rule
 * decides, and the result ffish gives), or is refused at the parent's name for the rule not modelled.
 * Small positions, so the file stays well under a second; test/deep/fsf-builtins.test.ts and
 * fsf-reach.test.ts play them from random games.
 */
import { describe, expect, it } from 'vitest';
import { variantValue } from '../src/api/variant.js';
import { checkIniSection, type LoadedVariant } from '../src/definitions/load.js';
import { forcedOutcome, resultText } from '../src/engine/outcome.js';
import { startPosition } from '../src/engine/start.js';
import { parseFen, toFen } from '../src/notation/fen.js';
import { loadFfish, scriptedFfishGame } from './helpers/ffish.js';
import { misreadFfishGame, misreadGame, ourMoves } from './helpers/ffish-games.js';
import { perftDifferences } from './helpers/ffish-perft.js';

const ff = await loadFfish();

/** `[t:NAME]` imported, or a failed expectation naming its problems. */
function builtin(name: string): LoadedVariant {
  const { result, problems } = checkIniSection(`[t:${name}]\n`, 'my.ini', 't');
  expect(problems.map((p) => p.format())).toEqual([]);
  return result!;
}

/** For each FEN: perft to depth 2 and the result, each as ffish's built-in `name` has them. */
function playsAsFfish(name: string, fens: string[]): void {
  const { variant } = builtin(name);
  for (const fen of fens) {
    const pos = parseFen(variant, fen, { anyPosition: true });
    expect(perftDifferences(ff, name, pos, 2), fen).toEqual([]);
    const board = new ff.Board(name, fen);
    expect(resultText(forcedOutcome(pos)), fen).toBe(board.result());
    board.delete();
  }
}

describe("the chess family's built-ins", () => {
  it('[t:mini] is Fairy-Stockfish’s minishogi by its second name', () => {
    const { variant } = builtin('mini');
    expect(perftDifferences(ff, 'mini', startPosition(variant), 2)).toEqual([]);
  });

  it('[t:koedem]: a king in hand is dropped first; a side with no king plays on until the other holds two', () => {
    playsAsFfish('koedem', [
      'k7/8/8/8/8/8/8/R7[K] w - - 0 1',
      'k7/8/8/8/8/8/8/R7 w - - 0 1',
      'kk6/8/8/8/8/8/8/R7 w - - 0 1',
    ]);
  });

  it('[t:nocheckatomic]: kings left attacked, blown up by their own side; the side left without one loses', () => {
    playsAsFfish('nocheckatomic', [
      'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
      // Rb1xb2 blows up White's own king (and Black's beside it in the second).
      'k7/8/8/8/8/8/1r6/KR6 w - - 0 1',
      '8/8/8/8/8/8/kr6/KR6 w - - 0 1',
      // Both kings gone by White's move: White, who made it, loses.
      '8/8/8/8/8/8/8/R7 b - - 0 1',
    ]);
  });

  it('[t:atomar]: kings are never blown up, not even capturing, and a king may not take a king', () => {
    playsAsFfish('atomar', [
      // Kb1xb2 blows up only White's own rook; Rb1xb2 leaves the king beside it.
      'k7/8/8/8/8/8/1r6/KR6 w - - 0 1',
      // The king beside the other may not take him, but takes the queen and stays.
      'kq6/1K6/8/8/8/8/8/8 w - - 0 1',
    ]);
  });

  it('[t:coregal]: no move may leave a queen attacked, and a player with none while one is attacked is mated', () => {
    playsAsFfish('coregal', [
      // The queen on d2 attacked by the bishop: she moves, or the bishop is taken or blocked.
      '4k3/8/8/8/1b6/8/3Q4/4K3 w - - 0 1',
      // No move for White, whose king is not in check, but whose queen on f7 the rook attacks: 0-1.
      'q4rN1/2kb1Q2/2N4p/1pP4B/p2pp1P1/7P/5K2/5R2 w - - 0 59',
    ]);
  });

  it('[t:wolf]: a pawn reaching the last rank becomes one of the pieces or the elephant, its promoted form (a9a10+)', () => {
    playsAsFfish('wolf', ['5n1k/P7/1P6/3W1p1p/sW3r2/8/K3P3/8/8/8 w - - 2 99']);
    // Where promotion is not compulsory, the pawn could stand in the zone and promote there later: refused.
    expect(
      checkIniSection('[w:wolf]\nmandatoryPawnPromotion = false\n', 'my.ini', 'w').problems.map((p) => p.format()),
    ).toEqual([
      'my.ini:1:4: key "promotedPieceType" (from the built-in wolf) is not supported: a pawn (P) promoting both to promotionPieceTypes and to its promotedPieceType form is modelled where pawn promotion is compulsory',
    ]);
  });

  it("[t:berolina]: a pawn's diagonal double step may be taken en passant by the forward capture onto the square it passed", () => {
    // e2c4 passes d3; Black's d4 pawn takes straight ahead onto d3 and removes the c4 pawn.
    const fen = 'rnbqkbnr/ppp1pppp/8/8/3p4/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
    playsAsFfish('berolina', ['rnbqkbnr/ppp1pppp/8/8/2Pp4/8/PPPP1PPP/RNBQKBNR b KQkq d3:c4 0 1']);
    const loaded = builtin('berolina');
    const pos = parseFen(loaded.variant, fen);
    for (const uci of ['e2c4', 'd4d3']) pos.make(ourMoves(pos).get(uci)!);
    expect(toFen(pos)).toBe('rnbqkbnr/ppp1pppp/8/8/8/3p4/PPPP1PPP/RNBQKBNR w KQkq - 0 2');
    // FSF's SAN and UCI of the two moves read as FSF's moves.
    const game = scriptedFfishGame(ff, 'berolina', fen, ['e2c4', 'd4d3']);
    expect(misreadGame(ff, 'berolina', variantValue(loaded), game)).toEqual([]);
  });

  it('[t:micro]: a capture promotes a man (or turns a promoted one back), a move onto an empty square leaves him as he is', () => {
    const loaded = builtin('micro');
    expect(perftDifferences(ff, 'micro', startPosition(loaded.variant), 2)).toEqual([]);
    // The lance takes on a4 and becomes a silver, or steps to a3 and stays a lance; the promoted rook
    // takes the bishop and turns back into a rook.
    const fen = 'k3/p2b/4/L2P/1+RBK[] w - - 0 1';
    playsAsFfish('micro', [fen]);
    const game = scriptedFfishGame(ff, 'micro', fen, ['a2a3', 'd4c3', 'a3a4+']);
    expect(game.san).toEqual(['La3', 'Bc3', 'Lxa4=S+']);
    expect(misreadGame(ff, 'micro', variantValue(loaded), game)).toEqual([]);
    expect(misreadFfishGame(ff, 'micro', variantValue(loaded), 7, 30)).toEqual([]);
  });
});
