/**
 * Replaying a game record with the engine: every move is resolved to the one legal move it describes
 * or reported with the reason it is illegal; the end reached is compared with the recorded result.
 *
 * Results: a forced end (checkmate, stalemate, a victory condition, a dead position, a forced repetition
 * with perpetual check deciding it, a count run out) is the result the game reached, and a move after it
 * is illegal. A claim (a repetition, with perpetual check deciding it where that is a rule, or the move
 * rule) ends nothing: the report names the ply where one could first be made and what it gives, play
 * after it stays legal, and a claim that holds at the final position is the result when the record gives
 * it. Otherwise the game is unfinished on the board, and any recorded result stands for a resignation, a
 * loss on time or an agreement.
 */
import type { LoadedVariant } from '../definitions/load.js';
import { Game } from '../engine/game.js';
import { type Move, moveFrom } from '../engine/move.js';
import { type Outcome, resultText, type Termination } from '../engine/outcome.js';
import type { Position } from '../engine/position.js';
import { WHITE } from '../engine/variant.js';
import { moveText } from '../notation/coordinate.js';
import { toFen } from '../notation/fen.js';
import { matchingMoves, type ParsedMove } from '../notation/move-text.js';
import { readResult } from '../notation/pgn.js';
import { type ReadOptions, readRecordText } from '../notation/records/formats.js';
import {
  emptyRecord,
  findTag,
  type GameRecord,
  quoted,
  type RecordResult,
  tagValue,
} from '../notation/records/record.js';
import { sanText } from '../notation/san.js';
import { squareName } from '../notation/squares.js';
import { explain } from './explain.js';
import { quickResolve, readMove } from './resolve.js';
import { recordStart, recordVariant } from './start.js';

export type ErrorKind = 'input' | 'syntax' | 'variant' | 'setup' | 'illegal-move' | 'result';

export interface GameError {
  kind: ErrorKind;
  /** The ply (half-move, from 1) concerned; 0 before the first move. */
  ply: number;
  /** The move as written ("Nxe5"); "" when no move is concerned. */
  move: string;
  /** Its move number as a record writes it ("12." for White, "12..." for Black); "" with no move. */
  moveNumber: string;
  line: number;
  column: number;
  reason: string;
  /** The position before the move (or where the problem stands), when there is one. */
  fen: string | null;
  /** The piece(s) the move text means ("Bishop on f1"), when it names any that stand on the board. */
  piece: string | null;
  /** Their legal moves, in the record's notation. */
  legalMoves: string[];
}

/** A result a player could claim (or an arbiter adjudicate) during the game, as first possible. */
export interface GameClaim {
  /** The ply after which it could first be claimed (0: at the start). */
  ply: number;
  /** That ply's move as written and its number ("" at the start). */
  move: string;
  moveNumber: string;
  result: RecordResult;
  termination: Termination;
  /** In words: "3-fold repetition", "perpetual check: White repeated ...". */
  reason: string;
}

export interface GameReport {
  file: string;
  /** 1-based position of the game in its file. */
  game: number;
  line: number;
  column: number;
  white: string | null;
  black: string | null;
  variant: string | null;
  legal: boolean;
  /** Plies replayed legally. */
  plies: number;
  /** The result the game reached on the board: 1-0, 0-1, 1/2-1/2, or * when unfinished. */
  result: RecordResult;
  termination: Termination | 'unfinished';
  /** In words: "checkmate", "occupation of the four corners", "3-fold repetition". */
  reason: string | null;
  /** The Result tag, else the movetext's termination marker. */
  recorded: RecordResult | null;
  /** How the recorded result relates to the board, for unfinished games. */
  note: string | null;
  /** The first claim the game allowed (repetition, perpetual check, the move rule), or null. */
  claim: GameClaim | null;
  /** What the reader let pass in the record, such as a castling right of a rook that is not there. */
  warnings: string[];
  /** The final position (or the one before the illegal move). */
  fen: string | null;
  error: GameError | null;
  /** The record could not be read (syntax, unknown variant, unreadable position): exit code 2. */
  unreadable: boolean;
}

export interface ValidateOptions {
  /** The record's file name for messages, and the base of relative variant paths (null: stdin). */
  file: string | null;
  /** Variant id or path that overrides the Variant tag. */
  variant?: string;
  /** A variant already loaded (an edited definition, the library's Variant value): overrides the tag and `variant`. */
  loaded?: LoadedVariant;
  /** The record format by name (pgn); else told by the file's extension and the text (validateText). */
  format?: string;
  /** Accept a composed position in a FEN tag (see setupProblems): only royals and check are checked. */
  anyPosition?: boolean;
  /** Told of the start position (move null) and of each move replayed legally with the position it leads to. */
  onPosition?: (pos: Position, move: Move | null) => void;
}

function blankReport(file: string, game: GameRecord): GameReport {
  return {
    file,
    game: game.index,
    line: game.line,
    column: game.column,
    // Xiangqi records name the first player Red.
    white: player(tagValue(game, 'White') ?? tagValue(game, 'Red')),
    black: player(tagValue(game, 'Black')),
    variant: null,
    legal: false,
    plies: 0,
    result: '*',
    termination: 'unfinished',
    reason: null,
    recorded: null,
    note: null,
    claim: null,
    warnings: [...game.warnings],
    fen: null,
    error: null,
    unreadable: false,
  };
}

/** A player's name as reports give it: a runaway tag value is cut short. */
const player = (name: string | undefined): string | null => (name === undefined ? null : quoted(name, NAME_LIMIT));
const NAME_LIMIT = 200;
/** What a failure names; the rest of GameError is optional. */
type ErrorFields = Omit<GameError, 'legalMoves' | 'fen' | 'piece' | 'moveNumber'> &
  Partial<Pick<GameError, 'legalMoves' | 'fen' | 'piece' | 'moveNumber'>>;

/** The report with its error set (and unreadable when the record could not be read at all). */
function failed(report: GameReport, error: ErrorFields, unreadable: boolean): GameReport {
  const { kind, ply, move, line, column, reason } = error;
  report.error = {
    kind,
    ply,
    move,
    moveNumber: error.moveNumber ?? '',
    line,
    column,
    reason,
    fen: error.fen ?? null,
    piece: error.piece ?? null,
    legalMoves: error.legalMoves ?? [],
  };
  report.unreadable = unreadable;
  return report;
}

/** No move text is longer (a volley's legs on a 26x26 board included); a longer token is not read as a move. */
const MOVE_TEXT_LIMIT = 200;

export function validateGame(game: GameRecord, options: ValidateOptions): GameReport {
  const report = blankReport(options.file ?? '-', game);
  const fail = (error: ErrorFields, unreadable = false): GameReport => failed(report, error, unreadable);
  if (game.error) {
    return fail(
      {
        kind: 'syntax',
        ply: game.moves.length + 1,
        move: '',
        line: game.error.line,
        column: game.error.column,
        reason: game.error.message,
      },
      true,
    );
  }
  const loaded = options.loaded ?? recordVariant(game, options.file, options.variant);
  if ('reason' in loaded)
    return fail(
      { kind: 'variant', ply: 0, move: '', line: loaded.line, column: loaded.column, reason: loaded.reason },
      true,
    );
  const v = loaded.variant;
  report.variant = v.spec.id;
  const start = recordStart(game, v, report.warnings, options.anyPosition);
  if ('reason' in start)
    return fail(
      { kind: 'setup', ply: 0, move: '', line: start.line, column: start.column, reason: start.reason },
      start.unreadable,
    );

  const g = new Game(start);
  const pos = g.position;
  options.onPosition?.(pos, null);
  const numbered = moveNumberer(start);
  /** Records the first claim the position after `ply` allows. */
  const noteClaim = (ply: number): void => {
    const claim = g.claimable();
    if (!claim) return;
    const token = game.moves[ply - 1];
    report.claim = {
      ply,
      move: token?.text ?? '',
      moveNumber: token ? numbered(ply) : '',
      result: resultText(claim),
      termination: claim.termination,
      reason: claim.reason,
    };
  };
  noteClaim(0);
  for (let k = 0; k < game.moves.length; k++) {
    const token = game.moves[k]!;
    const ply = k + 1;
    const readings =
      token.text.length > MOVE_TEXT_LIMIT
        ? `not a move: ${token.text.length.toLocaleString('en')} characters, more than any move of this notation`
        : readMove(v, token.text);
    if (typeof readings !== 'string' && !g.endedWithMovesLeft()) {
      const quick = quickResolve(pos, readings);
      if (quick !== null) {
        g.play(quick);
        if (!report.claim) noteClaim(ply);
        options.onPosition?.(pos, quick);
        continue;
      }
    }
    const legal = g.legalMoves();
    const illegal = (reason: string, piece: string | null = null, legalMoves: string[] = []): GameReport => {
      report.plies = k;
      report.fen = toFen(pos);
      return fail({
        kind: 'illegal-move',
        ply,
        move: quoted(token.text),
        moveNumber: numbered(ply),
        line: token.line,
        column: token.column,
        reason,
        fen: report.fen,
        piece,
        legalMoves,
      });
    };
    // The engine's outcome is the one answer to whether the game is over.
    const over = g.forcedOutcome();
    if (over) return illegal(`the game was already over: ${resultText(over)} by ${over.reason}`);
    if (typeof readings === 'string') return illegal(readings);
    const found = matchingMoves(pos, legal, readings);
    if (found.length === 1) {
      g.play(found[0]!);
      if (!report.claim) noteClaim(ply);
      options.onPosition?.(pos, found[0]!);
      continue;
    }
    if (found.length > 1) {
      const texts = found.map((m) => writeMove(pos, m, legal, readings[0]!));
      const sameSquares = found.every((m) => moveFrom(m) === moveFrom(found[0]!));
      const what = sameSquares
        ? 'the move has several forms here; name the choice'
        : 'several pieces can make this move';
      return illegal(`ambiguous: ${what}: ${texts.join(', ')}`, piecesNamed(pos, found.map(moveFrom)), texts);
    }
    const why = explain(pos, readings);
    const own = legal.filter((m) => why.pieces.includes(moveFrom(m)));
    return illegal(
      why.reason,
      piecesNamed(pos, why.pieces),
      own.map((m) => writeMove(pos, m, legal, readings[0]!)),
    );
  }
  report.plies = game.moves.length;
  report.fen = toFen(pos);
  return finish(report, game, g);
}

/** Compares the end reached with the recorded result. */
function finish(report: GameReport, game: GameRecord, g: Game): GameReport {
  const tag = findTag(game, 'Result');
  const marker = game.result;
  const endLine = marker?.line ?? game.moves[game.moves.length - 1]?.line ?? game.line;
  const endColumn = marker?.column ?? game.moves[game.moves.length - 1]?.column ?? game.column;
  const mismatch = (reason: string, line = endLine, column = endColumn): GameReport => {
    report.error = {
      kind: 'result',
      ply: report.plies,
      move: '',
      moveNumber: '',
      line,
      column,
      reason,
      fen: report.fen,
      piece: null,
      legalMoves: [],
    };
    return report;
  };
  report.legal = true;
  const tagged = tag ? (readResult(tag.value) ?? null) : null;
  if (tag && !tagged) {
    report.legal = false;
    return mismatch(
      `the Result tag must be 1-0, 0-1, 1/2-1/2 or *, not "${quoted(tag.value)}"`,
      tag.line,
      tag.valueColumn,
    );
  }
  if (tagged && marker && tagged !== marker.text) {
    report.legal = false;
    return mismatch(`the Result tag says ${tagged} but the movetext ends ${marker.text}`);
  }
  const recorded = tagged ?? marker?.text ?? null;
  report.recorded = recorded;
  const forced = g.forcedOutcome();
  const claim = forced ? null : g.claimable();
  const reached: Outcome | null = forced ?? (claim && recorded === resultText(claim) ? claim : null);
  if (reached) {
    report.result = resultText(reached);
    report.termination = reached.termination;
    report.reason = reached.reason;
    if (recorded && recorded !== '*' && recorded !== report.result) {
      report.legal = false;
      return mismatch(`the game ended ${report.result} by ${reached.reason}, but the record gives ${recorded}`);
    }
    if (recorded === '*') report.note = 'the record gives no result (*)';
    return report;
  }
  if (recorded === '1-0' || recorded === '0-1') {
    const loser = recorded === '1-0' ? 'Black' : 'White';
    report.note = `unfinished on the board: ${recorded} stands for ${loser}'s resignation or loss on time`;
  } else if (recorded === '1/2-1/2') {
    report.note = 'unfinished on the board: 1/2-1/2 stands for a draw agreed or adjudicated';
  } else {
    report.note = claim
      ? `${claim.winner === null ? 'a draw' : resultText(claim)} by ${claim.reason} could be claimed`
      : null;
  }
  return report;
}

/** "12." / "12..." for ply n of a game from `start`. */
function moveNumberer(start: Position): (ply: number) => string {
  const offset = start.turn === WHITE ? 0 : 1;
  return (ply) => {
    const index = ply - 1 + offset;
    return `${start.fullmove + Math.floor(index / 2)}${index % 2 === 0 ? '.' : '...'}`;
  };
}

/** "Bishop on f1", "Knights on b1, g1", or null for no square. */
function piecesNamed(pos: Position, squares: readonly number[]): string | null {
  const unique = [...new Set(squares)];
  if (unique.length === 0) return null;
  const v = pos.variant;
  const names = [...new Set(unique.map((sq) => v.spec.pieces[Math.abs(pos.board[sq]!) - 1]!.name))];
  const where = unique.map((sq) => squareName(v, sq)).join(', ');
  return unique.length === 1
    ? `${names[0]} on ${where}`
    : `${names.join(' and ')}${names.length === 1 ? 's' : ''} on ${where}`;
}

/** A legal move in the notation the record used for the move being explained. */
function writeMove(pos: Position, m: Move, legal: readonly Move[], reading: ParsedMove): string {
  return reading.notation === 'san' ? sanText(pos, m, legal) : moveText(pos, m);
}

/** The report for a file that cannot be read at all (missing, a folder, not text). */
export function unreadableFile(file: string, reason: string): GameReport {
  const report = blankReport(file, emptyRecord('pgn', 0, 1, null));
  report.error = {
    kind: 'input',
    ply: 0,
    move: '',
    moveNumber: '',
    line: 1,
    column: 1,
    reason,
    fen: null,
    piece: null,
    legalMoves: [],
  };
  report.unreadable = true;
  return report;
}

/**
 * Every game of a text (or a file's bytes), in the format `options.format` names or the file's extension
 * and the text tell; a text with no game at all is one unreadable report.
 */
export function validateText(text: string | Uint8Array, options: ValidateOptions): GameReport[] {
  const read: ReadOptions = { file: options.file, ...(options.format === undefined ? {} : { format: options.format }) };
  const games = readRecordText(text, read);
  if (games.length === 0) return [noGameFound(options)];
  return games.map((g) => validateGame(g, options));
}

/** The report for a text without a single game. */
export function noGameFound(options: ValidateOptions): GameReport {
  return validateGame(
    emptyRecord('pgn', 1, 1, { message: 'no game found (expected PGN: tag pairs, then moves)', line: 1, column: 1 }),
    options,
  );
}
