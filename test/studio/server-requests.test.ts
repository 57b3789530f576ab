/**
 * What the studio server refuses and what it gives back: files closed when a download is cut short, every
 * method but GET and HEAD refused (there is no route that does work), malformed URLs answered with a 400.
 * Real HTTP on 127.0.0.1.
 */
import { readdirSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
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

/** A request with this method and these headers, by node:http (fetch would name its own origin): its status, Allow header and text. */
const send = (
  method: string,
  path: string,
  body: string,
  headers: Record<string, string>,
): Promise<{ status: number; allow: string | undefined; text: string }> =>
  new Promise((done, fail) => {
    const req = request(new URL(path, server.url), { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        done({ status: res.statusCode!, allow: res.headers.allow, text: Buffer.concat(chunks).toString('utf8') }),
      );
    });
    req.on('error', fail);
    req.end(body);
  });

describe('studio server: it does no work', () => {
  it('refuses every request but GET and HEAD, from any page, whatever it carries', async () => {
    const { port } = new URL(server.url);
    const body = JSON.stringify({ id: 'chess', yaml: 'x', pgn: '1. e4 *' });
    // The routes that did work before the page did it all, a form's and a script's requests, its own page's.
    for (const path of ['/api/kit', '/api/validate', '/api/preview', '/api/board', '/'])
      for (const headers of <Record<string, string>[]>[
        { 'content-type': 'text/plain', origin: 'http://evil.example' },
        { 'content-type': 'application/json', origin: `http://127.0.0.1:${port}` },
        { 'content-type': 'application/json' },
      ])
        for (const method of ['POST', 'PUT', 'DELETE', 'PATCH'])
          expect(await send(method, path, body, headers)).toEqual({
            status: 405,
            allow: 'GET, HEAD',
            text: `${method} is refused: the studio serves its page's files and does no work\n`,
          });
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const head = await send('HEAD', '/', '', {});
    expect(head.status).toBe(200);
    expect(head.text).toBe('');
  });

  it('answers a malformed URL with a 400 that says so', async () => {
    const res = await fetch(new URL('/%E0%A4%A', server.url));
    expect(res.status).toBe(400);
    expect(await res.text()).toBe('malformed URL: /%E0%A4%A\n');
  });
});
