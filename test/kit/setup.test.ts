/** The setup page: the start position drawn with the counters, a legend of every man; ECROS's worksheet. */
import { describe, expect, it } from 'vitest';
import { loadVariant } from '../../src/definitions/load.js';
import { parsePgn } from '../../src/notation/pgn.js';
import { collect } from '../../src/render/index.js';
import { MIN_TEXT_MM } from '../../src/render/layout/frame.js';
import { rulesScene } from '../../src/render/layout/kit.js';
import { setupScene } from '../../src/render/layout/setup.js';
import { counterLook, pieceLook } from '../../src/render/layout/token.js';
import type { Item, Page } from '../../src/render/scene.js';
import { recordStart } from '../../src/validate/start.js';
import { pdfText } from '../helpers/pdf.js';
import { pageWords, placedTexts } from '../render/scene-walk.js';

const KITS = ['ecros', 'secutor', 'orthodia', 'orthodia-simplified', 'chess-legions', 'chess', 'shogi', 'xiangqi'];

/** Every group on the page that has an id. */
function idGroups(
  items: readonly Item[],
  out: Extract<Item, { kind: 'group' }>[] = [],
): Extract<Item, { kind: 'group' }>[] {
  for (const it of items) {
    if (it.kind !== 'group') continue;
    if (it.id) out.push(it);
    idGroups(it.items, out);
  }
  return out;
}

const groupIds = (items: readonly Item[]): string[] => idGroups(items).map((g) => g.id!);

/** A token's labels with their sizes (em, mm): letters or figurine as text, a traditional face's character as its outline. */
const labelsIn = (items: readonly Item[], k = 1): { text: string; size: number }[] =>
  items.flatMap((it) =>
    it.kind === 'text'
      ? [{ text: it.text, size: k * it.size }]
      : it.kind === 'path' && it.label
        ? [{ text: it.label, size: k * (it.size ?? 0) }]
        : it.kind === 'group'
          ? labelsIn(it.items, k * (it.scale ?? 1))
          : [],
  );

describe('setup page', () => {
  for (const [id, mono] of KITS.flatMap(
    (id) =>
      [
        [id, false],
        [id, true],
      ] as const,
  )) {
    it(`${id}${mono ? ' (mono)' : ''}: shows every man of the start position on its square and names every piece type with its count`, () => {
      const loaded = loadVariant(id);
      const spec = loaded.variant.spec;
      const scene = setupScene(loaded, { mono });
      const first = scene.pages[0]!;
      const words = pageWords(first);
      expect(words).toContain('Setup');
      // The men drawn: one token per man of the setup, on its square, in its colour and type.
      const drawn = groupIds(first.items)
        .filter((g) => g.startsWith('setup-piece-'))
        .sort();
      const expected: string[] = [];
      spec.setup.forEach((code, sq) => {
        if (code !== 0)
          expected.push(
            `setup-piece-${sq % spec.files}-${Math.floor(sq / spec.files)}-${code > 0 ? 'w' : 'b'}${Math.abs(code) - 1}`,
          );
      });
      expect(drawn).toEqual(expected.sort());
      // Every man can be told on the board: his figurine, his letters or his traditional character are printed on his token.
      for (const g of idGroups(first.items).filter((g) => g.id!.startsWith('setup-piece-'))) {
        const [, side, typeText] = /^setup-piece-\d+-\d+-([wb])(\d+)$/.exec(g.id!)!;
        const type = Number(typeText);
        const look = pieceLook(spec, type);
        // Men of one colour (Shogi's) carry the same figurine, whoever owns them.
        const faces = spec.pieces[type]!.faces;
        const label = faces
          ? faces.token[side === 'w' ? 0 : 1]
          : look.figurine
            ? look.figurine[side === 'w' || counterLook(spec).sides === 'neutral' ? 0 : 1]
            : spec.pieces[type]!.abbrev;
        const labels = labelsIn([g]);
        expect(
          labels.map((l) => l.text),
          g.id,
        ).toContain(label);
        // ...at 6 pt or more, not a miniature in its place.
        const sizes = labels.filter((t) => t.text === label).map((t) => t.size);
        expect(Math.max(...sizes), g.id).toBeGreaterThanOrEqual(MIN_TEXT_MM - 1e-9);
      }
      // The legend: each type named with its abbreviation and its count for one side; a promoted form
      // of its own (Shogi's) as what it is, never "× 0".
      for (const [t, p] of spec.pieces.entries()) {
        const count = spec.setup.filter((c) => c === t + 1).length;
        if (p.promotedFrom !== undefined)
          expect(words, p.name).toContain(`${p.name} (${p.abbrev}) of the ${spec.pieces[p.promotedFrom]!.name}`);
        else expect(words, p.name).toContain(`${p.name} (${p.abbrev}) × ${count}`);
      }
      expect(words).not.toContain('× 0');
    });
  }

  it("Shogi's written setup PDF lists the promoted forms in a line of their own, with no count of 0", async () => {
    const [pdf] = await collect(setupScene(loadVariant('shogi'), { backs: true }), ['pdf'], 96);
    const words = pdfText(pdf!.data, 1).replace(/\s+/g, ' ');
    expect(words).toContain(
      'Promoted forms (on the backs of the counters: a man promotes by turning over): Dragon (D) of the Rook, Horse (H) of the Bishop, Promoted Silver (+S) of the Silver General',
    );
    expect(words).toContain('Tokin (T) of the Pawn.');
    expect(words).toContain('Rook (R) × 1');
    expect(words).not.toMatch(/× 0/);
    // The promoted forms take a line, not a token row each: eight rows in three columns.
    const rows = idGroups(setupScene(loadVariant('shogi')).pages[0]!.items).filter((g) =>
      g.id!.startsWith('setup-legend-'),
    );
    expect(rows).toHaveLength(8);
    expect(new Set(rows.map((g) => g.translate![0])).size).toBe(3);
  });

  it("ECROS: a worksheet page with both sides' setup ranks as empty squares, and the record tags", () => {
    const loaded = loadVariant('ecros');
    const v = loaded.variant;
    const scene = setupScene(loaded);
    expect(scene.pages).toHaveLength(2);
    const sheet = scene.pages[1]!;
    const words = pageWords(sheet);
    expect(words).toContain('Setup worksheet');
    expect(words).toMatch(/Nexside \(NS\), Nextant \(NT\).* stand on rank 1 only \(Black: rank 20\)/);
    const cells = (sheet.items as Item[])
      .filter((i) => i.kind === 'rect' && i.id?.startsWith('worksheet-'))
      .map((i) => i.id);
    const want = ['w', 'b'].flatMap((side) =>
      (side === 'w' ? [1, 2] : [19, 20]).flatMap((r) => v.spec.fileLabels.map((f) => `worksheet-${side}-${f}${r}`)),
    );
    expect(cells.sort()).toEqual(want.sort());
    // The tags printed are read back by the validator as the default arrangement.
    const tags = ['record-white', 'record-black'].map((g) =>
      placedTexts(sheet)
        .filter((t) => t.groups.includes(g))
        .map((t) => t.text)
        .join(''),
    );
    expect(tags[0]).toMatch(/^\[WhiteSetup "\{T6\}.*\{OO\}"\]$/);
    expect(tags).toHaveLength(2);
    const [game] = parsePgn(`[Variant "ecros"]\n${tags.join('\n')}\n\n*\n`);
    const start = recordStart(game!, v);
    expect('reason' in start ? start.reason : null).toBeNull();
    expect([...(start as { board: Int16Array }).board]).toEqual([...v.spec.setup]);
  });

  it('the rules summary points to the setup page by number', () => {
    for (const id of ['ecros', 'chess']) {
      const page: Page = rulesScene(loadVariant(id), { setupPage: 'kit.pdf page 4' }).pages[0]!;
      expect(pageWords(page).replace(/\s+/g, ' ')).toMatch(/setup page \(kit\.pdf page 4\)/);
      expect(pageWords(page)).not.toContain('board diagram');
    }
  });
});

describe("the setup page's words on where Black stands", () => {
  it('say what the start position shows: mirrored in chess, turned half round in Shogi and Makruk', () => {
    const words = (id: string): string => pageWords(setupScene(loadVariant(id)).pages[0]!);
    expect(words('chess')).toMatch(/Black stands opposite, every man on the same file as White's/);
    expect(words('makruk')).toMatch(/Black stands opposite, as White's men turned half round/);
    // Shogi names its sides: Sente (Black) moves first, from the bottom.
    expect(words('shogi')).toContain("Gote (White) stands opposite, as Sente (Black)'s men turned half round");
  });

  it("name Black's own ranks where Black does not stand opposite (Racing Kings: both sides on ranks 1 and 2)", () => {
    const words = pageWords(setupScene(loadVariant('racingkings')).pages[0]!).replace(/\s+/g, ' ');
    expect(words).toContain('White sets up on ranks 1, 2; Black sets up on ranks 1, 2, as shown.');
    expect(words).not.toContain('opposite');
  });

  it("count each side's men where the armies differ (Orda: Black's Centaurs start on the board, White's come by promotion)", () => {
    const words = pageWords(setupScene(loadVariant('test/fixtures/fsf/variants.ini:orda')).pages[0]!);
    expect(words).toContain('Centaur (H): White by promotion only, Black × 2');
    expect(words).toContain('Kniroo (L): White none, Black × 2');
    expect(words).toContain('Queen (Q): White × 1, Black by promotion only');
    expect(words).toContain('Pawn (P) × 8');
  });
});

describe("a Chess960 variant's setup page", () => {
  const loaded = loadVariant('chess960');
  const pieceIds = (page: Page): string[] => groupIds(page.items).filter((g) => g.startsWith('setup-piece-'));

  it('draws the start position --position names, its number in the title and its FEN tag in the words', () => {
    const first = setupScene(loaded, { position: '0' }).pages[0]!;
    const words = pageWords(first);
    expect(words).toContain('Chess960 · Setup · start position 0');
    expect(words.replace(/\s+/g, ' ')).toContain('[FEN "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1"]');
    // White's bishops on a1 and b1, his king on g1 (BBQNNRKR), Black's on the same files of rank 8.
    const ids = groupIds(first.items);
    for (const id of ['setup-piece-0-0-w3', 'setup-piece-1-0-w3', 'setup-piece-6-0-w0', 'setup-piece-6-7-b0'])
      expect(ids).toContain(id);
    expect(pieceIds(first)).toHaveLength(32);
  });

  it('draws the setup, number 518, by default, and a random position when asked', () => {
    expect(pageWords(setupScene(loaded).pages[0]!)).toContain('start position 518');
    expect(pageWords(setupScene(loaded, { position: 'random' }).pages[0]!)).toMatch(/start position \d{1,3}\b/);
    expect(() => setupScene(loadVariant('chess'), { position: '3' })).toThrow(
      "position: Orthodox Chess has one start position: numbered and random ones are Chess960's",
    );
  });
});
