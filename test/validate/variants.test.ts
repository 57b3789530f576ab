/**
 * Move text in every variant: along seeded random games, every legal move's SAN and coordinates read
 * back to that move alone, through the fast path (resolve.ts) as through the full legal move list.
 */
import { describe, expect, it } from 'vitest';
import { loadVariant } from '../../src/definitions/load.js';
import { Game } from '../../src/engine/game.js';
import { startPosition } from '../../src/engine/start.js';
import { moveText } from '../../src/notation/coordinate.js';
import { matchingMoves, parseMoveText } from '../../src/notation/move-text.js';
import { sanText } from '../../src/notation/san.js';
import { validateText } from '../../src/validate/replay.js';
import { quickResolve } from '../../src/validate/resolve.js';
import { templatesInTier } from '../helpers/family-templates.js';
import { tier } from '../helpers/tier.js';
import { seededRandom } from '../variants/random-play.js';

describe.each(templatesInTier('even'))('%s', (id) => {
  it('every legal move reads back from its SAN and its coordinates, by both paths', () => {
    const v = loadVariant(id).variant;
    const rand = seededRandom(17);
    let checked = 0;
    // Games that end in a few plies (Connect Four) are played until enough moves are read.
    for (let game = 0; game < tier(1, 4) || (checked <= 300 && game < 20); game++) {
      const g = new Game(startPosition(v));
      for (let ply = 0; ply < 60 && !g.forcedOutcome(); ply++) {
        const legal = g.legalMoves();
        // Every move of every third position (ECROS has some 150 a side: every tenth there).
        if (ply % (v.size > 100 || v.spec.rules.walls ? 10 : 3) === 0) {
          // Where moves are thousands (Amazons: each with its arrow), every 40th.
          for (const m of legal.length > 500 ? legal.filter((_, i) => i % 40 === 0) : legal) {
            for (const text of [sanText(g.position, m, legal, true), moveText(g.position, m)]) {
              const readings = parseMoveText(v, text);
              if (typeof readings === 'string') throw new Error(`${text}: ${readings}`);
              expect({ text, full: matchingMoves(g.position, legal, readings) }).toEqual({ text, full: [m] });
              const quick = quickResolve(g.position, readings);
              if (quick !== null) expect({ text, quick }).toEqual({ text, quick: m });
              checked++;
            }
          }
        }
        g.play(legal[Math.floor(rand() * legal.length)]!);
      }
    }
    expect(checked).toBeGreaterThan(300);
  });
});

describe('Chess Legions special moves in records', () => {
  const run = (fen: string, movetext: string) =>
    validateText(`[Variant "chess-legions"]\n[FEN "${fen}"]\n\n${movetext}\n`, { file: 'l.pgn' })[0]!;
  // White: King f2, Guard a5, Bowman c9; Black: King f10, Queen f9 giving check down the f-file.
  const check = '5k4/2M2q4/10/10/10/G9/10/10/5K4/10 w G - 0 1';

  it('Calling the Guard ends the check, once', () => {
    expect(run(check, '1. a5@f3 *')).toMatchObject({ legal: true, plies: 1 });
    expect(run(check, '1. a5@e3').error).toMatchObject({
      reason: 'the call must end the check, and king would still be in check from the Queen on f9',
    });
    expect(run(check.replace(' G - ', ' - - '), '1. a5@f3').error).toMatchObject({
      reason: 'White has called the Guard already (once per game)',
    });
    expect(run(check, '1. a5@f5').error).toMatchObject({
      reason: 'the Guard is called to a square next to the king, and f5 is not',
    });
  });

  it('a Bowman on the last rank reappears on an empty square of its first rank, named', () => {
    const fen = '5k4/2M7/10/10/10/10/10/10/5K4/10 w - - 0 1';
    expect(run(fen, '1. c9-c10/a1 *')).toMatchObject({ legal: true, fen: expect.stringMatching(/^5k4\/10\/.*\/M9 b/) });
    expect(run(fen, '1. Bwc10/j1 *')).toMatchObject({ legal: true });
    const ambiguous = run(fen, '1. c9-c10');
    expect(ambiguous.error!.reason).toMatch(
      /^ambiguous: the move has several forms here; name the choice: c9-c10\/a1, c9-c10\/b1, /,
    );
    expect(run('5k4/2M7/10/10/10/10/10/10/5K4/MMMMNMMMMM w - - 0 1', '1. c9-c10/x *')).toMatchObject({ legal: true });
    expect(run(fen, '1. c9-c10/x').error).toMatchObject({
      reason: 'the Bowman is removed only when its first rank has no empty square',
    });
  });
});

describe('damaged records', () => {
  it('never make the validator throw: every game gets a verdict', async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const dir = join(import.meta.dirname, '../../examples');
    const sources = readdirSync(dir)
      .filter((f) => f.endsWith('.pgn'))
      .map((f) => readFileSync(join(dir, f), 'utf8'));
    const rand = seededRandom(5);
    const noise = ' x-=/@:O0123456789abcdefghijklmnopqrstKQRBNPSGAMW{}()[]"$;.*+#!?\n';
    for (let i = 0; i < 600; i++) {
      let text = sources[i % sources.length]!;
      for (let k = 0; k < 1 + Math.floor(rand() * 4); k++) {
        const at = Math.floor(rand() * text.length);
        const cut = Math.floor(rand() * 3);
        text = text.slice(0, at) + noise[Math.floor(rand() * noise.length)]! + text.slice(at + cut);
      }
      const reports = validateText(text, { file: 'damaged.pgn' });
      expect(reports.length).toBeGreaterThan(0);
      for (const r of reports) expect(r.legal || r.error !== null).toBe(true);
    }
  });
});
