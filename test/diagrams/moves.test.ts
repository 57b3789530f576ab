import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadDefinitionText, loadVariant } from '../../src/definitions/load.js';
import { exampleDiagrams, type MoveDiagram, pieceDiagram } from '../../src/diagrams/moves.js';
import { moveTo } from '../../src/engine/move.js';
import { MoveList, pieceMoves } from '../../src/engine/movegen.js';
import { MEM_MOVED, Position } from '../../src/engine/position.js';
import { type Variant, WHITE } from '../../src/engine/variant.js';
import { templatesInTier } from '../helpers/family-templates.js';

/**
 * The piece on the variant's own board, alone (or with one victim): where the engine lets it go.
 * Returns, per window square that lies on the real board, "move", "capture", "both" or nothing.
 */
function centre(v: Variant, d: MoveDiagram): [number, number] {
  return d.onBoard ? [d.subject.x, d.subject.y] : [Math.floor((v.files - 1) / 2), Math.floor((v.ranks - 1) / 2)];
}

function engineOnRealBoard(v: Variant, type: number, d: MoveDiagram, fresh: boolean): Map<string, string> {
  // Put the diagram's centre on the board's most central existing square (a diagram on the board
  // itself: on the subject's square).
  const [cx, cy] = centre(v, d);
  const from = cy * v.files + cx;
  const toWindow = (sq: number): string =>
    `${(sq % v.files) - cx + d.subject.x},${((sq / v.files) | 0) - cy + d.subject.y}`;
  const run = (victim: number): Set<number> => {
    const pos = new Position(v);
    pos.board[from] = type + 1;
    if (victim >= 0) pos.board[victim] = -(type + 1);
    pos.mem[from] = fresh ? 0 : MEM_MOVED;
    pos.turn = WHITE;
    pos.refresh();
    const list = new MoveList();
    pieceMoves(pos, from, list);
    return new Set(list.toArray().map(moveTo));
  };
  const out = new Map<string, string>();
  const moves = run(-1);
  for (let sq = 0; sq < v.size; sq++) {
    if (!v.exists[sq] || sq === from) continue;
    const [wx, wy] = toWindow(sq).split(',').map(Number) as [number, number];
    if (wx < 0 || wy < 0 || wx >= d.width || wy >= d.height) continue;
    const m = moves.has(sq);
    const c = run(sq).has(sq);
    if (m || c) out.set(`${wx},${wy}`, m && c ? 'both' : m ? 'move' : 'capture');
  }
  return out;
}

describe("move diagrams are the engine's moves", () => {
  for (const id of templatesInTier()) {
    it(`${id}: every piece's marks equal its moves on the real board`, () => {
      const { variant } = loadVariant(id);
      variant.spec.pieces.forEach((piece, type) => {
        const d = pieceDiagram(variant.spec, type);
        // Window squares that fall on the real board, for a man that has not moved yet.
        const expected = engineOnRealBoard(variant, type, d, true);
        const cx = centre(variant, d)[0] - d.subject.x;
        const cy = centre(variant, d)[1] - d.subject.y;
        const shown = new Map(
          d.marks
            .filter((m) => {
              const x = m.x + cx;
              const y = m.y + cy;
              return (
                x >= 0 && y >= 0 && x < variant.files && y < variant.ranks && variant.exists[y * variant.files + x]
              );
            })
            .map((m) => [`${m.x},${m.y}`, m.mode]),
        );
        expect(shown, `${id} ${piece.name}`).toEqual(expected);
      });
    });
  }

  it('marks tell jumps, first moves and once-per-game moves apart', () => {
    const chess = loadVariant('chess').variant.spec;
    const knight = pieceDiagram(
      chess,
      chess.pieces.findIndex((p) => p.id === 'N'),
    );
    expect(knight.marks.every((m) => m.jump && m.mode === 'both')).toBe(true);
    const pawn = pieceDiagram(
      chess,
      chess.pieces.findIndex((p) => p.id === 'P'),
    );
    const double = pawn.marks.find((m) => m.x === pawn.subject.x && m.y === pawn.subject.y + 2);
    expect(double).toMatchObject({ mode: 'move', initial: true, jump: false });
    expect(pawn.marks.filter((m) => m.mode === 'capture')).toHaveLength(2);
    const rook = pieceDiagram(
      chess,
      chess.pieces.findIndex((p) => p.id === 'R'),
    );
    expect(rook.marks.some((m) => m.jump)).toBe(false);
  });

  it('a piece changed in its definition changes its diagram', () => {
    const text = readFileSync(new URL('../../templates/chess.yaml', import.meta.url), 'utf8');
    const changed = loadDefinitionText(text.replace('    moves: N\n', '    moves: W\n'), 'changed.yaml').variant.spec;
    const original = loadVariant('chess').variant.spec;
    const t = original.pieces.findIndex((p) => p.id === 'N');
    expect(pieceDiagram(changed, t).marks).toHaveLength(4);
    expect(pieceDiagram(original, t).marks).toHaveLength(8);
  });

  it('example diagrams place the pieces a special move needs', () => {
    const secutor = loadVariant('secutor').variant;
    const s = secutor.spec.pieces.findIndex((p) => p.atoms.some((a) => a.kind === 'collide'));
    const [collision] = exampleDiagrams(secutor, s);
    expect(collision).toBeDefined();
    // From (1,3) the slide right stops before the screen on (4,3); the diagonals from (3,3) capture
    // (5,5) and (5,1).
    const captures = collision!.marks
      .filter((m) => m.mode === 'capture')
      .map((m) => `${m.x},${m.y}`)
      .sort();
    expect(captures).toContain('5,5');
    expect(captures).toContain('5,1');
    const orthodia = loadVariant('orthodia').variant;
    const torch = orthodia.spec.pieces.findIndex((p) => p.atoms.some((a) => a.kind === 'ride' && a.passOver));
    const [passing] = exampleDiagrams(orthodia, torch);
    const up = passing!.marks.filter((m) => m.x === 4 && m.y > 4).map((m) => m.y);
    // A piece at distance 2 (4,6) is passed over: the Torch still reaches distances 1, 3 (4,7).
    expect(up.sort()).toEqual([5, 7]);
    const right = passing!.marks.filter((m) => m.y === 4 && m.x > 4).map((m) => m.x);
    // A piece at distance 3 (7,4) stops it: distance 1 only (own piece, no capture).
    expect(right).toEqual([5]);
  });
});
