/**
 * The studio server without a browser (the page itself is tested in Chromium: test/deep/studio.test.ts):
 * it serves the page's folder and nothing outside it, and `fairyprint studio` refuses a bad port in one line.
 */
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Studio, startStudio } from '../../src/studio/server.js';
import { runCli } from '../helpers/cli.js';

let server: Studio;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'fairyprint-studio-server-'));
  await writeFile(join(dir, 'index.html'), '<!doctype html><title>page</title>');
  await mkdir(join(dir, 'assets'));
  for (const file of ['assets/resvg.wasm', 'manifest.webmanifest', 'sw.js']) await writeFile(join(dir, file), '');
  server = await startStudio({ pageDir: dir });
});

afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

describe('studio server', () => {
  it('listens on 127.0.0.1 and serves the page', async () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    expect(await (await fetch(server.url)).text()).toContain('<title>page</title>');
  });

  it("serves the page's files with their types, WebAssembly and the app manifest among them", async () => {
    for (const [file, type] of [
      ['/assets/resvg.wasm', 'application/wasm'],
      ['/manifest.webmanifest', 'application/manifest+json'],
      ['/sw.js', 'text/javascript; charset=utf-8'],
    ] as const) {
      const res = await fetch(new URL(file, server.url));
      expect([file, res.status, res.headers.get('content-type')]).toEqual([file, 200, type]);
    }
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
        const req = request({ host: '127.0.0.1', port, path: '/', headers: { host } }, (res) => {
          res.resume();
          done(res.statusCode!);
        });
        req.on('error', fail);
        req.end();
      });
    expect(await status(`attacker.example:${port}`)).toBe(403);
    expect(await status(`localhost:${port}`)).toBe(200);
  });

  it('refuses to start on a folder with no built page, in one line', async () => {
    await expect(startStudio({ pageDir: join(dir, 'missing') })).rejects.toThrow(
      `the studio's page is not built: no ${join(dir, 'missing', 'index.html')} (npm run build makes it)`,
    );
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
    // It serves the page the build made (npm run build, which npm ci runs): the page, and no route of work.
    expect(await (await fetch(url)).text()).toContain('<title>fairyprint studio</title>');
    expect((await fetch(new URL('/api/templates', url))).status).toBe(404);
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
