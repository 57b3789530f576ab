/**
 * Move cards, position diagrams and the whole print kit as a library: scenes from the layouts, written
 * as SVG, PDF and PNG files to a folder. The kit writes board, counters, cards and rules summary, each
 * in the formats asked for, and kit.pdf: a contents page and then the pages of every part, one scene
 * rendered once by the PDF backend.
 */
import type { Position } from '../engine/position.js';
import type { Variant } from '../engine/variant.js';
import { InputError } from '../errors.js';
import {
  backendsOf,
  backgroundFiles,
  checkOutput,
  collect,
  type Format,
  fileCount,
  foregroundFiles,
  type OpenPart,
  type OutputFile,
  openPart,
  pageFileName,
  prepareBackends,
  type Started,
  startBackground,
  type WriteOptions,
  type WrittenFile,
  writeScene,
} from '../render/backends/index.js';
import { checkPages } from '../render/backends/manifest.js';
import { defaultOutDir, prepareOutputFolder } from '../render/backends/write.js';
import { aidScene } from '../render/layout/aid.js';
import { type BoardOptions, boardScene } from '../render/layout/board-page.js';
import { type CardOptions, cardScene } from '../render/layout/cards.js';
import { type CounterOptions, counterScene } from '../render/layout/counters.js';
import { type PositionDiagramOptions, positionScene } from '../render/layout/diagrams.js';
import { DETAIL_SIZE, GREY, numberPages, text } from '../render/layout/frame.js';
import { coverPage, type KitPart, paperWords, rulesScene } from '../render/layout/kit.js';
import { checkPrint } from '../render/layout/paper.js';
import { scoreScene } from '../render/layout/score.js';
import { setupScene } from '../render/layout/setup.js';
import { standingScene } from '../render/layout/standing.js';
import { counterLook } from '../render/layout/token.js';
import { compiled, type VariantSource } from '../render/layout/variant.js';
import type { Page, Scene } from '../render/scene.js';

/** The move cards' files in memory. */
export async function renderCards(variant: VariantSource, options: CardOptions = {}): Promise<OutputFile[]> {
  const output = checkOutput(options);
  return collect(cardScene(variant, options), output.formats, output.dpi);
}

/** The move cards written to options.out (default out/<variant id>/). */
export async function writeCards(
  variant: VariantSource,
  options: CardOptions & WriteOptions = {},
): Promise<WrittenFile[]> {
  const v = compiled(variant);
  const output = checkOutput(options);
  return writeScene(
    cardScene(v, options),
    output.formats,
    output.dpi,
    options.out ?? defaultOutDir(v.spec.id),
    options,
  );
}

export async function renderDiagram(
  variant: VariantSource,
  pos: Position,
  options: PositionDiagramOptions = {},
): Promise<OutputFile[]> {
  const output = checkOutput(options);
  return collect(positionScene(variant, pos, options), output.formats, output.dpi);
}

/** One position diagram written to options.out, named options.name (default diagram). */
export async function writeDiagram(
  variant: VariantSource,
  pos: Position,
  options: PositionDiagramOptions & WriteOptions = {},
): Promise<WrittenFile[]> {
  const v = compiled(variant);
  const output = checkOutput(options);
  return writeScene(
    positionScene(v, pos, options),
    output.formats,
    output.dpi,
    options.out ?? defaultOutDir(v.spec.id),
    options,
  );
}

export interface KitProgress {
  /** Files written so far, of `total`. */
  done: number;
  total: number;
  /** The file just written. */
  file: WrittenFile;
}

export interface KitOptions extends BoardOptions, CounterOptions, CardOptions, WriteOptions {
  /** The men as flat counters (default) or as standing pieces, tents to fold. */
  pieces?: 'flat' | 'standing';
  onProgress?: (p: KitProgress) => void;
  /** A Chess960 variant's start position on the setup page: its number or "random" (default: the setup's). */
  position?: string;
}

export interface KitResult {
  dir: string;
  files: WrittenFile[];
  /** kit.pdf's pages: the contents page, then each part's. */
  parts: KitPart[];
  pages: number;
}

/** The files a scene becomes, in words: board.pdf, board-*.svg and board-*.png (one per page). */
function fileList(scene: Scene, formats: readonly Format[]): string[] {
  return backendsOf(formats).map(({ format, multiPage }) => {
    if (multiPage) return `${scene.basename}.${format}`;
    if (scene.pages.length === 1) return pageFileName(scene, scene.pages[0]!, format);
    return `${scene.basename}*.${format} (${scene.pages.length}, one a page)`;
  });
}

/** The kit laid out: each part's scene (pages numbered as in kit.pdf) and kit.pdf's own scene. */
export interface KitScenes {
  parts: KitPart[];
  scenes: Scene[];
  kit: Scene;
}

/** Every part of the kit and kit.pdf, laid out; nothing written. */
export function kitScenes(variant: VariantSource, options: KitOptions = {}): KitScenes {
  const v = compiled(variant, options.faces);
  const print = checkPrint(options);
  const { formats } = checkOutput(options);
  // The board comes first after the contents page: its tiles can name kit.pdf's pages before the rest exists.
  const board = boardScene(v, { ...options, numbering: { first: 2, of: 'kit.pdf' } });
  const setup = setupScene(v, options);
  if (options.pieces !== undefined && options.pieces !== 'flat' && options.pieces !== 'standing')
    throw new InputError(`pieces must be flat or standing, not "${String(options.pieces)}"`, null, 'pieces');
  const counters = options.pieces === 'standing' ? standingScene(v, options) : counterScene(v, options);
  const cards = cardScene(v, options);
  const setupFirst = 2 + board.pages.length;
  const rules = rulesScene(v, { ...options, setupPage: `kit.pdf page ${setupFirst}` });
  const score = scoreScene(v, options);
  const aids = aidScene(v, options);

  const howTo = howToPrint(v, board, setup, counters, cards, rules, score, aids);
  const parts: KitPart[] = [];
  /** The blank page before each part, where there is one. */
  const blankBefore: (number | null)[] = [];
  let next = 2;
  for (const [scene, title, how] of howTo) {
    // A part with backs starts on an odd page, so that kit.pdf printed double-sided whole puts each
    // back on the reverse of its front: a blank page goes before it where it would start on an even one.
    const blank = hasBacks(scene) && next % 2 === 0 ? next++ : null;
    blankBefore.push(blank);
    const howToPrint =
      blank === null
        ? how
        : `${how} (Page ${blank} is blank, so that kit.pdf printed double-sided puts every back on the reverse of its front.)`;
    parts.push({
      title,
      howTo: howToPrint,
      first: next,
      last: next + scene.pages.length - 1,
      paper: paperWords(scene.pages, print.paper),
      files: fileList(scene, formats),
    });
    next += scene.pages.length;
  }
  const total = next - 1;
  // Every page carries its number in kit.pdf, in the part's own files too: they are the same pages.
  const scenes = howTo.map(
    ([scene], i): Scene => ({ ...scene, pages: numberPages(scene.pages, parts[i]!.first, total, print.margin) }),
  );
  const cover = numberPages(
    [
      coverPage(
        v,
        parts,
        howTo.map(([s]) => s.pages[0]!),
        total,
        options,
      ),
    ],
    1,
    total,
    print.margin,
  );
  const kit: Scene = {
    title: `${v.spec.name} print kit`,
    basename: 'kit',
    pages: [
      ...cover,
      ...scenes.flatMap((s, i) => [
        ...(blankBefore[i] === null ? [] : blankPage(blankBefore[i]!, s.pages[0]!, total, print.margin)),
        ...s.pages,
      ]),
    ],
    outline: [
      { title: 'Contents and printing', page: 0 },
      ...parts.map((p) => ({ title: p.title, page: p.first - 1 })),
    ],
  };
  return { parts, scenes, kit };
}

/** Everything to print for a variant, in options.out (default out/<variant id>/), and kit.pdf. */
export async function writeKit(variant: VariantSource, options: KitOptions = {}): Promise<KitResult> {
  const v = compiled(variant);
  // Options that are wrong are said before the output folder is made.
  checkPrint(options);
  const { formats, dpi } = checkOutput(options);
  const dir = options.out ?? defaultOutDir(v.spec.id);
  // A folder that cannot be made is said before seconds of layout.
  await prepareOutputFolder(dir);
  // The PNG workers start while the kit is laid out.
  await prepareBackends(formats);
  const { parts, scenes, kit } = kitScenes(v, options);
  const total = scenes.reduce((n, s) => n + fileCount(s, formats), 0) + 1;
  const files: WrittenFile[] = [];
  const onWrite = (file: WrittenFile): void => {
    files.push(file);
    options.onWrite?.(file);
    options.onProgress?.({ done: files.length, total, file });
  };
  // All or nothing: a kit too large is refused before any part is written.
  checkPages('kit.pdf', kit.pages.length, options.allowLarge);
  for (const scene of scenes) checkPages(scene.basename, scene.pages.length, options.allowLarge);
  // Every page drawn in the background (PNG, on the workers) is sent first: the workers draw them while
  // this thread writes every other file, kit.pdf included, and only then waits for the pages not drawn yet.
  const started: Started[] = [];
  try {
    for (const scene of scenes) started.push(await startBackground(scene, formats, dpi));
    const open: OpenPart[] = [];
    for (const scene of scenes) {
      const part = await openPart(scene, formats, dir, { onWrite, allowLarge: options.allowLarge });
      for await (const f of foregroundFiles(scene, formats, dpi)) await part.write(f);
      open.push(part);
    }
    await writeScene(kit, ['pdf'], dpi, dir, { onWrite, allowLarge: options.allowLarge });
    for (const [i, scene] of scenes.entries()) {
      for await (const f of backgroundFiles(scene, started[i]!)) await open[i]!.write(f);
      await open[i]!.end();
    }
  } finally {
    await Promise.all(started.flatMap((s) => [...s.values()].map((d) => d.close())));
  }
  return { dir, files, parts, pages: kit.pages.length };
}

const hasBacks = (scene: Scene): boolean => scene.pages.some((p) => p.name.endsWith('back'));

/** Each part's scene with its title and how to print and make it, in kit.pdf's order. */
function howToPrint(
  v: Variant,
  board: Scene,
  setup: Scene,
  counters: Scene,
  cards: Scene,
  rules: Scene,
  score: Scene,
  aids: Scene,
): [Scene, string, string][] {
  const tiles = board.pages.length - 1;
  const backs = hasBacks(counters);
  const promotedForms = v.spec.pieces.filter((p) => p.promotedFrom !== undefined).map((p) => p.name);
  // Crop marks cut a sheet into squares; a pentagon or a disc is then cut out along its own line.
  const { shape } = counterLook(v.spec);
  const own = shape === 'disc' ? 'circle' : shape;
  return [
    [
      board,
      'Board',
      tiles > 0
        ? `cut along the dashed lines and glue the ${tiles} tiles onto their neighbours' glue strips, as the assembly map (the part's first page) shows.`
        : 'one page; glue it onto card to make it last.',
    ],
    [
      setup,
      'Setup',
      `set the men out as the diagram shows; the legend names every man and how many each side has.${setup.pages.length > 1 ? ' To choose your own setup, fill in the worksheet on the next page.' : ''}`,
    ],
    counters.basename === 'standing'
      ? [
          counters,
          'Standing pieces',
          'cut out each strip along its outline, fold it on the dashed lines with the printed side out, and glue the tab under the base: each man stands as a tent on his square, his figure upright towards both players.',
        ]
      : [
          counters,
          'Counters',
          (backs
            ? `each sheet is followed by its backs. Print these pages double-sided on thin card, flipping on the long edge (or print one-sided and glue each sheet back to back with its backs page, holding them to a window to line up the crop marks); then cut along the crop marks${shape === 'square' ? '' : `, and each counter out along its ${own}`}.`
            : shape === 'square'
              ? "glue the sheets onto thin card, then cut along the counters' outlines; the marks around each sheet carry every cut across."
              : `glue the sheets onto thin card, cut them into squares along the crop marks, then cut each counter out along its ${own}.`) +
            (promotedForms.length && !backs
              ? ` The promoted forms (${promotedForms.join(', ')}) are counters of their own: one replaces a man when he promotes.`
              : ''),
        ],
    [
      cards,
      'Move cards',
      'cut along the crop marks, one cut between two cards; the first card explains the marks on the others.',
    ],
    [rules, 'Rules summary', 'keep it beside the board.'],
    [
      score,
      score.pages.length > 1 ? 'Score sheet and trackers' : 'Score sheet',
      `print one score sheet a game${score.pages.length > 1 ? "; cut out the trackers' tokens along their outlines and keep the trackers beside the board" : ''}.`,
    ],
    [aids, 'Player aids', 'cut the cards apart along the dashed line: one for each player.'],
  ];
}

/** A numbered page saying it is blank, the size of `like`. */
function blankPage(at: number, like: Page, total: number, margin: number): Page[] {
  return numberPages(
    [
      {
        width: like.width,
        height: like.height,
        name: 'blank',
        items: [
          text(like.width / 2, like.height / 2, 'This page is intentionally blank.', DETAIL_SIZE, 'middle', GREY),
        ],
      },
    ],
    at,
    total,
    margin,
  );
}
