/** The score sheet and the trackers: every way to end as a tick box, a tracker for every rule that remembers something. */
import { describe, expect, it } from 'vitest';
import { loadVariant, templateIds } from '../../src/definitions/load.js';
import { endingWays, trackables } from '../../src/diagrams/tracking.js';
import { scoreScene } from '../../src/render/layout/score.js';
import { cutLines, type Item } from '../../src/render/scene.js';
import { tier } from '../helpers/tier.js';
import { pageWords, placedTexts } from '../render/scene-walk.js';

const groups = (items: readonly Item[], out: Extract<Item, { kind: 'group' }>[] = []): typeof out => {
  for (const it of items)
    if (it.kind === 'group') {
      out.push(it);
      groups(it.items, out);
    }
  return out;
};

const DRAWN = [
  'ecros',
  'orthodia',
  'chess-legions',
  'threecheck',
  'makruk',
  'shatranj',
  'xiangqi',
  'shogi',
  'chess',
  'secutor',
];

describe('score sheet and trackers', () => {
  it('has a tracker from every rule module of every template that keeps state, a right or man memory', () => {
    // Every template in the deep tier; those the issue names in npm test.
    for (const id of tier(DRAWN, templateIds())) {
      const v = loadVariant(id).variant;
      for (const r of v.rules)
        if (r.state || r.right || r.leaveMemory || r.spendsRight)
          expect(r.trackers?.(v).length ?? 0, `${id}: ${r.id}`).toBeGreaterThan(0);
    }
  });

  it('gives every rule module that keeps state, a right or man memory a tracker, drawn on the trackers page', () => {
    let modules = 0;
    for (const id of DRAWN) {
      const v = loadVariant(id).variant;
      const scene = scoreScene(v);
      const trackerPages = scene.pages.slice(1);
      const drawn = trackerPages.flatMap((p) =>
        groups(p.items).flatMap((g) => (g.id?.startsWith('tracker-') ? [g] : [])),
      );
      for (const r of v.rules) {
        if (!r.state && !r.right && !r.leaveMemory && !r.spendsRight) continue;
        modules++;
        const own = r.trackers?.(v) ?? [];
        expect(own.length, `${id}: ${r.id}`).toBeGreaterThan(0);
        for (const t of own)
          expect(
            trackables(v).some((u) => u.label === t.label),
            `${id}: ${t.label}`,
          ).toBe(true);
      }
      // Every tracker is drawn with its label, and a count with each of its numbers.
      for (const t of trackables(v)) {
        const block = drawn.find((g) => g.items.some((it) => it.kind === 'text' && it.text === t.label));
        expect(block, `${id}: ${t.label}`).toBeDefined();
        if (t.kind === 'count') {
          const numbers = block!.items.flatMap((it) =>
            it.kind === 'text' && /^\d+$/.test(it.text) ? [Number(it.text)] : [],
          );
          for (let n = Math.min(t.from, t.to); n <= Math.max(t.from, t.to); n++)
            expect(numbers, `${id}: ${t.label} ${n}`).toContain(n);
        }
      }
      // A once-per-game move of a man (Orthodia's Warriors) has a box per man.
      v.spec.pieces.forEach((p, type) => {
        if (p.atoms.some((a) => a.once))
          expect(
            trackables(v).some((t) => t.kind === 'once' && t.perMan?.pieces.includes(type)),
            `${id}: ${p.name}`,
          ).toBe(true);
      });
      if (!trackables(v).length) expect(scene.pages.length).toBe(1);
    }
    expect(modules).toBeGreaterThan(5);
  });

  it('tracks what the issue names, in each of its variants', () => {
    const labels = (id: string): string[] => trackables(loadVariant(id).variant).map((t) => t.label);
    expect(labels('ecros')).toEqual(expect.arrayContaining(['May not go back', 'Castled', 'Men left']));
    expect(labels('orthodia')).toContain("Warrior's once-per-game move");
    expect(labels('chess-legions')).toContain('Guard called');
    expect(labels('threecheck')).toContain('Checks given');
    expect(labels('makruk')).toContain('Count');
    expect(labels('shatranj').some((l) => l.startsWith('Moves without capture or'))).toBe(true);
    expect(labels('xiangqi')).toContain('Times the position has stood');
    // A track of numbers says what it counts and when it matters.
    const times = trackables(loadVariant('xiangqi').variant).find((t) => t.label === 'Times the position has stood');
    expect(times?.note).toMatch(/position that is repeating.* at 3 the rules judge it/);
    const men = trackables(loadVariant('ecros').variant).find((t) => t.label === 'Men left');
    expect(men).toMatchObject({ kind: 'count', from: 40, to: 9, perSide: true });
  });

  it("puts every way the game can end on the score sheet, ECROS's four victories among them", () => {
    for (const id of ['ecros', 'chess', 'xiangqi', 'shogi', 'makruk', 'chess-legions']) {
      const v = loadVariant(id).variant;
      const words = pageWords(scoreScene(v).pages[0]!);
      for (const way of endingWays(v)) expect(words, `${id}: ${way}`).toContain(way);
    }
    const ecros = endingWays(loadVariant('ecros').variant);
    expect(ecros).toEqual(
      expect.arrayContaining([
        'every enemy Nexside and Nextant captured',
        'occupation of the four corners',
        'occupation of the four centre squares',
        'opponent reduced to 9 men',
      ]),
    );
    expect(endingWays(loadVariant('xiangqi').variant)).toContain('perpetual chase (the chasing side loses)');
  });

  it("keeps the tracks' tokens inside the margins, and runs chess's move-rule track to the 75th move, the claim at 50 noted", () => {
    for (const id of ['chess', 'makruk', 'ecros']) {
      for (const page of scoreScene(loadVariant(id).variant).pages.slice(1))
        for (const c of cutLines(page))
          if (c.kind === 'circle') {
            expect(c.cx - c.r, id).toBeGreaterThanOrEqual(10 - 1e-9);
            expect(c.cx + c.r, `${id}: a token at x ${c.cx.toFixed(1)}`).toBeLessThanOrEqual(page.width - 10 + 1e-9);
          }
    }
    const rule = trackables(loadVariant('chess').variant).find((t) => t.label.startsWith('Moves without capture'));
    expect(rule).toMatchObject({ kind: 'count', from: 1, to: 75 });
    expect(rule?.note).toContain('a draw may be claimed at 50; drawn at 75');
  });

  it("draws no solid dark marker with --ink-saving: Black's are outlined on white, as his counters are", () => {
    const fills = (inkSaving: boolean): string[] => {
      const out: string[] = [];
      const walk = (items: readonly Item[]): void => {
        for (const it of items)
          if (it.kind === 'group') walk(it.items);
          else if (it.kind === 'circle' && it.role === 'cut' && it.fill) out.push(it.fill);
      };
      for (const p of scoreScene(loadVariant('ecros').variant, { inkSaving }).pages.slice(1)) walk(p.items);
      return [...new Set(out)];
    };
    expect(fills(false)).toContain('#262626');
    expect(fills(true)).toEqual(['#ffffff']);
  });

  it("cuts the trackers' markers out along their outlines, sized to the board's squares, no text under 6 pt", () => {
    const scene = scoreScene(loadVariant('ecros').variant, { squareMm: 15 });
    const circles = scene.pages.slice(1).flatMap((p) => cutLines(p).filter((c) => c.kind === 'circle'));
    // 40 markers a side and a token a side on the track of men left.
    expect(circles.filter((c) => c.kind === 'circle' && Math.abs(c.r - 4.5) < 1e-9).length).toBe(80);
    for (const p of scene.pages)
      for (const t of placedTexts(p)) expect(t.size).toBeGreaterThanOrEqual((6 * 25.4) / 72 - 1e-9);
  });
});
