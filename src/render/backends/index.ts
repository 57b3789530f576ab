/**
 * The files the backends write. The backends are the rows of BACKENDS (table.ts), the one list of output
 * formats: the `format` option and the formats written when it is not given, the files a part is made
 * of, the kit's file count and the command line's --format all read it here, so a format added there is
 * offered everywhere with no other change.
 */
import { InputError } from '../../errors.js';
import { checkNumber, type OutputOptions } from '../options.js';
import type { Page, Scene } from '../scene.js';
import { beginPart, checkPages, endPart } from './manifest.js';
import { BACKENDS, type Backend, type Drawing, type Format } from './table.js';
import { writeAtomic } from './write.js';

export { BACKENDS, type Backend, type Drawing, type Format };

export const FORMATS: readonly Format[] = BACKENDS.map((b) => b.format);
/** The formats written when none is asked for. */
export const DEFAULT_FORMATS: readonly Format[] = BACKENDS.filter((b) => b.byDefault).map((b) => b.format);

const DPI_RANGE = [30, 1200] as const;
export const DEFAULT_DPI = 300;

/** The output options of every printable: which files, and the resolution of raster ones. */

export interface Output {
  /** In the table's order. */
  formats: Format[];
  dpi: number;
}

export function checkOutput(o: OutputOptions): Output {
  const formats = new Set(formatList(o.format ?? DEFAULT_FORMATS));
  for (const f of formats) {
    if (!(FORMATS as readonly string[]).includes(f))
      throw new InputError(`format takes ${FORMATS.join(', ')} (comma-separated), not "${f}"`, null, 'format');
  }
  if (formats.size === 0) throw new InputError(`format needs at least one of ${FORMATS.join(', ')}`, null, 'format');
  const dpi = checkNumber('dpi', o.dpi ?? DEFAULT_DPI, DPI_RANGE[0], DPI_RANGE[1]);
  if (!Number.isInteger(dpi)) throw new InputError(`dpi must be a whole number, not ${dpi}`, null, 'dpi');
  return { formats: FORMATS.filter((f) => formats.has(f)), dpi };
}

/** "svg,PDF" and ["svg", "pdf"] alike: the formats named, trimmed and in lower case (checked by the caller). */
function formatList(format: string | readonly string[]): string[] {
  if (typeof format !== 'string' && !Array.isArray(format))
    throw new InputError(`format takes a format name or a list of them, not ${String(format)}`, null, 'format');
  return [format]
    .flat()
    .flatMap((f) => String(f).split(','))
    .map((f) => f.trim().toLowerCase())
    .filter(Boolean);
}

/** The backends of the formats asked for, in the table's order. */
export function backendsOf(formats: readonly Format[]): Backend[] {
  return BACKENDS.filter((b) => formats.includes(b.format));
}

export interface OutputFile {
  name: string;
  format: Format;
  pages: number;
  data: Buffer;
}

export interface WrittenFile {
  path: string;
  format: Format;
  pages: number;
  bytes: number;
}

export interface WriteOptions {
  /** Default out/<variant id>/. */
  out?: string;
  /** Called after each file is in place. */
  onWrite?: (file: WrittenFile) => void;
  /** Write parts of more than MAX_PAGES pages (refused otherwise: a size typed wrong can mean thousands of pages). */
  allowLarge?: boolean;
}

/** board.svg for a lone page, board-r1c2.svg for a tile: single-page formats get a file per page. */
export function pageFileName(scene: Scene, page: Page, ext: string): string {
  return `${scene.basename}${page.name ? `-${page.name}` : ''}.${ext}`;
}

/** The names of a scene's files in one format, in the order its drawing makes them. */
function fileNames(scene: Scene, backend: Backend): string[] {
  return backend.multiPage
    ? [`${scene.basename}.${backend.format}`]
    : scene.pages.map((page) => pageFileName(scene, page, backend.format));
}

/** The names of the files renderFiles gives for a scene. */
function sceneFileNames(scene: Scene, formats: readonly Format[]): string[] {
  return backendsOf(formats).flatMap((b) => fileNames(scene, b));
}

/** How many files a scene makes in these formats. */
export function fileCount(scene: Scene, formats: readonly Format[]): number {
  return backendsOf(formats).reduce((n, b) => n + (b.multiPage ? 1 : scene.pages.length), 0);
}

/** A drawing's files with their names. */
async function* named(scene: Scene, backend: Backend, drawing: Drawing): AsyncGenerator<OutputFile> {
  const names = fileNames(scene, backend);
  let i = 0;
  for await (const data of drawing.files()) {
    // A table backend's format is one of Format: the table is where that type comes from.
    yield {
      name: names[i++]!,
      format: backend.format as Format,
      pages: backend.multiPage ? scene.pages.length : 1,
      data,
    };
  }
}

/** Drawings of a scene already started, by backend (`startBackground`). */
export type Started = Map<Backend, Drawing>;

/** Starts the scene's drawings in these formats that go on off the main thread. */
export async function startBackground(scene: Scene, formats: readonly Format[], dpi: number): Promise<Started> {
  const started: Started = new Map();
  for (const b of backendsOf(formats)) if (b.background) started.set(b, await b.draw(scene, dpi));
  return started;
}

/** Gets the backends of these formats ready ahead of a long job. */
export async function prepareBackends(formats: readonly Format[]): Promise<void> {
  for (const b of backendsOf(formats)) await b.prepare?.();
}

/**
 * The scene's files, one at a time and backend by backend, so each can be written as it comes; the
 * background drawings start first, so they go on while the others are made.
 */
export async function* renderFiles(scene: Scene, formats: readonly Format[], dpi: number): AsyncGenerator<OutputFile> {
  const drawings = await startBackground(scene, formats, dpi);
  try {
    yield* foregroundFiles(scene, formats, dpi);
    yield* backgroundFiles(scene, drawings);
  } finally {
    await Promise.all([...drawings.values()].map((d) => d.close()));
  }
}

/** The scene's files in the formats drawn on this thread, as asked for in `formats`. */
export async function* foregroundFiles(
  scene: Scene,
  formats: readonly Format[],
  dpi: number,
): AsyncGenerator<OutputFile> {
  for (const b of backendsOf(formats)) {
    if (b.background) continue;
    const drawing = await b.draw(scene, dpi);
    try {
      yield* named(scene, b, drawing);
    } finally {
      await drawing.close();
    }
  }
}

/** The files of drawings started in the background (`startBackground`), as they are drawn; the drawings are not closed. */
export async function* backgroundFiles(scene: Scene, started: Started): AsyncGenerator<OutputFile> {
  for (const [b, drawing] of started) yield* named(scene, b, drawing);
}

/** All of a scene's files, in memory. */
export async function collect(scene: Scene, formats: readonly Format[], dpi: number): Promise<OutputFile[]> {
  const out: OutputFile[] = [];
  for await (const f of renderFiles(scene, formats, dpi)) out.push(f);
  return out;
}

/**
 * A scene's files written to a folder, each whole or not at all, reported one by one as they land; the
 * folder's manifest lists them as the part named by the scene's basename, and the files of the part's
 * earlier run that were not written again are removed.
 */
export async function writeScene(
  scene: Scene,
  formats: readonly Format[],
  dpi: number,
  dir: string,
  options: Pick<WriteOptions, 'onWrite' | 'allowLarge'> = {},
): Promise<WrittenFile[]> {
  const part = await openPart(scene, formats, dir, options);
  for await (const f of renderFiles(scene, formats, dpi)) await part.write(f);
  return part.end();
}

/** A part being written: listed in the manifest at the start, its files then written in any order, and ended. */
export interface OpenPart {
  write(file: OutputFile): Promise<WrittenFile>;
  /** The part's files are all written: its files of an earlier run not written again are removed. */
  end(): Promise<WrittenFile[]>;
}

export async function openPart(
  scene: Scene,
  formats: readonly Format[],
  dir: string,
  options: Pick<WriteOptions, 'onWrite' | 'allowLarge'> = {},
): Promise<OpenPart> {
  checkPages(scene.basename, scene.pages.length, options.allowLarge);
  const names = sceneFileNames(scene, formats);
  await beginPart(dir, scene.basename, scene.title, names);
  const written: WrittenFile[] = [];
  return {
    write: async (f) => {
      const file = {
        path: await writeAtomic(dir, f.name, f.data),
        format: f.format,
        pages: f.pages,
        bytes: f.data.length,
      };
      written.push(file);
      options.onWrite?.(file);
      return file;
    },
    end: async () => {
      await endPart(dir, scene.basename, scene.title, names);
      return written;
    },
  };
}
