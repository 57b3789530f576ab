/**
 * The printables as a library, with the command line's options under the same names: a long option
 * in camel case (--margin-mm is marginMm, --format is format). The command line picks its arguments
 * by these lists, and the library refuses any other name.
 */

import {
  renderCards as cardFiles,
  writeCards as cardWrite,
  renderDiagram as diagramFiles,
  writeDiagram as diagramWrite,
  type KitOptions as KitAll,
  type KitProgress,
  type KitResult,
  kitScenes,
  writeKit as kitWrite,
} from '../kit/index.js';
import { checkOutput, collect, DEFAULT_DPI, pageFileName, renderFiles } from '../render/backends/index.js';
import { checkPages } from '../render/backends/manifest.js';
import {
  renderBoard as boardFiles,
  writeBoard as boardWrite,
  renderCounters as counterFiles,
  writeCounters as counterWrite,
  type OutputFile,
  type WriteOptions,
  type WrittenFile,
} from '../render/index.js';
import type { BoardOptions as BoardLayout } from '../render/layout/board-page.js';
import type { CardOptions as CardLayout } from '../render/layout/cards.js';
import type { CounterOptions as CounterLayout } from '../render/layout/counters.js';
import type { PositionDiagramOptions } from '../render/layout/diagrams.js';
import type { Scene } from '../render/scene.js';
import { knownOptions } from './options.js';
import { enginePosition, type Position } from './position.js';
import type { PrintOptionName } from './print-options.js';
import { loadedVariant, type Variant } from './variant.js';

export { formatBytes } from '../render/backends/write.js';
export type { KitProgress, KitResult, OutputFile, WrittenFile };

const OUTPUT = ['format', 'dpi', 'mono', 'faces'] as const satisfies readonly PrintOptionName[];
const SHEET = [
  ...OUTPUT,
  'inkSaving',
  'paper',
  'orientation',
  'marginMm',
] as const satisfies readonly PrintOptionName[];
/** Where files go and how many pages a part may have. */
const FILES = ['out', 'allowLarge'] as const satisfies readonly PrintOptionName[];

const BOARD_OPTIONS = [...SHEET, 'squareMm', 'overlapMm'] as const satisfies readonly PrintOptionName[];
const COUNTER_OPTIONS = [
  ...SHEET,
  'squareMm',
  'sizePct',
  'gutterMm',
  'backs',
  'spares',
  'option',
] as const satisfies readonly PrintOptionName[];
const CARD_OPTIONS = [...SHEET, 'cardSize', 'backs'] as const satisfies readonly PrintOptionName[];
const DIAGRAM_OPTIONS = [...OUTPUT, 'square', 'squareMm', 'name'] as const satisfies readonly PrintOptionName[];
const KIT_OPTIONS = [
  ...COUNTER_OPTIONS,
  'overlapMm',
  'cardSize',
  'pieces',
  'position',
] as const satisfies readonly PrintOptionName[];

/** The options each command that writes files takes, as the library names them (callbacks aside). */
export const WRITE_OPTIONS = {
  board: [...BOARD_OPTIONS, ...FILES],
  counters: [...COUNTER_OPTIONS, ...FILES],
  cards: [...CARD_OPTIONS, ...FILES],
  diagram: [...DIAGRAM_OPTIONS, 'out'],
  kit: [...KIT_OPTIONS, ...FILES],
} as const;

export type BoardOptions = Pick<BoardLayout, (typeof BOARD_OPTIONS)[number]>;
export type CounterOptions = Pick<CounterLayout, (typeof COUNTER_OPTIONS)[number]>;
export type CardOptions = Pick<CardLayout, (typeof CARD_OPTIONS)[number]>;
export type DiagramOptions = Pick<PositionDiagramOptions, (typeof DIAGRAM_OPTIONS)[number]>;
/** Where files go: out (default out/<variant id>/), allowLarge, and onWrite, told of each file once it is in place. */
export type FileOptions = WriteOptions;
export type KitOptions = Pick<KitAll, (typeof KIT_OPTIONS)[number] | keyof WriteOptions | 'onProgress'>;
/** Every print option by its library name, as some printable takes it. */
export type PrintOptionValues = Omit<KitOptions, 'onProgress' | 'onWrite'> & DiagramOptions;

/** The board's files in memory: board.pdf, and an SVG and a PNG per page (one page, or tiles and their assembly map). */
export async function renderBoard(variant: Variant, options?: BoardOptions): Promise<OutputFile[]> {
  return boardFiles(loadedVariant(variant), knownOptions('renderBoard', options, BOARD_OPTIONS));
}

/** The board's files written to `out`, each whole or not at all. */
export async function writeBoard(variant: Variant, options?: BoardOptions & FileOptions): Promise<WrittenFile[]> {
  return boardWrite(loadedVariant(variant), knownOptions('writeBoard', options, [...WRITE_OPTIONS.board, 'onWrite']));
}

export async function renderCounters(variant: Variant, options?: CounterOptions): Promise<OutputFile[]> {
  return counterFiles(loadedVariant(variant), knownOptions('renderCounters', options, COUNTER_OPTIONS));
}

export async function writeCounters(variant: Variant, options?: CounterOptions & FileOptions): Promise<WrittenFile[]> {
  return counterWrite(
    loadedVariant(variant),
    knownOptions('writeCounters', options, [...WRITE_OPTIONS.counters, 'onWrite']),
  );
}

export async function renderCards(variant: Variant, options?: CardOptions): Promise<OutputFile[]> {
  return cardFiles(loadedVariant(variant), knownOptions('renderCards', options, CARD_OPTIONS));
}

export async function writeCards(variant: Variant, options?: CardOptions & FileOptions): Promise<WrittenFile[]> {
  return cardWrite(loadedVariant(variant), knownOptions('writeCards', options, [...WRITE_OPTIONS.cards, 'onWrite']));
}

/** A position on a page the size of its board; `square` marks the legal moves of the man there. */
export async function renderDiagram(position: Position, options?: DiagramOptions): Promise<OutputFile[]> {
  return diagramFiles(
    loadedVariant(position.variant),
    enginePosition(position),
    knownOptions('renderDiagram', options, DIAGRAM_OPTIONS),
  );
}

export async function writeDiagram(
  position: Position,
  options?: DiagramOptions & Pick<FileOptions, 'out' | 'onWrite'>,
): Promise<WrittenFile[]> {
  return diagramWrite(
    loadedVariant(position.variant),
    enginePosition(position),
    knownOptions('writeDiagram', options, [...WRITE_OPTIONS.diagram, 'onWrite']),
  );
}

/** The whole print kit in `out`: board, setup, counters, cards, rules summary, and kit.pdf with all of them. */
export async function writeKit(variant: Variant, options?: KitOptions): Promise<KitResult> {
  return kitWrite(
    loadedVariant(variant),
    knownOptions('writeKit', options, [...WRITE_OPTIONS.kit, 'onWrite', 'onProgress']),
  );
}

/**
 * The whole print kit in memory, as writeKit writes it (the same files, named alike, kit.pdf last), for a
 * front end without files: the studio page zips it. Its PNG pages are drawn on worker threads, so a
 * browser asks for PDF and SVG and draws PNGs from the SVGs itself.
 */
export async function renderKit(
  variant: Variant,
  options?: KitPreviewOptions & Pick<FileOptions, 'allowLarge'>,
): Promise<{ files: OutputFile[]; pages: number }> {
  const checked = knownOptions('renderKit', options, [...KIT_OPTIONS, 'allowLarge']);
  const { formats, dpi } = checkOutput(checked);
  const { scenes, kit } = kitScenes(loadedVariant(variant), checked);
  // All or nothing, as writeKit: a kit too large is refused before any page is drawn.
  for (const scene of [...scenes, kit]) checkPages(scene.basename, scene.pages.length, checked.allowLarge);
  const files: OutputFile[] = [];
  for (const scene of scenes) files.push(...(await collect(scene, formats, dpi)));
  files.push(...(await collect(kit, ['pdf'], dpi)));
  return { files, pages: kit.pages.length };
}

/** The kit's options that shape its pages (those of writeKit but where files go). */
export type KitPreviewOptions = Pick<KitAll, (typeof KIT_OPTIONS)[number]>;

/** One page of a kit's part: its part, the name of its SVG file as writeKit names it, its size in mm. */
export interface KitPage {
  readonly part: string;
  readonly file: string;
  readonly width: number;
  readonly height: number;
}

/**
 * A kit laid out and not written: its parts' pages, for kitPageSvg to draw one at a time. Plain data, so
 * it may be laid out on a worker thread and posted to another (the layout takes the seconds).
 */
export interface KitPreview {
  readonly pages: readonly KitPage[];
  /** The parts' layouts, as writeKit lays them out. */
  readonly parts: readonly Scene[];
}

/** The kit's parts laid out as writeKit lays them out (kit.pdf's contents aside), without writing a file. */
export function previewKit(variant: Variant, options?: KitPreviewOptions): KitPreview {
  const parts = kitScenes(loadedVariant(variant), knownOptions('previewKit', options, KIT_OPTIONS)).scenes;
  const pages = parts.flatMap((scene) =>
    scene.pages.map((page) => ({
      part: scene.basename,
      file: pageFileName(scene, page, 'svg'),
      width: page.width,
      height: page.height,
    })),
  );
  return { pages, parts };
}

/** A page of a kit previewed (by its file name) as the SVG file writeKit writes, the font embedded; null for no such page. */
export async function kitPageSvg(preview: KitPreview, file: string): Promise<Buffer | null> {
  for (const scene of preview.parts) {
    const page = scene.pages.find((p) => pageFileName(scene, p, 'svg') === file);
    if (!page) continue;
    for await (const f of renderFiles({ ...scene, pages: [page] }, ['svg'], DEFAULT_DPI)) return f.data;
  }
  return null;
}
