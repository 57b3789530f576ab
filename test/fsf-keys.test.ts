/**
 * Fairy-Stockfish's keys and built-ins made to play since issue 30's last part: each as Fairy-Stockfish
 * plays it (perft divided by first move, against ffish's own built-in of the name or the same ini text),
 * and the result its rule decides. Small positions, so the whole file stays well under a second;
 * test/deep/fsf-reach.test.ts and fsf-builtins.test.ts play them deeper.
 */
import { describe, expect, it } from 'vitest';
import { checkIniSection, type LoadedVariant } from '../src/definitions/load.js';
import { Game } from '../src/engine/game.js';
import { generateLegal, MoveList } from '../src/engine/movegen.js';
import { forcedOutcome, resultText } from '../src/engine/outcome.js';
import { startPosition } from '../src/engine/start.js';
import { WHITE } from '../src/engine/variant.js';
import { parseFen } from '../src/notation/fen.js';
import { validateText } from '../src/validate/replay.js';
import { type Ffish, loadFfish } from './helpers/ffish.js';
import { perftDifferences } from './helpers/ffish-perft.js';
import { uciMove } from './helpers/fsf.js';

const ff = (await loadFfish()) as Ffish & { loadVariantConfig(text: string): void };

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
    // A pawn on the ninth rank: each piece promoted to while fewer than its limit stand (two knights taken).
    const fen = 'r8r/1w1k5w/7P2/10/10/10/10/10/CLBNQKNBLA/RW6WR w - - 0 1';
    expect(perftDifferences(ff, 'opulent', parseFen(variant, fen, { anyPosition: true }), 2)).toEqual([]);
  });
});

describe('the end of a game', () => {
  it('[t:suicide]: a player without a move wins with fewer men, loses with more, draws with as many (as ffish)', () => {
    const { variant } = builtin('suicide');
    for (const fen of ['8/7p/8/p7/P7/8/8/8 w - - 0 1', '8/8/8/p7/P7/8/7P/8 b - - 0 1', '8/8/8/p7/P7/8/8/8 w - - 0 1']) {
      const board = new ff.Board('suicide', fen);
      expect(resultText(forcedOutcome(parseFen(variant, fen, { anyPosition: true }))), fen).toBe(board.result());
      board.delete();
    }
  });
});

describe('draw odds (materialCounting = blackdrawodds)', () => {
  it('[t:armageddon]: Black wins a stalemate and the 50-move rule, as ffish scores them; and a dead position', () => {
    const { variant } = builtin('armageddon');
    for (const fen of ['7k/5Q2/6K1/8/8/8/8/8 b - - 0 1', '7k/8/6K1/8/8/8/8/Q7 b - - 100 80']) {
      const board = new ff.Board('armageddon', fen);
      expect(resultText(forcedOutcome(parseFen(variant, fen))), fen).toBe(board.result(true));
      board.delete();
    }
    // The threefold repetition (forced, as Fairy-Stockfish ends the game at it) is Black's too.
    const game = new Game(startPosition(variant));
    for (const uci of ['g1f3', 'g8f6', 'f3g1', 'f6g8', 'g1f3', 'g8f6', 'f3g1', 'f6g8']) {
      const moves = new MoveList();
      generateLegal(game.position, moves);
      game.play(moves.moves.slice(0, moves.length).find((m) => uciMove(game.position, m) === uci)!);
    }
    expect(game.forcedOutcome()).toMatchObject({ winner: 1, termination: 'repetition' });
    // ffish adjudicates bare kings a draw of its own; under the rule, Black wins that draw too.
    expect(forcedOutcome(parseFen(variant, '7k/8/6K1/8/8/8/8/8 b - - 0 1'))).toMatchObject({
      winner: 1,
      termination: 'insufficient-material',
    });
  });
});

describe('castlingWins', () => {
  // Fairy-Stockfish's [castle] (castlingWins = q): Black wins by castling queenside, and loses once it cannot.
  const ini = '[castle-q:chess]\ncastlingWins = q\n';
  ff.loadVariantConfig(ini);
  const castle = checkIniSection(ini, 'my.ini', 'castle-q');

  it('Black wins by castling queenside and loses when its king or that rook moves or is taken, as ffish plays it', () => {
    expect(castle.problems.map((p) => p.format())).toEqual([]);
    const { variant } = castle.result!;
    for (const fen of ['r3k3/8/8/8/8/8/8/R3K3 b q - 0 1', 'r3k3/8/8/8/8/8/8/R3K3 w q - 0 1'])
      expect(perftDifferences(ff, 'castle-q', parseFen(variant, fen), 2), fen).toEqual([]);
    const pos = parseFen(variant, 'r3k3/8/8/8/8/8/8/R3K3 b q - 0 1');
    const moves = new MoveList();
    generateLegal(pos, moves);
    const after = (uci: string): string => {
      const m = moves.moves.slice(0, moves.length).find((x) => uciMove(pos, x) === uci)!;
      pos.make(m);
      const text = resultText(forcedOutcome(pos));
      pos.unmake();
      return text;
    };
    expect([after('e8c8'), after('e8d8'), after('a8b8'), after('e8f8')]).toEqual(['0-1', '1-0', '1-0', '1-0']);
  });
});

describe('promotion that differs between the sides', () => {
  it('[t:chigorin], [t:sortofalmost]: each side promotes to its own pieces (White a Chancellor, Black a Queen)', () => {
    for (const name of ['chigorin', 'sortofalmost']) {
      const { variant } = builtin(name);
      for (const fen of ['4k3/1P6/8/8/8/8/6p1/4K3 w - - 0 1', '4k3/1P6/8/8/8/8/6p1/4K3 b - - 0 1'])
        expect(perftDifferences(ff, name, parseFen(variant, fen), 2), `${name} ${fen}`).toEqual([]);
    }
  });

  it("[t:troitzky]: a zone of squares, each file's last (a6 for White, a5 for Black), on a board with holes", () => {
    const { variant } = builtin('troitzky');
    expect(perftDifferences(ff, 'troitzky', startPosition(variant), 2)).toEqual([]);
    // White's pawns a step short of a6, d9 and i8; Black's of j5, b3 and g2.
    const fen = '****1k****/**6**/*2P5*/*7P*/9p/P9/*p7*/*5p2*/**6**/****1K**** w - - 0 1';
    for (const side of ['w', 'b'])
      expect(
        perftDifferences(ff, 'troitzky', parseFen(variant, fen.replace(' w ', ` ${side} `), { anyPosition: true }), 2),
      ).toEqual([]);
  });
});

describe('pawns and move-rule pieces that differ between the sides', () => {
  // Fairy-Stockfish's [khans]: Black's steppe pawns (S) promote to its own piece (T) and reset the move rule.
  const ini = `[khans-s:chess]
centaur = h
knibis = a
kniroo = l
customPiece1 = t:mNcK
customPiece2 = s:mfhNcfW
promotionPawnTypesBlack = s
promotionPieceTypesBlack = t
stalemateValue = loss
nMoveRuleTypesBlack = s
flagPiece = k
flagRegionWhite = *8
flagRegionBlack = *1
startFen = lhatkahl/ssssssss/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1
`;
  ff.loadVariantConfig(ini);
  const khans = checkIniSection(ini, 'my.ini', 'khans-s');

  it("promotionPawnTypesBlack, nMoveRuleTypesBlack: each side's pawns promote to their own pieces, as ffish plays it", () => {
    expect(khans.problems.map((p) => p.format())).toEqual([]);
    const { variant } = khans.result!;
    for (const fen of ['4k3/1P6/8/8/8/8/1s6/4K3 w - - 0 1', '4k3/1P6/8/8/8/8/1s6/4K3 b - - 0 1'])
      expect(perftDifferences(ff, 'khans-s', parseFen(variant, fen), 2), fen).toEqual([]);
    // A steppe pawn's step resets the move rule's clock, as a pawn's does.
    expect(variant.spec.pieces.filter((p) => p.resetsClock).map((p) => p.id)).toEqual(['P', 'S']);
  });
});

describe('mobility regions that differ per side', () => {
  // White's knights kept to ranks 1 to 4; Black's region "-" is none, which Fairy-Stockfish reads as
  // the whole board.
  const ini = `[sideknights:chess]
mobilityRegionWhiteKnight = *1 *2 *3 *4
mobilityRegionBlackKnight = -
`;
  ff.loadVariantConfig(ini);
  const loaded = checkIniSection(ini, 'my.ini', 'sideknights');

  it("each side's knights stay in their own region, as ffish plays them", () => {
    expect(loaded.problems.map((p) => p.format())).toEqual([]);
    const { variant } = loaded.result!;
    for (const fen of ['4k3/8/3n4/8/3N4/8/8/4K3 w - - 0 1', '4k3/8/3n4/8/3N4/8/8/4K3 b - - 0 1'])
      expect(perftDifferences(ff, 'sideknights', parseFen(variant, fen), 2), fen).toEqual([]);
  });
});

describe('records by the names sites give their variants', () => {
  it.each(['S-Chess', 'schess'])('[Variant "%s"] is the seirawan template (PyChess\'s name)', (name) => {
    const [report] = validateText(`[Variant "${name}"]\n\n1. e4 e5 2. Nf3/H Nc6/E *\n`, { file: 'game.pgn' });
    expect(report).toMatchObject({ variant: 'seirawan', legal: true, plies: 4 });
  });
});
