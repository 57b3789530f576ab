/**
 * Perft of Shogi and Xiangqi against published numbers, from positions as their records write them (an
 * SFEN read by the USI reader, a FEN with the older xqbase letters h and e read from a WXF record), and
 * Shogi's published depth-7 checkmates, read as SFEN, found to be checkmate. npm test counts to depth 2 (depth 3 is in test/fsf-ini.test.ts),
 * the deep tier to depth 4.
 *
 * Sources: Shogi's start, depths 1-8 with the checkmates at depth 7 (as SFEN), "将棋でPerftしてみたまとめ",
 * qiita.com/ak11/items/8bd5f2bb0f5b014143c8 (the same counts in talkchess.com's "Shogi Perft numbers"
 * thread); Xiangqi's start, depths 1-5, the chessprogramming wiki's Chinese Chess pages and
 * docs/perft.md (checked there against Fairy-Stockfish). shogiops' own suite is GPL-3.0, not vendored.
 */
import { describe, expect, it } from 'vitest';
import { loadVariant } from '../../src/api/files.js';
import { parseFen, perft } from '../../src/api/position.js';
import { validateRecords } from '../../src/api/records.js';
import { tier } from '../helpers/tier.js';

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
