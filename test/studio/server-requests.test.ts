/**
 * What the studio server refuses and what it gives back: files closed when a download is cut short,
 * requests from other sites and malformed ones refused with a 400 and a message, caches of compiled variants
 * that do not grow. Real HTTP on 127.0.0.1; the cases that start the server's workers (a kit that fails
 * or is cut short, a layout beside other requests) are in test/deep/studio-server.test.ts.
 */
import { readdirSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Studio, startStudio } from '../../src/studio/server.js';

let server: Studio;
let dir: string;
const BIG = 32 << 20;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'fairyprint-studio-requests-'));
  await writeFile(join(dir, 'index.html'), '<!doctype html><title>page</title>');
  await writeFile(join(dir, 'big.png'), Buffer.alloc(BIG));
  server = await startStudio({ pageDir: dir });
});

afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

const openFiles = (): number => readdirSync('/proc/self/fd').length;

/** Polls (at most 5 s) until the test is true. */
async function eventually(test: () => boolean): Promise<boolean> {
  for (let i = 0; i < 100 && !test(); i++) await sleep(50);
  return test();
}

/** GETs a path, reads the first piece of the answer, then hangs up. */
const cutShort = (path: string): Promise<void> =>
  new Promise((done, fail) => {
    const req = request(new URL(path, server.url), (res) => {
      res.once('data', () => {
        req.destroy();
        done();
      });
    });
    req.on('error', (e: NodeJS.ErrnoException) => (e.code === 'ECONNRESET' ? done() : fail(e)));
    req.end();
  });

describe('studio server: downloads', () => {
  it('closes the file of a download the client left, every time', async () => {
    const before = openFiles();
    for (let i = 0; i < 30; i++) await cutShort('/big.png');
    // Each abandoned download held its file open: 30 more handles, where ~240 ended the server (EMFILE).
    expect(await eventually(() => openFiles() <= before)).toBe(true);
    // And the server still answers.
    expect((await fetch(server.url)).status).toBe(200);
  });
});

/** A POST with these headers, by node:http (fetch would name its own origin). */
const post = (path: string, body: string, headers: Record<string, string>): Promise<{ status: number; json: any }> =>
  new Promise((done, fail) => {
    const req = request(new URL(path, server.url), { method: 'POST', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done({ status: res.statusCode!, json: JSON.parse(Buffer.concat(chunks).toString('utf8')) }));
    });
    req.on('error', fail);
    req.end(body);
  });

const JSON_TYPE = { 'content-type': 'application/json' };
const board = JSON.stringify({ id: 'chess', yaml: 'x', fen: '8/8/8/8/8/8/8/8 w - - 0 1' });

describe('studio server: who may ask', () => {
  it("refuses a POST from another site's page, as a form or script would send it", async () => {
    const { port } = new URL(server.url);
    // A form's text/plain body, without and with the other site's Origin.
    expect(await post('/api/kit', board, { 'content-type': 'text/plain' })).toEqual({
      status: 415,
      json: { error: 'the request must be JSON (content-type: application/json)' },
    });
    expect(
      (await post('/api/kit', board, { 'content-type': 'text/plain', origin: 'http://evil.example' })).status,
    ).toBe(403);
    expect(await post('/api/board', board, { ...JSON_TYPE, origin: `http://evil.example:${port}` })).toEqual({
      status: 403,
      json: { error: `requests from http://evil.example:${port} are refused: only the studio's own page may ask` },
    });
    // Its own page, by either name, and a client that names no origin (curl) are answered.
    for (const origin of [`http://127.0.0.1:${port}`, `http://localhost:${port}`, undefined]) {
      const { status, json } = await post('/api/board', board, { ...JSON_TYPE, ...(origin ? { origin } : {}) });
      expect(status).toBe(400);
      expect(json.error).toMatch(/^chess\.yaml:1:1: /);
    }
  });
});

describe('studio server: malformed requests', () => {
  it('answers a malformed URL with a 400 that says so', async () => {
    const res = await fetch(new URL('/%E0%A4%A', server.url));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'malformed URL: /%E0%A4%A' });
  });

  it('answers a body of the wrong shape with a 400 naming the field', async () => {
    const yaml = await readFile('templates/chess.yaml', 'utf8');
    const cases: [string, unknown, string][] = [
      ['/api/board', { id: 'chess', yaml, fen: 42 }, 'fen: Invalid input: expected string, received number'],
      [
        '/api/paths',
        { id: 'chess', yaml, fen: '8/8/8/8/8/8/8/8 w - - 0 1' },
        'square: Invalid input: expected number, received undefined',
      ],
      ['/api/validate', { id: 'chess', yaml, pgn: ['1. e4'] }, 'pgn: Invalid input: expected string, received array'],
      [
        '/api/kit',
        { id: 'chess', yaml, format: ['pdf', 'doc'] },
        'format[1]: Invalid option: expected one of "pdf"|"svg"|"png"',
      ],
      ['/api/preview', { id: 'chess', yaml, cardsize: 'bridge' }, 'the request: Unrecognized key: "cardsize"'],
      ['/api/board', [1, 2], 'the request: Invalid input: expected object, received array'],
    ];
    for (const [path, body, error] of cases)
      expect([path, await post(path, JSON.stringify(body), JSON_TYPE)]).toEqual([
        path,
        { status: 400, json: { error } },
      ]);
  });
});

describe('studio server: memory', () => {
  it('holds a few compiled variants, however many edits are validated', async () => {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const heap = (): number => {
      gc();
      return process.memoryUsage().heapUsed;
    };
    const yaml = await readFile('templates/chess.yaml', 'utf8');
    const validateEdit = async (i: number): Promise<number> =>
      (
        await post(
          '/api/validate',
          JSON.stringify({ id: 'chess', yaml: `${yaml}\n# edit ${i}\n`, pgn: '1. e4 *' }),
          JSON_TYPE,
        )
      ).status;
    for (let i = 0; i < 4; i++) await validateEdit(i);
    const before = heap();
    for (let i = 4; i < 16; i++) expect(await validateEdit(i)).toBe(200);
    // Orthodox Chess compiled holds ~0.9 MB: twelve more edits kept (once per text, once per temporary
    // file) grew the heap by ~20 MB.
    expect(heap() - before).toBeLessThan(4e6);
  });
});

describe('studio server: definition size', () => {
  it("refuses a definition over the command line's limit of 1 MiB, in its words", async () => {
    const yaml = await readFile('templates/chess.yaml', 'utf8');
    const padded = `${yaml}#${'x'.repeat((1 << 20) - Buffer.byteLength(yaml))}`;
    const body = JSON.stringify({ id: 'chess', yaml: padded, fen: '8/8/8/8/8/8/8/8 w - - 0 1' });
    expect(await post('/api/board', body, JSON_TYPE)).toEqual({
      status: 400,
      json: { error: 'chess.yaml:1:1: definition is 1048577 bytes; the limit is 1048576' },
    });
  });
});
