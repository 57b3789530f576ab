import { appendFileSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkPages, MAX_PAGES } from '../../src/render/backends/manifest.js';
import { runCli } from '../helpers/cli.js';
import { deep } from '../helpers/tier.js';
import { tempDir } from './measure.js';

const manifest = (dir: string) =>
  JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as { parts: Record<string, { files: string[] }> };

describe('the output folder of several runs', () => {
  it("a rerun removes the files of the part's earlier run it does not write again, and nothing else", async () => {
    const dir = tempDir();
    // Chess at 60 mm squares is tiled; at the default size it fits one page.
    expect((await runCli(['board', 'chess', '--square-mm', '60', '--format', 'svg', '--out', dir])).code).toBe(0);
    const tiled = readdirSync(dir).filter((n) => n.startsWith('board-r'));
    expect(tiled.length).toBeGreaterThan(4);
    expect(manifest(dir).parts.board!.files.sort()).toEqual(
      readdirSync(dir)
        .filter((n) => n !== 'manifest.json')
        .sort(),
    );
    expect((await runCli(['counters', 'chess-legions', '--format', 'svg', '--backs', '--out', dir])).code).toBe(0);
    writeFileSync(join(dir, 'board-r9c9.svg'), 'mine'); // a file of the user's, named like a tile
    writeFileSync(join(dir, 'notes.txt'), 'mine');
    // A tile the user changed since it was written is theirs now.
    const edited = tiled[0]!;
    appendFileSync(join(dir, edited), '<!-- my note -->');

    expect((await runCli(['board', 'chess', '--format', 'svg', '--out', dir])).code).toBe(0);
    const now = readdirSync(dir).sort();
    const board = manifest(dir).parts.board!.files.sort();
    expect(board).toEqual(['board.svg']);
    for (const f of board) expect(now).toContain(f);
    // The old tiles not written again are gone; the user's files, the edited tile and the other part's stay.
    for (const f of tiled.filter((t) => !board.includes(t) && t !== edited))
      expect(existsSync(join(dir, f)), f).toBe(false);
    expect(now).toEqual(
      expect.arrayContaining(['board-r9c9.svg', 'notes.txt', edited, 'counters.svg', 'counters-back.svg']),
    );

    // Counters without backs this time: the old backs go.
    expect((await runCli(['counters', 'chess-legions', '--format', 'svg', '--out', dir])).code).toBe(0);
    expect(readdirSync(dir)).not.toContain('counters-back.svg');
    expect(readdirSync(dir)).toContain('counters.svg');
    expect(manifest(dir).parts.counters!.files).toEqual(['counters.svg']);
  });

  it('a manifest fairyprint did not write removes nothing it names, whatever it says (issue 28)', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'notes.txt'), 'my notes');
    writeFileSync(join(dir, 'thesis.pdf'), '%PDF-1.7 my thesis');
    writeFileSync(join(dir, 'draft.svg'), '<svg/>');
    const wrongHash = { bytes: 6, sha256: '0'.repeat(64) };
    writeFileSync(
      join(dir, 'manifest.json'),
      JSON.stringify({
        generator: 'fairyprint',
        parts: {
          board: {
            title: 'Board',
            files: ['notes.txt', 'thesis.pdf', 'draft.svg'],
            written: { 'draft.svg': wrongHash },
          },
        },
      }),
    );
    expect((await runCli(['board', 'chess', '--format', 'svg', '--out', dir])).code).toBe(0);
    expect(readFileSync(join(dir, 'notes.txt'), 'utf8')).toBe('my notes');
    expect(readFileSync(join(dir, 'thesis.pdf'), 'utf8')).toBe('%PDF-1.7 my thesis');
    expect(readFileSync(join(dir, 'draft.svg'), 'utf8')).toBe('<svg/>');
    expect(manifest(dir).parts.board!.files).toEqual(['board.svg']);
  });

  it('a manifest.json of something else is neither written over nor read: the run is refused before it writes', async () => {
    for (const theirs of ['{ "name": "my web app", "icons": [] }', 'not json', 'null']) {
      const dir = tempDir();
      writeFileSync(join(dir, 'manifest.json'), theirs);
      const run = await runCli(['board', 'chess', '--format', 'svg', '--out', dir]);
      expect(run.code).toBe(2);
      expect(run.err).toBe(
        `fairyprint: ${join(dir, 'manifest.json')} is not fairyprint's manifest and would be written over: choose another output folder\n`,
      );
      expect(readFileSync(join(dir, 'manifest.json'), 'utf8')).toBe(theirs);
      expect(readdirSync(dir)).toEqual(['manifest.json']);
    }
  });

  it('a manifest naming files outside the folder or hidden files removes none of them', async () => {
    const dir = tempDir();
    const outside = tempDir();
    writeFileSync(join(outside, 'precious.svg'), 'x');
    writeFileSync(join(dir, '.hidden'), 'x');
    writeFileSync(
      join(dir, 'manifest.json'),
      JSON.stringify({
        generator: 'fairyprint',
        parts: { board: { files: [join(outside, 'precious.svg'), '../precious.svg', '.hidden'] } },
      }),
    );
    expect((await runCli(['board', 'chess', '--format', 'svg', '--out', dir])).code).toBe(0);
    expect(existsSync(join(outside, 'precious.svg'))).toBe(true);
    expect(existsSync(join(dir, '.hidden'))).toBe(true);
  });
});

describe('huge outputs', () => {
  it('a board of hundreds of pages is refused in one line naming the flag, before anything is written', async () => {
    const dir = tempDir();
    const run = await runCli(['board', 'ecros', '--square-mm', '200', '--out', dir]);
    expect(run.code).toBe(2);
    expect(run.err).toMatch(/^fairyprint: board would be \d{3} pages \(more than 100\); .*--allow-large/);
    expect(run.err.trimEnd().split('\n')).toHaveLength(1);
    expect(readdirSync(dir)).toEqual([]);
    // The kit lays out every part before it can count its pages: a few seconds, so in the deep tier only.
    if (!deep) return;
    const kit = await runCli(['kit', 'ecros', '--square-mm', '100', '--out', dir]);
    expect(kit.code).toBe(2);
    expect(kit.err).toMatch(/^fairyprint: kit.pdf would be \d+ pages .*--allow-large/);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('the limit is a page count, lifted by --allow-large', () => {
    expect(() => checkPages('board', MAX_PAGES, false)).not.toThrow();
    expect(() => checkPages('board', MAX_PAGES + 1, false)).toThrow(/--allow-large/);
    expect(() => checkPages('board', 10 * MAX_PAGES, true)).not.toThrow();
  });
});
