/**
 * PNG pages rasterised on worker threads, beside the main thread's PDF and SVG work. Each worker draws
 * its pages one at a time, resvg included, in its own thread: memory resvg frees on the thread that
 * took it is reused at once, where strips drawn on libuv's pool and freed here were refaulted page by
 * page (about 0.5 s of CPU over ECROS's kit). Two workers, so the kit's PNGs use both cores once its
 * PDFs are written. The workers also keep resvg's native strips out of the main heap, whose full
 * collections (needed to free them) are costly, while a worker's small heap collects them cheaply.
 * Workers start on first use and are let go (unref) whenever idle, so they never hold the process open.
 */

import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { RasterJob } from './png.js';

/** A page to draw, or pages to skip; `ack` is answered once no page of `ids` is being drawn. */
export type PoolRequest = { kind: 'job'; id: number; job: RasterJob } | { kind: 'drop'; ids: number[]; ack: number };
export type PoolReply =
  | { id: number; png: Uint8Array }
  | { id: number; error: string }
  | { id: number; acknowledged: true };

interface Pending {
  resolve: (png: Buffer) => void;
  reject: (e: Error) => void;
  /** The worker drawing it. */
  slot: Slot;
}

/** A worker, once started, and how many of the pending requests are its. */
interface Slot {
  worker: Worker | null;
  pending: number;
}

/** More workers would hold more pages in memory at once for little gain on the machines this runs on. */
const WORKERS = Math.min(2, availableParallelism());
const slots: Slot[] = Array.from({ length: WORKERS }, () => ({ worker: null, pending: 0 }));
const pending = new Map<number, Pending>();
let nextId = 1;
let nextSlot = 0;

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

function settle(id: number): Pending | undefined {
  const p = pending.get(id);
  if (!p) return undefined;
  pending.delete(id);
  if (--p.slot.pending === 0) p.slot.worker?.unref();
  return p;
}

function workerOf(slot: Slot): Worker {
  if (slot.worker) return slot.worker;
  const w = startWorker();
  w.on('message', (reply: PoolReply) => {
    const p = settle(reply.id);
    if (!p) return;
    if ('png' in reply) p.resolve(Buffer.from(reply.png.buffer, reply.png.byteOffset, reply.png.byteLength));
    else if ('error' in reply) p.reject(new Error(reply.error));
    else p.resolve(Buffer.alloc(0));
  });
  const fail = (e: Error): void => {
    slot.worker = null;
    for (const [id, p] of pending) if (p.slot === slot) settle(id)?.reject(e);
  };
  w.on('error', fail);
  w.on('exit', (code) => fail(new Error(`a PNG worker stopped (exit code ${code})`)));
  slot.worker = w;
  return w;
}

function track(id: number, slot: Slot, resolve: Pending['resolve'], reject: Pending['reject']): void {
  pending.set(id, { resolve, reject, slot });
  if (slot.pending++ === 0) workerOf(slot).ref();
}

/**
 * Starts the workers ahead of their first page, so that starting them (some 50 ms each) overlaps the
 * work that makes the pages. Idle workers hold nothing open.
 */
export function startWorkers(): void {
  for (const slot of slots) if (slot.pending === 0) workerOf(slot).unref();
}

/** A page rasterised on a worker; the workers take pages in turn, each drawing its own in the order given. */
export function rasteriseOnWorker(job: RasterJob): { png: Promise<Buffer>; id: number } {
  const slot = slots[nextSlot]!;
  nextSlot = (nextSlot + 1) % slots.length;
  const id = nextId++;
  const png = new Promise<Buffer>((resolve, reject) => track(id, slot, resolve, reject));
  workerOf(slot).postMessage({ kind: 'job', id, job } satisfies PoolRequest);
  return { png, id };
}

/**
 * Jobs no longer wanted: their promises reject, those not yet started are skipped, and the result
 * resolves once no worker is drawing any of them (so their font file may go).
 */
export async function dropJobs(ids: readonly number[]): Promise<void> {
  const bySlot = new Map<Slot, number[]>();
  for (const id of ids) {
    const p = settle(id);
    if (!p) continue;
    p.reject(new Error('PNG page no longer wanted'));
    if (p.slot.worker) bySlot.set(p.slot, [...(bySlot.get(p.slot) ?? []), id]);
  }
  await Promise.all(
    [...bySlot].map(([slot, live]) => {
      const ack = nextId++;
      const done = new Promise<void>((resolve) =>
        track(
          ack,
          slot,
          () => resolve(),
          () => resolve(),
        ),
      );
      workerOf(slot).postMessage({ kind: 'drop', ids: live, ack } satisfies PoolRequest);
      return done;
    }),
  );
}
