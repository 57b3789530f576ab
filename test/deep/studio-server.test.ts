/**
 * The studio server under heavy work (test/studio/server-requests.test.ts has the light cases): an ECROS
 * kit or layout does not hold other requests, a kit whose client has gone is stopped and removed, and so
 * is the folder of a kit that fails; no more than two jobs run at once.
 */
import { readdirSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endWorkers } from '../../src/studio/jobs.js';
import { type Studio, startStudio } from '../../src/studio/server.js';

let server: Studio;
let dir: string;
/** The system's temporary folder while these tests run: one of their own, to see what the server leaves there. */
let tmp: string;
const systemTmp = process.env.TMPDIR;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'fairyprint-studio-heavy-'));
  await writeFile(join(dir, 'index.html'), '<!doctype html><title>page</title>');
  tmp = join(dir, 'tmp');
  await mkdir(tmp);
  process.env.TMPDIR = tmp;
  server = await startStudio({ pageDir: dir });
});

afterAll(async () => {
  await server.close();
  if (systemTmp === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = systemTmp;
  await rm(dir, { recursive: true, force: true });
});

const kitFolders = (): string[] => readdirSync(tmp).filter((name) => name.startsWith('fairyprint-studio-kit-'));
const threads = (): number => readdirSync('/proc/self/task').length;

/** Polls (at most 60 s) until the test is true. */
async function eventually(test: () => boolean): Promise<boolean> {
  for (let i = 0; i < 600 && !test(); i++) await sleep(100);
  return test();
}

const postJson = (path: string, body: unknown, signal?: AbortSignal): Promise<Response> =>
  fetch(new URL(path, server.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    ...(signal ? { signal } : {}),
  });

describe('studio server: heavy work', () => {
  it('answers other requests while it lays out an ECROS kit', async () => {
    // Edited text: compiled and laid out afresh (~2-3 s of work that held the server's only thread).
    const yaml = `${await readFile('templates/ecros.yaml', 'utf8')}\n# edited\n`;
    const answered: string[] = [];
    const layout = postJson('/api/preview', { id: 'ecros', yaml }).then(async (res) => {
      expect(res.status).toBe(200);
      expect(((await res.json()) as { pages: unknown[] }).pages.length).toBeGreaterThan(10);
      answered.push('preview');
    });
    const pings = [300, 600, 900].map(async (after, i) => {
      await sleep(after);
      expect((await fetch(new URL('/api/templates', server.url))).status).toBe(200);
      answered.push(`ping ${i}`);
    });
    await Promise.all([layout, ...pings]);
    expect(answered).toEqual(['ping 0', 'ping 1', 'ping 2', 'preview']);
  });

  it('stops writing a kit when its client goes, and removes its folder', async () => {
    const yaml = await readFile('templates/ecros.yaml', 'utf8');
    const before = threads();
    const client = new AbortController();
    const kit = postJson('/api/kit', { id: 'ecros', yaml }, client.signal).catch((e: Error) => e.name);
    // Gone once the kit is being written (its first PDF in its folder), seconds before it would be done.
    const written = (): string[] => kitFolders().flatMap((kit) => readdirSync(join(tmp, kit)));
    expect(await eventually(() => written().some((file) => file.endsWith('.pdf')))).toBe(true);
    client.abort();
    expect(await kit).toBe('AbortError');
    expect(await eventually(() => kitFolders().length === 0)).toBe(true);
    // Its thread (and the PNG workers it started) ended: none is left working for nobody.
    expect(await eventually(() => threads() <= before)).toBe(true);
    await sleep(1000);
    expect(kitFolders()).toEqual([]);
  });

  it('removes the folder of a kit that could not be made', async () => {
    const before = kitFolders();
    const yaml = await readFile('templates/chess.yaml', 'utf8');
    const res = await postJson('/api/kit', { id: 'chess', yaml, cardSize: '1x1' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toMatch(/^cardSize width /);
    expect(kitFolders()).toEqual(before);
  });

  it('lays out on worker threads, two at a time however many are asked for at once', async () => {
    const yaml = await readFile('templates/chess.yaml', 'utf8');
    // Workers load the library for seconds, so three asked for at once would overlap.
    // The threads of one worker (under tsx its loader has a thread of its own), kept after its job.
    await endWorkers();
    const before = threads();
    expect((await postJson('/api/preview', { id: 'chess', yaml: `${yaml}\n# edit 0\n` })).status).toBe(200);
    const perWorker = threads() - before;
    expect(perWorker).toBeGreaterThanOrEqual(1);
    let most = 0;
    let settled = false;
    const layouts = Promise.all(
      [1, 2, 3].map((i) => postJson('/api/preview', { id: 'chess', yaml: `${yaml}\n# edit ${i}\n` })),
    ).finally(() => {
      settled = true;
    });
    while (!settled) {
      most = Math.max(most, threads());
      await sleep(20);
    }
    expect((await layouts).map((res) => res.status)).toEqual([200, 200, 200]);
    expect((most - before) / perWorker).toBe(2);
  });
});
