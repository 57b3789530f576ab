/**
 * Reading variant definition files (YAML or JSON) into compiled variants, with every problem reported
 * as file:line:column. Variants are named by id (a file in templates/) or by path.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { basename, dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LineCounter, isMap, isPair, isScalar, parseDocument, visit, type Document, type Node } from 'yaml';
import type { ZodError } from 'zod';
import { compileVariant, type Variant } from '../engine/variant.js';
import type { VariantSpec } from '../engine/spec.js';
import { InputError, formatPath } from '../errors.js';
import { startPosition } from '../engine/start.js';
import { FenError, parseFen, toFen } from '../notation/fen.js';
import { compileCollecting, DefinitionProblem, type FieldPath } from './compile.js';
import { definitionSchema, type DefinitionFile } from './schema.js';
import { ImportProblems, importSection, type ImportedDefinition } from './fsf-import.js';
import { parseIni } from './ini.js';

export const TEMPLATES_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../templates');
export const MAX_DEFINITION_BYTES = 1 << 20;
const EXTENSIONS = ['.yaml', '.yml', '.json'];

export interface LoadedVariant {
  variant: Variant;
  file: string;
  definition: DefinitionFile;
}

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
  if (existsSync(nameOrPath) && statSync(nameOrPath).isFile()) return nameOrPath;
  const known = templateIds(dir);
  throw new InputError(`unknown variant "${nameOrPath}": not an id in templates/ (${known.join(', ') || 'none'}) nor a file`);
}

const cache = new Map<string, LoadedVariant>();

/** `FILE.ini:SECTION`: a section of a Fairy-Stockfish variants.ini, or null for any other name. */
export function iniReference(nameOrPath: string): { file: string; section: string } | null {
  const m = /^(.+\.ini):([^:/\\]+)$/i.exec(nameOrPath);
  return m ? { file: m[1]!, section: m[2]! } : null;
}

/**
 * A variant by template id, definition file or `FILE.ini:SECTION` (a section of a Fairy-Stockfish
 * variants.ini, imported as docs/variants-ini.md says).
 */
export function loadVariant(nameOrPath: string): LoadedVariant {
  const ini = iniReference(nameOrPath);
  if (ini) return loadIniSection(ini.file, ini.section);
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
    throw new InputError(`cannot read "${file}": ${(e as NodeJS.ErrnoException).code ?? 'unreadable'}`);
  }
  if (size > MAX_DEFINITION_BYTES) {
    throw new InputError(`definition is ${size} bytes; the limit is ${MAX_DEFINITION_BYTES}`, { file, line: 1, column: 1 });
  }
  return readFileSync(file, 'utf8');
}

function loadIniSection(file: string, section: string): LoadedVariant {
  const key = `${resolve(file)}:${section}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const { problems, result } = checkIniSection(readDefinitionFile(file), file, section);
  if (!result) throw problems[0]!;
  cache.set(key, result);
  return result;
}

/**
 * One section of a variants.ini text imported and compiled, or every problem found: the importer's at
 * the ini key they concern, the definition's at the key its field was made from.
 */
export function checkIniSection(
  text: string,
  file: string,
  section: string,
): { problems: InputError[]; result: LoadedVariant | null; imported?: ImportedDefinition } {
  let imported: ImportedDefinition;
  try {
    imported = importSection(parseIni(text, file), section, file);
  } catch (e) {
    if (e instanceof ImportProblems) return { problems: e.problems, result: null };
    if (e instanceof InputError) return { problems: [e], result: null };
    throw e;
  }
  const compiled = compileData(imported.definition, `${file}:${section}`);
  if ('variant' in compiled) return { problems: [], result: compiled, imported };
  const located = (path: FieldPath, message: string, offset: number | null): InputError => {
    for (let n = path.length; n > 0; n--) {
      const source = imported.sources.get(formatPath(path.slice(0, n)));
      if (!source) continue;
      // An offset inside the start position counts in the placement, which the import keeps as written.
      const column = source.at.column + (offset !== null && source.key === 'startFen' && offset < source.value.indexOf(' ') ? offset : 0);
      return new InputError(`${formatPath(path)} (from key "${source.key}"): ${message}`, { ...source.at, column });
    }
    return new InputError(`${formatPath(path)}: ${message}`, { file, line: 1, column: 1 });
  };
  if (compiled.schema) {
    return { problems: compiled.schema.issues.map((i) => located(i.path.filter((p): p is string | number => typeof p !== 'symbol'), i.message, null)), result: null };
  }
  return { problems: compiled.problems.map((p) => located(p.path, p.message, p.offset)), result: null };
}

/** Parses, checks and compiles a definition; throws the first problem as an InputError. */
export function loadDefinitionText(text: string, file: string): LoadedVariant {
  const { problems, result } = checkDefinitionText(text, file);
  if (!result) throw problems[0]!;
  return result;
}

/** Every problem found in a definition, or the compiled variant. */
export function checkDefinitionText(text: string, file: string): { problems: InputError[]; result: LoadedVariant | null } {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true, logLevel: 'error' });
  const at = (offset: number): { file: string; line: number; column: number } => {
    const p = lineCounter.linePos(offset);
    return { file, line: p.line, column: p.col };
  };
  if (doc.errors.length > 0) {
    return {
      problems: doc.errors.map((e) => new InputError(`YAML syntax: ${e.message.split('\n')[0]}`, at(e.pos[0]))),
      result: null,
    };
  }
  // Keys must be plain names; a collection as a key would be silently stringified.
  const badKeys: InputError[] = [];
  visit(doc, {
    Pair(_, pair) {
      if (pair.key !== null && !isScalar(pair.key)) {
        const key = pair.key as Node;
        badKeys.push(new InputError('a key must be a plain name, not a list or mapping', at(key.range?.[0] ?? 0)));
      }
    },
  });
  if (badKeys.length > 0) return { problems: badKeys, result: null };
  let data: unknown;
  try {
    data = doc.toJS({ maxAliasCount: 1000 });
  } catch (e) {
    return { problems: [new InputError(`YAML: ${(e as Error).message}`, at(0))], result: null };
  }
  const compiled = compileData(data, file);
  if ('variant' in compiled) return { problems: [], result: compiled };
  if (compiled.schema) return { problems: zodProblems(compiled.schema, doc, at), result: null };
  return {
    problems: compiled.problems.map((p) => {
      const node = nodeAt(doc, p.path);
      let offset = node?.range?.[0] ?? 0;
      if (p.offset !== null && isScalar(node) && typeof node.value === 'string') {
        const quoted = node.type === 'QUOTE_DOUBLE' || node.type === 'QUOTE_SINGLE' ? 1 : 0;
        offset += quoted + p.offset;
      }
      return new InputError(`${formatPath(p.path)}: ${p.message}`, at(offset), formatPath(p.path));
    }),
    result: null,
  };
}

/**
 * Definition data (from any file format) checked against the schema, compiled and its setup read as a
 * position: the variant, or the schema's complaints, or every problem at its field path.
 */
export function compileData(data: unknown, file: string): LoadedVariant | { schema: ZodError | null; problems: DefinitionProblem[] } {
  const parsed = definitionSchema.safeParse(data);
  if (!parsed.success) return { schema: parsed.error, problems: [] };
  const fallbackId = basename(file, extname(file)).toLowerCase().replace(/[^a-z0-9-]/g, '-');
  const found: DefinitionProblem[] = [];
  let spec: VariantSpec | null = null;
  try {
    spec = compileCollecting(parsed.data, fallbackId, found);
  } catch (e) {
    if (!(e instanceof DefinitionProblem)) throw e;
    found.push(e);
  }
  if (spec) spec.definitionFile = basename(file);
  const variant = found.length === 0 && spec ? compileVariant(spec) : null;
  const unreachable = variant ? setupPositionProblem(variant) : null;
  if (unreachable) found.push(unreachable);
  if (found.length > 0 || !variant) return { schema: null, problems: found };
  return { variant, file, definition: parsed.data };
}

/**
 * The setup as a position must be one the rules can reach too (its rights, the side to move): it is read
 * as the position text it is, the fields it leaves out as the start has them, so a problem is located.
 */
function setupPositionProblem(v: Variant): DefinitionProblem | null {
  const given = v.spec.setupText.trim().split(/\s+/);
  const start = toFen(startPosition(v)).split(' ');
  try {
    parseFen(v, [...given, ...start.slice(given.length)].join(' '));
    return null;
  } catch (e) {
    if (!(e instanceof FenError)) throw e;
    // Fields the setup leaves out are filled in; a problem there is located at the position's start.
    return new DefinitionProblem(['setup', 'position'], e.message, e.column <= v.spec.setupText.length ? e.column - 1 : null);
  }
}

/** The deepest node of the document on the way to `path`. */
function nodeAt(doc: Document, path: FieldPath): Node | null {
  let node: unknown = doc.contents;
  let last: Node | null = (doc.contents as Node | null) ?? null;
  for (const key of path) {
    if (!node || typeof node !== 'object' || !('get' in node)) break;
    const next = (node as { get(k: unknown, keep: boolean): unknown }).get(key, true);
    if (next === undefined) break;
    node = next;
    if (next && typeof next === 'object' && 'range' in next) last = next as Node;
  }
  return last;
}

function zodProblems(error: ZodError, doc: Document, at: (o: number) => { file: string; line: number; column: number }): InputError[] {
  return error.issues.map((issue) => {
    const path = issue.path.filter((p): p is string | number => typeof p !== 'symbol');
    let node = nodeAt(doc, path);
    let shown = path;
    if (issue.code === 'unrecognized_keys' && isMap(node)) {
      const key = issue.keys[0];
      const pair = node.items.find((it) => isPair(it) && isScalar(it.key) && it.key.value === key);
      if (pair && isPair(pair) && isScalar(pair.key)) node = pair.key as Node;
      shown = [...path, key ?? ''];
      return new InputError(`${formatPath(shown) || '(top)'}: unknown field "${key}"`, at(node?.range?.[0] ?? 0), formatPath(shown));
    }
    const where = formatPath(shown) || '(top)';
    return new InputError(`${where}: ${issue.message}`, at(node?.range?.[0] ?? 0), where);
  });
}
