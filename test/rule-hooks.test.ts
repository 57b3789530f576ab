/**
 * The engine asks rule modules through hooks bound into the compiled variant: what each module's part
 * does is said once, by the module, and what it computes agrees with what it generates.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkDefinitionText, loadVariant } from '../src/definitions/load.js';
import { moveTo } from '../src/engine/move.js';
import { MoveList, pieceMoves } from '../src/engine/movegen.js';
import { allRules, compileVariant, partMode, type RuleModule } from '../src/engine/rules/index.js';
import { volleyPath } from '../src/engine/rules/volley.js';
import { parseFen } from '../src/notation/fen.js';
import { parseSquare } from '../src/notation/squares.js';

describe('volley landings', () => {
  it('follow the generator with a step longer than one square', () => {
    // The Bowman's volley made to leap two squares at a time: from c1 over c3 to c5, over c7 to c9.
    const legions = loadVariant('chess-legions').variant;
    const bowman = legions.spec.pieces.findIndex((p) => p.atoms.some((a) => a.kind === 'hopchain'));
    const pieces = legions.spec.pieces.map((p, t) =>
      t !== bowman
        ? p
        : {
            ...p,
            atoms: p.atoms.map((a) => (a.kind === 'hopchain' ? { ...a, offset: [0, 2] as [number, number] } : a)),
          },
    );
    const v = compileVariant({ ...legions.spec, pieces });
    const id = legions.spec.pieces[bowman]!.id;
    const pos = parseFen(v, `4k5/10/10/2${id}7/10/10/10/2${id}7/10/2${id}2K4 w - - 0 1`, { anyPosition: true });
    const sq = (name: string): number => parseSquare(v, name);
    const list = new MoveList();
    pieceMoves(pos, sq('c1'), list);
    expect(list.toArray().map(moveTo)).toEqual(expect.arrayContaining([sq('c5'), sq('c9')]));
    expect(volleyPath(pos, sq('c1'), sq('c9'))).toEqual([sq('c5'), sq('c9')]);
    expect(volleyPath(pos, sq('c1'), sq('c5'))).toEqual([sq('c5')]);
  });
});

describe('what a move part does', () => {
  it("is the module's word, which definitions and the move tables follow", () => {
    expect(partMode('collide')).toBe('capture');
    expect(partMode('hopchain')).toBe('move');
    const secutor = loadVariant('secutor').variant.spec;
    expect(secutor.pieces.flatMap((p) => p.atoms.filter((a) => a.kind === 'collide').map((a) => a.mode))).toEqual(
      expect.arrayContaining(['capture']),
    );
  });
});

describe('the registry', () => {
  it("binds each hook the engine takes from one module to at most one: a move kind, what check is, a forbidden square, a man's memory, a move part", () => {
    const owners = (has: (r: RuleModule) => unknown): string[] =>
      allRules()
        .filter((r) => has(r))
        .map((r) => r.id);
    for (let kind = 0; kind < 16; kind++)
      expect(owners((r) => r.kinds?.includes(kind)).length, `kind ${kind}`).toBeLessThanOrEqual(1);
    for (const part of ['collide', 'hopchain', 'lame', 'hop'] as const)
      expect(owners((r) => r.part === part).length, part).toBeLessThanOrEqual(1);
    expect(owners((r) => r.checkTest)).toEqual(['atomic']);
    expect(owners((r) => r.forbiddenTarget)).toEqual(['reversal']);
    expect(owners((r) => r.leaveMemory)).toEqual(['reversal']);
    // A module making moves of its own kinds makes and unmakes them both.
    expect(owners((r) => Boolean(r.makeMove) !== Boolean(r.unmakeMove))).toEqual([]);
  });
});

describe('Atomic chess in a definition', () => {
  it('without a royal man (no-check Atomic chess) needs another way to win than checkmate', () => {
    const text = readFileSync(new URL('../templates/atomic.yaml', import.meta.url), 'utf8').replace(
      '    royal: true\n',
      '',
    );
    const { problems } = checkDefinitionText(text, 'atomic.yaml');
    expect(problems.map((p) => p.message)).toEqual([
      expect.stringMatching(/^pieces\[0\]: no piece is royal \(royal: true\), but checkmate \(with no end\.victories,/),
    ]);
  });
});
