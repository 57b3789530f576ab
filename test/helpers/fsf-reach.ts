/**
 * How far fairyprint reaches into what Fairy-Stockfish plays: every built-in variant (as `[t:NAME]`),
 * every section of Fairy-Stockfish's own variants.ini and of pychess-variants' (both vendored under
 * test/fixtures/), each imported or refused with its located reasons. Read by test/deep/fsf-reach.test.ts
 * (which plays the imported ones against ffish) and scripts/fsf-reach.ts (the refused list, to pick what
 * to take next).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseIni } from '../../src/definitions/ini.js';
import { checkIniSection, type LoadedVariant } from '../../src/definitions/load.js';
import type { InputError } from '../../src/errors.js';
import type { Ffish } from './ffish.js';

export type ReachSourceId = 'builtin' | 'fsf' | 'pychess';

export interface ReachSource {
  id: ReachSourceId;
  title: string;
  /** The ini file, or null for the built-ins (each its own one-line text). */
  file: string | null;
}

export const REACH_SOURCES: readonly ReachSource[] = [
  { id: 'builtin', title: "Fairy-Stockfish's built-ins (ffish.variants(), as [t:NAME])", file: null },
  { id: 'fsf', title: "Fairy-Stockfish's src/variants.ini", file: 'test/fixtures/fsf/variants.ini' },
  { id: 'pychess', title: "pychess-variants' variants.ini", file: 'test/fixtures/pychess/variants.ini' },
];

export interface ReachEntry {
  source: ReachSourceId;
  /** The built-in's or the section's name: what ffish calls the variant. */
  name: string;
  loaded: LoadedVariant | null;
  problems: InputError[];
}

/** ffish with the calls these files need (the typings of helpers/ffish.ts leave them out). */
export type FfishWithConfig = Ffish & { variants(): string; loadVariantConfig(text: string): void };

/** The names ffish lists as its built-ins (it lists them once a board has been made). */
export function ffishBuiltins(ff: FfishWithConfig): string[] {
  new ff.Board('chess').delete();
  return ff.variants().split(' ').filter(Boolean);
}

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The text of a source's ini file. */
export const sourceText = (source: ReachSource): string => readFileSync(root + source.file!, 'utf8');

/** Every entry of a source, imported or refused. */
export function reachEntries(source: ReachSource, builtins: readonly string[]): ReachEntry[] {
  if (source.file === null) {
    return builtins.map((name) => {
      const { result, problems } = checkIniSection(`[t:${name}]\n`, `[t:${name}]`, 't');
      return { source: source.id, name, loaded: result, problems };
    });
  }
  const text = sourceText(source);
  return parseIni(text, source.file).map((s) => {
    const { result, problems } = checkIniSection(text, source.file!, s.name);
    return { source: source.id, name: s.name, loaded: result, problems };
  });
}

/**
 * A source's text as loaded into ffish, every section renamed `ID-NAME` (its parent too, where it is a
 * section of the file): ffish keeps the first variant of a name it is given, and other files of the same
 * process (tests.ini, the other source) have sections of the same names.
 */
export function ffishText(source: ReachSource): string {
  const text = sourceText(source);
  const names = new Set(parseIni(text, source.file!).map((s) => s.name));
  const own = (name: string): string => (names.has(name) ? ffishName(source, name) : name);
  return text.replace(
    /^\[([^\]:]+)(?::([^\]]+))?\]/gm,
    (_, name: string, parent?: string) => `[${own(name)}${parent ? `:${own(parent)}` : ''}]`,
  );
}

/** What ffish calls an entry of a source once ffishText is loaded. */
export const ffishName = (source: ReachSource, name: string): string =>
  source.file === null ? name : `${source.id}-${name}`;

/** A problem's reason without its place and the key it names: what the refusals of many sections share. */
export function reasonOf(problem: InputError): string {
  const m = problem.message;
  const unsupported = / is not supported: (.*)$/.exec(m);
  const text = unsupported ? unsupported[1]! : m.replace(/^key "[^"]*"( \(from the built-in [^)]*\))?: /, '');
  return text.replace(/ \((built-ins|pieces:|fairyprint reads|atoms:).*$/, '');
}

/** The refused entries' reasons, most frequent first: [reason, names]. */
export function reasonsByCount(entries: readonly ReachEntry[]): [string, string[]][] {
  const by = new Map<string, string[]>();
  for (const e of entries)
    for (const reason of new Set(e.problems.map(reasonOf))) by.set(reason, [...(by.get(reason) ?? []), e.name]);
  return [...by].sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]));
}

/** A Markdown table of each source's totals: entries, imported, refused. */
export function totalsTable(
  rows: readonly { source: ReachSource; entries: readonly ReachEntry[]; extra?: string }[],
): string {
  const lines = ['| source | sections | imported | refused |', '|---|---|---|---|'];
  for (const { source, entries, extra } of rows) {
    const imported = entries.filter((e) => e.loaded).length;
    lines.push(`| ${source.title} | ${entries.length} | ${imported}${extra ?? ''} | ${entries.length - imported} |`);
  }
  return lines.join('\n');
}
