/**
 * Boards of lines whose men stand on the intersections (Xiangqi): read back out of the written SVG,
 * the lines run through the squares' centres, the inner files stop at the river, the palaces have
 * their diagonals, and no square is dark.
 */
import { describe, expect, it } from 'vitest';
import { loadDefinitionText, loadVariant } from '../../src/definitions/load.js';
import { InputError } from '../../src/errors.js';
import { renderBoard } from '../../src/render/index.js';
import { readSvg, rectBox, type SvgElement } from './measure.js';

const num = (e: SvgElement, k: string): number => Number(e.attrs[k]);

describe('a board of points (Xiangqi)', () => {
  it('draws ranks and files through the centres, broken by the river, with the palace diagonals', async () => {
    const [file] = await renderBoard(loadVariant('xiangqi'), { format: ['svg'] });
    const svg = readSvg(file!.data.toString('utf8'));
    const byId = new Map(svg.elements.filter((e) => e.attrs.id).map((e) => [e.attrs.id!, e]));
    const centre = (name: string): { x: number; y: number } => {
      const b = rectBox(byId.get(`sq-${name}`)!);
      return { x: b.x + b.w / 2, y: b.y + b.h / 2 };
    };
    const ends = (id: string): [number, number, number, number] => {
      const l = byId.get(id);
      expect(l, id).toBeDefined();
      const [x, y] = [
        (k: string): number => l!.dx + l!.scale * num(l!, k),
        (k: string): number => l!.dy + l!.scale * num(l!, k),
      ];
      return [x('x1'), y('y1'), x('x2'), y('y2')];
    };
    const close = (a: number[], b: number[]): void => a.forEach((v, i) => expect(v).toBeCloseTo(b[i]!, 2));
    for (let r = 1; r <= 10; r++)
      close(ends(`rank-${r}`), [centre(`a${r}`).x, centre(`a${r}`).y, centre(`i${r}`).x, centre(`i${r}`).y]);
    for (const f of ['a', 'i'])
      close(ends(`file-${f}`), [centre(`${f}1`).x, centre(`${f}1`).y, centre(`${f}10`).x, centre(`${f}10`).y]);
    for (const f of ['b', 'c', 'd', 'e', 'f', 'g', 'h']) {
      expect(byId.has(`file-${f}`)).toBe(false);
      close(ends(`file-${f}-near`), [centre(`${f}1`).x, centre(`${f}1`).y, centre(`${f}5`).x, centre(`${f}5`).y]);
      close(ends(`file-${f}-far`), [centre(`${f}6`).x, centre(`${f}6`).y, centre(`${f}10`).x, centre(`${f}10`).y]);
    }
    close(ends('diagonal-1a'), [centre('d1').x, centre('d1').y, centre('f3').x, centre('f3').y]);
    close(ends('diagonal-1b'), [centre('d3').x, centre('d3').y, centre('f1').x, centre('f1').y]);
    close(ends('diagonal-2a'), [centre('d8').x, centre('d8').y, centre('f10').x, centre('f10').y]);
    const fills = new Set(svg.elements.filter((e) => e.attrs.id?.startsWith('sq-')).map((e) => e.attrs.fill));
    expect(fills.size).toBe(1);
  });

  it('refuses a river that leaves no rank beyond it, naming the field', () => {
    const text = [
      'name: Riverside',
      'board: { files: 5, ranks: 5, points: { river: 5 } }',
      'pieces:',
      '  - { id: K, name: King, abbrev: K, royal: true, moves: K }',
      'setup: { position: "2k2/5/5/5/2K2 w - - 0 1" }',
    ].join('\n');
    expect(() => loadDefinitionText(text, 'river.yaml')).toThrow(InputError);
    expect(() => loadDefinitionText(text, 'river.yaml')).toThrow(/board\.points\.river.*no rank above the river/);
  });
});
