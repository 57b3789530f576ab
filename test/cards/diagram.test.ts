/** fairyprint diagram: one position, optionally one man's legal moves marked where the engine lets him go. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadVariant } from '../../src/definitions/load.js';
import { moveFrom, moveTo } from '../../src/engine/move.js';
import { generateLegal, MoveList } from '../../src/engine/movegen.js';
import { startPosition } from '../../src/engine/start.js';
import { renderDiagram } from '../../src/kit/index.js';
import { parseFen } from '../../src/notation/fen.js';
import { parseSquare, squareName } from '../../src/notation/squares.js';
import { runCli } from '../helpers/cli.js';
import { readPdf, readSvg, rectBox, type SvgFile, tempDir } from '../render/measure.js';

/** Marks and pieces as squares of the board, from where they are drawn relative to the squares' own rects. */
function drawn(svg: SvgFile): { marks: Map<string, string>; pieces: Map<string, string> } {
  const squares = svg.elements
    .filter((e) => e.name === 'rect' && e.attrs.id?.startsWith('sq-'))
    .map((e) => ({ name: e.attrs.id!.slice(3), box: rectBox(e) }));
  const at = (x: number, y: number): string =>
    squares.find((s) => x >= s.box.x && x < s.box.x + s.box.w && y >= s.box.y && y < s.box.y + s.box.h)!.name;
  const s = squares[0]!.box.w;
  const marks = new Map<string, string>();
  const pieces = new Map<string, string>();
  for (const g of svg.elements.filter((e) => e.name === 'g' && e.attrs.id?.startsWith('pos-'))) {
    const mark = /^pos-mark-\d+-\d+-(.*)$/.exec(g.attrs.id!);
    if (mark) marks.set(at(g.dx + s / 2, g.dy + s / 2), mark[1]!);
    const piece = /^pos-(?:piece|subject)-\d+-\d+-([wb])(\d+)$/.exec(g.attrs.id!);
    if (piece) pieces.set(at(g.dx, g.dy), `${piece[1]}${piece[2]}`);
  }
  return { marks, pieces };
}

async function svgOf(variant: string, fen: string | null, square?: string): Promise<SvgFile> {
  const v = loadVariant(variant).variant;
  const pos = fen === null ? startPosition(v) : parseFen(v, fen);
  const [svg] = await renderDiagram(loadVariant(variant), pos, { format: ['svg'], ...(square ? { square } : {}) });
  return readSvg(svg!.data.toString('utf8'));
}

/** The engine's legal targets from a square. */
function legalTargets(variant: string, fen: string | null, square: string): string[] {
  const v = loadVariant(variant).variant;
  const pos = fen === null ? startPosition(v) : parseFen(v, fen);
  const list = new MoveList();
  generateLegal(pos, list);
  const from = parseSquare(v, square);
  return [
    ...new Set(
      list
        .toArray()
        .filter((m) => moveFrom(m) === from)
        .map((m) => squareName(v, moveTo(m))),
    ),
  ].sort();
}

describe('fairyprint diagram', () => {
  it('draws every man of the position on his square', async () => {
    const { pieces, marks } = drawn(await svgOf('chess', null));
    expect(pieces.size).toBe(32);
    expect(pieces.get('e1')).toBe('w0');
    expect(pieces.get('d8')).toBe('b1');
    expect(marks.size).toBe(0);
  });

  it("marks a Bowman's wrap where he reappears, the empty squares of his first rank, not the last rank he reaches", async () => {
    const fen = '4k5/2M7/10/10/10/10/10/10/10/R3K4R w - - 0 1';
    const { marks } = drawn(await svgOf('chess-legions', fen, 'c9'));
    expect([...marks.keys()].sort()).toEqual(['b1', 'c1', 'd1', 'f1', 'g1', 'h1', 'i1']);
    // The engine's own move goes to c10, the square he reaches before he reappears.
    expect(legalTargets('chess-legions', fen, 'c9')).toEqual(['c10']);
  });

  it("keeps a board of points' lines visible over the tint of a marked point (Xiangqi's Chariot on a1)", async () => {
    const svg = await svgOf('xiangqi', null, 'a1');
    const firstMark = svg.elements.findIndex((e) => e.attrs.id?.startsWith('pos-mark-'));
    const lastTint = svg.elements.slice(0, firstMark).reduce((last, e, i) => (e.name === 'rect' ? i : last), -1);
    const line = svg.elements.findIndex((e) => e.attrs.id === 'file-a');
    expect(firstMark).toBeGreaterThan(0);
    // The line through a2 and a3 is drawn after their tints, and under the marks.
    expect(line).toBeGreaterThan(lastTint);
    expect(line).toBeLessThan(firstMark);
  });

  it("marks exactly the engine's legal moves of the man on --square", async () => {
    const cases: [string, string | null, string][] = [
      ['chess', null, 'g1'],
      ['chess', 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1', 'e1'],
      ['chess', 'rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3', 'e5'],
      ['orthodia', null, 'a2'],
      [
        'chess-legions',
        'mmmmmmmmmm/rnbaqkgbnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBAQKGBNR/MMMMMMMMMM w KQGkqg - 0 1',
        'c1',
      ],
      ['ecros', null, 'a2'],
    ];
    for (const [variant, fen, square] of cases) {
      const { marks } = drawn(await svgOf(variant, fen, square));
      expect([...marks.keys()].sort(), `${variant} ${square}`).toEqual(legalTargets(variant, fen, square));
    }
  });

  it('shows what each move is: castling once per game, a double step first move only, en passant a capture, a knight a jump', async () => {
    const castle = drawn(await svgOf('chess', 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1', 'e1')).marks;
    expect(castle.get('g1')).toBe('move-once');
    expect(castle.get('f1')).toBe('move');
    const pawn = drawn(
      await svgOf('chess', 'rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3', 'e5'),
    ).marks;
    expect(pawn.get('d6')).toBe('capture');
    expect(pawn.get('e6')).toBe('move');
    const start = drawn(await svgOf('chess', null, 'e2')).marks;
    expect(start.get('e4')).toBe('move-initial');
    expect(drawn(await svgOf('chess', null, 'b1')).marks.get('c3')).toBe('move-jump');
  });

  it("draws the Secutor's collision of the rules' worked example (docs/rules/secutor.md) as a move of two legs", async () => {
    // After 1. h3 a6 the Secutor on i1, screened by the rim at i2, slides h2-g3-f4-e5-d6 and takes on c7.
    const after = 'srnbqkbnrs/1ppppppp/p7/8/8/7P/PPPPPPP1/SRNBQKBNRS w KQkq - 0 2';
    expect(legalTargets('secutor', after, 'i1')).toEqual(['c7']);
    const { marks } = drawn(await svgOf('secutor', after, 'i1'));
    expect(marks.get('c7')).toBe('capture-legs');
  });

  it('writes a page the size of the board and its caption, at its true size', async () => {
    const dir = tempDir();
    const run = await runCli([
      'diagram',
      'chess',
      '--square',
      'g1',
      '--square-mm',
      '12',
      '--out',
      dir,
      '--format',
      'svg,pdf',
    ]);
    expect(run).toEqual({ code: 0, out: '', err: '' });
    expect(readdirSync(dir).sort()).toEqual(['diagram.pdf', 'diagram.svg', 'manifest.json']);
    const svg = readSvg(readFileSync(join(dir, 'diagram.svg'), 'utf8'));
    const a1 = rectBox(svg.elements.find((e) => e.attrs.id === 'sq-a1')!);
    expect(a1.w).toBeCloseTo(12, 6);
    const [page] = readPdf(readFileSync(join(dir, 'diagram.pdf')));
    expect(page!.width / (72 / 25.4)).toBeCloseTo(Number(svg.width.replace('mm', '')), 2);
    // Eight squares, the coordinates and 5 mm margins: wider than the board, not a whole sheet.
    expect(Number(svg.width.replace('mm', ''))).toBeGreaterThan(96);
    expect(Number(svg.width.replace('mm', ''))).toBeLessThan(130);
  });

  it('keeps --name inside the output folder', async () => {
    const dir = tempDir();
    const run = await runCli(['diagram', 'chess', '--out', dir, '--format', 'svg', '--name', '../../escape/Me']);
    expect(run.code).toBe(0);
    expect(readdirSync(dir).sort()).toEqual(['escape-me.svg', 'manifest.json']);
    expect(existsSync(join(dir, '..', 'escape'))).toBe(false);
  });

  it('rejects bad positions and squares with one line and exit code 2', async () => {
    const cases: [string[], RegExp][] = [
      [
        ['diagram', 'chess', '--fen', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w - - 0 1'],
        /^fairyprint: --fen:1:\d+: /,
      ],
      [['diagram', 'chess', '--square', 'j9'], /--square "j9" is not a square of the Orthodox Chess board/],
      [['diagram', 'chess', '--square', 'e4'], /--square e4 is empty/],
      [['diagram', 'chess', '--square', 'e7'], /--square e7 holds Black's Pawn, but White is to move/],
      [['diagram', 'chess', '--square-mm', '1'], /--square-mm must be a number from 4 to 60/],
      [['diagram', 'chess', '--format', 'gif'], /--format must be one of "pdf", "svg", "png", not "gif"/],
    ];
    for (const [args, message] of cases) {
      const run = await runCli([...args, '--out', tempDir()]);
      expect(run.code, args.join(' ')).toBe(2);
      expect(run.err).toMatch(message);
      expect(run.err.trimEnd().split('\n'), args.join(' ')).toHaveLength(1);
    }
  });
});
