/**
 * Real game records nobody here wrote (test/validate/fixtures/README.md names their sources), replayed
 * by fairyprint and by Fairy-Stockfish (ffish, FSF's own bindings) with draws claimed, as FSF's
 * `isGameOver(true)` / `result(true)` judge a game. Per game both must agree on the verdict (every move
 * legal, or the same first illegal move), on the first ply where the game could end (a forced end, or a claim fairyprint reports while
 * play goes on: repetition, perpetual check, the move rule), on the result there, and on the final
 * position, halfmove clock and hands included. Shogi records come in KIF, whose own ending (checkmate,
 * or a resignation with the game still open on the board) is asserted too.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { parsePgn, tagValue } from '../../src/notation/pgn.js';
import { type GameReport, validateText } from '../../src/validate/replay.js';
import { type Ffish, loadFfish } from '../helpers/ffish.js';
import { readKif } from '../helpers/kif.js';

const fixtures = join(dirname(fileURLToPath(import.meta.url)), 'fixtures');
const read = (name: string): string => readFileSync(join(fixtures, name), 'utf8');

/** A record: its tags, its moves as written, and what FSF calls its variant. */
interface RealGame {
  name: string;
  variant: string;
  fen: string | null;
  moves: string[];
  /** The record's text as fairyprint is given it. */
  pgn: string;
  /** Where the record itself says the game ended on the board (a KIF's checkmate or sennichite), null for a resignation. */
  recordedEnd?: { ply: number; result: string } | null;
}

/** ICCS moves (ranks 0-9, as UCCI engines and the Xiangqi archives write them) in FSF's UCI (ranks 1-10). */
const iccsToUci = (move: string): string =>
  move.replace(/^([a-i])(\d)([a-i])(\d)$/, (_, a, b, c, d) => `${a}${Number(b) + 1}${c}${Number(d) + 1}`);

/** Xiangqi games in ICCS, as PGN with the moves in long coordinates (a ply's rank numbers one higher). */
function xiangqiGame(name: string, red: string, black: string, iccs: string[]): RealGame {
  const moves = iccs.map(iccsToUci);
  return {
    name: `${name}: ${red} - ${black}`,
    variant: 'xiangqi',
    fen: null,
    moves,
    pgn: `[Variant "Xiangqi"]\n[Red "${red}"]\n[Black "${black}"]\n\n${moves.join(' ')}\n`,
  };
}

/** PGN records (a Variant tag, or `variant` for a file without one), each game as written. */
function pgnGames(file: string, variant: string): RealGame[] {
  const text = read(file);
  return parsePgn(text).map((g) => {
    const label = `${tagValue(g, 'White') ?? tagValue(g, 'Red')} - ${tagValue(g, 'Black')}`;
    if (file.startsWith('wukong'))
      return xiangqiGame(
        `${file} #${g.index}`,
        tagValue(g, 'Red')!,
        tagValue(g, 'Black')!,
        g.moves.map((m) => m.text),
      );
    const moves = g.moves.map((m) => m.text);
    const fen = tagValue(g, 'FEN') ?? null;
    return {
      name: `${file} #${g.index}: ${label}`,
      variant,
      fen,
      moves,
      pgn: `[Variant "${variant}"]\n${fen ? `[FEN "${fen}"]\n` : ''}\n${moves.join(' ')}\n`,
    };
  });
}

/** wukong-xiangqi's game viewer (apps/game_viewer/gui/game/games.js): its game objects, taken as found into a JSON array. */
function viewerXiangqiGames(file: string): RealGame[] {
  const games = JSON.parse(read(file)) as { id: number; red: string; black: string; moves: string }[];
  return games.map((g) => xiangqiGame(`${file} #${g.id}`, g.red, g.black, g.moves.split(' ')));
}

/**
 * Shogi KIF records (test/helpers/kif.ts), as PGN with FSF's UCI moves, the handicap's start position
 * and the result of the record's closing line.
 */
function kifGames(dir: string): RealGame[] {
  return readdirSync(join(fixtures, dir))
    .filter((f) => f.endsWith('.kif'))
    .sort()
    .map((file) => {
      const kif = readKif(read(join(dir, file)));
      const tags = `[Variant "shogi"]\n[White "${kif.sente}"]\n[Black "${kif.gote}"]\n[Result "${kif.result}"]\n${kif.fen ? `[FEN "${kif.fen}"]\n` : ''}`;
      const recordedEnd = kif.ending === '投了' ? null : { ply: kif.plies, result: kif.result };
      expect(kif.moves.length, file).toBe(kif.plies);
      return {
        name: `${file}: ${kif.sente} - ${kif.gote}`,
        variant: 'shogi',
        fen: kif.fen,
        moves: kif.moves,
        pgn: `${tags}\n${kif.moves.join(' ')} ${kif.result}\n`,
        recordedEnd,
      };
    });
}

/** wukong-xiangqi's own listing: "Red - Black", "Event EOD", the ICCS moves, a blank line. */
function listedXiangqiGames(file: string): RealGame[] {
  return read(file)
    .trim()
    .split(/\n\s*\n/)
    .map((block, i) => {
      const [players, , moves] = block.trim().split('\n');
      const [red, black] = players!.split(' - ');
      return xiangqiGame(`${file} #${i + 1}`, red!, black!, moves!.trim().split(/\s+/));
    });
}

let ff: Ffish;
beforeAll(async () => {
  ff = await loadFfish();
});

/** What FSF makes of a record: its moves in UCI (null at the first it cannot match), first end, final FEN. */
function fsfReplay(game: RealGame): {
  illegalAt: number | null;
  firstEnd: { ply: number; result: string } | null;
  forced: string;
  fen: string;
} {
  const board = game.fen ? new ff.Board(game.variant, game.fen) : new ff.Board(game.variant);
  try {
    let firstEnd: { ply: number; result: string } | null = board.isGameOver(true)
      ? { ply: 0, result: board.result(true) }
      : null;
    for (let i = 0; i < game.moves.length; i++) {
      const uci = fsfMove(board, game.variant, game.moves[i]!);
      if (uci === null) return { illegalAt: i + 1, firstEnd, forced: '*', fen: board.fen() };
      board.push(uci);
      if (!firstEnd && board.isGameOver(true)) firstEnd = { ply: i + 1, result: board.result(true) };
    }
    return { illegalAt: null, firstEnd, forced: board.isGameOver(false) ? board.result(false) : '*', fen: board.fen() };
  } finally {
    board.delete();
  }
}

/** The legal FSF move a record's text names: UCI as it is, or SAN as FSF writes it (a letterless drop is a pawn's). */
function fsfMove(board: InstanceType<Ffish['Board']>, variant: string, text: string): string | null {
  const legal = board.legalMoves().trim().split(' ');
  if (variant === 'xiangqi' || variant === 'shogi') return legal.includes(text) ? text : null;
  const san = text.replace(/[+#!?]+$/, '').replace(/^@/, 'P@');
  const target = /([a-z]\d+)(=[A-Z])?$/.exec(san)?.[1];
  const found = legal.filter(
    (m) => m.includes(target ?? '') && board.sanMove(m, ff.Notation.SAN).replace(/[+#]+$/, '') === san,
  );
  return found.length === 1 ? found[0]! : null;
}

/** The first ply where fairyprint's game could end (a claim, or its forced end) and the result there. */
function firstEnd(r: GameReport): { ply: number; result: string } | null {
  if (r.claim) return { ply: r.claim.ply, result: r.claim.result };
  return r.termination === 'unfinished' ? null : { ply: r.plies, result: r.result };
}

/**
 * A FEN with its hand's men in one order: the order is not part of the position. FSF writes a Shogi
 * hand in its own piece order (G N L P S R B), fairyprint in the definition's (R B G S N L P).
 */
const handsSorted = (fen: string): string =>
  fen.replace(/\[([^\]]*)\]/, (_, hand: string) => `[${[...hand].sort().join('')}]`);

const SOURCES: [string, () => RealGame[]][] = [
  ['Xiangqi master games (wukong-xiangqi, bulk_games_uci.pgn)', () => pgnGames('wukong-xiangqi-bulk.pgn', 'xiangqi')],
  [
    'Xiangqi master games (wukong-xiangqi, puzzle_generator/games.pgn)',
    () => listedXiangqiGames('wukong-xiangqi-games.txt'),
  ],
  [
    'a Xiangqi master game won by perpetual check (wukong-xiangqi, apps/game_viewer games.js)',
    () => viewerXiangqiGames('wukong-xiangqi-viewer-58.json'),
  ],
  ['Crazyhouse games of lichess.org, January 2016', () => pgnGames('lichess-crazyhouse-2016-01.pgn', 'crazyhouse')],
  ['a PyChess Grand Chess game', () => pgnGames('pychess-grand.pgn', 'grand')],
  ['Shogi games in KIF (shogi-player: Shogi Wars, Edo-period and professional games)', () => kifGames('shogi-player')],
];

describe.each(SOURCES)('%s', (_, load) => {
  const games = load();

  it.each(games.map((g) => [g.name, g] as const))(
    '%s: the same verdict, first end and final position as Fairy-Stockfish',
    (_name, game) => {
      const r = validateText(game.pgn, { file: `${game.variant}.pgn` })[0]!;
      const fsf = fsfReplay(game);
      // The same verdict: every move legal, or the same first illegal one (a record miscopied in its archive).
      expect(r.error ? { kind: r.error.kind, ply: r.error.ply } : null).toEqual(
        fsf.illegalAt === null ? null : { kind: 'illegal-move', ply: fsf.illegalAt },
      );
      expect(firstEnd(r)).toEqual(fsf.firstEnd);
      // A game FSF ends with no claim ends so here too.
      if (fsf.forced !== '*') expect(r.result).toBe(fsf.forced);
      expect(handsSorted(r.fen!)).toBe(handsSorted(fsf.fen));
      // The end the record itself gives: a checkmate or sennichite where it says, none before a resignation.
      if (game.recordedEnd !== undefined) expect(fsf.firstEnd).toEqual(game.recordedEnd);
    },
  );
});

describe('a real game won by perpetual check', () => {
  it("Lv Qin - Liu Dahua (1986): Black's chariot checks the general up and down the f-file; the third occurrence gives 1-0 in both", () => {
    const [game] = viewerXiangqiGames('wukong-xiangqi-viewer-58.json');
    const r = validateText(game!.pgn, { file: 'xiangqi.pgn' })[0]!;
    expect(r.claim).toMatchObject({ ply: 66, result: '1-0', termination: 'perpetual-check' });
    expect(r.claim!.reason).toMatch(/^perpetual check: Black repeated the position checking with every move/);
    expect(fsfReplay(game!).firstEnd).toEqual({ ply: 66, result: '1-0' });
  });
});
