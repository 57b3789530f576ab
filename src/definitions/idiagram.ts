/**
 * The Chess Variant Pages' Interactive Diagrams (H. G. Muller's betza.js) read as fairyprint
 * definitions: a diagram's text (`key=value` parameters and `name:ID:XBetza:image:squares` piece lines),
 * or an HTML page holding `<div class="idiagram">` blocks. Parameters that only set appearance say
 * nothing about the rules; every other parameter, XBetza feature or piece field that fairyprint cannot
 * play exactly is refused with its line and column. docs/interactive-diagram.md maps each one.
 */
import { Document, isScalar, visit } from 'yaml';
import { colourBound } from '../engine/chess960.js';
import { InputError } from '../errors.js';
import { quote } from '../printable.js';
import { type Castle, readXBetza } from './betza-extended.js';
import type { AtomDefinition, DefinitionFile } from './schema.js';
import { compileData, type LoadedVariant } from './text.js';

/** One diagram's text and where it starts in its file. */
export interface DiagramBlock {
  /** The text, HTML tags inside it blanked out (same length, so offsets stay the file's). */
  text: string;
  offset: number;
}

/** Parameters that only set the diagram's appearance or its AI: accepted as saying nothing about the rules. */
const APPEARANCE = new Set([
  'graphicsDir',
  'graphicsType',
  'squareSize',
  'whitePrefix',
  'blackPrefix',
  'lightShade',
  'darkShade',
  'rimColor',
  'coordColor',
  'satellite',
  'useMarkers',
  'borders',
  'startShade',
  'hlColor',
  'hlSize',
  'markerColor',
  'trackColor',
  'clear',
  'hole',
  'flip',
  'enableAI',
  // The piece images' set and how moves are entered by clicking. (`satellite` tells a page's diagrams
  // apart: no name, see pageName.)
  'theme',
  'newClick',
]);

const RULE_PARAMETERS = new Set([
  'files',
  'ranks',
  'symmetry',
  'royal',
  'promoZone',
  'promoChoice',
  'maxPromote',
  'firstRank',
  'stalemate',
  'shuffle',
  'baring',
  'holdingsType',
  'extinction',
]);

/**
 * The moves the diagram script gives a piece whose line leaves them empty, by its name in lower case
 * (betza.js's DefaultMove); they are read as XBetza like any other, so those fairyprint cannot play
 * (the Lion's, the Griffon's) are refused. A name not listed gives no moves and is refused.
 */
function defaultMoves(name: string, files: number): string {
  if (name === 'king') return files > 8 ? 'KisO3' : 'KisO2';
  return DEFAULT_MOVES[name] ?? '';
}

const DEFAULT_MOVES: Record<string, string> = {
  pawn: 'ifmnDfmWfceF',
  knight: 'N',
  bishop: 'B',
  rook: 'R',
  queen: 'Q',
  cardinal: 'BN',
  archbishop: 'BN',
  chancellor: 'RN',
  marshall: 'RN',
  amazon: 'QN',
  lion: 'KNADcaKcabKmabK',
  mao: 'mafsW',
  horse: 'mafsW',
  elephant: 'mafF',
  cannon: 'mRcpR',
  pao: 'mRcpR',
  advisor: 'F',
  lance: 'fR',
  copper: 'vWfF',
  silver: 'FfW',
  silvergeneral: 'FfW',
  gold: 'WfF',
  goldgeneral: 'WfF',
  man: 'K',
  commoner: 'K',
  ferz: 'F',
  camel: 'C',
  zebra: 'Z',
  nightrider: 'N0',
  grasshopper: 'gQ',
  griffon: 'yafsF',
  gryphon: 'yafsF',
  wizard: 'FC',
  champion: 'WAD',
  falcon: 'mafmafsKmafsmafKmaflmafrKmafrmaflK',
};

/** The diagram blocks of a file: each `<div class="idiagram">` of an HTML page, or the whole text. */
export function diagramBlocks(source: string): DiagramBlock[] {
  const open = /<div\b[^>]*\bclass\s*=\s*["']?[^"'>]*\bidiagram\b[^>]*>/gi;
  const blocks: DiagramBlock[] = [];
  for (let m = open.exec(source); m; m = open.exec(source)) {
    const start = m.index + m[0].length;
    const end = source.toLowerCase().indexOf('</div>', start);
    const inner = source.slice(start, end < 0 ? source.length : end);
    // A tag (<br>, <p>) ends a line; blanked to its own length so columns stay the file's.
    blocks.push({ text: inner.replace(/<[^>]*>/g, (t) => `\n${' '.repeat(t.length - 1)}`), offset: start });
  }
  return blocks.length > 0 || /<div\b[^>]*idiagram/i.test(source) ? blocks : [{ text: source, offset: 0 }];
}

interface Located {
  text: string;
  offset: number;
}

interface PieceLine {
  name: string;
  id: string;
  /** The moves field; empty when the diagram gives the name's default moves. */
  betza: Located;
  squares: Located;
  at: number;
  /** A `hole` line: its squares are not on the board, and it is no piece (nor counted in piece numbers). */
  hole: boolean;
}

/** Reads diagram blocks of one file; problems are located in it. */
class DiagramReader {
  readonly params = new Map<string, Located & { keyAt: number }>();
  readonly pieces: PieceLine[] = [];
  readonly holes: PieceLine[] = [];
  /** Where in the file each square's man was set up, by square name: a problem of the start position is located there. */
  readonly placedAt = new Map<string, number>();
  /** The shuffled piece IDs, each with its `!` (spread over both shades) and where it is written. */
  shuffled: { id: string; marked: boolean; at: number }[] = [];
  /** Every refusal met, each at its place: reading goes on past one, as `check` reports all. */
  readonly problems: InputError[] = [];

  constructor(
    private readonly source: string,
    private readonly file: string,
  ) {}

  error(message: string, offset: number): InputError {
    const before = this.source.slice(0, offset);
    const line = before.split('\n').length;
    const column = offset - before.lastIndexOf('\n');
    return new InputError(message, { file: this.file, line, column });
  }

  /** Runs `read`; a refusal it throws is kept among the problems and `fallback` returned. */
  attempt<T>(read: () => T, fallback: T): T {
    try {
      return read();
    } catch (e) {
      if (!(e instanceof InputError)) throw e;
      this.problems.push(e);
      return fallback;
    }
  }

  lineOf(offset: number): number {
    return this.source.slice(0, offset).split('\n').length;
  }

  read(block: DiagramBlock): void {
    let offset = block.offset;
    for (const raw of block.text.split('\n')) {
      const lead = raw.length - raw.trimStart().length;
      const line = raw.trim();
      if (line !== '') this.attempt(() => this.readLine(line, offset + lead), undefined);
      offset += raw.length + 1;
    }
  }

  private readLine(line: string, at: number): void {
    const eq = line.indexOf('=');
    const colon = line.indexOf(':');
    if (eq > 0 && (colon < 0 || eq < colon)) {
      const key = line.slice(0, eq).trim();
      const rest = line.slice(eq + 1);
      const value = rest.trim();
      if (!APPEARANCE.has(key) && !RULE_PARAMETERS.has(key))
        throw this.error(`diagram parameter ${quote(key)} changes rules fairyprint does not model, or is unknown`, at);
      this.params.set(key, { text: value, offset: at + eq + 1 + rest.length - rest.trimStart().length, keyAt: at });
      return;
    }
    if (colon < 0) throw this.error('expected key=value or a piece line name:ID:moves:image:squares', at);
    this.readPiece(line.split(':'), at);
  }

  private readPiece(fields: string[], at: number): void {
    let pos = at;
    const starts = fields.map((f) => {
      const s = pos;
      pos += f.length + 1;
      return s;
    });
    // A sixth field counts the piece in hand (none: 0); further fields confine or promote it.
    const extra = fields.findIndex((f, n) => n > 4 && !(n === 5 && /^\s*(0\s*(,\s*0\s*)?)?$/.test(f)));
    if (extra > 0)
      this.problems.push(
        this.error(`piece field ${extra + 1} (${quote(fields[extra]!)}) is not modelled`, starts[extra]!),
      );
    const name = fields[0]!.trim();
    const id = (fields[1]!.trim() || name.charAt(0)).toUpperCase();
    const line = {
      name,
      id,
      betza: { text: (fields[2] ?? '').trim(), offset: starts[2] ?? at },
      squares: { text: (fields[4] ?? '').trim(), offset: starts[4] ?? at },
      at,
      hole: name.toLowerCase() === 'hole',
    };
    if (line.hole) {
      this.holes.push(line);
      return;
    }
    if (!/^[A-Z]$/.test(id))
      this.problems.push(this.error(`piece ID ${quote(id)}: fairyprint needs one letter`, starts[1]!));
    this.pieces.push(line);
  }

  /** A whole-number parameter; a bad value is a problem, and reading goes on with the default. */
  number(key: string, fallback: number, min: number, max: number): number {
    const p = this.params.get(key);
    if (!p) return fallback;
    const n = Number(p.text);
    if (p.text !== '' && Number.isInteger(n) && n >= min && n <= max) return n;
    this.problems.push(this.error(`${key} must be a whole number from ${min} to ${max}`, p.offset));
    return fallback;
  }
}

const fileName = (f: number): string => String.fromCharCode(97 + f);

/** A diagram's square list (`a2-h2,b1,g1`) as [file, rank] pairs, 0-based; an item it cannot read is a problem, skipped. */
function readSquares(reader: DiagramReader, squares: Located, files: number, ranks: number, first: number): Square[] {
  if (squares.text === '') return [];
  let pos = squares.offset;
  return squares.text.split(',').flatMap((item) => {
    const at = pos;
    pos += item.length + 1;
    return reader.attempt(() => squaresOf(reader, item, at, files, ranks, first), []);
  });
}

/** One item of a square list: a square, or a range along one rank or file. */
function squaresOf(reader: DiagramReader, item: string, at: number, files: number, ranks: number, first: number) {
  const m = /^\s*([a-z])(\d+)(?:-([a-z])(\d+))?\s*$/.exec(item);
  if (!m) throw reader.error(`expected a square or a range like a2-h2, not ${quote(item)}`, at);
  const [f1, r1] = [m[1]!.charCodeAt(0) - 97, Number(m[2]) - first];
  const [f2, r2] = m[3] ? [m[3].charCodeAt(0) - 97, Number(m[4]) - first] : [f1, r1];
  if (f1 !== f2 && r1 !== r2) throw reader.error(`${quote(item)} is not along one rank or file`, at);
  const out: Square[] = [];
  for (let f = Math.min(f1, f2); f <= Math.max(f1, f2); f++)
    for (let r = Math.min(r1, r2); r <= Math.max(r1, r2); r++) {
      if (f >= files || r < 0 || r >= ranks) throw reader.error(`${quote(item)} is off the board`, at);
      out.push({ file: f, rank: r, at });
    }
  return out;
}

type Square = { file: number; rank: number; at: number };
type Board = string[][];

/** How Black's men follow White's under the diagram's symmetry; null: they do not. */
function symmetryOf(reader: DiagramReader, files: number, ranks: number): ((sq: Square) => Square) | null {
  const symmetry = reader.params.get('symmetry');
  const mode = symmetry?.text || 'mirror';
  if (mode === 'none') return null;
  if (mode === 'mirror') return (sq) => ({ ...sq, rank: ranks - 1 - sq.rank });
  if (mode === 'rotate') return (sq) => ({ ...sq, file: files - 1 - sq.file, rank: ranks - 1 - sq.rank });
  reader.problems.push(
    reader.error(`symmetry ${quote(mode)} is not one the diagram knows (mirror, rotate, none)`, symmetry!.offset),
  );
  return null;
}

/**
 * The start position's placement (the holes marked `#`), from the lines in order: as in the diagram's
 * script, a later line's man replaces an earlier one on the same square, and a hole removes it.
 */
function setupOf(reader: DiagramReader, files: number, ranks: number): Board {
  const first = reader.number('firstRank', 1, 0, 1);
  const follow = symmetryOf(reader, files, ranks);
  const board: Board = Array.from({ length: ranks }, () => Array<string>(files).fill(''));
  const put = (sq: Square, letter: string): void => {
    if (board[sq.rank]![sq.file] === '#' && letter !== '#') {
      reader.problems.push(reader.error(`${fileName(sq.file)}${sq.rank + first} is a hole`, sq.at));
      return;
    }
    board[sq.rank]![sq.file] = letter;
    reader.placedAt.set(`${fileName(sq.file)}${sq.rank + 1}`, sq.at);
  };
  const lines = [...reader.pieces, ...reader.holes].sort((a, b) => a.at - b.at);
  for (const p of lines) {
    const [white, black] = p.hole ? ['#', '#'] : [p.id, p.id.toLowerCase()];
    // "white,,black": Black's squares given after a double comma; else they follow from the symmetry.
    const split = p.squares.text.indexOf(',,');
    const own = split < 0 ? p.squares : { text: p.squares.text.slice(0, split), offset: p.squares.offset };
    for (const sq of readSquares(reader, own, files, ranks, first)) {
      put(sq, white);
      if (split < 0 && follow) put(follow(sq), black);
    }
    if (split >= 0) {
      const rest = { text: p.squares.text.slice(split + 2), offset: p.squares.offset + split + 2 };
      for (const sq of readSquares(reader, rest, files, ranks, first)) put(sq, black);
    }
  }
  return board;
}

function placement(board: Board): string {
  return (
    board
      // Position texts skip holes: a rank counts only the squares it has.
      .map((row) => row.map((c) => (c === '' ? '1' : c === '#' ? '' : c)).join(''))
      .reverse()
      .join('/')
      .replace(/1+/g, (ones) => String(ones.length))
  );
}

/** The board's holes as square names. */
function holesOf(board: Board): string[] {
  return board.flatMap((row, r) => row.flatMap((c, f) => (c === '#' ? [`${fileName(f)}${r + 1}`] : [])));
}

/**
 * The king's castlings as fairyprint's castling entries. As the diagram's script has it, the partner is
 * the outermost man on the king's rank on that side (up to the edge or a hole), or with `j` the man next
 * to it; Black's castling is White's mirrored, so the diagram's Black king must stand on White's king's file.
 */
function castlingEntries(reader: DiagramReader, board: Board, king: PieceLine, castles: Castle[]) {
  const rank = board.findIndex((row) => row.includes(king.id));
  const file = rank < 0 ? -1 : board[rank]!.indexOf(king.id);
  if (castles.length > 0 && file < 0) throw reader.error('a castling king that does not start on the board', king.at);
  if (board[board.length - 1 - rank]?.[file] !== king.id.toLowerCase())
    throw reader.error("castling where Black's king does not mirror White's is not modelled", king.betza.offset);
  const row = board[rank]!;
  return castles.map(({ side, distance, inner }) => {
    const step = side === 'r' ? 1 : -1;
    let edge = file;
    while (edge + step >= 0 && edge + step < row.length && row[edge + step] !== '#') edge += step;
    while (edge !== file && row[edge] === '') edge -= step;
    // `j`: the partner is the man on the square next to the outermost one.
    if (inner && edge !== file) edge = row[edge - step] === '' || edge - step === file ? file : edge - step;
    const kingTo = file + step * distance;
    if (edge === file || (kingTo - edge) * step >= 0)
      throw reader.error(
        `castling ${distance} squares to the ${side === 'r' ? 'right' : 'left'} has no man beyond to castle with`,
        king.betza.offset,
      );
    const sq = (f: number): string => `${fileName(f)}${rank + 1}`;
    return {
      right: side === 'r' ? 'K' : 'Q',
      king: sq(file),
      rook: sq(edge),
      kingTo: [sq(kingTo)],
      rookTo: sq(kingTo - step),
    };
  });
}

/** The royal piece: royal= as a piece number (1: the first piece line, holes not counted) or ID; without it, the last piece. */
function royalIndex(reader: DiagramReader): number {
  const p = reader.params.get('royal');
  const byId = p ? reader.pieces.findIndex((piece) => piece.id === p.text.toUpperCase()) : -1;
  return byId >= 0 ? byId : reader.number('royal', reader.pieces.length, 1, reader.pieces.length) - 1;
}

/**
 * The piece lines' IDs, each once. The script lets two lines share an ID (Gigachess's `pawn` and
 * `prince` both take P from their names), a label it only writes moves with; fairyprint needs a letter
 * for each piece, so the later line takes the first letter of its name no other line has, else the
 * first free letter. An ID shared and named by `promoChoice`, `shuffle` or `royal` is ambiguous: refused.
 */
function distinctIds(reader: DiagramReader): void {
  const taken = new Set(reader.pieces.map((p) => p.id));
  const named = ['promoChoice', 'shuffle', 'royal'].map((k) => reader.params.get(k)?.text.toUpperCase() ?? '').join('');
  reader.pieces.forEach((p, n) => {
    const first = reader.pieces.findIndex((q) => q.id === p.id);
    if (first === n) return;
    const free = [...p.name.toUpperCase(), ...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'].find(
      (c) => /[A-Z]/.test(c) && !taken.has(c),
    );
    if (named.includes(p.id) || !free) {
      const other = reader.lineOf(reader.pieces[first]!.at);
      const why = free ? ', and promoChoice, shuffle or royal names it' : ' and no letter is left';
      reader.problems.push(reader.error(`piece ID ${p.id} is given twice (also line ${other})${why}`, p.at));
      return;
    }
    taken.add(free);
    p.id = free;
  });
}

/** A piece line's moves: its XBetza, or the default its name gives; each refusal kept among the problems. */
function movesOf(reader: DiagramReader, p: PieceLine, files: number, royal: boolean) {
  const text = p.betza.text || defaultMoves(p.name.toLowerCase(), files);
  if (text === '') {
    reader.problems.push(
      reader.error('a piece without moves whose name gives none the diagram assumes (give its XBetza)', p.betza.offset),
    );
    return { parts: [], castles: [], royalInitial: false };
  }
  // A default's refusal is located at the empty field, naming the default.
  const at = (i: number): number => p.betza.offset + (p.betza.text ? i : 0);
  const where = p.betza.text ? '' : ` (in ${quote(text)}, the diagram's default for a ${p.name.toLowerCase()})`;
  const { parts, castles, problems, royalInitial } = readXBetza(
    text,
    (message, i) => reader.error(message + where, at(i)),
    royal,
  );
  reader.problems.push(...problems);
  return { parts, castles, royalInitial };
}

/** One diagram as a fairyprint definition; InputError (located) at the first thing it cannot play exactly. */
function readDiagram(
  reader: DiagramReader,
  block: DiagramBlock,
  file: string,
  id: string,
  name: string,
): DefinitionFile {
  reader.read(block);
  if (reader.pieces.length === 0) throw reader.error('a diagram without piece lines', block.offset);
  const files = reader.number('files', 8, 1, 26);
  const ranks = reader.number('ranks', 8, 1, 26);
  distinctIds(reader);
  const royal = royalIndex(reader);
  const board = setupOf(reader, files, ranks);
  let castling: ReturnType<typeof castlingEntries> = [];
  let royalInitial = false;
  const pieces = reader.pieces.map((p, n) => {
    const { parts, castles, ...read } = movesOf(reader, p, files, n === royal);
    royalInitial ||= read.royalInitial;
    if (castles.length > 0 && n !== royal)
      reader.problems.push(reader.error('castling by a piece that is not royal', p.betza.offset));
    else if (castles.length > 0) castling = reader.attempt(() => castlingEntries(reader, board, p, castles), []);
    return { id: p.id, name: p.name || p.id, abbrev: p.id, ...(n === royal ? { royal: true } : {}), moves: parts };
  });
  const rights = castling.map((c) => c.right).join('');
  const holes = holesOf(board);
  const definition: DefinitionFile = {
    id,
    name,
    source: `Imported from an Interactive Diagram of the Chess Variant Pages (${file}); see docs/interactive-diagram.md`,
    board: { files, ranks, ...(holes.length > 0 ? { holes } : {}) },
    pieces,
    setup: { position: `${placement(board)} w ${rights ? rights + rights.toLowerCase() : '-'} - 0 1` },
    ...(castling.length > 0 ? { castling } : {}),
    // The script bars the royal piece's initial moves out of check.
    ...(royalInitial ? { rules: { noInitialRoyalMoveFromCheck: true } } : {}),
  } as DefinitionFile;
  const shuffled = reader.attempt(() => shuffleOf(reader, board, castling, reader.pieces[royal]?.id), null);
  if (shuffled) definition.chess960 = shuffled;
  const promotion = reader.attempt(() => promotionOf(reader, pieces, ranks), null);
  if (promotion) definition.promotion = [promotion];
  // The script scores a stalemate as a draw for stalemate=draw, and as the stalemated side's loss for any other value.
  const stalemate = reader.params.get('stalemate');
  if (stalemate) definition.end = { stalemate: stalemate.text === 'draw' ? 'draw' : 'loss' };
  if (reader.attempt(() => baring(reader, board, reader.pieces[royal]?.id), false))
    definition.end = { ...definition.end, insufficientMaterial: 'bare-royals', victories: [BARE_KING] };
  reader.attempt(() => refuseHoldings(reader), undefined);
  reader.attempt(() => extinction(reader, board, definition, royal), undefined);
  return definition;
}

/**
 * `extinction`: how the script treats several royal men a side (the royal piece's men). With one a
 * side it says nothing. `0`, absolute royalty: taking any of them wins, so no move may leave one
 * attacked, and a side left without a move loses or is stalemated: fairyprint's pseudo-royal men,
 * counted (`rules.pseudoRoyal` with a `count` of them, the piece not royal). Other values (royal only
 * while the last is left: they may be taken until then) are refused where there are several.
 */
function extinction(reader: DiagramReader, board: Board, definition: DefinitionFile, royal: number): void {
  const p = reader.params.get('extinction');
  const king = definition.pieces[royal];
  if (!p || !king) return;
  const men = (letter: string): number => board.flat().filter((c) => c === letter).length;
  const [white, black] = [men(king.id), men(king.id.toLowerCase())];
  if (white <= 1 && black <= 1) return;
  if (p.text !== '0' || white !== black || definition.castling || definition.rules)
    throw reader.error(
      `extinction=${p.text} with ${white} and ${black} royal men is modelled only as 0 (none may be left attacked), with as many a side, no castling and no initial royal moves`,
      p.offset,
    );
  delete king.royal;
  definition.rules = { pseudoRoyal: { pieces: [king.id], count: white } };
}

/** Shatranj's bare king, as fairyprint's material victory: a side left with its royal man alone loses, unless it answers in kind (a draw). */
const BARE_KING = { type: 'material', atMost: 1, reply: true } as const;

/**
 * `baring=0`: the script counts each side's men of every piece but the royal ones; a side to move with
 * none left loses, unless its move takes the other's last one (a draw): Shatranj's bare king, which
 * fairyprint counts in men, the royal one with them, so it needs one royal man a side. `baring=N`
 * (only the N-th piece's men count) is refused.
 */
function baring(reader: DiagramReader, board: Board, royal: string | undefined): boolean {
  const p = reader.params.get('baring');
  if (!p) return false;
  if (p.text !== '0')
    throw reader.error(
      `baring=${p.text}: a bare king counted in one piece's men is not modelled (baring=0, every piece's, is)`,
      p.offset,
    );
  const men = (letter: string | undefined): number => board.flat().filter((c) => c === letter).length;
  if (men(royal) !== 1 || men(royal?.toLowerCase()) !== 1)
    throw reader.error('baring=0 with other than one royal man a side is not modelled', p.offset);
  return true;
}

/**
 * `holdingsType`: what becomes of captured men. 0 (the default): they leave the game. 1: they go back to
 * their owner's hand; below 0: to the capturer's, changing sides (-1 demoting them by promoOffset, as
 * Shogi). The script (betza.js) drops a man from hand only when its piece table is clicked, on any
 * square, and its AI never drops: there is no drop rule to play, and those values are refused.
 */
function refuseHoldings(reader: DiagramReader): void {
  const p = reader.params.get('holdingsType');
  if (!p || p.text === '0') return;
  const where = p.text === '1' ? "their owner's hand" : "the capturer's hand";
  throw reader.error(
    `holdingsType=${p.text}: captured men kept in ${where}, which the diagram script drops by hand with no rule for where, are not modelled`,
    p.keyAt,
  );
}

/**
 * `shuffle=N!BRQK`: the men of those pieces trade places at random before the game, and with the king
 * and its castling partner among them the king stays between its partners and castles as in Chess960
 * (the script's Fischer castling): fairyprint's `chess960` with those pieces listed. `!` spreads a piece's
 * two men over both shades, as Chess960 does its colour-bound men (checked once compiled, in
 * shuffleShades). Several shuffles (`,`), the other marks (`:` symmetric, one `!` man kept on its shade),
 * men off the king's rank, and Black not White's mirror are refused.
 */
function shuffleOf(reader: DiagramReader, board: Board, castling: { rook: string }[], king: string | undefined) {
  const p = reader.params.get('shuffle');
  if (!p) return null;
  const mark = /[^A-Za-z!]/.exec(p.text);
  if (mark)
    throw reader.error(
      `shuffle ${quote(mark[0])}: only one shuffle of piece IDs, each with or without !, is modelled`,
      p.offset + mark.index,
    );
  for (const m of p.text.matchAll(/(!?)([A-Za-z])/g))
    reader.shuffled.push({ id: m[2]!.toUpperCase(), marked: m[1] === '!', at: p.offset + m.index + m[1]!.length });
  const ids = reader.shuffled.map((s) => s.id);
  const unknown = reader.shuffled.find((s) => !reader.pieces.some((piece) => piece.id === s.id));
  if (unknown) throw reader.error(`shuffle ${quote(unknown.id)} is not a piece ID`, unknown.at);
  const partners = castling.map((c) => board[Number(c.rook.slice(1)) - 1]![c.rook.charCodeAt(0) - 97]!);
  const partner = partners[0];
  // As in the script, Fischer castling is with two partners of one piece.
  if (partners.length !== 2 || partners[1] !== partner || !king || !ids.includes(king) || !ids.includes(partner!))
    throw reader.error(
      'a shuffle without the king castling both ways with two partners of one piece, all shuffled, is not modelled (only Chess960-like ones are)',
      p.offset,
    );
  if ((reader.params.get('symmetry')?.text || 'mirror') !== 'mirror')
    throw reader.error("a shuffle where Black's men do not mirror White's is not modelled", p.offset);
  const rank = board.findIndex((row) => row.includes(king));
  board.forEach((row, r) =>
    row.forEach((c, f) => {
      const white = c === c.toUpperCase();
      const mirror = board[board.length - 1 - r]![f];
      if (
        ids.includes(c.toUpperCase()) &&
        (mirror !== (white ? c.toLowerCase() : c.toUpperCase()) || (white && r !== rank))
      )
        throw reader.error(
          `${fileName(f)}${r + 1}: shuffled men must all stand on the king's rank, Black's the mirror of White's`,
          reader.placedAt.get(`${fileName(f)}${r + 1}`) ?? p.offset,
        );
    }),
  );
  return [...new Set(ids)];
}

/**
 * The shuffle's shades, once the pieces' moves are known: as Chess960 plays it, the colour-bound
 * pieces' men go to both shades and the others anywhere, so `!` must be on each colour-bound piece
 * with two men, and on no other.
 */
function shuffleShades(reader: DiagramReader, loaded: LoadedVariant): void {
  const spec = loaded.variant.spec;
  for (const s of reader.shuffled) {
    const type = spec.pieces.findIndex((p) => p.id === s.id);
    const men = [...spec.setup].filter((c) => c === type + 1).length;
    const bound = colourBound(spec, type);
    if (bound !== s.marked || (bound && men !== 2))
      reader.problems.push(
        reader.error(
          bound
            ? `shuffle ${quote(s.id)}: a piece that keeps to one shade is modelled shuffled only with ! and two men`
            : `shuffle ${quote(`!${s.id}`)}: ! on a piece that changes shade is not modelled`,
          s.at,
        ),
      );
  }
}

/**
 * The promotion of the first maxPromote pieces (default 1, the diagram's Pawn): a move of one of them
 * that ends on the last promoZone ranks (default 1) must promote, to a promoChoice piece (default the
 * Q, N, R and B the diagram has), as the diagram's move generator does. promoZone or maxPromote 0: none.
 */
function promotionOf(reader: DiagramReader, pieces: { id: string }[], ranks: number) {
  const max = reader.number('maxPromote', 1, 0, pieces.length);
  const zone = reader.number('promoZone', 1, 0, ranks);
  if (max === 0 || zone === 0) return null;
  const ids = pieces.map((p) => p.id);
  const given = reader.params.get('promoChoice');
  if (given?.text === '')
    throw reader.error('an empty promoChoice (any piece, the royal one too) is not modelled', given.offset);
  for (let n = 0; given && n < given.text.length; n++)
    if (!ids.includes(given.text[n]!))
      throw reader.error(
        `promoChoice ${quote(given.text[n]!)} is not a piece ID (marks like * and ! and rank digits are not modelled)`,
        given.offset + n,
      );
  const to = given ? [...given.text] : [...'QNRB'].filter((c) => ids.includes(c));
  if (to.length === 0)
    throw reader.error('no promoChoice, and none of its default Q, N, R, B to promote to', reader.pieces[0]!.at);
  return {
    pieces: ids.slice(0, max),
    ranks: Array.from({ length: zone }, (_, n) => ranks - zone + 1 + n),
    to,
  };
}

/** A diagram read: its definition and the compiled variant, or every problem met, in the order of the file. */
export interface DiagramCheck {
  definition: DefinitionFile | null;
  result: LoadedVariant | null;
  problems: InputError[];
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * The variant's name: the page's `<title>`, or its first `<h1>`, with the diagram's number when the page
 * holds several; a diagram's text has none, and is named by its file. (`satellite` is no name but a short
 * tag the script tells diagrams of one page apart by: `gen`, `arch`.)
 */
function pageName(source: string, n: number, count: number): string | null {
  const heading = /<title\b[^>]*>([\s\S]*?)<\/title>/i.exec(source) ?? /<h1\b[^>]*>([\s\S]*?)<\/h1>/i.exec(source);
  const text = (heading?.[1] ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(\w+);/g, (e, name: string) => ENTITIES[name] ?? e)
    .replace(/\s+/g, ' ')
    .trim();
  if (!text) return null;
  return count > 1 ? `${text}, diagram ${n + 1}` : text;
}

/** The diagram blocks of a file, each as a definition and compiled; problems located in the file. */
export function checkDiagrams(source: string, file: string): DiagramCheck[] {
  const stem = (file.split(/[\\/]/).pop() ?? 'diagram')
    .replace(/\.[^.]*$/, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');
  const blocks = diagramBlocks(source);
  return blocks.map((block, n) => {
    const id = `${stem.replace(/^-+|-+$/g, '') || 'diagram'}${blocks.length > 1 ? `-${n + 1}` : ''}`;
    const reader = new DiagramReader(source, file);
    const name = pageName(source, n, blocks.length) ?? id;
    const definition = reader.attempt(() => readDiagram(reader, block, file, id, name), null);
    if (!definition || reader.problems.length > 0)
      return { definition: null, result: null, problems: inFileOrder(reader.problems) };
    const compiled = compileData(definition, `${file}#${n + 1}`);
    if ('variant' in compiled) shuffleShades(reader, compiled);
    if ('variant' in compiled && reader.problems.length > 0)
      return { definition: null, result: null, problems: inFileOrder(reader.problems) };
    if ('variant' in compiled) return { definition, result: compiled, problems: [] };
    const messages = compiled.problems.map((p) => p.message);
    if (messages.length === 0) messages.push(compiled.schema?.issues[0]?.message ?? 'does not compile');
    const problems = messages.map((message) => {
      // A problem of the start position names its square: located where the diagram set that man up.
      const square = /^([a-z]+[0-9]+): /.exec(message)?.[1];
      const at = (square ? reader.placedAt.get(square) : undefined) ?? block.offset;
      return reader.error(`diagram ${n + 1}: ${message}`, at);
    });
    return { definition, result: null, problems: inFileOrder(problems) };
  });
}

/** Problems by line and column, each once (a default's refusals are all located at its empty field). */
function inFileOrder(problems: InputError[]): InputError[] {
  const key = (e: InputError): number => (e.location?.line ?? 0) * 100_000 + (e.location?.column ?? 0);
  const seen = new Set<string>();
  return [...problems]
    .sort((a, b) => key(a) - key(b))
    .filter((e) => !seen.has(e.format()) && seen.add(e.format()) !== undefined);
}

/** A diagram's definition as YAML with the `$schema` line; `schema` is its path as the file will see it. */
export function diagramYaml(definition: DefinitionFile, file: string, index: number, schema: string): string {
  const doc = new Document(definition, { aliasDuplicateObjects: false });
  // Short lists of plain values (squares, piece ids) on one line.
  visit(doc, {
    Seq(_, seq) {
      if (seq.items.every((item) => isScalar(item))) seq.flow = true;
    },
  });
  const header = [
    `# yaml-language-server: $schema=${schema}`,
    `# Rules: ${definition.id}.md`,
    `# Imported by fairyprint import from interactive diagram ${index} of ${file}; docs/interactive-diagram.md`,
    '# of fairyprint says what each diagram parameter became. Write the pieces rules texts below.',
  ];
  return `${header.join('\n')}\n${doc.toString({ lineWidth: 120 })}`;
}

/** A rules page to fill in, in the shape of fairyprint's docs/rules pages. */
export function diagramRulesStub(definition: DefinitionFile, file: string, index: number): string {
  const pieces = definition.pieces.map(
    (p) => `- **${p.name}** (\`${p.id}\`): Betza \`${(p.moves as AtomDefinition[]).map((m) => m.betza).join('')}\`.`,
  );
  return [
    `# ${definition.name}`,
    '',
    `Imported from interactive diagram ${index} of \`${file}\` (a Chess Variant Pages diagram) by`,
    '`fairyprint import`. Describe the rules here as players read them.',
    '',
    '## Board and setup',
    '',
    `A ${definition.board.files}x${definition.board.ranks} board; the start position is \`${definition.setup.position}\`.`,
    '',
    '## Pieces',
    '',
    ...pieces,
    '',
  ].join('\n');
}
