import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';

const dir = mkdtempSync(join(tmpdir(), 'fairyprint-validate-'));
const file = (name: string, text: string): string => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};

const MATE =
  '[Event "mate"]\n[White "W"]\n[Black "B"]\n[Result "1-0"]\n\n1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0\n';
const PINNED = '[Event "pin"]\n[Result "*"]\n\n1. d4 c6 2. e3 Qa5+ 3. Nc3 e6\n4. Nb5 *\n';

describe('fairyprint validate', () => {
  it('a legal game: exit 0, plies, the result reached and the final position', async () => {
    const run = await runCli(['validate', file('mate.pgn', MATE)]);
    expect(run.code).toBe(0);
    expect(run.out).toBe(
      `${join(dir, 'mate.pgn')}: game 1 (W - B): legal, 7 plies, 1-0 by checkmate, recorded 1-0\n` +
        '  final position: r1bqkb1r/pppp1Qpp/2n2n2/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 0 4\n',
    );
  });

  it('an illegal move: exit 1, file:line:column, ply, position, reason and the legal moves of the piece', async () => {
    const path = file('pin.pgn', PINNED);
    const run = await runCli(['validate', path]);
    expect(run.code).toBe(1);
    expect(run.out.split('\n')).toEqual([
      `${path}:5:4: game 1, ply 7 (4. Nb5): illegal move: king would be in check from the Queen on a5`,
      '  position: rnb1kbnr/pp1p1ppp/2p1p3/q7/3P4/2N1P3/PPP2PPP/R1BQKBNR w KQkq - 0 4',
      '  legal moves of the Knight on c3: none',
      '',
    ]);
  });

  it('--json: one object with a report per game, several files and games', async () => {
    const two = file('two.pgn', `${MATE}\n${PINNED}`);
    const run = await runCli(['validate', '--json', two, file('again.pgn', MATE)]);
    expect(run.code).toBe(1);
    const parsed = JSON.parse(run.out) as { games: Record<string, unknown>[] };
    expect(parsed.games.map((g) => [g.file, g.game, g.legal, g.plies, g.result, g.termination])).toEqual([
      [two, 1, true, 7, '1-0', 'checkmate'],
      [two, 2, false, 6, '*', 'unfinished'],
      [join(dir, 'again.pgn'), 1, true, 7, '1-0', 'checkmate'],
    ]);
    expect(parsed.games[1]!.error).toEqual({
      kind: 'illegal-move',
      ply: 7,
      move: 'Nb5',
      moveNumber: '4.',
      line: 12,
      column: 4,
      reason: 'king would be in check from the Queen on a5',
      fen: 'rnb1kbnr/pp1p1ppp/2p1p3/q7/3P4/2N1P3/PPP2PPP/R1BQKBNR w KQkq - 0 4',
      piece: 'Knight on c3',
      legalMoves: [],
    });
  });

  it('reads standard input for "-"', async () => {
    const run = await runCli(['validate', '-', '--json'], MATE);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.out).games).toMatchObject([{ file: '-', legal: true, termination: 'checkmate' }]);
    const both = await runCli(['validate', file('first.pgn', PINNED), '-'], MATE);
    expect(both.code).toBe(1);
    expect(both.out).toMatch(/^-: game 1 \(W - B\): legal/m);
  });

  it('unreadable input: one located line on stderr, exit 2, and the other games still checked', async () => {
    const path = file('broken.pgn', `[Event "x"]\n1. e4 {unclosed\n`);
    const run = await runCli(['validate', path]);
    expect(run.code).toBe(2);
    expect(run.err).toBe(`${path}:2:7: game 1: cannot read the record: comment "{" is not closed by "}"\n`);
    const missing = await runCli(['validate', join(dir, 'nope.pgn')]);
    expect(missing).toMatchObject({ code: 2, err: `${join(dir, 'nope.pgn')}: cannot read: no such file\n` });
    const folder = await runCli(['validate', dir]);
    expect(folder).toMatchObject({ code: 2, err: `${dir}: cannot read: a folder, not a file\n` });
    const mixed = await runCli(['validate', file('mixed.pgn', `[Event "a"]\n1. e4 , *\n\n${PINNED}\n${MATE}`)]);
    expect(mixed.code).toBe(2);
    expect(mixed.out).toMatch(/game 2, ply 7 \(4\. Nb5\): illegal move/);
    expect(mixed.out).toMatch(/game 3 \(W - B\): legal/);
    expect(mixed.out).toMatch(/^3 games: 1 legal, 1 not, 1 unreadable$/m);
    const variant = await runCli(['validate', file('v.pgn', '[Variant "nowhere"]\n1. e4 *\n')]);
    expect(variant.code).toBe(2);
    expect(variant.err).toMatch(/v\.pgn:1:11: game 1: no variant is named "nowhere" \(names, nearest first: /);
  });

  it('an unknown option reads as a file that is not there', async () => {
    const run = await runCli(['validate', '--bogus', file('ok.pgn', MATE)]);
    expect(run.code).toBe(2);
    expect(run.err).toBe(
      '--bogus: cannot read: no such file, nor an option of validate (see fairyprint validate --help)\n',
    );
  });

  it('--variant overrides the tag', async () => {
    const run = await runCli(['validate', '--variant', 'chess', file('w.pgn', '[Variant "nowhere"]\n1. e4 *\n')]);
    expect(run.code).toBe(0);
  });
});
