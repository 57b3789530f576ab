/**
 * A 200,000-game archive validates in flat memory: the CLI runs with a 48 MB heap, where keeping the
 * reports (or the games) of the whole file would not fit, and exits 0 with the summary line.
 */
import { createWriteStream, mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCliProcess } from '../helpers/cli-process.js';

const GAMES = 200_000;
const OPENINGS = [
  '1. e4 e5 2. Nf3 Nc6 3. Bb5 a6',
  '1. d4 d5 2. c4 e6 3. Nc3 Nf6',
  '1. e4 c5 2. Nf3 d6 3. d4 cxd4',
  '1. c4 e5 2. g3 Nf6 3. Bg2 d5',
];
const RESULTS = ['1-0', '0-1', '1/2-1/2', '*'];

async function writeArchive(file: string): Promise<void> {
  const out = createWriteStream(file);
  for (let i = 0; i < GAMES; i++) {
    const result = RESULTS[i % 4]!;
    const game = `[Event "Archive"]\n[Round "${i + 1}"]\n[White "W${i}"]\n[Black "B${i}"]\n[Result "${result}"]\n\n${OPENINGS[i % 4]} ${result}\n\n`;
    if (!out.write(game)) await new Promise<void>((done) => out.once('drain', () => done()));
  }
  await new Promise<void>((done) => out.end(() => done()));
}

describe('a large archive', () => {
  it(`${GAMES.toLocaleString('en')} games validate with a 48 MB heap, report by report`, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fairyprint-archive-'));
    const file = join(dir, 'big.pgn');
    await writeArchive(file);
    expect(statSync(file).size).toBeGreaterThan(20_000_000);
    const run = await runCliProcess(['validate', file], { nodeOptions: ['--max-old-space-size=48'] });
    expect(run.err).toBe('');
    expect(run.code).toBe(0);
    const lines = run.out.trimEnd().split('\n');
    expect(lines[lines.length - 1]).toBe(`${GAMES} games: ${GAMES} legal, 0 not, 0 unreadable`);
    expect(lines.filter((l) => / legal, 6 plies, /.test(l))).toHaveLength(GAMES);
    expect(lines[0]).toBe(`${file}: game 1 (W0 - B0): legal, 6 plies, unfinished, recorded 1-0`);
  }, 600_000);

  it('the JSON of 30,000 games is one valid object, streamed with a 48 MB heap', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fairyprint-archive-'));
    const file = join(dir, 'some.pgn');
    const out = createWriteStream(file);
    for (let i = 0; i < 30_000; i++) out.write(`[Event "E"]\n\n${OPENINGS[i % 4]} *\n\n`);
    await new Promise<void>((done) => out.end(() => done()));
    const run = await runCliProcess(['validate', '--json', file], { nodeOptions: ['--max-old-space-size=48'] });
    expect(run.code).toBe(0);
    const parsed = JSON.parse(run.out) as { games: { game: number; legal: boolean }[] };
    expect(parsed.games).toHaveLength(30_000);
    expect(parsed.games.every((g, i) => g.legal && g.game === i + 1)).toBe(true);
  }, 600_000);
});
