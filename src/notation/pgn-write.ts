/**
 * Writing a record as PGN in the standard's export form: the tag pairs in the record's order (a start
 * position the tags do not give gets [SetUp "1"] and [FEN "..."]), a blank line, the movetext with move
 * numbers (a start with Black to move begins "N..."; so does a Black move after a comment), comments in
 * braces, the result, lines of at most 79 characters. What PGN cannot hold is refused, never altered
 * (a tag name that is not a word, a move that is not one token, a "}" in a comment), except line breaks
 * in a tag value, which become spaces: a tag pair is one line.
 */
import { InputError } from '../errors.js';
import { quote } from '../printable.js';
import { bareMove, isCommentSpace } from './pgn.js';
import type { RecordResult, WritableRecord } from './records/record.js';
import { collapseSpaces, escapeUnits, mapUnits } from './records/text.js';

/** Movetext lines are at most this long (the PGN standard's export format). */
const LINE_LENGTH = 79;

const RESULT_TEXTS: readonly string[] = ['1-0', '0-1', '1/2-1/2', '*'];

/** Who moves first and the number of the first move, from a FEN's second and sixth fields. */
export function startNumbering(start: { text: string } | null | undefined): { black: boolean; fullmove: number } {
  const fields = start?.text.trim().split(/\s+/) ?? [];
  const fullmove = Number.parseInt(fields[5] ?? '', 10);
  return { black: fields[1] === 'b', fullmove: Number.isInteger(fullmove) && fullmove > 0 ? fullmove : 1 };
}

/** Each move's ply (from 1) and its number as PGN writes it ("12." for White, "12..." for Black). */
export function numberedMoves<M extends { text: string }>(record: {
  start?: { text: string } | null;
  moves: readonly M[];
}): { ply: number; number: string; move: M }[] {
  const { black, fullmove } = startNumbering(record.start);
  const offset = black ? 1 : 0;
  return record.moves.map((move, k) => {
    const index = k + offset;
    return { ply: k + 1, number: `${fullmove + Math.floor(index / 2)}${index % 2 === 0 ? '.' : '...'}`, move };
  });
}

const lineBreakToSpace = (c: number): number => (c === 10 || c === 13 ? 32 : c);
const escapeValue = (value: string): string => escapeUnits(mapUnits(value, lineBreakToSpace), '"\\');

function tagLines(record: WritableRecord): string[] {
  const tags = [...(record.tags ?? [])];
  const named = (name: string): boolean => tags.some((t) => t.name.toLowerCase() === name);
  if (record.start && !named('fen')) {
    if (!named('setup')) tags.push({ name: 'SetUp', value: '1' });
    tags.push({ name: 'FEN', value: record.start.text });
  }
  return tags.map(({ name, value }) => {
    if (!/^[A-Za-z0-9_]+$/.test(name))
      throw new InputError(`tag name "${name}" cannot be written in PGN: letters, digits and "_" only`);
    return `[${name} "${escapeValue(value)}"]`;
  });
}

/** A move as one PGN token: the characters of SAN and the coordinate forms, and not a number or a result. */
function checkMove(text: string, ply: number): void {
  // bareMove: a move the reader would read otherwise ("e5ep" as e5) is not written.
  if (
    /^[A-Za-z0-9+#=:/@>_,-]+$/.test(text) &&
    !/^[0-9]+$/.test(text) &&
    !RESULT_TEXTS.includes(text) &&
    bareMove(text) === text
  )
    return;
  throw new InputError(
    `move ${ply} ${quote(text)} cannot be written in PGN: one token of letters, digits and - + # = : / @ > _`,
  );
}

function commentText(comment: string, ply: number): string {
  if (comment.includes('}'))
    throw new InputError(`the comment after move ${ply} cannot be written in PGN: it holds "}"`);
  return `{${collapseSpaces(comment, isCommentSpace)}}`;
}

/** The movetext's words: move numbers, moves, comments (a word each), the result. */
function movetextWords(record: WritableRecord, result: RecordResult): string[] {
  const words: string[] = [];
  let afterComment = false;
  for (const { ply, number, move } of numberedMoves(record)) {
    checkMove(move.text, ply);
    const white = !number.endsWith('...');
    words.push(white || ply === 1 || afterComment ? `${number} ${move.text}` : move.text);
    const comments = (move.comments ?? []).filter((c) => c.trim() !== '');
    for (const c of comments) words.push(commentText(c, ply));
    afterComment = comments.length > 0;
  }
  words.push(result);
  return words;
}

/** Words joined by spaces into lines of at most LINE_LENGTH (a longer word alone on its line; comments broken at spaces). */
function wrap(words: readonly string[]): string[] {
  const lines: string[] = [];
  let line = '';
  const add = (word: string): void => {
    if (line && line.length + 1 + word.length > LINE_LENGTH) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  };
  for (const word of words) {
    if (word.startsWith('{') && word.length > LINE_LENGTH) for (const part of word.split(' ')) add(part);
    else add(word);
  }
  if (line) lines.push(line);
  return lines;
}

/** The record as PGN text, ending with a line feed. */
export function writePgn(record: WritableRecord): string {
  const tagged = record.tags?.find((t) => t.name.toLowerCase() === 'result')?.value;
  const result = (record.result?.text ??
    (tagged !== undefined && RESULT_TEXTS.includes(tagged.trim()) ? tagged.trim() : '*')) as RecordResult;
  const tags = tagLines(record);
  const movetext = wrap(movetextWords(record, result));
  return `${tags.length > 0 ? `${tags.join('\n')}\n\n` : ''}${movetext.join('\n')}\n`;
}
