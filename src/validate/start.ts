/**
 * What a game record says about its variant and start position:
 *   [Variant "..."]       a template id (ecros, chess-legions), a variant's name ("Chess Legions"), a
 *                         definition file relative to the record, or a common name of orthodox chess
 *                         (Standard, Chess, From Position) or of another template's (Fischerandom for
 *                         Chess960); no tag: orthodox chess.
 *   [VariantDefinition "..."]  the definition itself, packed (definitions/packed.ts): it wins over the
 *                         Variant tag, which then only names it (a game of a variant written in the studio).
 *   [FEN "..."]           any position in the project's FEN dialect ([SetUp "1"] customarily beside it): the
 *                         record's start (GameRecord.start), as other formats give theirs.
 *   [WhiteSetup "..."]    a free setup (ECROS): the side's setup ranks as they stand in a FEN, top rank
 *   [BlackSetup "..."]    first ("<rank 2>/<rank 1>" for White, "<rank 20>/<rank 19>" for Black); checked
 *                         against the definition's setup rules. A side without one uses the default.
 *   [WhiteOption "..."]   a setup option id chosen by the side (Masked Men: masked-men); "none" or no
 *   [BlackOption "..."]   tag for the plain setup.
 */
import { dirname, isAbsolute, resolve } from 'node:path';
import {
  builtinReference,
  type LoadedVariant,
  loadDefinitionText,
  loadVariant,
  templateIds,
} from '../definitions/load.js';
import { unpackDefinition } from '../definitions/packed.js';
import type { Position } from '../engine/position.js';
import { checkFreeSetup, positionFromSetup, setupWithOptions } from '../engine/setup.js';
import { BLACK, type Color, type Variant, WHITE } from '../engine/variant.js';
import { InputError } from '../errors.js';
import { FenError, fenRefusal, PlacementError, parseFen, parsePlacement } from '../notation/fen.js';
import { formatOfRecord } from '../notation/records/formats.js';
import { findTag, type GameRecord, quoted, type RecordTag } from '../notation/records/record.js';
import { nearestFirst } from '../suggest.js';
import { dropImpossibleCastlingRights } from './lenient-fen.js';

/** A problem with the record's variant or start position, located in the tag concerned. */
export interface StartProblem {
  reason: string;
  line: number;
  column: number;
  /** The text cannot be read (exit code 2), as against a readable setup that breaks the rules. */
  unreadable: boolean;
}

/**
 * Names records give variants (Lichess, PyChess, Fairy-Stockfish, python-chess), lower case, with the
 * template each means, where the name is neither a template's id nor its name (those are found without
 * this table, also written with spaces, dashes or none: "King of the Hill", "Kingofthehill").
 */
const RECORD_NAMES: Record<string, string> = {
  standard: 'chess',
  chess: 'chess',
  orthodox: 'chess',
  'orthodox chess': 'chess',
  fide: 'chess',
  normal: 'chess',
  'from position': 'chess',
  international: 'chess',
  koth: 'kingofthehill',
  '3check': 'threecheck',
  fischerandom: 'chess960',
  fischerrandom: 'chess960',
  'fischer random': 'chess960',
  'fischer random chess': 'chess960',
  'chess 960': 'chess960',
  // PyChess's name of Seirawan chess (its S-House is the shouse template's id run together).
  's-chess': 'seirawan',
  schess: 'seirawan',
};

/** Longer than any variant's name or definition path. */
const NAME_LIMIT = 1000;

/** Variant names already resolved, by the record's folder and the name (files may be named relative). */
const resolved = new Map<string, LoadedVariant>();
/** The variants of [VariantDefinition] tags, by the tag's text. */
const packedVariants = new Map<string, LoadedVariant>();
/** The plain start position of each variant, copied for each record that uses it. */
const plainStarts = new WeakMap<Variant, Position>();

/** The variant a record names; `override` (the --variant option) wins over the tag. */
export function recordVariant(game: GameRecord, file: string | null, override?: string): LoadedVariant | StartProblem {
  const packed = override === undefined ? findTag(game, 'VariantDefinition') : undefined;
  if (packed) return packedVariant(game, packed);
  const tag = findTag(game, 'Variant');
  const where = tag ? { line: tag.line, column: tag.valueColumn } : { line: game.line, column: game.column };
  // A format of one game's (KIF: Shogi) says what its records play when they name nothing.
  const name = override ?? tag?.value.trim() ?? formatOfRecord(game)?.variant ?? 'chess';
  // No variant is named by a runaway tag value; it is not quoted whole.
  if (name.length > NAME_LIMIT) return { reason: `no variant is named "${quoted(name)}"`, ...where, unreadable: true };
  // Paths in the tag are relative to the record; the option's are relative to the working directory.
  const base = override === undefined ? file : null;
  const key = `${base === null ? '' : dirname(base)}\0${name}`;
  const known = resolved.get(key);
  if (known) return known;
  try {
    const loaded = loadVariant(variantId(name, base));
    // Bughouse's hands are filled from a partner's board: one board's record cannot show its drops legal.
    if (loaded.variant.spec.drops?.twoBoards)
      return {
        reason: `${loaded.variant.spec.name} is played on two boards (bughouse): a man dropped comes from the partner's board, which a record of one board does not hold, so its records are not validated`,
        ...where,
        unreadable: true,
      };
    resolved.set(key, loaded);
    return loaded;
  } catch (e) {
    if (e instanceof InputError) return { reason: e.message, ...where, unreadable: true };
    throw e;
  }
}

/** The variant a [VariantDefinition] tag carries, named in messages as its [Variant] tag names it (<id>.yaml). */
function packedVariant(game: GameRecord, tag: RecordTag): LoadedVariant | StartProblem {
  const known = packedVariants.get(tag.value);
  if (known) return known;
  const name = (findTag(game, 'Variant')?.value.trim() || 'definition').replace(/[^\w.-]/g, '-');
  try {
    const loaded = loadDefinitionText(unpackDefinition(tag.value.trim()), `${name}.yaml`);
    // A compiled variant takes megabytes: only the last few are kept (a file of many games has few variants).
    packedVariants.set(tag.value, loaded);
    if (packedVariants.size > 4) packedVariants.delete(packedVariants.keys().next().value!);
    return loaded;
  } catch (e) {
    if (e instanceof InputError)
      return {
        reason: `[VariantDefinition]: ${e.format()}`,
        line: tag.line,
        column: tag.valueColumn,
        unreadable: true,
      };
    throw e;
  }
}

function variantId(name: string, file: string | null): string {
  const lower = name.toLowerCase();
  if (Object.hasOwn(RECORD_NAMES, lower)) return RECORD_NAMES[lower]!;
  const ids = templateIds();
  const dashed = lower.replace(/[\s_]+/g, '-');
  if (ids.includes(dashed)) return dashed;
  // "Racing Kings", "Kingofthehill": the id written with spaces, or run together.
  const joined = (s: string): string => s.replace(/[\s_-]+/g, '');
  const id = ids.find((i) => joined(i) === joined(lower));
  if (id) return id;
  // Fairy-Stockfish's built-ins, as pychess writes them ("Minishogi", "Cambodian").
  const builtin = builtinReference(joined(lower));
  if (builtin) return builtin;
  if (/[/\\]|\.(ya?ml|json)$|\.ini:[^:/\\]+$/i.test(name))
    return isAbsolute(name) || file === null ? name : resolve(dirname(file), name);
  for (const id of ids) {
    try {
      if (loadVariant(id).variant.spec.name.toLowerCase() === lower) return id;
    } catch {
      // A template that does not load cannot be the one named; the others still can.
    }
  }
  const names = nearestFirst(name, [...new Set([...ids, ...Object.keys(RECORD_NAMES)])]);
  const shown = names.length > SHOWN_NAMES ? `${names.slice(0, SHOWN_NAMES).join(', ')}, ...` : names.join(', ');
  throw new InputError(
    `no variant is named "${quoted(name)}" (names, nearest first: ${shown}; or a built-in of Fairy-Stockfish by its name, a definition file, or FILE.ini:SECTION for a section of a Fairy-Stockfish variants.ini)`,
  );
}

/** How many known names an unknown variant's message lists. */
const SHOWN_NAMES = 8;

/**
 * The start position the record describes, or where and why it cannot be built. What was let pass
 * (a castling right of a missing rook in the FEN) is added to `warnings`; `anyPosition` accepts a
 * composed position in the FEN tag.
 */
export function recordStart(
  game: GameRecord,
  v: Variant,
  warnings: string[] = [],
  anyPosition = false,
): Position | StartProblem {
  const fen = game.start;
  if (fen) {
    try {
      const lenient = dropImpossibleCastlingRights(v, ownFen(game, fen.text));
      const pos = parseFen(v, lenient.fen, { anyPosition });
      warnings.push(...lenient.warnings);
      return pos;
    } catch (e) {
      if (e instanceof FenError)
        return {
          reason: `FEN: ${fenRefusal(e)}`,
          line: fen.line,
          column: fen.column + e.column - 1,
          unreadable: true,
        };
      throw e;
    }
  }
  const setups = [findTag(game, 'WhiteSetup'), findTag(game, 'BlackSetup')] as const;
  const options = [findTag(game, 'WhiteOption'), findTag(game, 'BlackOption')] as const;
  // Most records start from the plain setup: built once per variant, copied per game.
  if (!setups[0] && !setups[1] && !options[0] && !options[1]) {
    let plain = plainStarts.get(v);
    if (!plain) {
      plain = positionFromSetup(v, Int16Array.from(v.spec.setup));
      plainStarts.set(v, plain);
    }
    return plain.clone();
  }
  let codes: Int16Array;
  try {
    const chosen = (t: RecordTag | undefined): string | null =>
      t && !/^(none|-|)$/i.test(t.value.trim()) ? t.value.trim() : null;
    codes = setupWithOptions(v, { white: chosen(options[0]), black: chosen(options[1]) });
  } catch (e) {
    if (!(e instanceof InputError)) throw e;
    const tag = /Black/.test(e.message) ? options[1]! : options[0]!;
    return { reason: e.message, line: tag.line, column: tag.valueColumn, unreadable: true };
  }
  if (!setups[0] && !setups[1]) return startFrom(v, codes, (options[0] ?? options[1])!);
  for (const color of [WHITE, BLACK] as const) {
    const tag = setups[color];
    if (!tag) continue;
    const placed = readSideSetup(v, tag, color);
    if ('reason' in placed) return placed;
    const free = v.spec.freeSetup!;
    const sign = color === WHITE ? 1 : -1;
    for (let sq = 0; sq < v.size; sq++) {
      const rank = (sq / v.files) | 0;
      const own = free.ranks.some((r) => (color === WHITE ? r : v.ranks - 1 - r) === rank);
      if (own || codes[sq]! * sign > 0) codes[sq] = placed[sq]!;
    }
    const problems = checkFreeSetup(v, codes, color);
    if (problems.length > 0) {
      return {
        reason: `${tag.name}: ${problems.map((p) => p.message).join('; ')}`,
        line: tag.line,
        column: tag.valueColumn,
        unreadable: false,
      };
    }
  }
  return startFrom(v, codes, (setups[1] ?? setups[0])!);
}

/** The start as the project's FEN: a format's own (xqbase's letters) translated (an SFEN the FEN reader reads). */
function ownFen(game: GameRecord, text: string): string {
  return formatOfRecord(game)?.notation?.readFen?.(text) ?? text;
}

/** The start position of setups the record chose; one the rules refuse is reported at `tag`. */
function startFrom(v: Variant, codes: Int16Array, tag: RecordTag): Position | StartProblem {
  try {
    return positionFromSetup(v, codes);
  } catch (e) {
    if (!(e instanceof FenError)) throw e;
    return { reason: `${tag.name}: ${e.message}`, line: tag.line, column: tag.valueColumn, unreadable: false };
  }
}

/** One side's setup ranks, placed on an otherwise empty board in that side's colour. */
function readSideSetup(v: Variant, tag: RecordTag, color: Color): Int16Array | StartProblem {
  const free = v.spec.freeSetup;
  if (!free)
    return {
      reason: `${tag.name}: ${v.spec.name} has no free setup; give the position as [FEN "..."]`,
      line: tag.line,
      column: tag.valueColumn,
      unreadable: true,
    };
  const ranks = free.ranks.map((r) => (color === WHITE ? r : v.ranks - 1 - r)).sort((a, b) => b - a);
  const exists: boolean[] = [];
  for (const rank of ranks) for (let f = 0; f < v.files; f++) exists.push(v.exists[rank * v.files + f] === 1);
  let rows: Int16Array;
  try {
    rows = parsePlacement(tag.value, {
      files: v.files,
      ranks: ranks.length,
      exists,
      pieceIds: v.spec.pieces.map((p) => p.id),
    });
  } catch (e) {
    if (!(e instanceof PlacementError)) throw e;
    const what = `${ranks.length} ranks, top first: ${ranks.map((r) => r + 1).join('/')}`;
    return {
      reason: `${tag.name} (${what}): ${e.message}`,
      line: tag.line,
      column: tag.valueColumn + e.column,
      unreadable: true,
    };
  }
  const board = new Int16Array(v.size);
  const sign = color === WHITE ? 1 : -1;
  ranks.forEach((rank, row) => {
    const local = ranks.length - 1 - row;
    for (let f = 0; f < v.files; f++) board[rank * v.files + f] = Math.abs(rows[local * v.files + f]!) * sign;
  });
  return board;
}
