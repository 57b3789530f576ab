/**
 * Every template's rules summary against the engine's own facts, for both sides: the men named for en
 * passant are those the compiled variant lets pass and take that way, the promotion and drop ranks are
 * those its tables promote on and drop on for each colour, castling names the squares each side's king
 * and rook stand on, and the draw sentences say exactly what the end rules hold.
 */
import { describe, expect, it } from 'vitest';
import { loadVariant } from '../../src/definitions/load.js';
import { rulesSummary } from '../../src/diagrams/summary.js';
import { checksLeft } from '../../src/engine/rules/check-count.js';
import type { VariantSpec } from '../../src/engine/spec.js';
import { squareName } from '../../src/engine/squares.js';
import { startPosition } from '../../src/engine/start.js';
import { BLACK, F_EP_CAPTURE, F_EP_TARGET, sideName, type Variant, WHITE } from '../../src/engine/variant.js';
import { templatesInTier } from '../helpers/family-templates.js';

/** The 1-based ranks a rank phrase names: "rank 8", "ranks 7 or 8", "ranks 1 to 7", "ranks 1 to 3 or 5". */
function ranksOf(phrase: string): number[] {
  const body = phrase.replace(/^ranks? /, '');
  return body.split(' or ').flatMap((run) => {
    const [a, b] = run.split(' to ').map(Number);
    return b === undefined ? [a!] : Array.from({ length: b - a! + 1 }, (_, i) => a! + i);
  });
}

const RANKS = String.raw`ranks? \d+(?:(?: to | or )\d+)*`;

/** A side's name as a pattern. */
const named = (name: string): string => name.replace(/[()]/g, '\\$&');

/**
 * The ranks for White and for Black a phrase gives: "rank 8 (White) or rank 1 (Black)" ("ranks 7 to 9
 * for Sente (Black) or ranks 1 to 3 for Gote (White)" where the game names its sides), or the same for both.
 */
function sidesOf(phrase: string, spec: VariantSpec): [number[], number[]] {
  const names = spec.sideNames;
  const sides = names
    ? `^(${RANKS}) for ${named(names[0])} or (${RANKS}) for ${named(names[1])}$`
    : String.raw`^(${RANKS}) \(White\) or (${RANKS}) \(Black\)$`;
  const both = new RegExp(sides).exec(phrase);
  if (both) return [ranksOf(both[1]!), ranksOf(both[2]!)];
  expect(phrase).toMatch(new RegExp(`^${RANKS}$`));
  return [ranksOf(phrase), ranksOf(phrase)];
}

/** The piece names of "Pawn or Warrior", "Queen, Rook, Bishop or Knight". */
const namesOf = (phrase: string): string[] => phrase.split(/, | or | and /).sort();

/** 1-based ranks of the squares where `row[sq]` is set. */
function ranksWhere(v: Variant, row: ArrayLike<number>): number[] {
  const ranks = new Set<number>();
  for (let sq = 0; sq < v.size; sq++) if (row[sq]) ranks.add(Math.floor(sq / v.files) + 1);
  return [...ranks].sort((a, b) => a - b);
}

/** Names of the types some move of which, anywhere on the board, carries `flag` in the compiled tables. */
function typesWithFlag(v: Variant, flag: number): string[] {
  return v.spec.pieces
    .filter((_, t) =>
      [WHITE, BLACK].some((c) =>
        v.tables
          .slice((c * v.nTypes + t) * v.size, (c * v.nTypes + t + 1) * v.size)
          .some((m) => m.leapFlags.some((f) => f & flag) || m.rays.some((r) => r.flags & flag)),
      ),
    )
    .map((p) => p.name)
    .sort();
}

describe.each(templatesInTier())('rules summary of %s, against the engine', (id) => {
  const v = loadVariant(id).variant;
  const spec = v.spec;
  const lines = rulesSummary(v).flatMap((s) => s.lines);
  const special = lines.filter((l) => !spec.pieces.some((p) => l.startsWith(`${p.name} (`)));

  it('names exactly the men that pass and take en passant', () => {
    const [passers, takers] = [typesWithFlag(v, F_EP_TARGET), typesWithFlag(v, F_EP_CAPTURE)];
    const line = special.find((l) => l.startsWith('En passant'));
    if (!passers.length) return expect(line).toBeUndefined();
    const said =
      /^En passant: just after an? (.+?) makes an? .+?, and on the very next move only, an enemy (.+?) whose .+ capture reaches the square it passed over may move there and take it\.$/.exec(
        line ?? '',
      );
    expect(said, line).not.toBeNull();
    expect(namesOf(said![1]!)).toEqual(passers);
    expect(namesOf(said![2]!)).toEqual(takers);
  });

  it('gives each side its own promotion zone', () => {
    const said = special.filter((l) => l.startsWith('Promotion:'));
    expect(said).toHaveLength(spec.promotion.length);
    for (const line of said) {
      const m = /^Promotion: an? (.+?) reaching (.+?) becomes/.exec(line)!;
      const [white, black] = sidesOf(m[2]!, spec);
      for (const name of namesOf(m[1]!)) {
        const t = spec.pieces.findIndex((p) => p.name === name);
        expect(white, `${line}: White's zone`).toEqual(ranksWhere(v, v.promoRule[WHITE * v.nTypes + t]!));
        expect(black, `${line}: Black's zone`).toEqual(ranksWhere(v, v.promoRule[BLACK * v.nTypes + t]!));
      }
    }
  });

  it('gives each side its own drop ranks', () => {
    const line = special.find((l) => l.startsWith('Drops:'));
    if (!v.hasDrops) return expect(line).toBeUndefined();
    for (const [, name, phrase] of line!.matchAll(/an? (\w[\w ]*?) only on (.+?)(?=, |\.$| and )/g)) {
      const t = spec.pieces.findIndex((p) => p.name === name);
      const [white, black] = sidesOf(phrase!, spec);
      expect(white).toEqual(ranksWhere(v, v.dropSquares[WHITE * v.nTypes + t]!));
      expect(black).toEqual(ranksWhere(v, v.dropSquares[BLACK * v.nTypes + t]!));
    }
  });

  it("castles from the squares each side's king and rook start on", () => {
    const said = special.filter((l) => l.startsWith('Castling ('));
    expect(said).toHaveLength(spec.castling.length);
    const at = (name: string): number =>
      Array.from({ length: v.size }, (_, sq) => sq).find((sq) => squareName(v, sq) === name)!;
    for (const line of said) {
      // Chess960's king and rooks start anywhere: the summary names where they go, the rule's targets.
      if (spec.chess960) {
        const [rule] = spec.castling.filter((c) => line.startsWith(`Castling (${c.right})`));
        const to = (sq: number): string => squareName(v, sq);
        expect(line).toContain(`White's king to ${rule!.kingTo.map(to).join(' or ')}, rook to ${to(rule!.rookTo)}`);
        expect(line).toContain('wherever they stand on the first rank');
        continue;
      }
      // One side only (Horde: White has no king): its king and rook stand there, the other side's do not.
      const only =
        /^Castling \(\w\), (White|Black) only \((?:White|Black) starts with no king there\): king (\S+) to .+?, rook (\S+) to /.exec(
          line,
        );
      if (only) {
        const sign = only[1] === 'White' ? 1 : -1;
        expect(spec.setup[at(only[2]!)]! * sign > 0 && spec.setup[at(only[3]!)]! * sign > 0, line).toBe(true);
        continue;
      }
      const m = /White's king (\S+) to .+?, rook (\S+) to .+?; Black's king (\S+) to .+?, rook (\S+) to /.exec(line)!;
      const [wk, wr, bk, br] = m.slice(1).map(at);
      // Black's king and rook are White's, on the squares named for Black.
      expect(spec.setup[wk!]! > 0 && spec.setup[bk!] === -spec.setup[wk!]!, line).toBe(true);
      expect(spec.setup[wr!]! > 0 && spec.setup[br!] === -spec.setup[wr!]!, line).toBe(true);
    }
  });

  it('says the draws the end rules hold, and no other', () => {
    const e = spec.end;
    // Where the board is counted (Janggi), a claimed end is counted too.
    const claim =
      lines.find((l) => l.startsWith('A player may claim a draw') || l.startsWith('A player may claim the end')) ?? '';
    // Where the board is counted (Ataxx), a repetition ends the game counted, not drawn.
    const automatic =
      lines.find(
        (l) => l.startsWith('The game is drawn with no claim') || l.startsWith('The game ends with no claim'),
      ) ?? '';
    const nth = (s: string, before: string): number =>
      Number(new RegExp(`on the (\\d+)\\w\\w occurrence${before}`).exec(s)?.[1] ?? 0);
    const moves = (s: string): number => Number(/after (\d+) moves each/.exec(s)?.[1] ?? 0);
    // A repetition one side loses (Tori shogi) is no draw: its own sentence says so.
    const drawnRepetition = e.repetitionLoser === undefined;
    expect(lines.some((l) => l.startsWith('Repetition is no draw'))).toBe(!drawnRepetition);
    expect(nth(claim, '')).toBe(drawnRepetition ? e.repetition : 0);
    expect(moves(claim)).toBe(e.moveRule);
    expect(nth(automatic, '')).toBe(drawnRepetition ? e.forcedRepetition : 0);
    expect(moves(automatic)).toBe(e.forcedMoveRule);
    expect(/neither side can ever checkmate/.test(automatic)).toBe(
      e.insufficientMaterial !== 'none' || !!e.deadMaterial?.length,
    );
    expect(lines.includes('Draws only by agreement.')).toBe(!claim && !automatic);
  });

  it('says how the game is won as the end rules decide it', () => {
    const end = lines.slice(lines.indexOf(rulesSummary(v).find((s) => s.heading === 'How the game ends')!.lines[0]!));
    const checks = spec.end.victories.find((w) => w.type === 'checks');
    const byChecks = end.map((l) => /^Win by giving check (\d+) times/.exec(l)?.[1]).find(Boolean);
    expect(Number(byChecks ?? 0)).toBe(checks?.count ?? 0);
    // Both sides start with those checks to give.
    const start = startPosition(v);
    if (checks) expect([checksLeft(start, 0), checksLeft(start, 1)]).toEqual([checks.count, checks.count]);
    expect(end.some((l) => /is checkmated wins/.test(l))).toBe(spec.end.checkmate === 'win');
    expect(end.some((l) => /^Checkmate the enemy/.test(l))).toBe(
      spec.pieces.some((p) => p.royal) && spec.end.checkmate !== 'win' && !spec.rules.noChecks,
    );
    const answered = spec.end.victories.some((w) => w.type === 'reach' && w.reply);
    expect(end.some((l) => /Black's may still answer with one move/.test(l))).toBe(answered);
    for (const w of spec.end.victories) {
      if (w.type !== 'material' || !w.wins) continue;
      const left = /^Win by losing all your men( but your (\w+))?\./.exec(
        end.find((l) => l.startsWith('Win by losing')) ?? '',
      );
      expect(left, 'the material win').not.toBeNull();
      // The man kept is the one royal man each side has.
      expect(left![2] ?? null).toBe(w.atMost === 1 ? (spec.pieces.find((p) => p.royal)?.name ?? null) : null);
      expect(w.atMost).toBe(left![1] ? 1 : 0);
    }
  });

  it('says nothing for one side that it does not say for the other', () => {
    // The sides by the names the game gives them (Xiangqi's Red and Black; White and Black by default).
    const [white, black] = [sideName(WHITE, spec), sideName(BLACK, spec)];
    for (const line of lines) {
      expect(line.includes('(White)'), line).toBe(line.includes('(Black)'));
      expect(line.includes(`${white}'s`), line).toBe(line.includes(`${black}'s`));
    }
    const setup = lines.find((l) => l.startsWith('Setup:'));
    // Each man's opposite number: the same type of the other side.
    const opposite = (place: (sq: number) => number): boolean =>
      spec.setup.every((c, sq) => spec.setup[place(sq)]! + c === 0);
    if (setup?.includes('mirror'))
      expect(opposite((sq) => (v.ranks - 1 - Math.floor(sq / v.files)) * v.files + (sq % v.files))).toBe(true);
    if (setup?.includes('turned half round')) expect(opposite((sq) => v.size - 1 - sq)).toBe(true);
    // An empty board (Connect Four) has no arrangement to say.
    expect(!!setup?.match(/mirror|turned half round/)).toBe(
      !!setup &&
        spec.setup.some((c) => c !== 0) &&
        (opposite((sq) => (v.ranks - 1 - Math.floor(sq / v.files)) * v.files + (sq % v.files)) ||
          opposite((sq) => v.size - 1 - sq)),
    );
  });
});
