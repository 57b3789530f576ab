/**
 * Text from records, definitions and arguments made safe to show on a terminal: control characters
 * (C0 but tab, DEL, C1) and the invisible marks that reorder or hide text (bidirectional overrides and
 * isolates) are written as escapes, so an escape sequence in a tag value cannot clear the screen,
 * move the cursor or fake a line of output.
 */
const UNSAFE = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

const NAMED: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\u001b': '\\e' };

const escapeChar = (c: string): string => {
  const code = c.charCodeAt(0);
  return (
    NAMED[c] ?? (code < 0x100 ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`)
  );
};

const UNSAFE_OR_TAB = new RegExp(`\\t|${UNSAFE.source}`, 'g');

/**
 * The first character of a text that cannot be shown as it is (see UNSAFE), with its offset and what it
 * is; tab and line feed pass where `layout` allows them (prose over several lines, an ini line's blanks).
 */
export function unsafeCharacter(text: string, layout: boolean): { offset: number; message: string } | null {
  const search = UNSAFE_OR_TAB;
  search.lastIndex = 0;
  for (let m = search.exec(text); m; m = search.exec(text)) {
    if (layout && (m[0] === '\n' || m[0] === '\t')) continue;
    const code = m[0].charCodeAt(0);
    const kind = code < 0xa0 ? 'a control character' : 'an invisible formatting mark';
    return {
      offset: m.index,
      message: `U+${code.toString(16).toUpperCase().padStart(4, '0')} (${kind}) cannot be in a name or text shown to players`,
    };
  }
  return null;
}

/** One line of text for people: every unsafe character escaped (a line feed too). */
export function printable(text: string): string {
  return text.replace(UNSAFE, escapeChar);
}

/**
 * JSON text with the characters a terminal could act on written as \u escapes: JSON.stringify already
 * escapes C0 controls; DEL, C1 controls and the bidirectional marks are valid raw, and are escaped here.
 */
export function terminalSafeJson(json: string): string {
  return json.replace(
    /[\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** How many characters of an input text a message quotes. */
export const QUOTE_LIMIT = 40;

/** Input shown in a message: made printable and cut to `limit` characters, with "…" where it was cut. */
export function shortened(text: string, limit = QUOTE_LIMIT): string {
  if (text.length <= limit) return printable(text);
  // Not cut between the two halves of a surrogate pair.
  const end = /[\ud800-\udbff]/.test(text[limit - 1]!) ? limit - 1 : limit;
  return `${printable(text.slice(0, end))}…`;
}

/**
 * Input quoted in a message: in double quotes, shortened, with its length when it was cut, so a token
 * of megabytes does not make a message of megabytes.
 */
export function quote(text: string, limit = QUOTE_LIMIT): string {
  return text.length <= limit ? `"${printable(text)}"` : `"${shortened(text, limit)}" (${text.length} characters)`;
}

/** Names listed in a message: the first `limit`, each shortened, then how many more. */
export function listed(names: readonly string[], limit = 20): string {
  const shown = names.slice(0, limit).map((n) => shortened(n));
  return names.length > limit ? `${shown.join(' ')} and ${names.length - limit} more` : shown.join(' ');
}
