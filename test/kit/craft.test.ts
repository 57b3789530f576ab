/** Kit craft: page numbers, tiles naming kit.pdf's pages, bookmarks, the contents page inside its margins. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadVariant } from '../../src/definitions/load.js';
import { rulesSummary } from '../../src/diagrams/summary.js';
import { kitScenes, writeKit } from '../../src/kit/index.js';
import { theFont } from '../../src/render/font.js';
import { pdfOutline, pdfPageBox, pdfPageCount, pdfText } from '../helpers/pdf.js';
import { tempDir } from '../render/measure.js';
import { placedTexts, textSpan } from '../render/scene-walk.js';

const KITS = ['ecros', 'secutor', 'orthodia', 'orthodia-simplified', 'chess-legions', 'chess'];

describe('kit craft', () => {
  it('numbers every page of kit.pdf "N / M", the parts\' own files alike', () => {
    for (const id of KITS) {
      const { kit, scenes } = kitScenes(loadVariant(id), { backs: true });
      const total = kit.pages.length;
      kit.pages.forEach((page, i) => {
        const folios = placedTexts(page).filter((t) => /^\d+ \/ \d+$/.test(t.text));
        expect(
          folios.map((f) => f.text),
          `${id} page ${i + 1}`,
        ).toEqual([`${i + 1} / ${total}`]);
        // On the paper, inside the margins.
        expect(folios[0]!.x).toBeLessThanOrEqual(page.width - 10 + 1e-9);
        expect(folios[0]!.y).toBeLessThanOrEqual(page.height - 10);
      });
      // kit.pdf adds only the contents page and the blank pages that keep fronts on odd pages.
      expect(scenes.flatMap((s) => s.pages)).toEqual(kit.pages.slice(1).filter((p) => p.name !== 'blank'));
    }
  });

  it("ECROS's tiles name their neighbours and the assembly map by kit.pdf's page numbers", () => {
    const { kit, parts } = kitScenes(loadVariant('ecros'));
    const board = parts.find((p) => p.title === 'Board')!;
    const pageOfTile = new Map<string, number>();
    kit.pages.forEach((page, i) => {
      const title = placedTexts(page)[0]!.text;
      const m = / tile ([A-Z]\d+) of /.exec(title);
      if (m) pageOfTile.set(m[1]!, i + 1);
    });
    expect([...pageOfTile.keys()].sort()).toEqual(['A1', 'A2', 'B1', 'B2']);
    for (const [label, n] of pageOfTile) {
      const detail = placedTexts(kit.pages[n - 1]!)[1]!.text;
      expect(detail, label).toContain(`assembly map: kit.pdf page ${board.first}`);
      for (const [, other, p] of detail.matchAll(/(?:above|left|right|below) ([A-Z]\d+) \(p\. (\d+)\)/g))
        expect(Number(p), `${label} → ${other}`).toBe(pageOfTile.get(other!));
    }
  });

  it('kit.pdf has a bookmark for each part, on its first page', async () => {
    const dir = tempDir();
    const result = await writeKit(loadVariant('chess'), { out: dir, format: ['pdf'] });
    const outline = pdfOutline(readFileSync(join(dir, 'kit.pdf')));
    expect(outline).toEqual([
      { title: 'Contents and printing', page: 1 },
      ...result.parts.map((p) => ({ title: p.title, page: p.first })),
    ]);
    expect(result.parts.map((p) => p.title)).toEqual([
      'Board',
      'Setup',
      'Counters',
      'Move cards',
      'Rules summary',
      'Score sheet and trackers',
      'Player aids',
    ]);
  });

  it("kit.pdf's pages after the contents are the parts' PDF pages: same text, same trim and bleed boxes", async () => {
    const dir = tempDir();
    const result = await writeKit(loadVariant('chess'), { out: dir, format: ['pdf'], backs: true });
    const kit = readFileSync(join(dir, 'kit.pdf'));
    expect(pdfPageCount(kit)).toBe(result.pages);
    expect(pdfText(kit, 1)).toContain('Contents');
    for (const part of result.parts) {
      const file = readFileSync(join(dir, part.files.find((f) => f.endsWith('.pdf'))!));
      for (let page = part.first; page <= part.last; page++) {
        const own = page - part.first + 1;
        expect(pdfText(kit, page), `${part.title} page ${own}`).toBe(pdfText(file, own));
        for (const box of ['MediaBox', 'TrimBox', 'BleedBox'])
          expect(pdfPageBox(kit, page, box), `${part.title} ${box}`).toEqual(pdfPageBox(file, own, box));
      }
    }
  });

  it('keeps the contents page inside its margins, backs and all', () => {
    for (const id of KITS) {
      const { kit } = kitScenes(loadVariant(id), { backs: true, option: id === 'chess-legions' ? ['masked-men'] : [] });
      const cover = kit.pages[0]!;
      for (const t of placedTexts(cover)) {
        if (t.groups.some((g) => g.startsWith('preview-'))) continue;
        const [left, right] = textSpan(t, (s, size) => theFont().width(s, size));
        expect(left, `${id} "${t.text}"`).toBeGreaterThanOrEqual(10 - 1e-6);
        expect(right, `${id} "${t.text}"`).toBeLessThanOrEqual(cover.width - 10 + 1e-6);
      }
      // No two texts on one line run into each other (the previews' captions, ECROS's seven).
      const spans = placedTexts(cover)
        .filter((t) => !t.groups.some((g) => g.startsWith('preview-')))
        .map((t) => ({ t, span: textSpan(t, (s, size) => theFont().width(s, size)) }));
      for (const [i, a] of spans.entries())
        for (const b of spans.slice(i + 1))
          if (Math.abs(a.t.y - b.t.y) < 1)
            expect(
              a.span[1] <= b.span[0] + 1e-6 || b.span[1] <= a.span[0] + 1e-6,
              `${id}: "${a.t.text}" and "${b.t.text}"`,
            ).toBe(true);
    }
  });

  it('says once how to print counters: onto card without backs, double-sided with them', () => {
    const counters = (backs: boolean): string =>
      kitScenes(loadVariant('chess'), { backs }).parts.find((p) => p.title === 'Counters')!.howTo;
    expect(counters(false)).toMatch(/^glue the sheets onto thin card/);
    expect(counters(false)).not.toContain('double-sided');
    expect(counters(true)).toMatch(/double-sided on thin card/);
    expect(counters(true)).not.toMatch(/glue the sheets onto/);
  });

  it('promotion reads "a Pawn or Warrior ... becomes"', () => {
    const text = rulesSummary(loadVariant('orthodia').variant)
      .flatMap((s) => s.lines)
      .join('\n');
    expect(text).toContain(
      'Promotion: a Pawn or Warrior reaching rank 8 (White) or rank 1 (Black) becomes a Bisroos, Gold or Roobis.',
    );
  });
});
