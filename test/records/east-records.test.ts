/**
 * Shogi's and Xiangqi's record formats (KIF, CSA, USI; ICCS and WXF in PGN): real records validate, a
 * record with an illegal move is refused at its ply with the format, line and column named, and a game
 * converted to another format and back has the same moves. In one file with the perft tests below, so
 * that the two variants are compiled once for both.
 *
 * Perft of Shogi and Xiangqi against published numbers, from positions as their records write them (an
 * SFEN read by the USI reader, a FEN with the older xqbase letters h and e read from a WXF record), and
 * Shogi's published depth-7 checkmates, read as SFEN, found to be checkmate. npm test counts to depth 2
 * (depth 3 is in test/fsf-ini.test.ts), the deep tier to depth 4. Sources: Shogi's start, depths 1-8 with
 * the checkmates at depth 7 (as SFEN), "将棋でPerftしてみたまとめ", qiita.com/ak11/items/8bd5f2bb0f5b014143c8
 * (the same counts in talkchess.com's "Shogi Perft numbers" thread); Xiangqi's start, depths 1-5, the
 * chessprogramming wiki's Chinese Chess pages and docs/perft.md (checked there against Fairy-Stockfish).
 * shogiops' own suite is GPL-3.0, not vendored.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadVariant } from '../../src/api/files.js';
import { parseFen, perft, toFen } from '../../src/api/position.js';
import { recordFileText } from '../../src/api/record-text.js';
import { convertRecords, validateRecords } from '../../src/api/records.js';
import { runCli } from '../helpers/cli.js';
import { tier } from '../helpers/tier.js';

/** A fixture's text; of a file of many games, the first three in npm test (all in the deep tier). */
function fixture(path: string): string {
  const text = readFileSync(new URL(`../${path}`, import.meta.url), 'utf8');
  const games = text.split(/\n(?=\[Event )/);
  return tier(games.slice(0, 1).join('\n'), text);
}

/** A KIF record's first moves (npm test), or all of it (the deep tier). */
function opening(kif: string, plies: number): string {
  const kept = kif.split('\n').filter((line) => {
    const number = /^\s*([0-9]+)\s/.exec(line);
    return number ? Number(number[1]) <= plies : !line.startsWith('まで');
  });
  return tier(kept.join('\n'), kif);
}

/** Each format's real record: [file (its extension tells the format), format, plies]. */
const REAL: [string, string, number][] = [
  ['validate/fixtures/shogi-player/asahi-cup-11.kif', 'kif', 121],
  ['validate/fixtures/shogi-player/16020.kif', 'kif', 103],
  ['records/fixtures/shogi-player-16020.ki2', 'ki2', 103],
  ['records/fixtures/shogi-player-39801.ki2', 'ki2', 136],
  ['records/fixtures/csa-v22-example.csa', 'csa', 2],
  ['records/fixtures/shogi-player-15733.sfen', 'usi', 107],
  ['validate/fixtures/wukong-xiangqi-bulk.pgn', 'iccs', 127],
  ['records/fixtures/wukong-xiangqi-wxf.pgn', 'wxf', 127],
];

describe('real records in each format', () => {
  it.each(REAL)('%s validates as %s', (file, format, plies) => {
    const [report] = validateRecords(fixture(file), undefined, { file });
    expect(report).toMatchObject({ format, legal: true, plies, error: null });
    expect(report!.variant).toBe(format === 'iccs' || format === 'wxf' ? 'xiangqi' : 'shogi');
  });

  it.each(['16020', '39801'])(
    'game %s in KI2 (its men told apart by 右 左 上 引 寄 直) ends where its KIF ends',
    (game) => {
      const ki2 = validateRecords(fixture(`records/fixtures/shogi-player-${game}.ki2`), undefined, { file: 'g.ki2' });
      const kif = validateRecords(fixture(`validate/fixtures/shogi-player/${game}.kif`), undefined, { file: 'g.kif' });
      expect(ki2[0]!.fen).toBe(kif[0]!.fen);
    },
  );

  it('a KIF file in Shift_JIS reads as its UTF-8 original', () => {
    const sjis = readFileSync(new URL('fixtures/shogi-wars-sjis.kif', import.meta.url));
    const utf8 = fixture('validate/fixtures/shogi-player/ureshino_friend-doglong-20180122_213544.kif');
    const [a] = validateRecords(new Uint8Array(sjis), undefined, { file: 'wars.kif' });
    const [b] = validateRecords(utf8, undefined, { file: 'wars.kif' });
    expect(a).toMatchObject({ legal: true, plies: 72, white: 'ureshino_friend 30級', warnings: [] });
    expect(a!.fen).toBe(b!.fen);
    // What the studio shows of the file dropped on it: the text decoded as the reader decodes it.
    const shown = recordFileText(new Uint8Array(sjis), { file: 'wars.kif' });
    expect(shown).toContain('ureshino_friend 30級');
    expect(shown).toBe(recordFileText(new TextEncoder().encode(utf8), { file: 'wars.kif' }));
  });
});

/** A record with its move at `ply` replaced by `bad`: refused there, at that move's line and column. */
const ILLEGAL: [string, string, string, number, string][] = [
  // The third move of each: a pawn from a square it left, a rook through its own pawn, a horse whose leg is blocked.
  [
    'kif',
    'game.kif',
    '手合割：平手\n手数----指手---------消費時間--\n   1 ７六歩(77)\n   2 ３四歩(33)\n   3 ７五歩(77)\n',
    3,
    '７五歩(77)',
  ],
  ['ki2', 'game.ki2', '手合割：平手\n▲７六歩 △３四歩 ▲２四歩\n', 3, '２四歩'],
  ['csa', 'game.csa', 'V2.2\nPI\n+\n+7776FU\n-3334FU\n+2824HI\n%TORYO\n', 3, '+2824HI'],
  ['usi', 'game.usi', 'position startpos moves 7g7f 3c3d 2h2d\n', 3, '2h2d'],
  ['iccs', 'game.pgn', '[Variant "xiangqi"]\n[Format "ICCS"]\n\n1. h2e2 h9g7 2. h0h2 *\n', 3, 'h0h2'],
  ['wxf', 'game.pgn', '[Format "WXF"]\n\n1. C2.5 H8+7 2. H2+4 *\n', 3, 'H2+4'],
];

describe('USI moves in a PGN game of Shogi (the issue: "B*4e splits the record")', () => {
  it('are read as USI, the drop one word, and an illegal one refused at its ply', () => {
    const pgn = '[Variant "shogi"]\n\n1. 7g7f 3c3d 2. 8h2b+ 3a2b 3. B*4e 4c4d 4. 4e4d *\n';
    const [report] = validateRecords(pgn, undefined, { file: 'usi.pgn' });
    expect(report).toMatchObject({
      format: 'usi',
      plies: 6,
      error: { kind: 'illegal-move', ply: 7, move: '4e4d', line: 3, column: 44 },
    });
  });
});

describe('an illegal move in each format', () => {
  it.each(ILLEGAL)('%s: refused at its ply, naming the format, line and column', (format, file, text, ply, move) => {
    const [report] = validateRecords(text, undefined, { file });
    const lines = text.split('\n');
    const line = lines.findIndex((l) => l.includes(move)) + 1;
    expect(report).toMatchObject({
      format,
      legal: false,
      plies: ply - 1,
      error: { kind: 'illegal-move', ply, move, line, column: lines[line - 1]!.indexOf(move) + 1 },
    });
    expect(report!.error!.reason).toContain(format.toUpperCase());
  });
});

/** Each game's final position, or null for a game not legal. */
function finalFens(text: string, file: string): (string | null)[] {
  return validateRecords(text, undefined, { file }).map((r) => (r.legal ? r.fen : null));
}

function converted(text: string, file: string, to: string): string {
  const result = convertRecords(text, to, { file });
  if (!result.ok) throw result.error;
  for (const g of result.value.games) expect(g.refusal ?? g.report.error?.reason ?? null).toBeNull();
  return result.value.text;
}

describe('conversion round trips', () => {
  const kif = opening(fixture('validate/fixtures/shogi-player/asahi-cup-11.kif'), 40);
  const pgn = converted(kif, 'asahi-cup-11.kif', 'pgn');

  it.each(['kif', 'csa', 'usi'])('PGN → %s → PGN gives the same moves', (format) => {
    const there = converted(pgn, 'game.pgn', format);
    const back = converted(there, `game.${format === 'usi' ? 'usi' : format}`, 'pgn');
    // CSA keeps comments as lines of its own, USI none: the moves are compared.
    const moves = (p: string): string[] =>
      p
        .slice(p.indexOf('\n\n'))
        .replace(/\{[^}]*\}/g, '')
        .split(/\s+/)
        // USI holds no result: the moves alone.
        .filter((w) => w !== '' && !/^[0-9]+\.+$|^(1-0|0-1|1\/2-1\/2|\*)$/.test(w));
    expect(moves(back)).toEqual(moves(pgn));
    expect(finalFens(there, `game.${format}`)).toEqual(finalFens(pgn, 'game.pgn'));
  });

  it('a handicap game keeps its start through CSA and KIF', () => {
    const handicap = opening(fixture('validate/fixtures/shogi-player/16020.kif'), 30);
    const csa = converted(handicap, '16020.kif', 'csa');
    expect(csa).toContain('P2 * -HI *  *  *  *  *  *  * ');
    const kifAgain = converted(csa, 'x.csa', 'kif');
    expect(kifAgain).toContain('手合割：角落ち');
    expect(finalFens(kifAgain, 'x.kif')).toEqual(finalFens(handicap, '16020.kif'));
  });

  it.each(['16020', '39801'])(
    "KIF → KI2 of game %s gives the archive's own KI2 moves, words (右 上 直...) and all",
    (game) => {
      const ours = converted(fixture(`validate/fixtures/shogi-player/${game}.kif`), 'g.kif', 'ki2');
      const moves = (t: string): string[] =>
        t
          .split('\n')
          .filter((l) => /^[▲△]/.test(l))
          .join(' ')
          .replace(/同[\s　]+/g, '同')
          .split(/[\s　]+/)
          .filter(Boolean);
      const archive = moves(fixture(`records/fixtures/shogi-player-${game}.ki2`));
      expect(archive.length).toBeGreaterThan(100);
      expect(moves(ours)).toEqual(archive);
      expect(finalFens(ours, 'g.ki2')).toEqual(
        finalFens(fixture(`validate/fixtures/shogi-player/${game}.kif`), 'g.kif'),
      );
    },
  );

  it('ICCS → WXF → PGN → ICCS gives the same moves, and WXF as the archive wrote it', () => {
    const iccs = fixture('validate/fixtures/wukong-xiangqi-bulk.pgn');
    const wxf = converted(iccs, 'bulk.pgn', 'wxf');
    const pgnMoves = converted(wxf, 'bulk.pgn', 'pgn');
    const iccsAgain = converted(pgnMoves, 'bulk.pgn', 'iccs');
    expect(finalFens(iccsAgain, 'x.pgn')).toEqual(finalFens(iccs, 'bulk.pgn'));
    const words = (t: string): string[] => t.split(/\s+/).filter((w) => /^[a-i][0-9][a-i][0-9]$/.test(w));
    expect(words(iccsAgain)).toEqual(words(iccs));
    // The archive's own WXF of its first game (full-width, "=" along a rank) against ours.
    const archive = fixture('records/fixtures/wukong-xiangqi-wxf.pgn')
      .split('\n\n')[1]!
      .normalize('NFKC')
      .split(/\s+/)
      .filter((w) => !/^[0-9]+\.$/.test(w) && w !== '');
    const ours = wxf
      .split('\n\n')[1]!
      .split(/\s+/)
      .filter((w) => !/^[0-9]+\.$/.test(w) && w !== '*' && w !== '');
    expect(ours).toEqual(archive);
  });
});

describe('fairyprint convert and validate --format', () => {
  const kif =
    '手合割：平手\n手数----指手---------消費時間--\n   1 ７六歩(77)\n   2 ３四歩(33)\n   3 ２二角成(88)\n   4 同　銀(31)\n   5 投了\n';

  it('writes a record in another format, read from standard input in the format named', async () => {
    const run = await runCli(['convert', '-', '--from', 'kif', '--to', 'usi'], kif);
    expect(run).toEqual({
      code: 0,
      out: 'position startpos moves 7g7f 3c3d 8h2b+ 3a2b\n',
      err: '-: game 1: not written: USI holds no result: 0-1\n',
    });
    const csa = await runCli(['convert', '-', '--from', 'usi', '--to', 'csa'], run.out);
    expect(csa.out).toBe('V2.2\nPI\n+\n+7776FU\n-3334FU\n+8822UM\n-3122GI\n');
  });

  it('reports a game that is not legal, writes nothing of it and exits 1', async () => {
    const run = await runCli(
      ['convert', '-', '--from', 'usi', '--to', 'kif'],
      'position startpos moves 7g7f 3c3d 2h2d\n',
    );
    expect(run.code).toBe(1);
    expect(run.out).toBe('');
    expect(run.err).toMatch(/^-:1:35: USI game 1, ply 3 \(2\. 2h2d\): illegal move: the path is blocked on h3/);
  });

  it('validate --format reads standard input in that format', async () => {
    const run = await runCli(['validate', '-', '--format', 'kif'], kif);
    expect(run.code).toBe(0);
    expect(run.out).toMatch(/^-: KIF game 1: legal, 4 plies, unfinished, recorded 0-1/);
  });
});

const SHOGI = [30, 900, 25470, 719731];
const XIANGQI = [44, 1920, 79666, 3290240];
const depth = tier(2, 4);

/** The start a record describes, as the validator reads it (a record of no moves ends where it starts). */
function startOf(record: string, file: string): string {
  const [report] = validateRecords(record, undefined, { file });
  expect(report!.error).toBeNull();
  return report!.fen!;
}

function counts(variant: string, fen: string): number[] {
  const v = loadVariant(variant);
  if (!v.ok) throw v.error;
  const pos = parseFen(v.value, fen);
  if (!pos.ok) throw pos.error;
  return Array.from({ length: depth }, (_, d) => perft(pos.value, d + 1));
}

describe('perft against published numbers, from positions as records write them', () => {
  it(`Shogi from the start as an SFEN, to depth ${depth}`, () => {
    const fen = startOf('position sfen lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1\n', 'start.usi');
    expect(counts('shogi', fen)).toEqual(SHOGI.slice(0, depth));
  });

  it(`Xiangqi from the start as a FEN with xqbase's older letters, to depth ${depth}`, () => {
    const record =
      '[Format "WXF"]\n[FEN "rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR r - - 0 1"]\n\n*\n';
    const fen = startOf(record, 'start.pgn');
    expect(fen).toBe('rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1');
    expect(counts('xiangqi', fen)).toEqual(XIANGQI.slice(0, depth));
  });

  it('an SFEN is a position wherever a FEN is (the issue: "en-passant square "1" is not a square")', async () => {
    const shogi = loadVariant('shogi');
    if (!shogi.ok) throw shogi.error;
    const gote = parseFen(shogi.value, 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 2');
    expect(gote.ok && toFen(gote.value)).toBe('lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[] b - - 0 1');
    const run = await runCli([
      'perft',
      'shogi',
      '1',
      '--fen',
      'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1',
    ]);
    expect(run).toEqual({ code: 0, out: '30\n', err: '' });
  });

  it("Shogi's published checkmates at depth 7, read as SFEN, are checkmate", () => {
    const mates = [
      'ln+B1ggsnl/1r2k2b1/ppppSpppp/4p4/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL w - 1',
      'ln1g1gsnl/1r1Bk2b1/ppppSpppp/4p4/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL w - 1',
      'ln2Bgsnl/1rsGk2b1/pppppp1pp/9/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL w P 1',
      'lns3snl/1rgkG+B1b1/pppppp1pp/9/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL w P 1',
    ];
    const reports = validateRecords(mates.map((m) => `sfen ${m}`).join('\n'), undefined, { file: 'mates.usi' });
    expect(reports.map((r) => [r.legal, r.termination, r.result])).toEqual(mates.map(() => [true, 'checkmate', '1-0']));
  });
});
