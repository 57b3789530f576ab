/**
 * PNG pages rasterised on a worker thread, beside the main thread's PDF and SVG work: on two cores a
 * kit's PNGs then cost little more than its PDFs. The worker also keeps resvg's native strips out of
 * the main heap, whose full collections (needed to free them) are costly, while the worker's small heap
 * collects them cheaply. One worker, started on first use and let go (unref) whenever it is idle, so
 * it never holds the process open.
 */
import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { RasterJob } from './png.js';

/** A page to draw, or pages to skip; `ack` is answered once no page of `ids` is being drawn. */
export type PoolRequest = { kind: 'job'; id: number; job: RasterJob } | { kind: 'drop'; ids: number[]; ack: number };
export type PoolReply = { id: number; png: Uint8Array } | { id: number; error: string } | { id: number; acknowledged: true };

interface Pending {
  resolve: (png: Buffer) => void;
  reject: (e: Error) => void;
}

let worker: Worker | null = null;
const pending = new Map<number, Pending>();
let nextId = 1;

/**
 * The compiled worker beside this module; from the TypeScript sources (tests, `tsx`), the same module
 * loaded through tsx's require hook, since Node 20 workers do not inherit the parent's loader hooks.
 */
function startWorker(): Worker {
  // None of the parent's Node options: some (--input-type) would stop a worker from starting at all.
  const execArgv: string[] = [];
  const compiled = new URL('./png-worker.js', import.meta.url);
  if (existsSync(fileURLToPath(compiled))) return new Worker(compiled, { execArgv });
  const require = createRequire(import.meta.url);
  const source = fileURLToPath(new URL('./png-worker.ts', import.meta.url));
  const code = `import { createRequire } from 'node:module';
const require = createRequire(${JSON.stringify(import.meta.url)});
require(${JSON.stringify(require.resolve('tsx/cjs'))});
require(${JSON.stringify(source)});`;
  return new Worker(code, { eval: true, execArgv });
}

function theWorker(): Worker {
  if (worker) return worker;
  const w = startWorker();
  w.on('message', (reply: PoolReply) => {
    const p = pending.get(reply.id);
    if (!p) return;
    pending.delete(reply.id);
    if (pending.size === 0) w.unref();
    if ('png' in reply) p.resolve(Buffer.from(reply.png.buffer, reply.png.byteOffset, reply.png.byteLength));
    else if ('error' in reply) p.reject(new Error(reply.error));
    else p.resolve(Buffer.alloc(0));
  });
  const fail = (e: Error): void => {
    worker = null;
    for (const p of pending.values()) p.reject(e);
    pending.clear();
  };
  w.on('error', fail);
  w.on('exit', (code) => fail(new Error(`the PNG worker stopped (exit code ${code})`)));
  worker = w;
  return w;
}

/** A page rasterised on the worker; jobs run in the order given. */
export function rasteriseOnWorker(job: RasterJob): { png: Promise<Buffer>; id: number } {
  const w = theWorker();
  const id = nextId++;
  const png = new Promise<Buffer>((resolve, reject) => pending.set(id, { resolve, reject }));
  if (pending.size === 1) w.ref();
  w.postMessage({ kind: 'job', id, job } satisfies PoolRequest);
  return { png, id };
}

/**
 * Jobs no longer wanted: their promises reject, those not yet started are skipped, and the result
 * resolves once the worker is drawing none of them (so their font file may go).
 */
export function dropJobs(ids: readonly number[]): Promise<void> {
  const live = ids.filter((id) => pending.has(id));
  for (const id of live) {
    pending.get(id)!.reject(new Error('PNG page no longer wanted'));
    pending.delete(id);
  }
  if (!worker || live.length === 0) return Promise.resolve();
  const ack = nextId++;
  const done = new Promise<void>((resolve) => pending.set(ack, { resolve: () => resolve(), reject: () => resolve() }));
  worker.postMessage({ kind: 'drop', ids: live, ack } satisfies PoolRequest);
  return done;
}
