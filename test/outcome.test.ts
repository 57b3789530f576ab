import { describe, expect, it } from 'vitest';
import { loadVariant } from '../src/definitions/load.js';
import { Game } from '../src/engine/game.js';
import { generateLegal, inCheck, MoveList } from '../src/engine/movegen.js';
import { deadPosition, forcedOutcome, resultText } from '../src/engine/outcome.js';
import { startPosition } from '../src/engine/start.js';
import { moveText } from '../src/notation/coordinate.js';
import { parseFen } from '../src/notation/fen.js';

const chess = loadVariant('chess').variant;

function playAll(game: Game, texts: string[]): void {
  for (const text of texts) {
    const m = game.legalMoves().find((x) => moveText(game.position, x) === text);
    if (m === undefined) throw new Error(`${text} not legal`);
    game.play(m);
  }
}

describe('results of orthodox chess', () => {
  it("fool's mate is checkmate, won by Black", () => {
    const game = new Game(startPosition(chess));
    playAll(game, ['f2-f3', 'e7-e5', 'g2-g4', 'd8-h4']);
    expect(inCheck(game.position)).toBe(true);
    const o = game.forcedOutcome();
    expect(o).toMatchObject({ termination: 'checkmate', winner: 1 });
    expect(resultText(o)).toBe('0-1');
  });

  it('a check that can be answered is not mate', () => {
    const pos = parseFen(chess, 'rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2');
    expect(forcedOutcome(pos)).toBeNull();
  });

  it('stalemate is a draw', () => {
    const pos = parseFen(chess, '7k/5Q2/6K1/8/8/8/8/8 b - - 0 1');
    expect(inCheck(pos)).toBe(false);
    const list = new MoveList();
    generateLegal(pos, list);
    expect(list.length).toBe(0);
    expect(forcedOutcome(pos)).toMatchObject({ termination: 'stalemate', winner: null });
  });

  it('dead positions by the FIDE list, and positions that are not dead', () => {
    const dead = ['8/8/4k3/8/8/3K4/8/8 w - - 0 1', '8/8/4k3/8/8/3KN3/8/8 w - - 0 1', '8/8/4kb2/8/8/3KB3/8/8 w - - 0 1'];
    const alive = [
      '8/8/4k3/8/8/3KNN2/8/8 w - - 0 1',
      '8/8/4k1b1/8/8/3KB3/8/8 w - - 0 1',
      '8/8/4k3/8/8/3KP3/8/8 w - - 0 1',
    ];
    for (const f of dead) expect(deadPosition(parseFen(chess, f)), f).toBe(true);
    for (const f of alive) expect(deadPosition(parseFen(chess, f)), f).toBe(false);
    expect(forcedOutcome(parseFen(chess, dead[1]!))).toMatchObject({ termination: 'insufficient-material' });
  });

  it('threefold repetition can be claimed on the third occurrence, not before', () => {
    const game = new Game(startPosition(chess));
    playAll(game, ['g1-f3', 'g8-f6', 'f3-g1', 'f6-g8', 'g1-f3', 'g8-f6', 'f3-g1']);
    expect(game.claimable()).toBeNull();
    playAll(game, ['f6-g8']);
    expect(game.repetitions()).toBe(3);
    expect(game.claimable()).toMatchObject({ termination: 'repetition', winner: null });
    game.undo();
    expect(game.claimable()).toBeNull();
  });

  it('positions differing only in castling rights are not repetitions', () => {
    const game = new Game(parseFen(chess, 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1'));
    playAll(game, ['h1-h2', 'h8-h7', 'h2-h1', 'h7-h8', 'h1-h2', 'h8-h7', 'h2-h1', 'h7-h8']);
    // The start position had rights KQkq; after the rooks moved they are gone, so it occurred once.
    expect(game.repetitions()).toBe(2);
  });

  it('the fifty-move rule after 100 plies without capture or pawn move', () => {
    const game = new Game(parseFen(chess, '8/8/5k2/8/8/3KR3/8/8 w - - 99 80'));
    expect(game.claimable()).toBeNull();
    playAll(game, ['e3-e1']);
    expect(game.claimable()).toMatchObject({ termination: 'move-rule' });
  });
});

describe('bare royals that may be left without a move', () => {
  it("Crowded Xiangqi's generals, whose palaces share rank 3, are no dead position (stalemate loses; ffish: sufficient); Xiangqi's are", () => {
    const crowded = loadVariant('test/fixtures/fsf/variants.ini:crowdedxiangqi').variant;
    expect(deadPosition(parseFen(crowded, '9/9/3k5/9/4K4 b - - 0 95'))).toBe(false);
    const xiangqi = loadVariant('xiangqi').variant;
    expect(deadPosition(parseFen(xiangqi, '3k5/9/9/9/9/9/9/9/9/4K4 b - - 0 95'))).toBe(true);
  });
});
