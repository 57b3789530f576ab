/**
 * The table of backends: each output format with how its files are laid out and its writer. Everything
 * that offers or writes formats reads this table through index.ts (the `format` option and its default,
 * the files a part is made of, the kit's file count, the command line's --format), so a backend is its
 * own file and one row here. The PDF and PNG writers load on first use only.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { theFont } from '../font.js';
import { type Scene, sceneText } from '../scene.js';
import { pageToSvg } from './svg.js';
/** A scene being drawn by one backend. */
export interface Drawing {
  /** The files' data in order (one file for a multi-page backend, one a page otherwise), each made or awaited as it is asked for. */
  files(): AsyncIterable<Buffer>;
  /** Drops what is not drawn yet and what the drawing holds; called once, whether its files were all read or not. */
  close(): Promise<void>;
}

export interface Backend {
  /** The format's name, which is also its files' extension. */
  readonly format: string;
  /** One file holds every page (a PDF); otherwise each page is a file of its own. */
  readonly multiPage: boolean;
  /** Written when no format is asked for (the kit's and the command line's default). */
  readonly byDefault: boolean;
  /**
   * Drawn off the main thread (PNG, on worker threads): started before the main thread's work on the
   * other formats, and on the other scenes of a kit, so that both go on at once.
   */
  readonly background: boolean;
  /** Gets ready ahead of a long job: the PNG workers start while a kit is laid out. */
  readonly prepare?: () => Promise<void>;
  /** The writer: starts drawing the scene; `dpi` is the resolution of raster formats. */
  readonly draw: (scene: Scene, dpi: number) => Promise<Drawing>;
}

export const BACKENDS = [
  {
    format: 'pdf',
    multiPage: true,
    byDefault: true,
    background: false,
    draw: async (scene) => {
      const { sceneToPdf } = await import('./pdf.js');
      return made([() => sceneToPdf(scene, sceneFont(scene))]);
    },
  },
  {
    format: 'svg',
    multiPage: false,
    byDefault: true,
    background: false,
    draw: async (scene) =>
      made(scene.pages.map((page) => async () => Buffer.from(pageToSvg(page, scene.title, sceneFont(scene))))),
  },
  {
    format: 'png',
    multiPage: false,
    byDefault: true,
    background: true,
    prepare: async () => (await import('./png-pool.js')).startWorkers(),
    draw: startPngs,
  },
] as const satisfies readonly Backend[];

export type Format = (typeof BACKENDS)[number]['format'];

/** A drawing whose files are made one by one as they are read. */
function made(files: (() => Promise<Buffer>)[]): Drawing {
  return {
    files: async function* () {
      for (const file of files) yield await file();
    },
    close: async () => {},
  };
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
async function startPngs(scene: Scene, dpi: number): Promise<Drawing> {
  // resvg reads fonts from files only: the scene's subset, in a temporary file until its pages are drawn.
  const fontDir = await mkdtemp(join(tmpdir(), 'fairyprint-font-'));
  const fontFile = join(fontDir, 'font.ttf');
  await writeFile(fontFile, sceneFont(scene));
  const [{ rasterJob }, { dropJobs, rasteriseOnWorker }] = await Promise.all([
    import('./png.js'),
    import('./png-pool.js'),
  ]);
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
    files: async function* () {
      for (const job of jobs) yield await job.png;
    },
    close: async () => {
      // A page still drawing must not find its font gone.
      await dropJobs([...unsettled]);
      await rm(fontDir, { recursive: true, force: true });
    },
  };
}
