/**
 * `fairyprint studio`'s web server: the page built by vite (dist/studio/page/), the font it draws with, and
 * the JSON API of api.ts. It listens on 127.0.0.1 only and fetches nothing: the page works offline.
 */
import { open } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, extname, join, normalize, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { FONT_FILE } from '../api/files.js';
import { InputError } from '../api/result.js';
import { boardArt, checkRequest, movePaths, requests, templates, templateText, validate } from './api.js';
import { endWorkers, kitFile, makeKit, preview, previewSvg, removeKits } from './jobs.js';

/** Where the build puts the page (`npm run build`), from src/studio/ and dist/studio/ alike. */
export const PAGE_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../dist/studio/page');

export interface StudioOptions {
  /** 0: a free port. */
  port?: number;
  /** The built page (default dist/studio/page/). */
  pageDir?: string;
}

export interface Studio {
  url: string;
  close(): Promise<void>;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.pdf': 'application/pdf',
  '.ttf': 'font/ttf',
  '.json': 'application/json',
};

/** A request body larger than this is refused: a definition is at most 1 MiB, a record a few more. */
const MAX_BODY = 8 << 20;

export async function startStudio(options: StudioOptions = {}): Promise<Studio> {
  const pageDir = options.pageDir ?? PAGE_DIR;
  void templates();
  const server = createServer((req, res) => {
    // Aborted when the client goes before its answer is sent: the work for it stops (jobs.ts).
    const client = new AbortController();
    res.once('close', () => res.writableFinished || client.abort(new Error('the client went away')));
    handle(req, res, pageDir, client.signal).catch((e: unknown) => {
      if (client.signal.aborted) return;
      if (e instanceof InputError) return send(res, 400, { error: e.format() });
      send(res, 500, { error: `internal error: ${(e as Error).message}` });
    });
  });
  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(options.port ?? 0, '127.0.0.1', () => ok());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((ok) => server.close(() => ok()));
      await Promise.all([removeKits(), endWorkers()]);
    },
  };
}

async function handle(req: IncomingMessage, res: ServerResponse, pageDir: string, signal: AbortSignal): Promise<void> {
  // A page of another site must not reach this one through a name of its own that leads here (DNS rebinding).
  const port = (req.socket.localPort ?? 0).toString();
  if (![`127.0.0.1:${port}`, `localhost:${port}`].includes(req.headers.host ?? ''))
    return send(res, 403, { error: 'this server answers only at 127.0.0.1' });
  if (req.method === 'POST') {
    // A page of another site may POST here (a form, or fetch without CORS); the browser names its origin. A
    // JSON body needs a CORS preflight, which this server never grants, so only its own page can send one.
    const origin = req.headers.origin;
    if (origin !== undefined && ![`http://127.0.0.1:${port}`, `http://localhost:${port}`].includes(origin))
      return send(res, 403, { error: `requests from ${origin} are refused: only the studio's own page may ask` });
    if (!/^application\/json\s*(;|$)/i.test(req.headers['content-type'] ?? ''))
      return send(res, 415, { error: 'the request must be JSON (content-type: application/json)' });
  }
  const url = new URL(req.url ?? '/', 'http://localhost');
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    return send(res, 400, { error: `malformed URL: ${url.pathname}` });
  }
  if (req.method === 'GET') {
    if (path === '/api/templates') return send(res, 200, await templates());
    let m = /^\/api\/templates\/([a-z0-9-]+)$/.exec(path);
    if (m) return send(res, 200, { yaml: await templateText(m[1]!) });
    m = /^\/api\/preview\/([0-9a-f]+)\/([^/]+)$/.exec(path);
    if (m) {
      const svg = await previewSvg(m[1]!, m[2]!);
      return svg ? sendBytes(res, svg, TYPES['.svg']!) : send(res, 404, { error: 'no such page' });
    }
    m = /^\/api\/kit\/([0-9a-f]+)\/([^/]+)$/.exec(path);
    if (m) {
      const file = kitFile(m[1]!, m[2]!);
      return file ? sendFile(res, file, true) : send(res, 404, { error: 'no such file' });
    }
    if (path === '/font/DejaVuSans.ttf') return sendFile(res, FONT_FILE);
    return sendFile(res, staticPath(pageDir, path === '/' ? '/index.html' : path));
  }
  const answer = req.method === 'POST' ? ROUTES[path] : undefined;
  if (!answer) return send(res, 404, { error: 'not found' });
  send(res, 200, await answer(await readBody(req), signal));
}

/** What each POST answers, given its body as read (checked against the route's schema first). */
const ROUTES: Record<string, (body: unknown, signal: AbortSignal) => Promise<unknown>> = {
  '/api/board': (body) => boardArt(checkRequest(requests.board, body)),
  '/api/paths': (body) => movePaths(checkRequest(requests.paths, body)),
  '/api/validate': (body) => validate(checkRequest(requests.validate, body)),
  // The heavy ones run on worker threads, stopped when the client goes (jobs.ts).
  '/api/preview': (body, signal) => preview(checkRequest(requests.print, body), signal),
  '/api/kit': (body, signal) => makeKit(checkRequest(requests.print, body), signal),
};

/** A file of the page's folder; never one outside it. */
function staticPath(dir: string, path: string): string {
  const file = normalize(join(dir, path));
  return file.startsWith(dir + sep) ? file : join(dir, 'missing');
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new InputError(`request of more than ${MAX_BODY} bytes`);
    chunks.push(chunk as Buffer);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
  } catch {
    throw new InputError('the request is not JSON');
  }
}

function send(res: ServerResponse, status: number, body: unknown): void {
  if (res.headersSent) return void res.end();
  sendBytes(res, Buffer.from(JSON.stringify(body)), TYPES['.json']!, status);
}

function sendBytes(res: ServerResponse, data: Buffer, type: string, status = 200): void {
  res.writeHead(status, { 'content-type': type, 'content-length': data.length, 'cache-control': 'no-store' });
  res.end(data);
}

async function sendFile(res: ServerResponse, file: string, download = false): Promise<void> {
  const handle = await open(file, 'r').catch(() => null);
  const info = await handle?.stat().catch(() => null);
  if (!handle || !info?.isFile()) {
    await handle?.close();
    return send(res, 404, { error: 'not found' });
  }
  const name = file.split(sep).pop()!;
  res.writeHead(200, {
    'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
    'content-length': info.size,
    ...(download ? { 'content-disposition': `attachment; filename="${name}"` } : {}),
  });
  // pipeline closes the file when the client goes away or the read fails (a plain pipe kept it open for
  // ever); the response can then only be cut short.
  await pipeline(handle.createReadStream(), res).catch(() => res.destroy());
}
