/**
 * The kits read page by page as a player reads them, from kit.pdf and cards.pdf as written (mupdf) and
 * from the scenes: page numbers in one place, a contents table true to each page's MediaBox, pictures
 * of every part's first page that show its text, the cards' moves as the definition writes them, no
 * card twice, and regions a man never reaches greyed lightly enough to see the board through them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkIniSection, loadVariant, templateIds } from '../../src/definitions/load.js';
import { rulesSummary } from '../../src/diagrams/summary.js';
import { kitScenes, writeKit } from '../../src/kit/index.js';
import { sceneToPdf } from '../../src/render/backends/pdf.js';
import { FONT_FILE } from '../../src/render/font.js';
import { cardScene } from '../../src/render/layout/cards.js';
import { HEADER_MM } from '../../src/render/layout/frame.js';
import type { Item, Page } from '../../src/render/scene.js';
import { pdfPageBox, pdfPageCount, pdfText, pdfWords, renderPdfPage } from '../helpers/pdf.js';
import { tier } from '../helpers/tier.js';
import { luminance, tempDir } from '../render/measure.js';
import { pageWords } from '../render/scene-walk.js';

const MARGIN = 10;
const kits = new Map<string, Buffer>();
const cards = new Map<string, Buffer>();

beforeAll(async () => {
  for (const id of ['chess', 'secutor']) {
    const dir = tempDir();
    await writeKit(loadVariant(id), { out: dir, format: ['pdf'] });
    kits.set(id, readFileSync(join(dir, 'kit.pdf')));
    cards.set(id, readFileSync(join(dir, 'cards.pdf')));
  }
});

describe('kit.pdf as read', () => {
  it('puts every page number at the top right, card sheets included', () => {
    for (const [id, pdf] of kits) {
      const total = pdfPageCount(pdf);
      for (let p = 1; p <= total; p++) {
        const words = pdfWords(pdf, p);
        const i = words.findIndex(
          (w, j) => w.text === String(p) && words[j + 1]?.text === '/' && words[j + 2]?.text === String(total),
        );
        expect(i, `${id} page ${p}: "${p} / ${total}"`).toBeGreaterThanOrEqual(0);
        const last = words[i + 2]!;
        const [width] = pdfPageBox(pdf, p, 'MediaBox')!
          .slice(2)
          .map((pt) => (pt * 25.4) / 72);
        expect(last.x + last.w, `${id} page ${p}: right end`).toBeGreaterThan(width! - MARGIN - 4);
        expect(last.y + last.h, `${id} page ${p}: on the title line`).toBeLessThan(MARGIN + HEADER_MM);
      }
    }
  });

  it("names each part's paper as its pages' MediaBox is (Secutor's board is landscape, the contents page portrait)", () => {
    for (const [id, pdf] of kits) {
      const orientation = (p: number): string => {
        const [, , w, h] = pdfPageBox(pdf, p, 'MediaBox')!;
        return w! > h! ? 'landscape' : 'portrait';
      };
      // The table's rows as mupdf reads them: one block a row, one line a cell.
      const rows = pdfText(pdf, 1)
        .split('\n\n')
        .map((block) =>
          /^(.+)\n(\d+)(?:-(\d+))?\nA4 (portrait|landscape)(?: and (portrait|landscape))?\n/.exec(block.trim()),
        )
        .filter((m) => m !== null);
      expect(rows.length, id).toBe(8);
      for (const m of rows) {
        const [first, last] = [Number(m[2]), Number(m[3] ?? m[2])];
        const named = new Set([m[4], m[5]].filter(Boolean));
        const actual = new Set(Array.from({ length: last - first + 1 }, (_, i) => orientation(first + i)));
        expect(named, `${id}: ${m[1]}`).toEqual(actual);
      }
    }
    expect(pdfText(kits.get('secutor')!, 1)).toMatch(/Contents and printing\n1\nA4 portrait\n/);
  });

  it("draws the text of each part's first page in its picture: the rules summary's is not blank", () => {
    for (const [id, pdf] of kits) {
      const cover = kitScenes(loadVariant(id)).kit.pages[0]!;
      const previews = cover.items.filter(
        (it): it is Extract<Item, { kind: 'group' }> => it.kind === 'group' && !!it.id?.startsWith('preview-'),
      );
      const rules = previews[previews.length - 1]!;
      const [x, y] = rules.translate!;
      const k = rules.scale!;
      const raster = renderPdfPage(pdf, 1, 150);
      // The summary's text block: below the page header, above the footer, across the text width.
      let inked = 0;
      for (let u = MARGIN; u < 210 - MARGIN; u += 1)
        for (let v = 30; v < 200; v += 1) if (luminance(raster.at(x + k * u, y + k * v)) < 0.8) inked++;
      expect(inked, `${id}: inked sample points in the rules summary's picture`).toBeGreaterThan(100);
    }
  });
});

describe('rules summary as read', () => {
  it("prints, on kit.pdf's rules page, the sentences test/diagrams/summary-facts.test.ts checks against the engine", () => {
    for (const [id, pdf] of kits) {
      // The rules summary comes before the score sheet (two pages: the sheet, the trackers) and the player aids (one).
      const page = pdfText(pdf, pdfPageCount(pdf) - 3).replace(/\s+/g, ' ');
      const v = loadVariant(id).variant;
      for (const line of rulesSummary(v, 'kit.pdf page 3').flatMap((s) => s.lines)) expect(page, id).toContain(line);
      expect(page).toMatch(/Promotion: a Pawn reaching rank 8 \(White\) or rank 1 \(Black\)/);
      expect(page).toMatch(/Black's king e8 to/);
      expect(page).toMatch(
        /En passant: just after a Pawn makes a two-square first move, .* an enemy Pawn whose one-square capture reaches the square it passed over/,
      );
    }
  });
});

describe('move cards as read', () => {
  it("chess: the moves line gives the definition's Betza, not the engine's parts", () => {
    const text = pdfText(cards.get('chess')!).replace(/\s+/g, ' ');
    expect(text).toContain('moves: mfW cfF imfnD');
    expect(text).not.toMatch(/leap\(|ride\(/);
  });

  it("an imported section's cards give its moves in Betza, once, not the engine's parts", () => {
    // Fairy-Stockfish's Yari shogi: the rook's forward, left and right came out as 'flrride(1,0)'.
    const yari = checkIniSection('[y:yarishogi]\n', 'my.ini', 'y').result!;
    const pages = cardScene(yari).pages.map(pageWords);
    expect(pages.join(' ')).not.toMatch(/leap\(|ride\(/);
    const bishopCard = pages.join(' ').split('Yari Bishop')[1]!.split('Yari Rook')[0]!;
    expect(bishopCard.match(/fFfR/g)).toHaveLength(1);
  });

  it('no kit prints the same card twice: one quick reference at most, one game-end card at most', () => {
    for (const id of tier(['chess', 'ecros', 'shogi'], templateIds())) {
      const scene = cardScene(loadVariant(id));
      const words = scene.pages.map(pageWords).join(' ');
      expect(words.split('All pieces').length - 1, id).toBeLessThanOrEqual(1);
      expect(words.split('How the game ends').length - 1, id).toBeLessThanOrEqual(1);
    }
  });

  it("fills an empty slot with how the game ends, in the rules summary's words", () => {
    // Chess: 7 cards and a quick reference leave one slot of nine.
    const words = pageWords(cardScene(loadVariant('chess')).pages[0]!);
    expect(words).toContain('How the game ends');
    expect(words).toMatch(/White moves first; then the players take turns/);
  });

  it('Xiangqi: squares a man never reaches are greyed, light enough to see, dark enough to tell, in colour and grey-scale', async () => {
    const font = readFileSync(FONT_FILE);
    for (const mono of [false, true]) {
      const scene = cardScene(loadVariant('xiangqi'), { mono });
      const page = scene.pages[0]!;
      const raster = renderPdfPage(await sceneToPdf(scene, font), 1, 200);
      // The Advisor's card (card 3): its palace is the bottom three rows of the middle three files;
      // the square above the palace's middle one is greyed, the one below it (in the palace, unmarked) not.
      const washes = absoluteRects(page, 'c3-d0-region-within').filter((r) => r.opacity !== undefined);
      const xs = [...new Set(washes.map((r) => r.x.toFixed(3)))].sort((a, b) => Number(a) - Number(b));
      const middle = washes.filter((r) => r.x.toFixed(3) === xs[Math.floor(xs.length / 2)]);
      const greyed = middle.reduce((a, b) => (b.y > a.y ? b : a));
      const at = (dy: number): number =>
        luminance(raster.at(greyed.x + 0.25 * greyed.w, greyed.y + dy + 0.25 * greyed.h));
      const [washed, clear] = [at(0), at(greyed.h)];
      expect(
        washed,
        `${mono ? 'mono' : 'colour'}: greyed ${washed.toFixed(2)}, clear ${clear.toFixed(2)}`,
      ).toBeGreaterThan(0.8 * clear);
      expect(clear - washed, mono ? 'mono' : 'colour').toBeGreaterThan(0.06);
    }
  });
});

/** The rects inside the group `id`, placed on the page (the groups' translations and scales applied). */
function absoluteRects(page: Page, id: string): { x: number; y: number; w: number; h: number; opacity?: number }[] {
  const out: { x: number; y: number; w: number; h: number; opacity?: number }[] = [];
  const walk = (items: readonly Item[], dx: number, dy: number, k: number, inside: boolean): void => {
    for (const it of items) {
      if (it.kind === 'rect' && inside)
        out.push({ x: dx + k * it.x, y: dy + k * it.y, w: k * it.w, h: k * it.h, opacity: it.opacity });
      if (it.kind === 'group') {
        const [tx, ty] = it.translate ?? [0, 0];
        walk(it.items, dx + k * tx, dy + k * ty, k * (it.scale ?? 1), inside || it.id === id);
      }
    }
  };
  walk(page.items, 0, 0, 1, false);
  return out;
}
