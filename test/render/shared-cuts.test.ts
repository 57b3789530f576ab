/** Counters edge to edge: one cut between two neighbours, each edge cut once, the trim box the cuts' own. */
import { describe, expect, it } from 'vitest';
import { loadVariant } from '../../src/definitions/load.js';
import { counterScene } from '../../src/render/layout/counters.js';
import { type CutLine, cutLines, type Item } from '../../src/render/scene.js';

type Line = Extract<CutLine, { kind: 'line' }>;
const near = (a: number, b: number): boolean => Math.abs(a - b) < 1e-6;

/** The counters' cells on the page: each group of id counter-*, its place and size. */
function cells(items: readonly Item[], d: number): { x: number; y: number }[] {
  return items.flatMap((it) =>
    it.kind === 'group' && it.id?.startsWith('counter-') ? [{ x: it.translate![0], y: it.translate![1], d }] : [],
  );
}

/** Whether an edge from (x1, y1) to (x2, y2) lies on one of the lines. */
const covered = (lines: readonly Line[], x1: number, y1: number, x2: number, y2: number): boolean =>
  lines.some((l) =>
    near(y1, y2)
      ? near(l.y1, y1) && near(l.y2, y1) && Math.min(l.x1, l.x2) <= x1 + 1e-6 && Math.max(l.x1, l.x2) >= x2 - 1e-6
      : near(l.x1, x1) && near(l.x2, x1) && Math.min(l.y1, l.y2) <= y1 + 1e-6 && Math.max(l.y1, l.y2) >= y2 - 1e-6,
  );

describe('one cut between neighbouring counters', () => {
  it('cuts every edge of every counter once, along long straight lines, on fronts and backs', () => {
    const scene = counterScene(loadVariant('chess'), { squareMm: 20, backs: true });
    for (const page of scene.pages) {
      const cuts = cutLines(page);
      expect(cuts.every((c) => c.kind === 'line')).toBe(true);
      const lines = cuts as Line[];
      // No two cuts overlap: an edge two counters share is cut once.
      for (const [i, a] of lines.entries())
        for (const b of lines.slice(i + 1)) {
          const sameLine =
            (near(a.y1, a.y2) && near(b.y1, b.y2) && near(a.y1, b.y1)) ||
            (near(a.x1, a.x2) && near(b.x1, b.x2) && near(a.x1, b.x1));
          if (!sameLine) continue;
          const [a0, a1, b0, b1] = near(a.y1, a.y2)
            ? [Math.min(a.x1, a.x2), Math.max(a.x1, a.x2), Math.min(b.x1, b.x2), Math.max(b.x1, b.x2)]
            : [Math.min(a.y1, a.y2), Math.max(a.y1, a.y2), Math.min(b.y1, b.y2), Math.max(b.y1, b.y2)];
          expect(Math.min(a1, b1) - Math.max(a0, b0), page.name).toBeLessThanOrEqual(1e-6);
        }
      const d = 18;
      const mine = cells(page.items, d);
      // Chess: 16 men and 6 spares a side, 9 a row on A4 at 18 mm: 3 rows a side, so 7 horizontal cuts and 10 vertical.
      expect(mine).toHaveLength(44);
      for (const { x, y } of mine) {
        expect(covered(lines, x, y, x + d, y)).toBe(true);
        expect(covered(lines, x, y + d, x + d, y + d)).toBe(true);
        expect(covered(lines, x, y, x, y + d)).toBe(true);
        expect(covered(lines, x + d, y, x + d, y + d)).toBe(true);
      }
      expect(new Set(lines.filter((l) => near(l.y1, l.y2)).map((l) => l.y1.toFixed(6))).size).toBe(7);
      expect(new Set(lines.filter((l) => near(l.x1, l.x2)).map((l) => l.x1.toFixed(6))).size).toBe(10);
      // The trim box is the sheet's: the box of its cuts.
      const xs = lines.flatMap((l) => [l.x1, l.x2]);
      const ys = lines.flatMap((l) => [l.y1, l.y2]);
      expect(page.trim!.x).toBeCloseTo(Math.min(...xs), 6);
      expect(page.trim!.y).toBeCloseTo(Math.min(...ys), 6);
      expect(page.trim!.x + page.trim!.w).toBeCloseTo(Math.max(...xs), 6);
      expect(page.trim!.y + page.trim!.h).toBeCloseTo(Math.max(...ys), 6);
    }
  });

  it('continues each cut to the paper edge with one crop mark at each end, not two per gutter', () => {
    const [page] = counterScene(loadVariant('chess'), { squareMm: 20 }).pages;
    const marks = page!.items.filter(
      (it): it is Extract<Item, { kind: 'line' }> => it.kind === 'line' && it.role !== 'cut' && it.strokeWidth === 0.15,
    );
    const verticalXs = marks.filter((m) => near(m.x1, m.x2)).map((m) => m.x1.toFixed(6));
    // Two marks (top and bottom) for each of the 10 vertical cuts.
    expect(verticalXs).toHaveLength(20);
    expect(new Set(verticalXs).size).toBe(10);
  });
});
