/**
 * Reading Fairy-Stockfish's variants.ini: sections `[name]` or `[name:parent]`, each a list of
 * `key = value` lines; lines starting with `#` or `;` are comments. Every key and value keeps where it
 * was written, so a problem found later is reported at its line and column.
 */
import { InputError, type SourceLocation } from '../errors.js';
import { quote, unsafeCharacter } from '../printable.js';

export interface IniEntry {
  key: string;
  value: string;
  /** Where the key starts. */
  at: SourceLocation;
  /** Where the value starts (after "= " and leading blanks). */
  valueAt: SourceLocation;
}

export interface IniSection {
  name: string;
  /** The variant inherited from (`[name:parent]`), or null. */
  parent: string | null;
  at: SourceLocation;
  /** The keys in file order; a key given twice keeps its last value, as Fairy-Stockfish reads it. */
  entries: Map<string, IniEntry>;
}

/**
 * The longest name (section, parent or key) and value read: Fairy-Stockfish's own file has names of
 * at most 33 characters and lines of at most 142; longer ones are refused, so no message quotes more.
 */
export const MAX_INI_NAME = 64;
export const MAX_INI_VALUE = 1000;

/** Parses variants.ini text into its sections, in file order. */
export function parseIni(text: string, file: string): IniSection[] {
  const sections: IniSection[] = [];
  const names = new Set<string>();
  let current: IniSection | null = null;
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = i + 1;
    const lead = raw.length - raw.trimStart().length;
    const content = raw.trim();
    if (content === '' || content.startsWith('#') || content.startsWith(';')) return;
    const at = (offset: number): SourceLocation => ({ file, line, column: offset + 1 });
    // Names and values reach printed pages and terminals: a control or bidirectional character is refused.
    const unsafe = unsafeCharacter(raw, true);
    if (unsafe) throw new InputError(unsafe.message, at(unsafe.offset));
    if (content.startsWith('[')) {
      const m = /^\[([^\]:\s]+)(?::([^\]\s]+))?\]$/.exec(content);
      if (!m) throw new InputError('a section header is "[name]" or "[name:parent]"', at(lead));
      const [name, parent] = [m[1]!, m[2] ?? ''];
      if (name.length > MAX_INI_NAME || parent.length > MAX_INI_NAME) {
        const long = name.length > MAX_INI_NAME ? name : parent;
        throw new InputError(
          `a section name is at most ${MAX_INI_NAME} characters, not ${long.length}`,
          at(lead + 1 + (long === name ? 0 : name.length + 1)),
        );
      }
      if (names.has(m[1]!)) throw new InputError(`section ${quote(m[1]!)} is defined twice`, at(lead + 1));
      names.add(m[1]!);
      current = { name: m[1]!, parent: m[2] ?? null, at: at(lead), entries: new Map() };
      sections.push(current);
      return;
    }
    const eq = raw.indexOf('=');
    if (eq < 0) throw new InputError('expected "key = value", a "[section]" header or a # comment', at(lead));
    if (!current) throw new InputError('a key before the first [section]', at(lead));
    const key = raw.slice(0, eq).trim();
    if (key.length > MAX_INI_NAME)
      throw new InputError(`a key is at most ${MAX_INI_NAME} characters, not ${key.length}`, at(lead));
    if (!/^[A-Za-z][A-Za-z0-9]*$/.test(key)) throw new InputError(`${quote(key)} is not a key name`, at(lead));
    const after = raw.slice(eq + 1);
    const valueStart = eq + 1 + (after.length - after.trimStart().length);
    if (after.trim().length > MAX_INI_VALUE)
      throw new InputError(
        `a value is at most ${MAX_INI_VALUE} characters, not ${after.trim().length}`,
        at(valueStart),
      );
    (current as IniSection).entries.set(key, { key, value: after.trim(), at: at(lead), valueAt: at(valueStart) });
  });
  return sections;
}
