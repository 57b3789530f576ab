/**
 * The one sheet layout: a new kind of sheet (here 40 mm tiles with a cut line each, as a score pad or a
 * player aid would be) is a few lines of layout, and gets the pages, crop marks, trim and bleed boxes and
 * mirrored duplex backs that counters and cards have.
 */
import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/errors.js';
import { checkPrint } from '../../src/render/layout/paper.js';
import { sheetPages } from '../../src/render/layout/sheet.js';
import { cutLines, type Item, type Page } from '../../src/render/scene.js';

const tile = (n: number): Item[] => [
  { kind: 'rect', x: -1, y: -1, w: 42, h: 42, fill: '#224466' },
  { kind: 'rect', x: 0, y: 0, w: 40, h: 40, stroke: '#000000', strokeWidth: 0.15, role: 'cut' },
  { kind: 'text', x: 20, y: 22, text: String(n), size: 5, anchor: 'middle', fill: '#ffffff' },
];

/** 30 tiles on A4 with 10 mm margins: 4 columns of 40 mm in 190 mm, 6 rows in 277 mm, so two sheets. */
const pages = (): Page[] =>
  sheetPages({
    print: checkPrint({ orientation: 'portrait' }),
    cell: { w: 40, h: 40 },
    runs: [Array.from({ length: 30 }, (_, i) => i + 1)],
    room: { top: 10, bottom: 10, sides: 10 },
    bleed: { front: 1, back: 1 },
    front: (n) => ({ id: `tile-${n}`, items: tile(n) }),
    back: (n) => ({ id: `tile-${n}-back`, items: tile(n) }),
  });

const marks = (page: Page) => page.items.flatMap((it) => (it.kind === 'line' && it.strokeWidth === 0.15 ? [it] : []));

describe('a sheet of a new kind, in a few lines', () => {
  it('fills as few pages as fit, each followed by its back', () => {
    const all = pages();
    expect(all.map((p) => p.name)).toEqual(['p1', 'p1-back', 'p2', 'p2-back']);
    expect(all.map((p) => cutLines(p).length)).toEqual([24, 24, 6, 6]);
    // The grid centred across the page: (210 - 160) / 2 = 25 mm from the left, at the room's top.
    expect(all[0]!.trim).toEqual({ x: 25, y: 10, w: 160, h: 240 });
    expect(all[2]!.trim).toEqual({ x: 25, y: 10, w: 160, h: 80 });
    expect(all.map((p) => p.bleed)).toEqual([1, 1, 1, 1]);
  });

  it('puts each back behind its front once the sheet turns over on its long edge', () => {
    const [front, back] = pages();
    const at = (page: Page, id: string) =>
      page.items.find((it): it is Extract<Item, { kind: 'group' }> => it.kind === 'group' && it.id === id)!.translate!;
    for (let n = 1; n <= 24; n++) {
      const [fx, fy] = at(front!, `tile-${n}`);
      const [bx, by] = at(back!, `tile-${n}-back`);
      expect(bx).toBeCloseTo(210 - fx - 40, 9);
      expect(by).toBe(fy);
    }
  });

  it('marks every cut outside the grid, clear of the bleed, top and bottom, left and right', () => {
    const [front, , last] = pages();
    // 5 vertical cuts and 7 horizontal ones, each marked at both ends.
    const lines = marks(front!);
    expect(lines).toHaveLength(2 * 5 + 2 * 7);
    const xs = new Set(lines.filter((l) => l.x1 === l.x2).map((l) => l.x1));
    expect([...xs].sort((a, b) => a - b)).toEqual([25, 65, 105, 145, 185]);
    for (const l of lines) {
      // Each mark starts 1 mm clear of the grid (the bleed) and runs 3.5 mm outwards.
      expect(Math.hypot(l.x2 - l.x1, l.y2 - l.y1)).toBeCloseTo(3.5, 9);
      const outside = l.y1 <= 9 + 1e-9 || l.y1 >= 251 - 1e-9 || l.x1 <= 24 + 1e-9 || l.x1 >= 186 - 1e-9;
      expect(outside).toBe(true);
    }
    // The last sheet's six tiles in two rows: its own three horizontal cuts only.
    expect(marks(last!).filter((l) => l.y1 === l.y2)).toHaveLength(6);
  });

  it('refuses a cell the paper cannot hold, in one line', () => {
    const huge = () =>
      sheetPages({
        print: checkPrint({}),
        cell: { w: 300, h: 40 },
        runs: [[1]],
        room: { top: 10, bottom: 10, sides: 10 },
        front: (n) => ({ id: `t${n}`, items: tile(n) }),
      });
    expect(huge).toThrow(InputError);
    expect(huge).toThrow(/300 x 40 mm does not fit on a4 paper/);
  });
});
