/**
 * Printables as a library: lay out a board or counter sheets (a scene, in mm), then render it with the
 * backends as files in memory or written to a folder.
 */
import {
  checkOutput,
  collect,
  type OutputFile,
  type WriteOptions,
  type WrittenFile,
  writeScene,
} from './backends/index.js';
import { defaultOutDir } from './backends/write.js';
import { type BoardOptions, boardScene } from './layout/board-page.js';
import { type CounterOptions, counterScene } from './layout/counters.js';
import { compiled, type VariantSource } from './layout/variant.js';

export {
  collect,
  type Format,
  type OutputFile,
  renderFiles,
  type WriteOptions,
  type WrittenFile,
} from './backends/index.js';
export type { BoardOptions } from './layout/board-page.js';
export type { CounterOptions } from './layout/counters.js';
export type { Orientation, PaperName } from './layout/paper.js';
export type { VariantSource } from './layout/variant.js';
export type { PrintOptions } from './options.js';
export type * from './scene.js';
export { boardScene, counterScene };

/** The board's files in memory. */
export async function renderBoard(variant: VariantSource, options: BoardOptions = {}): Promise<OutputFile[]> {
  const output = checkOutput(options);
  return collect(boardScene(variant, options), output.formats, output.dpi);
}

/** The board's files written to options.out (default out/<variant id>/). */
export async function writeBoard(
  variant: VariantSource,
  options: BoardOptions & WriteOptions = {},
): Promise<WrittenFile[]> {
  const v = compiled(variant);
  const output = checkOutput(options);
  return writeScene(
    boardScene(v, options),
    output.formats,
    output.dpi,
    options.out ?? defaultOutDir(v.spec.id),
    options,
  );
}

export async function renderCounters(variant: VariantSource, options: CounterOptions = {}): Promise<OutputFile[]> {
  const output = checkOutput(options);
  return collect(counterScene(variant, options), output.formats, output.dpi);
}

export async function writeCounters(
  variant: VariantSource,
  options: CounterOptions & WriteOptions = {},
): Promise<WrittenFile[]> {
  const v = compiled(variant);
  const output = checkOutput(options);
  return writeScene(
    counterScene(v, options),
    output.formats,
    output.dpi,
    options.out ?? defaultOutDir(v.spec.id),
    options,
  );
}
