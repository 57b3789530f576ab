/** How men look on paper: figurines for orthodox pieces, engine-computed move icons, crowns, family bands; no text under 6 pt. */
import { describe, expect, it } from 'vitest';
import { loadVariant } from '../../src/definitions/load.js';
import { pieceDiagram } from '../../src/diagrams/moves.js';
import { boardScene } from '../../src/render/board-layout.js';
import { cardScene } from '../../src/render/card-layout.js';
import { counterScene } from '../../src/render/counter-layout.js';
import { MIN_TEXT_MM } from '../../src/render/frame.js';
import { rulesScene } from '../../src/render/kit-layout.js';
import type { Item } from '../../src/render/scene.js';
import { setupScene } from '../../src/render/setup-layout.js';
import { pieceIcon, pieceLook } from '../../src/render/token.js';
import { placedTexts } from './scene-walk.js';

const KITS = ['ecros', 'secutor', 'orthodia', 'orthodia-simplified', 'chess-legions', 'chess', 'shogi', 'xiangqi'];

describe('piece looks', () => {
  it('figurines exactly for pieces named and moving as in orthodox chess', () => {
    const figured = (id: string): string[] => {
      const spec = loadVariant(id).variant.spec;
      return spec.pieces.filter((_, t) => pieceLook(spec, t).figurine).map((p) => p.name);
    };
    expect(figured('chess')).toEqual(['King', 'Queen', 'Rook', 'Bishop', 'Knight', 'Pawn']);
    expect(figured('secutor')).toEqual(['King', 'Queen', 'Rook', 'Bishop', 'Knight', 'Pawn']);
    expect(figured('chess-legions')).toEqual(['King', 'Queen', 'Rook', 'Bishop', 'Knight', 'Pawn']);
    // Orthodia's Bisroos and Roobis (abbreviated B and R) move otherwise; ECROS's Primero Two moves as a knight but is no knight.
    expect(figured('orthodia')).toEqual(['King', 'Pawn']);
    expect(figured('ecros')).toEqual([]);
  });

  it("ECROS: Nexials marked royal (losing both loses), families told apart: Sliders, Null jumpers, Slip jumpers", () => {
    const spec = loadVariant('ecros').variant.spec;
    const by = (ids: string[]): ReturnType<typeof pieceLook>[] => ids.map((id) => pieceLook(spec, spec.pieces.findIndex((p) => p.id === id)));
    expect(by(['NS', 'NT']).map((l) => l.royal)).toEqual([true, true]);
    expect(spec.pieces.filter((_, t) => pieceLook(spec, t).royal).map((p) => p.id)).toEqual(['NS', 'NT']);
    expect(new Set(by(['DO', 'DE', 'OO', 'OE', 'UO', 'UE']).map((l) => l.family))).toEqual(new Set(['slider']));
    expect(new Set(by(['N1', 'N2', 'N3', 'N4', 'N5', 'N6', 'N7', 'N8']).map((l) => l.family))).toEqual(new Set(['line-jumper']));
    // The Slip jumpers leap off the lines, except Segundo Two and Tercio Three, whose (2,2) and (3,3) are diagonal.
    const slips = spec.pieces.filter((p) => /^[PST]\d$/.test(p.id) && !['S2', 'T3'].includes(p.id)).map((p) => p.id);
    expect(slips).toHaveLength(18);
    expect(new Set(by(slips).map((l) => l.family))).toEqual(new Set(['oblique-jumper']));
    expect(by(['S2', 'T3']).map((l) => l.family)).toEqual(['line-jumper', 'line-jumper']);
  });

  it("each icon marks exactly the engine's squares for the piece alone", () => {
    for (const id of ['ecros', 'orthodia', 'chess-legions', 'secutor']) {
      const spec = loadVariant(id).variant.spec;
      for (const [t, p] of spec.pieces.entries()) {
        if (pieceLook(spec, t).figurine) continue;
        const d = pieceDiagram(spec, t);
        const size = 10;
        const cell = size / Math.max(d.width, d.height);
        const icon = pieceIcon(spec, t, size, '#000000');
        // Cells: filled or hollow squares (one rect each) and crosses (two lines each), the frame aside.
        const at = (x: number, y: number): string => `${Math.floor((x + size / 2) / cell)},${d.height - 1 - Math.floor((y + size / 2) / cell)}`;
        const cells = new Map<string, string>();
        for (const it of icon.slice(1) as Item[]) {
          if (it.kind === 'rect') cells.set(at(it.x + it.w / 2, it.y + it.h / 2), it.fill ? 'both' : 'move');
          if (it.kind === 'line') cells.set(at((it.x1 + it.x2) / 2, (it.y1 + it.y2) / 2), 'capture');
        }
        const want = new Map(d.marks.map((m) => [`${m.x},${m.y}`, m.mode]));
        expect(cells, `${id} ${p.name}`).toEqual(want);
      }
    }
  });
});

describe('nothing printed under 6 pt', () => {
  for (const id of KITS) {
    it(`${id}: board, setup, counters, cards and rules, colour and --mono, with backs`, () => {
      const loaded = loadVariant(id);
      for (const mono of [false, true]) {
        const o = { mono, backs: true };
        for (const scene of [boardScene(loaded, o), setupScene(loaded, o), counterScene(loaded, o), cardScene(loaded, o), rulesScene(loaded, o)]) {
          for (const [i, page] of scene.pages.entries()) {
            const small = placedTexts(page).filter((t) => t.size < MIN_TEXT_MM - 1e-9);
            expect(small.map((t) => `${t.text} ${t.size.toFixed(2)} mm`), `${scene.basename} page ${i + 1}${mono ? ' mono' : ''}`).toEqual([]);
          }
        }
      }
    });
  }
});
