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
