/**
 * A definition's text checked and compiled, with every problem located at line:column. No file access:
 * the studio page runs this in the browser as the definition is typed, as `fairyprint check` does.
 * A section of a Fairy-Stockfish variants.ini is a definition text too (checkIniSection).
 */
import {
  type Document,
  isCollection,
  isMap,
  isPair,
  isScalar,
  Lexer,
  LineCounter,
  type Node,
  parseDocument,
  visit,
  type YAMLError,
} from 'yaml';
import type { ZodError } from 'zod';
import { compileVariant } from '../engine/rules/index.js';
import type { VariantSpec } from '../engine/spec.js';
import { startPosition } from '../engine/start.js';
import type { Variant } from '../engine/variant.js';
import { formatPath, InputError, type SourceLocation } from '../errors.js';
import { FenError, parseFen, toFen } from '../notation/fen.js';
import { quote, shortened } from '../printable.js';
import { compileCollecting, DefinitionProblem, type FieldPath, unsafeTextProblems } from './compile.js';
import { type ImportedDefinition, ImportProblems, importSection } from './fsf-import.js';
import { parseIni } from './ini.js';
import { type DefinitionFile, definitionSchema } from './schema.js';

export interface LoadedVariant {
  variant: Variant;
  file: string;
  definition: DefinitionFile;
}

/** The last part of a path, "/" or "\\" separated (node:path is not there in a browser). */
const baseName = (file: string): string => file.slice(Math.max(file.lastIndexOf('/'), file.lastIndexOf('\\')) + 1);

/** Parses, checks and compiles a definition; throws the first problem as an InputError. */
export function loadDefinitionText(text: string, file: string): LoadedVariant {
  const { problems, result } = checkDefinitionText(text, file);
  if (!result) throw problems[0]!;
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
      const column =
        source.at.column +
        (offset !== null && source.key === 'startFen' && offset < source.value.indexOf(' ') ? offset : 0);
      return new InputError(`${shownPath(path)} (from key "${source.key}"): ${message}`, { ...source.at, column });
    }
    return new InputError(`${shownPath(path)}: ${message}`, { file, line: 1, column: 1 });
  };
  const issues = compiled.schema?.issues ?? [];
  return {
    problems: capped([
      ...issues.map((i) => () => located(zodPath(i.path), plainWords(i.message, i.path.length === 0), null)),
      ...compiled.problems.map((p) => () => located(p.path, p.message, p.offset)),
    ]),
    result: null,
  };
}

/** Problems reported at most; a file dense with errors would otherwise take long to list them all. */
export const MAX_PROBLEMS = 100;

/**
 * The first MAX_PROBLEMS problems and, in place of the rest, one that says how many more there are (at
 * the first of them). Only those are located, which costs time of its own.
 */
function capped(problems: readonly (() => InputError)[]): InputError[] {
  const shown = problems.slice(0, MAX_PROBLEMS).map((locate) => locate());
  if (problems.length > MAX_PROBLEMS) {
    const next = problems[MAX_PROBLEMS]!();
    shown.push(new InputError(`and ${problems.length - MAX_PROBLEMS} more problems`, next.location, next.path));
  }
  return shown;
}

/** A field path for a message: its names (keys as written, which may be long) shortened. */
const shownPath = (path: FieldPath): string => formatPath(path.map((p) => (typeof p === 'string' ? shortened(p) : p)));

const zodPath = (path: readonly PropertyKey[]): FieldPath =>
  path.filter((p): p is string | number => typeof p !== 'symbol');

/** Every problem found in a definition, or the compiled variant. */
export function checkDefinitionText(
  text: string,
  file: string,
): { problems: InputError[]; result: LoadedVariant | null } {
  const lineCounter = new LineCounter();
  const at = (offset: number): { file: string; line: number; column: number } => {
    const p = lineCounter.linePos(offset);
    return { file, line: p.line, column: p.col };
  };
  const flow = flowProblem(text);
  if (flow) {
    lineCounter.addNewLine(0);
    for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) lineCounter.addNewLine(i + 1);
    const where = at(flow.offset);
    return { problems: [flow.kind === 'deep' ? tooDeep(where) : new InputError(flow.message, where)], result: null };
  }
  const doc = parseYaml(text, lineCounter);
  const syntax = firstYamlError(doc.errors);
  if (syntax) {
    const where = at(syntax.pos[0]);
    // The parser reports its own stack overflow (V8's "Maximum call stack size exceeded") as an error.
    if (/call stack/i.test(syntax.message)) return { problems: [tooDeep(where)], result: null };
    return { problems: [new InputError(yamlSyntaxMessage(syntax), where)], result: null };
  }
  const deep = tooDeepNode(doc);
  if (deep) return { problems: [tooDeep(at(deep.range?.[0] ?? 0))], result: null };
  const badKeys = keyProblems(doc);
  if (badKeys.length > 0)
    return {
      problems: capped(
        badKeys.map(
          ({ message, offset }) =>
            () =>
              new InputError(message, at(offset)),
        ),
      ),
      result: null,
    };
  let data: unknown;
  try {
    data = doc.toJS({ maxAliasCount: 1000 });
  } catch (e) {
    return { problems: [new InputError(`YAML: ${(e as Error).message}`, at(0))], result: null };
  }
  const compiled = compileData(data, file);
  if ('variant' in compiled) return { problems: [], result: compiled };
  const issues = compiled.schema?.issues ?? [];
  return {
    problems: capped([
      // Zod puts every unknown key of a mapping in one issue: each is a problem of its own.
      ...issues.flatMap((issue) =>
        issue.code === 'unrecognized_keys'
          ? issue.keys.map((key) => () => zodProblem({ ...issue, keys: [key] }, doc, at))
          : [() => zodProblem(issue, doc, at)],
      ),
      ...compiled.problems.map((p) => () => {
        const path = shownPath(p.path);
        return new InputError(`${path}: ${p.message}`, at(sourceOffset(nodeAt(doc, p.path), p.offset, text)), path);
      }),
    ]),
    result: null,
  };
}

/**
 * Where in the text a problem at `offset` in a node's value is: inside the scalar when its value is
 * written as it reads (plain or quoted without escapes), else at the node.
 */
function sourceOffset(node: Node | null, offset: number | null, text: string): number {
  const start = node?.range?.[0] ?? 0;
  if (offset === null || !isScalar(node) || typeof node.value !== 'string') return start;
  const quoted = node.type === 'QUOTE_DOUBLE' || node.type === 'QUOTE_SINGLE' ? 1 : 0;
  const written = text.slice(start + quoted, start + quoted + node.value.length);
  return written === node.value ? start + quoted + offset : start;
}

/**
 * Definition data (from any file format) checked against the schema, compiled and its setup read as a
 * position: the variant, or the schema's complaints, or every problem at its field path.
 */
export function compileData(
  data: unknown,
  file: string,
): LoadedVariant | { schema: ZodError | null; problems: DefinitionProblem[] } {
  const unsafe = unsafeTextProblems(data);
  const parsed = definitionSchema.safeParse(data);
  if (!parsed.success) return { schema: parsed.error, problems: unsafe };
  if (unsafe.length > 0) return { schema: null, problems: unsafe };
  const base = baseName(file);
  const fallbackId = base
    .replace(/(?!^)\.[^.]*$/, '')
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, '-');
  const found: DefinitionProblem[] = [];
  let spec: VariantSpec | null = null;
  try {
    spec = compileCollecting(parsed.data, fallbackId, found);
  } catch (e) {
    if (!(e instanceof DefinitionProblem)) throw e;
    found.push(e);
  }
  if (spec) spec.definitionFile = base;
  const variant = found.length === 0 && spec ? compileVariant(spec) : null;
  const unreachable = variant ? setupPositionProblem(variant) : null;
  if (unreachable) found.push(unreachable);
  if (found.length > 0 || !variant) return { schema: null, problems: found };
  return { variant, file, definition: parsed.data };
}

/** Flow brackets that close nothing open before the text is taken as not YAML at all. */
const MAX_STRAY_CLOSERS = 1000;
/** Flow brackets open at once before the lexer refuses the text (the parser's own check, at MAX_NESTING levels of any kind, names smaller excesses). */
const MAX_FLOW_DEPTH = 1000;
/** Values a definition may hold: ECROS, the largest template, has 682. */
const MAX_VALUES = 20_000;

/**
 * A cheap first look with the YAML lexer, in little memory: flow collections ([ ], { }) nested deeper
 * than any definition needs, a text dense with brackets that close nothing, or more values than any
 * definition needs, are refused here, since the parser would build every level, value and error (hundreds
 * of MB for a 1 MiB text) only to be refused. A text with fewer stray brackets goes to the parser, which
 * names its first error.
 */
function flowProblem(text: string): { kind: 'deep' | 'stray' | 'values'; offset: number; message: string } | null {
  const open: string[] = [];
  let offset = 0;
  let stray = 0;
  let firstStray = -1;
  let values = 0;
  for (const token of new Lexer().lex(text)) {
    if (token === SCALAR_MARKER && ++values > MAX_VALUES)
      return {
        kind: 'values',
        offset,
        message: `a definition holds at most ${MAX_VALUES.toLocaleString('en')} values (ECROS, the largest template, has 682): this is one more`,
      };
    // The lexer's own markers (document, scalar, flow end) stand for no text.
    if (token.length === 1 && LEXER_MARKERS.includes(token)) continue;
    if (token === '[' || token === '{') {
      open.push(token);
      if (open.length > MAX_FLOW_DEPTH) return { kind: 'deep', offset, message: '' };
    } else if (token === ']' || token === '}') {
      if (open.pop() !== (token === ']' ? '[' : '{')) {
        if (firstStray < 0) firstStray = offset;
        if (++stray > MAX_STRAY_CLOSERS)
          return {
            kind: 'stray',
            offset: firstStray,
            message: `not YAML: more than ${MAX_STRAY_CLOSERS.toLocaleString('en')} brackets close no bracket of their kind, the first here`,
          };
      }
    }
    offset += token.length;
  }
  return null;
}

const SCALAR_MARKER = '\u001f';
const LEXER_MARKERS = ['\u0002', '\u0018', SCALAR_MARKER];

/**
 * The YAML parser's document, with its errors made without stack traces (a text dense with errors
 * makes one per token, and each trace costs more than the parse) and without its check of unique keys,
 * which compares each key with every one before it: keyProblems checks them in linear time.
 */
function parseYaml(text: string, lineCounter: LineCounter): Document {
  const traces = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    return parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: false, logLevel: 'error' });
  } finally {
    Error.stackTraceLimit = traces;
  }
}

/**
 * Keys must be plain names (a collection as a key would be silently stringified), each once in its
 * mapping (as JavaScript reads them: 1 and "1" are the same key).
 */
function keyProblems(doc: Document): { message: string; offset: number }[] {
  const problems: { message: string; offset: number }[] = [];
  visit(doc, {
    Map(_, map) {
      const seen = new Set<string>();
      for (const pair of map.items) {
        const key = pair.key as Node | null;
        if (key === null) continue;
        const offset = key.range?.[0] ?? 0;
        if (!isScalar(key)) problems.push({ message: 'a key must be a plain name, not a list or mapping', offset });
        else if (seen.has(String(key.value)))
          problems.push({
            message: `YAML syntax: the key ${quote(String(key.value))} is given twice in this mapping`,
            offset,
          });
        else seen.add(String(key.value));
      }
    },
  });
  return problems;
}

/** Lists and mappings nested deeper than this are refused (definitions need a handful of levels). */
const MAX_NESTING = 64;

function tooDeep(where: { file: string; line: number; column: number }): InputError {
  return new InputError(
    `the nesting is too deep: lists and mappings may be nested ${MAX_NESTING} levels at most`,
    where,
  );
}

/** The first collection nested deeper than MAX_NESTING, found without recursion (so without its limits). */
function tooDeepNode(doc: Document): Node | null {
  const stack: [unknown, number][] = [[doc.contents, 1]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (!isCollection(node)) continue;
    if (depth > MAX_NESTING) return node;
    for (const item of node.items) {
      if (isPair(item)) stack.push([item.key, depth + 1], [item.value, depth + 1]);
      else stack.push([item, depth + 1]);
    }
  }
  return null;
}

/** Codes of the YAML parser's errors that come of a line indented more or less than its neighbours. */
const INDENTATION_ERRORS = new Set([
  'BAD_INDENT',
  'TAB_AS_INDENT',
  'BLOCK_AS_IMPLICIT_KEY',
  'MULTILINE_IMPLICIT_KEY',
  'MISSING_CHAR',
]);

/** The parser's first error: the ones after it mostly follow from it (a slipped line makes one per line below). */
function firstYamlError(errors: readonly YAMLError[]): YAMLError | null {
  return errors.reduce<YAMLError | null>((first, e) => (first === null || e.pos[0] < first.pos[0] ? e : first), null);
}

function yamlSyntaxMessage(e: YAMLError): string {
  const said = e.message.split('\n')[0]!;
  if (!INDENTATION_ERRORS.has(e.code) || (e.code === 'MISSING_CHAR' && !/indicator/.test(said)))
    return `YAML syntax: ${said}`;
  return `YAML indentation: this line or the one after it is indented more or less than the lines around it (${said})`;
}

/**
 * The setup as a position must be one the rules can reach too (its rights, the side to move): it is read
 * as the position text it is, the fields it leaves out as the start has them, so a problem is located.
 */
function setupPositionProblem(v: Variant): DefinitionProblem | null {
  const given = v.spec.setupText.trim().split(/\s+/);
  const start = toFen(startPosition(v)).split(' ');
  // A setup holds no check counts (the start has all checks to give): the fields it may give follow.
  if (v.checkCount > 0) start.splice(4, 1);
  try {
    parseFen(v, [...given, ...start.slice(given.length)].join(' '));
    return null;
  } catch (e) {
    if (!(e instanceof FenError)) throw e;
    // Fields the setup leaves out are filled in; a problem there is located at the position's start.
    return new DefinitionProblem(
      ['setup', 'position'],
      e.message,
      e.column <= v.spec.setupText.length ? e.column - 1 : null,
    );
  }
}

/** Where a field of a definition's text stands (its value, or the deepest node found on the way to it). */
export function fieldLocation(text: string, file: string, path: FieldPath): SourceLocation {
  const lineCounter = new LineCounter();
  const at = lineCounter.linePos(nodeAt(parseYaml(text, lineCounter), path)?.range?.[0] ?? 0);
  return { file, line: at.line, column: at.col };
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

function zodProblem(
  issue: ZodError['issues'][number],
  doc: Document,
  at: (o: number) => { file: string; line: number; column: number },
): InputError {
  const path = zodPath(issue.path);
  let node = nodeAt(doc, path);
  if (issue.code === 'unrecognized_keys' && isMap(node)) {
    const key = issue.keys[0];
    const pair = node.items.find((it) => isPair(it) && isScalar(it.key) && it.key.value === key);
    if (pair && isPair(pair) && isScalar(pair.key)) node = pair.key as Node;
    const shown = shownPath([...path, key ?? '']);
    return new InputError(`${shown}: unknown field ${quote(key ?? '')}`, at(node?.range?.[0] ?? 0), shown);
  }
  const where = shownPath(path) || '(top)';
  return new InputError(`${where}: ${plainWords(issue.message, path.length === 0)}`, at(node?.range?.[0] ?? 0), where);
}

/** What the schema's kinds of value are called in messages. */
const KINDS: Record<string, string> = {
  string: 'a text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  object: 'a map of keys',
  array: 'a list',
  null: 'nothing',
  undefined: 'nothing',
};

/**
 * The schema checker's message in plain words ("Invalid input: expected object, received null" says
 * little to someone writing a definition); a message it has no plain words for is kept as it is.
 */
export function plainWords(message: string, top = false): string {
  const kind = (k: string): string => KINDS[k] ?? k;
  const type = /^Invalid input: expected (\w+), received (\w+)$/.exec(message);
  if (type) {
    const [, want, got] = type as unknown as [string, string, string];
    if (top && (got === 'null' || got === 'undefined'))
      return 'the definition is empty: it needs its keys (id, name, board, pieces, setup)';
    return got === 'undefined'
      ? `missing: ${kind(want)} is needed here`
      : `${kind(want)} is expected here, not ${kind(got)}`;
  }
  const size = /^Too (small|big): expected (\w+) to (?:have|be) ([<>]=?)(\d+)/.exec(message);
  if (size) {
    const [, , what, op, n] = size as unknown as [string, string, string, string, string];
    const bound = { '>=': 'at least', '>': 'more than', '<=': 'at most', '<': 'less than' }[op] ?? op;
    if (what === 'number') return `must be ${bound} ${n}`;
    const unit = what === 'array' ? 'item' : what === 'string' ? 'character' : 'entry';
    return `needs ${bound} ${n} ${unit}${n === '1' ? '' : 's'}`;
  }
  return message;
}
