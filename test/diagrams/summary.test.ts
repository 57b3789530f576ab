import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadDefinitionText, loadVariant } from '../../src/definitions/load.js';
import { rulesSummary } from '../../src/diagrams/summary.js';

const text = (id: string): string =>
  rulesSummary(loadVariant(id).variant)
    .flatMap((s) => [s.heading, ...s.lines])
    .join('\n');

describe('rules summary', () => {
  it('says what the definition switches on, and only that', () => {
    const chess = text('chess');
    expect(chess).toMatch(
      /Castling \(K\): White's king e1 to g1, rook h1 to f1; Black's king e8 to g8, rook h8 to f8\./,
    );
    expect(chess).toMatch(
      /Promotion: a Pawn reaching rank 8 \(White\) or rank 1 \(Black\) becomes a Queen, Rook, Bishop or Knight/,
    );
    expect(chess).toMatch(/Checkmate the enemy King/);
    expect(chess).not.toMatch(/Reversal rule/);
    expect(chess).toMatch(/Knight \(N, value 3\): Leaps two squares/);
  });

  it('tells promotion zones, drops, the bare king and the flying general', () => {
    expect(text('grand')).toMatch(
      /Promotion: a Pawn reaching ranks 8 to 10 \(White\) or ranks 1 to 3 \(Black\) becomes .* \(never more on the board than Queen 1, .*Knight 2: only to pieces lost\); on ranks 8 or 9 \(White\) or ranks 2 or 3 \(Black\) it may also stay as it is\./,
    );
    const shogi = text('shogi');
    expect(shogi).toMatch(
      /a Silver General reaching ranks 7 to 9 for Sente \(Black\) or ranks 1 to 3 for Gote \(White\) becomes a Promoted Silver; it may also stay as it is; also on a move that starts there\./,
    );
    expect(shogi).toMatch(
      /Drops: .*a Knight only on ranks 1 to 7 for Sente \(Black\) or ranks 3 to 9 for Gote \(White\), .*no Pawn on a file that holds one of your own and a Pawn dropped to checkmate loses\./,
    );
    expect(text('crazyhouse')).toMatch(/Drops: .*a Pawn only on ranks 2 to 7\./);
    expect(text('shatranj')).toMatch(
      /reducing the opponent to a bare king, unless they do the same to you with their very next move/,
    );
    expect(text('xiangqi')).toMatch(/The two Generals may never face each other/);
    expect(text('xiangqi')).toMatch(
      /Perpetual chase loses: .* of a higher rank than the attacker, protected or not \(Chariot 3; Horse, Cannon 2; Advisor, Elephant 1\)\. Soldiers are chased only on the far side of the river and never chase; other men neither chase nor are chased\./,
    );
    expect(text('xiangqi')).toMatch(
      /on the 3rd occurrence of a position \(unless perpetual check or perpetual chase loses, as above\)/,
    );
    expect(text('chess')).not.toMatch(/Drops|face each other|bare king/);
  });

  it('follows a change in the definition', () => {
    const yaml = readFileSync(new URL('../../templates/chess.yaml', import.meta.url), 'utf8');
    const variant = loadDefinitionText(yaml.replace('stalemate: draw', 'stalemate: loss'), 'x.yaml').variant;
    const lines = rulesSummary(variant).flatMap((s) => s.lines);
    expect(lines).toContain('A player with no legal move loses.');
  });
});

describe('no data ids in the words', () => {
  it("names men and regions as a player reads them: Orthodia's King and Bisroos, Xiangqi's river", () => {
    const lines = (id: string): string =>
      rulesSummary(loadVariant(id).variant)
        .flatMap((s) => s.lines)
        .join(' ');
    const orthodia = lines('orthodia');
    expect(orthodia).toContain('(King and Bisroos against King among them)');
    expect(orthodia).not.toContain('KB v K');
    expect(lines('xiangqi')).not.toMatch(/across-river/);
  });
});
