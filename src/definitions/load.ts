/**
 * Reading variant definition files (YAML or JSON) into compiled variants, with every problem reported
 * as file:line:column. Variants are named by id (a file in templates/) or by path.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { InputError, systemReason } from '../errors.js';
import { nearest } from '../suggest.js';
import { FSF_BUILTINS } from './fsf-builtins.js';
import { checkDiagrams } from './idiagram.js';
import { MAX_DEFINITION_BYTES } from './limits.js';
import { checkIniSection, type LoadedVariant, loadDefinitionText } from './text.js';

export { checkDefinitionText, checkIniSection, type LoadedVariant, loadDefinitionText } from './text.js';
export { MAX_DEFINITION_BYTES };

export const TEMPLATES_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../templates');
const EXTENSIONS = ['.yaml', '.yml', '.json'];

/** Variant ids available in templates/, sorted. */
export function templateIds(dir = TEMPLATES_DIR): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => EXTENSIONS.includes(extname(f)))
    .map((f) => basename(f, extname(f)))
    .sort();
}

/** A variant id from templates/ or a path to a definition file. */
export function resolveVariantFile(nameOrPath: string, dir = TEMPLATES_DIR): string {
  if (/^[a-z0-9][a-z0-9-]*$/.test(nameOrPath)) {
    for (const ext of EXTENSIONS) {
      const file = join(dir, nameOrPath + ext);
      if (existsSync(file)) return file;
    }
  }
  if (existsSync(nameOrPath)) {
    if (statSync(nameOrPath).isFile()) return nameOrPath;
    throw new InputError(`"${nameOrPath}" is a folder, not a definition file`);
  }
  if (/[\\/]|\.(ya?ml|json)$/i.test(nameOrPath)) throw new InputError(`no such file "${nameOrPath}"`);
  const known = templateIds(dir);
  const near = nearest(nameOrPath, [...known, ...Object.keys(FSF_BUILTINS)]);
  // The one id meant, when one is near; else all of them.
  const ids = near
    ? `; did you mean ${near}?`
    : ` (${known.join(', ') || 'none'}; or one of Fairy-Stockfish's built-ins, listed in docs/variants-ini.md)`;
  throw new InputError(
    `unknown variant "${nameOrPath}": not an id in templates/, a Fairy-Stockfish built-in nor a file${ids}`,
  );
}

/** A Fairy-Stockfish built-in named alone (`berolina`), where no template and no file has that name. */
export function builtinReference(nameOrPath: string, dir = TEMPLATES_DIR): string | null {
  if (!Object.hasOwn(FSF_BUILTINS, nameOrPath) || existsSync(nameOrPath)) return null;
  return EXTENSIONS.some((ext) => existsSync(join(dir, nameOrPath + ext))) ? null : nameOrPath;
}

const cache = new Map<string, LoadedVariant>();

/** `FILE.ini:SECTION`: a section of a Fairy-Stockfish variants.ini, or null for any other name. */
export function iniReference(nameOrPath: string): { file: string; section: string } | null {
  const m = /^(.+\.ini):([^:/\\]+)$/i.exec(nameOrPath);
  return m ? { file: m[1]!, section: m[2]! } : null;
}

/** `PAGE.html#N` or `FILE.txt`: the N-th (default the first) Interactive Diagram of a page or text, or null. */
export function diagramReference(nameOrPath: string): { file: string; index: number } | null {
  const m = /^(.+\.(?:html?|txt))(?:#([1-9][0-9]*))?$/i.exec(nameOrPath);
  return m ? { file: m[1]!, index: Number(m[2] ?? 1) } : null;
}

/**
 * A variant by template id, definition file or `FILE.ini:SECTION` (a section of a Fairy-Stockfish
 * variants.ini, imported as docs/variants-ini.md says).
 */
export function loadVariant(nameOrPath: string): LoadedVariant {
  const ini = iniReference(nameOrPath);
  if (ini) return loadIniSection(ini.file, ini.section);
  const diagram = diagramReference(nameOrPath);
  if (diagram) return loadDiagram(diagram.file, diagram.index);
  const builtin = builtinReference(nameOrPath);
  if (builtin) return loadBuiltin(builtin);
  const file = resolveVariantFile(nameOrPath);
  const key = resolve(file);
  const hit = cache.get(key);
  if (hit) return hit;
  const loaded = loadDefinitionText(readDefinitionFile(file), file);
  cache.set(key, loaded);
  return loaded;
}

/** Reads a definition file's text, refusing one over the size limit or that cannot be read. */
export function readDefinitionFile(file: string): string {
  let size: number;
  try {
    const stat = statSync(file);
    if (!stat.isFile()) throw new InputError(`"${file}" is not a file`);
    size = stat.size;
  } catch (e) {
    if (e instanceof InputError) throw e;
    throw new InputError(`cannot read "${file}": ${systemReason(e)}`);
  }
  if (size > MAX_DEFINITION_BYTES) {
    throw new InputError(`definition is ${size} bytes; the limit is ${MAX_DEFINITION_BYTES}`, {
      file,
      line: 1,
      column: 1,
    });
  }
  return readFileSync(file, 'utf8');
}

/** The variant `check` gives, compiled once per `key`; its first problem thrown where it gives none. */
function cachedLoad(
  key: string,
  check: () => { problems: readonly InputError[]; result: LoadedVariant | null },
): LoadedVariant {
  const hit = cache.get(key);
  if (hit) return hit;
  const { problems, result } = check();
  if (!result) throw problems[0]!;
  cache.set(key, result);
  return result;
}

const loadIniSection = (file: string, section: string): LoadedVariant =>
  cachedLoad(`${resolve(file)}:${section}`, () => checkIniSection(readDefinitionFile(file), file, section));

/**
 * A built-in as the one-line variants.ini `[NAME:NAME]` imports it (docs/variants-ini.md): its keys as
 * fsf-builtins.ts writes them, a refused one's reasons located in that line.
 */
export function checkBuiltin(name: string): ReturnType<typeof checkIniSection> {
  return checkIniSection(`[${name}:${name}]\n`, `built-in ${name}`, name);
}

const loadBuiltin = (name: string): LoadedVariant => cachedLoad(`builtin:${name}`, () => checkBuiltin(name));

const loadDiagram = (file: string, index: number): LoadedVariant =>
  cachedLoad(`${resolve(file)}#${index}`, () => {
    const diagrams = checkDiagrams(readDefinitionFile(file), file);
    const chosen = diagrams[index - 1];
    if (!chosen)
      throw new InputError(`"${file}" has ${diagrams.length} interactive diagram(s), not a diagram ${index}`);
    return chosen;
  });
