/**
 * The studio's heavy work, off the server's thread: laying out a kit for its preview and writing a kit
 * take the layout and the renderers seconds of CPU (ECROS: ~1 s to lay out, ~5 s to write, longer on a
 * busy machine), which on the server's thread held every other request for that long. Each such request
 * runs on a worker thread, so:
 *  - the server's thread only answers, and the page's other requests are answered meanwhile;
 *  - a request whose client has gone is stopped where it is by ending its thread (Worker.terminate),
 *    which ends the kit's PNG workers with it: the library needs no way to be interrupted, and no work
 *    goes on for nobody;
 *  - at most two run at once (the others wait their turn), so requests in a loop cannot start a thread
 *    each; a worker that finished its job is kept for the next (one that was ended is not).
 * The worker gets the request and answers plain data (a preview's layout, the kit's list of files).
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { type KitPage, type KitPreview, kitPageSvg } from '../api/print.js';
import { InputError, type SourceLocation } from '../api/result.js';
import { hash, type KitFiles, type PrintRequest, printOptions, type VariantRequest } from './api.js';

/** What a job's worker is asked (see job-worker.ts). */
export type Job =
  | { kind: 'layout'; req: VariantRequest & PrintRequest }
  | { kind: 'kit'; req: VariantRequest & PrintRequest; dir: string };

/** A worker's answer: the job's result, or its error (an InputError's parts, to be thrown again here). */
export type JobReply =
  | { ok: true; value: unknown }
  | { ok: false; message: string; input: { location: SourceLocation | null; path: string | null } | null };

const MAX_JOBS = 2;
let running = 0;
const waiting = new Set<() => void>();

/** A turn to run a job; waits while MAX_JOBS run, and gives up if the client goes meanwhile. */
async function turn(signal: AbortSignal): Promise<void> {
  while (running >= MAX_JOBS) {
    let wake = (): void => {};
    let gone = (): void => {};
    try {
      await new Promise<void>((woken, fail) => {
        wake = woken;
        gone = () => fail(signal.reason);
        waiting.add(wake);
        signal.addEventListener('abort', gone, { once: true });
      });
    } finally {
      waiting.delete(wake);
      signal.removeEventListener('abort', gone);
    }
  }
  signal.throwIfAborted();
  running++;
}

function endTurn(): void {
  running--;
  for (const wake of waiting) return wake();
}

/**
 * The compiled worker beside this module; from the TypeScript sources (tests, `tsx`), the same module
 * loaded through tsx's loader, since Node 20 workers do not inherit the parent's loader hooks (its ESM
 * loader, not only its require hook as for the PNG workers: the library imports some modules on demand).
 */
function startWorker(): Worker {
  const execArgv: string[] = [];
  const compiled = new URL('./job-worker.js', import.meta.url);
  if (existsSync(fileURLToPath(compiled))) return new Worker(compiled, { execArgv });
  // tsx's ESM API (its `import` export, which a require cannot name).
  const tsxApi = pathToFileURL(
    join(dirname(createRequire(import.meta.url).resolve('tsx/package.json')), 'dist/esm/api/index.mjs'),
  );
  const source = new URL('./job-worker.ts', import.meta.url);
  const code = `import(${JSON.stringify(tsxApi.href)}).then(({ register }) => {
  register();
  return import(${JSON.stringify(source.href)});
});`;
  return new Worker(code, { eval: true, execArgv });
}

/** Workers done with their last job, kept for the next: a fresh one takes a second or more to load the library. */
const idle: Worker[] = [];

/** A new worker, which leaves the idle ones should it ever end there. */
function newWorker(): Worker {
  const worker = startWorker();
  worker.once('exit', () => idle.includes(worker) && idle.splice(idle.indexOf(worker), 1));
  return worker;
}

/** Runs a job on a worker thread; when `signal` aborts, the thread is ended and this rejects. */
async function run<T>(job: Job, signal: AbortSignal): Promise<T> {
  await turn(signal);
  const worker = idle.pop() ?? newWorker();
  worker.ref();
  let answered = false;
  let settle: {
    done: (reply: JobReply) => void;
    fail: (e: unknown) => void;
    exit: (code: number) => void;
    abort: () => void;
  };
  try {
    return await new Promise<T>((done, fail) => {
      settle = {
        done: (reply) => {
          answered = true;
          if (reply.ok) return done(reply.value as T);
          const { message, input } = reply;
          fail(input ? new InputError(message, input.location, input.path) : new Error(message));
        },
        fail,
        exit: (code) => fail(new Error(`the job's worker ended (exit code ${code})`)),
        abort: () => fail(signal.reason),
      };
      signal.addEventListener('abort', settle.abort, { once: true });
      worker.on('message', settle.done).on('error', settle.fail).on('exit', settle.exit);
      worker.postMessage(job);
    });
  } finally {
    worker.off('message', settle!.done).off('error', settle!.fail).off('exit', settle!.exit);
    signal.removeEventListener('abort', settle!.abort);
    // A worker that answered is free for another job (let go meanwhile: it holds no process open). One
    // that did not is ended where it is, its own workers with it, before anything it wrote is removed.
    if (answered && !signal.aborted) {
      worker.unref();
      idle.push(worker);
    } else await worker.terminate();
    endTurn();
  }
}

/** Ends the idle workers (the server is stopping). */
export async function endWorkers(): Promise<void> {
  await Promise.all(idle.splice(0).map((w) => w.terminate()));
}

/** The last few layouts previewed, by request: a session of edits must not hold every one. */
const previews = new Map<string, KitPreview>();
const PREVIEW_LIMIT = 8;

/** The kit's pages laid out as `fairyprint kit` lays them out; each page's SVG is asked for apart. */
export async function preview(
  req: VariantRequest & PrintRequest,
  signal: AbortSignal,
): Promise<{ key: string; pages: readonly KitPage[] }> {
  const key = hash(JSON.stringify([req.id, req.yaml, printOptions(req)]));
  let laid = previews.get(key);
  if (!laid) {
    laid = await run<KitPreview>({ kind: 'layout', req }, signal);
    previews.set(key, laid);
    if (previews.size > PREVIEW_LIMIT) previews.delete(previews.keys().next().value!);
  }
  return { key, pages: laid.pages };
}

/** A previewed page's SVG file, or null. */
export async function previewSvg(key: string, file: string): Promise<Buffer | null> {
  const laid = previews.get(key);
  return laid ? kitPageSvg(laid, file) : null;
}

/**
 * Kits written for download, by id, each in its own temporary folder: the last few, the older ones
 * removed (an ECROS kit is 7 MB), and all of them when the server stops.
 */
const kits = new Map<string, string>();
const KIT_LIMIT = 4;

export async function makeKit(
  req: VariantRequest & PrintRequest,
  signal: AbortSignal,
): Promise<KitFiles & { id: string }> {
  const dir = await mkdtemp(join(tmpdir(), 'fairyprint-studio-kit-'));
  let kit: KitFiles;
  try {
    kit = await run<KitFiles>({ kind: 'kit', req, dir }, signal);
  } catch (e) {
    await rm(dir, { recursive: true, force: true });
    throw e;
  }
  const id = hash(dir);
  kits.set(id, dir);
  if (kits.size > KIT_LIMIT) {
    const [oldest, old] = kits.entries().next().value!;
    kits.delete(oldest);
    await rm(old, { recursive: true, force: true });
  }
  return { id, ...kit };
}

/** A file of a kit made here, or null. */
export function kitFile(id: string, name: string): string | null {
  const dir = kits.get(id);
  if (!dir || !/^[A-Za-z0-9._-]+$/.test(name) || name.startsWith('.')) return null;
  return join(dir, name);
}

export async function removeKits(): Promise<void> {
  await Promise.all([...kits.values()].map((dir) => rm(dir, { recursive: true, force: true })));
  kits.clear();
}
