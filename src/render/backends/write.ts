/**
 * Writing outputs: each file whole or not at all (written to a temporary name in the same folder, then
 * renamed over the target), never outside the chosen folder, with one progress line per file.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { InputError, systemReason } from '../../errors.js';
import { safeSegment } from '../scene.js';

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
  if (!FILE_NAME.test(name) || rel !== name || isAbsolute(rel))
    throw new Error(`refusing to write "${name}" outside ${dir}`);
  await prepareOutputFolder(dir);
  const temp = join(dir, `.${name}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
  try {
    await writeFile(temp, data, { flag: 'wx' });
    await rename(temp, target);
  } catch (e) {
    await rm(temp, { force: true });
    throw new InputError(`cannot write ${join(dir, name)}: ${systemReason(e)}`);
  }
  return join(dir, name);
}

/**
 * Makes the output folder (an InputError when it cannot be made) and removes what killed runs left in it.
 * writeAtomic does it before each write; a long job calls it first, to fail before its work.
 */
export async function prepareOutputFolder(dir: string): Promise<void> {
  try {
    await makeFolder(resolve(dir));
  } catch (e) {
    throw new InputError(`cannot create the output folder ${dir}: ${systemReason(e)}`);
  }
  await removeStaleTemps(dir);
}

/**
 * Creates the folder and its missing parents one at a time. Node's `mkdir(..., { recursive: true })`
 * retries forever where a parent exists but refuses new entries with ENOENT (/proc/1/nope).
 */
async function makeFolder(dir: string): Promise<void> {
  const missing: string[] = [];
  for (let at = dir; ; at = dirname(at)) {
    const found = await stat(at).catch((e: NodeJS.ErrnoException) => {
      if (e.code === 'ENOENT') return null;
      throw e;
    });
    if (found) {
      if (!found.isDirectory()) throw Object.assign(new Error(`${at} is not a folder`), { code: 'ENOTDIR' });
      break;
    }
    // The root always exists; reaching it missing means the path cannot be made.
    if (dirname(at) === at) throw Object.assign(new Error(`${at} does not exist`), { code: 'ENOENT' });
    missing.push(at);
  }
  for (const at of missing.reverse()) {
    await mkdir(at).catch(async (e: NodeJS.ErrnoException) => {
      // A concurrent run may have made it in the meantime.
      if (e.code !== 'EEXIST' || !(await stat(at)).isDirectory()) throw e;
    });
  }
}

/** A temporary file of writeAtomic: ".<name>.<pid>.<8 hex digits>.tmp". */
const TEMP_NAME = /^\.(.+)\.(\d+)\.[0-9a-f]{8}\.tmp$/;
/** Folders whose stale temporary files this process has removed already. */
const swept = new Set<string>();

/** Whether a process of that id is running (one we may not signal is running too). */
function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes, once per folder and process, the temporary files a killed run left: those of our naming whose
 * process has ended, or that carry this process's id but are older than it (an earlier process had the
 * id). A concurrent run's temporary files, its process alive, are left alone.
 */
async function removeStaleTemps(dir: string): Promise<void> {
  const key = resolve(dir);
  if (swept.has(key)) return;
  swept.add(key);
  const started = performance.timeOrigin;
  for (const entry of await readdir(dir).catch(() => [])) {
    const m = TEMP_NAME.exec(entry);
    if (!m || !isPlainFileName(m[1]!)) continue;
    const pid = Number(m[2]);
    const path = join(dir, entry);
    const info = await stat(path).catch(() => null);
    if (!info?.isFile()) continue;
    const stale = pid === process.pid ? info.mtimeMs < started : !processAlive(pid);
    if (stale) await rm(path, { force: true });
  }
}

export function formatBytes(n: number): string {
  return n < 1024 ? `${n} B` : n < 1024 * 1024 ? `${(n / 1024).toFixed(0)} KB` : `${(n / 1024 / 1024).toFixed(1)} MB`;
}
