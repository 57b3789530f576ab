/**
 * Printables as a library: lay out a board or counter sheets (a scene, in mm), then render it as SVG,
 * PDF and PNG files, in memory or written to a folder. The PDF and PNG backends load on first use only.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { boardScene, type BoardOptions } from './layout/board.js';
import { counterScene, type CounterOptions } from './layout/counters.js';
import { theFont } from './font.js';
import { checkPrint, type Format } from './layout/paper.js';
import { sceneText, type Page, type Scene } from './scene.js';
import { compiled, type VariantSource } from './layout/variant.js';
import { beginPart, checkPages, endPart } from './backends/manifest.js';
import { defaultOutDir, writeAtomic } from './backends/write.js';
import { pageToSvg } from './backends/svg.js';

export type { BoardOptions } from './layout/board.js';
export type { CounterOptions } from './layout/counters.js';
export type { Format, Orientation, PaperName, PrintOptions } from './layout/paper.js';
export type * from './scene.js';
export { boardScene, counterScene };
export type { VariantSource } from './layout/variant.js';

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
  outDir?: string;
  /** Called after each file is in place. */
  onWrite?: (file: WrittenFile) => void;
  /** Write parts of more than MAX_PAGES pages (refused otherwise: a size typed wrong can mean thousands of pages). */
  allowLarge?: boolean;
}

/** board.svg for a lone page, board-r1c2.svg for a tile: single-page formats get a file per page. */
export function pageFileName(scene: Scene, page: Page, ext: string): string {
  return `${scene.basename}${page.name ? `-${page.name}` : ''}.${ext}`;
}

/** The names of the files renderFiles gives for a scene. */
export function sceneFileNames(scene: Scene, formats: readonly Format[]): string[] {
  return [
    ...(formats.includes('pdf') ? [`${scene.basename}.pdf`] : []),
    ...(['svg', 'png'] as const).filter((f) => formats.includes(f)).flatMap((f) => scene.pages.map((page) => pageFileName(scene, page, f))),
  ];
}

/** A scene's PNG pages, started on the PNG workers in page order. */
export interface PngPages {
  pages: Promise<Buffer>[];
  /** Drops the pages not yet drawn and removes their font file; call it once done with the pages. */
  close(): Promise<void>;
}

/** The font subset of a scene's text, made once per scene. */
const fonts = new WeakMap<Scene, Buffer>();
function sceneFont(scene: Scene): Buffer {
  let font = fonts.get(scene);
  if (!font) fonts.set(scene, (font = theFont().subset(sceneText(scene))));
  return font;
}

/**
 * Starts rasterising the scene's pages on the PNG workers, each sent as soon as its paint units are
 * built, so the workers draw while this thread goes on (to the PDF, or to the next scene).
 */
export async function startPngs(scene: Scene, dpi: number): Promise<PngPages> {
  // resvg reads fonts from files only: the scene's subset, in a temporary file until its pages are drawn.
  const fontDir = await mkdtemp(join(tmpdir(), 'fairyprint-font-'));
  const fontFile = join(fontDir, 'font.ttf');
  await writeFile(fontFile, sceneFont(scene));
  const [{ rasterJob }, { dropJobs, rasteriseOnWorker }] = await Promise.all([import('./backends/png.js'), import('./backends/png-pool.js')]);
  const jobs: { png: Promise<Buffer>; id: number }[] = [];
  for (const page of scene.pages) jobs.push(rasteriseOnWorker(rasterJob(page, scene.title, dpi, fontFile)));
  const unsettled = new Set(jobs.map((j) => j.id));
  for (const job of jobs) {
    // Whoever stops early never awaits the rest: their failures are not to end the process.
    job.png.then(
      () => unsettled.delete(job.id),
      () => unsettled.delete(job.id),
    );
  }
  return {
    pages: jobs.map((j) => j.png),
    close: async () => {
      // A page still drawing must not find its font gone.
      await dropJobs([...unsettled]);
      await rm(fontDir, { recursive: true, force: true });
    },
  };
}

/**
 * The scene's files, one at a time (PDF, then SVG pages, then PNG pages), so each can be written as it
 * comes. PNG pages already started (`startPngs`) are taken as given; they are closed here either way.
 */
export async function* renderFiles(scene: Scene, formats: readonly Format[], dpi: number, started?: PngPages): AsyncGenerator<OutputFile> {
  const pngs = formats.includes('png') ? (started ?? (await startPngs(scene, dpi))) : null;
  try {
    yield* vectorFiles(scene, formats);
    if (pngs) yield* pngFiles(scene, pngs);
  } finally {
    await pngs?.close();
  }
}

/** The scene's PDF and SVG files, as asked for in `formats`. */
export async function* vectorFiles(scene: Scene, formats: readonly Format[]): AsyncGenerator<OutputFile> {
  const font = sceneFont(scene);
  if (formats.includes('pdf')) {
    const { sceneToPdf } = await import('./backends/pdf.js');
    yield { name: `${scene.basename}.pdf`, format: 'pdf', pages: scene.pages.length, data: await sceneToPdf(scene, font) };
  }
  if (formats.includes('svg')) {
    for (const page of scene.pages) {
      yield { name: pageFileName(scene, page, 'svg'), format: 'svg', pages: 1, data: Buffer.from(pageToSvg(page, scene.title, font)) };
    }
  }
}

/** The scene's PNG files, as the started pages are drawn. */
export async function* pngFiles(scene: Scene, pngs: PngPages): AsyncGenerator<OutputFile> {
  for (const [i, page] of scene.pages.entries()) yield { name: pageFileName(scene, page, 'png'), format: 'png', pages: 1, data: await pngs.pages[i]! };
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
  options: Pick<WriteOptions, 'onWrite' | 'allowLarge'> & { pngs?: PngPages } = {},
): Promise<WrittenFile[]> {
  const part = await openPart(scene, formats, dir, options);
  for await (const f of renderFiles(scene, formats, dpi, options.pngs)) await part.write(f);
  return part.end();
}

/** A part being written: listed in the manifest at the start, its files then written in any order, and ended. */
export interface OpenPart {
  write(file: OutputFile): Promise<WrittenFile>;
  /** The part's files are all written: its files of an earlier run not written again are removed. */
  end(): Promise<WrittenFile[]>;
}

export async function openPart(scene: Scene, formats: readonly Format[], dir: string, options: Pick<WriteOptions, 'onWrite' | 'allowLarge'> = {}): Promise<OpenPart> {
  checkPages(scene.basename, scene.pages.length, options.allowLarge);
  const names = sceneFileNames(scene, formats);
  await beginPart(dir, scene.basename, scene.title, names);
  const written: WrittenFile[] = [];
  return {
    write: async (f) => {
      const file = { path: await writeAtomic(dir, f.name, f.data), format: f.format, pages: f.pages, bytes: f.data.length };
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

/** The board's files in memory. */
export async function renderBoard(variant: VariantSource, options: BoardOptions = {}): Promise<OutputFile[]> {
  const print = checkPrint(options);
  return collect(boardScene(variant, options), print.formats, print.dpi);
}

/** The board's files written to options.outDir (default out/<variant id>/). */
export async function writeBoard(variant: VariantSource, options: BoardOptions & WriteOptions = {}): Promise<WrittenFile[]> {
  const v = compiled(variant);
  const print = checkPrint(options);
  return writeScene(boardScene(v, options), print.formats, print.dpi, options.outDir ?? defaultOutDir(v.spec.id), options);
}

export async function renderCounters(variant: VariantSource, options: CounterOptions = {}): Promise<OutputFile[]> {
  const print = checkPrint(options);
  return collect(counterScene(variant, options), print.formats, print.dpi);
}

export async function writeCounters(variant: VariantSource, options: CounterOptions & WriteOptions = {}): Promise<WrittenFile[]> {
  const v = compiled(variant);
  const print = checkPrint(options);
  return writeScene(counterScene(v, options), print.formats, print.dpi, options.outDir ?? defaultOutDir(v.spec.id), options);
}
