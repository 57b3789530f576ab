/**
 * What a board on screen and a studio server ask of the library (src/api/picture.ts, previewKit,
 * replayRecords): each is checked against what the command line writes, or against the positions the
 * library's own play reaches.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as lib from '../src/index.js';

const variant = (ref: string): lib.Variant => {
  const v = lib.loadVariant(ref);
  if (!v.ok) throw v.error;
  return v.value;
};
const position = (v: lib.Variant, fen: string): lib.Position => {
  const p = lib.parseFen(v, fen);
  if (!p.ok) throw p.error;
  return p.value;
};

describe('pictures of a board on screen', () => {
  const secutor = variant('secutor');
  const pos = position(secutor, 'srnbqkbnrs/1ppppppp/p7/8/8/P7/1PPPPPPP/SRNBQKBNRS w KQkq - 0 2');

  it('draws the position as `fairyprint diagram` does, and men set up by hand alike', async () => {
    const picture = lib.boardPicture(pos);
    const [diagram] = await lib.renderDiagram(pos, { format: 'svg' });
    const inner = /<g font-family[^>]*>(.*)<\/g><\/svg>$/s.exec(picture.svg)![1]!;
    expect(inner.length).toBeGreaterThan(1000);
    expect(diagram!.data.toString()).toContain(inner);
    expect(lib.boardPicture({ variant: secutor, men: lib.pieces(pos) }).svg).toBe(picture.svg);
    // Half the men gone: no position a game reaches, drawn all the same, and drawn otherwise.
    const half = lib.pieces(pos).filter((_, i) => i % 2 === 0);
    expect(lib.boardPicture({ variant: secutor, men: half }).svg).not.toBe(picture.svg);
    const large = lib.boardPicture(pos, { squareMm: 20 });
    expect([large.squareMm, large.width > 1.5 * picture.width]).toEqual([20, true]);
  });

  it("draws a man's paths as `fairyprint diagram --square` does, none for a man without", async () => {
    const paths = lib.movePaths(pos, 'z1');
    expect(paths).toContain('<polyline');
    const [diagram] = await lib.renderDiagram(pos, { format: 'svg', square: 'z1' });
    expect(diagram!.data.toString()).toContain(paths);
    expect(lib.movePaths(pos, 'e2')).toBe('');
    expect(lib.movePaths(pos, 'e4')).toBe('');
  });

  it('draws every kind of move mark once: each mode, with and without jump, initial and once', () => {
    const marks = lib.markPictures(secutor);
    const kinds = new Set(marks.map((m) => `${m.mode} ${m.jump} ${m.initial} ${m.once}`));
    expect(kinds.size).toBe(5 * 8);
    expect(marks.length).toBe(kinds.size);
    for (const m of marks) expect(m.free).toMatch(/^<(g|defs|path|circle|rect|polyline)/);
    // In black and white a mark has no tint.
    expect(lib.markPictures(secutor, { mono: true }).every((m) => m.tint === '')).toBe(true);
  });
});

describe('a kit previewed', () => {
  it('has the pages writeKit writes, each drawn as the SVG file it writes', async () => {
    const chess = variant('chess');
    const preview = lib.previewKit(chess, { format: 'svg', paper: 'letter' });
    const out = await mkdtemp(join(tmpdir(), 'fairyprint-preview-'));
    try {
      const written = await lib.writeKit(chess, { format: 'svg', paper: 'letter', out });
      const svgs = written.files.map((f) => f.path.slice(out.length + 1)).filter((n) => n !== 'kit.pdf');
      expect(preview.pages.map((p) => p.file).sort()).toEqual(svgs.sort());
      const page = preview.pages.find((p) => p.part === 'cards')!;
      expect(await lib.kitPageSvg(preview, page.file)).toEqual(await readFile(join(out, page.file)));
      expect(await lib.kitPageSvg(structuredClone(preview), page.file)).toEqual(await readFile(join(out, page.file)));
      expect(await lib.kitPageSvg(preview, 'kit.pdf')).toBeNull();
    } finally {
      await rm(out, { recursive: true, force: true });
    }
  });
});

describe('records replayed', () => {
  it('gives the position after each legal move as play reaches it, up to the illegal one', () => {
    const chess = variant('chess');
    const [game, ...rest] = lib.replayRecords('1. e4 e5 2. Nf3 Nc6 3. Ke3 *\n', chess, { file: 'g.pgn' });
    expect(rest).toEqual([]);
    expect(game!.report.error?.ply).toBe(5);
    let pos = lib.startPosition(chess);
    const expected = [{ fen: lib.toFen(pos), move: null, from: null, to: null }];
    for (const text of ['e4', 'e5', 'Nf3', 'Nc6']) {
      const m = lib.parseMove(pos, text);
      if (!m.ok) throw m.error;
      pos = lib.play(pos, m.value);
      expected.push({ fen: lib.toFen(pos), move: text, from: m.value.from!, to: m.value.to } as never);
    }
    expect(game!.positions).toEqual(expected);
    expect(lib.validateRecords('1. e4 e5 2. Nf3 Nc6 3. Ke3 *\n', chess, { file: 'g.pgn' })).toEqual([game!.report]);
  });

  it('gives a drop no square it leaves, and a text without a game no position', () => {
    const zh = variant('crazyhouse');
    const [game] = lib.replayRecords('[FEN "4k3/8/8/8/8/8/8/4K3[N] w - - 0 1"]\n\n1. N@f3 *\n', zh);
    const start = position(zh, '4k3/8/8/8/8/8/8/4K3[N] w - - 0 1');
    const drop = lib.parseMove(start, 'N@f3');
    if (!drop.ok) throw drop.error;
    const fen = lib.toFen(lib.play(start, drop.value));
    expect(game!.positions[1]).toEqual({ fen, move: 'N@f3', from: null, to: 'f3' });
    const [none] = lib.replayRecords('', zh);
    expect(none!.positions).toEqual([]);
    expect([none!.report]).toEqual(lib.validateRecords('', zh));
  });
});
