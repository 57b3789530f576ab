/**
 * Drop cards as written: each marks, beside the man in hand, exactly the squares the engine lets him be
 * dropped on in the position drawn, the variant's limits visible on the board and said in words.
 */
import { describe, expect, it } from 'vitest';
import { loadVariant } from '../../src/definitions/load.js';
import { MoveKind, moveKind, movePromo, moveTo } from '../../src/engine/move.js';
import { generateLegal, MoveList } from '../../src/engine/movegen.js';
import { forcedOutcome } from '../../src/engine/outcome.js';
import { Position } from '../../src/engine/position.js';
import { BLACK, WHITE } from '../../src/engine/variant.js';
import { renderCards } from '../../src/kit/index.js';
import { pdfPageCount, pdfText, pdfWords, renderPdfPage } from '../helpers/pdf.js';
import { readSvg, rectBox, type SvgFile } from '../render/measure.js';
import { type DrawnDiagram, drawnDiagrams } from './cards.js';

interface DropCard {
  page: number;
  svg: SvgFile;
  diagram: DrawnDiagram;
  /** The type of the man drawn in hand. */
  hand: number;
  title: string;
}

const cache = new Map<string, Promise<{ cards: DropCard[]; pdf: Buffer }>>();
/** The cards of a variant as written once, SVG and PDF, and its drop cards read back. */
const written = (id: string): Promise<{ cards: DropCard[]; pdf: Buffer }> => {
  if (!cache.has(id)) cache.set(id, readBack(id));
  return cache.get(id)!;
};

async function readBack(id: string): Promise<{ cards: DropCard[]; pdf: Buffer }> {
  const files = await renderCards(loadVariant(id), { format: ['svg', 'pdf'] });
  const pdf = files.find((f) => f.name.endsWith('.pdf'))!.data;
  const cards: DropCard[] = [];
  files
    .filter((f) => f.name.endsWith('.svg'))
    .forEach((f, i) => {
      const svg = readSvg(f.data.toString('utf8'));
      for (const diagram of drawnDiagrams(svg)) {
        const hand = svg.elements
          .map((e) => new RegExp(`^${diagram.id}-hand-w(\\d+)$`).exec(e.attrs.id ?? ''))
          .find(Boolean);
        if (!hand) continue;
        const card = diagram.id.split('-')[0]!;
        const title =
          svg.elements
            .filter((e) => e.name === 'text' && e.ancestors.includes(`card-${card.slice(1)}`))
            .map((e) => e.text)
            .find((t) => t.endsWith(' drops')) ?? '';
        cards.push({ page: i + 1, svg, diagram, hand: Number(hand[1]), title });
      }
    });
  return { cards, pdf };
}

/** The position drawn: the whole board, White to move with the man in hand. */
function drawnPosition(id: string, card: DropCard): Position {
  const v = loadVariant(id).variant;
  expect([card.diagram.files, card.diagram.ranks]).toEqual([v.files, v.ranks]);
  const pos = new Position(v);
  for (const p of card.diagram.pieces) pos.board[p.y * v.files + p.x] = (p.white ? 1 : -1) * (p.type + 1);
  pos.hand[WHITE * v.nTypes + card.hand] = 1;
  pos.turn = WHITE;
  pos.refresh();
  return pos;
}

const key = (v: { files: number }, sq: number): string => `${sq % v.files},${(sq / v.files) | 0}`;

describe('drop cards', () => {
  it("shogi: each limited type's card marks exactly its legal drops, none on a file with its own pawn or on its last rank, the mating drop crossed", async () => {
    const { cards } = await written('shogi');
    const spec = loadVariant('shogi').variant.spec;
    const type = (pid: string): number => spec.pieces.findIndex((p) => p.id === pid);
    expect(cards.map((c) => c.hand).sort()).toEqual([type('N'), type('L'), type('P')].sort());
    for (const card of cards) {
      const pos = drawnPosition('shogi', card);
      const v = pos.variant;
      const list = new MoveList();
      generateLegal(pos, list);
      const drops = list.toArray().filter((m) => moveKind(m) === MoveKind.Drop && movePromo(m) === card.hand);
      // A drop that leaves Black mated wins for Black: that is the crossed mark.
      const loses = new Set(
        drops
          .filter((m) => {
            pos.make(m);
            const o = forcedOutcome(pos);
            pos.unmake();
            return o?.winner === BLACK;
          })
          .map((m) => key(v, moveTo(m))),
      );
      const want = new Set(
        drops.map((m) => `${key(v, moveTo(m))} ${loses.has(key(v, moveTo(m))) ? 'drop loses' : 'drop'}`),
      );
      const drawn = new Set(card.diagram.marks.map((m) => `${m.x},${m.y} ${m.tags.join(' ')}`));
      expect(drawn, card.title).toEqual(want);
      // Never on the last rank(s): nothing marked on rank 9, nor rank 8 for the Knight.
      const top = card.hand === type('N') ? 7 : 8;
      expect(
        card.diagram.marks.filter((m) => m.y >= top),
        card.title,
      ).toEqual([]);
      expect(card.diagram.marks.filter((m) => m.y === top - 1).length, card.title).toBeGreaterThan(0);
    }
    const pawn = cards.find((c) => c.hand === type('P'))!;
    expect(pawn.title).toBe('Pawn drops');
    const ownPawns = pawn.diagram.pieces.filter((p) => p.white && p.type === type('P'));
    const theirPawns = pawn.diagram.pieces.filter((p) => !p.white && p.type === type('P'));
    expect(ownPawns).toHaveLength(1);
    expect(theirPawns).toHaveLength(1);
    expect(pawn.diagram.marks.filter((m) => m.x === ownPawns[0]!.x)).toEqual([]);
    expect(pawn.diagram.marks.filter((m) => m.x === theirPawns[0]!.x).length).toBeGreaterThan(5);
    expect(pawn.diagram.marks.filter((m) => m.tags.includes('loses'))).toHaveLength(1);
  });

  it('crazyhouse: the pawn card marks every empty square of ranks 2 to 7 and nothing on ranks 1 and 8', async () => {
    const { cards } = await written('crazyhouse');
    expect(cards).toHaveLength(1);
    const [card] = cards;
    const pos = drawnPosition('crazyhouse', card!);
    const v = pos.variant;
    const want: string[] = [];
    for (let sq = 0; sq < v.size; sq++) {
      const y = (sq / v.files) | 0;
      if (y >= 1 && y <= 6 && pos.board[sq] === 0) want.push(`${key(v, sq)} drop`);
    }
    expect(card!.diagram.marks.map((m) => `${m.x},${m.y} ${m.tags.join(' ')}`).sort()).toEqual(want.sort());
  });

  it('names each drop card and its limits in the PDF, derived from the definition, nothing under 6 pt', async () => {
    const shogi = pdfText((await written('shogi')).pdf);
    for (const words of [
      'Pawn drops',
      'Knight drops',
      'Lance drops',
      'never on rank 9 (it could not move there)',
      'never on ranks 8 or 9 (it could not move there)',
      'another Pawn of yours',
      'a Pawn dropped to checkmate loses',
      "a captured man goes to the captor's hand",
      'may be dropped here',
      'checkmates, and that loses',
    ]) {
      expect(shogi.replace(/\s+/g, ' '), words).toContain(words);
    }
    const crazyhousePdf = (await written('crazyhouse')).pdf;
    const crazyhouse = pdfText(crazyhousePdf).replace(/\s+/g, ' ');
    expect(crazyhouse).toContain('Pawn drops');
    expect(crazyhouse).toContain('never on ranks 1 or 8');
    // A pawn on its first rank could still move: the words do not claim otherwise.
    expect(crazyhouse).not.toContain('could not move');
    expect(crazyhouse).not.toContain('checkmates, and that loses');
    // Nothing on these sheets prints under 6 pt, captions of the drop diagrams included.
    for (const pdf of [(await written('shogi')).pdf, crazyhousePdf]) {
      for (let p = 1; p <= pdfPageCount(pdf); p++) {
        expect(
          pdfWords(pdf, p)
            .filter((w) => w.size < 6 - 0.01)
            .map((w) => `${w.text} ${w.size.toFixed(2)} pt`),
          `page ${p}`,
        ).toEqual([]);
      }
    }
  });

  it('prints drop targets tinted in the legend colour, and a square on the file of an own pawn untinted (MuPDF)', async () => {
    const { cards, pdf } = await written('shogi');
    const spec = loadVariant('shogi').variant.spec;
    const pawnType = spec.pieces.findIndex((p) => p.id === 'P');
    const pawn = cards.find((c) => c.hand === pawnType)!;
    const raster = renderPdfPage(pdf, pawn.page, 200);
    const frame = rectBox(pawn.svg.elements.find((e) => e.attrs.id === `${pawn.diagram.id}-frame`)!);
    const s = pawn.diagram.square;
    // Near a square's corner, clear of the mark drawn in its middle.
    const corner = (x: number, y: number): [number, number, number] =>
      raster.at(frame.x + (x + 0.12) * s, frame.y + (pawn.diagram.ranks - 1 - y + 0.12) * s);
    const own = pawn.diagram.pieces.find((p) => p.white && p.type === pawnType)!;
    const occupied = (x: number, y: number): boolean => pawn.diagram.pieces.some((p) => p.x === x && p.y === y);
    const purple = ([r, g, b]: [number, number, number]): boolean => b > r && b > g;
    const drop = pawn.diagram.marks.find((m) => m.tags.join(' ') === 'drop')!;
    expect(purple(corner(drop.x, drop.y))).toBe(true);
    const ownFile = [...Array(8).keys()].find((y) => !occupied(own.x, y))!;
    expect(purple(corner(own.x, ownFile)), 'own pawn file').toBe(false);
    const lastRank = [...Array(9).keys()].find((x) => !occupied(x, 8))!;
    expect(purple(corner(lastRank, 8)), 'last rank').toBe(false);
    const mate = pawn.diagram.marks.find((m) => m.tags.includes('loses'))!;
    const [r, g, b] = corner(mate.x, mate.y);
    expect(r - Math.max(g, b)).toBeGreaterThan(25);
  });
});
