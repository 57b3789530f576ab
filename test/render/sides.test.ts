/** Sides anyone can tell apart, in colour and grey-scale, without one side's letters printing smaller. */
import { describe, expect, it } from 'vitest';
import { loadVariant } from '../../src/definitions/load.js';
import type { VariantSpec } from '../../src/engine/spec.js';
import { cardScene } from '../../src/render/layout/cards.js';
import { counterScene } from '../../src/render/layout/counters.js';
import { pieceLook, pieceToken } from '../../src/render/layout/token.js';
import type { Item } from '../../src/render/scene.js';
import { tier } from '../helpers/tier.js';

/**
 * The size of every text that is a man's letters, or character of his traditional face drawn as its
 * outline, by the counter group it sits in, keyed by what `letters` maps it to (each side's character
 * to the man's letters).
 */
function letterSizes(
  items: readonly Item[],
  letters: Map<string, string>,
  group = '',
  out = new Map<string, number[]>(),
) {
  for (const it of items) {
    if (it.kind === 'group') letterSizes(it.items, letters, it.id ?? group, out);
    else {
      const label = it.kind === 'text' ? it.text : it.kind === 'path' ? (it.label ?? '') : '';
      const size = it.kind === 'text' ? it.size : it.kind === 'path' ? (it.size ?? 0) : 0;
      const man = letters.get(label);
      if (man) out.set(`${group}:${man}`, [...(out.get(`${group}:${man}`) ?? []), size]);
    }
  }
  return out;
}

/** Each man's letters, and each character of his traditional faces, to his letters. */
const lettersOf = (spec: VariantSpec): Map<string, string> =>
  new Map(
    spec.pieces.flatMap((p) => [
      [p.abbrev, p.abbrev] as const,
      ...[...(p.faces?.cjk ?? []), ...(p.faces?.token ?? [])].flatMap((t) => [...t].map((c) => [c, p.abbrev] as const)),
    ]),
  );

// The deep tier adds the kits whose counters take longest to lay out.
const VARIANTS = tier(['xiangqi', 'chess-legions'], ['ecros', 'xiangqi', 'chess-legions', 'secutor', 'orthodia']);

describe('sides', () => {
  it("prints both sides' letters at the same size in --mono, on counters and tokens", () => {
    for (const id of VARIANTS) {
      const v = loadVariant(id).variant;
      const letters = lettersOf(v.spec);
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
          [
            ...letterSizes(
              pieceToken(v.spec, t, white, 12, true),
              new Map([...lettersOf(v.spec)].filter(([, a]) => a === p.abbrev)),
            ).values(),
          ].flat();
        expect(size(false), `${id} ${p.abbrev} token`).toEqual(size(true));
      }
    }
  });

  it("prints one letter size for a family of men (ECROS's Null One to Eight alike)", () => {
    // ECROS's counters take seconds to lay out the first time: in the deep tier.
    for (const id of tier(['orthodia'], ['orthodia', 'ecros'])) {
      const v = loadVariant(id).variant;
      const letters = lettersOf(v.spec);
      const sizes = new Map<string, number>();
      for (const page of counterScene(v, { mono: true }).pages)
        for (const [key, s] of letterSizes(page.items, letters)) sizes.set(key.split(':')[1]!, s[0]!);
      const families = new Map<string, Set<number>>();
      v.spec.pieces.forEach((p, t) => {
        const family = String(pieceLook(v.spec, t).family);
        if (!pieceLook(v.spec, t).figurine)
          families.set(family, (families.get(family) ?? new Set()).add(Math.round(sizes.get(p.abbrev)! * 1e6)));
      });
      for (const [family, set] of families) expect(set.size, `${id} ${family}`).toBe(1);
    }
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

describe('ink saving', () => {
  it('outlines the dark side on white, fills nothing past the cuts, and prints light card backs', () => {
    const fills = (items: readonly Item[], out: string[] = []): string[] => {
      for (const it of items)
        if (it.kind === 'group') fills(it.items, out);
        else if (it.kind !== 'text' && it.kind !== 'line' && it.fill) out.push(it.fill);
      return out;
    };
    const v = loadVariant('chess').variant;
    const saving = counterScene(v, { inkSaving: true, gutterMm: 3, backs: true });
    const bodies = saving.pages.flatMap((p) =>
      p.items.flatMap((it) => (it.kind === 'group' && it.id?.startsWith('counter-') ? [it.items[0]!] : [])),
    );
    // Each counter's body is white and ends at its cut, though the gutters leave room for a bleed.
    expect(new Set(fills(bodies))).toEqual(new Set(['#ffffff']));
    for (const p of saving.pages) expect(p.bleed ?? 0).toBe(0);
    expect(counterScene(v, { gutterMm: 3 }).pages[0]!.bleed).toBe(1.5);
    const backs = cardScene(v, { inkSaving: true, backs: true }).pages.filter((p) => p.name.endsWith('back'));
    expect(backs.length).toBeGreaterThan(0);
    const dark = (c: string): boolean => Number.parseInt(c.slice(1, 3), 16) < 128;
    for (const p of backs) expect(fills(p.items).filter(dark)).toEqual([]);
  });
});
