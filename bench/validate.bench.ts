/**
 * Game validation speed on orthodox games against chess.js loading the same PGN, in the same process
 * (best of 10 and 5 runs, so both are warmed up): 100 rated lichess games, then 300 games played by
 * chess.js (test/validate/fixtures). The validator reads the whole multi-game text; chess.js's loadPgn
 * takes one game at a time, so it gets the games already split (the split is not timed). Both must
 * accept every game and count the same plies.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Chess } from 'chess.js';
import { validateText } from '../src/validate/replay.js';
import { bestOf } from './timing.js';

const fixtures = join(dirname(fileURLToPath(import.meta.url)), '../test/validate/fixtures');

function compare(title: string, text: string): void {
  const games = text.split(/^(?=\[Event )/m).filter((g) => g.trim() !== '');
  const ours = bestOf(10, () => {
    let plies = 0;
    for (const r of validateText(text, { file: 'corpus' })) {
      if (!r.legal) throw new Error(`game ${r.game} rejected: ${r.error?.reason}`);
      plies += r.plies;
    }
    return plies;
  });
  const chess = new Chess();
  const theirs = bestOf(5, () => {
    let plies = 0;
    for (const g of games) {
      chess.loadPgn(g);
      // history() would replay the game again; every game starts from the initial position.
      plies += 2 * (chess.moveNumber() - 1) + (chess.turn() === 'b' ? 1 : 0);
    }
    return plies;
  });
  if (ours.count !== theirs.count) throw new Error(`plies differ: fairyprint ${ours.count}, chess.js ${theirs.count}`);
  const rate = (r: { count: number; ms: number }): number => (r.count / r.ms) * 1000;
  const line = (name: string, r: { count: number; ms: number }): string =>
    `  ${name.padEnd(22)} ${String(r.count).padStart(7)} plies ${r.ms.toFixed(0).padStart(6)} ms ${Math.round(rate(r)).toLocaleString('en').padStart(10)} plies/s\n`;
  process.stdout.write(`${title}: ${games.length} games\n`);
  process.stdout.write(line('fairyprint validate', ours));
  process.stdout.write(line('chess.js loadPgn', theirs));
  process.stdout.write(`  fairyprint / chess.js: ${(rate(ours) / rate(theirs)).toFixed(2)}x (target 5x)\n`);
}

export default async function bench(): Promise<void> {
  const lichess = readFileSync(join(fixtures, 'lichess-2013-01.pgn'), 'utf8');
  const random = readFileSync(join(fixtures, 'chessjs-random.pgn'), 'utf8');
  compare('lichess rated games', lichess);
  compare('chess.js random games (long, many promotions)', random);
}
