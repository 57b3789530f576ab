/** How men look on paper: figurines for orthodox pieces, engine-computed move icons, crowns, family bands; no text under 6 pt. */
import { describe, expect, it } from 'vitest';
import { loadVariant } from '../../src/definitions/load.js';
import { pieceDiagram, targetsOf, windowVariant } from '../../src/diagrams/moves.js';
import { aidScene } from '../../src/render/layout/aid.js';
import { boardScene } from '../../src/render/layout/board-page.js';
import { cardScene } from '../../src/render/layout/cards.js';
import { counterScene } from '../../src/render/layout/counters.js';
import { MIN_TEXT_MM } from '../../src/render/layout/frame.js';
import { rulesScene } from '../../src/render/layout/kit.js';
import { scoreScene } from '../../src/render/layout/score.js';
import { setupScene } from '../../src/render/layout/setup.js';
import { standingScene } from '../../src/render/layout/standing.js';
import { pieceIcon, pieceLook } from '../../src/render/layout/token.js';
import type { Item } from '../../src/render/scene.js';
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

  it('ECROS: Nexials marked royal (losing both loses), families told apart: Sliders, Null jumpers, Slip jumpers', () => {
    const spec = loadVariant('ecros').variant.spec;
    const by = (ids: string[]): ReturnType<typeof pieceLook>[] =>
      ids.map((id) =>
        pieceLook(
          spec,
          spec.pieces.findIndex((p) => p.id === id),
        ),
      );
    expect(by(['NS', 'NT']).map((l) => l.royal)).toEqual([true, true]);
    expect(spec.pieces.filter((_, t) => pieceLook(spec, t).royal).map((p) => p.id)).toEqual(['NS', 'NT']);
    expect(new Set(by(['DO', 'DE', 'OO', 'OE', 'UO', 'UE']).map((l) => l.family))).toEqual(new Set(['slider']));
    expect(new Set(by(['N1', 'N2', 'N3', 'N4', 'N5', 'N6', 'N7', 'N8']).map((l) => l.family))).toEqual(
      new Set(['line-jumper']),
    );
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
        const at = (x: number, y: number): string =>
          `${Math.floor((x + size / 2) / cell)},${d.height - 1 - Math.floor((y + size / 2) / cell)}`;
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

describe('family bands say how the man moves', () => {
  // Tried on a bare 11 x 11 board, the man in the middle: along each of the 8 lines, what a man in the way does.
  const N = 11;
  const C = 5;
  const lines: [number, number][] = [
    [1, 0],
    [-1, 0],
    [0, 1],
    [0, -1],
    [1, 1],
    [1, -1],
    [-1, 1],
    [-1, -1],
  ];
  /** Squares the man of `type` reaches with White men on `blockers` and a Black man on `victim`. */
  const reach = (
    win: ReturnType<typeof windowVariant>,
    type: number,
    blockers: [number, number][],
    victim: [number, number] | null,
  ): Set<number> =>
    targetsOf(
      win,
      [
        ...blockers.map(([x, y]) => ({ x, y, type, white: true })),
        ...(victim ? [{ x: victim[0], y: victim[1], type, white: false }] : []),
      ],
      { x: C, y: C, type, white: true },
      0,
    );
  const at = (k: number, [dx, dy]: [number, number]): [number, number] => [C + k * dx, C + k * dy];
  const sq = ([x, y]: [number, number]): number => y * N + x;

  for (const id of ['chess-legions', 'orthodia', 'grasshopper', 'xiangqi', 'secutor', 'ecros', 'shogi']) {
    it(`${id}: a solid bar only where every man in the way stops the slide; dashes where the man passes over men`, () => {
      const spec = loadVariant(id).variant.spec;
      for (const [t, p] of spec.pieces.entries()) {
        const family = pieceLook(spec, t).family;
        const win = windowVariant(spec, N, N, [t]);
        // Along a line, k squares out, another man at step b < k: is the square still reached (moving, or taking the man there)?
        const passes: string[] = [];
        const slides: string[] = [];
        for (const line of lines) {
          for (let k = 2; k <= C; k++) {
            const target = at(k, line);
            for (let b = 1; b < k; b++) {
              const reached =
                reach(win, t, [at(b, line)], null).has(sq(target)) ||
                reach(win, t, [at(b, line)], target).has(sq(target));
              if (reached) passes.push(`${target} over ${at(b, line)}`);
            }
            if (reach(win, t, [], null).has(sq(target)) || reach(win, t, [], target).has(sq(target)))
              slides.push(`${target}`);
          }
        }
        if (family === 'passer') expect(passes.length, `${id} ${p.name} passes over men`).toBeGreaterThan(0);
        if (family === 'slider') {
          expect(passes, `${id} ${p.name} (slider) passes over no man in its line`).toEqual([]);
          expect(slides.length, `${id} ${p.name} slides`).toBeGreaterThan(0);
        }
      }
    });
  }

  it('the setup page keys the dashes where a man passes over men, and the bar says what it means', () => {
    const texts = (id: string): string =>
      setupScene(loadVariant(id))
        .pages.flatMap((page) => placedTexts(page).map((t) => t.text))
        .join(' ');
    for (const id of ['chess-legions', 'orthodia'])
      expect(texts(id)).toMatch(/dashes: moves along lines and may pass over men/);
    expect(texts('ecros')).not.toMatch(/dashes:/);
  });
});

describe('nothing printed under 6 pt', () => {
  for (const id of KITS) {
    it(`${id}: board, setup, counters, cards, rules, score sheet, player aids and standing pieces, colour, --mono and ink saving, with backs`, () => {
      const loaded = loadVariant(id);
      for (const [mono, inkSaving] of [
        [false, false],
        [true, false],
        [false, true],
      ] as const) {
        const o = { mono, inkSaving, backs: true };
        // Saving ink changes the counters' and standing pieces' faces only (and the card backs' colour).
        const scenes = inkSaving
          ? [counterScene(loaded, o), standingScene(loaded, o)]
          : [
              boardScene(loaded, o),
              setupScene(loaded, o),
              counterScene(loaded, o),
              cardScene(loaded, o),
              rulesScene(loaded, o),
              scoreScene(loaded, o),
              aidScene(loaded, o),
              standingScene(loaded, o),
            ];
        for (const scene of scenes) {
          for (const [i, page] of scene.pages.entries()) {
            const small = placedTexts(page).filter((t) => t.size < MIN_TEXT_MM - 1e-9);
            expect(
              small.map((t) => `${t.text} ${t.size.toFixed(2)} mm`),
              `${scene.basename} page ${i + 1}${mono ? ' mono' : ''}${inkSaving ? ' ink saving' : ''}`,
            ).toEqual([]);
          }
        }
      }
    });
  }
});
