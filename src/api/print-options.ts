/**
 * Every print option, declared once: its library name (the command line's flag is its kebab case,
 * marginMm is --margin-mm), its type, choices, default and help. The command line builds its options
 * from this table, the studio page its print form (studio/vite.config.ts hands the table to the page),
 * and print.ts lists which printable takes which.
 */
import { DEFAULT_DPI, DEFAULT_FORMATS, FORMATS } from '../render/backends/index.js';
import { MAX_PAGES } from '../render/backends/manifest.js';
import { DEFAULT_OVERLAP_MM } from '../render/layout/board-page.js';
import { DEFAULT_GUTTER_MM, DEFAULT_SIZE_PCT } from '../render/layout/counters.js';
import { DEFAULT_MARGIN_MM } from '../render/layout/paper.js';

export { type Flag, flagOf } from './options.js';

export interface PrintOptionSpec {
  readonly type: 'string' | 'number' | 'boolean';
  /** The values it takes, where they are few. */
  readonly choices?: readonly string[];
  /** Given as a list (more than once on the command line). */
  readonly list?: boolean;
  /** Absent: the printable decides (out: out/<variant id>/, squareMm: what fits). */
  readonly default?: string | number | boolean | readonly string[];
  readonly describe: string;
}

export const PRINT_OPTIONS = {
  format: {
    type: 'string',
    choices: FORMATS,
    list: true,
    default: DEFAULT_FORMATS,
    describe: 'Formats to write, comma-separated',
  },
  dpi: { type: 'number', default: DEFAULT_DPI, describe: 'PNG resolution' },
  mono: {
    type: 'boolean',
    default: false,
    describe: 'Grey-scale and printer-friendly: no solid dark fills, marks told apart by shape',
  },
  inkSaving: {
    type: 'boolean',
    default: false,
    describe: "Less ink: the dark side's counters outlined on white, no fill past the cut lines, light card backs",
  },
  faces: {
    type: 'string',
    choices: ['traditional', 'latin'],
    default: 'traditional',
    describe:
      "The men's faces: traditional characters where the definition has them (Shogi's kanji, Xiangqi's hanzi), or latin letters",
  },
  out: { type: 'string', describe: 'Output folder (default out/<variant>/)' },
  paper: { type: 'string', choices: ['a4', 'letter'], default: 'a4', describe: 'Paper size' },
  orientation: {
    type: 'string',
    choices: ['auto', 'portrait', 'landscape'],
    default: 'auto',
    describe: 'Paper orientation; auto picks the one that fits more (portrait on a tie)',
  },
  marginMm: { type: 'number', default: DEFAULT_MARGIN_MM, describe: 'Unprinted border of each page' },
  allowLarge: { type: 'boolean', default: false, describe: `Write parts of more than ${MAX_PAGES} pages` },
  squareMm: {
    type: 'number',
    describe:
      'Side of a board square (default: on the board and counters, the largest whole mm that fits one page, at least 15; in a diagram, up to 10)',
  },
  overlapMm: { type: 'number', default: DEFAULT_OVERLAP_MM, describe: 'Glue strip where board tiles overlap' },
  sizePct: { type: 'number', default: DEFAULT_SIZE_PCT, describe: 'Counter side as a percentage of the square' },
  gutterMm: {
    type: 'number',
    default: DEFAULT_GUTTER_MM,
    describe: 'Space between counters (0: edge to edge, one cut between neighbours)',
  },
  cardSize: {
    type: 'string',
    default: '63x88',
    describe: 'Card size in mm, WIDTHxHEIGHT, or poker (63x88), bridge (57x89), tarot (70x120)',
  },
  backs: {
    type: 'boolean',
    default: false,
    describe:
      "Back pages for duplex printing, flipped on the long edge: the counters' other sides, mirrored; a back after every sheet of cards",
  },
  spares: {
    type: 'number',
    describe:
      'Extra counters per side of each promotion piece (default: one for each man that can promote, at most 3 of the strongest and 1 of each other; 0: none)',
  },
  pieces: {
    type: 'string',
    choices: ['flat', 'standing'],
    default: 'flat',
    describe: 'The men as flat counters, or as standing pieces: strips that fold into tents facing both players',
  },
  option: {
    type: 'string',
    list: true,
    default: [],
    describe: "Setup options in play, e.g. masked-men (adds Chess Legions' mercenary tokens)",
  },
  position: {
    type: 'string',
    describe:
      "A Chess960 variant's start position on the setup page: its number, 0 to 959 (518: the usual one), or random",
  },
  square: { type: 'string', describe: "Mark the legal moves of the side to move's man on this square, e.g. g1" },
  name: { type: 'string', default: 'diagram', describe: 'Base of the file names (letters, digits, - and _)' },
} as const satisfies Record<string, PrintOptionSpec>;

export type PrintOptionName = keyof typeof PRINT_OPTIONS;
