/** Sides anyone can tell apart, in colour and grey-scale, without one side's letters printing smaller. */
import { describe, expect, it } from 'vitest';
import { loadVariant } from '../../src/definitions/load.js';
import { counterScene } from '../../src/render/layout/counters.js';
import { pieceLook, pieceToken } from '../../src/render/layout/token.js';
import type { Item } from '../../src/render/scene.js';
import { tier } from '../helpers/tier.js';

/** The size of every text that is a man's letters, by the counter group it sits in. */
function letterSizes(items: readonly Item[], letters: Set<string>, group = '', out = new Map<string, number[]>()) {
  for (const it of items) {
    if (it.kind === 'group') letterSizes(it.items, letters, it.id ?? group, out);
    else if (it.kind === 'text' && letters.has(it.text))
      out.set(`${group}:${it.text}`, [...(out.get(`${group}:${it.text}`) ?? []), it.size]);
  }
  return out;
}

// The deep tier adds the kits whose counters take longest to lay out.
const VARIANTS = tier(['xiangqi', 'chess-legions'], ['ecros', 'xiangqi', 'chess-legions', 'secutor', 'orthodia']);

describe('sides', () => {
  it("prints both sides' letters at the same size in --mono, on counters and tokens", () => {
    for (const id of VARIANTS) {
      const v = loadVariant(id).variant;
      const letters = new Set(v.spec.pieces.map((p) => p.abbrev));
      const bySide = { white: new Map<string, number>(), black: new Map<string, number>() };
      for (const page of counterScene(v, { mono: true }).pages)
        for (const [key, sizes] of letterSizes(page.items, letters)) {
          const [group, abbrev] = key.split(':') as [string, string];
          const side = group.startsWith('counter-white') ? 'white' : group.startsWith('counter-black') ? 'black' : null;
          if (side) bySide[side].set(abbrev, sizes[0]!);
        }
      expect(bySide.white.size, id).toBeGreaterThan(0);
      for (const [abbrev, size] of bySide.white)
        expect(bySide.black.get(abbrev), `${id} ${abbrev}`).toBeCloseTo(size, 9);
      for (const [t, p] of v.spec.pieces.entries()) {
        const size = (white: boolean): number[] =>
          [...letterSizes(pieceToken(v.spec, t, white, 12, true), new Set([p.abbrev])).values()].flat();
        expect(size(false), `${id} ${p.abbrev} token`).toEqual(size(true));
      }
    }
  });

  it("prints one letter size for a family of men (ECROS's Null One to Eight alike)", () => {
    const v = loadVariant('ecros').variant;
    const letters = new Set(v.spec.pieces.map((p) => p.abbrev));
    const sizes = new Map<string, number>();
    for (const page of counterScene(v, { mono: true }).pages)
      for (const [key, s] of letterSizes(page.items, letters)) sizes.set(key.split(':')[1]!, s[0]!);
    const families = new Map<string, Set<number>>();
    v.spec.pieces.forEach((p, t) => {
      const family = String(pieceLook(v.spec, t).family);
      families.set(family, (families.get(family) ?? new Set()).add(Math.round(sizes.get(p.abbrev)! * 1e6)));
    });
    for (const [family, set] of families) expect(set.size, family).toBe(1);
  });

  it("marks Xiangqi's Black men by shape too, not by ink alone", () => {
    const v = loadVariant('xiangqi').variant;
    const rings = (white: boolean): number =>
      pieceToken(v.spec, 0, white, 12, false).filter((it) => it.kind === 'circle' && !it.fill).length;
    expect(rings(false)).toBeGreaterThan(rings(true));
    const [page] = counterScene(v).pages;
    const counterRings = (side: string): number => {
      const g = page!.items.find((it) => it.kind === 'group' && it.id === `counter-${side}-1`) as Extract<
        Item,
        { kind: 'group' }
      >;
      const body = g.items.find((it) => it.kind === 'group') as Extract<Item, { kind: 'group' }>;
      return body.items.filter((it) => it.kind === 'circle' && !it.fill && !('role' in it && it.role)).length;
    };
    expect(counterRings('black')).toBeGreaterThan(counterRings('white'));
  });
});
