/**
 * Card windows drawn in the variant's board look, read back from the written SVG: Shogi's squares of one
 * colour with grid lines, Xiangqi's men and marks on the points (river and palaces where the window is
 * the board's), chess still checkered.
 */
import { describe, expect, it } from 'vitest';
import { loadVariant } from '../../src/definitions/load.js';
import { renderCards } from '../../src/kit/index.js';
import { palette } from '../../src/render/layout/board.js';
import { readSvg, rectBox, type SvgElement, type SvgFile } from '../render/measure.js';

const cache = new Map<string, Promise<SvgFile[]>>();
/** A variant's card pages written once as SVG. */
const pages = (id: string): Promise<SvgFile[]> => {
  if (!cache.has(id))
    cache.set(
      id,
      renderCards(loadVariant(id), { format: ['svg'] }).then((files) =>
        files.map((f) => readSvg(f.data.toString('utf8'))),
      ),
    );
  return cache.get(id)!;
};

/** The page holding a window and what is drawn directly in it. */
async function windowOf(
  variant: string,
  id: string,
): Promise<{ svg: SvgFile; frame: { x: number; y: number; w: number; h: number }; inside: SvgElement[] }> {
  const svg = (await pages(variant)).find((p) => p.elements.some((e) => e.attrs.id === `${id}-frame`))!;
  expect(svg, `${variant} ${id}`).toBeDefined();
  const frame = rectBox(svg.elements.find((e) => e.attrs.id === `${id}-frame`)!);
  return { svg, frame, inside: svg.elements.filter((e) => e.ancestors[e.ancestors.length - 1] === id) };
}

const cardOf = (variant: string, pieceId: string): string =>
  `c${loadVariant(variant).variant.spec.pieces.findIndex((p) => p.id === pieceId) + 2}`;
const colours = palette(false);
const fills = (els: SvgElement[], fill: string): SvgElement[] =>
  els.filter((e) => e.name === 'rect' && e.attrs.fill === fill);
/** A line's ends on the page. */
const ends = (l: SvgElement): [number, number, number, number] => [
  l.dx + l.scale * Number(l.attrs.x1),
  l.dy + l.scale * Number(l.attrs.y1),
  l.dx + l.scale * Number(l.attrs.x2),
  l.dy + l.scale * Number(l.attrs.y2),
];

describe('card windows in the board look', () => {
  it("shogi: the King's window is one colour of wood, no dark square, its squares parted by grid lines", async () => {
    const id = `${cardOf('shogi', 'K')}-d0`;
    const { frame, inside } = await windowOf('shogi', id);
    const ground = fills(inside, colours.wood);
    expect(ground).toHaveLength(1);
    expect(rectBox(ground[0]!).w).toBeCloseTo(frame.w, 2);
    expect(fills(inside, colours.dark)).toHaveLength(0);
    expect(fills(inside, colours.light)).toHaveLength(0);
    const grid = inside.filter((e) => e.name === 'line' && e.attrs.id?.startsWith(`${id}-grid-`));
    const square = frame.w / 5;
    expect(Math.round(frame.h / square)).toBe(5);
    // A line between every two ranks and every two files, the window's width or height long.
    expect(grid).toHaveLength(8);
    for (const l of grid) {
      const [x1, y1, x2, y2] = ends(l);
      expect(Math.hypot(x2 - x1, y2 - y1), l.attrs.id).toBeCloseTo(5 * square, 2);
      const offset = x1 === x2 ? (x1 - frame.x) / square : (y1 - frame.y) / square;
      expect(Math.abs(offset - Math.round(offset)), l.attrs.id).toBeLessThan(0.01);
    }
  });

  it('shogi: the drop examples keep their marks and the promotion zones their blue over the wood', async () => {
    const all = await pages('shogi');
    const svg = all.find((p) => p.elements.some((e) => /-zone-\d+-\d+$/.test(e.attrs.id ?? '')))!;
    const zone = svg.elements.filter((e) => /-zone-\d+-\d+$/.test(e.attrs.id ?? ''));
    expect(new Set(zone.map((e) => e.attrs.fill)).size).toBe(1);
    expect(zone[0]!.attrs.fill).not.toBe(colours.wood);
    const drops = all.flatMap((p) => p.elements.filter((e) => /-mark-\d+-\d+-drop$/.test(e.attrs.id ?? '')));
    expect(drops.length).toBeGreaterThan(50);
  });

  it("xiangqi: the Horse's men and marks stand where lines cross, on a bare grid without river", async () => {
    const id = `${cardOf('xiangqi', 'N')}-d0`;
    const { svg, frame, inside } = await windowOf('xiangqi', id);
    const lines = inside.filter((e) => e.name === 'line');
    const ranks = lines.filter((e) => /-rank-\d+$/.test(e.attrs.id!)).map((l) => ends(l)[1]);
    const files = lines.filter((e) => /-file-\d+$/.test(e.attrs.id!)).map((l) => ends(l)[0]);
    expect(lines.some((e) => /-(near|far)$|-diagonal-/.test(e.attrs.id!))).toBe(false);
    expect(ranks.length).toBeGreaterThan(2);
    expect(files).toHaveLength(ranks.length);
    const square = frame.w / files.length;
    const onPoint = (x: number, y: number): boolean =>
      files.some((fx) => Math.abs(fx - x) < 0.01) && ranks.some((ry) => Math.abs(ry - y) < 0.01);
    const men = svg.elements.filter(
      (e) => e.name === 'g' && new RegExp(`^${id}-(subject|piece)-`).test(e.attrs.id ?? ''),
    );
    const marks = svg.elements.filter((e) => e.name === 'g' && e.attrs.id?.startsWith(`${id}-mark-`));
    expect(men.length).toBeGreaterThan(0);
    expect(marks).toHaveLength(8);
    for (const m of men) expect(onPoint(m.dx, m.dy), m.attrs.id).toBe(true);
    // A mark's group stands at its square's top-left corner.
    for (const m of marks) expect(onPoint(m.dx + square / 2, m.dy + square / 2), m.attrs.id).toBe(true);
  });

  it("xiangqi: the Advisor's window is the board, its river breaking the files and both palaces crossed", async () => {
    const id = `${cardOf('xiangqi', 'A')}-d0`;
    const { frame, inside } = await windowOf('xiangqi', id);
    const s = frame.w / 9;
    // The centre of point (file, rank) on the page, rank 0 at the bottom.
    const at = (f: number, r: number): [number, number] => [frame.x + (f + 0.5) * s, frame.y + (9 - r + 0.5) * s];
    const line = (name: string): [number, number, number, number] =>
      ends(inside.find((e) => e.attrs.id === `${id}-${name}`)!);
    const close = (got: number[], want: number[]): void => got.forEach((v, i) => expect(v).toBeCloseTo(want[i]!, 2));
    for (let f = 1; f < 8; f++) {
      close(line(`file-${f}-near`), [...at(f, 0), ...at(f, 4)]);
      close(line(`file-${f}-far`), [...at(f, 5), ...at(f, 9)]);
    }
    close(line('file-0'), [...at(0, 0), ...at(0, 9)]);
    close(line('diagonal-1a'), [...at(3, 0), ...at(5, 2)]);
    close(line('diagonal-2b'), [...at(3, 9), ...at(5, 7)]);
  });

  it("xiangqi: a rule example's window of the board shows the river and the palaces it covers", async () => {
    const all = await pages('xiangqi');
    const example = all
      .flatMap((p) => p.elements)
      .find((e) => e.name === 'rect' && /^c\d+-b\d+-frame$/.test(e.attrs.id ?? ''))!;
    const id = example.attrs.id!.replace(/-frame$/, '');
    const { inside } = await windowOf('xiangqi', id);
    // The Generals' example spans all ten ranks: both palaces, and the river between ranks 5 and 6.
    const names = inside.map((e) => e.attrs.id?.slice(id.length + 1)).filter(Boolean);
    expect(names).toEqual(expect.arrayContaining(['diagonal-1a', 'diagonal-2a', 'rank-10']));
    expect(names.some((n) => /^file-\d+-near$/.test(n!))).toBe(true);
  });

  it('chess: windows stay checkered, two square colours and no lines', async () => {
    for (const pid of ['N', 'Q']) {
      const id = `${cardOf('chess', pid)}-d0`;
      const { frame, inside } = await windowOf('chess', id);
      const square = Math.min(...inside.filter((e) => e.name === 'rect').map((e) => rectBox(e).w));
      const cells = Math.round(frame.w / square) * Math.round(frame.h / square);
      expect(fills(inside, colours.light), pid).toHaveLength(1);
      expect(fills(inside, colours.dark), pid).toHaveLength(Math.ceil(cells / 2));
      expect(
        inside.filter((e) => e.name === 'line' && /-(grid|rank|file|diagonal)-/.test(e.attrs.id ?? '')),
        pid,
      ).toHaveLength(0);
    }
  });
});
