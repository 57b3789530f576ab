/**
 * Counters of the family templates: a man that starts promoted (Kyoto shogi's Tokin and Gold, the
 * Lance's and the Knight's other sides) is one counter with both sides, and no spare stands for a man
 * that a promoted form only turns back into.
 */
import { describe, expect, it } from 'vitest';
import { loadVariant } from '../../src/definitions/load.js';
import { counterList } from '../../src/render/layout/counters.js';
import { setupScene } from '../../src/render/layout/setup.js';

const faces = (id: string, backs: boolean): string[] =>
  counterList(loadVariant(id).variant, null, [], backs)
    .filter((c) => c.side === 'white')
    .map((c) => `${c.kind} ${c.name}${c.back ? ` / ${c.back.name}` : ''}`);

describe("Kyoto shogi's counters", () => {
  it('with backs: five men a side, each with its other side on the back, no spares', () => {
    expect(faces('kyotoshogi', true).sort()).toEqual([
      'man King',
      'man Knight / Gold General',
      'man Lance / Tokin',
      'man Pawn / Rook',
      'man Silver General / Bishop',
    ]);
  });

  it('without backs: each man and a counter of his other side', () => {
    expect(
      faces('kyotoshogi', false)
        .filter((f) => f.startsWith('promoted'))
        .sort(),
    ).toEqual(['promoted Bishop', 'promoted Gold General', 'promoted Rook', 'promoted Tokin']);
    expect(faces('kyotoshogi', false).filter((f) => f.startsWith('spare'))).toEqual([]);
  });
});

describe("Kyoto shogi's setup page", () => {
  it('counts the Lance and the Knight as set up turned over, not as promotion only', () => {
    const texts = JSON.stringify(setupScene(loadVariant('kyotoshogi')));
    expect(texts).toContain('Lance (L) × 1, set up as Tokin');
    expect(texts).toContain('Knight (N) × 1, set up as Gold General');
    expect(texts).not.toContain('by promotion only');
  });
});

describe("Manchu chess's setup page", () => {
  it("counts Red's 11 men and Black's 16 each, not '11 men a side'", () => {
    const texts = JSON.stringify(setupScene(loadVariant('manchu')));
    expect(texts).toContain('11 Red and 16 Black men');
    expect(texts).not.toContain('men a side');
  });
});
