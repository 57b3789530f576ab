/**
 * Writing outputs: each file whole or not at all (written to a temporary name in the same folder, then
 * renamed over the target), never outside the chosen folder, with one progress line per file.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { InputError } from '../errors.js';

/** A variant id (which may come from a file name) made safe as one path segment. */
export function safeSegment(id: string): string {
  const s = id
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, '-')
    .replace(/^[-_]+|[-_]+$/g, '')
    .slice(0, 64);
  return s || 'variant';
}

export function defaultOutDir(variantId: string): string {
  return join('out', safeSegment(variantId));
}

const FILE_NAME = /^[a-z0-9][a-z0-9_-]*(\.[a-z0-9]+)?$/i;

/** A name fairyprint writes: letters, digits, - and _, and an extension; no folder, no dot file. */
export function isPlainFileName(name: string): boolean {
  return FILE_NAME.test(name);
}

/** Writes `data` as dir/name atomically; `name` must be a plain file name. Returns the path written. */
export async function writeAtomic(dir: string, name: string, data: Uint8Array): Promise<string> {
  const target = resolve(dir, name);
  const rel = relative(resolve(dir), target);
  if (!FILE_NAME.test(name) || rel !== name || isAbsolute(rel)) throw new Error(`refusing to write "${name}" outside ${dir}`);
  try {
    await mkdir(dir, { recursive: true });
  } catch (e) {
    throw new InputError(`cannot create the output folder ${dir}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
  }
  const temp = join(dir, `.${name}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
  try {
    await writeFile(temp, data, { flag: 'wx' });
    await rename(temp, target);
  } catch (e) {
    await rm(temp, { force: true });
    throw new InputError(`cannot write ${join(dir, name)}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
  }
  return join(dir, name);
}

export function formatBytes(n: number): string {
  return n < 1024 ? `${n} B` : n < 1024 * 1024 ? `${(n / 1024).toFixed(0)} KB` : `${(n / 1024 / 1024).toFixed(1)} MB`;
}
