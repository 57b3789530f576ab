/**
 * What the runs wrote into an output folder, in its manifest.json: for each part (board, counters,
 * cards, rules, kit, a named diagram) the files of its last run. A rerun of a part removes that part's
 * files it no longer writes (the tiles of a board printed larger before, counter backs no longer asked
 * for), so a folder never holds a mix of two runs of a part. Only files a manifest lists are removed,
 * and only plain names inside the folder: never a file fairyprint did not write.
 *
 * The part is listed with the files about to be written and the old ones before writing starts, so a
 * run that fails half-way leaves a manifest that still names everything it may have left behind.
 */
import { lstat, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { InputError } from '../../errors.js';
import { isPlainFileName, writeAtomic } from './write.js';

export const MANIFEST = 'manifest.json';

/** A part of more pages than this is refused unless asked for (--allow-large). */
export const MAX_PAGES = 100;

interface Manifest {
  generator: 'fairyprint';
  parts: Record<string, { title: string; files: string[] }>;
}

async function readManifest(dir: string): Promise<Manifest> {
  try {
    const data = JSON.parse(await readFile(join(dir, MANIFEST), 'utf8')) as Partial<Manifest>;
    const parts: Manifest['parts'] = {};
    for (const [name, part] of Object.entries(data.parts ?? {})) {
      const files = Array.isArray(part?.files)
        ? part.files.filter((f): f is string => typeof f === 'string' && isPlainFileName(f) && f !== MANIFEST)
        : [];
      parts[name] = { title: typeof part?.title === 'string' ? part.title : name, files };
    }
    return { generator: 'fairyprint', parts };
  } catch {
    // No manifest yet (or not one of ours): nothing is known to be stale.
    return { generator: 'fairyprint', parts: {} };
  }
}

async function writeManifest(dir: string, manifest: Manifest): Promise<void> {
  await writeAtomic(dir, MANIFEST, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
}

/** Before a part is written: its old files and the new ones are all listed. */
export async function beginPart(dir: string, part: string, title: string, files: readonly string[]): Promise<void> {
  const manifest = await readManifest(dir);
  const old = manifest.parts[part]?.files ?? [];
  manifest.parts[part] = { title, files: [...new Set([...old, ...files])] };
  await writeManifest(dir, manifest);
}

/** After a part is written: the files of its earlier run it did not write now are removed. Returns their names. */
export async function endPart(dir: string, part: string, title: string, files: readonly string[]): Promise<string[]> {
  const manifest = await readManifest(dir);
  const now = new Set(files);
  const elsewhere = new Set(Object.entries(manifest.parts).flatMap(([name, p]) => (name === part ? [] : p.files)));
  const stale = (manifest.parts[part]?.files ?? []).filter((f) => !now.has(f) && !elsewhere.has(f));
  for (const f of stale) {
    // Only files: a folder put in the place of a file is not ours to remove.
    const path = join(dir, f);
    if ((await lstat(path).catch(() => null))?.isFile()) await rm(path, { force: true });
  }
  manifest.parts[part] = { title, files: [...files] };
  await writeManifest(dir, manifest);
  return stale;
}

/** Refuses a part of more than MAX_PAGES pages unless `allowLarge`: one line naming the option. */
export function checkPages(what: string, pages: number, allowLarge: boolean | undefined): void {
  if (pages > MAX_PAGES && !allowLarge) {
    throw new InputError(
      `${what} would be ${pages} pages (more than ${MAX_PAGES}); choose smaller sizes, or give --allow-large to write them all`,
    );
  }
}
