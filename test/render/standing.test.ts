/** Standing pieces: strips that fold into tents, their fold lines at the measured distances. */
import { describe, expect, it } from 'vitest';
import { loadVariant } from '../../src/definitions/load.js';
import { kitScenes } from '../../src/kit/index.js';
import { foldsOf, standingScene, tentOf } from '../../src/render/layout/standing.js';
import { cutLines, type Item } from '../../src/render/scene.js';
import { placedTexts } from './scene-walk.js';

type Group = Extract<Item, { kind: 'group' }>;
const strips = (items: readonly Item[]): Group[] =>
  items.filter((it): it is Group => it.kind === 'group' && (it.id ?? '').startsWith('standing-'));

describe('standing pieces', () => {
  it('folds each strip at the base, the two faces and the tab, measured from its base end', () => {
    const square = 20;
    const scene = standingScene(loadVariant('chess').variant, { squareMm: square });
    // 16 mm footprint on 20 mm squares, faces 1.4 times the base, a tab of 0.45 of it.
    expect(tentOf(square)).toEqual({ base: 16, face: 22.4, tab: 7.2, depth: 16 });
    expect(foldsOf(square)).toEqual([16, 38.4, 60.8]);
    let n = 0;
    for (const page of scene.pages) {
      for (const g of strips(page.items)) {
        n++;
        const folds = g.items.filter(
          (it): it is Extract<Item, { kind: 'line' }> => it.kind === 'line' && !!it.id?.startsWith('fold-'),
        );
        expect(folds.map((f) => f.y1)).toEqual([16, 38.4, 60.8]);
        for (const f of folds) {
          expect([f.x1, f.x2, f.y2]).toEqual([0, 16, f.y1]);
          expect(f.dash).toBeDefined();
        }
      }
      // Each strip's outline is its cut, as long as base, two faces and the tab: 83.2 mm.
      for (const c of cutLines(page)) {
        if (c.kind !== 'poly') throw new Error(`a strip is cut along a polygon, not a ${c.kind}`);
        const ys = c.points.filter((_, i) => i % 2 === 1);
        expect(Math.max(...ys) - Math.min(...ys)).toBeCloseTo(16 + 2 * 22.4 + 7.2, 9);
      }
    }
    // Every man and the promotion spares, both sides.
    expect(n).toBe(44);
    // The two faces meet over the base: a triangle that stands (each face longer than half the base).
    expect(tentOf(square).face).toBeGreaterThan(tentOf(square).base / 2);
  });

  it('shows the figure on both faces, upright for the player each faces: turned half round on the first', () => {
    const [page] = standingScene(loadVariant('chess').variant, { squareMm: 20 }).pages;
    const king = strips(page!.items)[0]!;
    const texts = placedTexts({ width: 0, height: 0, name: '', items: [king] }).filter((t) => t.text === 'King');
    expect(texts).toHaveLength(2);
    const rotated = (items: readonly Item[]): number[] =>
      items.flatMap((it) =>
        it.kind === 'group' ? rotated(it.items) : it.kind === 'text' && it.text === 'King' ? [it.rotate ?? 0] : [],
      );
    expect(rotated(king.items).sort()).toEqual([0, 180]);
  });

  it('takes the place of the counters in a kit printed with --pieces standing, no text under 6 pt', () => {
    const kit = kitScenes(loadVariant('chess').variant, { pieces: 'standing', format: 'pdf' });
    expect(kit.parts.map((p) => p.title)).toContain('Standing pieces');
    expect(kit.parts.map((p) => p.title)).not.toContain('Counters');
    const standing = kit.scenes.find((s) => s.basename === 'standing')!;
    for (const p of standing.pages)
      for (const t of placedTexts(p)) expect(t.size).toBeGreaterThanOrEqual((6 * 25.4) / 72 - 1e-9);
    expect(() => kitScenes(loadVariant('chess').variant, { pieces: 'tall' as 'flat' })).toThrow(
      /pieces must be flat or standing/,
    );
  });
});
