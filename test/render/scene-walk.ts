/** Scene items as printed: every text with its size and place on the page after the groups' transforms. */
import type { Item, Page } from '../../src/render/scene.js';

export interface PlacedText {
  text: string;
  /** Em size on paper, mm. */
  size: number;
  x: number;
  y: number;
  anchor: 'start' | 'middle' | 'end';
  /** Ids of the groups it sits in, outermost first. */
  groups: string[];
}

export function placedTexts(page: Page): PlacedText[] {
  const out: PlacedText[] = [];
  const walk = (items: readonly Item[], dx: number, dy: number, k: number, groups: string[]): void => {
    for (const it of items) {
      if (it.kind === 'text')
        out.push({ text: it.text, size: it.size * k, x: dx + k * it.x, y: dy + k * it.y, anchor: it.anchor, groups });
      else if (it.kind === 'group') {
        const [tx, ty] = it.translate ?? [0, 0];
        walk(it.items, dx + k * tx, dy + k * ty, k * (it.scale ?? 1), it.id ? [...groups, it.id] : groups);
      }
    }
  };
  walk(page.items, 0, 0, 1, []);
  return out;
}

/** All the page's text joined by spaces. */
export const pageWords = (page: Page): string =>
  placedTexts(page)
    .map((t) => t.text)
    .join(' ');

/** Left and right ends of a placed text on the page (mm), measured with the embedded font. */
export function textSpan(t: PlacedText, width: (s: string, size: number) => number): [number, number] {
  const w = width(t.text, t.size);
  const left = t.anchor === 'start' ? t.x : t.anchor === 'middle' ? t.x - w / 2 : t.x - w;
  return [left, left + w];
}
