/** The page's side of its print worker (print-worker.ts): questions posted, each answer a promise. */
import type { KitPage, PrintOptionValues } from '../src/api/print.js';

/**
 * The kit's options the page offers, named as the library names them (`fairyprint kit`'s flags in camel
 * case): all but where files go and a diagram's own.
 */
export type PrintSettings = Partial<
  Omit<PrintOptionValues, 'format' | 'out' | 'square' | 'name'> & {
    format: string[];
  }
>;

export type PrintRequest =
  | { kind: 'init'; font: Uint8Array; wasmUrl: string }
  | { kind: 'preview'; yaml: string; file: string; settings: PrintSettings }
  | { kind: 'page'; file: string }
  | { kind: 'prepare'; yaml: string; file: string }
  | { kind: 'kit'; yaml: string; file: string; settings: PrintSettings };

export interface KitAnswer {
  zip: Uint8Array;
  files: { name: string; bytes: number }[];
  /** kit.pdf's pages. */
  pages: number;
}

export type PrintReply = { seq: number; value: unknown } | { seq: number; error: string };

const waiting = new Map<number, { ok: (v: unknown) => void; fail: (e: Error) => void }>();
let next = 0;
/** The worker, started at the first question (its code, pdfkit's among it, is not loaded before the first board). */
let worker: Worker | null = null;
/** What the worker is told first: the font's bytes and where resvg's WebAssembly is (both files of the page). */
let init: PrintRequest | null = null;

function started(): Worker {
  if (worker) return worker;
  worker = new Worker(new URL('./print-worker.ts', import.meta.url), { type: 'module' });
  worker.addEventListener('message', (e: MessageEvent<PrintReply>) => {
    const asked = waiting.get(e.data.seq);
    waiting.delete(e.data.seq);
    if ('error' in e.data) asked?.fail(new Error(e.data.error));
    else asked?.ok(e.data.value);
  });
  if (init) worker.postMessage({ ...init, seq: next++ });
  return worker;
}

function ask<T>(request: PrintRequest): Promise<T> {
  const seq = next++;
  return new Promise<T>((ok, fail) => {
    waiting.set(seq, { ok: ok as (v: unknown) => void, fail });
    started().postMessage({ ...request, seq });
  });
}

/** The font's bytes and where resvg's WebAssembly is, for the worker when it starts. */
export function startPrinting(font: Uint8Array, wasmUrl: string): void {
  init = { kind: 'init', font, wasmUrl };
}
export const previewPages = (yaml: string, file: string, settings: PrintSettings): Promise<KitPage[]> =>
  ask({ kind: 'preview', yaml, file, settings });
/** A page of the last preview as SVG text (null: no such page). */
export const previewSvg = (file: string): Promise<string | null> => ask({ kind: 'page', file });
/** Has the worker compile the definition ahead of a preview or a kit asked for (done while the user looks or picks options). */
export const prepare = (yaml: string, file: string): Promise<null> => ask({ kind: 'prepare', yaml, file });
export const makeKit = (yaml: string, file: string, settings: PrintSettings): Promise<KitAnswer> =>
  ask({ kind: 'kit', yaml, file, settings });
