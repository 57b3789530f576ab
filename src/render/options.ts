/**
 * The print options every printable takes, in one shape for the CLI and the library: the page ones,
 * which layout reads (layout/paper.ts checks them), and the output ones, which the backends read
 * (backends/index.ts checks them).
 */
import { InputError } from '../errors.js';

/** The paper sizes layout/paper.ts knows. */
export type PaperName = 'a4' | 'letter';
export type Orientation = 'portrait' | 'landscape';

/** The output options the backends read (backends/index.ts checks them). */
export interface OutputOptions {
  /** One format, several, or a comma-separated list as on the command line ("svg,pdf"); default DEFAULT_FORMATS. */
  format?: string | readonly string[];
  dpi?: number;
}

/** Named as the command line's options (--margin-mm is marginMm). */
export interface PrintOptions extends OutputOptions {
  paper?: PaperName;
  /** Omitted or auto: whichever suits the content (portrait when both do). */
  orientation?: Orientation | 'auto';
  marginMm?: number;
  /** Printer-friendly: no solid dark fills, black and greys only. */
  mono?: boolean;
  /** Less ink: the dark side's counters outlined on white, no fills running into gutters, light card backs. */
  inkSaving?: boolean;
  /** The men's faces: the definition's traditional characters (Shogi's kanji; default), or Latin letters. */
  faces?: 'traditional' | 'latin';
}

/**
 * A number option in range. Messages name the option as the library knows it (squareMm, or "cardSize
 * height"), with the option's key as the error's path, so the command line can name its own flag.
 */
export function checkNumber(name: string, value: number, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < min || value > max) {
    throw new InputError(
      `${name} must be a number from ${min} to ${max}, not ${String(value)}`,
      null,
      name.split(' ')[0]!,
    );
  }
  return value;
}
