/**
 * What the runs wrote into an output folder, in its manifest.json: for each part (board, counters,
 * cards, rules, kit, a named diagram) the files of its last run. A rerun of a part removes that part's
 * files it no longer writes (the tiles of a board printed larger before, counter backs no longer asked
 * for), so a folder never holds a mix of two runs of a part. A file is removed only when the manifest
 * records its size and SHA-256 as a run wrote it and the file still has them, and only plain names inside
 * the folder: never a file fairyprint did not write or that was changed since (a manifest written by hand
 * or copied from elsewhere names files, but what it names is not thereby ours).
 *
 * The part is listed with the files about to be written and the old ones before writing starts, so a
 * run that fails half-way leaves a manifest that still names everything it may have left behind.
 */
import { createHash } from 'node:crypto';
import { lstat, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { InputError, systemReason } from '../../errors.js';
import { isPlainFileName, writeAtomic } from './write.js';

export const MANIFEST = 'manifest.json';

/** A part of more pages than this is refused unless asked for (--allow-large). */
export const MAX_PAGES = 100;

/** What identifies a file as written by a run: its size and the SHA-256 of its bytes (hex). */
interface Written {
  bytes: number;
  sha256: string;
}

interface Part {
  title: string;
  files: string[];
  /** The files of `files` as they were written, by name; a file not here (or changed since) is never removed. */
  written: Record<string, Written>;
}

interface Manifest {
  generator: 'fairyprint';
  parts: Record<string, Part>;
}

function isWritten(w: unknown): w is Written {
  const { bytes, sha256 } = (w ?? {}) as Partial<Written>;
  return Number.isSafeInteger(bytes) && typeof sha256 === 'string' && /^[0-9a-f]{64}$/.test(sha256);
}

/** The identity of a file as it is now, or null when it is not a plain file (a folder, a link, gone). */
async function identify(path: string): Promise<Written | null> {
  if (!(await lstat(path).catch(() => null))?.isFile()) return null;
  const data = await readFile(path).catch(() => null);
  return data && { bytes: data.length, sha256: createHash('sha256').update(data).digest('hex') };
}

/**
 * The folder's manifest; none yet is an empty one. A manifest.json that is not fairyprint's (no JSON, or
 * no "generator": "fairyprint") is refused: it would be written over.
 */
async function readManifest(dir: string): Promise<Manifest> {
  const path = join(dir, MANIFEST);
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (e) {
    // No folder yet, or none can be (a file in its path, as writing the manifest then says): no manifest.
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return { generator: 'fairyprint', parts: {} };
    throw new InputError(`cannot read ${path}: ${systemReason(e)}`);
  }
  let data: Partial<Manifest> | null = null;
  try {
    data = JSON.parse(text) as Partial<Manifest> | null;
  } catch {
    // Not JSON: not ours, refused below.
  }
  if (data?.generator !== 'fairyprint')
    throw new InputError(
      `${path} is not fairyprint's manifest and would be written over: choose another output folder`,
    );
  const parts: Manifest['parts'] = {};
  for (const [name, part] of Object.entries(data.parts ?? {})) {
    const files = Array.isArray(part?.files)
      ? part.files.filter((f): f is string => typeof f === 'string' && isPlainFileName(f) && f !== MANIFEST)
      : [];
    const written = Object.fromEntries(
      Object.entries((part as Partial<Part>)?.written ?? {}).filter(([f, w]) => files.includes(f) && isWritten(w)),
    );
    parts[name] = { title: typeof part?.title === 'string' ? part.title : name, files, written };
  }
  return { generator: 'fairyprint', parts };
}

async function writeManifest(dir: string, manifest: Manifest): Promise<void> {
  await writeAtomic(dir, MANIFEST, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
}

/** Before a part is written: its old files and the new ones are all listed. */
export async function beginPart(dir: string, part: string, title: string, files: readonly string[]): Promise<void> {
  const manifest = await readManifest(dir);
  const old = manifest.parts[part];
  manifest.parts[part] = { title, files: [...new Set([...(old?.files ?? []), ...files])], written: old?.written ?? {} };
  await writeManifest(dir, manifest);
}

/**
 * After a part is written: the files of its earlier run it did not write now are removed, those still
 * as that run wrote them. Returns the names removed.
 */
export async function endPart(dir: string, part: string, title: string, files: readonly string[]): Promise<string[]> {
  // Identified before the manifest is read, so that reading it and writing it back stay close together.
  const written: Record<string, Written> = {};
  for (const f of files) {
    const found = await identify(join(dir, f));
    if (found) written[f] = found;
  }
  const manifest = await readManifest(dir);
  const now = new Set(files);
  const elsewhere = new Set(Object.entries(manifest.parts).flatMap(([name, p]) => (name === part ? [] : p.files)));
  const before = manifest.parts[part];
  const removed: string[] = [];
  for (const f of before?.files ?? []) {
    const recorded = before!.written[f];
    if (now.has(f) || elsewhere.has(f) || !recorded) continue;
    // Only a file still as it was written: one changed since, or a folder put in its place, is not ours to remove.
    const path = join(dir, f);
    const found = await identify(path);
    if (found?.bytes !== recorded.bytes || found.sha256 !== recorded.sha256) continue;
    await rm(path, { force: true });
    removed.push(f);
  }
  manifest.parts[part] = { title, files: [...files], written };
  await writeManifest(dir, manifest);
  return removed;
}

/** Refuses a part of more than MAX_PAGES pages unless `allowLarge`: one line naming the option. */
export function checkPages(what: string, pages: number, allowLarge: boolean | undefined): void {
  if (pages > MAX_PAGES && !allowLarge) {
    throw new InputError(
      `${what} would be ${pages} pages (more than ${MAX_PAGES}); choose smaller sizes, or give --allow-large to write them all`,
    );
  }
}
