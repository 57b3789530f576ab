/**
 * One legality path: the validator and `moves` (generateLegal) must agree on every pseudo-legal move of
 * positions from seeded random games of every template, legal and illegal alike, and the legal moves of
 * each man alone (generateLegalFrom, which the validator and diagrams use) are those of the whole list; and the records that
 * once slipped through a second path (a king captured in Orthodia) or ended wrongly (King and Bisroos
 * against King) are judged by the rules.
 */
import { describe, expect, it } from 'vitest';
import { loadVariant } from '../../src/definitions/load.js';
import { Game } from '../../src/engine/game.js';
import { moveFrom } from '../../src/engine/move.js';
import { generateLegalFrom, generatePseudo, inCheck, MoveList } from '../../src/engine/movegen.js';
import { deadPosition } from '../../src/engine/outcome.js';
import { startPosition } from '../../src/engine/start.js';
import { moveText } from '../../src/notation/coordinate.js';
import { toFen } from '../../src/notation/fen.js';
import { validateText } from '../../src/validate/replay.js';
import { templatesInTier } from '../helpers/family-templates.js';
import { tier } from '../helpers/tier.js';
import { seededRandom } from '../variants/random-play.js';

const record = (variant: string, fen: string, moves: string, result = '*'): string =>
  `[Variant "${variant}"]\n[FEN "${fen}"]\n[Result "${result}"]\n\n${moves} ${result}\n`;

/** Supply chess's records hold one board of two, which the validator refuses by design (src/validate/start.ts). */
const validatable = (id: string): boolean => !loadVariant(id).variant.spec.drops?.twoBoards;

describe.each(templatesInTier('odd').filter(validatable))('%s: the validator agrees with the legal move list', (id) => {
  it('on every pseudo-legal move of positions from random games', () => {
    const v = loadVariant(id).variant;
    const rand = seededRandom(11);
    const pseudo = new MoveList();
    let legalSeen = 0;
    let illegalSeen = 0;
    // Big boards, and moves by the thousand (each with its wall: Amazons), play fewer positions.
    const big = v.size > 100 || v.spec.rules.walls !== undefined;
    // One game of 40 plies per template in `npm test` (over thirty templates), up to four of 80 in the deep tier; more
    // until enough legal moves, and an illegal one where there are kings, are seen (Connect Four's games
    // end in a few plies).
    const seenEnough = (): boolean => legalSeen > 50 && (!v.hasRoyals || illegalSeen > 0);
    for (let game = 0; game < tier(1, big ? 2 : 4) || (!seenEnough() && game < 20); game++) {
      const g = new Game(startPosition(v));
      for (let ply = 0; ply < tier(40, 80) && !g.forcedOutcome(); ply++) {
        const legal = g.legalMoves();
        if (ply % (big ? 16 : 6) === 5 && !deadPosition(g.position)) {
          const pos = g.position;
          const fen = toFen(pos);
          pseudo.length = 0;
          generatePseudo(pos, pseudo);
          // And the moves rule modules allow in check (Calling the Guard), legal or not.
          if (inCheck(pos)) for (const generate of v.inCheckMoves) generate(pos, pseudo);
          // The legal moves of each man alone are the legal moves from his square.
          const mine = new MoveList();
          for (let sq = 0; sq < v.size; sq++) {
            if (pos.board[sq]! * (pos.turn === 0 ? 1 : -1) <= 0) continue;
            generateLegalFrom(pos, [sq], mine);
            expect({ fen, sq, moves: mine.toArray() }).toEqual({
              fen,
              sq,
              moves: legal.filter((m) => moveFrom(m) === sq),
            });
          }
          // Moves leaving walls (Amazons) are legal only with their wall, which pseudo-legal moves lack:
          // every 25th legal move too.
          const walled = v.spec.rules.walls ? legal.filter((_, i) => i % 25 === 0) : [];
          for (const m of [...pseudo.toArray(), ...walled]) {
            const text = moveText(pos, m);
            const [report] = validateText(record(id, fen, text), { file: null });
            // Where every move leaves a wall (Amazons), a man's move without it names none.
            const isLegal = legal.includes(m);
            expect({ fen, text, legal: report!.legal }).toEqual({ fen, text, legal: isLegal });
            if (isLegal) {
              pos.make(m);
              expect({ fen, text, after: report!.fen }).toEqual({ fen, text, after: toFen(pos) });
              pos.unmake();
              legalSeen++;
            } else {
              expect({ fen, text, kind: report!.error?.kind, ply: report!.error?.ply }).toEqual({
                fen,
                text,
                kind: 'illegal-move',
                ply: 1,
              });
              illegalSeen++;
            }
          }
        }
        g.play(legal[Math.floor(rand() * legal.length)]!);
      }
    }
    expect(legalSeen).toBeGreaterThan(50);
    // Every template's random positions hold some pseudo-legal move that leaves or captures a king.
    if (v.hasRoyals) expect(illegalSeen).toBeGreaterThan(0);
  });
});

describe('records judged by the one legality path', () => {
  it('a Roobis may not capture the king (Orthodia): rejected at ply 1 with the rule', () => {
    const [r] = validateText(record('orthodia', '8/8/8/8/8/2k5/8/R3K3 w - - 0 1', '1. Rxc3'), { file: null });
    expect(r!.legal).toBe(false);
    expect(r!.error).toMatchObject({
      kind: 'illegal-move',
      ply: 1,
      move: 'Rxc3',
      reason: expect.stringMatching(/King is never captured: the Roobis gives no check along that line/),
    });
  });

  it.each([
    ['orthodia', '4k3/8/8/g7/8/8/8/B3K3 w - - 0 1', '1. Bxa5'],
    ['orthodia-simplified', '4k3/8/8/8/8/8/1g6/B3K3 w - - 0 1', '1. Bxb2'],
  ])('King and Bisroos against King is drawn by insufficient material (%s)', (variant, fen, moves) => {
    const [r] = validateText(record(variant, fen, moves, '1/2-1/2'), { file: null });
    expect(r).toMatchObject({
      legal: true,
      plies: 1,
      result: '1/2-1/2',
      termination: 'insufficient-material',
      error: null,
    });
    // King and Gold against King is no dead position: the game goes on.
    const [gold] = validateText(record(variant, '4k3/8/8/8/8/8/g7/G3K3 w - - 0 1', '1. Gxa2'), { file: null });
    expect(gold).toMatchObject({ legal: true, plies: 1, termination: 'unfinished' });
  });
});
