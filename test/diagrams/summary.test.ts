import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadDefinitionText, loadVariant } from '../../src/definitions/load.js';
import { rulesSummary } from '../../src/diagrams/summary.js';

const text = (id: string): string => rulesSummary(loadVariant(id).variant.spec).flatMap((s) => [s.heading, ...s.lines]).join('\n');

describe('rules summary', () => {
  it('says what the definition switches on, and only that', () => {
    const chess = text('chess');
    expect(chess).toMatch(/Castling \(K\): king e1 to g1, rook h1 to f1/);
    expect(chess).toMatch(/Promotion: a Pawn reaching rank 8 becomes a Queen, Rook, Bishop or Knight/);
    expect(chess).toMatch(/Checkmate the enemy King/);
    expect(chess).not.toMatch(/Reversal rule/);
    expect(chess).toMatch(/Knight \(N, value 3\): Leaps two squares/);
  });

  it('follows a change in the definition', () => {
    const yaml = readFileSync(new URL('../../templates/chess.yaml', import.meta.url), 'utf8');
    const spec = loadDefinitionText(yaml.replace('stalemate: draw', 'stalemate: loss'), 'x.yaml').variant.spec;
    const lines = rulesSummary(spec).flatMap((s) => s.lines);
    expect(lines).toContain('A player with no legal move loses.');
  });
});
