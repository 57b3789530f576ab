/**
 * A large archive: 200,000 games (the openings of the 100 lichess games, 20 plies each, over and over)
 * written to a temporary file and validated as the CLI does it, a game at a time from the file; the
 * heap is sampled as it goes to show it stays flat. chess.js's loadPgn reads the first 10,000 games of
 * the same file in the same process, for plies per second beside it.
 */
import { createReadStream, createWriteStream, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Chess } from 'chess.js';
import { parsePgn } from '../src/notation/pgn.js';
import { streamPgn } from '../src/notation/pgn-stream.js';
import { validateGame } from '../src/validate/replay.js';

const GAMES = 200_000;
const PLIES = 20;
const PEER_GAMES = 10_000;
const fixtures = join(dirname(fileURLToPath(import.meta.url)), '../test/validate/fixtures');

async function writeArchive(file: string): Promise<void> {
  const sources = parsePgn(readFileSync(join(fixtures, 'lichess-2013-01.pgn'), 'utf8'))
    .filter((g) => g.moves.length >= PLIES)
    .map((g) => {
      const moves = g.moves.slice(0, PLIES).map((m, i) => (i % 2 === 0 ? `${i / 2 + 1}. ${m.text}` : m.text));
      const tags = g.tags
        .filter((t) => t.name === 'White' || t.name === 'Black')
        .map((t) => `[${t.name} "${t.value}"]\n`);
      return `[Event "Archive"]\n${tags.join('')}[Result "*"]\n\n${moves.join(' ')} *\n\n`;
    });
  const out = createWriteStream(file);
  for (let i = 0; i < GAMES; i++)
    if (!out.write(sources[i % sources.length]!)) await new Promise<void>((done) => out.once('drain', () => done()));
  await new Promise<void>((done) => out.end(() => done()));
}

export default async function bench(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'fairyprint-bench-'));
  const file = join(dir, 'archive.pgn');
  try {
    await writeArchive(file);
    process.stdout.write(
      `archive: ${GAMES.toLocaleString('en')} games of ${PLIES} plies, ${(statSync(file).size / 1e6).toFixed(0)} MB\n`,
    );

    const heap: string[] = [];
    let plies = 0;
    let games = 0;
    const start = performance.now();
    for await (const game of streamPgn(createReadStream(file, { encoding: 'utf8', highWaterMark: 1 << 16 }))) {
      const r = validateGame(game, { file });
      if (!r.legal) throw new Error(`game ${r.game} rejected: ${r.error?.reason}`);
      plies += r.plies;
      if (++games % (GAMES / 4) === 0) heap.push(`${(process.memoryUsage().heapUsed / 1e6).toFixed(0)} MB`);
    }
    const ours = (performance.now() - start) / 1000;
    if (plies !== GAMES * PLIES) throw new Error(`${plies} plies, expected ${GAMES * PLIES}`);

    const text = readFileSync(file, 'utf8');
    const sample = text.split(/^(?=\[Event )/m).slice(0, PEER_GAMES);
    const chess = new Chess();
    const peerStart = performance.now();
    let peerPlies = 0;
    for (const g of sample) {
      chess.loadPgn(g);
      // history() would replay the game again; every game starts from the initial position.
      peerPlies += 2 * (chess.moveNumber() - 1) + (chess.turn() === 'b' ? 1 : 0);
    }
    const theirs = (performance.now() - peerStart) / 1000;
    if (peerPlies !== PEER_GAMES * PLIES) throw new Error(`chess.js read ${peerPlies} plies`);

    const rate = (p: number, s: number): number => p / s;
    const line = (name: string, g: number, p: number, s: number): string =>
      `  ${name.padEnd(30)} ${String(g).padStart(7)} games ${s.toFixed(1).padStart(6)} s ${Math.round(rate(p, s)).toLocaleString('en').padStart(9)} plies/s\n`;
    process.stdout.write(line('fairyprint validate (stream)', games, plies, ours));
    process.stdout.write(`  heap after each quarter: ${heap.join(', ')}\n`);
    process.stdout.write(line('chess.js loadPgn', PEER_GAMES, peerPlies, theirs));
    process.stdout.write(`  fairyprint / chess.js: ${(rate(plies, ours) / rate(peerPlies, theirs)).toFixed(2)}x\n`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
