/** Special moves on the cards: castlings, ECROS's castling by destruction, the Guard's call, the wrap, edge collisions. */
import { describe, expect, it } from 'vitest';
import { loadVariant } from '../../src/definitions/load.js';
import {
  boardExampleDiagram,
  exampleDiagrams,
  type MoveDiagram,
  pieceDiagram,
  ruleCardDiagrams,
} from '../../src/diagrams/moves.js';
import { moveFrom, movePromo, moveTo } from '../../src/engine/move.js';
import { generateLegal, MoveList } from '../../src/engine/movegen.js';
import { allRules, rulesOf } from '../../src/engine/rules/index.js';
import type { Variant } from '../../src/engine/variant.js';
import { cardScene } from '../../src/render/layout/cards.js';
import { type DiagramView, markKinds, windowItems } from '../../src/render/layout/diagrams.js';
import { pieceLook } from '../../src/render/layout/token.js';
import type { Item } from '../../src/render/scene.js';
import { templatesInTier } from '../helpers/family-templates.js';
import { placedTexts } from '../render/scene-walk.js';

/** The first board example of the rule module `rule` for piece `type`, as the card draws it, or null. */
const boardExample = (rule: string, v: Variant, type: number): MoveDiagram | null => {
  const [e] = allRules().find((r) => r.id === rule)!.boardExamples!(v, type);
  return e ? boardExampleDiagram(e) : null;
};
const castlingExample = (v: Variant, t: number) => boardExample('castling', v, t);
const nexialCastlingExample = (v: Variant, t: number) => boardExample('nexial-castling', v, t);
const guardCallExample = (v: Variant, t: number) => boardExample('guard-call', v, t);
const wrapExample = (v: Variant, t: number) => boardExample('wrap', v, t);
const edgeCollisionExample = (v: Variant, t: number) => boardExample('collision', v, t);
const type = (id: string, piece: string): number =>
  loadVariant(id).variant.spec.pieces.findIndex((p) => p.id === piece);
/** A window mark as a square name, for windows whose bottom-left square is `origin` (file index, rank index). */
const named = (
  id: string,
  d: MoveDiagram,
  origin: [number, number],
  filter: (m: MoveDiagram['marks'][number]) => boolean,
): string[] => {
  const spec = loadVariant(id).variant.spec;
  return d.marks
    .filter(filter)
    .map((m) => `${spec.fileLabels[m.x + origin[0]]}${m.y + origin[1] + 1}`)
    .sort();
};

describe('special-move examples, asked of the engine', () => {
  it('every castling of the definition: its king targets marked once per game', () => {
    const cases: [string, [number, number], string[]][] = [
      ['chess', [0, 0], ['c1', 'g1']],
      ['secutor', [0, 0], ['b1', 'c1', 'g1', 'h1']],
      ['chess-legions', [0, 0], ['b2', 'i2']],
    ];
    for (const [id, origin, targets] of cases) {
      const v = loadVariant(id).variant;
      const d = castlingExample(v, type(id, 'K'))!;
      expect(
        named(id, d, origin, (m) => m.once),
        id,
      ).toEqual(targets);
      // The king's ordinary steps are there too, and not once per game.
      expect(d.marks.filter((m) => !m.once).length, id).toBeGreaterThan(0);
      expect(d.caption, id).toMatch(/castling/);
    }
    expect(castlingExample(loadVariant('orthodia').variant, type('orthodia', 'K'))).toBeNull();
  });

  it("ECROS: a Nexial's castling by destruction reaches its own men on its own half only", () => {
    const v = loadVariant('ecros').variant;
    for (const nexial of ['NS', 'NT']) {
      const d = nexialCastlingExample(v, type('ecros', nexial))!;
      const own = d.others.filter((o) => o.white && o.type !== type('ecros', nexial === 'NS' ? 'NT' : 'NS'));
      const ownHalf = own
        .filter((o) => o.y < 10)
        .map((o) => `${o.x},${o.y}`)
        .sort();
      const castles = d.marks
        .filter((m) => m.once)
        .map((m) => `${m.x},${m.y}`)
        .sort();
      expect(castles, nexial).toEqual(ownHalf);
      expect(own.some((o) => o.y >= 10)).toBe(true);
    }
  });

  it("ECROS's castling example: a bold line between ranks 10 and 11, the half a Nexial castles on", () => {
    const v = loadVariant('ecros').variant;
    const nexial = v.spec.pieces.findIndex((p) => p.id === 'NS');
    const rule = allRules().find((r) => r.id === 'nexial-castling')!;
    const d = boardExampleDiagram(rule.boardExamples!(v, nexial)[0]!);
    expect(d.divide).toBe(10);
    const view: DiagramView = {
      spec: v.spec,
      files: d.width,
      ranks: d.height,
      pieces: [],
      marks: [],
      subject: null,
      divide: d.divide!,
    };
    const line = windowItems(view, 6, false, 'w').find((it) => it.id === 'w-divide');
    // Rank 1 is the bottom row: the line lies under the top two rows (ranks 11 and 12).
    expect(line).toMatchObject({ kind: 'line', x1: 0, x2: d.width * 6, y1: 2 * 6, y2: 2 * 6 });
  });

  it('Calling the Guard: only to a square next to the checked King that ends the check', () => {
    const v = loadVariant('chess-legions').variant;
    const d = guardCallExample(v, type('chess-legions', 'G'))!;
    const king = d.others.find((o) => o.type === type('chess-legions', 'K') && o.white)!;
    const calls = d.marks.filter((m) => m.once);
    expect(calls.length).toBeGreaterThan(0);
    for (const m of calls) expect(Math.max(Math.abs(m.x - king.x), Math.abs(m.y - king.y))).toBe(1);
    // The enemy rook checks down the King's file: the call blocks it, straight in front of the King.
    expect(calls.map((m) => [m.x - king.x, m.y - king.y])).toEqual([[0, 1]]);
  });

  it("the Bowman's wrap: from the last rank back onto the empty squares of its first rank", () => {
    const v = loadVariant('chess-legions').variant;
    const d = wrapExample(v, type('chess-legions', 'M'))!;
    const landings = d.marks.filter((m) => m.via?.length === 1 && m.y === 0);
    expect(landings.map((m) => m.x).sort()).toEqual([2, 7]);
    for (const m of landings) expect(m.via).toEqual([{ x: d.subject.x, y: 9 }]);
  });

  it('Secutor: a hole of the Gustavian board is a screen; the capture drawn as two legs', () => {
    const v = loadVariant('secutor').variant;
    const d = edgeCollisionExample(v, type('secutor', 'S'))!;
    expect(d.caption).toMatch(/^a hole is a screen too/);
    expect(d.holes!.length).toBeGreaterThan(0);
    const [capture] = d.marks;
    expect(capture!.mode).toBe('capture');
    expect(capture!.via).toBeDefined();
    expect(d.others.some((o) => o.x === capture!.x && o.y === capture!.y && !o.white)).toBe(true);
    expect(edgeCollisionExample(loadVariant('chess').variant, type('chess', 'R'))).toBeNull();
  });

  it("Secutor: the hole example's victim could stand there in a game (no Black Pawn on rank 1)", () => {
    const v = loadVariant('secutor').variant;
    const collision = allRules().find((r) => r.id === 'collision')!;
    const promoting = new Set(v.spec.promotion.flatMap((r) => r.pieces));
    const examples = collision.boardExamples!(v, type('secutor', 'S'));
    expect(examples.length).toBeGreaterThan(0);
    for (const e of examples)
      e.position.board.forEach((code, sq) => {
        if (code < 0 && promoting.has(-code - 1)) expect(Math.floor(sq / v.files), e.caption).toBeGreaterThan(0);
      });
  });
});

describe('board examples come from the rule modules', () => {
  it("every module with board examples shows one for a template using it, marking exactly the engine's legal moves of its subject", () => {
    const shown = new Set<string>();
    for (const id of templatesInTier()) {
      const v = loadVariant(id).variant;
      for (const rule of rulesOf(v.spec).filter((r) => r.boardExamples)) {
        for (const [t, piece] of v.spec.pieces.entries()) {
          for (const e of rule.boardExamples!(v, t)) {
            const what = `${id} ${rule.id} ${piece.name}`;
            shown.add(rule.id);
            const pos = e.position;
            const code = pos.board[e.subject]!;
            expect(code, what).toBe(t + 1);
            // Where each legal move of the subject leaves him, found by making it: the square that newly
            // holds him, promoted where the move promotes (none: removed, as a wrap with no empty square).
            const list = new MoveList();
            generateLegal(pos, list);
            const want: string[] = [];
            for (const m of list.toArray()) {
              if (moveFrom(m) !== e.subject || (e.targets && !e.targets.includes(moveTo(m)))) continue;
              const before = Int16Array.from(pos.board);
              const landed = movePromo(m) >= 0 ? Math.sign(code) * (movePromo(m) + 1) : code;
              pos.make(m);
              for (let sq = 0; sq < v.size; sq++)
                if (pos.board[sq] === landed && before[sq] !== landed)
                  want.push(`${sq % v.files},${(sq / v.files) | 0}`);
              pos.unmake();
            }
            // The window may show part of the board (ECROS's castling: files a-h of twenty).
            const [x0, y0, x1, y1] = e.window;
            const inWindow = [...new Set(want)].filter((xy) => {
              const [x, y] = xy.split(',').map(Number) as [number, number];
              return x >= x0 && x <= x1 && y >= y0 && y <= y1;
            });
            expect(inWindow.length, what).toBeGreaterThan(0);
            const d = boardExampleDiagram(e);
            const marked = d.marks.map((m) => `${m.x + x0},${m.y + y0}`);
            expect(marked.sort(), what).toEqual(inWindow.sort());
            expect(d.caption, what).toBe(e.caption);
          }
        }
      }
    }
    expect([...shown].sort()).toEqual(
      allRules()
        .filter((r) => r.boardExamples)
        .map((r) => r.id)
        .sort(),
    );
  });
});

describe('cards read like their legend', () => {
  it("examples mark what the piece can do: a parity slider's empty squares are 'moves or captures', a Secutor's slides 'moves only'", () => {
    const [parity] = exampleDiagrams(loadVariant('ecros').variant, type('ecros', 'DO'));
    const empty = parity!.marks.filter((m) => !parity!.others.some((o) => o.x === m.x && o.y === m.y));
    expect(empty.length).toBeGreaterThan(0);
    expect(new Set(empty.map((m) => m.mode))).toEqual(new Set(['both']));
    const [collision] = exampleDiagrams(loadVariant('secutor').variant, type('secutor', 'S'));
    const slides = collision!.marks.filter((m) => !m.via && !collision!.others.some((o) => o.x === m.x && o.y === m.y));
    expect(new Set(slides.map((m) => m.mode))).toEqual(new Set(['move']));
  });

  it('the legend card lists exactly the kinds of mark the cards use', () => {
    for (const id of ['chess', 'secutor', 'chess-legions', 'ecros', 'shogi', 'xiangqi']) {
      const loaded = loadVariant(id);
      const spec = loaded.variant.spec;
      const diagrams = [
        ...spec.pieces.flatMap((_, t) => [pieceDiagram(spec, t), ...exampleDiagrams(loaded.variant, t)]),
        ...ruleCardDiagrams(loaded.variant).map((c) => c.diagram),
      ];
      const want = markKinds(
        diagrams.flatMap((d) => d.marks),
        diagrams,
      );
      const ids: string[] = [];
      const walk = (items: readonly Item[]): void =>
        items.forEach(
          (it) => it.kind === 'group' && (it.id?.startsWith('legend-') ? ids.push(it.id.slice(7)) : walk(it.items)),
        );
      walk(cardScene(loaded).pages[0]!.items);
      expect(ids, id).toEqual(want);
    }
  });

  it("the last sheet's empty slots hold one quick reference naming every piece and one card of how the game ends, the rest left empty", () => {
    const loaded = loadVariant('chess-legions');
    const spec = loaded.variant.spec;
    const scene = cardScene(loaded);
    const last = scene.pages[scene.pages.length - 1]!;
    const texts = placedTexts(last);
    // The cards' feet count them ("Chess Legions 3/12"): the last sheet's slots left take two cards, each once.
    const foot = /^Chess Legions \d+\/(\d+)$/;
    const cards = Number(foot.exec(texts.find((t) => foot.test(t.text))!.text)![1]);
    const onLast = cards - 9 * (scene.pages.length - 1);
    expect(9 - onLast).toBeGreaterThanOrEqual(2);
    expect(texts.filter((t) => t.text === 'All pieces')).toHaveLength(1);
    expect(texts.filter((t) => t.text === 'How the game ends')).toHaveLength(1);
    // Figurine pieces are named alone, the others after their letters.
    const reference = texts.find((t) => t.text === 'All pieces')!.groups[0];
    const onReference = texts.filter((t) => t.groups[0] === reference);
    for (const [t, p] of spec.pieces.entries())
      expect(
        onReference.filter((x) => x.text === (pieceLook(spec, t).figurine ? p.name : `${p.abbrev} ${p.name}`)),
        p.name,
      ).toHaveLength(1);
    expect(last.items.filter((i) => i.kind === 'group' && i.id?.startsWith('card-'))).toHaveLength(onLast + 2);
    // Each man by his token as the board shows it (the Guard's, the Assassin's and the Bowman's letters,
    // not their move icons), with his moves in a line under his name.
    for (const id of ['G', 'A', 'M']) {
      const p = spec.pieces.find((q) => q.id === id)!;
      const name = onReference.find((x) => x.text === `${p.abbrev} ${p.name}`)!;
      const letters = onReference.filter((x) => x.text === p.abbrev && Math.abs(x.y - name.y) < 4 && x.x < name.x);
      expect(letters, `${p.name}'s token letters`).toHaveLength(1);
      const moves = onReference.find((x) => x.y > name.y && x.y - name.y < 3 && Math.abs(x.x - name.x) < 0.01);
      expect(moves?.text, `${p.name}'s moves`).toMatch(new RegExp(`^${p.rules.split(' ').slice(0, 3).join(' ')}`));
    }
  });

  it("the quick reference's moves take the lines the card has room for: Xiangqi's first sentences whole", () => {
    const scene = cardScene(loadVariant('xiangqi'));
    const texts = placedTexts(scene.pages[scene.pages.length - 1]!);
    const reference = texts.find((t) => t.text === 'All pieces')!.groups[0];
    const words = texts
      .filter((t) => t.groups[0] === reference)
      .map((t) => t.text)
      .join(' ');
    expect(words).toContain('K General One step along a line, never leaving the palace.');
    expect(words).toContain('A Advisor One step along a diagonal of the palace, never leaving it.');
    expect(words).toContain('P Soldier One point straight forward; once across the river also one point sideways.');
    // A card with room for one line of moves a man still gets that line.
    const short = cardScene(loadVariant('chess'), { cardSize: '63x54' });
    const lines = placedTexts(short.pages[short.pages.length - 1]!).map((t) => t.text);
    expect(lines).toContain('All pieces');
    expect(lines.filter((t) => /undefined/.test(t))).toEqual([]);
    expect(lines).toContain('One step in any direction.');
  });
});
