/** The cards as written: every diagram's marks are the engine's moves for the pieces drawn on it. */

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadDefinitionText, loadVariant } from '../../src/definitions/load.js';
import { ruleCardDiagrams } from '../../src/diagrams/moves.js';
import { MEM_MOVED, MEM_ONCE_USED } from '../../src/engine/position.js';
import type { VariantSpec } from '../../src/engine/spec.js';
import { renderCards } from '../../src/kit/index.js';
import { cardScene } from '../../src/render/layout/cards.js';
import { sceneText } from '../../src/render/scene.js';
import { templatesInTier } from '../helpers/family-templates.js';
import { readSvg } from '../render/measure.js';
import { bareBoard, type DrawnDiagram, type DrawnPiece, drawnDiagrams, engineTargets } from './cards.js';

async function diagramsOf(variant: string | ReturnType<typeof loadVariant>): Promise<DrawnDiagram[]> {
  const files = await renderCards(typeof variant === 'string' ? loadVariant(variant) : variant, { format: ['svg'] });
  return files.flatMap((f) => drawnDiagrams(readSvg(f.data.toString('utf8'))));
}

/** What the engine says of each square for a man alone on the window, as the card should mark it. */
function expectedMain(spec: VariantSpec, d: DrawnDiagram, subject: DrawnPiece): Set<string> {
  const v = bareBoard(spec, d.files, d.ranks);
  const alone = (mem: number) => engineTargets(v, [subject], subject, mem);
  const withVictim = (x: number, y: number, mem: number, crowd: DrawnPiece[] = []) =>
    engineTargets(v, [subject, ...crowd, { x, y, type: subject.type, white: false, subject: false }], subject, mem).has(
      `${x},${y}`,
    );
  const [fresh, moved, spent] = [alone(0), alone(MEM_MOVED), alone(MEM_ONCE_USED)];
  const out = new Set<string>();
  for (let y = 0; y < d.ranks; y++) {
    for (let x = 0; x < d.files; x++) {
      if (x === subject.x && y === subject.y) continue;
      const key = `${x},${y}`;
      const [move, capture] = [fresh.has(key), withVictim(x, y, 0)];
      if (!move && !capture) continue;
      // Jump: still reached with every other square of the window filled by own men.
      const crowd: DrawnPiece[] = [];
      for (let cy = 0; cy < d.ranks; cy++) {
        for (let cx = 0; cx < d.files; cx++) {
          if ((cx !== x || cy !== y) && (cx !== subject.x || cy !== subject.y))
            crowd.push({ x: cx, y: cy, type: subject.type, white: true, subject: false });
        }
      }
      const far = Math.max(Math.abs(x - subject.x), Math.abs(y - subject.y)) > 1;
      const jump =
        far && (move ? engineTargets(v, [subject, ...crowd], subject, 0).has(key) : withVictim(x, y, 0, crowd));
      const initial = !(moved.has(key) || withVictim(x, y, MEM_MOVED));
      const once = !(spent.has(key) || withVictim(x, y, MEM_ONCE_USED));
      out.add(
        [
          key,
          move && capture ? 'both' : move ? 'move' : 'capture',
          jump && 'jump',
          initial && 'initial',
          once && 'once',
        ]
          .filter(Boolean)
          .join(' '),
      );
    }
  }
  return out;
}

/**
 * An example: the man has moved; what the engine lets him reach among the pieces drawn, each square
 * marked with what he can do there (as the legend reads): a move to an empty square where he could also
 * take an enemy, or a capture where he could also move, is "both". Moves of several legs keep their kind.
 */
function expectedExample(spec: VariantSpec, d: DrawnDiagram, subject: DrawnPiece): Set<string> {
  const v = bareBoard(spec, d.files, d.ranks);
  const targets = engineTargets(v, d.pieces, subject, MEM_MOVED);
  const spent = engineTargets(v, d.pieces, subject, MEM_MOVED | MEM_ONCE_USED);
  const victim = d.pieces.find((p) => !p.subject)?.type ?? subject.type;
  return new Set(
    [...targets].map((key) => {
      const [x, y] = key.split(',').map(Number) as [number, number];
      const occupied = d.pieces.some((p) => `${p.x},${p.y}` === key);
      const legs = d.marks.some((m) => `${m.x},${m.y}` === key && m.tags.includes('legs'));
      const swapped = occupied
        ? d.pieces.filter((p) => `${p.x},${p.y}` !== key)
        : [...d.pieces, { x, y, type: victim, white: !subject.white, subject: false }];
      const both = !legs && engineTargets(v, swapped, subject, MEM_MOVED).has(key);
      return [key, both ? 'both' : occupied ? 'capture' : 'move', !spent.has(key) && 'once'].filter(Boolean).join(' ');
    }),
  );
}

const drawn = (d: DrawnDiagram): Set<string> =>
  new Set(d.marks.map((m) => [`${m.x},${m.y}`, ...m.tags.filter((t) => t !== 'legs' && t !== 'hop')].join(' ')));

describe("move cards show the engine's moves", () => {
  for (const id of templatesInTier('even')) {
    it(`${id}: every diagram of every piece marks exactly the squares the engine gives`, async () => {
      const loaded = loadVariant(id);
      const spec = loaded.variant.spec;
      const diagrams = await diagramsOf(id);
      // Card 1 is the legend; piece t is on card t + 2, its main diagram d0 with one man on it.
      for (const [t, piece] of spec.pieces.entries()) {
        const main = diagrams.find((d) => d.id === `c${t + 2}-d0`)!;
        expect(main, piece.name).toBeDefined();
        expect(main.pieces, piece.name).toHaveLength(1);
        const subject = main.pieces[0]!;
        expect(subject).toMatchObject({ type: t, white: true, subject: true });
        expect(drawn(main), `${id} ${piece.name}`).toEqual(expectedMain(spec, main, subject));
        for (const example of diagrams.filter((d) => d.id.startsWith(`c${t + 2}-d`) && d !== main)) {
          const s = example.pieces.find((p) => p.subject)!;
          expect(s.type, example.id).toBe(t);
          expect(drawn(example), `${id} ${piece.name} ${example.id}`).toEqual(expectedExample(spec, example, s));
        }
      }
      // Rule cards (drops) come after the pieces' and are checked in drops.test.ts.
      expect(diagrams.filter((d) => d.id.endsWith('-d0'))).toHaveLength(
        spec.pieces.length + ruleCardDiagrams(loaded.variant).length,
      );
    });
  }

  it('multi-leg moves are marked as such: collisions, volleys', async () => {
    const legs = async (id: string, piece: string): Promise<DrawnDiagram> => {
      const spec = loadVariant(id).variant.spec;
      const t = spec.pieces.findIndex((p) => p.id === piece);
      return (await diagramsOf(id)).find((d) => d.id === `c${t + 2}-d1`)!;
    };
    const collision = await legs('secutor', 'S');
    const captures = collision.marks.filter((m) => m.tags[0] === 'capture');
    expect(captures.length).toBeGreaterThan(0);
    expect(captures.every((m) => m.tags.includes('legs'))).toBe(true);
    expect(collision.marks.filter((m) => m.tags[0] === 'move').some((m) => m.tags.includes('legs'))).toBe(false);
    const volley = await legs('chess-legions', 'M');
    // Landings two and more squares ahead are volleys; the step forward is not.
    expect(
      volley.marks
        .filter((m) => m.tags.includes('legs'))
        .map((m) => m.y)
        .sort(),
    ).toEqual([2, 4, 6]);
  });

  it('a piece changed in its definition changes its card', async () => {
    const text = readFileSync(new URL('../../templates/chess.yaml', import.meta.url), 'utf8');
    const changedText = text
      .replace('    moves: N\n', '    moves: W\n')
      .replace('Leaps two squares one way and one square the other', 'Steps one square along a rank or file');
    expect(changedText).not.toBe(text);
    const changed = loadDefinitionText(changedText, 'changed.yaml');
    const t = changed.variant.spec.pieces.findIndex((p) => p.id === 'N');
    const knight = (ds: DrawnDiagram[]) => ds.find((d) => d.id === `c${t + 2}-d0`)!;
    const before = knight(await diagramsOf('chess'));
    const after = knight(await diagramsOf(changed));
    expect(before.marks).toHaveLength(8);
    expect(before.marks.every((m) => m.tags.includes('jump'))).toBe(true);
    expect(after.marks.map((m) => `${m.x - after.pieces[0]!.x},${m.y - after.pieces[0]!.y}`).sort()).toEqual([
      '-1,0',
      '0,-1',
      '0,1',
      '1,0',
    ]);
    expect(after.marks.some((m) => m.tags.includes('jump'))).toBe(false);
    const words = sceneText(cardScene(changed));
    expect(words).toContain('Steps one square along a rank or file');
    expect(words).not.toContain('Leaps two squares one way');
  });
});
