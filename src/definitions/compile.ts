/**
 * Turns a schema-checked definition into the engine's VariantSpec: resolves square names, piece ids,
 * Betza strings and white-relative ranks, and checks what the schema cannot (unknown pieces, squares off
 * the board, setup counts). Every problem names the field path it was found at.
 */

import { mirrorSquare } from '../engine/position.js';
import { partMode } from '../engine/rules/index.js';
import { squaresWords } from '../engine/rules/words.js';
import type {
  AtomSpec,
  BoardMarkSpec,
  BoardPointsSpec,
  CastlingSpec,
  ChaseSpec,
  ConnectSpec,
  CounterLookSpec,
  CountingSpec,
  DeadMaterialSpec,
  DropSpec,
  EndSpec,
  FreeSetupSpec,
  PieceSpec,
  PromotionSpec,
  RulesSpec,
  SetupOptionSpec,
  StartSpec,
  VariantSpec,
  VictorySpec,
} from '../engine/spec.js';
import { PlacementError, parsePlacement } from '../notation/fen.js';
import { defaultFileLabels, parseSquareIn } from '../notation/squares.js';
import { listed, quote, unsafeCharacter } from '../printable.js';
import { CJK_GLYPHS } from '../render/cjk-glyphs.js';
import { BetzaError, describeAtoms, parseBetza } from './betza.js';
import type { AtomDefinition, DefinitionFile } from './schema.js';

export type FieldPath = (string | number)[];

/** A problem at a field of the definition; `offset` is a character offset inside a string value. */
type SidesText = string | readonly [string, string];

/**
 * A piece's traditional faces, White's and Black's. Every character must be one the faces' outlines hold
 * (src/render/cjk-glyphs.ts): one that could not be printed is refused, never dropped.
 */
function faces(def: { cjk: SidesText; token?: SidesText }, path: FieldPath): NonNullable<PieceSpec['faces']> {
  const both = (t: SidesText): [string, string] => (typeof t === 'string' ? [t, t] : [t[0], t[1]]);
  const cjk = both(def.cjk);
  const token = def.token ? both(def.token) : both([[...cjk[0]][0]!, [...cjk[1]][0]!]);
  const missing = [...new Set([...cjk, ...token].join(''))].filter((c) => !CJK_GLYPHS[c]);
  if (missing.length)
    throw new DefinitionProblem(
      path,
      `no outline for ${listed(missing.map((c) => quote(c)))}: the faces print ${Object.keys(CJK_GLYPHS).join('')} (scripts/cjk-glyphs.ts adds more from the font)`,
    );
  return { cjk, token };
}

export class DefinitionProblem extends Error {
  constructor(
    readonly path: FieldPath,
    message: string,
    readonly offset: number | null = null,
  ) {
    super(message);
  }
}

const MAX_CHAIN = 26;

/** Fields of prose for players, which may run over several lines and hold tabs. */
const PROSE_FIELDS = new Set(['description', 'author', 'rules', 'notes', 'source', 'interpretations']);

/**
 * Every text of a definition (names, letters, prose; the keys too) reaches a printed page or a
 * terminal: one holding a control character or a mark that reorders or hides text is a problem at the
 * character. Walked without recursion, so nesting cannot exhaust the stack.
 */
export function unsafeTextProblems(data: unknown): DefinitionProblem[] {
  const problems: DefinitionProblem[] = [];
  const stack: [unknown, FieldPath][] = [[data, []]];
  while (stack.length > 0) {
    const [value, path] = stack.pop()!;
    const last = path[path.length - 1];
    if (typeof value === 'string') {
      const unsafe = unsafeCharacter(value, typeof last === 'string' && PROSE_FIELDS.has(last));
      if (unsafe) problems.push(new DefinitionProblem(path, unsafe.message, unsafe.offset));
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push([value[i], [...path, i]]);
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value).reverse()) {
        const unsafe = unsafeCharacter(key, false);
        if (unsafe) problems.push(new DefinitionProblem([...path, key], `the key: ${unsafe.message}`));
        else stack.push([item, [...path, key]]);
      }
    }
  }
  return problems;
}

/** Compiles, collecting every independent problem instead of stopping at the first. */
export function compileCollecting(
  def: DefinitionFile,
  fallbackId: string,
  problems: DefinitionProblem[],
): VariantSpec | null {
  const fileLabels = fileLabelsOf(def, problems);
  if (!fileLabels) return null;
  const c = new Compilation(def, problems, fileLabels);
  const pieces = c.pieces();
  const placed = c.setupPlacement(pieces);
  const freeSetup = c.freeSetup(pieces);
  const setupOptions = c.setupOptions();
  const marks = c.marks();
  const boardStyle = c.boardStyle();
  const points = boardStyle === 'points' ? c.points() : undefined;
  const castling = c.castling(pieces, placed);
  const chess960Shuffled = Array.isArray(def.chess960) ? c.chess960Shuffled(def.chess960, castling, placed) : null;
  const promotion = c.promotion(pieces);
  const drops = c.drops(pieces);
  const end = c.end(pieces);
  const castlingWins = c.castlingWins(castling);
  if (castlingWins) end.castlingWins = castlingWins;
  const { rules, rightsUsed } = c.rules(pieces);

  // The man on the first castling's king square is the one that should be royal.
  const royalNeeded = royalProblem(def, castling[0] && placed ? Math.abs(placed[castling[0].king]!) - 1 : -1);
  if (royalNeeded) problems.push(royalNeeded);
  // Each right is a bit for each side in a 32-bit word (Position.rights).
  if (rightsUsed.size > 16)
    problems.push(
      new DefinitionProblem(
        ['castling'],
        `${rightsUsed.size} once-per-game rights (castlings, Nexial castling, the Guard's call); at most 16 are supported`,
      ),
    );
  // Gating names its gates by file letters among the rights (Seirawan's KQBCDFGkqbcdfg).
  const gateLetters = rules.gating || rules.cambodianMoves ? fileLabels.map((l) => l.toUpperCase()) : [];
  const start = c.attempt(() =>
    startFields(def.setup.position, c.geometry, placed, castling, [...rightsUsed, ...gateLetters]),
  );
  const hand = c.setupHand(pieces, drops != null || rules.gating === true, drops != null, placed);
  const counters = def.counters ? c.counterLook(def.counters, pieces.length) : null;

  if (problems.length > 0) return null;
  const { files, ranks, exists } = c.geometry;
  return {
    id: def.id ?? fallbackId,
    name: def.name,
    ...(def.description ? { description: def.description } : {}),
    ...(def.author ? { author: def.author } : {}),
    ...(def.interpretations?.length ? { interpretations: def.interpretations } : {}),
    files,
    ranks,
    fileLabels,
    exists,
    pieces: rules.petrify ? [...pieces, STONE] : rules.walls ? [...pieces, WALL] : pieces,
    setup: placed ?? new Int16Array(files * ranks),
    setupText: def.setup.position,
    ...(start ? { start } : {}),
    ...(hand ? { hand } : {}),
    ...(marks.length > 0 ? { marks } : {}),
    ...(points ? { points } : {}),
    ...(boardStyle === 'lines' ? { linesBoard: true } : {}),
    ...(counters ? { counters } : {}),
    ...(def.sides ? { sideNames: def.sides } : {}),
    freeSetup: freeSetup ?? null,
    setupOptions,
    castling,
    ...(def.chess960 ? { chess960: true } : {}),
    ...(chess960Shuffled ? { chess960Shuffled } : {}),
    promotion,
    end,
    rules,
    ...(drops ? { drops } : {}),
  };
}

/** The board's file labels, one for each file and all different; null (and a problem) when they are not. */
function fileLabelsOf(def: DefinitionFile, problems: DefinitionProblem[]): string[] | null {
  const { files } = def.board;
  const fileLabels = def.board.fileLabels ?? defaultFileLabels(files);
  if (fileLabels.length !== files) {
    problems.push(
      new DefinitionProblem(['board', 'fileLabels'], `${fileLabels.length} file labels for ${files} files`),
    );
    return null;
  }
  if (new Set(fileLabels).size !== files) {
    problems.push(new DefinitionProblem(['board', 'fileLabels'], 'file labels must all differ'));
    return null;
  }
  return fileLabels;
}

interface Geometry {
  files: number;
  ranks: number;
  fileLabels: string[];
  exists: boolean[];
}

type Rect = BoardMarkSpec['rects'][number];

/**
 * One definition being compiled: what every part of it reads (the board with its holes, the regions,
 * the piece ids) and the problems found so far. Each method compiles one part, in the order the
 * problems are reported; a part that cannot be compiled leaves its problems and compiles to nothing.
 */
class Compilation {
  /** Every square of the grid, holes too (holes and marks are rectangles of it). */
  private readonly full: Geometry;
  /** The board: the grid without its holes. */
  readonly geometry: Geometry;
  private readonly regions = new Map<string, number[]>();
  /** Black's own squares of the regions that give them (`black`), as on the board. */
  private readonly blackRegions = new Map<string, number[]>();
  private readonly regionLabels = new Map<string, string>();
  /** Piece ids in upper case, as ids are compared. */
  private readonly ids: string[];

  constructor(
    private readonly def: DefinitionFile,
    private readonly problems: DefinitionProblem[],
    fileLabels: string[],
  ) {
    const { files, ranks } = def.board;
    this.full = { files, ranks, fileLabels, exists: new Array<boolean>(files * ranks).fill(true) };
    const exists = new Array<boolean>(files * ranks).fill(true);
    (def.board.holes ?? []).forEach((h, i) =>
      this.attempt(() => this.squaresOf(h, ['board', 'holes', i]).forEach((sq) => (exists[sq] = false))),
    );
    this.geometry = { files, ranks, fileLabels, exists };
    (def.board.regions ?? []).forEach((r, i) => {
      if (this.regions.has(r.name))
        problems.push(
          new DefinitionProblem(['board', 'regions', i, 'name'], `region ${quote(r.name)} is defined twice`),
        );
      const squares = r.squares.flatMap(
        (text, j) =>
          this.attempt(() => this.squaresOf(text, ['board', 'regions', i, 'squares', j], this.geometry)) ?? [],
      );
      this.regions.set(r.name, [...new Set(squares)]);
      const black = r.black?.flatMap(
        (text, j) => this.attempt(() => this.squaresOf(text, ['board', 'regions', i, 'black', j], this.geometry)) ?? [],
      );
      if (black) this.blackRegions.set(r.name, [...new Set(black)]);
      if (r.label) this.regionLabels.set(r.name, r.label);
    });
    this.ids = def.pieces.map((p) => p.id.toUpperCase());
    def.pieces.forEach((p, i) => {
      if (this.ids.indexOf(p.id.toUpperCase()) !== i) {
        problems.push(new DefinitionProblem(['pieces', i, 'id'], `piece id "${p.id}" is used twice (ids ignore case)`));
      }
    });
  }

  /** What `fn` returns, or null when it finds a problem (which is kept). */
  attempt<T>(fn: () => T): T | null {
    try {
      return fn();
    } catch (e) {
      if (e instanceof DefinitionProblem) {
        this.problems.push(e);
        return null;
      }
      throw e;
    }
  }

  private problem(path: FieldPath, message: string): void {
    this.problems.push(new DefinitionProblem(path, message));
  }

  /** "c3" or the rectangle "c3:f6": its squares that are on `geometry`. */
  private squaresOf(text: string, path: FieldPath, geometry = this.full): number[] {
    const { files, ranks } = this.full;
    const [a, b] = text.split(':');
    const sa = parseSquareIn(geometry, a!);
    const sb = b === undefined ? sa : parseSquareIn(geometry, b);
    if (sa < 0 || sb < 0)
      throw new DefinitionProblem(path, `${quote(text)} is not a square of the ${files}x${ranks} board`);
    const out: number[] = [];
    const [x0, x1] = [Math.min(sa % files, sb % files), Math.max(sa % files, sb % files)];
    const [y0, y1] = [Math.min((sa / files) | 0, (sb / files) | 0), Math.max((sa / files) | 0, (sb / files) | 0)];
    for (let y = y0; y <= y1; y++)
      for (let x = x0; x <= x1; x++) if (geometry.exists[y * files + x]) out.push(y * files + x);
    return out;
  }

  /** The rectangle "c3:f6" (or the square "c3") of the whole grid, holes included. */
  private rectangle(range: string, path: FieldPath): Rect {
    const { files, ranks } = this.full;
    const [a, b = a] = range.split(':') as [string, string?];
    const sa = parseSquareIn(this.full, a);
    const sb = parseSquareIn(this.full, b);
    if (sa < 0 || sb < 0)
      throw new DefinitionProblem(path, `${quote(range)} is not a square of the ${files}x${ranks} board`);
    const [fa, ra, fb, rb] = [sa % files, (sa / files) | 0, sb % files, (sb / files) | 0];
    return { f0: Math.min(fa, fb), r0: Math.min(ra, rb), f1: Math.max(fa, fb), r1: Math.max(ra, rb) };
  }

  private square(text: string, path: FieldPath): number {
    const sq = parseSquareIn(this.geometry, text);
    if (sq < 0) throw new DefinitionProblem(path, `${quote(text)} is not a square of this board`);
    return sq;
  }

  /**
   * A region's squares for one side, White-relative (Black's turned over, as the engine reads them):
   * Black's own where the region gives them. `both`: a field that takes one set for both sides, which
   * refuses a region with squares of Black's own.
   */
  private region(name: string, path: FieldPath, side: 'white' | 'black' | 'both' = 'both'): number[] {
    const squares = this.regions.get(name);
    if (!squares)
      throw new DefinitionProblem(
        path,
        `unknown region ${quote(name)} (regions: ${listed([...this.regions.keys()]) || 'none'})`,
      );
    const black = this.blackRegions.get(name);
    if (!black || side === 'white') return squares;
    if (side === 'both')
      throw new DefinitionProblem(
        path,
        `region ${quote(name)} has squares of Black's own (black), which this field does not take`,
      );
    return black.map((sq) => mirrorSquare(this.geometry, sq));
  }

  /** A region a move part is bound to: White's squares, and Black's where they are not White's turned over. */
  private partRegion(name: string, path: FieldPath): PartRegion {
    const white = this.region(name, path, 'white');
    return { white, black: this.blackRegions.has(name) ? this.region(name, path, 'black') : null };
  }

  /**
   * A region as players read it: its label ("the palace"), else its squares, which the board's
   * coordinates show ("ranks 6 to 10", "d1 to f3"), else its name in words: never a data id.
   */
  regionText(name: string): string {
    const label = this.regionLabels.get(name);
    if (label) return label;
    const words = (squares: number[] | undefined): string =>
      (squares && squaresWords(squares, this.geometry)) || name.replace(/-/g, ' ');
    const black = this.blackRegions.get(name);
    return black
      ? `${words(this.regions.get(name))} for White, ${words(black)} for Black`
      : words(this.regions.get(name));
  }

  /** The printed men's look, each size listed given to its piece's type. */
  counterLook(look: NonNullable<DefinitionFile['counters']>, types: number): CounterLookSpec {
    const out: CounterLookSpec = { shape: look.shape ?? 'square', sides: look.sides ?? 'light-dark' };
    if (!look.sizes) return out;
    const sizes = new Array<number>(types).fill(100);
    for (const [id, pct] of Object.entries(look.sizes)) {
      const t = this.attempt(() => this.pieceIndex(id, ['counters', 'sizes', id]));
      if (t !== null) sizes[t] = pct;
    }
    return { ...out, sizes };
  }

  private pieceIndex(id: string, path: FieldPath, offset: number | null = null): number {
    const t = this.ids.indexOf(id.toUpperCase());
    if (t < 0)
      throw new DefinitionProblem(
        path,
        `unknown piece ${quote(id)} (pieces: ${this.def.pieces.map((p) => p.id).join(' ')})`,
        offset,
      );
    return t;
  }

  /** A white-relative rank (1 is White's first) as a row index. */
  private rankIndex(r: number, path: FieldPath): number {
    const { ranks } = this.geometry;
    if (r > ranks) throw new DefinitionProblem(path, `rank ${r} is beyond the board's ${ranks} ranks`);
    return r - 1;
  }

  /** The pieces with their moves, then their promoted forms; each needs a move. */
  pieces(): PieceSpec[] {
    const { files, ranks } = this.geometry;
    const pieces: PieceSpec[] = this.def.pieces.map((p, i) => {
      const path: FieldPath = ['pieces', i, 'moves'];
      const parts =
        this.attempt(() =>
          typeof p.moves === 'string'
            ? [betza(p.moves, path)]
            : p.moves.map((a, j) => compileAtom(a, [...path, j], files, ranks, (n, at) => this.partRegion(n, at))),
        ) ?? [];
      const traditional = p.faces ? this.attempt(() => faces(p.faces!, ['pieces', i, 'faces'])) : null;
      return {
        id: p.id,
        name: p.name,
        abbrev: p.abbrev,
        value: p.value ?? null,
        royal: p.royal ?? false,
        rules: p.rules ?? '',
        summary:
          typeof p.moves === 'string'
            ? p.moves
            : p.moves.map((part, j) => movePartText(part, parts[j] ?? [], (n) => this.regionText(n))).join(' '),
        atoms: parts.flat(),
        resetsClock: p.resetsClock ?? false,
        spare: p.spare ?? null,
        ...(p.symmetry === 'rotate' ? { rotated: true } : {}),
        ...(p.deduced ? { deduced: true } : {}),
        ...(traditional ? { faces: traditional } : {}),
      };
    });
    this.promotedForms(pieces);
    pieces.forEach((p, i) => {
      // `moves: []` is a man that never moves (Fairy-Stockfish's immobile piece); anything else must move.
      const immobile = Array.isArray(this.def.pieces[i]!.moves) && this.def.pieces[i]!.moves.length === 0;
      if (!p.atoms.length && !immobile && this.problems.every((q) => q.path[1] !== i)) {
        this.problem(['pieces', i, 'moves'], 'a piece needs at least one move');
      }
    });
    return pieces;
  }

  /** promotedFrom: the promoted form of an unpromoted, unroyal piece. */
  private promotedForms(pieces: PieceSpec[]): void {
    this.def.pieces.forEach((p, i) => {
      if (p.promotedFrom === undefined) return;
      const base = this.attempt(() => this.pieceIndex(p.promotedFrom!, ['pieces', i, 'promotedFrom']));
      if (base === null) return;
      if (base === i || this.def.pieces[base]!.promotedFrom !== undefined) {
        this.problem(['pieces', i, 'promotedFrom'], 'a promoted piece is the promoted form of an unpromoted one');
      } else if (pieces[base]!.royal || pieces[i]!.royal) {
        // Captured, a promoted man goes to the hand as its base, and no royal man is ever in hand.
        this.problem(['pieces', i, 'promotedFrom'], 'a royal piece has no promoted form, nor is one');
      } else pieces[i]!.promotedFrom = base;
    });
  }

  /**
   * The setup's placement, at most one royal man a side. Null when unreadable: the checks that read the
   * setup then say nothing (their complaints would follow from this one).
   */
  setupPlacement(pieces: PieceSpec[]): Int16Array | null {
    const { files, ranks, exists } = this.geometry;
    const text = this.def.setup.position.split(/\s+/)[0]!.replace(HAND_TEXT, '');
    const placed = this.attempt(() => {
      try {
        // A promoted man is written "+P" (Shogi's Tokin), as Fairy-Stockfish writes it.
        const promotedForm = pieces.map((_, t) => pieces.findIndex((p) => p.promotedFrom === t));
        // Walls ("*", the piece compile adds after the others) may stand at the start (Fairy-Stockfish's startFen).
        const pieceIds = [...pieces.map((p) => p.id), ...(this.def.rules?.walls ? [WALL.id] : [])];
        return parsePlacement(text, { files, ranks, exists, pieceIds, promotedForm });
      } catch (e) {
        if (e instanceof PlacementError) throw new DefinitionProblem(['setup', 'position'], e.message, e.column);
        throw e;
      }
    });
    const royalsPerSide = [0, 0];
    (placed ?? new Int16Array(files * ranks)).forEach((code) => {
      if (code !== 0 && pieces[Math.abs(code) - 1]?.royal) royalsPerSide[code > 0 ? 0 : 1]!++;
    });
    if (royalsPerSide.some((n) => n > 1))
      this.problem(['setup', 'position'], 'at most one royal piece per side is supported');
    return placed;
  }

  /**
   * The men in hand at the start, written after the placement as Fairy-Stockfish does ("[HEhe]", White's
   * upper case; "[]" none): [color * pieces + type], or null when the setup has none. `held`: the
   * variant has drops or gating, without which no man in hand could ever come into play. `dropped`: it
   * has drops, so a royal man may start in hand (Sittuyin and Placement chess place their kings), one a
   * side over the board (`placed`) and the hand.
   */
  setupHand(pieces: PieceSpec[], held: boolean, dropped: boolean, placed: Int16Array | null): number[] | null {
    const text = this.def.setup.position.split(/\s+/)[0]!;
    const m = HAND_TEXT.exec(text);
    if (!m || m[1] === '' || m[1] === '-') return null;
    const path: FieldPath = ['setup', 'position'];
    const at = m.index + 1;
    if (!held) {
      this.problems.push(
        new DefinitionProblem(path, 'men in hand at the start need drops or gating to come into play', at),
      );
      return null;
    }
    const hand = new Array<number>(2 * pieces.length).fill(0);
    const ids = pieces.map((p) => p.id.toUpperCase());
    for (const token of m[1]!.matchAll(/\{([^}]*)\}|(.)/g)) {
      const id = token[1] ?? token[2]!;
      const t = ids.indexOf(id.toUpperCase());
      if (t < 0 || (pieces[t]!.royal && !dropped) || !/^[A-Za-z]/.test(id)) {
        const others = pieces.filter((p) => dropped || !p.royal).map((p) => p.id);
        this.problems.push(
          new DefinitionProblem(path, `${quote(id)} cannot be in hand (pieces: ${others.join(' ')})`, at + token.index),
        );
        return null;
      }
      hand[(id[0] === id[0]!.toUpperCase() ? 0 : pieces.length) + t]!++;
    }
    for (const side of [0, 1]) {
      let royals = 0;
      pieces.forEach((p, t) => {
        if (p.royal) royals += hand[side * pieces.length + t]!;
      });
      placed?.forEach((code) => {
        if (code !== 0 && (code > 0 ? 0 : 1) === side && pieces[Math.abs(code) - 1]?.royal) royals++;
      });
      if (royals > 1) {
        this.problems.push(new DefinitionProblem(path, 'at most one royal piece per side is supported', at));
        return null;
      }
    }
    return hand;
  }

  /** setup.free: the men each side places itself, on which ranks. */
  freeSetup(pieces: PieceSpec[]): FreeSetupSpec | null | undefined {
    const free = this.def.setup.free;
    const { files, exists } = this.geometry;
    return (
      free &&
      this.attempt(() => {
        const counts = new Array<number>(pieces.length).fill(0);
        for (const [id, n] of Object.entries(free.counts))
          counts[this.pieceIndex(id, ['setup', 'free', 'counts', id])] = n;
        const freeRanks = free.ranks.map((r, i) => this.rankIndex(r, ['setup', 'free', 'ranks', i]));
        const room = freeRanks.reduce((n, r) => n + exists.slice(r * files, (r + 1) * files).filter(Boolean).length, 0);
        const men = counts.reduce((a, b) => a + b, 0);
        if (men > room)
          throw new DefinitionProblem(
            ['setup', 'free', 'counts'],
            `${men} men do not fit the ${room} squares of ranks ${free.ranks.join(', ')}`,
          );
        const royalMen = counts.reduce((n, c, t) => n + (pieces[t]!.royal ? c : 0), 0);
        if (royalMen > 1)
          throw new DefinitionProblem(
            ['setup', 'free', 'counts'],
            `${royalMen} royal men a side; at most one royal piece per side is supported`,
          );
        return {
          counts,
          ranks: freeRanks,
          placement: (free.placement ?? []).map((pl, i) => ({
            pieces: pl.pieces.map((id, j) => this.pieceIndex(id, ['setup', 'free', 'placement', i, 'pieces', j])),
            ranks: pl.ranks.map((r, j) => this.rankIndex(r, ['setup', 'free', 'placement', i, 'ranks', j])),
          })),
        };
      })
    );
  }

  /** setup.options: swaps of two pieces in the setup, each with its own id. */
  setupOptions(): SetupOptionSpec[] {
    const options = this.def.setup.options ?? [];
    return options.flatMap((o, i) => {
      const swap = this.attempt(
        () => o.swap.map((id, j) => this.pieceIndex(id, ['setup', 'options', i, 'swap', j])) as [number, number],
      );
      if (options.findIndex((other) => other.id === o.id) !== i)
        this.problem(['setup', 'options', i, 'id'], `setup option ${quote(o.id)} is defined twice`);
      if (swap && swap[0] === swap[1])
        this.problem(['setup', 'options', i, 'swap'], 'a swap needs two different pieces');
      return swap ? [{ id: o.id, name: o.name, swap }] : [];
    });
  }

  /** Marked squares are rectangles of the whole grid; holes inside them are skipped when drawing. */
  marks(): BoardMarkSpec[] {
    return (this.def.board.marks ?? []).map((m, i) => ({
      name: m.name,
      style: m.style ?? 'tint',
      rects: m.squares.flatMap((range, j) => {
        const r = this.attempt(() => this.rectangle(range, ['board', 'marks', i, 'squares', j]));
        return r ? [r] : [];
      }),
    }));
  }

  /** `points` says how a board of points is drawn, so it implies that style and no other. */
  boardStyle(): string {
    const board = this.def.board;
    const style = board.style ?? (board.points ? 'points' : 'checkered');
    if (board.points && style !== 'points')
      this.problem(['board', 'style'], `a board with points is drawn as points, not ${style}`);
    return style;
  }

  /** A board of points (Xiangqi): the river's rank and the rectangles whose diagonals are drawn. */
  points(): BoardPointsSpec {
    const { ranks } = this.geometry;
    const pointsDef = this.def.board.points ?? {};
    if (pointsDef.river !== undefined && pointsDef.river >= ranks) {
      this.problem(
        ['board', 'points', 'river'],
        `rank ${pointsDef.river} leaves no rank above the river on a board of ${ranks}`,
      );
    }
    const diagonals = (pointsDef.diagonals ?? []).flatMap((range, j) => {
      const r = this.attempt(() => this.rectangle(range, ['board', 'points', 'diagonals', j]));
      return r ? [r] : [];
    });
    const marks = (pointsDef.marks ?? []).flatMap(
      (text, j) => this.attempt(() => this.squaresOf(text, ['board', 'points', 'marks', j], this.geometry)) ?? [],
    );
    const riverText = pointsDef.riverText;
    if (riverText) {
      const missing = [...new Set(riverText.join(''))].filter((c) => !CJK_GLYPHS[c]);
      if (missing.length)
        this.problem(['board', 'points', 'riverText'], `no outline for ${listed(missing.map((c) => quote(c)))}`);
      else if (pointsDef.river === undefined)
        this.problem(['board', 'points', 'riverText'], 'a board without a river has no river to write in');
    }
    return {
      river: pointsDef.river === undefined ? -1 : pointsDef.river - 1,
      diagonals,
      ...(riverText && pointsDef.river !== undefined ? { riverText } : {}),
      ...(marks.length ? { marks } : {}),
    };
  }

  /** Castlings: king and rook along one rank, to different squares, by a royal man, each its own right letter. */
  castling(pieces: PieceSpec[], placed: Int16Array | null): CastlingSpec[] {
    const { files, ranks } = this.geometry;
    const all = this.def.castling ?? [];
    const out = all.flatMap((c, i) => {
      const r = this.attempt(() => ({
        right: c.right,
        king: this.square(c.king, ['castling', i, 'king']),
        rook: this.square(c.rook, ['castling', i, 'rook']),
        kingTo: c.kingTo.map((s, j) => this.square(s, ['castling', i, 'kingTo', j])),
        rookTo: this.square(c.rookTo, ['castling', i, 'rookTo']),
      }));
      if (!r) return [];
      const rank = (sq: number): number => (sq / files) | 0;
      if (![r.rook, r.rookTo, ...r.kingTo].every((sq) => rank(sq) === rank(r.king)))
        this.problem(['castling', i], 'castling moves king and rook along one rank');
      // Make lifts both men and puts them down again (castling.ts): two men cannot end on one square.
      if (r.rook === r.king)
        this.problem(['castling', i, 'rook'], 'the rook and the king of a castling stand on different squares');
      const shared = r.kingTo.indexOf(r.rookTo);
      if (shared >= 0)
        this.problem(['castling', i, 'kingTo', shared], 'king and rook cannot both end on the same square');
      if (all.findIndex((other) => other.right === c.right) !== i)
        this.problem(['castling', i, 'right'], `right letter "${c.right}" is already used by another castling`);
      // Only a royal man castles (castling is barred out of, through and into check); with no royal piece at all, that is said once, below.
      // A side whose castling square holds no royal man never castles (Horde's White): Black's mirrored square may still.
      const man = placed ? placed[r.king]! : 0;
      const blackMan = placed ? -placed[mirrorSquare({ files, ranks }, r.king)]! : 0;
      const royal = (m: number): boolean => m > 0 && pieces[m - 1]!.royal === true;
      if (man > 0 && !royal(man) && !royal(blackMan) && pieces.some((p) => p.royal)) {
        this.problem(
          ['castling', i, 'king'],
          `the ${pieces[man - 1]!.name} on ${c.king} is not royal (royal: true), and only a royal man castles`,
        );
      }
      return [r];
    });
    if (this.def.chess960) this.chess960Castling(out);
    return out;
  }

  /** Chess960 with a list of pieces: the types whose back-rank men are shuffled, the castling king and rook among them. */
  chess960Shuffled(ids: string[], castling: CastlingSpec[], placed: Int16Array | null): number[] {
    const types = ids.map((id, i) => this.attempt(() => this.pieceIndex(id, ['chess960', i])) ?? -1);
    for (const c of castling.slice(0, 1))
      for (const sq of [c.king, c.rook]) {
        const type = Math.abs(placed?.[sq] ?? 0) - 1;
        if (type >= 0 && !types.includes(type))
          this.problem(['chess960'], `the castling ${this.def.pieces[type]!.name} must be among the pieces shuffled`);
      }
    return types;
  }

  /** Chess960: castlings of one king, one on each wing at most, the king between their rooks in the setup. */
  private chess960Castling(rules: CastlingSpec[]): void {
    if (rules.length === 0) this.problem(['chess960'], 'Chess960 needs castling rules: where king and rook go');
    const files = this.geometry.files;
    rules.forEach((r, i) => {
      if (r.king !== rules[0]!.king)
        this.problem(['castling', i, 'king'], 'in Chess960 every castling is of the one king (of the first rule)');
      const long = r.rook % files < r.king % files;
      if (rules.findIndex((o) => o.rook % files < o.king % files === long) !== i)
        this.problem(
          ['castling', i],
          `in Chess960 there is one castling on each wing (this is a second ${long ? 'queenside' : 'kingside'} one)`,
        );
    });
  }

  /** end.castlingWins: each letter's castling rule (K White's kingside, q Black's queenside), per side. */
  castlingWins(castling: CastlingSpec[]): [number[], number[]] | undefined {
    const letters = this.def.end?.castlingWins;
    if (!letters) return undefined;
    const { files } = this.geometry;
    const out: [number[], number[]] = [[], []];
    letters.forEach((letter, j) => {
      const queenside = letter.toLowerCase() === 'q';
      const i = castling.findIndex((c) => c.rook % files < c.king % files === queenside);
      if (i < 0)
        this.problem(
          ['end', 'castlingWins', j],
          `no ${queenside ? 'queenside' : 'kingside'} castling (castling) to win by`,
        );
      else out[letter === letter.toUpperCase() ? 0 : 1].push(i);
    });
    return out;
  }

  /** Promotion rules: which pieces, on which ranks, to what (never royal), optional ranks and limits. */
  promotion(pieces: PieceSpec[]): PromotionSpec[] {
    const { ranks } = this.geometry;
    return (this.def.promotion ?? []).flatMap((p, i) => {
      const r = this.attempt(() => {
        if (p.squares && p.ranks)
          throw new DefinitionProblem(['promotion', i, 'squares'], 'a zone is ranks or squares, not both');
        const squares = p.squares && [
          ...new Set(
            p.squares.flatMap((text, j) => this.squaresOf(text, ['promotion', i, 'squares', j], this.geometry)),
          ),
        ];
        const rule: PromotionSpec = {
          pieces: p.pieces.map((id, j) => this.pieceIndex(id, ['promotion', i, 'pieces', j])),
          ranks: squares ? [] : (p.ranks ?? [ranks]).map((x, j) => this.rankIndex(x, ['promotion', i, 'ranks', j])),
          ...(squares ? { squares } : {}),
          ...(p.side ? { side: p.side === 'white' ? (0 as const) : (1 as const) } : {}),
          to: p.to.map((id, j) => this.pieceIndex(id, ['promotion', i, 'to', j])),
        };
        const zoneRanks = squares ? squares.map((sq) => Math.floor(sq / this.geometry.files)) : rule.ranks;
        // A side has one royal man (Position.royal): promotion makes no second one, nor takes the one away.
        [
          ...rule.pieces.map((t, j) => ['pieces', j, t] as const),
          ...rule.to.map((t, j) => ['to', j, t] as const),
        ].forEach(([key, j, t]) => {
          if (pieces[t]!.royal)
            throw new DefinitionProblem(
              ['promotion', i, key, j],
              `the ${pieces[t]!.name} is royal: a royal piece neither promotes nor is promoted to`,
            );
        });
        const optional = (p.optional ?? []).map((x, j) => {
          const rank = this.rankIndex(x, ['promotion', i, 'optional', j]);
          if (!zoneRanks.includes(rank))
            throw new DefinitionProblem(['promotion', i, 'optional', j], `rank ${x} is not one of the promotion ranks`);
          return rank;
        });
        if (p.leaving) Object.assign(rule, { leaving: p.leaving });
        if (!p.limits) return optional.length ? { ...rule, optional } : rule;
        const limits = new Array<number>(pieces.length).fill(0);
        for (const [id, n] of Object.entries(p.limits)) {
          const t = this.pieceIndex(id, ['promotion', i, 'limits', id]);
          if (!rule.to.includes(t))
            throw new DefinitionProblem(
              ['promotion', i, 'limits', id],
              `${quote(id)} is not one of the pieces promoted to`,
            );
          limits[t] = n;
        }
        return { ...rule, ...(optional.length ? { optional } : {}), limits };
      });
      return r ? [r] : [];
    });
  }

  /** Drops: the ranks each piece may be dropped on, one per file, no mate by drop. */
  drops(pieces: PieceSpec[]): DropSpec | null | undefined {
    const drops = this.def.drops;
    return (
      drops &&
      this.attempt(() => {
        const dropRanks: (number[] | null)[] = pieces.map(() => null);
        for (const [id, list] of Object.entries(drops.ranks ?? {})) {
          dropRanks[this.pieceIndex(id, ['drops', 'ranks', id])] = list.map((r, j) =>
            this.rankIndex(r, ['drops', 'ranks', id, j]),
          );
        }
        const types = (key: 'onePerFile' | 'noMate'): number[] =>
          (drops[key] ?? []).map((id, j) => this.pieceIndex(id, ['drops', key, j]));
        const region = (side: 'white' | 'black'): number[] | null => {
          const name = drops.regions?.[side];
          return name === undefined ? null : this.region(name, ['drops', 'regions', side], side);
        };
        return {
          ranks: dropRanks,
          onePerFile: types('onePerFile'),
          noMate: types('noMate'),
          resetsClock: drops.resetsClock ?? false,
          ...(drops.free ? { free: true } : {}),
          ...(drops.perFile !== undefined ? { perFile: drops.perFile } : {}),
          ...(drops.capturesToHand === false ? { capturesToHand: false } : {}),
          ...(drops.keepPromoted ? { keepPromoted: true } : {}),
          ...(drops.promoted ? { promoted: true } : {}),
          ...(drops.checks === false ? { noChecks: true } : {}),
          ...(drops.twoBoards ? { twoBoards: true } : {}),
          ...(drops.regions
            ? { regions: [region('white'), region('black')] as [number[] | null, number[] | null] }
            : {}),
        };
      })
    );
  }

  /** How a game ends: victories, dead material, counting, perpetual check and chase, and the draw rules. */
  end(pieces: PieceSpec[]): EndSpec {
    const end = this.def.end ?? {};
    const victories = this.victories(pieces);
    const dead = typeof end.insufficientMaterial === 'object' ? end.insufficientMaterial : null;
    const deadMaterial = (dead?.material ?? []).flatMap((text, i) => {
      const r = this.attempt(() =>
        deadMaterialOf(
          text,
          ['end', 'insufficientMaterial', 'material', i],
          (id, path, offset) => this.pieceIndex(id, path, offset),
          pieces.length,
        ),
      );
      return r ? [r] : [];
    });
    const counting = this.counting(pieces);
    const perpetualChase = this.perpetualChase(pieces);
    const connect = this.connect(pieces);
    if (end.perpetualCheck && !(end.repetition ?? 3) && !(end.forcedRepetition ?? 5))
      this.problem(
        ['end', 'perpetualCheck'],
        'perpetualCheck needs repetition or forcedRepetition: the repetition it decides',
      );
    if (end.repetitionLoser && !(end.repetition ?? 3) && !(end.forcedRepetition ?? 5))
      this.problem(
        ['end', 'repetitionLoser'],
        'repetitionLoser needs repetition or forcedRepetition: the repetition it decides',
      );
    if (end.perpetualChase && !(end.repetition ?? 3) && !(end.forcedRepetition ?? 5))
      this.problem(
        ['end', 'perpetualChase'],
        'perpetualChase needs repetition or forcedRepetition: the repetition it decides',
      );
    return {
      stalemate: end.stalemate ?? 'draw',
      ...(end.checkmate === 'win' ? { checkmate: 'win' as const } : {}),
      repetition: end.repetition ?? 3,
      moveRule: end.moveRule ?? 50,
      forcedRepetition: end.forcedRepetition ?? 5,
      forcedMoveRule: end.forcedMoveRule ?? 75,
      insufficientMaterial:
        typeof end.insufficientMaterial === 'object'
          ? (end.insufficientMaterial.preset ?? 'none')
          : (end.insufficientMaterial ?? 'bare-royals'),
      ...(deadMaterial.length > 0 ? { deadMaterial } : {}),
      ...(end.perpetualCheck ? { perpetualCheck: end.perpetualCheck } : {}),
      ...(end.repetitionLoser ? { repetitionLoser: end.repetitionLoser } : {}),
      ...(end.moveRepetition ? { moveRepetition: end.moveRepetition } : {}),
      ...(perpetualChase ? { perpetualChase } : {}),
      ...(counting ? { counting } : {}),
      ...(end.materialCount ? { materialCount: true } : {}),
      ...this.materialPoints(pieces),
      ...(end.fullBoard ? { fullBoard: true } : {}),
      ...(connect ? { connect } : {}),
      ...(end.drawOdds ? { drawOdds: end.drawOdds === 'white' ? (0 as const) : (1 as const) } : {}),
      victories,
    };
  }

  /** end.materialCount's points, per piece type (0 for those not named). */
  private materialPoints(pieces: PieceSpec[]): Pick<EndSpec, 'materialPoints'> {
    const count = this.def.end?.materialCount;
    if (typeof count !== 'object') return {};
    const values: number[] = pieces.map(() => 0);
    for (const [id, points] of Object.entries(count.points)) {
      const t = this.attempt(() => this.pieceIndex(id, ['end', 'materialCount', 'points', id]));
      if (t !== null) values[t] = points;
    }
    return { materialPoints: { values, secondPlayer: count.secondPlayer ?? 0 } };
  }

  /** end.connect: at least one shape, its pieces by index (walls and stones, added after `pieces`, never count). */
  private connect(pieces: PieceSpec[]): ConnectSpec | null {
    const c = this.def.end?.connect;
    if (!c) return null;
    return this.attempt(() => {
      if (!c.row && !c.square && !c.collinear)
        throw new DefinitionProblem(['end', 'connect'], 'connect needs row, square or collinear: what ends the game');
      return {
        row: c.row ?? 0,
        square: c.square ?? 0,
        collinear: c.collinear ?? 0,
        directions: [...new Set(c.directions ?? (['horizontal', 'vertical', 'diagonal'] as const))],
        pieces: c.pieces
          ? c.pieces.map((id, i) => this.pieceIndex(id, ['end', 'connect', 'pieces', i]))
          : this.def.rules?.walls || this.def.rules?.petrifyOnCapture
            ? pieces.map((_, t) => t)
            : null,
        result: c.result ?? 'win',
      };
    });
  }

  private victories(pieces: PieceSpec[]): VictorySpec[] {
    return (this.def.end?.victories ?? []).flatMap((w, i): VictorySpec[] => {
      const path = ['end', 'victories', i];
      const types = (ids: string[]): number[] => ids.map((id, j) => this.pieceIndex(id, [...path, 'pieces', j]));
      const squares = (names: string[], key: string): number[] =>
        names.map((s, j) => this.square(s, [...path, key, j]));
      const r = this.attempt((): VictorySpec => {
        switch (w.type) {
          case 'extinction':
            return {
              type: 'extinction',
              pieces: types(w.pieces),
              ...(w.atMost ? { atMost: w.atMost } : {}),
              ...(w.opponentAtLeast ? { opponentAtLeast: w.opponentAtLeast } : {}),
              ...(w.result ? { result: w.result } : {}),
            };
          case 'royal-attack':
            return { type: w.type, pieces: types(w.pieces) };
          case 'occupy':
            return { type: 'occupy', name: w.name, squares: squares(w.squares, 'squares') };
          case 'material':
            if (w.reply && w.opponentAtLeast)
              throw new DefinitionProblem(
                [...path, 'opponentAtLeast'],
                "the bare king's reply (reply) counts the other side's men itself: no opponentAtLeast with it",
              );
            return {
              type: 'material',
              atMost: w.atMost,
              ...(w.opponentAtLeast ? { opponentAtLeast: w.opponentAtLeast } : {}),
              ...(w.reply ? { reply: true } : {}),
              ...(w.wins ? { wins: true } : {}),
              ...(w.draws ? { draws: true } : {}),
            };
          case 'reach':
            if (w.squares.length === 0 && (w.blackSquares ?? []).length === 0)
              throw new DefinitionProblem([...path, 'squares'], 'a flag needs squares for White or for Black');
            if (w.reply && w.hold)
              throw new DefinitionProblem([...path, 'hold'], 'hold and reply are two different rules: one of them');
            if (w.safe && w.reply)
              throw new DefinitionProblem([...path, 'safe'], 'safe with reply is not modelled: one of them');
            if (w.reply && w.pieces.some((id, j) => !pieces[this.pieceIndex(id, [...path, 'pieces', j])]!.royal)) {
              throw new DefinitionProblem(
                [...path, 'reply'],
                "the answer to White's arrival is a royal piece's move: reply needs royal pieces",
              );
            }
            return {
              type: 'reach',
              name: w.name,
              pieces: types(w.pieces),
              squares: squares(w.squares, 'squares'),
              blackSquares: squares(w.blackSquares ?? w.squares, w.blackSquares ? 'blackSquares' : 'squares'),
              ...(w.reply ? { reply: true } : {}),
              ...(w.hold ? { hold: true } : {}),
              ...(w.count && w.count > 1 ? { count: w.count } : {}),
              ...(w.blockedWins ? { blockedWins: true } : {}),
              ...(w.safe ? { safe: true } : {}),
            };
          case 'checks':
            return { type: 'checks', count: w.count };
        }
      });
      return r ? [r] : [];
    });
  }

  /** Counting (Makruk): each part on its own, so that every unknown piece id is reported. */
  private counting(pieces: PieceSpec[]): CountingSpec | null {
    const countingDef = this.def.end?.counting;
    const countingPawns =
      countingDef &&
      this.attempt(() => countingDef.pawns.map((id, j) => this.pieceIndex(id, ['end', 'counting', 'pawns', j])));
    const honours = (countingDef?.piecesHonour ?? []).map((h, i) =>
      this.attempt(() => {
        const least = pieces.map(() => 0);
        for (const [id, n] of Object.entries(h.least))
          least[this.pieceIndex(id, ['end', 'counting', 'piecesHonour', i, 'least', id])] = n;
        return { least, moves: h.moves };
      }),
    );
    return countingDef && countingPawns && honours.every((h) => h !== null)
      ? {
          pawns: countingPawns,
          boardHonour: countingDef.boardHonour,
          piecesHonour: honours as CountingSpec['piecesHonour'],
          piecesHonourFrom: countingDef.piecesHonourFrom ?? 'men',
          ...(countingDef.boardHonourMostMen !== undefined
            ? { boardHonourMostMen: countingDef.boardHonourMostMen }
            : {}),
        }
      : null;
  }

  /** Perpetual chase (Xiangqi): the chasing rank of each piece, and where an unranked piece may be chased. */
  private perpetualChase(pieces: PieceSpec[]): ChaseSpec | null {
    const chaseDef = this.def.end?.perpetualChase;
    return (
      (chaseDef &&
        this.attempt(() => {
          const ranks = pieces.map(() => -1);
          const chasedOn: ChaseSpec['chasedOn'] = pieces.map(() => null);
          for (const [id, rank] of Object.entries(chaseDef.ranks))
            ranks[this.pieceIndex(id, ['end', 'perpetualChase', 'ranks', id])] = rank;
          for (const [id, name] of Object.entries(chaseDef.chasedOn ?? {})) {
            const path = ['end', 'perpetualChase', 'chasedOn', id];
            const type = this.pieceIndex(id, path);
            if (ranks[type]! >= 0)
              throw new DefinitionProblem(path, `${id} chases (it has a rank), so it can be chased everywhere`);
            chasedOn[type] = { words: this.regionText(name), squares: this.region(name, path) };
          }
          return { ranks, chasedOn };
        })) ||
      null
    );
  }

  /** Ouk Chatrang's first moves: its king, met and rook as piece indices, or null. */
  /**
   * The rules of a placement phase and of Sittuyin's promotion: bishops dropped on both colours,
   * castling opened by the men dropped, the pawn turned into a met where he stands or a step away.
   */
  private placingRules(
    pieces: PieceSpec[],
  ): Pick<RulesSpec, 'oppositeColourDrops' | 'castlingDropped' | 'sittuyinPromotion'> {
    const rulesDef = this.def.rules ?? {};
    const out: Pick<RulesSpec, 'oppositeColourDrops' | 'castlingDropped' | 'sittuyinPromotion'> = {};
    const needDrops = (key: string): void => {
      if (!this.def.drops) throw new DefinitionProblem(['rules', key], `${key} needs drops`);
    };
    const colours = rulesDef.oppositeColourDrops;
    const oppositeColourDrops =
      colours !== undefined &&
      this.attempt(() => {
        needDrops('oppositeColourDrops');
        return { piece: this.pieceIndex(colours, ['rules', 'oppositeColourDrops']) };
      });
    if (oppositeColourDrops) out.oppositeColourDrops = oppositeColourDrops;
    const dropped = rulesDef.castlingDropped;
    const castlingDropped =
      dropped &&
      this.attempt(() => {
        needDrops('castlingDropped');
        if (!this.def.castling?.length)
          throw new DefinitionProblem(['rules', 'castlingDropped'], 'castlingDropped needs castling rules');
        return { rooks: dropped.rooks.map((id, j) => this.pieceIndex(id, ['rules', 'castlingDropped', 'rooks', j])) };
      });
    if (castlingDropped) out.castlingDropped = castlingDropped;
    const sittuyin = rulesDef.sittuyinPromotion;
    const sittuyinPromotion =
      sittuyin &&
      this.attempt(() => {
        const path = ['rules', 'sittuyinPromotion'];
        const ids = (list: string[], key: string): number[] =>
          list.map((id, j) => {
            const t = this.pieceIndex(id, [...path, key, j]);
            if (pieces[t]!.royal)
              throw new DefinitionProblem(
                [...path, key, j],
                `the ${pieces[t]!.name} is royal: a royal piece neither promotes nor is promoted to`,
              );
            return t;
          });
        const to = ids(sittuyin.to, 'to');
        const limits = new Array<number>(pieces.length).fill(0);
        for (const [id, n] of Object.entries(sittuyin.limits ?? {})) {
          const t = this.pieceIndex(id, [...path, 'limits', id]);
          if (!to.includes(t))
            throw new DefinitionProblem([...path, 'limits', id], `${quote(id)} is not one of the pieces promoted to`);
          limits[t] = n;
        }
        const squares = [
          ...new Set(
            sittuyin.squares.flatMap((text, j) => this.squaresOf(text, [...path, 'squares', j], this.geometry)),
          ),
        ];
        return { pieces: ids(sittuyin.pieces, 'pieces'), squares, to, limits };
      });
    if (sittuyinPromotion) out.sittuyinPromotion = sittuyinPromotion;
    return out;
  }

  private cambodianMoves(): RulesSpec['cambodianMoves'] | null {
    const def = this.def.rules?.cambodianMoves;
    return (
      (def &&
        this.attempt(() => ({
          king: this.pieceIndex(def.king, ['rules', 'cambodianMoves', 'king']),
          met: this.pieceIndex(def.met, ['rules', 'cambodianMoves', 'met']),
          rook: this.pieceIndex(def.rook, ['rules', 'cambodianMoves', 'rook']),
        }))) ??
      null
    );
  }

  /** The rules of what captures do or may not do: explosions, men royal as kings, mutual immunity, stones. */
  private captureRules(pieces: PieceSpec[]): Pick<RulesSpec, 'atomic' | 'pseudoRoyal' | 'mutuallyImmune' | 'petrify'> {
    const rulesDef = this.def.rules ?? {};
    const types = (ids: string[], path: FieldPath): number[] => ids.map((id, j) => this.pieceIndex(id, [...path, j]));
    const atomicDef = rulesDef.atomic;
    const atomic =
      atomicDef &&
      this.attempt(() => {
        const blastImmune = types(atomicDef.blastImmune ?? [], ['rules', 'atomic', 'blastImmune']);
        // The legality test lifts the capturer with the men the blast removes; one that stays is not modelled there.
        if (blastImmune.length > 0 && pieces.some((p) => p.royal))
          throw new DefinitionProblem(
            ['rules', 'atomic', 'blastImmune'],
            'men no explosion removes are modelled in Atomic chess without a royal piece (Atomar)',
          );
        return { immune: types(atomicDef.immune, ['rules', 'atomic', 'immune']), blastImmune };
      });
    const pseudoDef = rulesDef.pseudoRoyal;
    const pseudoRoyal =
      pseudoDef &&
      this.attempt(() => {
        if (pseudoDef.count !== undefined && pieces.some((p) => p.royal))
          throw new DefinitionProblem(
            ['rules', 'pseudoRoyal', 'count'],
            'men royal while few are modelled with no royal king',
          );
        if ((pseudoDef.apart || pseudoDef.duple) && pseudoDef.count === undefined)
          throw new DefinitionProblem(
            ['rules', 'pseudoRoyal', pseudoDef.apart ? 'apart' : 'duple'],
            'pieces counted apart and the check to all of them are modelled for men royal while few (count)',
          );
        const first = types(pseudoDef.pieces, ['rules', 'pseudoRoyal', 'pieces']);
        const apart = (pseudoDef.apart ?? []).map((ids, i) => types(ids, ['rules', 'pseudoRoyal', 'apart', i]));
        return {
          pieces: [...new Set([first, ...apart].flat())],
          ...(pseudoDef.count !== undefined ? { count: pseudoDef.count } : {}),
          ...(apart.length > 0 ? { groups: [first, ...apart] } : {}),
          ...(pseudoDef.duple ? { duple: true } : {}),
        };
      });
    const immuneDef = rulesDef.mutuallyImmune;
    const mutuallyImmune =
      immuneDef && this.attempt(() => ({ pieces: types(immuneDef.pieces, ['rules', 'mutuallyImmune', 'pieces']) }));
    // Petrification: the capturing men of these pieces become stones, a piece added after the definition's.
    const petrifyDef = rulesDef.petrifyOnCapture;
    const petrify =
      petrifyDef &&
      this.attempt(() => ({
        pieces: petrifyDef.pieces.map((id, j) => {
          const path = ['rules', 'petrifyOnCapture', 'pieces', j];
          const t = this.pieceIndex(id, path);
          if (pieces[t]!.royal) throw new DefinitionProblem(path, `${id} is royal: a royal man cannot turn to stone`);
          return t;
        }),
        stone: pieces.length,
      }));
    return {
      ...(atomic ? { atomic } : {}),
      ...(pseudoRoyal ? { pseudoRoyal } : {}),
      ...(mutuallyImmune ? { mutuallyImmune } : {}),
      ...(petrify ? { petrify } : {}),
    };
  }

  /** The rules beyond moves, and every once-per-game right letter (castlings' and the rules'). */
  rules(pieces: PieceSpec[]): { rules: RulesSpec; rightsUsed: Set<string> } {
    const rulesDef = this.def.rules ?? {};
    const rightsUsed = new Set((this.def.castling ?? []).map((c) => c.right));
    const freshRight = (wanted: string | undefined, fallback: string, path: FieldPath): string => {
      const letter = wanted ?? [fallback, ...'ABCDEFGHIJLMNOPRSTUVWXYZ'].find((l) => !rightsUsed.has(l))!;
      if (rightsUsed.has(letter)) throw new DefinitionProblem(path, `right letter "${letter}" is already used`);
      rightsUsed.add(letter);
      return letter;
    };
    const types = (ids: string[], path: FieldPath): number[] => ids.map((id, j) => this.pieceIndex(id, [...path, j]));
    const nexial = rulesDef.nexialCastling;
    const nexialCastling =
      (nexial &&
        this.attempt(() => ({
          nexials: types(nexial.nexials, ['rules', 'nexialCastling', 'nexials']),
          right: freshRight(nexial.right, 'C', ['rules', 'nexialCastling', 'right']),
        }))) ||
      null;
    const call = rulesDef.guardCall;
    const guardCall =
      (call &&
        this.attempt(() => ({
          piece: this.pieceIndex(call.piece, ['rules', 'guardCall', 'piece']),
          right: freshRight(call.right, 'G', ['rules', 'guardCall', 'right']),
        }))) ||
      null;
    const wrapDef = rulesDef.wrap;
    const wrap =
      (wrapDef && this.attempt(() => ({ pieces: types(wrapDef.pieces, ['rules', 'wrap', 'pieces']) }))) || null;
    const { atomic, pseudoRoyal, mutuallyImmune, petrify } = this.captureRules(pieces);
    const enclosing = rulesDef.enclosingDrop;
    const enclosingDrop =
      enclosing &&
      this.attempt(() => {
        if (!this.def.drops) throw new DefinitionProblem(['rules', 'enclosingDrop'], 'enclosingDrop needs drops');
        return {
          rule: enclosing.rule,
          start: (enclosing.start ?? []).map((name, j) => this.square(name, ['rules', 'enclosingDrop', 'start', j])),
        };
      });
    const mustDropDef = rulesDef.mustDrop;
    const mustDrop =
      mustDropDef !== undefined &&
      this.attempt(() => {
        if (!this.def.drops) throw new DefinitionProblem(['rules', 'mustDrop'], 'mustDrop needs drops');
        return { piece: mustDropDef === true ? null : this.pieceIndex(mustDropDef, ['rules', 'mustDrop']) };
      });
    const placing = this.placingRules(pieces);
    const shatarDef = rulesDef.shatarMate;
    const shatarMate =
      shatarDef &&
      this.attempt(() => ({
        shak: shatarDef.shak.map((id, j) => this.pieceIndex(id, ['rules', 'shatarMate', 'shak', j])),
        alone: shatarDef.alone.map((id, j) => this.pieceIndex(id, ['rules', 'shatarMate', 'alone', j])),
      }));
    const cambodianMoves = this.cambodianMoves();
    const wallsDef = rulesDef.walls;
    const walls =
      wallsDef &&
      this.attempt(() => {
        const path = ['rules', 'walls'];
        if (pieces.some((p) => p.royal))
          throw new DefinitionProblem(
            path,
            'walls are modelled in games without royal pieces (a commoner may be lost)',
          );
        if (petrify || rulesDef.gating)
          throw new DefinitionProblem(path, 'walls with petrification or gating are not modelled');
        const region = wallsDef.region === undefined ? null : this.region(wallsDef.region, [...path, 'region']);
        return { rule: wallsDef.rule, region, wall: pieces.length };
      });
    const rules: RulesSpec = {
      reversal: rulesDef.reversal ?? false,
      nexialCastling,
      guardCall,
      wrap,
      ...(rulesDef.flyingGeneral ? { flyingGeneral: true } : {}),
      ...(rulesDef.bikjang ? { bikjang: true } : {}),
      ...(rulesDef.oppositeCastling ? { oppositeCastling: true } : {}),
      ...(rulesDef.mustCapture ? { mustCapture: true } : {}),
      ...(pseudoRoyal ? { pseudoRoyal } : {}),
      ...(rulesDef.makpong ? { makpong: true } : {}),
      ...(rulesDef.noInitialRoyalMoveFromCheck ? { noInitialRoyalMoveFromCheck: true } : {}),
      ...(shatarMate ? { shatarMate } : {}),
      ...(cambodianMoves ? { cambodianMoves } : {}),
      ...(mustDrop ? { mustDrop } : {}),
      ...placing,
      ...(rulesDef.noChecks ? { noChecks: true } : {}),
      ...(atomic ? { atomic } : {}),
      ...(mutuallyImmune ? { mutuallyImmune } : {}),
      ...(petrify ? { petrify } : {}),
      ...(rulesDef.flip ? { flip: rulesDef.flip } : {}),
      ...(enclosingDrop ? { enclosingDrop } : {}),
      ...(rulesDef.pass ? { pass: rulesDef.pass } : {}),
      ...(walls ? { walls } : {}),
      ...(rulesDef.gating ? { gating: true } : {}),
    };
    return { rules, rightsUsed };
  }
}

/** The men in hand after a setup's placement, "[HEhe]". */
const HAND_TEXT = /\[([^\]]*)\]$/;

/**
 * The fields of the setup position after its placement: side to move, rights (letters of the castling
 * rules and rule modules; each castling right needs its king and rook in place), en passant, clocks.
 * Absent fields: White to move, every right open, no en passant, clocks 0 and 1. `setup` is null when the
 * placement could not be read: the men are then not checked (its own error says what is wrong).
 */
function startFields(
  text: string,
  geometry: { files: number; ranks: number; fileLabels: string[]; exists: boolean[] },
  setup: Int16Array | null,
  castling: CastlingSpec[],
  letters: string[],
): StartSpec {
  const path: FieldPath = ['setup', 'position'];
  const fields: { text: string; at: number }[] = [];
  for (const m of text.matchAll(/\S+/g)) fields.push({ text: m[0], at: m.index });
  const fail = (message: string, f: { at: number }): never => {
    throw new DefinitionProblem(path, message, f.at);
  };
  const [, side, rights, ep, half, full, ...extra] = fields;
  if (extra.length > 0)
    fail('a setup ends with the clocks; position extensions (moved:, once:, last:) are not part of it', extra[0]!);
  if (side && side.text !== 'w' && side.text !== 'b')
    fail(`side to move must be "w" or "b", not ${quote(side.text)}`, side);
  const turn = side?.text === 'b' ? 1 : 0;
  const known = letters.flatMap((l) => [l.toUpperCase(), l.toLowerCase()]);
  if (rights && rights.text !== '-') {
    [...rights.text].forEach((letter, i) => {
      if (!known.includes(letter))
        fail(`unknown right "${letter}" (rights: ${known.join('') || 'none in this variant'})`, { at: rights.at + i });
    });
    for (const c of setup ? castling : []) {
      for (const [letter, sign] of [
        [c.right.toUpperCase(), 1],
        [c.right.toLowerCase(), -1],
      ] as const) {
        if (!rights.text.includes(letter)) continue;
        const mirror = (sq: number): number => (sign > 0 ? sq : mirrorSquare(geometry, sq));
        // A man there that is not royal is the castling rule's problem (or the pieces'), reported there.
        if (setup![mirror(c.king)]! * sign <= 0 || setup![mirror(c.rook)]! * sign <= 0) {
          const name = (sq: number): string =>
            `${geometry.fileLabels[sq % geometry.files]}${((sq / geometry.files) | 0) + 1}`;
          fail(
            `castling right "${letter}" needs ${sign > 0 ? "White's" : "Black's"} king on ${name(mirror(c.king))} and rook on ${name(mirror(c.rook))}`,
            { at: rights.at + rights.text.indexOf(letter) },
          );
        }
      }
    }
  }
  let epTarget = -1;
  let epVictim = -1;
  if (ep && ep.text !== '-') {
    epTarget = parseSquareIn(geometry, ep.text);
    epVictim = epTarget + (turn === 0 ? -geometry.files : geometry.files);
    const moverSign = turn === 0 ? -1 : 1;
    const noPassedMan =
      setup !== null &&
      (setup[epTarget] !== 0 || epVictim < 0 || epVictim >= setup.length || setup[epVictim]! * moverSign <= 0);
    if (epTarget < 0 || noPassedMan) {
      fail(`en passant: ${quote(ep.text)} is no square passed over by a man that stands just beyond it`, ep);
    }
  }
  const clock = (f: { text: string; at: number } | undefined, name: string, min: number, fallback: number): number => {
    if (!f) return fallback;
    if (!/^[0-9]{1,6}$/.test(f.text) || Number(f.text) < min)
      fail(`${name} must be a whole number of at least ${min}, not ${quote(f.text)}`, f);
    return Number(f.text);
  };
  return {
    turn,
    rights: rights ? (rights.text === '-' ? '' : rights.text) : null,
    epTarget,
    epVictim,
    halfmove: clock(half, 'halfmove clock', 0, 0),
    fullmove: clock(full, 'fullmove number', 1, 1),
  };
}

/**
 * A variant whose rules check or mate needs a royal man: checkmate is its only win when it lists no
 * victories and a stalemate draws, and perpetual check, mating drops, the flying general, the Guard's call and the
 * Assassin's royal attack all speak of one. Located at `pieces`, or at the piece castling moves as king.
 */
/** The stone a petrified man becomes: no moves, no value; written {STONE} in position texts. */
const STONE: PieceSpec = {
  id: 'Stone',
  name: 'Stone',
  abbrev: 'St',
  value: null,
  royal: false,
  rules: 'A man turned to stone by capturing: it never moves and is never taken.',
  summary: '',
  atoms: [],
  resetsClock: false,
  spare: null,
};

/** The wall a move leaves (rules.walls): no moves, never taken; written "*" in position texts, as Fairy-Stockfish does. */
const WALL: PieceSpec = {
  id: '*',
  name: 'Wall',
  abbrev: '#',
  value: null,
  royal: false,
  rules: 'Left by a move: it never moves and is never taken, and no man passes it.',
  summary: '',
  atoms: [],
  resetsClock: false,
  spare: null,
};

function royalProblem(def: DefinitionFile, castlingKing: number): DefinitionProblem | null {
  if (def.pieces.some((p) => p.royal)) return null;
  const end = def.end ?? {};
  const needs = [
    // Men royal while few (rules.pseudoRoyal with count) are mated as a king is.
    ...((end.victories ?? []).length === 0 &&
    (end.stalemate ?? 'draw') === 'draw' &&
    !end.connect &&
    !end.drawOdds &&
    !def.rules?.pseudoRoyal
      ? ['checkmate (with no end.victories, end.connect and stalemate a draw, the only way to win)']
      : []),
    ...(end.perpetualCheck ? ['end.perpetualCheck'] : []),
    ...(end.perpetualChase ? ['end.perpetualChase'] : []),
    ...((def.drops?.noMate ?? []).length > 0 ? ['drops.noMate'] : []),
    ...(def.rules?.flyingGeneral ? ['rules.flyingGeneral'] : []),
    ...(def.rules?.bikjang ? ['rules.bikjang'] : []),
    ...(def.rules?.makpong ? ['rules.makpong'] : []),
    ...(def.rules?.shatarMate ? ['rules.shatarMate'] : []),
    ...(def.rules?.guardCall ? ['rules.guardCall (a call in check)'] : []),
    ...((end.victories ?? []).some((w) => w.type === 'royal-attack') ? ['the royal-attack victory'] : []),
  ];
  if (needs.length === 0) return null;
  const king = castlingKing >= 0 ? castlingKing : def.pieces.findIndex((p) => p.name.toLowerCase() === 'king');
  const what = king >= 0 ? `the ${def.pieces[king]!.name}` : 'the king';
  return new DefinitionProblem(
    king >= 0 ? ['pieces', king] : ['pieces'],
    `no piece is royal (royal: true), but ${needs.join(' and ')} need${needs.length === 1 ? 's' : ''} a royal man, one that is checked and mated: give ${what} royal: true`,
  );
}

/** "KB v K": the men of each side, one-letter ids or {longer ids}; offsets in problems point into the text. */
function deadMaterialOf(
  text: string,
  path: FieldPath,
  pieceAt: (id: string, path: FieldPath, offset: number) => number,
  nTypes: number,
): DeadMaterialSpec {
  const split = /\s+v\s+/.exec(text)!;
  const halves: [string, number][] = [
    [text.slice(0, split.index), 0],
    [text.slice(split.index + split[0].length), split.index + split[0].length],
  ];
  const sides = halves.map(([half, start]) => {
    const counts = new Array<number>(nTypes).fill(0);
    const lead = half.length - half.trimStart().length;
    const men = half.trim();
    const token = /\{([A-Za-z][A-Za-z0-9]{0,3})\}|([A-Za-z])/y;
    for (let i = 0; i < men.length; i = token.lastIndex) {
      token.lastIndex = i;
      const m = token.exec(men);
      if (!m)
        throw new DefinitionProblem(
          path,
          `${quote(men[i]!)} is no piece: write one-letter ids as they are, longer ones in braces, {N8}`,
          start + lead + i,
        );
      counts[pieceAt(m[1] ?? m[2]!, path, start + lead + i)]!++;
    }
    return counts;
  }) as [number[], number[]];
  return { sides, text: text.trim() };
}

function betza(text: string, path: FieldPath): AtomSpec[] {
  try {
    return parseBetza(text);
  } catch (e) {
    if (e instanceof BetzaError) throw new DefinitionProblem(path, e.message, e.index);
    throw e;
  }
}

/** A region a move part is bound to: White's squares, and Black's (White-relative) where they are his own. */
interface PartRegion {
  white: number[];
  black: number[] | null;
}

/** A part's `within` or `whenOn`, with Black's own (`blackWithin`, `blackWhenOn`) where the region gives them. */
function sideRegions(
  field: 'within' | 'whenOn',
  r: PartRegion,
): Pick<AtomSpec, 'within' | 'whenOn' | 'blackWithin' | 'blackWhenOn'> {
  const blackField = field === 'within' ? 'blackWithin' : 'blackWhenOn';
  return { [field]: r.white, ...(r.black ? { [blackField]: r.black } : {}) };
}

/**
 * A move part as players read it: its Betza as written, with the refinements that change where it goes
 * ("Q (odd, passing even)"); a part given as a vector, in the compact form of describeAtoms.
 */
function movePartText(part: AtomDefinition, atoms: readonly AtomSpec[], region: (name: string) => string): string {
  if (part.betza === undefined) return describeAtoms(atoms);
  const notes = [
    part.min !== undefined ? `at least ${part.min}` : '',
    part.range !== undefined ? `at most ${part.range}` : '',
    part.parity ?? '',
    part.passOver ? `passing ${part.passOver}` : '',
    // Bound to one region both ways, the move runs along it (Janggi's palace diagonals).
    part.within && part.within === part.whenOn ? `only along ${region(part.within)}` : '',
    part.within && part.within !== part.whenOn ? `within ${region(part.within)}` : '',
    part.whenOn && part.within !== part.whenOn ? `on ${region(part.whenOn)}` : '',
    part.once ? 'once' : '',
    part.checks === false ? 'no check' : '',
  ].filter(Boolean);
  return notes.length ? `${part.betza} (${notes.join(', ')})` : part.betza;
}

function compileAtom(
  a: AtomDefinition,
  path: FieldPath,
  files: number,
  ranks: number,
  region: (name: string, path: FieldPath) => PartRegion,
): AtomSpec[] {
  const kinds = (['betza', 'leap', 'ride', 'collide', 'hopchain', 'hop', 'bent'] as const).filter(
    (k) => a[k] !== undefined,
  );
  if (kinds.length !== 1) {
    throw new DefinitionProblem(
      path,
      'a move part needs exactly one of betza, leap, ride, collide, hopchain, hop, bent',
    );
  }
  if (
    a.within !== undefined &&
    !(kinds[0] === 'betza' || kinds[0] === 'leap' || kinds[0] === 'ride' || kinds[0] === 'hop')
  ) {
    throw new DefinitionProblem([...path, 'within'], '"within" applies to leaps, slides and hops only');
  }
  if (a.shunsOwnType !== undefined && kinds[0] !== 'hop')
    throw new DefinitionProblem([...path, 'shunsOwnType'], '"shunsOwnType" applies to hoppers only');
  const common = {
    ...(a.within !== undefined ? sideRegions('within', region(a.within, [...path, 'within'])) : {}),
    ...(a.whenOn !== undefined ? sideRegions('whenOn', region(a.whenOn, [...path, 'whenOn'])) : {}),
    ...(a.dirs ? { dirs: a.dirs } : {}),
    ...(a.initial ? { initial: true } : {}),
    ...(a.once ? { once: true } : {}),
    ...(a.checks !== undefined ? { checks: a.checks } : {}),
    ...(a.enPassant === 'target' ? { enPassantTarget: true } : {}),
    ...(a.enPassant === 'capture' ? { enPassantCapture: true } : {}),
  };
  const mode = a.mode ?? 'both';
  const rideOnly = (k: 'range' | 'min' | 'parity' | 'passOver'): void => {
    if (a[k] !== undefined && !(kinds[0] === 'ride' || kinds[0] === 'betza' || (k === 'range' && kinds[0] === 'hop'))) {
      throw new DefinitionProblem(
        [...path, k],
        k === 'range' ? '"range" applies to riders and hoppers only' : `"${k}" applies to riders only`,
      );
    }
  };
  (['range', 'min', 'parity', 'passOver'] as const).forEach(rideOnly);
  const vec = (v: readonly [number, number], key: string): [number, number] => {
    if (v[0] === 0 && v[1] === 0) throw new DefinitionProblem([...path, key], 'a step of (0, 0) goes nowhere');
    if (v[0] >= files && v[0] >= ranks)
      throw new DefinitionProblem([...path, key], `step (${v[0]}, ${v[1]}) is larger than the board`);
    return [v[0], v[1]];
  };
  switch (kinds[0]) {
    case 'betza': {
      const atoms = betza(a.betza!, [...path, 'betza']);
      return atoms.map((atom) => {
        const merged = { ...atom, ...common, ...(a.mode ? { mode: a.mode } : {}) };
        if (merged.kind === 'ride') {
          if (a.range !== undefined) merged.max = a.range;
          if (a.min !== undefined) merged.min = a.min;
          if (a.parity) merged.parity = a.parity;
          if (a.passOver) merged.passOver = a.passOver;
          if (merged.max > 0 && merged.min > merged.max)
            throw new DefinitionProblem([...path, 'min'], `min ${merged.min} is more than range ${merged.max}`);
        } else if (a.range !== undefined || a.min !== undefined || a.parity || a.passOver) {
          throw new DefinitionProblem(
            [...path, 'betza'],
            `range, min, parity and passOver need a rider, ${quote(a.betza ?? '')} is a leaper`,
          );
        }
        return merged;
      });
    }
    case 'leap':
      return [{ kind: 'leap', offset: vec(a.leap!, 'leap'), mode, ...common }];
    case 'ride': {
      const max = a.range ?? 0;
      const min = a.min ?? 1;
      if (max > 0 && min > max) throw new DefinitionProblem([...path, 'min'], `min ${min} is more than range ${max}`);
      return [
        {
          kind: 'ride',
          offset: vec(a.ride!, 'ride'),
          mode,
          min,
          max,
          ...(a.parity ? { parity: a.parity } : {}),
          ...(a.passOver ? { passOver: a.passOver } : {}),
          ...common,
        },
      ];
    }
    case 'collide':
      // The slide turns onto the diagonals beside its step (collision.ts): only a one-square orthogonal step has two.
      return [
        {
          kind: 'collide',
          offset: unitStep(
            vec(a.collide!, 'collide'),
            false,
            [...path, 'collide'],
            'a collision slides along a rank or file, one square a step: [1, 0] or [0, 1]',
          ),
          mode: partMode('collide'),
          ...common,
        },
      ];
    case 'hopchain': {
      const maxLegs = a.maxLegs ?? MAX_CHAIN;
      // Each leap goes over the adjacent square to the next one (volley.ts): a one-square step.
      const offset = unitStep(
        vec(a.hopchain!, 'hopchain'),
        true,
        [...path, 'hopchain'],
        'a volley leaps over the adjacent square, one square a step: [1, 0], [0, 1] or [1, 1]',
      );
      return [{ kind: 'hopchain', offset, mode: partMode('hopchain'), maxLegs, ...common }];
    }
    case 'bent':
      // The slide turns 45 degrees beside its step (bent-rider.ts): a one-square step.
      return [
        {
          kind: 'bent',
          offset: unitStep(
            vec(a.bent!, 'bent'),
            true,
            [...path, 'bent'],
            'a bent ride takes one step before it turns: [1, 0] or [1, 1]',
          ),
          mode,
          ...common,
        },
      ];
    case 'hop':
      return [
        {
          kind: 'hop',
          offset: vec(a.hop!, 'hop'),
          mode,
          range: a.range ?? 0,
          ...(a.shunsOwnType ? { shunsOwnType: true } : {}),
          ...common,
        },
      ];
  }
  throw new DefinitionProblem(path, 'unreachable');
}

/** The step itself, when it is one square along a rank or file (or a diagonal, where `diagonal`). */
function unitStep(step: [number, number], diagonal: boolean, path: FieldPath, expected: string): [number, number] {
  const [x, y] = step;
  const unit = x <= 1 && y <= 1 && (diagonal || x + y === 1);
  if (!unit) throw new DefinitionProblem(path, `[${x}, ${y}]: ${expected}`);
  return step;
}
