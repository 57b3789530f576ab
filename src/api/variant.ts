/**
 * Variants as the library's users see them: a small value naming the variant, loaded from a template
 * id, a definition file or definition text. The compiled engine tables stay behind it.
 */
import {
  type LoadedVariant,
  loadVariant as loadDefinition,
  loadDefinitionText,
  templateIds,
} from '../definitions/load.js';
import type { Variant as EngineVariant } from '../engine/variant.js';
import { attempt, type Result } from './result.js';

export interface Variant {
  /** The definition's id (chess, ecros). */
  readonly id: string;
  readonly name: string;
  /** The file the definition was read from. */
  readonly file: string;
  /** The board's width and height in squares. */
  readonly files: number;
  readonly ranks: number;
}

const loadedOf = new WeakMap<Variant, LoadedVariant>();
const handles = new WeakMap<LoadedVariant, Variant>();

/** The one Variant value of a loaded definition. */
export function variantValue(loaded: LoadedVariant): Variant {
  let v = handles.get(loaded);
  if (!v) {
    const { spec } = loaded.variant;
    v = Object.freeze({ id: spec.id, name: spec.name, file: loaded.file, files: spec.files, ranks: spec.ranks });
    handles.set(loaded, v);
    loadedOf.set(v, loaded);
  }
  return v;
}

/** The loaded definition behind a Variant value; a TypeError for any other object (a bug of the caller's). */
export function loadedVariant(v: Variant): LoadedVariant {
  const loaded = loadedOf.get(v);
  if (!loaded) throw new TypeError('not a variant of this library: load one with loadVariant or parseVariant');
  return loaded;
}

export const compiledVariant = (v: Variant): EngineVariant => loadedVariant(v).variant;

/** The variant of a template id (see variantIds), a definition file, or `FILE.ini:SECTION` of a Fairy-Stockfish variants.ini. */
export function loadVariant(ref: string): Result<Variant> {
  return attempt(() => variantValue(loadDefinition(ref)));
}

/** The variant a definition's YAML or JSON text defines; `file` names it in messages. */
export function parseVariant(text: string, file = 'definition.yaml'): Result<Variant> {
  return attempt(() => variantValue(loadDefinitionText(text, file)));
}

/** The ids of the templates that come with fairyprint. */
export function variantIds(): string[] {
  return templateIds();
}
