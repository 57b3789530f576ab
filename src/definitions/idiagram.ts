/**
 * The Chess Variant Pages' Interactive Diagrams (H. G. Muller's betza.js) read as fairyprint
 * definitions: a diagram's text (`key=value` parameters and `name:ID:XBetza:image:squares` piece lines),
 * or an HTML page holding `<div class="idiagram">` blocks. Parameters that only set appearance say
 * nothing about the rules; every other parameter, XBetza feature or piece field that fairyprint cannot
 * play exactly is refused with its line and column. docs/interactive-diagram.md maps each one.
 */
import { Document, isScalar, visit } from 'yaml';
import { InputError } from '../errors.js';
import { quote } from '../printable.js';
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
]);

/**
 * Moves of pieces whose line leaves them empty, by name, where the diagram's default is plain; a Pawn's or
 * King's default (double step, castling) is not assumed.
 */
const DEFAULT_MOVES: Record<string, string> = {
  knight: 'N',
  bishop: 'B',
  rook: 'R',
  queen: 'Q',
  archbishop: 'BN',
  cardinal: 'BN',
  chancellor: 'RN',
  marshall: 'RN',
  marshal: 'RN',
  amazon: 'QN',
};

/** XBetza atoms fairyprint's Betza reads the same way. */
const ATOMS = new Set(['W', 'F', 'D', 'N', 'A', 'H', 'C', 'Z', 'G', 'K', 'R', 'B', 'Q']);
const OBLIQUE = new Set(['N', 'C', 'Z']);
const DIAGONAL = new Set(['F', 'A', 'G', 'B']);

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
  betza: Located;
  squares: Located;
  at: number;
}

/** Reads diagram blocks of one file; problems are located in it. */
class DiagramReader {
  readonly params = new Map<string, Located & { keyAt: number }>();
  readonly pieces: PieceLine[] = [];

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

  read(block: DiagramBlock): void {
    let offset = block.offset;
    for (const raw of block.text.split('\n')) {
      const lead = raw.length - raw.trimStart().length;
      const line = raw.trim();
      if (line !== '') this.readLine(line, offset + lead);
      offset += raw.length + 1;
    }
  }

  private readLine(line: string, at: number): void {
    const eq = line.indexOf('=');
    const colon = line.indexOf(':');
    if (eq > 0 && (colon < 0 || eq < colon)) {
      const key = line.slice(0, eq).trim();
      const value = line.slice(eq + 1).trim();
      if (!APPEARANCE.has(key) && !RULE_PARAMETERS.has(key))
        throw this.error(`diagram parameter ${quote(key)} changes rules fairyprint does not model, or is unknown`, at);
      this.params.set(key, { text: value, offset: at + line.indexOf(value, eq), keyAt: at });
      return;
    }
    if (colon < 0) throw this.error('expected key=value or a piece line name:ID:moves:image:squares', at);
    const fields = line.split(':');
    let pos = at;
    const starts = fields.map((f) => {
      const s = pos;
      pos += f.length + 1;
      return s;
    });
    const extra = fields.findIndex((f, n) => n > 4 && f.trim() !== '');
    if (extra > 0)
      throw this.error(`piece field ${extra + 1} (${quote(fields[extra]!)}) is not modelled`, starts[extra]!);
    const name = fields[0]!.trim();
    const id = (fields[1]!.trim() || name.charAt(0)).toUpperCase();
    if (!/^[A-Z]$/.test(id)) throw this.error(`piece ID ${quote(id)}: fairyprint needs one letter`, starts[1]!);
    const betza = (fields[2] ?? '').trim() || DEFAULT_MOVES[name.toLowerCase()] || '';
    this.pieces.push({
      name,
      id,
      betza: { text: betza, offset: starts[2] ?? at },
      squares: { text: (fields[4] ?? '').trim(), offset: starts[4] ?? at },
      at,
    });
  }

  number(key: string, fallback: number, min: number, max: number): number {
    const p = this.params.get(key);
    if (!p) return fallback;
    const n = Number(p.text);
    if (!Number.isInteger(n) || n < min || n > max)
      throw this.error(`${key} must be a whole number from ${min} to ${max}`, p.offset);
    return n;
  }
}

interface Castle {
  side: 'l' | 'r';
  distance: number;
}

/** One XBetza string as fairyprint's move parts, and the king's castlings; refused where not exact. */
function readXBetza(reader: DiagramReader, betza: Located): { parts: AtomDefinition[]; castles: Castle[] } {
  const parts: AtomDefinition[] = [];
  const castles: Castle[] = [];
  const text = betza.text;
  const at = (i: number): number => betza.offset + i;
  if (text === '')
    throw reader.error('a piece without moves whose name gives none fairyprint assumes (give its XBetza)', at(0));
  const group = /([a-z]*)([A-Z])(\2|[0-9]*)/y;
  let i = 0;
  while (i < text.length) {
    group.lastIndex = i;
    const m = group.exec(text);
    if (!m) {
      const bad = text.slice(i).search(/[^a-z]/);
      throw reader.error(`XBetza ${quote(text)}: expected modifiers and an atom`, at(i + Math.max(bad, 0)));
    }
    const [all, mods, atom, suffix] = m as unknown as [string, string, string, string];
    const strange = [...mods].findIndex((c) => !'mcienfblrvs'.includes(c));
    if (strange >= 0) throw reader.error(`XBetza modifier ${quote(mods[strange]!)} is not modelled`, at(i + strange));
    if (atom === 'O') {
      castles.push(...castlings(reader, mods, suffix, at(i)));
      i += all.length;
      continue;
    }
    if (!ATOMS.has(atom)) throw reader.error(`XBetza atom ${quote(atom)} is not modelled`, at(i + mods.length));
    const dirs = mods.replace(/[mcien]/g, '');
    if (dirs.length > 1 && !directionsAgree(atom, dirs))
      throw reader.error(`XBetza directions ${quote(dirs)} on ${atom} are not modelled`, at(i));
    if (mods.includes('e') && !mods.includes('c'))
      throw reader.error('XBetza e without c (en passant only) is not modelled', at(i + mods.indexOf('e')));
    const part: AtomDefinition = { betza: mods.replace('e', '') + atom + suffix };
    if (mods.includes('e')) part.enPassant = 'capture';
    parts.push(part);
    i += all.length;
  }
  return { parts, castles };
}

/** Whether fairyprint's Betza reads these direction letters on the atom as XBetza does. */
function directionsAgree(atom: string, dirs: string): boolean {
  if (OBLIQUE.has(atom)) return dirs === 'ff' || dirs === 'bb';
  if (DIAGONAL.has(atom)) return /^([fb][lr])+$/.test(dirs);
  // Orthogonal atoms: each letter adds its direction in both readings.
  return true;
}

function castlings(reader: DiagramReader, mods: string, suffix: string, at: number): Castle[] {
  const distance = Number(suffix);
  if (!/^i?[slr]?i?$/.test(mods) || !/^[0-9]$/.test(suffix) || distance < 1)
    throw reader.error('castling XBetza other than [i][s|l|r]O<digit> is not modelled', at);
  if (mods.includes('l')) return [{ side: 'l', distance }];
  if (mods.includes('r')) return [{ side: 'r', distance }];
  return [
    { side: 'r', distance },
    { side: 'l', distance },
  ];
}

const fileName = (f: number): string => String.fromCharCode(97 + f);

/** A diagram's square list (`a2-h2,b1,g1`) as [file, rank] pairs, 0-based. */
function readSquares(reader: DiagramReader, squares: Located, files: number, ranks: number, first: number) {
  const out: { file: number; rank: number; at: number }[] = [];
  if (squares.text === '') return out;
  let pos = squares.offset;
  for (const item of squares.text.split(',')) {
    const m = /^\s*([a-z])(\d+)(?:-([a-z])(\d+))?\s*$/.exec(item);
    if (!m) throw reader.error(`expected a square or a range like a2-h2, not ${quote(item)}`, pos);
    const [f1, r1] = [m[1]!.charCodeAt(0) - 97, Number(m[2]) - first];
    const [f2, r2] = m[3] ? [m[3].charCodeAt(0) - 97, Number(m[4]) - first] : [f1, r1];
    if (f1 !== f2 && r1 !== r2) throw reader.error(`${quote(item)} is not along one rank or file`, pos);
    for (let f = Math.min(f1, f2); f <= Math.max(f1, f2); f++)
      for (let r = Math.min(r1, r2); r <= Math.max(r1, r2); r++) {
        if (f >= files || r < 0 || r >= ranks) throw reader.error(`${quote(item)} is off the board`, pos);
        out.push({ file: f, rank: r, at: pos });
      }
    pos += item.length + 1;
  }
  return out;
}

/** The start position's placement and its castling rights, from the piece lines and the symmetry. */
function setupOf(reader: DiagramReader, files: number, ranks: number): string[][] {
  const first = reader.number('firstRank', 1, 0, 1);
  const symmetry = reader.params.get('symmetry');
  const mode = symmetry?.text || 'mirror';
  if (!['mirror', 'rotate', 'none'].includes(mode))
    throw reader.error(`symmetry ${quote(mode)} is not one the diagram knows (mirror, rotate, none)`, symmetry!.offset);
  const board = Array.from({ length: ranks }, () => Array<string>(files).fill(''));
  const put = (sq: { file: number; rank: number; at: number }, letter: string): void => {
    if (board[sq.rank]![sq.file] !== '')
      throw reader.error(`${fileName(sq.file)}${sq.rank + first} is set up twice`, sq.at);
    board[sq.rank]![sq.file] = letter;
  };
  for (const p of reader.pieces) {
    // "white,,black": Black's squares given after a double comma; else they follow from the symmetry.
    const split = p.squares.text.indexOf(',,');
    const white = split < 0 ? p.squares : { text: p.squares.text.slice(0, split), offset: p.squares.offset };
    for (const sq of readSquares(reader, white, files, ranks, first)) {
      put(sq, p.id);
      if (split < 0 && mode !== 'none')
        put(
          { ...sq, file: mode === 'rotate' ? files - 1 - sq.file : sq.file, rank: ranks - 1 - sq.rank },
          p.id.toLowerCase(),
        );
    }
    if (split >= 0) {
      const black = { text: p.squares.text.slice(split + 2), offset: p.squares.offset + split + 2 };
      for (const sq of readSquares(reader, black, files, ranks, first)) put(sq, p.id.toLowerCase());
    }
  }
  return board;
}

function placement(board: string[][]): string {
  return board
    .map((row) => row.map((c) => c || '1').join(''))
    .reverse()
    .join('/')
    .replace(/1+/g, (ones) => String(ones.length));
}

/** The king's castlings as fairyprint's castling entries, with the corner piece of each side. */
function castlingEntries(reader: DiagramReader, board: string[][], king: PieceLine, castles: Castle[]) {
  const rank = board.findIndex((row) => row.includes(king.id));
  const file = rank < 0 ? -1 : board[rank]!.indexOf(king.id);
  if (castles.length > 0 && file < 0) throw reader.error('a castling king that does not start on the board', king.at);
  const row = board[rank] ?? [];
  return castles.map(({ side, distance }) => {
    const step = side === 'r' ? 1 : -1;
    const corner = side === 'r' ? row.length - 1 : 0;
    const kingTo = file + step * distance;
    if (row[corner] === '' || kingTo <= 0 || kingTo >= row.length - 1)
      throw reader.error(
        `castling ${distance} squares to the ${side === 'r' ? 'right' : 'left'} has no corner piece to castle with`,
        king.betza.offset,
      );
    const sq = (f: number): string => `${fileName(f)}${rank + 1}`;
    return {
      right: side === 'r' ? 'K' : 'Q',
      king: sq(file),
      rook: sq(corner),
      kingTo: [sq(kingTo)],
      rookTo: sq(kingTo - step),
    };
  });
}

/** The royal piece: royal= as a piece number (1: the first line) or ID; without it, the last piece. */
function royalIndex(reader: DiagramReader): number {
  const p = reader.params.get('royal');
  const byId = p ? reader.pieces.findIndex((piece) => piece.id === p.text.toUpperCase()) : -1;
  return byId >= 0 ? byId : reader.number('royal', reader.pieces.length, 1, reader.pieces.length) - 1;
}

/** One diagram as a fairyprint definition; InputError (located) at the first thing it cannot play exactly. */
export function diagramDefinition(source: string, file: string, block: DiagramBlock, id: string): DefinitionFile {
  const reader = new DiagramReader(source, file);
  reader.read(block);
  if (reader.pieces.length === 0) throw reader.error('a diagram without piece lines', block.offset);
  const files = reader.number('files', 8, 1, 26);
  const ranks = reader.number('ranks', 8, 1, 26);
  const royal = royalIndex(reader);
  const board = setupOf(reader, files, ranks);
  const ids = reader.pieces.map((p) => p.id);
  const twice = ids.findIndex((x, n) => ids.indexOf(x) !== n);
  if (twice >= 0) throw reader.error(`piece ID ${ids[twice]} is given twice`, reader.pieces[twice]!.at);
  let castling: ReturnType<typeof castlingEntries> = [];
  let target = false;
  const pieces = reader.pieces.map((p, n) => {
    const { parts, castles } = readXBetza(reader, p.betza);
    if (castles.length > 0 && n !== royal) throw reader.error('castling by a piece that is not royal', p.betza.offset);
    if (castles.length > 0) castling = castlingEntries(reader, board, p, castles);
    target ||= parts.some((part) => part.enPassant === 'capture');
    return { id: p.id, name: p.name || p.id, abbrev: p.id, ...(n === royal ? { royal: true } : {}), moves: parts };
  });
  // A pawn's lame initial double step is the move en passant captures (as in the diagram's own pawns).
  if (target)
    for (const piece of pieces)
      for (const part of piece.moves)
        if (/^(?=[a-z]*i)(?=[a-z]*n)(?=[a-z]*m)[a-z]*D$/.test(part.betza ?? '')) part.enPassant = 'target';
  const rights = castling.map((c) => c.right).join('');
  const definition: DefinitionFile = {
    id,
    name: reader.params.get('satellite')?.text || id,
    source: `Imported from an Interactive Diagram of the Chess Variant Pages (${file}); see docs/interactive-diagram.md`,
    board: { files, ranks },
    pieces,
    setup: { position: `${placement(board)} w ${rights ? rights + rights.toLowerCase() : '-'} - 0 1` },
    ...(castling.length > 0 ? { castling } : {}),
  } as DefinitionFile;
  const promotion = promotionOf(reader, pieces, ranks);
  if (promotion) definition.promotion = [promotion];
  return definition;
}

/** The first piece's promotion (the diagram's Pawn): promoChoice's pieces on the last promoZone ranks. */
function promotionOf(reader: DiagramReader, pieces: { id: string }[], ranks: number) {
  // maxPromote counts the promoting pieces from the first line: only the first one is modelled.
  const max = reader.params.get('maxPromote');
  if (max && max.text !== '1') throw reader.error('maxPromote other than 1 is not modelled', max.offset);
  const choice = reader.params.get('promoChoice');
  if (!choice) return null;
  const zone = reader.number('promoZone', 1, 1, ranks);
  if (zone !== 1)
    throw reader.error(
      'a promotion zone deeper than the last rank is not modelled',
      reader.params.get('promoZone')!.offset,
    );
  const ids = pieces.map((p) => p.id);
  for (let n = 0; n < choice.text.length; n++)
    if (!ids.includes(choice.text[n]!))
      throw reader.error(
        `promoChoice ${quote(choice.text[n]!)} is not a piece ID (marks like * and ! are not modelled)`,
        choice.offset + n,
      );
  return {
    pieces: [pieces[0]!.id],
    ranks: Array.from({ length: zone }, (_, n) => ranks - zone + 1 + n),
    to: [...choice.text],
  };
}

/** The diagram blocks of a file, each as a definition and compiled; problems located in the file. */
export function checkDiagrams(
  source: string,
  file: string,
): { definition: DefinitionFile | null; result: LoadedVariant | null; problem: InputError | null }[] {
  const stem = (file.split(/[\\/]/).pop() ?? 'diagram')
    .replace(/\.[^.]*$/, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');
  const blocks = diagramBlocks(source);
  return blocks.map((block, n) => {
    const id = `${stem.replace(/^-+|-+$/g, '') || 'diagram'}${blocks.length > 1 ? `-${n + 1}` : ''}`;
    try {
      const definition = diagramDefinition(source, file, block, id);
      const compiled = compileData(definition, `${file}#${n + 1}`);
      if ('variant' in compiled) return { definition, result: compiled, problem: null };
      const first = compiled.problems[0];
      const message = first?.message ?? compiled.schema?.issues[0]?.message ?? 'does not compile';
      const reader = new DiagramReader(source, file);
      return { definition, result: null, problem: reader.error(`diagram ${n + 1}: ${message}`, block.offset) };
    } catch (e) {
      if (e instanceof InputError) return { definition: null, result: null, problem: e };
      throw e;
    }
  });
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
