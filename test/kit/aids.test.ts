/** The player aids: every man's moves said whole, each line inside its column, each card on its page. */
import { describe, expect, it } from 'vitest';
import { loadVariant } from '../../src/definitions/load.js';
import { theFont } from '../../src/render/font.js';
import { aidScene } from '../../src/render/layout/aid.js';
import { MIN_TEXT_MM } from '../../src/render/layout/frame.js';
import { cutLines, type Item } from '../../src/render/scene.js';
import { tier } from '../helpers/tier.js';
import { placedTexts, textSpan } from '../render/scene-walk.js';

const words = (s: string): string => s.replace(/\s+/g, ' ').trim();

describe('player aids', () => {
  it("say all each man does (chess's Pawn promotes), wrapped inside the card, never cut short", () => {
    for (const id of tier(['chess'], ['chess', 'ecros', 'chess-legions', 'secutor', 'orthodia', 'shogi', 'xiangqi'])) {
      const v = loadVariant(id).variant;
      const scene = aidScene(v);
      for (const page of scene.pages) {
        const texts = placedTexts(page);
        const cards = cutLines(page).flatMap((c) => (c.kind === 'rect' ? [c] : []));
        expect(cards.length, id).toBeGreaterThan(0);
        // Each card inside the page's margins, above the footer.
        for (const c of cards) {
          expect(c.x, id).toBeGreaterThanOrEqual(10 - 1e-9);
          expect(c.x + c.w, id).toBeLessThanOrEqual(page.width - 10 + 1e-9);
          expect(c.y + c.h, id).toBeLessThanOrEqual(page.height - 10 - 14 + 1e-9);
        }
        // The moves lines are the grey 6 pt texts: none runs past its card's right edge.
        const moves = texts.filter((t) => Math.abs(t.size - MIN_TEXT_MM) < 1e-9 && t.y > 30);
        for (const t of moves) {
          const card = cards.find((c) => t.y > c.y && t.y < c.y + c.h)!;
          expect(textSpan(t, (s, size) => theFont().width(s, size))[1], `${id}: ${t.text}`).toBeLessThanOrEqual(
            card.x + card.w - 2,
          );
        }
      }
      // Every man's whole rules text is on each side's card, in reading order.
      const all = words(
        scene.pages
          .flatMap((p) => placedTexts(p))
          .map((t) => t.text)
          .join(' '),
      );
      for (const p of v.spec.pieces)
        if (all.includes(`${p.abbrev} ${p.name}`)) expect(all, `${id}: ${p.name}`).toContain(words(p.rules));
    }
    const chess = words(
      placedTexts(aidScene(loadVariant('chess').variant).pages[0]!)
        .map((t) => t.text)
        .join(' '),
    );
    expect(chess).toContain('Promotes on the last rank to a queen, rook, bishop or knight.');
  });

  it("show Black's men upright on Black's card, as he sees them across the board (Shogi's pentagons, letters)", () => {
    const turned: string[] = [];
    const walk = (items: readonly Item[]): void => {
      for (const it of items)
        if (it.kind === 'group') walk(it.items);
        else if (it.kind === 'text' && (it.rotate ?? 0) !== 0) turned.push(it.text);
    };
    for (const page of aidScene(loadVariant('shogi').variant).pages) walk(page.items);
    expect(turned).toEqual([]);
  });
});
