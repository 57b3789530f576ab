/** Paper sizes and the print options every printable shares, checked once for the CLI and the library. */
import { InputError } from '../../errors.js';

export const PAPERS = {
  a4: { width: 210, height: 297 },
  letter: { width: 215.9, height: 279.4 },
} as const;

export type PaperName = keyof typeof PAPERS;
export type Orientation = 'portrait' | 'landscape';
export const FORMATS = ['svg', 'pdf', 'png'] as const;
export type Format = (typeof FORMATS)[number];

export interface PrintOptions {
  paper?: PaperName;
  /** Omitted: whichever suits the content (portrait when both do). */
  orientation?: Orientation;
  marginMm?: number;
  formats?: readonly Format[];
  dpi?: number;
  /** Printer-friendly: no solid dark fills, black and greys only. */
  mono?: boolean;
}

export interface Print {
  paper: PaperName;
  orientation: Orientation | null;
  margin: number;
  formats: Format[];
  dpi: number;
  mono: boolean;
}

export const DPI_RANGE = [30, 1200] as const;
export const DEFAULT_MARGIN_MM = 10;
export const DEFAULT_DPI = 300;

export function pageSize(paper: PaperName, orientation: Orientation): { width: number; height: number } {
  const { width, height } = PAPERS[paper];
  return orientation === 'portrait' ? { width, height } : { width: height, height: width };
}

/** Orientations to try, in order of preference. */
export function orientations(print: Print): Orientation[] {
  return print.orientation ? [print.orientation] : ['portrait', 'landscape'];
}

export function checkPrint(o: PrintOptions): Print {
  const paper = o.paper ?? 'a4';
  if (!(paper in PAPERS)) throw new InputError(`paper must be ${Object.keys(PAPERS).join(' or ')}, not "${String(paper)}"`, null, 'paper');
  if (o.orientation !== undefined && o.orientation !== 'portrait' && o.orientation !== 'landscape') {
    throw new InputError(`orientation must be portrait, landscape or auto, not "${String(o.orientation)}"`, null, 'orientation');
  }
  const margin = checkNumber('marginMm', o.marginMm ?? DEFAULT_MARGIN_MM, 0, 40);
  const formats = [...new Set(o.formats ?? FORMATS)];
  for (const f of formats) {
    if (!FORMATS.includes(f)) throw new InputError(`formats takes ${FORMATS.join(', ')} (comma-separated), not "${String(f)}"`, null, 'formats');
  }
  if (formats.length === 0) throw new InputError('formats needs at least one of svg, pdf, png', null, 'formats');
  const dpi = checkNumber('dpi', o.dpi ?? DEFAULT_DPI, DPI_RANGE[0], DPI_RANGE[1]);
  if (!Number.isInteger(dpi)) throw new InputError(`dpi must be a whole number, not ${dpi}`, null, 'dpi');
  return { paper, orientation: o.orientation ?? null, margin, formats, dpi, mono: o.mono ?? false };
}

/**
 * A number option in range. Messages name the option as the library knows it (squareMm, or "cardSize
 * height"), with the option's key as the error's path, so the command line can name its own flag.
 */
export function checkNumber(name: string, value: number, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < min || value > max) {
    throw new InputError(`${name} must be a number from ${min} to ${max}, not ${String(value)}`, null, name.split(' ')[0]!);
  }
  return value;
}
