/**
 * `fairyprint studio`'s web server: the page built by vite (dist/studio/page/), a folder of static files,
 * and nothing else. The page does all its work in the browser, so the server answers GET and HEAD for
 * the folder's files only: there is no route that does work, so no request, from any site, can make it
 * do any. It listens on 127.0.0.1 only and fetches nothing.
 */
import { access, open } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, extname, join, normalize, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { InputError } from '../api/result.js';

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
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
};

export async function startStudio(options: StudioOptions = {}): Promise<Studio> {
  const pageDir = resolve(options.pageDir ?? PAGE_DIR);
  const index = join(pageDir, 'index.html');
  await access(index).catch(() => {
    throw new InputError(`the studio's page is not built: no ${index} (npm run build makes it)`);
  });
  const server = createServer((req, res) => {
    handle(req, res, pageDir).catch(() => res.destroy());
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
    },
  };
}

async function handle(req: IncomingMessage, res: ServerResponse, pageDir: string): Promise<void> {
  // A page of another site must not reach this one through a name of its own that leads here (DNS rebinding).
  const port = (req.socket.localPort ?? 0).toString();
  if (![`127.0.0.1:${port}`, `localhost:${port}`].includes(req.headers.host ?? ''))
    return sendText(res, 403, 'this server answers only at 127.0.0.1');
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    // The body is never looked at, only let go of; the connection closes with the answer.
    req.resume();
    return sendText(res, 405, `${req.method} is refused: the studio serves its page's files and does no work`, {
      allow: 'GET, HEAD',
      connection: 'close',
    });
  }
  const url = new URL(req.url ?? '/', 'http://localhost');
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    return sendText(res, 400, `malformed URL: ${url.pathname}`);
  }
  return sendFile(req, res, staticPath(pageDir, path.endsWith('/') ? `${path}index.html` : path));
}

/** A file of the page's folder; never one outside it. */
function staticPath(dir: string, path: string): string {
  const file = normalize(join(dir, path));
  return file.startsWith(dir + sep) ? file : join(dir, 'missing');
}

function sendText(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void {
  const data = Buffer.from(`${text}\n`);
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'content-length': data.length, ...headers });
  res.end(data);
}

async function sendFile(req: IncomingMessage, res: ServerResponse, file: string): Promise<void> {
  const handle = await open(file, 'r').catch(() => null);
  const info = await handle?.stat().catch(() => null);
  if (!handle || !info?.isFile()) {
    await handle?.close();
    return sendText(res, 404, 'not found');
  }
  res.writeHead(200, {
    'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
    'content-length': info.size,
    // The page's own service worker keeps the files for offline use; the server answers afresh each time.
    'cache-control': 'no-cache',
  });
  if (req.method === 'HEAD') {
    await handle.close();
    return void res.end();
  }
  // pipeline closes the file when the client goes away or the read fails (a plain pipe kept it open for
  // ever); the response can then only be cut short.
  await pipeline(handle.createReadStream(), res).catch(() => res.destroy());
}
