/**
 * The studio page's records (studio/record.ts): the game played, written as PGN by the library, reads
 * back through the validator as the same moves and result, and its moves are numbered as the record
 * numbers them, from a start with Black to move too; a Shogi or Xiangqi game is written in the
 * formats of the record table that hold it, which the validator reads back as the same game.
 */
import { describe, expect, it } from 'vitest';
import * as lib from '../../src/index.js';
import { exportFormats, gameMoves, gamePgn, gameRecord, gameText } from '../../studio/record.js';

function value<T>(result: lib.Result<T>): T {
  if (!result.ok) throw result.error;
  return result.value;
}

const chess = value(lib.loadVariant('chess'));
const shogi = value(lib.loadVariant('shogi'));
const xiangqi = value(lib.loadVariant('xiangqi'));

function played(start: lib.Position, texts: readonly string[]): lib.Game {
  const game = new lib.Game(start);
  for (const text of texts) {
    game.play(value(lib.parseMove(game.position, text)));
  }
  return game;
}

describe("the page's game record", () => {
  it('writes a mate that `fairyprint validate` reads back as the same game', () => {
    const game = played(lib.startPosition(chess), ['e4', 'e5', 'Qh5', 'Nc6', 'Bc4', 'Nf6', 'Qxf7#']);
    const pgn = gamePgn(game);
    expect(pgn).toContain('[Variant "chess"]');
    expect(pgn).toContain('1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0');
    const [report] = lib.validateRecords(pgn, undefined, { file: 'studio.pgn' });
    expect(report!.legal).toBe(true);
    expect([report!.plies, report!.result, report!.recorded, report!.termination]).toEqual([
      7,
      '1-0',
      '1-0',
      'checkmate',
    ]);
    const read = lib.readRecords(pgn);
    expect(read.ok && read.value[0]!.moves.map((m) => m.text)).toEqual(game.moves.map((m) => m.san));
  });

  it('gives a start not the variant own as FEN, Black to move first, and numbers from it', () => {
    const start = value(lib.parseFen(chess, 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1'));
    const game = played(start, ['c5', 'Nf3', 'd6']);
    expect(gameRecord(game).start).toEqual({ text: lib.toFen(start) });
    expect(gameMoves(game)).toEqual([
      { ply: 1, number: '1...', text: 'c5' },
      { ply: 2, number: '2.', text: 'Nf3' },
      { ply: 3, number: '2...', text: 'd6' },
    ]);
    const pgn = gamePgn(game);
    expect(pgn).toContain('1... c5 2. Nf3 d6 *');
    const [replayed] = lib.replayRecords(pgn);
    expect(replayed!.report.legal).toBe(true);
    expect(replayed!.positions.at(-1)!.fen).toBe(lib.toFen(game.position));
  });
});

describe("the page's record of a variant of its own", () => {
  it('carries the definition, which `fairyprint validate` plays the game by', async () => {
    const { readFile } = await import('node:fs/promises');
    const yaml = await readFile(new URL('fixtures/los-alamos.yaml', import.meta.url), 'utf8');
    const losAlamos = value(lib.parseVariant(yaml, 'los-alamos.yaml'));
    const game = played(lib.startPosition(losAlamos), ['b3', 'a4', 'bxa4']);
    const pgn = gamePgn(game, yaml);
    expect(pgn).toContain('[Variant "los-alamos"]');
    const [report] = lib.validateGames(pgn);
    expect(report).toMatchObject({ variant: 'los-alamos', legal: true, plies: 3, error: null });
  });
});

describe("the page's record in the other formats", () => {
  it('offers the formats that hold the variant: PGN for all, the Japanese ones for Shogi, ICCS and WXF for Xiangqi', () => {
    const names = (v: lib.Variant) => exportFormats(v).map((f) => f.name);
    expect(names(chess)).toEqual(['pgn']);
    expect(names(shogi)).toEqual(['pgn', 'kif', 'ki2', 'csa', 'usi']);
    expect(names(xiangqi)).toEqual(['pgn', 'iccs', 'wxf']);
  });

  it.each(['kif', 'ki2', 'csa', 'usi'])(
    'writes a Shogi game as %s, which `fairyprint validate` reads back as the same moves',
    (format) => {
      const game = played(lib.startPosition(shogi), ['c4', 'g6', 'Bxh8=H', 'Sxh8', 'B@f5']);
      const { text } = gameText(game, format);
      const [replayed] = lib.replayRecords(text, undefined, { file: `game.${format}` });
      expect(replayed!.report).toMatchObject({ format, variant: 'shogi', legal: true, plies: 5 });
      expect(replayed!.positions.at(-1)!.fen).toBe(lib.toFen(game.position));
    },
  );

  it('writes a Xiangqi game in WXF, and says why KIF cannot hold a chess game', () => {
    const game = played(lib.startPosition(xiangqi), ['Che3', 'Hg8']);
    const { text } = gameText(game, 'wxf');
    expect(text).toContain('[Format "WXF"]');
    const [replayed] = lib.replayRecords(text);
    expect(replayed!.report).toMatchObject({ format: 'wxf', variant: 'xiangqi', legal: true, plies: 2 });
    expect(replayed!.positions.at(-1)!.fen).toBe(lib.toFen(game.position));
    const chessGame = played(lib.startPosition(chess), ['e4']);
    expect(gameText(chessGame, 'kif').text).toBe('KIF records are of shogi and its family; this game is of chess');
  });
});
