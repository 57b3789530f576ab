/**
 * What needs files (Node only): variants by template id, definition file or `FILE.ini:SECTION`, a
 * definition's text read as `fairyprint check` reads it, and Fairy-Stockfish variants.ini sections
 * imported as definition files.
 */
import { relative, resolve } from 'node:path';
import { importedRulesStub, importedYaml } from '../definitions/fsf-export.js';
import { checkDiagrams, diagramRulesStub, diagramYaml } from '../definitions/idiagram.js';
import { parseIni } from '../definitions/ini.js';
import { variantJsonSchema } from '../definitions/json-schema.js';
import {
  builtinReference,
  checkBuiltin,
  checkIniSection,
  diagramReference,
  iniReference,
  loadVariant as loadDefinition,
  MAX_DEFINITION_BYTES,
  readDefinitionFile,
  resolveVariantFile,
  TEMPLATES_DIR,
  templateIds,
} from '../definitions/load.js';
import { InputError } from '../errors.js';
import { writeAtomic } from '../render/backends/write.js';
import { attempt, type Result } from './result.js';
import { checkDefinition, type DefinitionCheck, type Variant, variantValue } from './variant.js';

/** The system's refusal of a file in words (no such file or folder, permission denied). */
export { systemReason } from '../errors.js';
/** The font the printables embed (DejaVu Sans), for a page that shows their drawings in the same letters. */
export { FONT_FILE } from '../render/font.js';
export { MAX_DEFINITION_BYTES };

/**
 * The variant of a template id (see variantIds), a Fairy-Stockfish built-in by its name, a definition
 * file, or `FILE.ini:SECTION` of a Fairy-Stockfish variants.ini.
 */
export function loadVariant(ref: string): Result<Variant> {
  return attempt(() => variantValue(loadDefinition(ref)));
}

/** The ids of the templates that come with fairyprint. */
export function variantIds(): string[] {
  return templateIds();
}

/** The definition file of a template (see variantIds), or null for an id that is none. */
export function templateFile(id: string): string | null {
  return templateIds().includes(id) ? resolveVariantFile(id) : null;
}

/** The definition a reference names, checked: every problem at once, or the variant (a file that cannot be read is an error). */
export function checkVariant(ref: string): Result<DefinitionCheck & { file: string }> {
  return attempt(() => {
    const ini = iniReference(ref);
    if (ini) {
      const { problems, result } = checkIniSection(readDefinitionFile(ini.file), ini.file, ini.section);
      return { file: ini.file, problems, variant: result && variantValue(result) };
    }
    const diagram = diagramReference(ref);
    if (diagram) {
      const chosen = checkDiagrams(readDefinitionFile(diagram.file), diagram.file)[diagram.index - 1];
      if (!chosen) throw new InputError(`"${diagram.file}" has no interactive diagram ${diagram.index}`);
      return { file: diagram.file, problems: chosen.problems, variant: chosen.result && variantValue(chosen.result) };
    }
    const builtin = builtinReference(ref);
    if (builtin) {
      const { problems, result } = checkBuiltin(builtin);
      return { file: `built-in ${builtin}`, problems, variant: result && variantValue(result) };
    }
    const file = resolveVariantFile(ref);
    return { file, ...checkDefinition(readDefinitionFile(file), file) };
  });
}

/** The JSON Schema of definition files (what schema/variant.schema.json holds). */
export function variantSchema(): Record<string, unknown> {
  return variantJsonSchema();
}

/** Where the package's schema/variant.schema.json is. */
export const SCHEMA_FILE = resolve(TEMPLATES_DIR, '..', 'schema', 'variant.schema.json');

/** A variants.ini section as a fairyprint definition: its YAML and a rules page stub to fill in. */
export interface ImportedVariant {
  readonly section: string;
  readonly id: string;
  readonly yaml: string;
  readonly rules: string;
}

export interface IniImportOptions {
  /** The sections to import (default: every one). */
  sections?: readonly string[];
  /** The folder the definitions will be written to, which their paths to the schema and the ini file start from (default: the current folder). */
  dir?: string;
}

/**
 * Sections of a Fairy-Stockfish variants.ini as fairyprint definitions, each checked to compile: every
 * problem of every section at once, or the definitions (none when any section has a problem).
 */
export function importIni(
  file: string,
  options: IniImportOptions = {},
): Result<{ definitions: readonly ImportedVariant[]; problems: readonly InputError[] }> {
  return attempt(() => {
    const text = readDefinitionFile(file);
    const wanted = options.sections?.length ? options.sections : parseIni(text, file).map((s) => s.name);
    const dir = resolve(options.dir ?? '.');
    const schema = relative(dir, SCHEMA_FILE).split('\\').join('/');
    const iniPath = options.dir === undefined ? file : relative(dir, resolve(file));
    const definitions: ImportedVariant[] = [];
    const problems: InputError[] = [];
    for (const section of wanted) {
      const checked = checkIniSection(text, file, section);
      problems.push(...checked.problems);
      const imported = checked.imported;
      if (imported)
        definitions.push({
          section,
          id: imported.definition.id!,
          yaml: importedYaml(imported, iniPath, schema),
          rules: importedRulesStub(imported, file),
        });
    }
    if (problems.length > 0) return { definitions: [], problems };
    const ids = definitions.map((d) => d.id);
    const twice = ids.find((id, i) => ids.indexOf(id) !== i);
    if (twice) throw new InputError(`two sections would both be written as ${twice}.yaml`);
    return { definitions, problems };
  });
}

/**
 * The Interactive Diagrams of a page or text (all, or the numbered ones) as fairyprint definitions,
 * each checked to compile: every problem at once, or the definitions (none when any diagram has a problem).
 */
export function importDiagrams(
  file: string,
  options: { numbers?: readonly number[]; dir?: string } = {},
): Result<{ definitions: readonly ImportedVariant[]; problems: readonly InputError[] }> {
  return attempt(() => {
    const diagrams = checkDiagrams(readDefinitionFile(file), file);
    const wanted = options.numbers?.length ? options.numbers : diagrams.map((_, n) => n + 1);
    const dir = resolve(options.dir ?? '.');
    const schema = relative(dir, SCHEMA_FILE).split('\\').join('/');
    const definitions: ImportedVariant[] = [];
    const problems: InputError[] = [];
    for (const n of wanted) {
      const d = diagrams[n - 1];
      if (!d) throw new InputError(`"${file}" has ${diagrams.length} interactive diagram(s), not a diagram ${n}`);
      problems.push(...d.problems);
      if (d.definition && d.result)
        definitions.push({
          section: String(n),
          id: d.definition.id!,
          yaml: diagramYaml(d.definition, file, n, schema),
          rules: diagramRulesStub(d.definition, file, n),
        });
    }
    return problems.length > 0 ? { definitions: [], problems } : { definitions, problems };
  });
}

/** A text file written whole or not at all (a temporary file renamed into place); its path. */
export function writeTextFile(dir: string, name: string, text: string): Promise<string> {
  return writeAtomic(dir, name, new TextEncoder().encode(text));
}
