/**
 * The studio server without a browser (the page itself is tested in Chromium: test/deep/studio.test.ts):
 * its answers are the CLI's, it serves nothing outside the page's folder, and `fairyprint studio`
 * refuses a bad port in one line.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { templateIds } from '../../src/definitions/load.js';
import { type Studio, startStudio } from '../../src/studio/server.js';
import { runCli } from '../helpers/cli.js';

let server: Studio;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'fairyprint-studio-server-'));
  await writeFile(join(dir, 'index.html'), '<!doctype html><title>page</title>');
  server = await startStudio({ pageDir: dir });
});

afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

const post = async (path: string, body: unknown): Promise<{ status: number; json: any }> => {
  const res = await fetch(new URL(path, server.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: await res.json() };
};

describe('studio server', () => {
  it('listens on 127.0.0.1 and serves the page', async () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    expect(await (await fetch(server.url)).text()).toContain('<title>page</title>');
  });

  it('serves nothing outside the page folder', async () => {
    for (const path of ['/../package.json', '/%2e%2e/package.json', '/..%2fpackage.json']) {
      expect((await fetch(new URL(path, server.url))).status).toBe(404);
    }
  });

  it('answers only requests addressed to 127.0.0.1 or localhost', async () => {
    const { port } = new URL(server.url);
    const status = (host: string): Promise<number> =>
      new Promise((done, fail) => {
        const req = request({ host: '127.0.0.1', port, path: '/api/templates', headers: { host } }, (res) => {
          res.resume();
          done(res.statusCode!);
        });
        req.on('error', fail);
        req.end();
      });
    expect(await status(`attacker.example:${port}`)).toBe(403);
    expect(await status(`localhost:${port}`)).toBe(200);
  });

  it('lists every template, with its name and board size', async () => {
    const list = (await (await fetch(new URL('/api/templates', server.url))).json()) as {
      id: string;
      name: string;
      files: number;
      ranks: number;
    }[];
    expect(list.map((t) => t.id)).toEqual(templateIds());
    expect(list.find((t) => t.id === 'ecros')).toEqual({ id: 'ecros', name: 'ECROS', files: 20, ranks: 20 });
  });

  it('validates a record as `fairyprint validate` does, with every position on the way', async () => {
    const pgn = '[Variant "secutor"]\n\n1. e4 e5 2. Nf3 Nc6 3. Ke3 *\n';
    const file = join(dir, 'game.pgn');
    await writeFile(file, pgn);
    const cli = await runCli(['validate', file]);
    const yaml = await readFile('templates/secutor.yaml', 'utf8');
    const { status, json } = await post('/api/validate', { id: 'secutor', yaml, pgn });
    expect(status).toBe(200);
    expect(json.reports[0].text).toBe(cli.out.replaceAll(file, 'game.pgn'));
    // The start and the four legal plies; the last is the position the illegal move was tried in.
    const plies = json.games[0] as { fen: string; from: string | null; to: string | null }[];
    expect(plies).toHaveLength(5);
    expect(plies[0]!.from).toBeNull();
    expect(plies[1]).toMatchObject({ from: 'e2', to: 'e4' });
    expect(plies[4]!.fen).toBe(json.reports[0].error.fen);
  });

  it('validates against an edited definition, naming it as the page does', async () => {
    const yaml = (await readFile('templates/chess.yaml', 'utf8')).replace('name: Orthodox Chess', 'name: My Chess');
    const { json } = await post('/api/validate', {
      id: 'chess',
      yaml,
      pgn: '1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n',
    });
    expect(json.reports[0].text).toContain('legal, 7 plies, 1-0 by checkmate');
  });

  it('refuses a definition with a problem in the CLI words, at line:column', async () => {
    const yaml = (await readFile('templates/chess.yaml', 'utf8')).replace('files: 8', 'files: 40');
    const { status, json } = await post('/api/board', { id: 'chess', yaml, fen: '8/8/8/8/8/8/8/8 w - - 0 1' });
    expect(status).toBe(400);
    expect(json.error).toBe('chess.yaml:7:10: board.files: Too big: expected number to be <=26');
  });

  it('draws a position with its square geometry and every kind of mark', async () => {
    const yaml = await readFile('templates/chess.yaml', 'utf8');
    const { json } = await post('/api/board', {
      id: 'chess',
      yaml,
      fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
    });
    expect(json.svg).toContain('id="position"');
    // Square a1's rectangle starts where the page is told squares start.
    const a1 = /<rect width="10" height="10" x="([\d.]+)" y="([\d.]+)"[^>]*id="sq-a1"/.exec(json.svg)!;
    expect([Number(a1[1]), Number(a1[2])]).toEqual([json.origin, json.origin + 7 * json.square]);
    // Five modes (both, move, capture, drop, drop-loses), each plain or jump, first-move, once-per-game.
    expect(Object.keys(json.marks)).toHaveLength(40);
    expect(json.marks['capture-jump'].onMan).toContain('<line');
  });
});

describe('fairyprint studio', () => {
  it('prints its address, serves there, and stops on Ctrl-C with exit code 0', async () => {
    // --open with no browser to open (no xdg-open on PATH) changes nothing: the address is printed.
    const entry = fileURLToPath(new URL('../helpers/cli-entry.ts', import.meta.url));
    const child = spawn(process.execPath, ['--import', 'tsx', entry, 'studio', '--open'], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, PATH: dirname(process.execPath) },
    });
    const url = await new Promise<string>((found, fail) => {
      let out = '';
      child.stdout!.on('data', (d: Buffer) => {
        out += d.toString('utf8');
        const m = /^fairyprint studio: (http:\/\/127\.0\.0\.1:\d+\/) \(Ctrl-C stops it\)\n$/.exec(out);
        if (m) found(m[1]!);
      });
      child.on('close', () => fail(new Error(`ended before printing its address: ${out}`)));
    });
    expect((await fetch(new URL('/api/templates', url))).status).toBe(200);
    const closed = new Promise<number | null>((done) => child.on('close', done));
    child.kill('SIGINT');
    expect(await closed).toBe(0);
  });

  it('refuses a port out of range in one line', async () => {
    const run = await runCli(['studio', '--port', '70000']);
    expect(run.code).toBe(2);
    expect(run.err).toBe(
      'fairyprint: --port must be a whole number from 0 to 65535, not 70000 (see fairyprint studio --help)\n',
    );
    const word = await runCli(['studio', '--port', 'abc']);
    expect(word).toMatchObject({
      code: 2,
      err: 'fairyprint: --port must be a number, not "abc" (see fairyprint studio --help)\n',
    });
  });

  it('refuses a port in use in one line', async () => {
    const busy = createServer();
    await new Promise<void>((ok) => busy.listen(0, '127.0.0.1', ok));
    const port = (busy.address() as { port: number }).port;
    try {
      const run = await runCli(['studio', '--port', String(port)]);
      expect(run.code).toBe(2);
      expect(run.err).toBe(`fairyprint: --port ${port}: the port is in use\n`);
    } finally {
      busy.close();
    }
  });
});
