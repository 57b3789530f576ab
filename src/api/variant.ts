/**
 * Variants as the library's users see them: a small frozen value naming the variant, its men and its
 * squares, made from definition text here (no file access: the studio page runs this in the browser)
 * or from a file or template by files.ts. The compiled engine tables stay behind it.
 */

import { describeVariant as describe } from '../definitions/describe.js';
import { importedYaml } from '../definitions/fsf-export.js';
import { definitionAsIni, IniExportRefused } from '../definitions/fsf-ini-write.js';
import { parseIni } from '../definitions/ini.js';
import { packDefinition as pack, unpackDefinition as unpack } from '../definitions/packed.js';
import { checkDefinitionText, checkIniSection, type LoadedVariant, loadDefinitionText } from '../definitions/text.js';
import { squareName } from '../engine/squares.js';
import type { Variant as EngineVariant } from '../engine/variant.js';
import type { InputError } from '../errors.js';
import { attempt, type Result } from './result.js';

/** A kind of man: its definition's id, name and abbreviation (the letter of FEN and SAN). */
export interface PieceKind {
  readonly id: string;
  readonly name: string;
  readonly abbrev: string;
}

/** A square of the board: its name and where it stands, file and rank counted from 0 at White's a1. */
export interface Square {
  readonly name: string;
  readonly file: number;
  readonly rank: number;
}

export interface Variant {
  /** The definition's id (chess, ecros). */
  readonly id: string;
  readonly name: string;
  /** The file the definition was read from. */
  readonly file: string;
  /** The board's width and height in squares. */
  readonly files: number;
  readonly ranks: number;
  /** Its kinds of men, in the definition's order. */
  readonly pieces: readonly PieceKind[];
  /** The squares of the board (a board with holes lacks some), rank by rank from a1. */
  readonly squares: readonly Square[];
  /** Whether captured men go to the hand and are dropped (Shogi, Crazyhouse). */
  readonly drops: boolean;
  /** The setup options a game may be played with (Chess Legions' masked men), by id and name. */
  readonly setupOptions: readonly { readonly id: string; readonly name: string }[];
}

const loadedOf = new WeakMap<Variant, LoadedVariant>();
const handles = new WeakMap<LoadedVariant, Variant>();

/** The one Variant value of a loaded definition. */
export function variantValue(loaded: LoadedVariant): Variant {
  let value = handles.get(loaded);
  if (!value) {
    const v = loaded.variant;
    const { spec } = v;
    const squares: Square[] = [];
    for (let sq = 0; sq < v.size; sq++)
      if (spec.exists[sq])
        squares.push(Object.freeze({ name: squareName(v, sq), file: sq % v.files, rank: (sq / v.files) | 0 }));
    value = Object.freeze({
      id: spec.id,
      name: spec.name,
      file: loaded.file,
      files: spec.files,
      ranks: spec.ranks,
      pieces: Object.freeze(spec.pieces.map((p) => Object.freeze({ id: p.id, name: p.name, abbrev: p.abbrev }))),
      squares: Object.freeze(squares),
      drops: v.hasDrops,
      setupOptions: Object.freeze(spec.setupOptions.map((o) => Object.freeze({ id: o.id, name: o.name }))),
    });
    handles.set(loaded, value);
    loadedOf.set(value, loaded);
  }
  return value;
}

/** The loaded definition behind a Variant value; a TypeError for any other object (a bug of the caller's). */
export function loadedVariant(v: Variant): LoadedVariant {
  const loaded = loadedOf.get(v);
  if (!loaded) throw new TypeError('not a variant of this library: load one with loadVariant or parseVariant');
  return loaded;
}

export const compiledVariant = (v: Variant): EngineVariant => loadedVariant(v).variant;

/** The variant a definition's YAML or JSON text defines; `file` names it in messages. */
export function parseVariant(text: string, file = 'definition.yaml'): Result<Variant> {
  return attempt(() => variantValue(loadDefinitionText(text, file)));
}

/** A definition checked as `fairyprint check` checks it: every problem found, or the variant when there is none. */
export interface DefinitionCheck {
  readonly variant: Variant | null;
  /** Each at its file:line:column (`format()` gives the line the command line prints). */
  readonly problems: readonly InputError[];
}

/** Every problem of a definition's YAML or JSON text at once, or its variant. */
export function checkDefinition(text: string, file = 'definition.yaml'): DefinitionCheck {
  const { problems, result } = checkDefinitionText(text, file);
  return { variant: result && variantValue(result), problems };
}

/** What a definition defines, in the lines `fairyprint check` prints: the board, each man, the rules. */
export function describeVariant(variant: Variant): string[] {
  return describe(compiledVariant(variant));
}

/** The names of the sections of a Fairy-Stockfish variants.ini text, in order. */
export function iniSections(text: string, file = 'variants.ini'): Result<string[]> {
  return attempt(() => parseIni(text, file).map((s) => s.name));
}

/** A variants.ini section imported as a fairyprint definition: its id and YAML (as `fairyprint import` writes it). */
export interface ImportedSection {
  readonly id: string;
  readonly yaml: string;
}

/**
 * A section of a variants.ini text as a fairyprint definition, checked to compile, or every problem
 * found; `schema` is the path of variant.schema.json as the definition's `$schema` line names it.
 */
export function importIniSection(
  text: string,
  file: string,
  section: string,
  schema = 'variant.schema.json',
): { problems: readonly InputError[]; imported: ImportedSection | null } {
  const checked = checkIniSection(text, file, section);
  const imported = checked.problems.length === 0 ? checked.imported : undefined;
  if (!imported) return { problems: checked.problems, imported: null };
  return { problems: [], imported: { id: imported.definition.id!, yaml: importedYaml(imported, file, schema) } };
}

/**
 * A variant as a Fairy-Stockfish variants.ini section named `section` (default: its id), every key from
 * its own rules; or, where the ini cannot say a rule exactly, an error naming each such field at once
 * (docs/variants-ini.md, "Writing a section"), placed at the first in the definition's `text` when given.
 * Nothing is left out silently.
 */
export function variantAsIni(variant: Variant, options: { section?: string; text?: string } = {}): Result<string> {
  return attempt(() => {
    try {
      return definitionAsIni(loadedVariant(variant), options.section);
    } catch (e) {
      if (e instanceof IniExportRefused && options.text !== undefined) throw e.locatedIn(options.text, variant.file);
      throw e;
    }
  });
}

/**
 * A definition's text as one line of URL-safe text (DEFLATE and base64url): what a game record's
 * [VariantDefinition] tag and a studio link carry (docs/game-records.md).
 */
export function packDefinition(text: string): string {
  return pack(text);
}

/** The text packDefinition made, or why the token cannot be read. */
export function unpackDefinition(token: string): Result<string> {
  return attempt(() => unpack(token));
}
