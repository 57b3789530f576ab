/**
 * Writes examples/xiangqi-checkmate.pgn and examples/shogi-checkmate.pgn as PyChess exports such games:
 * moves in Fairy-Stockfish's SAN, written by ffish.js (test/helpers/ffish.ts), the Variant tag and FEN
 * tag as PyChess writes them. The games are seeded random play among FSF's legal moves, preferring
 * captures and checks; of many seeds the shortest that ends in checkmate (and shows a disambiguation in
 * Xiangqi, a drop and promotions in Shogi) is kept. `npx tsx test/validate/make-fsf-examples.ts` rewrites them;
 * test/validate/examples.test.ts checks that each validates with its ending.
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { validateText } from '../../src/validate/replay.js';
import { type FfishGame, loadFfish, playFfishGame } from '../helpers/ffish.js';
import { seededRandom } from '../variants/random-play.js';

const examples = join(dirname(fileURLToPath(import.meta.url)), '../../examples');

/** The first move of `game` whose SAN matches `re`. */
const first = (game: FfishGame, re: RegExp): string => game.san.find((s) => re.test(s)) ?? '';

const WANTED = [
  {
    id: 'xiangqi',
    tag: 'Xiangqi',
    shows: (g: FfishGame) => first(g, /^[A-Z][a-i]x?[a-i][0-9]/) !== '',
    note: (g: FfishGame) =>
      `Xiangqi as PyChess exports it: SAN on ranks 1 to 10, C the Cannon, H the Horse, E the Elephant, A the Advisor; ${first(g, /^[A-Z][a-i]x?[a-i][0-9]/).replace(/[+#]$/, '')} names the file the man leaves.`,
  },
  {
    id: 'shogi',
    tag: 'Shogi',
    shows: (g: FfishGame) => first(g, /@/) !== '' && first(g, /=G/) !== '' && first(g, /=[HD]/) !== '',
    note: (g: FfishGame) =>
      `Shogi as PyChess exports it: SAN with drops (${first(g, /@/).replace(/[+#]$/, '')}); a promotion names the piece the man then moves as (${first(g, /=G/).replace(/[+#]$/, '')}, ${first(g, /=[HD]/).replace(/[+#]$/, '')}), and a promoted Silver, Knight, Lance or Pawn moves as G; a move without "=" does not promote, and "+" after a move is a check.`,
  },
] as const;

const ff = await loadFfish();
for (const { id, tag, shows, note } of WANTED) {
  let best: { game: FfishGame; text: string } | null = null;
  for (let seed = 1; seed <= 400; seed++) {
    const game = playFfishGame(ff, id, seededRandom(seed), best ? best.game.san.length - 1 : 200, 0.6);
    if (game.result === '*' || game.result === '1/2-1/2' || !shows(game)) continue;
    const text = record(tag, note(game), game, ff.startingFen(id), seed);
    const report = validateText(text, { file: `${id}.pgn` })[0]!;
    if (report.error || report.termination !== 'checkmate') continue;
    best = { game, text };
  }
  if (!best) throw new Error(`no ${id} game ended in checkmate`);
  writeFileSync(join(examples, `${id}-checkmate.pgn`), best.text);
  console.log(`${id}-checkmate.pgn: ${best.game.san.length} plies, ${best.game.result}`);
}

function record(tag: string, note: string, game: FfishGame, fen: string, seed: number): string {
  const words = game.san.map((s, i) => (i % 2 === 0 ? `${i / 2 + 1}. ${s}` : s));
  const lines: string[] = [];
  let line = '';
  for (const w of [...words, game.result]) {
    if (line.length + w.length + 1 > 100) {
      lines.push(line);
      line = w;
    } else line = line ? `${line} ${w}` : w;
  }
  lines.push(line);
  return [
    `[Event "${tag}: checkmate"]`,
    '[Site "fairyprint examples"]',
    '[Date "2026.12.03"]',
    `[White "Fairy-Stockfish moves (seeded play, seed ${seed})"]`,
    `[Black "Fairy-Stockfish moves (seeded play, seed ${seed})"]`,
    `[Result "${game.result}"]`,
    `[Variant "${tag}"]`,
    `[FEN "${fen}"]`,
    '[SetUp "1"]',
    '',
    `{ ${note} }`,
    ...lines,
    '',
  ].join('\n');
}
