/** Paper sizes and the page options (paper, orientation, margin, mono), checked once for the CLI and the library. */
import { InputError } from '../../errors.js';
import { checkNumber, type Orientation, type PaperName, type PrintOptions } from '../options.js';

export type { Orientation, PaperName } from '../options.js';

export const PAPERS: Readonly<Record<PaperName, { readonly width: number; readonly height: number }>> = {
  a4: { width: 210, height: 297 },
  letter: { width: 215.9, height: 279.4 },
};

/** The page options, checked: what layout decides the physical size with. */
export interface Print {
  paper: PaperName;
  orientation: Orientation | null;
  margin: number;
  mono: boolean;
  inkSaving: boolean;
}

export const DEFAULT_MARGIN_MM = 10;

export function pageSize(paper: PaperName, orientation: Orientation): { width: number; height: number } {
  const { width, height } = PAPERS[paper];
  return orientation === 'portrait' ? { width, height } : { width: height, height: width };
}

/** Orientations to try, in order of preference. */
export function orientations(print: Print): Orientation[] {
  return print.orientation ? [print.orientation] : ['portrait', 'landscape'];
}

/** The page options of `o`; its output options (format, dpi) are the backends' to check. */
export function checkPrint(o: PrintOptions): Print {
  const paper = o.paper ?? 'a4';
  if (!(paper in PAPERS))
    throw new InputError(`paper must be ${Object.keys(PAPERS).join(' or ')}, not "${String(paper)}"`, null, 'paper');
  const orientation = o.orientation === 'auto' ? undefined : o.orientation;
  if (orientation !== undefined && orientation !== 'portrait' && orientation !== 'landscape') {
    throw new InputError(
      `orientation must be portrait, landscape or auto, not "${String(o.orientation)}"`,
      null,
      'orientation',
    );
  }
  const margin = checkNumber('marginMm', o.marginMm ?? DEFAULT_MARGIN_MM, 0, 40);
  return { paper, orientation: orientation ?? null, margin, mono: o.mono ?? false, inkSaving: o.inkSaving ?? false };
}
