/**
 * Records of the Shogi family's smaller members (issue 31), read and written through the record seam as
 * their communities write them: minishogi's KIF as lishogi exports it (`手合割：5五将棋`, its times, 投了),
 * its CSA with a board of five rows of five squares, its USI on squares 5a..1e (lishogi's `position sfen
 * ... moves`, and USI moves in a PGN whose Variant tag names it); each refused at the right ply when a
 * move is illegal; KIF → PGN → KIF and KIF → CSA → KIF giving back the same moves (random games of the
 * other members in the three formats: test/deep/shogi-family-records.test.ts).
 * (No minishogi record from a public archive was found in the stored index; the game below is composed,
 * its moves checked by fairyprint's engine, whose minishogi perft equals Fairy-Stockfish's.)
 */
import { describe, expect, it } from 'vitest';
import { convertRecords } from '../../src/index.js';
import { type GameReport, validateText } from '../../src/validate/replay.js';

const LISHOGI_KIF = `開始日時：2024/01/01 00:00:00
場所：https://lishogi.org/abcd1234
手合割：5五将棋
先手：a
後手：b
手数----指手---------消費時間--
   1   ５三歩(54)   ( 0:03/00:00:03)
   2   １三歩(12)   ( 0:02/00:00:02)
   3   ３四銀(35)   ( 0:03/00:00:06)
   4   １四歩(13)   ( 0:02/00:00:04)
   5   ２三銀(34)   ( 0:03/00:00:09)
   6   ２二金(21)   ( 0:02/00:00:06)
   7   同　銀(23)   ( 0:03/00:00:12)
   8   同　玉(11)   ( 0:02/00:00:08)
   9   ２三金打   ( 0:03/00:00:15)
  10   投了
まで9手で先手の勝ち
`;
const MOVES_USI = ['5d5c', '1b1c', '3e3d', '1c1d', '3d2c', '2a2b', '2c2b', '1a2b', 'G*2c'];

const CSA = `V2.2
N+a
N-b
P1-HI-KA-GI-KI-OU
P2 *  *  *  * -FU
P3 *  *  *  *  * 
P4+FU *  *  *  * 
P5+OU+KI+GI+KA+HI
+
+5453FU
-1213FU
+3534GI
-1314FU
+3423GI
-2122KI
+2322GI
-1122OU
+0023KI
%TORYO
`;

/** The first game's report, as `fairyprint validate` gives it. */
const report = (text: string, file: string, variant?: string): GameReport =>
  validateText(text, { file, ...(variant ? { variant } : {}) })[0]!;

describe("minishogi's records as its players write them", () => {
  it("lishogi's KIF (手合割：5五将棋) names the variant and replays to its result; a silver from 25 is refused at ply 3", () => {
    const r = report(LISHOGI_KIF, 'mini.kif');
    expect({ variant: r.variant, error: r.error, plies: r.plies, recorded: r.recorded }).toEqual({
      variant: 'minishogi',
      error: null,
      plies: 9,
      recorded: '1-0',
    });
    const bad = report(LISHOGI_KIF.replace('３四銀(35)', '３四銀(25)'), 'mini.kif');
    expect({ kind: bad.error?.kind, ply: bad.error?.ply }).toEqual({ kind: 'illegal-move', ply: 3 });
  });

  it('CSA with a board of five rows of five squares replays; a gold two squares on is refused at ply 6', () => {
    const r = report(CSA, 'mini.csa', 'minishogi');
    expect({ error: r.error, plies: r.plies, recorded: r.recorded }).toEqual({
      error: null,
      plies: 9,
      recorded: '1-0',
    });
    const bad = report(CSA.replace('-2122KI', '-2123KI'), 'mini.csa', 'minishogi');
    expect({ kind: bad.error?.kind, ply: bad.error?.ply }).toEqual({ kind: 'illegal-move', ply: 6 });
  });

  it('USI on squares 5a..1e: a position line, and a PGN whose Variant tag names minishogi; a move off the board refused', () => {
    const usi = `position sfen rbsgk/4p/5/P4/KGSBR b - 1 moves ${MOVES_USI.join(' ')}\n`;
    expect(report(usi, 'mini.usi', 'minishogi')).toMatchObject({ error: null, plies: 9 });
    const pgn = `[Variant "minishogi"]\n\n${MOVES_USI.join(' ')} *\n`;
    expect(report(pgn, 'mini.pgn')).toMatchObject({ format: 'usi', error: null, plies: 9 });
    // The sixth rank is off a board of five.
    const off = report(usi.replace('1b1c', '1b1f'), 'mini.usi', 'minishogi');
    expect({ kind: off.error?.kind, ply: off.error?.ply }).toEqual({ kind: 'illegal-move', ply: 2 });
    expect(off.error?.reason).toMatch(/USI: "1b1f" names a square off this 5x5 board/);
  });

  it('KIF → PGN → KIF, and KIF → CSA → KIF, give back the same moves; KIF writes 手合割：5五将棋', () => {
    const convert = (text: string, to: string, file: string, variant?: string): string => {
      const r = convertRecords(text, to, { file, ...(variant ? { variant } : {}) });
      if (!r.ok) throw r.error;
      expect(r.value.games[0]!.refusal).toBeNull();
      return r.value.text;
    };
    const kifMoves = (kif: string): string[] =>
      [...kif.matchAll(/^\s+\d+\s+(\S+)/gm)].map((m) => m[1]!).filter((m) => m !== '投了');
    const pgn = convert(LISHOGI_KIF, 'pgn', 'mini.kif');
    expect(pgn).toContain('[Variant "minishogi"]');
    const back = convert(pgn, 'kif', 'mini.pgn');
    expect(back).toContain('手合割：5五将棋');
    expect(kifMoves(back)).toEqual(kifMoves(LISHOGI_KIF));
    const csa = convert(LISHOGI_KIF, 'csa', 'mini.kif');
    expect(csa).toContain('P1-HI-KA-GI-KI-OU');
    expect(kifMoves(convert(csa, 'kif', 'mini.csa', 'minishogi'))).toEqual(kifMoves(LISHOGI_KIF));
    expect(convert(LISHOGI_KIF, 'usi', 'mini.kif').trim()).toBe(
      `position sfen rbsgk/4p/5/P4/KGSBR b - 1 moves ${MOVES_USI.join(' ')}`,
    );
  });
});
