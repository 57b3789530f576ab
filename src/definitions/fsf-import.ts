/**
 * A variants.ini section (Fairy-Stockfish's variant configuration) as a fairyprint definition: the
 * section's keys merged over its parent's (a built-in variant, fsf-builtins.ts, or a section before it),
 * then each key turned into definition fields. A key whose rule the engine cannot play is a located
 * problem, never dropped. docs/variants-ini.md lists every key and what it becomes.
 */

import { dirAllowed, orientations } from '../engine/variant.js';
import { formatPath, InputError, type SourceLocation } from '../errors.js';
import { defaultFileLabels } from '../notation/squares.js';
import { listed, quote, shortened } from '../printable.js';
import { nearestFirst } from '../suggest.js';
import { BetzaError, parseBetza } from './betza.js';
import { type FsfPart, fsfDiffersLeftRight, readFsfBetza } from './fsf-betza.js';
import { builtinKeys, FSF_BUILTINS } from './fsf-builtins.js';
import { type FamilyLook, familyLook } from './fsf-faces.js';
import { CUSTOM_PIECE_KEY, FSF_PIECE_TYPES, PIECE_KEYS } from './fsf-pieces.js';
import type { IniSection } from './ini.js';
import type { AtomDefinition, DefinitionFile } from './schema.js';

/** A value with where it was written (for a built-in's key: where the section names its parent). */
export interface Val {
  key: string;
  value: string;
  at: SourceLocation;
  /** The built-in variant the key comes from, if not written in the file. */
  builtin?: string;
}

interface PieceDef {
  key: string;
  letter: string;
  /** The Betza text of a custom piece or a custom king, and where it starts. */
  betza: string | null;
  val: Val;
}

/** FSF turns Black's moves round: a custom piece whose left and right differ says so. */
const turnedRound = (p: PieceDef): { symmetry?: 'rotate' } =>
  p.betza !== null && fsfDiffersLeftRight(p.betza) ? { symmetry: 'rotate' } : {};

/** A side's promotion zone, White-relative: its squares, and its ranks (1-based) where it is whole ranks. */
interface PromotionZone {
  squares: [number, number][];
  ranks: number[] | null;
}

interface PromotionZones {
  white: PromotionZone;
  black: PromotionZone;
  /** Black's zone is White's turned over: one zone for both. */
  same: boolean;
}

export interface ImportedDefinition {
  /** The section's name. */
  section: string;
  definition: DefinitionFile;
  /** For each definition field (as `pieces[2].moves`), the ini key it was made from. */
  sources: Map<string, Val>;
}

/** Keys fairyprint accepts only at Fairy-Stockfish's default value, with what the engine lacks. */
const FIXED: Record<string, [string, string]> = {
  piecePromotionOnCapture: ['false', 'promotion only by capturing is not modelled'],
  petrifyBlastPieces: ['false', 'men an explosion removes turned to stone are not modelled'],
  tripleStepRegionWhite: ['-', 'triple steps are not modelled'],
  tripleStepRegionBlack: ['-', 'triple steps are not modelled'],
  dropOnTop: ['false', 'dropping on top of other men is not modelled'],
  arrowGating: ['false', 'arrows (Amazons) are not modelled'],
  duckGating: ['false', 'the duck is not modelled'],
  staticGating: ['false', 'walls are not modelled'],
  pastGating: ['false', 'walls are not modelled'],
  wallOrMove: ['false', 'a wall instead of a move is not modelled'],
  connectRegion1White: ['-', 'winning by connecting two regions is not modelled'],
  connectRegion2White: ['-', 'winning by connecting two regions is not modelled'],
  connectRegion1Black: ['-', 'winning by connecting two regions is not modelled'],
  connectRegion2Black: ['-', 'winning by connecting two regions is not modelled'],
};

/** Keys that say nothing about the rules (engine evaluation and the XBoard display). */
const DISPLAY_ONLY = new Set(['pieceToCharTable', 'variantTemplate', 'pocketSize', 'pieceValueMg', 'pieceValueEg']);

/** The keys this importer reads; anything else in a section is refused as unknown. */
const READ = new Set([
  'maxRank',
  'maxFile',
  'startFen',
  'promotionRegionWhite',
  'promotionRegionBlack',
  'promotionPawnTypes',
  'promotionPawnTypesWhite',
  'promotionPawnTypesBlack',
  'pawnTypes',
  'promotionPieceTypes',
  'promotionPieceTypesWhite',
  'promotionPieceTypesBlack',
  'promotionLimit',
  'promotedPieceType',
  'mandatoryPawnPromotion',
  'mandatoryPiecePromotion',
  'pieceDemotion',
  'dropPromoted',
  'immobilityIllegal',
  'doubleStep',
  'doubleStepRegionWhite',
  'doubleStepRegionBlack',
  'enPassantRegion',
  'enPassantRegionWhite',
  'enPassantRegionBlack',
  'enPassantTypes',
  'enPassantTypesWhite',
  'enPassantTypesBlack',
  'castling',
  'chess960',
  'castlingKingsideFile',
  'castlingQueensideFile',
  'castlingRank',
  'castlingKingFile',
  'castlingKingPiece',
  'castlingRookKingsideFile',
  'castlingRookQueensideFile',
  'castlingRookPieces',
  'pieceDrops',
  'capturesToHand',
  'firstRankPawnDrops',
  'promotionZonePawnDrops',
  'whiteDropRegion',
  'blackDropRegion',
  'dropRegionWhite',
  'dropRegionBlack',
  'dropNoDoubled',
  'dropNoDoubledCount',
  'dropChecks',
  'dropLoop',
  'twoBoards',
  'shogiPawnDropMateIllegal',
  'gating',
  'seirawanGating',
  'nMoveRuleTypes',
  'nMoveRuleTypesWhite',
  'nMoveRuleTypesBlack',
  'nMoveRule',
  'nFoldRule',
  'perpetualCheckIllegal',
  'moveRepetitionIllegal',
  'nFoldValue',
  'nFoldValueAbsolute',
  'stalemateValue',
  'extinctionValue',
  'extinctionClaim',
  'extinctionPieceTypes',
  'extinctionPieceCount',
  'extinctionOpponentPieceCount',
  'flagPiece',
  'flagPieceWhite',
  'flagPieceBlack',
  'flagRegion',
  'flagRegionWhite',
  'flagRegionBlack',
  'flagPieceCount',
  'flagPieceBlockedWin',
  'flagPieceSafe',
  'countingRule',
  'flyingGeneral',
  'oppositeCastling',
  'bikjangRule',
  'makpongRule',
  'shatarMateRule',
  'cambodianMoves',
  'sittuyinRookDrop',
  'sittuyinPromotion',
  'castlingDroppedPiece',
  'dropOppositeColoredBishop',
  'sittuyinPromotion',
  'castlingDroppedPiece',
  'dropOppositeColoredBishop',
  'diagonalLines',
  'soldierPromotionRank',
  'mustCapture',
  'checking',
  'chasingRule',
  'checkCounting',
  'flagMove',
  'checkmateValue',
  'castlingWins',
  'petrifyOnCaptureTypes',
  'blastOnCapture',
  'blastImmuneTypes',
  'mutuallyImmuneTypes',
  'extinctionPseudoRoyal',
  'dupleCheck',
  'enclosingDrop',
  'enclosingDropStart',
  'flipEnclosedPieces',
  'pass',
  'passWhite',
  'passBlack',
  'passOnStalemate',
  'passOnStalemateWhite',
  'passOnStalemateBlack',
  'stalematePieceCount',
  'materialCounting',
  'adjudicateFullBoard',
  'freeDrops',
  'wallingRule',
  'wallingRegion',
  'wallingRegionWhite',
  'wallingRegionBlack',
  'mustDrop',
  'mustDropType',
  'connectN',
  'connectNxN',
  'collinearN',
  'connectHorizontal',
  'connectVertical',
  'connectDiagonal',
  'connectPieceTypes',
  'connectValue',
]);

/**
 * The keys that change how fairyprint plays a section (besides the piece keys): each is used by a
 * section of test/fixtures/fsf/tests.ini, whose play is checked against Fairy-Stockfish.
 */
export const SUPPORTED_KEYS: readonly string[] = [...READ].filter(
  // dropRegionWhite and dropRegionBlack are newer than the Fairy-Stockfish the tests run (ffish 0.7.10):
  // they are read as the older whiteDropRegion and blackDropRegion, and tested as those. freeDrops is no
  // ini key: only the built-in ataxx has it.
  (k) => k !== 'dropRegionWhite' && k !== 'dropRegionBlack' && k !== 'freeDrops',
);

const MOBILITY_KEY = /^mobilityRegion(White|Black)([A-Z][A-Za-z0-9]*)$/;

/** Problems found while importing; thrown together by `importSection`. */
export class ImportProblems extends Error {
  constructor(readonly problems: InputError[]) {
    super(problems[0]?.message ?? 'no problems');
  }
}

/** One section as a definition (not yet compiled); every problem found is thrown together. */
export function importSection(sections: IniSection[], name: string, file: string): ImportedDefinition {
  const index = sections.findIndex((s) => s.name === name);
  if (index < 0) {
    throw new ImportProblems([
      new InputError(
        `no section [${shortened(name)}] in the file (sections: ${listed(sections.map((s) => s.name)) || 'none'})`,
        { file, line: 1, column: 1 },
      ),
    ]);
  }
  const problems: InputError[] = [];
  const section = sections[index]!;
  const chain = layersOf(sections, index, problems);
  if (problems.length > 0) {
    new Importer(section, chain, problems).keyProblems();
    throw new ImportProblems(problems);
  }
  const importer = new Importer(section, chain, problems);
  const definition = importer.run();
  if (problems.length > 0 || !definition) throw new ImportProblems(problems);
  return { section: name, definition, sources: importer.sources };
}

/** Where the header `[name:parent]` names the parent. */
const parentNameAt = (section: IniSection): SourceLocation => ({
  ...section.at,
  column: section.at.column + section.name.length + 2,
});

/** Sections a variant may inherit through (Fairy-Stockfish's own files use a handful). */
export const MAX_INHERITANCE = 64;

/**
 * The layers of keys a section stands on, its farthest ancestor first and itself last: the chain of
 * parents walked in a loop, each a section before its child, at most MAX_INHERITANCE long.
 */
function layersOf(sections: IniSection[], index: number, problems: InputError[]): Val[][] {
  const indexOf = new Map(sections.map((s, i) => [s.name, i]));
  const layers: Val[][] = [];
  let section = sections[index]!;
  for (let depth = 0; ; depth++) {
    layers.unshift([...section.entries.values()].map((e) => ({ key: e.key, value: e.value, at: e.valueAt })));
    const parent = section.parent;
    if (!parent) return layers;
    const parentAt = parentNameAt(section);
    if (depth === MAX_INHERITANCE) {
      const requested = sections[index]!;
      problems.push(
        new InputError(
          `${quote(requested.name)} inherits through more than ${MAX_INHERITANCE} sections (a longer chain is refused)`,
          requested.parent ? parentNameAt(requested) : requested.at,
        ),
      );
      return [];
    }
    // `[shogi:shogi]` redefines the built-in from its own keys, as Fairy-Stockfish reads it.
    const redefined = parent === section.name && FSF_BUILTINS[parent] !== undefined;
    const at = redefined ? undefined : indexOf.get(parent);
    if (at !== undefined && at < indexOf.get(section.name)!) {
      section = sections[at]!;
      continue;
    }
    if (at !== undefined || !FSF_BUILTINS[parent]) {
      problems.push(new InputError(parentProblem(section.name, parent, at !== undefined), parentAt));
      // The layers read so far: their own keys are judged too (keyProblems), so that all is said at once.
      return section.name === parent ? [] : layers;
    }
    for (let b: string | null = parent; b; b = FSF_BUILTINS[b]!.parent) {
      const builtin = b;
      layers.unshift(
        Object.entries(FSF_BUILTINS[b]!.keys).map(([key, value]) => ({ key, value, at: parentAt, builtin })),
      );
    }
    return layers;
  }
}

/** Why a section cannot inherit from the parent it names (`inFile`: a section of that name is in the file). */
function parentProblem(name: string, parent: string, inFile: boolean): string {
  if (name === parent) return `section ${quote(name)} names itself as its parent`;
  if (inFile)
    return `parent ${quote(parent)} is defined after this section; a section inherits only from one before it`;
  const names = nearestFirst(parent, Object.keys(FSF_BUILTINS));
  return `unknown parent variant ${quote(parent)} (built-ins, nearest first: ${names.slice(0, 8).join(' ')} and ${names.length - 8} more, listed in docs/variants-ini.md; or a section before this one)`;
}

/** Fairy-Stockfish's largest board (its LARGEBOARDS build, as ffish is): what its square names may name. */
const FSF_FILES = 12;
const FSF_RANKS = 10;

const VALUE_WORDS = { win: 'win', loss: 'loss', draw: 'draw' } as const;

class Importer {
  readonly sources = new Map<string, Val>();
  private readonly keys = new Map<string, Val>();
  /** promotedPieceType of every layer, the farthest first: FSF sets each listed type over its parent's map. */
  private readonly promotedLayers: Val[] = [];
  private readonly pieces = new Map<string, PieceDef>();
  private files = 8;
  private ranks = 8;
  /** The double-step squares whose step passes outside enPassantRegion (no en passant there), as a region name. */
  private stepWithoutEp: string | null = null;
  /** The others, where it does, when there is such a split. */
  private stepWithEp: string | null = null;
  /** Where a key left at its default is reported: the parent's name in the header, or the header. */
  private readonly defaultAt: SourceLocation;
  /** How the section's family looks in print (Shogi's koma, Xiangqi's discs), where it has one. */
  private readonly look: FamilyLook | null;

  constructor(
    private readonly section: IniSection,
    chain: Val[][],
    private readonly problems: InputError[],
  ) {
    this.defaultAt = section.parent ? parentNameAt(section) : section.at;
    this.look = familyLook([...chain].reverse().find((layer) => layer[0]?.builtin)?.[0]?.builtin);
    for (const layer of chain) {
      const byKey = new Map(layer.map((v) => [v.key, v]));
      // Pieces in Fairy-Stockfish's order: a piece given the letter of another replaces it.
      for (const key of PIECE_KEYS) {
        const v = byKey.get(key);
        if (v) this.setPiece(v);
      }
      for (const v of layer) if (!PIECE_KEYS.includes(v.key)) this.keys.set(v.key, v);
      const promoted = byKey.get('promotedPieceType');
      if (promoted) this.promotedLayers.push(promoted);
    }
    for (const v of chain.flat()) {
      if (
        !PIECE_KEYS.includes(v.key) &&
        !READ.has(v.key) &&
        !DISPLAY_ONLY.has(v.key) &&
        !FIXED[v.key] &&
        !MOBILITY_KEY.test(v.key)
      ) {
        this.fail(
          v,
          v.key.startsWith('customPiece') ? 'custom pieces are customPiece1 to customPiece25' : 'unknown key',
          true,
        );
      }
    }
  }

  /** A problem with a key: `key "…" is not supported: why` (or another message), at its value. */
  private fail(v: Val, why: string, unsupported = false): void {
    const from = v.builtin ? ` (from the built-in ${v.builtin})` : '';
    const message = unsupported ? `key "${v.key}"${from} is not supported: ${why}` : `key "${v.key}"${from}: ${why}`;
    this.problems.push(new InputError(message, v.at));
  }

  private get(key: string): Val | undefined {
    return this.keys.get(key);
  }

  /** A key's value, or its default shown at the section header (where a problem with a default is reported). */
  private keyVal(key: string): Val {
    return this.keys.get(key) ?? { key, value: '', at: this.defaultAt };
  }

  private bool(key: string, fallback: boolean): boolean {
    const v = this.keys.get(key);
    if (!v) return fallback;
    if (v.value !== 'true' && v.value !== 'false') {
      this.fail(v, `expected true or false, not "${v.value}"`);
      return fallback;
    }
    return v.value === 'true';
  }

  private int(key: string, fallback: number): number {
    const v = this.keys.get(key);
    if (!v) return fallback;
    if (!/^[0-9]{1,4}$/.test(v.value)) {
      this.fail(v, `expected a whole number, not "${v.value}"`);
      return fallback;
    }
    return Number(v.value);
  }

  private setPiece(v: Val): void {
    if (v.value === '' || v.value === '-') {
      this.pieces.delete(v.key);
      return;
    }
    const letter = v.value[0]!;
    if (!/[a-zA-Z]/.test(letter)) return this.fail(v, `a piece's letter must be a letter, not "${letter}"`);
    const custom = CUSTOM_PIECE_KEY.test(v.key) || v.key === 'king';
    let betza: string | null = null;
    if (v.value.length > 1) {
      if (!custom || v.value[1] !== ':')
        return this.fail(v, custom ? 'expected letter:Betza, e.g. a:QN' : `expected one letter, not "${v.value}"`);
      // No Betza after the ":" is a man that never moves, as FSF reads it.
      betza = v.value.slice(2);
    } else if (v.key !== 'king' && custom) {
      return this.fail(v, 'a custom piece needs its moves: letter:Betza, e.g. a:QN');
    }
    for (const [key, p] of this.pieces) if (p.letter.toLowerCase() === letter.toLowerCase()) this.pieces.delete(key);
    this.pieces.set(v.key, { key: v.key, letter: letter.toLowerCase(), betza, val: v });
  }

  /** The squares of a Bitboard value (`*1` a rank, `a*` a file, `d4` a square, `-` none) as [file, rank] pairs. */
  private region(v: Val): [number, number][] | null {
    const out: [number, number][] = [];
    let ok = true;
    for (const m of v.value.matchAll(/\S+/g)) {
      const t = m[0];
      const at = { ...v.at, column: v.at.column + m.index };
      const bad = (why: string): void => {
        this.problems.push(new InputError(`key "${v.key}": ${why}`, at));
        ok = false;
      };
      if (t === '-') continue;
      let rank: RegExpExecArray | null;
      // FSF reads squares up to its largest board (files a to l, ranks 1 to 10): those off this board
      // are in no man's way, and left out.
      if ((rank = /^\*([0-9]+)$/.exec(t))) {
        const r = Number(rank[1]) - 1;
        if (r < 0 || r >= FSF_RANKS) bad(`rank ${rank[1]} is beyond Fairy-Stockfish's ${FSF_RANKS} ranks`);
        else for (let f = 0; f < this.files && r < this.ranks; f++) out.push([f, r]);
      } else if (/^[a-z]\*$/i.test(t)) {
        const f = t.toLowerCase().charCodeAt(0) - 97;
        if (f >= FSF_FILES) bad(`file ${t[0]} is beyond Fairy-Stockfish's ${FSF_FILES} files`);
        else for (let r = 0; r < this.ranks && f < this.files; r++) out.push([f, r]);
      } else if ((rank = /^([a-z])([0-9]+)$/i.exec(t))) {
        const f = rank[1]!.toLowerCase().charCodeAt(0) - 97;
        const r = Number(rank[2]) - 1;
        if (f >= FSF_FILES || r < 0 || r >= FSF_RANKS)
          bad(`${t} is beyond Fairy-Stockfish's largest board (a1 to l10)`);
        else if (f < this.files && r < this.ranks) out.push([f, r]);
      } else bad(`"${t}" is not a square (d4), a rank (*1), a file (a*) or "-"`);
    }
    if (!ok) return null;
    // A square of the region may be a wall of the start position (a hole of the board): FSF's regions are
    // bitboards that include it, and no man ever stands there.
    const seen = new Set<number>();
    return out.filter(
      ([f, r]) =>
        !seen.has(r * this.files + f) && seen.add(r * this.files + f) && !this.walls.has(this.squareName(f, r)),
    );
  }

  private squareName(f: number, r: number): string {
    return `${defaultFileLabels(this.files)[f]}${r + 1}`;
  }

  /** A region's squares as names. */
  private names(squares: [number, number][]): string[] {
    return [...squares].sort((a, b) => a[1] - b[1] || a[0] - b[0]).map(([f, r]) => this.squareName(f, r));
  }

  /** The ranks (1-based) a region is made of, or null when it is not whole ranks. */
  private wholeRanks(squares: [number, number][]): number[] | null {
    const ranks = [...new Set(squares.map(([, r]) => r))].sort((a, b) => a - b);
    const onRank = (r: number): number =>
      Array.from({ length: this.files }, (_, f) => this.squareName(f, r)).filter((sq) => !this.walls.has(sq)).length;
    return squares.length === ranks.reduce((n, r) => n + onRank(r), 0) ? ranks.map((r) => r + 1) : null;
  }

  /** White's region, and Black's own where it is not White's turned over (null where it is). */
  private sidePair(
    whiteKey: string,
    blackKey: string,
    whiteDefault: string,
    blackDefault: string,
  ): { white: [number, number][]; black: [number, number][] | null } | null {
    const read = (key: string, fallback: string): [number, number][] | null => {
      const squares = this.region(this.get(key) ?? { key, value: fallback, at: this.defaultAt });
      // An empty region (`-`) is no bound: Fairy-Stockfish reads it as the whole board.
      return squares?.length === 0 ? this.region({ key, value: fallback, at: this.defaultAt }) : squares;
    };
    const w = read(whiteKey, whiteDefault);
    const b = read(blackKey, blackDefault);
    if (!w || !b) return null;
    const mirrored = new Set(w.map(([f, r]) => (this.ranks - 1 - r) * this.files + f));
    const same = mirrored.size === b.length && b.every(([f, r]) => mirrored.has(r * this.files + f));
    return { white: w, black: same ? null : b };
  }

  /** Letters (a PieceSet value) as the piece keys they name; `*` is every piece. */
  private pieceSet(v: Val | undefined, fallback: string[]): string[] {
    if (!v) return fallback.filter((k) => this.pieces.has(k));
    if (v.value === '-' || v.value === '') return [];
    if (v.value.trim() === '*') return [...this.pieces.keys()];
    const out: string[] = [];
    [...v.value].forEach((c, i) => {
      if (c === ' ') return;
      // A built-in's set is of piece types (FSF's bitmask): the type its letter named there, however lettered now.
      const p = v.builtin
        ? this.pieces.get(builtinPieceKey(v.builtin, c.toLowerCase()) ?? '')
        : [...this.pieces.values()].find((q) => q.letter === c.toLowerCase());
      // A parent's set naming a piece this section removed: FSF's set keeps the type, which no man has.
      if (!p && this.inherited(v)) return;
      if (!p)
        this.problems.push(
          new InputError(
            `key "${v.key}": no piece has the letter "${c}" (pieces: ${[...this.pieces.values()].map((q) => q.letter).join('')})`,
            { ...v.at, column: v.at.column + i },
          ),
        );
      else if (!out.includes(p.key)) out.push(p.key);
    });
    return out;
  }

  /** Whether a key's value comes from the parent (a built-in, or a section before this one). */
  private inherited(v: Val): boolean {
    return v.builtin !== undefined || v.at.line < this.section.at.line;
  }

  /** The family's counter sizes (by piece key) for this section's pieces of the family, by their ids. */
  private counterSizes(sizes: Record<string, number> | undefined): { sizes?: Record<string, number> } {
    const own = Object.entries(sizes ?? {}).filter(([key]) => this.pieces.has(key));
    return own.length > 0 ? { sizes: Object.fromEntries(own.map(([key, pct]) => [this.id(key), pct])) } : {};
  }

  private id(key: string): string {
    return this.pieces.get(key)!.letter.toUpperCase();
  }

  /** White's and Black's sets of a key (`promotionPieceTypes`, or `...White` and `...Black` over it). */
  private bySide(base: string, fallback: string[]): [string[], string[]] {
    const both = this.pieceSet(this.get(base), fallback);
    const white = this.get(`${base}White`);
    const black = this.get(`${base}Black`);
    return [white ? this.pieceSet(white, []) : both, black ? this.pieceSet(black, []) : both];
  }

  /** White and Black variants of a key (`enPassantTypes`, `...White`, `...Black`) must agree. */
  private sameForBoth(base: string, fallback: string[]): string[] {
    const [w, b] = this.bySide(base, fallback);
    if (w.length !== b.length || w.some((k) => !b.includes(k))) {
      const [white, black] = [this.get(`${base}White`), this.get(`${base}Black`)];
      this.fail(
        (black ?? white)!,
        `different sets for White and Black (${base}White, ${base}Black) are not modelled`,
        true,
      );
    }
    return w;
  }

  /** Keys only their default value of which fairyprint plays. */
  private fixedKeys(): void {
    for (const v of this.keys.values()) {
      const fixed = FIXED[v.key];
      if (fixed && v.value !== fixed[0] && !(fixed[0] === '-' && v.value === '')) this.fail(v, fixed[1], true);
    }
  }

  /**
   * The problems of the keys alone, where the section cannot be read whole (its parent unknown): unknown
   * keys (found on construction), keys at values fairyprint does not play, pieces it does not play.
   */
  keyProblems(): void {
    this.fixedKeys();
    for (const p of this.pieces.values()) {
      const type = FSF_PIECE_TYPES[p.key];
      if (p.betza !== null) this.customMoves(p, 'double-step', false);
      else if (type?.moves === null) this.fail(p.val, type.unsupported!, true);
    }
  }

  /** The section as a definition, or null with every problem found in `problems`. */
  run(): DefinitionFile | null {
    this.boardSize();
    const startWalls = this.holes((this.get('startFen')?.value ?? '').split(/[\s[]/)[0]!);
    // Under a walling rule the start's walls are walls as its moves leave them (men "*" in fairyprint's
    // positions), not holes: Duck chess's go with the first duck placed, as Fairy-Stockfish lifts them.
    const walling = this.get('wallingRule');
    const wallMen = walling !== undefined && walling.value !== 'none';
    this.walls = new Set(wallMen ? [] : startWalls);
    this.fixedKeys();
    if (this.pieces.size === 0) {
      this.problems.push(
        new InputError(
          'the section defines no pieces (no parent variant, and no pawn = p, king = k, ... keys)',
          this.section.at,
        ),
      );
      return null;
    }

    const regions: { name: string; squares: string[]; black?: string[] }[] = [];
    // Black's own squares where they are not White's turned over (mobilityRegionBlack).
    const addRegion = (name: string, squares: [number, number][], black?: [number, number][]): string => {
      regions.push({ name, squares: this.names(squares), ...(black ? { black: this.names(black) } : {}) });
      return name;
    };
    // FSF's default regions (ranks 2 and 7, whatever the board) matter only where a man double-steps.
    const doubleSteppers = [...this.pieces.values()].filter(
      (p) => (p.key === 'pawn' || p.betza?.includes('i')) && this.canAppear(p.key),
    );
    const doubleStep = this.bool('doubleStep', true) && doubleSteppers.length > 0 ? this.doubleStepRegion() : [];
    const doubleStepRegion = doubleStep && doubleStep.length > 0 ? addRegion('double-step', doubleStep) : null;
    const split = this.enPassantSplit(doubleStep ?? []);
    if (split && split.plain.length > 0) {
      this.stepWithoutEp = addRegion('double-step-no-en-passant', split.plain);
      if (split.ep.length > 0) this.stepWithEp = addRegion('double-step-en-passant', split.ep);
    }

    // Read only where something promotes or is kept out of it: its defaults need not fit every board.
    let zones: PromotionZones | null = null;
    const promotionZones = (): PromotionZones => (zones ??= this.promotionZones());
    const immobilityIllegal = this.bool('immobilityIllegal', false);
    // pawnTypes sets the promoting, en-passant and move-rule types at once; the specific keys override it.
    const pawnTypes = this.get('pawnTypes') ? this.pieceSet(this.get('pawnTypes'), []) : null;
    const epTypes = this.sameForBoth('enPassantTypes', pawnTypes ?? ['pawn']);

    const pieceEntries = [...this.pieces.values()];
    const movesOf = new Map<string, string | AtomDefinition[]>();
    for (const p of pieceEntries) {
      const moves = this.moves(
        p,
        doubleStepRegion,
        epTypes.includes(p.key) || Boolean(p.betza?.includes('e')),
        addRegion,
      );
      if (moves) movesOf.set(p.key, this.palaceDiagonals(p, this.withinMobility(p, moves, addRegion), addRegion));
    }
    const hopper = pieceEntries.find((p) => {
      const m = movesOf.get(p.key);
      return typeof m === 'object' && m.some((part) => part.hop);
    });
    // FSF's walls stop a slide as a man does, so a hopper may hop over one; a hole ends the line.
    if (hopper && this.walls.size > 0)
      this.fail(this.keyVal('startFen'), `walls ("*") with a hopper (${this.id(hopper.key)}) are not modelled`, true);
    if (this.problems.length > 0) return null;

    const nMoveTypes = this.nMoveRuleTypes(pawnTypes);
    const placement = this.startPosition();
    if (!placement) return null;

    // Promoted forms (promotedPieceType = p:g s:g): a piece of its own for each man that promotes.
    const promoted = this.promotedTypes();
    // A section without a parent promotes to nothing unless it says so (Fairy-Stockfish's chess says nbrq).
    const promotionToBySide = this.bySide('promotionPieceTypes', []);
    const pawnPromotionTo = [...new Set(promotionToBySide.flat())];
    // A pawn that never stands on the board promotes nowhere (FSF's default zones, ranks 8 and 1, need not fit).
    const promotionPawns = this.bySide('promotionPawnTypes', pawnTypes ?? ['pawn']).map((keys) =>
      keys.filter((k) => this.canAppear(k)),
    ) as [string[], string[]];
    if (this.promotesToNothing(promotionPawns, promotionToBySide, promotionZones)) return null;
    const { pieces, promotedId } = this.definitionPieces(
      promoted,
      movesOf,
      nMoveTypes,
      pawnPromotionTo,
      placement.letters,
    );
    for (const [from, to] of promoted) if (promotedId.has(from)) this.formsOf.push([promotedId.get(from)!, to]);

    const size = this.get('maxFile') ?? this.get('maxRank');
    if (size) this.sources.set('board', size);
    const def: DefinitionFile = {
      id:
        this.section.name
          .toLowerCase()
          .replace(/[^a-z0-9-]/g, '-')
          .replace(/^-+/, '')
          .slice(0, 40) || 'imported',
      name: this.section.name,
      board: {
        files: this.files,
        ranks: this.ranks,
        ...(placement.holes.length > 0 ? { holes: placement.holes } : {}),
        ...(regions.length > 0 ? { regions } : {}),
      },
      pieces,
      setup: { position: placement.fen },
    };
    this.sources.set(
      'setup.position',
      this.get('startFen') ?? { key: 'startFen', value: placement.fen, at: this.defaultAt },
    );
    if (this.look) {
      Object.assign(def.board, this.look.board(this.files, this.ranks));
      def.counters = { ...this.look.counters, ...this.counterSizes(this.look.sizes) };
      def.sides = this.look.sides;
    }
    const castling = this.castling(placement);
    if (castling.length > 0) def.castling = castling;
    // Chess960 castling: the king and rooks wherever a position has them on the castling rank.
    if (this.bool('chess960', false) && castling.length > 0) {
      def.chess960 = true;
      this.sources.set('chess960', this.keyVal('chess960'));
    }
    const promotion = this.promotion(
      promotionZones,
      promotionPawns,
      promotionToBySide,
      promotedId,
      immobilityIllegal,
      movesOf,
    );
    if (promotion.length > 0) def.promotion = promotion;
    if (promotion.length > 0) this.enPassantIntoZone(doubleStep ?? [], promotionZones());
    const drops = this.drops(promotionZones, immobilityIllegal, movesOf, addRegion);
    if (drops) def.drops = drops;
    def.end = this.end(placement.checks);
    const chase = this.chase(addRegion);
    if (chase) def.end.perpetualChase = chase;
    const rules = this.rules();
    if (this.wallingRule(rules, addRegion)) def.board.regions = regions;
    this.placementPhase(def, rules);
    if (Object.keys(rules).length > 0) def.rules = rules;
    return this.problems.length > 0 ? null : def;
  }

  /**
   * The pieces whose moves reset the move-rule clock: nMoveRuleTypes, or White's and Black's sets
   * (`...White`, `...Black`) where each piece only one side lists is one the other side never has (Khans'
   * steppe pawns, Black's alone); a piece both sides have, listed for one, is refused.
   */
  private nMoveRuleTypes(pawnTypes: string[] | null): string[] {
    const [white, black] = this.bySide('nMoveRuleTypes', pawnTypes ?? ['pawn']);
    for (const [side, own, other] of [
      [0, white, black],
      [1, black, white],
    ] as const)
      for (const key of own.filter((k) => !other.includes(k)))
        if (this.canAppearFor(key, side ? 0 : 1))
          this.fail(
            this.get(`nMoveRuleTypes${side ? 'Black' : 'White'}`) ?? this.keyVal('nMoveRuleTypes'),
            `a move-rule reset by ${this.id(key)} for one side only, where the other side can have one too, is not modelled`,
            true,
          );
    return [...new Set([...white, ...black])];
  }

  /** Compulsory promotion to nothing for a side whose pawns have a zone: refused, and true. */
  private promotesToNothing(
    pawnsBySide: [string[], string[]],
    toBySide: [string[], string[]],
    zones: () => PromotionZones,
  ): boolean {
    const stuck =
      this.bool('mandatoryPawnPromotion', true) &&
      toBySide.some(
        (to, side) =>
          to.length === 0 && pawnsBySide[side]!.length > 0 && (side ? zones().black : zones().white).squares.length > 0,
      );
    // Fairy-Stockfish's pawn then never enters the zone, yet still attacks squares there.
    if (stuck)
      this.fail(
        this.get('promotionPieceTypes') ?? { key: 'promotionPieceTypes', value: '', at: this.defaultAt },
        'compulsory promotion to nothing (pawns that may not enter their promotion zone) is not modelled: name the pieces pawns promote to, or set mandatoryPawnPromotion = false',
        true,
      );
    return stuck;
  }

  /**
   * Fairy-Stockfish never promotes on an en-passant capture, fairyprint does: where a double step passes
   * a square of the other side's zone (Shogun's third rank), such a capture is refused.
   */
  private enPassantIntoZone(doubleStep: [number, number][], zones: PromotionZones): void {
    // The square a step from (f, r) passes, as the capturing side's own (White-relative) square.
    const passed = (z: PromotionZone): boolean =>
      doubleStep.some(([f, r]) => z.squares.some(([zf, zr]) => zf === f && zr === this.ranks - 2 - r));
    const side = [zones.black, zones.white].findIndex(passed);
    if (side >= 0)
      this.fail(
        this.keyVal(side === 0 ? 'promotionRegionBlack' : 'promotionRegionWhite'),
        'an en-passant capture landing in the promotion zone (a double step passes it), which Fairy-Stockfish does not promote, is not modelled',
        true,
      );
  }

  /** maxFile and maxRank: the board's size, 4 to 26 each way. */
  private boardSize(): void {
    const maxFile = this.get('maxFile');
    if (maxFile) {
      const f = /^[a-z]$/.test(maxFile.value)
        ? maxFile.value.charCodeAt(0) - 96
        : /^[0-9]{1,2}$/.test(maxFile.value)
          ? Number(maxFile.value)
          : NaN;
      if (!(f >= 1 && f <= 26)) this.fail(maxFile, `expected a file from a (1) to z (26), not "${maxFile.value}"`);
      else this.files = f;
    }
    const maxRank = this.get('maxRank');
    if (maxRank) {
      const r = /^[0-9]{1,2}$/.test(maxRank.value) ? Number(maxRank.value) : NaN;
      if (!(r >= 1 && r <= 26)) this.fail(maxRank, `expected a rank from 1 to 26, not "${maxRank.value}"`);
      else this.ranks = r;
    }
  }

  /**
   * The definition's pieces: each piece of the section (but a piece that is only the promoted form of
   * one man, which becomes that form), then a promoted form for each man that promotes
   * (promotedPieceType), with the id of each form by the key of the man it is made from.
   */
  private definitionPieces(
    promoted: [string, string][],
    movesOf: Map<string, string | AtomDefinition[]>,
    nMoveTypes: string[],
    pawnPromotionTo: string[],
    placedLetters: Set<string>,
  ): { pieces: DefinitionFile['pieces']; promotedId: Map<string, string> } {
    const targetUses = new Map<string, number>();
    for (const [, to] of promoted) targetUses.set(to, (targetUses.get(to) ?? 0) + 1);
    const onlyPromotedForm = (key: string): boolean =>
      (targetUses.get(key) ?? 0) === 1 &&
      !pawnPromotionTo.includes(key) &&
      !placedLetters.has(this.pieces.get(key)!.letter);
    const pieces: DefinitionFile['pieces'] = [];
    [...this.pieces.values()].forEach((p) => {
      if (onlyPromotedForm(p.key)) return;
      this.sources.set(formatPath(['pieces', pieces.length]), p.val);
      pieces.push({
        id: p.letter.toUpperCase(),
        name: this.pieceName(p),
        abbrev: sanLetter(p),
        ...(p.key === this.royalKey() ? { royal: true } : {}),
        ...(nMoveTypes.includes(p.key) ? { resetsClock: true } : {}),
        moves: movesOf.get(p.key)!,
        ...turnedRound(p),
        ...(this.look?.faces[p.key] ? { faces: this.look.faces[p.key] } : {}),
      });
    });
    const promotedId = new Map<string, string>();
    for (const [from, to] of promoted) {
      const id = onlyPromotedForm(to) ? this.id(to) : `P${this.id(from)}`;
      if (pieces.some((p) => p.id.toUpperCase() === id)) {
        this.fail(
          this.keyVal('promotedPieceType'),
          `the promoted ${this.id(from)} would need the id ${id}, which another piece has`,
        );
        continue;
      }
      promotedId.set(from, id);
      this.sources.set(formatPath(['pieces', pieces.length]), this.keyVal('promotedPieceType'));
      pieces.push({
        id,
        name: `Promoted ${this.pieceName(this.pieces.get(from)!)}`.slice(0, 40),
        abbrev: `+${this.id(from)}`,
        promotedFrom: this.id(from),
        moves: movesOf.get(to)!,
        ...turnedRound(this.pieces.get(to)!),
        ...(this.look?.promoted[from] ? { faces: this.look.promoted[from] } : {}),
      });
    }

    return { pieces, promotedId };
  }

  /** materialCounting, adjudicateFullBoard and stalematePieceCount, as end fields. */
  private countingEnd(stalemate: string): Partial<NonNullable<DefinitionFile['end']>> {
    const out: Partial<NonNullable<DefinitionFile['end']>> = {};
    const counting = this.get('materialCounting');
    const odds = { whitedrawodds: 'white', blackdrawodds: 'black' } as const;
    if (counting && (counting.value === 'whitedrawodds' || counting.value === 'blackdrawodds')) {
      out.drawOdds = odds[counting.value];
      this.sources.set('end.drawOdds', counting);
    } else if (counting && counting.value === 'janggi') {
      out.materialCount = this.janggiPoints();
      this.sources.set('end.materialCount', counting);
    } else if (counting && counting.value !== 'none') {
      if (counting.value !== 'unweighted')
        this.fail(
          counting,
          `only unweighted and janggi material counting (the most men or points wins) and draw odds are modelled, not "${counting.value}"`,
          true,
        );
      else {
        out.materialCount = true;
        this.sources.set('end.materialCount', counting);
      }
    }
    if (this.bool('adjudicateFullBoard', false)) {
      out.fullBoard = true;
      this.sources.set('end.fullBoard', this.keyVal('adjudicateFullBoard'));
    }
    if (this.bool('stalematePieceCount', false)) {
      // Fairy-Stockfish: fewer men take the stalemate value, more men its opposite, equal numbers draw.
      if (stalemate === 'loss') out.stalemate = 'count';
      else if (stalemate === 'win') out.stalemate = 'count-fewer';
      this.sources.set('end.stalemate', this.keyVal('stalematePieceCount'));
    }
    return out;
  }

  /**
   * Fairy-Stockfish's janggi counting: rook 13, Janggi cannon 7, horse 5, Janggi elephant and wazir 3,
   * soldier 2; White wins with more than Black's points plus one (so never a draw), as Black's 1.5 do.
   */
  private janggiPoints(): { points: Record<string, number>; secondPlayer: number } {
    const weights: [string, number][] = [
      ['rook', 13],
      ['janggiCannon', 7],
      ['horse', 5],
      ['janggiElephant', 3],
      ['wazir', 3],
      ['soldier', 2],
    ];
    const points: Record<string, number> = {};
    for (const [key, n] of weights) if (this.pieces.has(key)) points[this.id(key)] = n;
    return { points, secondPlayer: 1.5 };
  }

  /**
   * connectN, connectNxN and collinearN with the lines they run along (connectHorizontal, connectVertical,
   * connectDiagonal), the men that count (connectPieceTypes) and what making one does (connectValue).
   */
  private connect(result: 'win' | 'loss' | 'draw' | 'none'): NonNullable<DefinitionFile['end']>['connect'] | null {
    const [row, square, collinear] = [this.int('connectN', 0), this.int('connectNxN', 0), this.int('collinearN', 0)];
    if (!row && !square && !collinear) return null;
    const counts: [string, number][] = [
      ['connectN', row],
      ['connectNxN', square],
      ['collinearN', collinear],
    ];
    for (const [key, n] of counts)
      if (n === 1) {
        this.fail(this.keyVal(key), `${key} = 1 (a game won by any man on the board) is not modelled`, true);
        return null;
      }
    const directions = (['horizontal', 'vertical', 'diagonal'] as const).filter((d) =>
      this.bool(`connect${d[0]!.toUpperCase()}${d.slice(1)}`, true),
    );
    const shape = counts.find(([, n]) => n > 0)![0];
    if (directions.length === 0 && (row || collinear)) {
      this.fail(this.keyVal(shape), 'a row with no direction to run along never ends the game', true);
      return null;
    }
    if (result === 'none') {
      this.fail(this.keyVal('connectValue'), 'connectValue = none is not modelled', true);
      return null;
    }
    const all = [...this.pieces.keys()];
    const pieces = this.pieceSet(this.get('connectPieceTypes'), all);
    this.sources.set('end.connect', this.keyVal(shape));
    return {
      ...(row ? { row } : {}),
      ...(square ? { square } : {}),
      ...(collinear ? { collinear } : {}),
      ...(directions.length > 0 && directions.length < 3 ? { directions } : {}),
      ...(pieces.length < all.length ? { pieces: pieces.map((k) => this.id(k)) } : {}),
      ...(result !== 'win' ? { result } : {}),
    };
  }

  /** mustDrop with mustDropType: a piece's id, or true for any man in hand. */
  private mustDrop(): string | true | null {
    if (!this.bool('mustDrop', false)) return null;
    const type = this.get('mustDropType');
    if (!type || type.value.trim() === '*') return true;
    const [piece] = this.pieceSet(type, []);
    if (type.value.trim().length !== 1 || !piece) {
      this.fail(type, `mustDropType names one piece or *, not "${type.value}"`, true);
      return null;
    }
    return this.id(piece);
  }

  /** The rule modules the keys switch on: flyingGeneral, mustCapture, checking = false, Atomic chess's explosions. */
  private rules(): NonNullable<DefinitionFile['rules']> {
    const rules: NonNullable<DefinitionFile['rules']> = {};
    for (const [key, field] of [
      ['flyingGeneral', 'flyingGeneral'],
      ['oppositeCastling', 'oppositeCastling'],
      ['bikjangRule', 'bikjang'],
      ['mustCapture', 'mustCapture'],
      ['makpongRule', 'makpong'],
    ] as const) {
      if (!this.bool(key, false)) continue;
      rules[field] = true;
      this.sources.set(`rules.${field}`, this.keyVal(key));
    }
    if (!this.bool('checking', true)) {
      rules.noChecks = true;
      this.sources.set('rules.noChecks', this.keyVal('checking'));
    }
    if (this.bool('shatarMateRule', false)) {
      // Fairy-Stockfish's shak: a check by its knight, rook or bers types; a mate by knights alone loses.
      const ids = (keys: string[]): string[] => keys.filter((k) => this.pieces.has(k)).map((k) => this.id(k));
      rules.shatarMate = { shak: ids(['knight', 'rook', 'bers']), alone: ids(['knight']) };
      this.sources.set('rules.shatarMate', this.keyVal('shatarMateRule'));
    }
    Object.assign(rules, this.placingRules());
    const mustDrop = this.mustDrop();
    if (mustDrop) {
      rules.mustDrop = mustDrop;
      this.sources.set('rules.mustDrop', this.keyVal('mustDrop'));
    }
    const blastImmune = this.pieceSet(this.get('blastImmuneTypes'), []);
    if (this.atomic()) {
      // Fairy-Stockfish's explosions spare its pawn type around the capture, and the blast-immune everywhere.
      rules.atomic = {
        immune: this.pieces.has('pawn') ? [this.id('pawn')] : [],
        ...(blastImmune.length > 0 ? { blastImmune: blastImmune.map((k) => this.id(k)) } : {}),
      };
      this.sources.set('rules.atomic', this.get('blastImmuneTypes') ?? this.keyVal('blastOnCapture'));
    } else if (blastImmune.length > 0)
      this.fail(this.get('blastImmuneTypes')!, 'men no explosion removes need explosions (blastOnCapture)');
    const pseudoRoyal = this.pseudoRoyal();
    this.dupleCheck();
    if (pseudoRoyal) {
      rules.pseudoRoyal = pseudoRoyal;
      this.sources.set('rules.pseudoRoyal', this.keyVal('extinctionPseudoRoyal'));
    }
    const mutuallyImmune = this.pieceSet(this.get('mutuallyImmuneTypes'), []);
    if (mutuallyImmune.length > 0) {
      rules.mutuallyImmune = { pieces: mutuallyImmune.map((k) => this.id(k)) };
      this.sources.set('rules.mutuallyImmune', this.get('mutuallyImmuneTypes')!);
    }
    if (this.gating()) {
      rules.gating = true;
      this.sources.set('rules.gating', this.keyVal('seirawanGating'));
    }
    const cambodian = this.cambodianMoves();
    if (cambodian) {
      rules.cambodianMoves = cambodian;
      this.sources.set('rules.cambodianMoves', this.keyVal('cambodianMoves'));
    }
    // Men of these pieces turn to stone on the square they capture on (a royal one is refused by the compile).
    const petrify = this.pieceSet(this.get('petrifyOnCaptureTypes'), []);
    if (petrify.length > 0) {
      rules.petrifyOnCapture = { pieces: petrify.map((k) => this.id(k)) };
      this.sources.set('rules.petrifyOnCapture', this.get('petrifyOnCaptureTypes')!);
    }
    return rules;
  }

  /**
   * wallingRule with its region (the same for both sides, as every built-in has it); the region is added
   * after the board was written, so `run` writes the regions again.
   */
  private wallingRule(
    rules: NonNullable<DefinitionFile['rules']>,
    addRegion: (name: string, squares: [number, number][]) => string,
  ): boolean {
    const rule = this.get('wallingRule');
    if (!rule || rule.value === 'none') return false;
    if (!['arrow', 'duck', 'past', 'static', 'edge'].includes(rule.value)) {
      this.fail(rule, `expected none, arrow, duck, past, static or edge, not "${rule.value}"`);
      return false;
    }
    this.sources.set('rules.walls', rule);
    const region = this.get('wallingRegionWhite') ?? this.get('wallingRegion');
    const other = this.get('wallingRegionBlack') ?? this.get('wallingRegion');
    if (region?.value !== other?.value) {
      this.fail((other ?? region)!, 'walling regions that differ between White and Black are not modelled', true);
      return false;
    }
    const squares = region ? this.region(region) : null;
    rules.walls = {
      rule: rule.value as 'arrow' | 'duck' | 'past' | 'static' | 'edge',
      ...(squares ? { region: addRegion('walling', squares) } : {}),
    };
    return squares !== null;
  }

  /** Reversi's and Ataxx's rules: enclosingDrop (with enclosingDropStart), flipEnclosedPieces, pass and passOnStalemate. */
  private placingRules(): Pick<NonNullable<DefinitionFile['rules']>, 'flip' | 'enclosingDrop' | 'pass'> {
    const out: Pick<NonNullable<DefinitionFile['rules']>, 'flip' | 'enclosingDrop' | 'pass'> = {};
    const rule = <R extends string>(key: string, modelled: readonly R[]): R | null => {
      const v = this.get(key);
      if (!v || v.value === 'none') return null;
      if ((modelled as readonly string[]).includes(v.value)) return v.value as R;
      this.fail(
        v,
        `only the ${modelled.slice(0, -1).join(', ')} and ${modelled.at(-1)} rules are modelled, not "${v.value}"`,
        true,
      );
      return null;
    };
    // Fairy-Stockfish's lines of enclosure run through holes (they are no blockers); fairyprint's stop there.
    for (const key of ['flipEnclosedPieces', 'enclosingDrop']) {
      const v = this.get(key);
      if (v && v.value !== 'none' && this.walls.size > 0)
        this.fail(v, 'enclosing men on a board with holes is not modelled', true);
    }
    const flip = rule('flipEnclosedPieces', ['reversi', 'ataxx'] as const);
    if (flip) {
      out.flip = flip;
      this.sources.set('rules.flip', this.keyVal('flipEnclosedPieces'));
    }
    const enclosing = rule('enclosingDrop', ['reversi', 'ataxx', 'top', 'snort'] as const);
    if (enclosing) {
      const start = this.get('enclosingDropStart');
      const squares = start ? (this.region(start) ?? []) : [];
      out.enclosingDrop = { rule: enclosing, ...(squares.length ? { start: this.names(squares) } : {}) };
      this.sources.set('rules.enclosingDrop', this.keyVal('enclosingDrop'));
    }
    const side = (key: string): [boolean, boolean] => [
      this.bool(`${key}White`, this.bool(key, false)),
      this.bool(`${key}Black`, this.bool(key, false)),
    ];
    const always = side('pass');
    const noMove = side('passOnStalemate');
    // Fairy-Stockfish: passOnStalemate allows a pass only where no other move is legal, pass or not.
    const kind = (c: 0 | 1): string => (noMove[c] ? 'no-move' : always[c] ? 'always' : 'none');
    if (kind(0) !== kind(1)) {
      const v = this.get('passWhite') ?? this.get('passBlack') ?? this.get('passOnStalemateWhite');
      this.fail(
        v ?? this.keyVal('passOnStalemateBlack'),
        'passing that differs between White and Black is not modelled',
        true,
      );
    } else if (kind(0) !== 'none') {
      out.pass = kind(0) as 'always' | 'no-move';
      this.sources.set('rules.pass', this.keyVal(noMove[0] ? 'passOnStalemate' : 'pass'));
    }
    return out;
  }

  /** Seirawan's gating: seirawanGating with gating (gating alone gates nothing from hand: Cambodian's moves). */
  private gating(): boolean {
    const gates = this.bool('gating', false);
    const seirawan = this.bool('seirawanGating', false);
    if (gates === seirawan) return gates;
    if (gates && this.bool('cambodianMoves', false)) return false;
    this.fail(
      this.keyVal(gates ? 'gating' : 'seirawanGating'),
      'gating is modelled as Seirawan chess plays it: gating and seirawanGating together',
      true,
    );
    return false;
  }

  /**
   * Cambodian chess's first moves: Fairy-Stockfish's king, fers (the met) and rook, their gates kept with
   * gating alone (no man gated from hand); without gating it sets no gates, so nothing is modelled then.
   */
  private cambodianMoves(): { king: string; met: string; rook: string } | null {
    if (!this.bool('cambodianMoves', false)) return null;
    if (!this.bool('gating', false) || this.bool('seirawanGating', false)) {
      this.fail(
        this.keyVal('cambodianMoves'),
        "Cambodian chess's first moves are modelled with gating = true and seirawanGating = false, as Fairy-Stockfish's cambodian has them",
        true,
      );
      return null;
    }
    const missing = ['king', 'fers', 'rook'].filter((k) => !this.pieces.has(k));
    if (missing.length > 0) {
      this.fail(this.keyVal('cambodianMoves'), `cambodianMoves needs the ${missing.join(', ')} piece type`, true);
      return null;
    }
    return { king: this.id('king'), met: this.id('fers'), rook: this.id('rook') };
  }

  /**
   * Fairy-Stockfish's Atomic chess: explosions (blastOnCapture) whose king is the one extinction piece
   * type, a commoner: pseudo-royal (extinctionPseudoRoyal: kept out of capture as a king is), which the
   * rule module `atomic` plays with a royal king, or not (nocheckatomic, Atomic Giveaway: men like any
   * other, which may be left attacked or blown up by their own side's capture, whatever extinction rule
   * ending the game). Explosions with a royal king, which may not stand beside the other, and
   * pseudo-royal pieces elsewhere are refused.
   */
  private atomic(): boolean {
    const blast = this.bool('blastOnCapture', false);
    const pseudo = this.bool('extinctionPseudoRoyal', false);
    if (!blast && !pseudo) return false;
    const types = this.pieceSet(this.get('extinctionPieceTypes'), []);
    const atomicKing = types.length === 1 && this.get('extinctionValue')?.value === 'loss';
    if (blast && !this.pieces.has('king') && (!pseudo || atomicKing)) return true;
    // Pseudo-royal men without explosions, always (Coregal) or while few with no king (Sho shogi): pseudoRoyal().
    if (!blast && (this.pseudoRoyalMen() || this.kingPseudoRoyal(types))) return false;
    if (!this.reportedAtomic) {
      this.reportedAtomic = true;
      if (blast)
        this.fail(
          this.get('blastOnCapture')!,
          this.pieces.has('king')
            ? 'explosions beside a royal king are not modelled: Atomic chess has none (its king is a pseudo-royal commoner)'
            : 'explosions with pseudo-royal men are modelled as Atomic chess: one extinction piece type, its king, whose loss loses',
          true,
        );
      else
        this.fail(
          this.get('extinctionPseudoRoyal')!,
          'pseudo-royal men (never left attacked, but not mated) are modelled as the king of Atomic chess (with blastOnCapture), and beside a royal king where every man of the extinction pieces is pseudo-royal (extinctionPieceCount above the squares of the board, as Coregal)',
          true,
        );
    }
    return false;
  }

  /**
   * Pseudo-royal men without explosions beside a royal king (Coregal's queens): FSF makes a man of an
   * extinction piece pseudo-royal while his side has at most extinctionPieceCount + 1 of them, so a
   * count the board cannot exceed makes every one so, always. Their extinction then ends nothing.
   */
  private pseudoRoyalMen(): boolean {
    return (
      this.bool('extinctionPseudoRoyal', false) &&
      !this.bool('blastOnCapture', false) &&
      this.pieces.has('king') &&
      this.pieceSet(this.get('extinctionPieceTypes'), []).length > 0 &&
      this.int('extinctionPieceCount', 0) + 1 >= this.files * this.ranks &&
      // A mate of such a man (no move, the man attacked) is a stalemate settled otherwise: of a drawn one only.
      (this.get('stalemateValue')?.value ?? 'draw') === 'draw'
    );
  }

  /**
   * Whether no king is royal beside pseudo-royal men: there is none, or it is an extinction type too
   * (`[forward]`'s king, promoted from its pseudo-royal general), whose men no move may leave attacked
   * and whose mate is checkmate either way.
   */
  private kingPseudoRoyal(types: readonly string[]): boolean {
    return !this.pieces.has('king') || types.includes('king');
  }

  /** Atomic chess whose king is kept out of capture (extinctionPseudoRoyal): the engine's royal king. */
  private royalAtomic(): boolean {
    return this.atomic() && this.bool('extinctionPseudoRoyal', false);
  }

  private reportedAtomic = false;
  /** Each promoted form's id with the piece key it moves as (promotedPieceType), once the pieces are made. */
  private readonly formsOf: [string, string][] = [];

  /** The ids of the definition's pieces that are men of a piece type as FSF counts it: the piece's own and its promoted forms'. */
  private typeIds(key: string): string[] {
    return [...new Set([this.id(key), ...this.formsOf.filter(([, to]) => to === key).map(([id]) => id)])];
  }

  /**
   * extinctionPseudoRoyal without explosions (Sho shogi): the men of each extinction type, counted with
   * the promoted forms that move as it, are royal while a side has at most extinctionPieceCount + 1 of
   * them: rules.pseudoRoyal. Refused beside a royal king and with every man (`*`) the type.
   */
  private pseudoRoyal(): NonNullable<DefinitionFile['rules']>['pseudoRoyal'] | null {
    if (!this.bool('extinctionPseudoRoyal', false) || this.bool('blastOnCapture', false)) return null;
    const types = this.pieceSet(this.get('extinctionPieceTypes'), []);
    if (this.pseudoRoyalMen()) return { pieces: types.map((k) => this.id(k)) };
    // Beside a royal king, the refusal is atomic()'s.
    if (!this.kingPseudoRoyal(types)) return null;
    // A mate of such a man is a stalemate settled as checkmate: told apart from a stalemate only where that draws or loses too.
    if (this.get('stalemateValue')?.value === 'win') {
      this.fail(
        this.keyVal('extinctionPseudoRoyal'),
        'pseudo-royal men without a royal king are modelled where stalemate loses or draws: Fairy-Stockfish scores the mate of such a man as checkmate, and a stalemate that wins is not told apart',
        true,
      );
      return null;
    }
    // Each extinction type counted apart, with the promoted forms that move as it (Fairy-Stockfish's piece type).
    const [first, ...apart] = types.map((k) => this.typeIds(k));
    return {
      pieces: first!,
      count: this.int('extinctionPieceCount', 0) + 1,
      ...(apart.length > 0 ? { apart } : {}),
      ...(this.bool('dupleCheck', false) ? { duple: true } : {}),
    };
  }

  /** dupleCheck: the check to all of several pseudo-royal men, modelled with them royal while few and no king. */
  private dupleCheck(): void {
    if (!this.bool('dupleCheck', false)) return;
    const modelled =
      this.bool('extinctionPseudoRoyal', false) && !this.bool('blastOnCapture', false) && !this.pieces.has('king');
    if (!modelled)
      this.fail(
        this.keyVal('dupleCheck'),
        'the check to every one of several pseudo-royal men is modelled for pseudo-royal men without explosions and with no royal king',
        true,
      );
  }

  /** The squares the start position marks `*` (walls, the board's holes). */
  private walls = new Set<string>();

  /** Whether men of a piece type can ever stand on the board: in the start position, dropped, or promoted to. */
  private canAppear(key: string): boolean {
    const letter = this.pieces.get(key)?.letter;
    if (!letter) return false;
    const placement = (this.get('startFen')?.value ?? 'rnbqkbnr/pppppppp').split(/\s/)[0]!.toLowerCase();
    const promotionKeys = [
      'promotionPieceTypes',
      'promotionPieceTypesWhite',
      'promotionPieceTypesBlack',
      'promotedPieceType',
    ];
    return (
      placement.includes(letter) ||
      this.bool('pieceDrops', false) ||
      promotionKeys.some((k) => (this.get(k)?.value ?? '').toLowerCase().includes(letter))
    );
  }

  /**
   * Whether a side (0 White) can ever have a man of the piece: in its start position or hand, dropped
   * (a captured enemy man, or from a hand), or promoted to by its own promotion keys.
   */
  private canAppearFor(key: string, side: 0 | 1): boolean {
    const letter = this.pieces.get(key)?.letter;
    if (!letter) return false;
    const own = (text: string): boolean => text.includes(side ? letter : letter.toUpperCase());
    const promotionKeys = [
      'promotionPieceTypes',
      `promotionPieceTypes${side ? 'Black' : 'White'}`,
      'promotedPieceType',
    ];
    return (
      own(this.get('startFen')?.value.split(/\s/)[0] ?? 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR') ||
      this.bool('pieceDrops', false) ||
      promotionKeys.some((k) => (this.get(k)?.value ?? '').toLowerCase().includes(letter))
    );
  }

  /** The key of the royal piece: the king, or Atomic chess's pseudo-royal king. */
  private royalKey(): string {
    return this.royalAtomic() ? this.pieceSet(this.get('extinctionPieceTypes'), [])[0]! : 'king';
  }

  /** The piece that castles: the royal one, or in a variant with none (Giveaway) the commoner, which no attack bars (castling.ts). */
  private castlingKingKey(): string {
    return this.pieces.has(this.royalKey()) ? this.royalKey() : 'commoner';
  }

  private pieceName(p: PieceDef): string {
    const own = p.val.builtin && FSF_BUILTINS[p.val.builtin]!.names?.[p.key];
    if (own) return own;
    if (p.key === 'king' || p.key === this.royalKey()) return 'King';
    const named = FSF_PIECE_TYPES[p.key];
    return named ? named.name : `Piece ${p.letter.toUpperCase()}`;
  }

  /** A piece's moves in definition terms, or null (with a problem) when fairyprint cannot play it. */
  private moves(
    p: PieceDef,
    doubleStepRegion: string | null,
    enPassant: boolean,
    addRegion: (name: string, squares: [number, number][]) => string,
  ): string | AtomDefinition[] | null {
    if (p.betza !== null) return this.customMoves(p, doubleStepRegion, enPassant);
    if (p.key === 'king') return 'K';
    const type = FSF_PIECE_TYPES[p.key]!;
    if (type.moves === null) {
      this.fail(p.val, type.unsupported!, true);
      return null;
    }
    if (type.moves === 'pawn') {
      const parts: AtomDefinition[] = [
        { betza: 'mfW' },
        { betza: 'cfF', ...(enPassant ? { enPassant: 'capture' as const } : {}) },
      ];
      if (doubleStepRegion && enPassant && this.stepWithoutEp) {
        // enPassantRegion: a step passing outside it leaves no en-passant square (Horde's from rank 1).
        if (this.stepWithEp) parts.push({ betza: 'mfnD', whenOn: this.stepWithEp, enPassant: 'target' as const });
        parts.push({ betza: 'mfnD', whenOn: this.stepWithoutEp });
      } else if (doubleStepRegion)
        parts.push({ betza: 'mfnD', whenOn: doubleStepRegion, ...(enPassant ? { enPassant: 'target' as const } : {}) });
      return parts;
    }
    if (type.moves === 'soldier') {
      const rank = this.int('soldierPromotionRank', 1);
      if (rank <= 1) return 'fsW';
      const squares: [number, number][] = [];
      for (let r = rank - 1; r < this.ranks; r++) for (let f = 0; f < this.files; f++) squares.push([f, r]);
      return [{ betza: 'fW' }, { betza: 'sW', whenOn: addRegion(`rank-${rank}-on`, squares) }];
    }
    return type.moves;
  }

  /**
   * A custom piece's Betza as Fairy-Stockfish reads it (fsf-betza.ts): `i` (initial) moves are made from
   * the double-step region, and where the piece takes en passant (`e`, enPassantTypes) its captures may.
   */
  private customMoves(
    p: PieceDef,
    doubleStepRegion: string | null,
    enPassant: boolean,
  ): string | AtomDefinition[] | null {
    const text = p.betza!;
    const start = p.val.value.length - text.length;
    // A built-in's key is located at the parent's name: no column within it.
    const at = (i: number): SourceLocation =>
      p.val.builtin ? p.val.at : { ...p.val.at, column: p.val.at.column + start + i };
    const refuse = (why: string, i: number): null => {
      const from = p.val.builtin ? ` (from the built-in ${p.val.builtin})` : '';
      this.problems.push(new InputError(`key "${p.key}"${from} is not supported: ${why}`, at(i)));
      return null;
    };
    let read: FsfPart[];
    try {
      read = readFsfBetza(text);
    } catch (e) {
      if (!(e instanceof BetzaError)) throw e;
      return refuse(e.message, e.index);
    }
    const parts: AtomDefinition[] = [];
    for (const { part, initial, atom, rider, distance } of read) {
      if (enPassant && part.mode !== 'move' && !part.hop) part.enPassant = 'capture';
      if (initial) {
        if (!doubleStepRegion)
          return refuse('"i" moves are made from the double-step region, and this variant has none', 0);
        part.whenOn = doubleStepRegion;
        // Berolina's pawn: FSF then takes the man behind the passed square on its file, not the one that passed.
        if (enPassant && atom === 'A')
          return refuse(
            'en passant after a diagonal double step (Berolina) is not modelled: Fairy-Stockfish takes the man behind the passed square on its file',
            0,
          );
        if (enPassant && ((atom === 'D' && !rider) || (atom === 'W' && distance === 2))) {
          if (this.stepWithoutEp) {
            this.fail(
              this.get('enPassantRegion') ?? this.get('enPassantRegionWhite') ?? this.keyVal('enPassantRegionBlack'),
              "en-passant regions are modelled for the pawn's double step",
              true,
            );
            return null;
          }
          part.enPassant = 'target';
        }
      }
      parts.push(part);
    }
    const plain = parts.length > 0 && parts.every((q) => q.betza && Object.keys(q).length === 1);
    return plain ? parts.map((q) => q.betza).join('') : parts;
  }

  /** mobilityRegionWhiteX / mobilityRegionBlackX: the piece's moves stay inside the region. */
  private withinMobility(
    p: PieceDef,
    moves: string | AtomDefinition[],
    addRegion: (name: string, squares: [number, number][], black?: [number, number][]) => string,
  ): string | AtomDefinition[] {
    const suffix = p.key[0]!.toUpperCase() + p.key.slice(1);
    const wk = `mobilityRegionWhite${suffix}`;
    const bk = `mobilityRegionBlack${suffix}`;
    if (!this.get(wk) && !this.get(bk)) return moves;
    // A side without its key moves anywhere (Fairy-Stockfish's empty region is the whole board).
    const all = Array.from({ length: this.ranks }, (_, r) => `*${r + 1}`).join(' ');
    const pair = this.sidePair(wk, bk, all, all);
    if (!pair) return moves;
    const gap = [pair.white, pair.black ?? []].some((squares) => this.rideLeavesAndReturns(moves, squares));
    if (gap) {
      this.fail(
        this.get(wk) ?? this.get(bk)!,
        'a slider whose line leaves its mobility region and comes back into it is not modelled (Fairy-Stockfish bounds only where it lands, fairyprint stops it at the edge)',
        true,
      );
      return moves;
    }
    const region = addRegion(`mobility-${p.letter}`, pair.white, pair.black ?? undefined);
    const parts: AtomDefinition[] = typeof moves === 'string' ? [{ betza: moves }] : moves;
    const hop = parts.find((a) => a.hop);
    if (hop) {
      this.fail(this.get(wk) ?? this.get(bk)!, 'a hopper bound to a region is not modelled', true);
      return moves;
    }
    return parts.map((a) => ({ ...a, within: region }));
  }

  /**
   * Whether a slide of these moves (orientations of its step, whatever its directions) may leave
   * `squares` and land in them again further along its line: a mobility region with a gap in a line.
   */
  private rideLeavesAndReturns(moves: string | AtomDefinition[], squares: [number, number][]): boolean {
    const parts: AtomDefinition[] = typeof moves === 'string' ? [{ betza: moves }] : moves;
    const inside = new Set(squares.map(([f, r]) => r * this.files + f));
    const steps = parts.flatMap((part) => {
      const atoms = part.betza !== undefined ? parseBetza(part.betza) : [];
      const slides = atoms.filter((a) => a.kind === 'ride' && a.max !== 1 && !(a.max > 1 && a.min === a.max));
      return part.range === 1 ? [] : [...slides.map((a) => a.offset), ...(part.ride ? [part.ride] : [])];
    });
    for (const [sx, sy] of steps)
      for (const [dx, dy] of orientations(sx, sy))
        for (const [f, r] of squares) {
          let left = false;
          for (let x = f + dx, y = r + dy; x >= 0 && y >= 0 && x < this.files && y < this.ranks; x += dx, y += dy) {
            if (!inside.has(y * this.files + x)) left = true;
            else if (left) return true;
          }
        }
    return false;
  }

  /**
   * diagonalLines (Janggi's palace diagonals): a wazir (and a king that moves as one, as the built-ins'
   * do), a soldier, a rook and a Janggi cannon standing on one of its squares also move along the
   * diagonals to its other squares, as a fers, a pawn's capture, a bishop and a cannon over a screen.
   * Played as parts bound to the squares (whenOn) that stay inside them (within): exact where the set is
   * the same for both sides and each diagonal from one of its squares leaves it for good.
   */
  private palaceDiagonals(
    p: PieceDef,
    moves: string | AtomDefinition[],
    addRegion: (name: string, squares: [number, number][]) => string,
  ): string | AtomDefinition[] {
    const key = this.get('diagonalLines');
    const builtinWazirKing = p.key === 'king' && p.betza === 'W' && p.val.builtin !== undefined;
    const diagonal: Record<string, AtomDefinition> = {
      wazir: { betza: 'F' },
      soldier: { betza: 'fF' },
      rook: { betza: 'B' },
      janggiCannon: { hop: [1, 1], shunsOwnType: true },
    };
    const part = builtinWazirKing ? diagonal.wazir : diagonal[p.key];
    if (!key || !part) return moves;
    // Read once, its problems reported once, whatever number of pieces move along it.
    if (this.diagonals === undefined) this.diagonals = this.diagonalPoints(key);
    const points = this.diagonals;
    if (!points || points.length === 0) return moves;
    // The mobility region bounds the diagonal moves too (Fairy-Stockfish masks them with it).
    const reported = this.problems.length;
    const suffix = p.key[0]!.toUpperCase() + p.key.slice(1);
    const mobility = this.get(`mobilityRegionWhite${suffix}`);
    const bound = mobility ? this.region(mobility) : null;
    const all = Array.from({ length: this.ranks }, (_, r) => `*${r + 1}`).join(' ');
    const ownBlack = this.sidePair(`mobilityRegionWhite${suffix}`, `mobilityRegionBlack${suffix}`, all, all)?.black;
    this.problems.length = reported;
    if (ownBlack) {
      this.fail(
        key,
        `diagonal lines bounded by a mobility region of Black's own (not White's turned over) are not modelled`,
        true,
      );
      return moves;
    }
    const inside = bound ? points.filter(([f, r]) => bound.some(([g, q]) => g === f && q === r)) : points;
    const on = (this.diagonalRegion ??= addRegion('palace-diagonals', points));
    const within = bound ? addRegion(`palace-diagonals-${p.letter}`, inside) : on;
    const parts: AtomDefinition[] = typeof moves === 'string' ? [{ betza: moves }] : moves;
    return [...parts, { ...part, whenOn: on, within }];
  }

  /** diagonalLines' squares (null: not playable), once read, and their region, once added. */
  private diagonals: [number, number][] | null | undefined;
  private diagonalRegion: string | null = null;

  /** diagonalLines' squares, or null (a problem reported) where they cannot be played exactly. */
  private diagonalPoints(v: Val): [number, number][] | null {
    const points = this.region(v);
    if (!points) return null;
    const has = (f: number, r: number): boolean => points.some(([g, q]) => g === f && q === r);
    if (!points.every(([f, r]) => has(f, this.ranks - 1 - r))) {
      this.fail(v, 'diagonal lines that differ for the two sides (not the same turned over) are not modelled', true);
      return null;
    }
    for (const [f, r] of points)
      for (const [dx, dy] of [
        [1, 1],
        [1, -1],
        [-1, 1],
        [-1, -1],
      ] as const) {
        let left = false;
        for (let x = f + dx, y = r + dy; x >= 0 && y >= 0 && x < this.files && y < this.ranks; x += dx, y += dy) {
          if (!has(x, y)) left = true;
          else if (left) {
            this.fail(
              v,
              'diagonal lines with gaps (a diagonal that leaves the squares and comes back) are not modelled',
              true,
            );
            return null;
          }
        }
      }
    return points;
  }

  /**
   * The double-step region. A definition's is White's, Black's mirrored; Fairy-Stockfish's two may differ
   * on a side's first rank (Horde: White's pawns also double step from rank 1), which is the same rule
   * when no pawn of the other side starts there (pawns never move back, and this needs no drops).
   */
  private doubleStepRegion(): [number, number][] | null {
    const whiteVal = this.get('doubleStepRegionWhite') ?? {
      key: 'doubleStepRegionWhite',
      value: '*2',
      at: this.defaultAt,
    };
    const blackVal = this.get('doubleStepRegionBlack') ?? {
      key: 'doubleStepRegionBlack',
      value: this.ranks >= 7 ? '*7' : '-',
      at: this.defaultAt,
    };
    const white = this.region(whiteVal);
    const black = this.region(blackVal);
    if (!white || !black) return null;
    const key = ([f, r]: [number, number]): number => r * this.files + f;
    const whiteSet = new Set(white.map(key));
    const mirrored = black.map(([f, r]): [number, number] => [f, this.ranks - 1 - r]);
    const mirroredSet = new Set(mirrored.map(key));
    const union = [...white, ...mirrored.filter((sq) => !whiteSet.has(key(sq)))];
    const startRows = (this.get('startFen')?.value ?? '').split(/[\s[]/)[0]!.split('/');
    const pawnOnFirstRank = (black: boolean): boolean => {
      const row = startRows[black ? 0 : startRows.length - 1] ?? '';
      const letter = this.pieces.get('pawn')?.letter ?? 'p';
      return row.includes(black ? letter : letter.toUpperCase());
    };
    const extraFor = (own: Set<number>): [number, number][] => union.filter((sq) => !own.has(key(sq)));
    const harmless = (extra: [number, number][], black: boolean): boolean =>
      extra.length === 0 ||
      (extra.every(([, r]) => r === 0) && !pawnOnFirstRank(black) && !this.bool('pieceDrops', false));
    if (!harmless(extraFor(whiteSet), false) || !harmless(extraFor(mirroredSet), true)) {
      this.fail(
        this.get('doubleStepRegionBlack') ?? whiteVal,
        "Black's region must be White's turned over (doubleStepRegionWhite and doubleStepRegionBlack): a definition's regions are White's, mirrored for Black",
        true,
      );
      return null;
    }
    return union;
  }

  /**
   * The double-step squares (White's, Black's mirrored) split by the en-passant regions: `ep` where the
   * square the step passes is in the region of the side that would capture there (enPassantRegionBlack
   * for White's step, enPassantRegionWhite for Black's; enPassantRegion sets both), `plain` where not (no
   * en passant after that step). A square must give the same answer for White's step and for Black's
   * turned over: a step's part is one for both sides.
   */
  private enPassantSplit(step: [number, number][]): { ep: [number, number][]; plain: [number, number][] } | null {
    const both = this.get('enPassantRegion');
    const byWhite = this.get('enPassantRegionWhite') ?? both;
    const byBlack = this.get('enPassantRegionBlack') ?? both;
    if (!byWhite && !byBlack) return { ep: step, plain: [] };
    const squares = (v: Val | undefined): Set<number> | null => {
      if (!v) return new Set(Array.from({ length: this.files * this.ranks }, (_, i) => i));
      const region = this.region(v);
      return region && new Set(region.map(([f, r]) => r * this.files + f));
    };
    const white = squares(byWhite);
    const black = squares(byBlack);
    if (!white || !black) return null;
    const has = (set: Set<number>, f: number, r: number): boolean =>
      r >= 0 && r < this.ranks && set.has(r * this.files + f);
    const ep: [number, number][] = [];
    const plain: [number, number][] = [];
    for (const [f, r] of step) {
      const afterWhite = has(black, f, r + 1);
      if (afterWhite !== has(white, f, this.ranks - 2 - r)) {
        this.fail(
          (afterWhite ? byWhite : byBlack) ?? (byWhite ?? byBlack)!,
          `en passant after White's double step from ${this.squareName(f, r)} but not after Black's from ${this.squareName(f, this.ranks - 1 - r)}, or the reverse, is not modelled: the regions must be the same turned over`,
          true,
        );
        return null;
      }
      (afterWhite ? ep : plain).push([f, r]);
    }
    return { ep, plain };
  }

  /**
   * Each side's promotion zone, White-relative (Black's turned over, as a definition's zones are): as
   * whole ranks (1-based) where it is made of them, else as squares; `same` where the two are one zone.
   */
  private promotionZones(): PromotionZones {
    // Fairy-Stockfish's defaults are the eighth and the first rank, whatever the board's size.
    const read = (key: string, fallback: string, black: boolean): [number, number][] => {
      const squares = this.region(this.get(key) ?? { key, value: fallback, at: this.defaultAt }) ?? [];
      return squares
        .filter(([f, r]) => !this.walls.has(this.squareName(f, r)))
        .map(([f, r]): [number, number] => [f, black ? this.ranks - 1 - r : r]);
    };
    const zone = (squares: [number, number][]): PromotionZone => ({ squares, ranks: this.wholeRanks(squares) });
    const white = zone(read('promotionRegionWhite', this.ranks >= 8 ? '*8' : '-', false));
    const black = zone(read('promotionRegionBlack', '*1', true));
    const key = ([f, r]: [number, number]): number => r * this.files + f;
    const whiteSet = new Set(white.squares.map(key));
    const same = white.squares.length === black.squares.length && black.squares.every((sq) => whiteSet.has(key(sq)));
    return { white, black, same };
  }

  /**
   * p:g s:g ... as [from, to] piece keys. Each layer's pairs are set over its parent's, as FSF sets them
   * (gorogoroplus's `l:g n:g` keeps gorogoro's `p:g s:g`); `p:-` takes a promotion away.
   */
  private promotedTypes(): [string, string][] {
    const to = new Map<string, string | null>();
    const piece = (c: string): string | undefined =>
      [...this.pieces.values()].find((p) => p.letter === c.toLowerCase())?.key;
    for (const v of this.promotedLayers) {
      for (const m of v.value.matchAll(/\S+/g)) {
        // A lone `-` ends FSF's reading of the value: it changes nothing.
        if (m[0] === '-') continue;
        const pair = /^([a-zA-Z]):([a-zA-Z]|-)$/.exec(m[0]);
        const at = { ...v.at, column: v.at.column + m.index };
        if (!pair) {
          this.problems.push(new InputError(`key "promotedPieceType": "${m[0]}" is not letter:letter (p:g)`, at));
          continue;
        }
        const from = piece(pair[1]!);
        const into = pair[2] === '-' ? null : piece(pair[2]!);
        // A parent's pair naming a piece this section removed: FSF keeps the type, which no man has.
        if ((!from || into === undefined) && this.inherited(v)) continue;
        if (!from || into === undefined) {
          this.problems.push(
            new InputError(`key "promotedPieceType": no piece has the letter "${from ? pair[2] : pair[1]}"`, at),
          );
          continue;
        }
        to.set(from, into);
      }
    }
    return [...to].flatMap(([from, into]) => (into === null ? [] : [[from, into] as [string, string]]));
  }

  /**
   * The start position in fairyprint's FEN dialect: Fairy-Stockfish's `[...]` hand (empty at the start),
   * its clocks right after the side (Shogi's `w 0 1`), castling rights kept only where their king and rook
   * stand, and none where castling = false. `letters`: the piece letters placed.
   */
  private startPosition(): {
    fen: string;
    holes: string[];
    letters: Set<string>;
    fields: string[];
    checks: number;
  } | null {
    const v = this.get('startFen') ?? {
      key: 'startFen',
      value: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
      at: this.defaultAt,
    };
    const fields = v.value.split(/\s+/).filter(Boolean);
    let placement = fields[0] ?? '';
    // The men in hand at the start ("[HEhe]"), kept where there are any; "[]" and "[-]" are none.
    const hand = /\[([^\]]*)\]$/.exec(placement);
    if (hand?.[1] === '' || hand?.[1] === '-') placement = placement.slice(0, hand.index);
    const side = fields[1] ?? 'w';
    let rest = fields.slice(2);
    // checkCounting: the checks each side has to give, after the en-passant field (Fairy-Stockfish
    // assumes 1+1 when there is none).
    const counted = this.bool('checkCounting', false);
    const at = rest.findIndex((f) => /^[0-9]+\+[0-9]+$/.test(f));
    let checks = counted ? 1 : 0;
    if (at >= 0) {
      const [white, black] = rest[at]!.split('+').map(Number) as [number, number];
      if (!counted) {
        this.fail(v, `check counts (${rest[at]}) need checkCounting = true`);
        return null;
      }
      if (white !== black || white < 1 || white > 9) {
        this.fail(v, `check counts (${rest[at]}): the same number of checks, 1 to 9, for both sides is modelled`, true);
        return null;
      }
      checks = white;
      rest = rest.filter((_, i) => i !== at);
    }
    // Without castling and en-passant fields (Shogi's "w 0 1") FSF reads the clocks that follow.
    if (rest.length > 0 && /^[0-9]+$/.test(rest[0]!)) rest = ['-', '-', ...rest];
    else if (rest.length > 1 && /^[0-9]+$/.test(rest[1]!)) {
      // Without the en-passant field alone, FSF takes its place's number for it: the next is the half-move
      // clock, and the move number 1.
      const half = rest[2] ?? '0';
      if (half !== '0') {
        this.fail(
          v,
          `"${rest.slice(1).join(' ')}" after the castling rights, with no en-passant field, is read by Fairy-Stockfish as a half-move clock of ${half} at move 1, which no game reaches: write "- 0 1"`,
          true,
        );
        return null;
      }
      rest = [rest[0]!, '-', '0', '1'];
    }
    const [given = '-', ep = '-', half = '0', full = '1'] = rest;
    // Fairy-Stockfish reads no castling rights where castling = false ([antihouse] keeps Giveaway's KQkq),
    // but still the gates of Cambodian chess's first moves (DEde).
    const rights = this.bool('castling', true) || this.bool('cambodianMoves', false) ? given : '-';
    const letters = new Set([...placement].filter((c) => /[a-zA-Z]/.test(c)).map((c) => c.toLowerCase()));
    for (const c of letters) {
      if (![...this.pieces.values()].some((p) => p.letter === c)) {
        this.fail(
          v,
          `"${c}" in the start position is no piece of this variant (pieces: ${[...this.pieces.values()].map((p) => p.letter).join('')})`,
        );
        return null;
      }
    }
    return {
      fen: [placement, side, rights, ep, half, full].join(' '),
      holes: [...this.walls],
      letters,
      fields: [placement, side, rights, ep, half, full],
      checks,
    };
  }

  /** The squares a placement marks `*`: FSF's walls, which no man enters or passes, the board's holes. */
  private holes(placement: string): string[] {
    const out: string[] = [];
    placement.split('/').forEach((row, i) => {
      let f = 0;
      for (const m of row.matchAll(/[0-9]+|./g)) {
        if (m[0] === '*') out.push(this.squareName(f, this.ranks - 1 - i));
        f += /[0-9]/.test(m[0]) ? Number(m[0]) : /[a-zA-Z*]/.test(m[0]) ? 1 : 0;
      }
    });
    return out;
  }

  /**
   * Castling as Fairy-Stockfish plays it: the king on the castling rank (castlingRank, White-relative)
   * goes to castlingKingsideFile or castlingQueensideFile, the outermost rook of that side to the square
   * beside it; only the rights the start position gives (K Q, Black's mirrored).
   */
  private castling(start: { fields: string[] }): NonNullable<DefinitionFile['castling']> {
    if (!this.bool('castling', true)) return [];
    const rights = start.fields[2]!;
    if (rights === '-') return this.droppedCastling();
    const v = this.get('startFen') ?? { key: 'castling', value: '', at: this.defaultAt };
    const kingPiece = this.get('castlingKingPiece');
    if (kingPiece && this.pieceSet(kingPiece, []).join() !== this.castlingKingKey())
      this.fail(kingPiece, `only the king (royal, or with none the commoner) castles`, true);
    const rank = this.int('castlingRank', 1) - 1;
    const fileOf = (key: string, fallback: number): number => {
      const f = this.get(key);
      if (!f) return fallback;
      const n = /^[a-z]$/.test(f.value) ? f.value.charCodeAt(0) - 97 : Number(f.value) - 1;
      if (!(n >= 0 && n < this.files)) {
        this.fail(f, `"${f.value}" is not a file of this board`);
        return fallback;
      }
      return n;
    };
    // White's castling, Black's mirrored: read from White's rank, or Black's when White has no king
    // there (Horde) or only Black has rights (Empire: White's men by the king are no rooks). The board's
    // rows, without the men in hand after them (a king in hand stands on no rank).
    const rows = start.fields[0]!.replace(/\[.*$/, '').split('/');
    const cellsOf = (row: string | undefined): string[] => {
      const cells: string[] = [];
      for (const m of (row ?? '').matchAll(/[0-9]+|\*|[a-zA-Z]/g)) {
        if (/[0-9]/.test(m[0][0]!)) for (let k = 0; k < Number(m[0]); k++) cells.push('');
        else cells.push(m[0].toLowerCase() === m[0] ? `b${m[0]}` : `w${m[0].toLowerCase()}`);
      }
      return cells;
    };
    const king = this.pieces.get(this.castlingKingKey());
    // The men that castle with the king (castlingRookPieces, by default the rook): the outermost on each side.
    const rookLetters = this.pieceSet(this.get('castlingRookPieces'), ['rook']).map((k) => this.pieces.get(k)!.letter);
    if (!king) return [];
    const white = cellsOf(rows[this.ranks - 1 - rank]);
    const black = cellsOf(rows[rank]);
    const whiteReads =
      white.includes(`w${king.letter}`) && (/[A-Z]/.test(rights) || !black.includes(`b${king.letter}`));
    const [cells, side] = whiteReads ? [white, 'w'] : [black, 'b'];
    const kingFile = cells.indexOf(`${side}${king.letter}`);
    if (kingFile < 0) return [];
    const kingFileKey = this.get('castlingKingFile');
    if (kingFileKey && fileOf('castlingKingFile', kingFile) !== kingFile)
      this.fail(kingFileKey, `the king starts on file ${defaultFileLabels(this.files)[kingFile]}`);
    const rookFiles = cells.flatMap((c, f) => (c[0] === side && rookLetters.includes(c.slice(1)) ? [f] : []));
    const out: NonNullable<DefinitionFile['castling']> = [];
    const kingside = fileOf('castlingKingsideFile', 6);
    const queenside = fileOf('castlingQueensideFile', 2);
    const sq = (f: number): string => this.squareName(f, rank);
    // The rook of each side: on castlingRookKingsideFile (Queenside), by default the outermost one.
    const rookK = this.get('castlingRookKingsideFile')
      ? fileOf('castlingRookKingsideFile', -1)
      : rookFiles.filter((f) => f > kingFile).pop();
    const rookQ = this.get('castlingRookQueensideFile')
      ? fileOf('castlingRookQueensideFile', -1)
      : rookFiles.find((f) => f < kingFile);
    if (/[Kk]/.test(rights) && rookK !== undefined && rookFiles.includes(rookK))
      out.push({ right: 'K', king: sq(kingFile), rook: sq(rookK), kingTo: [sq(kingside)], rookTo: sq(kingside - 1) });
    if (/[Qq]/.test(rights) && rookQ !== undefined && rookFiles.includes(rookQ))
      out.push({ right: 'Q', king: sq(kingFile), rook: sq(rookQ), kingTo: [sq(queenside)], rookTo: sq(queenside + 1) });
    this.sources.set('castling', this.get('castling') ?? v);
    return out;
  }

  /**
   * Castlings opened by the king and rooks dropped (castlingDroppedPiece): Fairy-Stockfish's king on
   * castlingKingFile and its rooks in the corners of castlingRank, to the usual squares; none where
   * neither the king nor a rook starts in hand.
   */
  private droppedCastling(): NonNullable<DefinitionFile['castling']> {
    const king = this.pieces.get(this.castlingKingKey());
    const hand = (/\[([^\]]*)\]/.exec(this.get('startFen')?.value ?? '')?.[1] ?? '').toLowerCase();
    const rooks = this.pieceSet(this.get('castlingRookPieces'), ['rook']).map((k) => this.pieces.get(k)?.letter);
    const placed = [king?.letter, ...rooks].some((letter) => letter && hand.includes(letter));
    if (!this.bool('castlingDroppedPiece', false) || !king || !placed) return [];
    const rank = this.int('castlingRank', 1) - 1;
    const file = (key: string, fallback: number): number => {
      const f = this.get(key);
      return f ? (/^[a-z]$/.test(f.value) ? f.value.charCodeAt(0) - 97 : Number(f.value) - 1) : fallback;
    };
    const sq = (f: number): string => this.squareName(f, rank);
    const kingFile = file('castlingKingFile', 4);
    const kingside = file('castlingKingsideFile', 6);
    const queenside = file('castlingQueensideFile', 2);
    this.sources.set('castling', this.keyVal('castlingDroppedPiece'));
    return [
      { right: 'K', king: sq(kingFile), rook: sq(this.files - 1), kingTo: [sq(kingside)], rookTo: sq(kingside - 1) },
      { right: 'Q', king: sq(kingFile), rook: sq(0), kingTo: [sq(queenside)], rookTo: sq(queenside + 1) },
    ];
  }

  /**
   * The White-relative ranks where a piece could never move again (no move lands on the board from any
   * square of the rank): where `immobilityIllegal` forbids it to stay or be dropped.
   */
  private deadRanks(moves: string | AtomDefinition[]): number[] {
    const offsets = moveOffsets(moves);
    const dead: number[] = [];
    for (let r = 0; r < this.ranks; r++) {
      if (!offsets.some(([, dy]) => r + dy >= 0 && r + dy < this.ranks)) dead.push(r + 1);
    }
    return dead;
  }

  /**
   * The promotion rules: the pawns' (promotionPieceTypes) and the promoted forms' (promotedPieceType),
   * one for both sides, or one for each where the sides' zones or the pawns' pieces differ.
   */
  private promotion(
    zonesOf: () => PromotionZones,
    pawnsBySide: [string[], string[]],
    toBySide: [string[], string[]],
    promotedId: Map<string, string>,
    immobilityIllegal: boolean,
    movesOf: Map<string, string | AtomDefinition[]>,
  ): NonNullable<DefinitionFile['promotion']> {
    const out: NonNullable<DefinitionFile['promotion']> = [];
    const [whiteTo, blackTo] = toBySide;
    const to = [...new Set([...whiteTo, ...blackTo])];
    const pawns = [...new Set(pawnsBySide.flat())];
    if ((pawns.length === 0 || to.length === 0) && promotedId.size === 0) return out;
    const zones = zonesOf();
    const same = (a: string[], b: string[]): boolean => a.length === b.length && a.every((k) => b.includes(k));
    const samePawns = same(...pawnsBySide);
    const sameTo = same(whiteTo, blackTo);
    // Each side's part: its zone in the definition's words (ranks or squares), the side named where they differ.
    const sides = (split: boolean) =>
      (split ? ([zones.white, zones.black] as const) : ([zones.white] as const)).flatMap((z, side) =>
        z.squares.length === 0
          ? []
          : [
              {
                side,
                zone: z,
                fields: {
                  ...(split ? { side: side ? ('black' as const) : ('white' as const) } : {}),
                  ...(z.ranks ? { ranks: z.ranks } : { squares: this.names(z.squares) }),
                },
              },
            ],
      );
    const optionalRanks = (key: string, mandatory: boolean, zone: PromotionZone): number[] => {
      if (mandatory) return [];
      const dead = immobilityIllegal ? this.deadRanks(movesOf.get(key)!) : [];
      return [...new Set(zone.squares.map(([, r]) => r + 1))].sort((a, b) => a - b).filter((r) => !dead.includes(r));
    };
    if (pawns.length > 0 && to.length > 0) {
      const mandatory = this.bool('mandatoryPawnPromotion', true);
      const limit = this.get('promotionLimit');
      const limits: Record<string, number> = {};
      if (limit) {
        for (const m of limit.value.matchAll(/\S+/g)) {
          const pair = /^([a-zA-Z]):([0-9]{1,3})$/.exec(m[0]);
          const key = pair && [...this.pieces.values()].find((p) => p.letter === pair[1]!.toLowerCase())?.key;
          if (!pair || !key || !to.includes(key)) {
            this.problems.push(
              new InputError(`key "promotionLimit": "${m[0]}" is not letter:count for a piece promoted to`, {
                ...limit.at,
                column: limit.at.column + m.index,
              }),
            );
          } else limits[this.id(key)] = Number(pair[2]);
        }
      }
      for (const pawn of pawns) {
        for (const { side, zone, fields } of sides(!zones.same || !sameTo || !samePawns)) {
          const sideTo = side ? blackTo : whiteTo;
          if (sideTo.length === 0 || !pawnsBySide[side]!.includes(pawn)) continue;
          const optional = optionalRanks(pawn, mandatory, zone);
          const sideLimits = Object.fromEntries(
            Object.entries(limits).filter(([id]) => sideTo.some((k) => this.id(k) === id)),
          );
          this.sources.set(
            formatPath(['promotion', out.length]),
            this.get('promotionPieceTypes') ??
              this.get('promotionRegionWhite') ?? { key: 'promotionPieceTypes', value: '', at: this.defaultAt },
          );
          // A pawn with a promoted form too (Wolf chess's elephant, FSF's a9a10+) may become it instead:
          // one more choice of the same compulsory promotion, since no pawn stands in the zone.
          const form = mandatory ? promotedId.get(pawn) : undefined;
          out.push({
            pieces: [this.id(pawn)],
            ...fields,
            to: [...sideTo.map((k) => this.id(k)), ...(form ? [form] : [])],
            ...(optional.length > 0 ? { optional } : {}),
            ...(Object.keys(sideLimits).length > 0 ? { limits: sideLimits } : {}),
          });
        }
      }
    }
    // FSF's mandatoryPiecePromotion: every move into, within and out of the zone promotes.
    const mandatoryPiece = this.bool('mandatoryPiecePromotion', false);
    for (const [from, id] of promotedId) {
      // FSF offers such a pawn both: its promotions (a9a10q) and its promoted form (a9a10+, Wolf chess's
      // elephant), one rule above where promotion is compulsory; where not, he may also stand in the zone
      // and promote within it, which one rule does not say.
      if (pawns.includes(from) && to.length > 0) {
        if (this.bool('mandatoryPawnPromotion', true)) continue;
        this.fail(
          this.keyVal('promotedPieceType'),
          `a pawn (${this.id(from)}) promoting both to promotionPieceTypes and to its promotedPieceType form is modelled where pawn promotion is compulsory`,
          true,
        );
        continue;
      }
      for (const { zone, fields } of sides(!zones.same)) {
        const optional = optionalRanks(from, mandatoryPiece, zone);
        this.sources.set(formatPath(['promotion', out.length]), this.keyVal('promotedPieceType'));
        out.push({
          pieces: [this.id(from)],
          ...fields,
          to: [id],
          ...(optional.length > 0 ? { optional } : {}),
          leaving: mandatoryPiece ? 'compulsory' : true,
        });
        // pieceDemotion: a promoted man turns back in the same zone, as he promoted (Kyoto shogi).
        if (!this.bool('pieceDemotion', false)) continue;
        this.sources.set(formatPath(['promotion', out.length]), this.keyVal('pieceDemotion'));
        out.push({
          pieces: [id],
          ...fields,
          to: [this.id(from)],
          ...(optional.length > 0 ? { optional } : {}),
          leaving: mandatoryPiece ? 'compulsory' : true,
        });
      }
    }
    return out;
  }

  private drops(
    zonesOf: () => PromotionZones,
    immobilityIllegal: boolean,
    movesOf: Map<string, string | AtomDefinition[]>,
    addRegion: (name: string, squares: [number, number][]) => string,
  ): DefinitionFile['drops'] | null {
    const pieceDrops = this.bool('pieceDrops', false);
    const toHand = this.bool('capturesToHand', false);
    if (toHand && !pieceDrops) {
      this.fail(
        this.keyVal('capturesToHand'),
        'captured men going to a hand from which no man is dropped (capturesToHand without pieceDrops) are not modelled',
        true,
      );
      return null;
    }
    if (!pieceDrops) return null;
    const { regionRanks, regions } = this.dropRegions(addRegion);
    const ranks: Record<string, number[]> = {};
    const all = Array.from({ length: this.ranks }, (_, r) => r + 1);
    // The royal man is dropped only where he starts in hand (Sittuyin and Placement chess place him).
    const startHand = (/\[([^\]]*)\]/.exec(this.get('startFen')?.value ?? '')?.[1] ?? '').toLowerCase();
    for (const p of this.pieces.values()) {
      if ((p.key === this.royalKey() && !startHand.includes(p.letter)) || !movesOf.has(p.key)) continue;
      let allowed = regionRanks ?? all;
      if (p.key === 'pawn') {
        if (!this.bool('firstRankPawnDrops', false)) allowed = allowed.filter((r) => r !== 1);
        if (!this.bool('promotionZonePawnDrops', false)) allowed = this.outsideZone(allowed, zonesOf(), toHand);
      }
      // Sittuyin's rooks are placed on the own first rank only.
      if (p.key === 'rook' && this.bool('sittuyinRookDrop', false)) allowed = allowed.filter((r) => r === 1);
      if (immobilityIllegal) {
        const dead = this.deadRanks(movesOf.get(p.key)!);
        allowed = allowed.filter((r) => !dead.includes(r));
      }
      if (allowed.length < this.ranks) ranks[p.letter.toUpperCase()] = allowed;
    }
    const noDoubled = this.pieceSet(this.get('dropNoDoubled'), []);
    const noMate =
      this.bool('shogiPawnDropMateIllegal', false) && this.pieces.has('shogiPawn') ? [this.id('shogiPawn')] : [];
    this.sources.set('drops', this.keyVal('pieceDrops'));
    // Fairy-Stockfish reads no freeDrops key: only its built-in ataxx drops from an endless supply.
    const free = this.get('freeDrops');
    if (free && !free.builtin) this.fail(free, 'unknown key');
    const perFile = this.int('dropNoDoubledCount', 1);
    // A count of 0 or less: every file already holds that many, so Fairy-Stockfish never drops the piece.
    if (perFile < 1) for (const k of noDoubled) ranks[this.id(k)] = [];
    const doubled = perFile < 1 ? [] : noDoubled;
    return {
      ...(free?.value === 'true' && free.builtin ? { free: true } : {}),
      // Fairy-Stockfish resets its move-rule clock on every drop.
      resetsClock: true,
      ...(Object.keys(ranks).length > 0 ? { ranks } : {}),
      ...(doubled.length > 0 ? { onePerFile: doubled.map((k) => this.id(k)) } : {}),
      ...(noMate.length > 0 ? { noMate } : {}),
      ...(perFile > 1 ? { perFile } : {}),
      ...(toHand ? {} : { capturesToHand: false }),
      ...(this.bool('dropLoop', false) ? { keepPromoted: true } : {}),
      ...(this.bool('dropPromoted', false) ? { promoted: true } : {}),
      // Fairy-Stockfish's check is to a king: where its piece type is absent (Atomic chess's pseudo-royal commoner), no drop checks.
      ...(this.bool('dropChecks', true) || !this.pieces.has('king') ? {} : { checks: false }),
      ...(regions ? { regions } : {}),
      ...(this.bool('twoBoards', false) ? { twoBoards: true } : {}),
    };
  }

  /**
   * The ranks (1-based) of `allowed` a pawn may be dropped on outside the promotion zone: its whole
   * ranks, the same for both sides. Another zone is refused where a pawn can reach a hand (captured, or
   * in hand at the start); where none can, its drops are never made.
   */
  private outsideZone(allowed: number[], zones: PromotionZones, toHand: boolean): number[] {
    if (zones.same && zones.white.ranks) return allowed.filter((r) => !zones.white.ranks!.includes(r));
    const hand = /\[([^\]]*)\]/.exec(this.get('startFen')?.value ?? '')?.[1] ?? '';
    if (toHand || hand.toLowerCase().includes(this.pieces.get('pawn')!.letter))
      this.fail(
        this.keyVal('promotionRegionWhite'),
        'pawn drops kept out of a promotion zone that is not whole ranks, or not the same for both sides, are not modelled',
        true,
      );
    return allowed;
  }

  /**
   * The drop regions (dropRegionWhite and dropRegionBlack, or the older whiteDropRegion and
   * blackDropRegion): ranks where both are whole ranks and Black's is White's turned over, else a board
   * region for each side that has one (White-relative: Black's turned over).
   */
  private dropRegions(addRegion: (name: string, squares: [number, number][]) => string): {
    regionRanks: number[] | null;
    regions: { white?: string; black?: string } | null;
  } {
    const white = this.get('dropRegionWhite') ?? this.get('whiteDropRegion');
    const black = this.get('dropRegionBlack') ?? this.get('blackDropRegion');
    const w = white ? this.region(white) : null;
    const b = black ? this.region(black)?.map(([f, r]): [number, number] => [f, this.ranks - 1 - r]) : null;
    if (!w && !b) return { regionRanks: null, regions: null };
    const [wr, br] = [w && this.wholeRanks(w), b && this.wholeRanks(b)];
    if (wr && br && wr.join() === br.join()) return { regionRanks: wr, regions: null };
    return {
      regionRanks: null,
      regions: {
        ...(w ? { white: addRegion('drops-white', w) } : {}),
        ...(b ? { black: addRegion('drops-black', b) } : {}),
      },
    };
  }

  /**
   * The rules of a start with men in hand placed first (Placement chess, Sittuyin) and Sittuyin's
   * promotion: bishops dropped on both colours (dropOppositeColoredBishop), castling opened by the king
   * and rooks dropped on their squares (castlingDroppedPiece), and the pawns' promotion moved from the
   * promotion rules to its own rule (sittuyinPromotion).
   */
  private placementPhase(def: DefinitionFile, rules: NonNullable<DefinitionFile['rules']>): void {
    const drops = this.bool('pieceDrops', false);
    if (this.bool('dropOppositeColoredBishop', false) && drops && this.pieces.has('bishop')) {
      rules.oppositeColourDrops = this.id('bishop');
      this.sources.set('rules.oppositeColourDrops', this.keyVal('dropOppositeColoredBishop'));
    }
    if (this.bool('castlingDroppedPiece', false) && drops && def.castling?.length) {
      const rooks = this.pieceSet(this.get('castlingRookPieces'), ['rook']).filter((k) => this.pieces.has(k));
      rules.castlingDropped = { rooks: rooks.map((k) => this.id(k)) };
      this.sources.set('rules.castlingDropped', this.keyVal('castlingDroppedPiece'));
    }
    if (!this.bool('sittuyinPromotion', false) || !this.pieces.has('pawn')) return;
    const pawn = this.id('pawn');
    const own = (def.promotion ?? []).filter((r) => r.pieces.includes(pawn));
    const rule = own[0];
    if (!rule?.squares || own.length > 1 || rule.pieces.length > 1) {
      this.fail(
        this.keyVal('sittuyinPromotion'),
        "Sittuyin's promotion with a zone of whole ranks, or one that differs between the sides, is not modelled",
        true,
      );
      return;
    }
    def.promotion = def.promotion!.filter((r) => r !== rule);
    if (def.promotion.length === 0) delete def.promotion;
    rules.sittuyinPromotion = {
      pieces: rule.pieces,
      squares: rule.squares,
      to: rule.to,
      ...(rule.limits ? { limits: rule.limits } : {}),
    };
    this.sources.set('rules.sittuyinPromotion', this.keyVal('sittuyinPromotion'));
  }

  /** The end rules; `checks`: the checks a side gives to win (checkCounting), or 0. */
  private end(checks: number): NonNullable<DefinitionFile['end']> {
    const value = (key: string, fallback: 'win' | 'loss' | 'draw' | 'none'): 'win' | 'loss' | 'draw' | 'none' => {
      const v = this.get(key);
      if (!v) return fallback;
      if (v.value in VALUE_WORDS || v.value === 'none') return v.value as 'win' | 'loss' | 'draw' | 'none';
      this.fail(v, `expected win, loss, draw or none, not "${v.value}"`);
      return fallback;
    };
    const stalemate = value('stalemateValue', 'draw');
    const moveRule = this.int('nMoveRule', 50);
    const fold = this.int('nFoldRule', 3);
    // Fairy-Stockfish's checks are on a royal king: with none, no check is ever perpetual.
    const perpetual = this.bool('perpetualCheckIllegal', false) && this.pieces.has(this.royalKey());
    for (const [field, key] of [
      ['end.stalemate', 'stalemateValue'],
      ['end.moveRule', 'nMoveRule'],
      ['end.repetition', 'nFoldRule'],
      ['end.perpetualCheck', 'perpetualCheckIllegal'],
    ] as const) {
      const v = this.get(key);
      if (v) this.sources.set(field, v);
    }
    const end: NonNullable<DefinitionFile['end']> = {
      stalemate: stalemate === 'none' ? 'draw' : stalemate,
      // Fairy-Stockfish ends the game at its n-move rule and its n-fold repetition: both claim and forced.
      moveRule,
      forcedMoveRule: moveRule,
      repetition: fold,
      forcedRepetition: fold,
      ...(perpetual && fold > 0 ? { perpetualCheck: 'loses' as const } : {}),
    };
    // Kakao Janggi's repeated move (rule module move-repetition), judged as Fairy-Stockfish judges its repetitions.
    if (this.bool('moveRepetitionIllegal', false)) {
      end.moveRepetition = 'loses';
      this.sources.set('end.moveRepetition', this.keyVal('moveRepetitionIllegal'));
    }
    const repetitionLoser = this.repetitionLoser(value('nFoldValue', 'draw'), fold);
    if (repetitionLoser) end.repetitionLoser = repetitionLoser;
    if (perpetual && fold === 0)
      this.fail(
        this.keyVal('perpetualCheckIllegal'),
        'perpetual check is decided at the n-fold repetition, and nFoldRule is 0',
      );
    const checkmate = value('checkmateValue', 'loss');
    if (checkmate === 'win') {
      end.checkmate = 'win';
      this.sources.set('end.checkmate', this.get('checkmateValue')!);
    } else if (checkmate !== 'loss')
      this.fail(this.get('checkmateValue')!, `checkmate decides as loss or (Losers) win, not "${checkmate}"`, true);
    // Fairy-Stockfish's order: extinction, then the flag, then the checks.
    const victories = [
      ...this.extinction(),
      ...this.flag(),
      ...(checks > 0 ? [{ type: 'checks' as const, count: checks }] : []),
    ];
    if (checks > 0) this.sources.set('end.victories', this.keyVal('checkCounting'));
    if (victories.length > 0) end.victories = victories;
    Object.assign(end, this.countingEnd(stalemate), this.castlingWinsEnd());
    const connect = this.connect(value('connectValue', 'win'));
    if (connect) end.connect = connect;
    const counting = this.get('countingRule');
    if (counting && counting.value !== 'none') {
      if (counting.value !== 'makruk' && counting.value !== 'asean' && counting.value !== 'cambodian')
        this.fail(
          counting,
          `only the makruk, cambodian and asean countings are modelled, not "${counting.value}"`,
          true,
        );
      else end.counting = this.makrukCounting(counting, counting.value);
    }
    return end;
  }

  /** `castlingWins = q`: the castlings that win, by their rights' letters (Fairy-Stockfish's Castle chess). */
  private castlingWinsEnd(): Partial<NonNullable<DefinitionFile['end']>> {
    const v = this.get('castlingWins');
    if (!v || v.value === '-' || v.value === '') return {};
    const letters = [...new Set(v.value.replace(/\s/g, ''))];
    const bad = letters.find((c) => !'KQkq'.includes(c));
    if (bad) {
      this.fail(v, `expected castling rights (K, Q, k, q), not "${bad}"`);
      return {};
    }
    this.sources.set('end.castlingWins', v);
    return { castlingWins: letters as ('K' | 'Q' | 'k' | 'q')[] };
  }

  /**
   * `chasingRule = axf`: Xiangqi's perpetual chase. Fairy-Stockfish's chased() names Xiangqi's types:
   * a Horse or Cannon chases a Chariot, an Elephant or Advisor (fers) a Chariot, Horse or Cannon, whatever
   * protects them; Generals and Soldiers never chase; a Soldier is chased from soldierPromotionRank on.
   */
  private chase(
    addRegion: (name: string, squares: [number, number][]) => string,
  ): NonNullable<NonNullable<DefinitionFile['end']>['perpetualChase']> | null {
    const v = this.get('chasingRule');
    if (!v || v.value === 'none') return null;
    if (v.value !== 'axf') {
      this.fail(v, `expected axf or none, not "${v.value}"`);
      return null;
    }
    const ranks: Record<string, number> = { rook: 3, horse: 2, cannon: 2, elephant: 1, fers: 1 };
    const others = [...this.pieces.keys()].filter((k) => !(k in ranks) && k !== 'king' && k !== 'soldier');
    if (others.length > 0) {
      this.fail(
        v,
        `chases are modelled among Xiangqi's men only (king, rook, horse, cannon, elephant, fers, soldier), not ${others.join(', ')}`,
        true,
      );
      return null;
    }
    this.sources.set('end.perpetualChase', v);
    const chase: NonNullable<NonNullable<DefinitionFile['end']>['perpetualChase']> = { ranks: {} };
    for (const [key, rank] of Object.entries(ranks)) if (this.pieces.has(key)) chase.ranks[this.id(key)] = rank;
    if (this.pieces.has('soldier')) {
      // The soldier's own region (its sideways step, moves()), or the whole board when it steps sideways everywhere.
      const rank = this.int('soldierPromotionRank', 1);
      const squares: [number, number][] = [];
      for (let r = 0; r < this.ranks && rank <= 1; r++) for (let f = 0; f < this.files; f++) squares.push([f, r]);
      chase.chasedOn = { [this.id('soldier')]: rank > 1 ? `rank-${rank}-on` : addRegion('everywhere', squares) };
    }
    return chase;
  }

  /**
   * Makruk's counting (board's and pieces' honour), with this variant's pawns, rooks, khons and knights;
   * ASEAN's: no board's honour, the pieces' honour by a rook, a khon or a knight only, counted from 1.
   */
  private makrukCounting(
    v: Val,
    rule: 'makruk' | 'asean' | 'cambodian',
  ): NonNullable<NonNullable<DefinitionFile['end']>['counting']> {
    const has = (key: string): string | null => (this.pieces.has(key) ? this.id(key) : null);
    const [rook, khon, knight, pawn] = [has('rook'), has('silver'), has('knight'), has('pawn')];
    if (!pawn) this.fail(v, `${rule} counting needs the pawn (pawn = p)`, true);
    this.sources.set('end.counting', v);
    if (rule === 'asean') {
      const honour = [
        rook && { least: { [rook]: 1 }, moves: 16 },
        khon && { least: { [khon]: 1 }, moves: 44 },
        knight && { least: { [knight]: 1 }, moves: 64 },
      ].filter((h): h is { least: Record<string, number>; moves: number } => Boolean(h));
      return { pawns: [pawn ?? 'P'], boardHonour: 0, piecesHonour: honour, piecesHonourFrom: 'start' };
    }
    // Ouk Chatrang's limits are Makruk's less one move, its board's honour kept by a side of 3 men at most.
    const less = rule === 'cambodian' ? 1 : 0;
    const honour = [
      rook && { least: { [rook]: 2 }, moves: 8 - less },
      rook && { least: { [rook]: 1 }, moves: 16 - less },
      khon && { least: { [khon]: 2 }, moves: 22 - less },
      knight && { least: { [knight]: 2 }, moves: 32 - less },
      khon && { least: { [khon]: 1 }, moves: 44 - less },
      { least: {}, moves: 64 - less },
    ].filter((h): h is { least: Record<string, number>; moves: number } => Boolean(h));
    return {
      pawns: [pawn ?? 'P'],
      boardHonour: 64 - less,
      piecesHonour: honour,
      ...(rule === 'cambodian' ? { boardHonourMostMen: 3 } : {}),
    };
  }

  /**
   * nFoldValue (the side to move's result at the n-fold repetition) and nFoldValueAbsolute (White's,
   * whoever moves): the side that loses the repetition, or null for a draw.
   */
  private repetitionLoser(
    nFold: 'win' | 'loss' | 'draw' | 'none',
    fold: number,
  ): NonNullable<DefinitionFile['end']>['repetitionLoser'] | null {
    const v = this.get('nFoldValue');
    if (!v || nFold === 'draw') return null;
    if (nFold === 'none' || fold === 0) {
      this.fail(
        v,
        nFold === 'none' ? 'a repetition decides as win, loss or draw' : 'nFoldRule is 0: no repetition to decide',
      );
      return null;
    }
    this.sources.set('end.repetitionLoser', v);
    if (this.bool('nFoldValueAbsolute', false)) return nFold === 'loss' ? 'white' : 'black';
    return nFold === 'loss' ? 'to-move' : 'not-to-move';
  }

  /**
   * extinctionValue with extinctionPieceTypes: a side left with at most extinctionPieceCount men of a
   * listed type, while the other has extinctionOpponentPieceCount, loses (or wins, or draws); `*` is the
   * count of every man: at 0 men left, Giveaway's and Losers' wins at 0 or 1, and with
   * extinctionClaim, Shatranj's bare king.
   */
  private extinction(): NonNullable<NonNullable<DefinitionFile['end']>['victories']> {
    const v = this.get('extinctionValue');
    if (!v || v.value === 'none') return [];
    const types = this.get('extinctionPieceTypes');
    const count = this.int('extinctionPieceCount', 0);
    const opponent = this.int('extinctionOpponentPieceCount', 0);
    const claim = this.bool('extinctionClaim', false);
    if (!types || types.value === '-' || types.value === '') return [];
    // Atomic chess's king is royal: its loss is the rule module's end. Pseudo-royal men without
    // explosions are never lost, the last of them royal: Fairy-Stockfish judges no extinction of them.
    if (this.royalAtomic() || (this.bool('extinctionPseudoRoyal', false) && !this.bool('blastOnCapture', false)))
      return [];
    this.sources.set('end.victories', v);
    if (v.value !== 'loss' && v.value !== 'win' && v.value !== 'draw') {
      this.fail(v, `extinctionValue is win, loss, draw or none, not "${v.value}"`);
      return [];
    }
    const result = v.value === 'loss' ? undefined : v.value;
    if (types.value.trim() !== '*' && !claim)
      return this.pieceSet(types, []).map((k) => ({
        type: 'extinction' as const,
        pieces: this.typeIds(k),
        ...(count ? { atMost: count } : {}),
        ...(opponent ? { opponentAtLeast: opponent } : {}),
        ...(result ? { result } : {}),
      }));
    // Every man counted (`*`): Giveaway and Losers, Horde, Shatranj, Anti-Atomic.
    if (!result && count === 1 && opponent === 2 && claim) return [{ type: 'material', atMost: 1, reply: true }];
    const enough = opponent > 0 ? { opponentAtLeast: opponent } : {};
    if (result === 'win' && !claim) return [{ type: 'material', atMost: count, wins: true, ...enough }];
    // Shatar's robado: a bare king draws.
    if (result === 'draw' && !claim) return [{ type: 'material', atMost: count, draws: true, ...enough }];
    // A loss is judged for the side to move first, then for the mover, which is Fairy-Stockfish's order
    // only while no move removes its own men (explosions, petrification).
    const ownLoss = this.bool('blastOnCapture', false) || this.get('petrifyOnCaptureTypes') !== undefined;
    if (!result && !claim && !ownLoss) return [{ type: 'material', atMost: count, ...enough }];
    this.fail(
      this.get('extinctionPieceCount') ?? this.get('extinctionOpponentPieceCount') ?? this.keyVal('extinctionClaim'),
      "extinction of every man (extinctionPieceTypes = *) is modelled at any count, and with extinctionClaim as Shatranj's bare king (1, 2); its loss where a move removes its own men (explosions, petrification) is not: Fairy-Stockfish judges the mover first",
      true,
    );
    return [];
  }

  /**
   * flagPiece and flagRegion: a flag piece reaching its side's region wins (King of the Hill); with
   * flagMove, Black may answer White's arrival (Racing Kings), which needs the royal king as flag piece.
   * Fairy-Stockfish's flag piece is every piece type unless flagPiece names one (`*`: every one too).
   */
  private flag(): NonNullable<NonNullable<DefinitionFile['end']>['victories']> {
    const whiteRegion = this.get('flagRegionWhite') ?? this.get('flagRegion');
    const blackRegion = this.get('flagRegionBlack') ?? this.get('flagRegion');
    const w = whiteRegion ? this.region(whiteRegion) : [];
    const b = blackRegion === whiteRegion ? w : blackRegion ? this.region(blackRegion) : [];
    if (!w || !b || (w.length === 0 && b.length === 0)) return [];
    const flagPieces = this.flagPieces(w.length > 0, b.length > 0);
    if (!flagPieces) return [];
    this.sources.set('end.victories', whiteRegion ?? blackRegion!);
    const count = this.int('flagPieceCount', 1);
    if (count < 1) {
      this.fail(this.keyVal('flagPieceCount'), 'flagPieceCount is at least 1');
      return [];
    }
    // flagMove: with the king as the one flag piece, Racing Kings' answer (reply); with any other
    // (Fairy-Stockfish's flag piece is one type, or all), the arrival may be answered and the side
    // wins if its man is still there (hold).
    const moveAfter = this.bool('flagMove', false);
    const king = flagPieces.length === 1 && flagPieces[0] === 'king';
    const safe = this.bool('flagPieceSafe', false);
    // With both (Alapo), a safe arrival wins at once and an unsafe one is answered (hold); the king's
    // race (reply) with flagPieceSafe is not modelled.
    if (safe && moveAfter && king)
      this.fail(
        this.keyVal('flagPieceSafe'),
        "flagPieceSafe with flagMove for the king (Racing Kings' answer, only to unsafe arrivals) is not modelled",
        true,
      );
    return [
      {
        type: 'reach',
        name: 'flag region',
        pieces: flagPieces.map((k) => this.id(k)),
        squares: this.names(w),
        blackSquares: this.names(b),
        ...(moveAfter ? (king ? { reply: true } : { hold: true }) : {}),
        ...(count > 1 ? { count } : {}),
        ...(this.bool('flagPieceBlockedWin', false) ? { blockedWins: true } : {}),
        ...(safe ? { safe: true } : {}),
      },
    ];
  }

  /**
   * The flag piece types, the same for both sides where both have a flag region (every type where no
   * key names one; a side without a region has none to name: Fox and Hounds' fox alone); null for none,
   * or after a problem.
   */
  private flagPieces(whiteRegion: boolean, blackRegion: boolean): string[] | null {
    const both = this.get('flagPiece');
    const white = this.get('flagPieceWhite') ?? both;
    const black = this.get('flagPieceBlack') ?? both;
    const all = [...this.pieces.keys()];
    const w = white ? this.pieceSet(white, []) : all;
    const b = black ? this.pieceSet(black, []) : all;
    if (!blackRegion) return w.length > 0 ? w : null;
    if (!whiteRegion) return b.length > 0 ? b : null;
    // flagPiece = -: no piece type wins by the flag.
    if (w.length === 0 && b.length === 0) return null;
    if (w.length !== b.length || w.some((k) => !b.includes(k))) {
      this.fail((black ?? white)!, 'one set of flag piece types, the same for both sides, is modelled', true);
      return null;
    }
    return w;
  }
}

/** The piece key a letter names among a built-in's pieces (the last in FSF's order, as a later one replaces). */
function builtinPieceKey(builtin: string, letter: string): string | undefined {
  const keys = builtinKeys(builtin) ?? {};
  return PIECE_KEYS.filter((k) => keys[k] && keys[k] !== '-' && keys[k]![0]!.toLowerCase() === letter).pop();
}

/** The letter FSF's SAN writes for a piece: its built-in's synonym where the piece comes from a built-in (Xiangqi's horse H), else its letter. */
function sanLetter(p: PieceDef): string {
  return (p.val.builtin && FSF_BUILTINS[p.val.builtin]!.sanLetters?.[p.key]) || p.letter.toUpperCase();
}

/** The orientations of a step the directions allow, as (dx, dy) with dy forward for White. */
function orientedOffsets(offset: readonly [number, number], dirs: readonly string[] | undefined): [number, number][] {
  return orientations(offset[0], offset[1]).filter(([dx, dy]) => dirAllowed(dx, dy, dirs));
}

/** The first steps of a piece's moves, White's way round: every part's (Betza, leap, ride or hop) with its directions. */
function moveOffsets(moves: string | AtomDefinition[]): [number, number][] {
  const parts = typeof moves === 'string' ? [{ betza: moves }] : moves;
  return parts.flatMap((part) => {
    if (part.betza) return parseBetza(part.betza).flatMap((atom) => orientedOffsets(atom.offset, atom.dirs));
    const offset = part.leap ?? part.ride ?? part.hop;
    return offset ? orientedOffsets(offset, part.dirs) : [];
  });
}
