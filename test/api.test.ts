/**
 * The public API (src/index.ts, docs/api.md): positions are values, moves objects, bad input a result,
 * and the printables take the command line's options under the same names, refusing any other.
 */
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { WRITE_OPTIONS } from '../src/api/print.js';
import * as lib from '../src/index.js';
import { runCli } from './helpers/cli.js';

const variant = (ref: string): lib.Variant => {
  const loaded = lib.loadVariant(ref);
  if (!loaded.ok) throw loaded.error;
  return loaded.value;
};

const position = (v: lib.Variant, fen: string): lib.Position => {
  const parsed = lib.parseFen(v, fen);
  if (!parsed.ok) throw parsed.error;
  return parsed.value;
};

const move = (pos: lib.Position, text: string): lib.Move => {
  const parsed = lib.parseMove(pos, text);
  if (!parsed.ok) throw parsed.error;
  return parsed.value;
};

describe('positions and moves', () => {
  const chess = variant('chess');

  it('play returns a new position and leaves the old one as it was', () => {
    const start = lib.startPosition(chess);
    const next = lib.play(start, move(start, 'e4'));
    expect(lib.toFen(start)).toBe('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
    expect(lib.toFen(next)).toBe('rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1');
    expect([start.turn, next.turn]).toEqual(['white', 'black']);
    // The same move again from the same position: still the same answer, the value was not consumed.
    expect(lib.toFen(lib.play(start, move(start, 'e4')))).toBe(lib.toFen(next));
    expect(Object.isFrozen(start)).toBe(true);
  });

  it('moves are objects naming squares and pieces, with their SAN and coordinate text', () => {
    const start = lib.startPosition(chess);
    const moves = lib.legalMoves(start);
    expect(moves).toHaveLength(20);
    expect(moves.find((m) => m.san === 'Nf3')).toEqual({
      from: 'g1',
      to: 'f3',
      piece: 'Knight',
      capture: false,
      san: 'Nf3',
      coordinate: 'g1-f3',
    });
    const promotion = lib
      .legalMoves(position(chess, 'r6k/1P6/8/8/8/8/8/7K w - - 0 1'))
      .filter((m) => m.promotion === 'Queen');
    expect(promotion.map((m) => [m.san, m.coordinate, m.capture])).toEqual([
      ['b8=Q+', 'b7-b8=Q', false],
      ['bxa8=Q+', 'b7xa8=Q', true],
    ]);
    const castling = lib
      .legalMoves(position(chess, 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1'))
      .find((m) => m.san === 'O-O');
    expect(castling).toMatchObject({ from: 'e1', to: 'g1', piece: 'King', coordinate: 'O-O' });
  });

  it("the men on the board and in hand are read from the position: a capture in Crazyhouse fills the capturer's hand, not the old position's", () => {
    const zh = variant('crazyhouse');
    const before = position(zh, '4k3/8/8/3p4/4P3/8/8/4K3[] w - - 0 1');
    const after = lib.play(before, move(before, 'exd5'));
    expect(lib.pieces(before)).toEqual([
      { square: 'e1', piece: 'King', side: 'white' },
      { square: 'e4', piece: 'Pawn', side: 'white' },
      { square: 'd5', piece: 'Pawn', side: 'black' },
      { square: 'e8', piece: 'King', side: 'black' },
    ]);
    expect(lib.pieces(after).map((p) => p.square)).toEqual(['e1', 'd5', 'e8']);
    expect(lib.hand(before)).toEqual([]);
    expect(lib.hand(after)).toEqual([{ side: 'white', piece: 'Pawn', count: 1 }]);
  });

  it('a drop has no from square', () => {
    const zh = variant('crazyhouse');
    const drops = lib
      .legalMoves(position(zh, 'rnb1kbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNB1KBNR[Qq] w KQkq - 0 3'))
      .filter((m) => m.drop);
    expect(drops.length).toBeGreaterThan(0);
    expect(drops.find((m) => m.to === 'f3')).toEqual({
      to: 'f3',
      piece: 'Queen',
      drop: true,
      capture: false,
      san: 'Q@f3',
      coordinate: 'Q@f3',
    });
  });

  it('a move object from JSON, or of another position with the same move, plays; one that is not legal is a TypeError', () => {
    const start = lib.startPosition(chess);
    const e4 = JSON.parse(JSON.stringify(move(start, 'e4'))) as lib.Move;
    expect(lib.toFen(lib.play(start, e4))).toBe('rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1');
    const afterE4 = lib.play(start, e4);
    expect(() => lib.play(afterE4, move(start, 'Nf3'))).toThrow(TypeError);
    expect(() => lib.play(start, { ...e4, coordinate: 'e2-e5' })).toThrow(/e2-e5 is not a legal move/);
  });

  it('outcome, check and perft ask the engine', () => {
    let pos = lib.startPosition(chess);
    for (const san of ['f3', 'e5', 'g4', 'Qh4#']) pos = lib.play(pos, move(pos, san));
    expect(lib.isCheck(pos)).toBe(true);
    expect(lib.outcome(pos)).toEqual({ winner: 'black', termination: 'checkmate', reason: 'checkmate', result: '0-1' });
    expect(lib.outcome(lib.startPosition(chess))).toBeNull();
    expect(lib.perft(lib.startPosition(chess), 3)).toBe(8902);
    expect(() => lib.perft(pos, 1.5)).toThrow(RangeError);
  });
});

describe('bad input is a result, not an exception', () => {
  const chess = variant('chess');

  it('names the problem: an unknown variant, a definition, a FEN, a move text', () => {
    const unknown = lib.loadVariant('chesss');
    expect(unknown.ok).toBe(false);
    expect(!unknown.ok && unknown.error).toBeInstanceOf(lib.InputError);
    expect(!unknown.ok && unknown.error.message).toMatch(/^unknown variant "chesss"/);
    const definition = lib.parseVariant('id: x\nname: X\nboard: { files: 0, ranks: 8 }\n', 'x.yaml');
    expect(!definition.ok && definition.error.format()).toMatch(/^x\.yaml:3:\d+: /);
    const fen = lib.parseFen(chess, 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN w KQkq - 0 1');
    expect(!fen.ok && fen.error.message).toBe('rank 1 has 8 squares, the placement fills fewer');
    const start = lib.startPosition(chess);
    expect(lib.parseMove(start, 'e5')).toMatchObject({
      ok: false,
      error: { message: '"e5" is not a legal move in rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1' },
    });
    expect(lib.parseMove(start, 'Qh9')).toMatchObject({
      ok: false,
      error: { message: expect.stringMatching(/^"Qh9" is not a move/) },
    });
  });

  it('a position no game reaches is refused unless anyPosition says otherwise', () => {
    const queens = '6bk/6pp/8/8/8/8/QQQQQQQQ/K1QQQ3 b - - 0 1';
    expect(lib.parseFen(chess, queens).ok).toBe(false);
    expect(lib.parseFen(chess, queens, { anyPosition: true }).ok).toBe(true);
  });

  it('game records: one report per game', () => {
    const [report, ...rest] = lib.validateGames('[Variant "chess"]\n\n1. e4 e5 2. Ke3 *\n', { file: 'game.pgn' });
    expect(rest).toEqual([]);
    expect(report).toMatchObject({
      file: 'game.pgn',
      legal: false,
      plies: 2,
      error: { kind: 'illegal-move', ply: 3, move: 'Ke3' },
    });
    expect(lib.formatReport(report!)).toMatch(/^game\.pgn:3:13: game 1, ply 3 \(2\. Ke3\): illegal move/);
  });
});

describe('unknown option names are an error, not ignored', () => {
  const chess = variant('chess');
  const start = lib.startPosition(chess);

  it('for every function taking options', async () => {
    const out = mkdtempSync(join(tmpdir(), 'fairyprint-api-'));
    const plainJs = (o: object): never => o as never;
    await expect(lib.writeKit(chess, plainJs({ formats: 'pdf', out }))).rejects.toThrow(
      'writeKit has no option "formats" (did you mean format?)',
    );
    await expect(lib.writeBoard(chess, plainJs({ outDir: out }))).rejects.toThrow(
      'writeBoard has no option "outDir" (did you mean out?)',
    );
    await expect(lib.renderCards(chess, plainJs({ squareMm: 20 }))).rejects.toThrow(
      'renderCards has no option "squareMm"',
    );
    await expect(lib.renderDiagram(start, plainJs({ paper: 'a4' }))).rejects.toThrow(
      'renderDiagram has no option "paper"',
    );
    expect(() => lib.parseFen(chess, lib.toFen(start), plainJs({ anyposition: true }))).toThrow(
      'parseFen has no option "anyposition" (did you mean anyPosition?)',
    );
    expect(() => lib.validateGames('', plainJs({ variants: 'chess' }))).toThrow(
      'validateGames has no option "variants" (did you mean variant?)',
    );
    // Nothing was written by the refused calls.
    expect(readdirSync(out)).toEqual([]);
  });

  it('and the options given are obeyed: format, out, orientation auto', async () => {
    const out = mkdtempSync(join(tmpdir(), 'fairyprint-api-'));
    const files = await lib.writeBoard(chess, { format: 'svg,pdf', out, orientation: 'auto' });
    expect(files.map((f) => f.path.slice(out.length + 1)).sort()).toEqual(['board.pdf', 'board.svg']);
    for (const f of files) expect(statSync(f.path).size).toBe(f.bytes);
    const diagram = await lib.renderDiagram(start, { format: ['svg'], square: 'g1' });
    expect(diagram.map((f) => f.name)).toEqual(['diagram.svg']);
    expect(diagram[0]!.data.toString()).toContain('<svg');
  });
});

/**
 * A command's long options, from its --help; the position options aside (the library takes a Position),
 * but for an option of the library's own (the kit's --position, the start its setup page draws).
 */
async function longOptions(command: string, library: readonly string[]): Promise<string[]> {
  const help = (await runCli([command, '--help'])).out;
  const generic = new Set(['quiet', 'version', 'help', 'json', 'fen', 'any-position', 'position']);
  return [...help.matchAll(/^ {2,}(?:-\w, )*--([a-z-]+)/gm)]
    .map((m) => m[1]!)
    .filter((o) => !generic.has(o) || library.includes(o));
}

describe('the command line and the library name their options alike', () => {
  for (const [command, names] of Object.entries(WRITE_OPTIONS)) {
    it(`${command}: every --long-option is the library option in camel case, and no other`, async () => {
      const camel = (await longOptions(command, names)).map((o) =>
        o.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()),
      );
      expect(camel.sort()).toEqual([...names].sort());
    });
  }

  it("every option's help shows the default and the choices the library declares (PRINT_OPTIONS)", async () => {
    for (const [command, names] of Object.entries(WRITE_OPTIONS)) {
      const help = (await runCli([command, '--help'])).out;
      for (const name of names) {
        const spec: lib.PrintOptionSpec = lib.PRINT_OPTIONS[name];
        const flag = name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
        // The option's line, up to the next option's.
        const entry = new RegExp(`--${flag} [\\s\\S]*?(?=\\n {2,}(?:-\\w, )*--|\\n\\n)`).exec(help)?.[0] ?? '';
        const shown = /\[default: (.*)\]\s*$/.exec(entry)?.[1];
        const given = Array.isArray(spec.default) && name === 'format' ? spec.default.join(',') : spec.default;
        expect(shown && JSON.parse(shown), `${command} --${flag}`).toEqual(given);
        if (spec.choices) expect(entry, `${command} --${flag}`).toContain(spec.choices.map((c) => `"${c}"`).join(', '));
      }
    }
  });

  it('the library refuses what yargs gives besides (kebab-case keys): the command line passes only the names', async () => {
    await expect(lib.renderBoard(variant('chess'), { 'square-mm': 20 } as never)).rejects.toThrow(
      /has no option "square-mm"/,
    );
  });
});

describe('the package', () => {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    exports: Record<string, Record<string, string>>;
  };

  it('exports the built entry of src/index.ts, its types first', () => {
    expect(pkg.exports['.']).toEqual({ types: './dist/index.d.ts', default: './dist/index.js' });
  });

  it('exports these values and functions, and no engine internals (the mutable Position, MoveKind, MoveList)', () => {
    expect(Object.keys(lib).sort()).toEqual([
      'FenError',
      'Game',
      'InputError',
      'PRINT_OPTIONS',
      'boardPicture',
      'checkDefinition',
      'checkVariant',
      'convertRecords',
      'describeVariant',
      'dropMarks',
      'formatReport',
      'hand',
      'importIni',
      'isCheck',
      'kitPageSvg',
      'legalMoves',
      'legalMovesFrom',
      'loadVariant',
      'markPictures',
      'moveMarks',
      'movePaths',
      'numberedMoves',
      'numberedStartPosition',
      'outcome',
      'parseFen',
      'parseMove',
      'parseVariant',
      'perft',
      'pieces',
      'placementFen',
      'play',
      'prepareMarks',
      'previewKit',
      'readRecords',
      'recordFileText',
      'recordFormats',
      'renderBoard',
      'renderCards',
      'renderCounters',
      'renderDiagram',
      'replayRecords',
      'startPosition',
      'startPositionNumber',
      'templateFile',
      'toFen',
      'validateGames',
      'validateRecords',
      'validateStream',
      'variantAsIni',
      'variantIds',
      'writeBoard',
      'writeCards',
      'writeCounters',
      'writeDiagram',
      'writeKit',
      'writeRecord',
    ]);
  });
});

describe('what the front ends need', () => {
  const chess = variant('chess');

  it('a game keeps its history: moves with their SAN, take-backs, and ends only the history tells (the fivefold repetition)', () => {
    const game = new lib.Game(lib.startPosition(chess));
    for (const text of ['f3', 'e5', 'g4', 'Qh4#']) game.play(move(game.position, text));
    expect(game.moves.map((m) => m.san)).toEqual(['f3', 'e5', 'g4', 'Qh4#']);
    expect(game.outcome()).toEqual({ winner: 'black', termination: 'checkmate', reason: 'checkmate', result: '0-1' });
    expect(game.legalMoves()).toEqual([]);
    expect(game.undo()?.san).toBe('Qh4#');
    expect(game.outcome()).toBe(null);
    expect(lib.toFen(game.position)).toBe('rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2');
    expect(lib.toFen(game.start)).toBe('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');

    const repeated = new lib.Game(lib.startPosition(chess));
    const shuffle = ['Nf3', 'Nf6', 'Ng1', 'Ng8'];
    for (let i = 0; i < 4 * shuffle.length; i++) {
      expect(repeated.outcome(), `ply ${i}`).toBe(null);
      repeated.play(move(repeated.position, shuffle[i % 4]!));
    }
    // The start stands for the fifth time: a draw the game's history decides, which the position alone does not know.
    expect(repeated.outcome()?.result).toBe('1/2-1/2');
    expect(lib.outcome(repeated.position)).toBe(null);
    expect(() => repeated.play({ ...move(lib.startPosition(chess), 'e4'), coordinate: 'e2-e5' })).toThrow(TypeError);
  });

  it("a man's legal moves from his square are the legal moves that start there, in every variant's positions", () => {
    for (const [ref, fen] of [
      ['chess', 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1'],
      ['crazyhouse', 'r6k/1P6/8/8/8/8/8/4K3[N] w - - 0 1'],
      ['xiangqi', null],
      ['ecros', null],
    ] as const) {
      const v = variant(ref);
      const pos = fen ? position(v, fen) : lib.startPosition(v);
      const all = lib.legalMoves(pos);
      const fromEach = v.squares.flatMap((s) => lib.legalMovesFrom(pos, s.name));
      expect(fromEach.map((m) => m.coordinate).sort(), ref).toEqual(
        all
          .filter((m) => !m.drop)
          .map((m) => m.coordinate)
          .sort(),
      );
    }
  });

  it("a man's marks are where his legal moves take him; a drop's, where the man in hand may go", () => {
    const start = lib.startPosition(chess);
    expect(lib.moveMarks(start, 'g1').map((m) => m.square)).toEqual(
      lib.legalMovesFrom(start, 'g1').map((m) => m.landing ?? m.to),
    );
    // A Bowman's wrap puts him on his first rank, where the move text says (c9-c10/a1), and is marked there.
    const legions = variant('chess-legions');
    const wrap = lib.parseFen(legions, '5k4/2M7/10/10/10/10/10/10/10/4K5 w - - 0 1', { anyPosition: true });
    if (!wrap.ok) throw wrap.error;
    const wraps = lib.legalMovesFrom(wrap.value, 'c9');
    expect(wraps.map((m) => [m.to, m.landing])).toEqual(wraps.map((m) => ['c10', m.coordinate.split('/')[1]]));
    expect(wraps.length).toBe(9);
    expect(lib.moveMarks(wrap.value, 'c9').map((m) => m.square)).toEqual(wraps.map((m) => m.landing));
    const zh = position(variant('crazyhouse'), 'r6k/1P6/8/8/8/8/8/4K3[N] w - - 0 1');
    const drops = lib.legalMoves(zh).filter((m) => m.drop && m.piece === 'Knight');
    expect(
      lib
        .dropMarks(zh, 'Knight')
        .map((m) => m.square)
        .sort(),
    ).toEqual(drops.map((m) => m.to).sort());
  });

  it('a position set up by hand is written as a position text that reads back to the same men', () => {
    const zh = position(variant('crazyhouse'), 'r6k/1P6/8/8/8/8/8/4K3[N] w - - 0 1');
    const fen = lib.placementFen(zh.variant, lib.pieces(zh), 'black');
    expect(fen).toBe('r6k/1P6/8/8/8/8/8/4K3 b - - 0 1');
    expect(lib.pieces(position(zh.variant, fen))).toEqual(lib.pieces(zh));
  });

  it('a definition is checked whole: every problem at once, each located', () => {
    const text = 'id: x\nname: X\nboard: { files: 99, ranks: 8 }\npieces: 3\n';
    const checked = lib.checkDefinition(text, 'x.yaml');
    expect(checked.variant).toBe(null);
    expect(checked.problems.length).toBeGreaterThan(1);
    for (const p of checked.problems) expect(p.format()).toMatch(/^x\.yaml:\d+:\d+: /);
    const good = lib.checkDefinition(readFileSync(chess.file, 'utf8'), chess.file);
    expect([good.problems, good.variant?.name]).toEqual([[], 'Orthodox Chess']);
    expect(lib.describeVariant(good.variant!)[0]).toBe('chess: Orthodox Chess');
    const section = lib.checkVariant('test/fixtures/fsf/tests.ini:capa');
    expect(section.ok && section.value.variant?.files).toBe(10);
  });

  it('variants.ini sections import as definitions that compile to the variants they import', () => {
    const imported = lib.importIni('test/fixtures/fsf/tests.ini', { sections: ['camelbeest', 'zh'] });
    if (!imported.ok) throw imported.error;
    expect(imported.value.problems).toEqual([]);
    for (const d of imported.value.definitions) {
      const direct = variant(`test/fixtures/fsf/tests.ini:${d.section}`);
      const parsed = lib.parseVariant(d.yaml, `${d.id}.yaml`);
      if (!parsed.ok) throw parsed.error;
      expect(lib.perft(lib.startPosition(parsed.value), 2), d.section).toBe(lib.perft(lib.startPosition(direct), 2));
    }
    const bad = lib.importIni('test/fixtures/fsf/tests.ini', { sections: ['nosuch'] });
    expect(bad.ok && bad.value.problems.map((p) => p.message)).toEqual([
      expect.stringMatching(/^no section \[nosuch\]/),
    ]);
  });

  it('records read in pieces give the reports the whole text gives', async () => {
    const pgn = '[Variant "chess"]\n\n1. e4 e5 2. Ke3 *\n\n[Variant "chess"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n';
    async function* pieces() {
      for (let i = 0; i < pgn.length; i += 7) yield pgn.slice(i, i + 7);
    }
    const streamed = [];
    for await (const r of lib.validateStream(pieces(), { file: 'g.pgn' })) streamed.push(r);
    expect(streamed).toEqual(lib.validateGames(pgn, { file: 'g.pgn' }));
    expect(streamed.map((r) => r.legal)).toEqual([false, true]);
  });
});
