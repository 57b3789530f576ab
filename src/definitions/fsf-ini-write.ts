/**
 * A definition written as a Fairy-Stockfish variants.ini section: the inverse of fsf-import.ts. The
 * section is written whole (no parent), every key from the definition's own rules, so nothing rests on
 * a built-in's defaults. Whatever the ini cannot say exactly is refused, every such field at once, and
 * what is written is read back by the importer and compared before it is given out (docs/variants-ini.md,
 * "Writing a section").
 */
import type { AtomSpec, PieceSpec } from '../engine/spec.js';
import { startPosition } from '../engine/start.js';
import { dirAllowed, orientations, type Variant } from '../engine/variant.js';
import { InputError, type SourceLocation } from '../errors.js';
import { toFen } from '../notation/fen.js';
import { BetzaError, parseBetza } from './betza.js';
import type { FieldPath } from './compile.js';
import { readFsfBetza } from './fsf-betza.js';
import { FSF_PIECE_TYPES } from './fsf-pieces.js';
import type { AtomDefinition, DefinitionFile } from './schema.js';
import { checkIniSection, fieldLocation, type LoadedVariant } from './text.js';

/** Fairy-Stockfish's largest board (its large-board build, which ffish is). */
const FSF_FILES = 12;
const FSF_RANKS = 10;

/** The leaper letters FSF's Betza reads, by their vector (longer side first). */
const LEAPER_LETTERS: Record<string, string> = {
  '1,0': 'W',
  '1,1': 'F',
  '2,0': 'D',
  '2,1': 'N',
  '2,2': 'A',
  '3,0': 'H',
  '3,1': 'C',
  '3,2': 'Z',
  '3,3': 'G',
};

/**
 * Direction prefixes tried, broadest first, to select the leaps of an atom as FSF reads them; each the
 * same left and right (FSF turns Black's moves round, so one-sided moves are refused), and then, for a
 * piece whose Black moves are White's turned round (`symmetry: rotate`), the one-sided ones.
 */
const PREFIXES = ['', 'f', 'b', 'v', 's', 'ff', 'bb', 'vv', 'ss', 'fh', 'bh', 'fs', 'bs'];
const ONE_SIDED_PREFIXES = ['l', 'r', 'fl', 'fr', 'bl', 'br', 'lf', 'rf', 'lb', 'rb'];

/** The fields of a definition that say nothing about play (names, texts, printing). */
const NOT_RULES = new Set([
  '$schema',
  'id',
  'name',
  'description',
  'author',
  'source',
  'notes',
  'interpretations',
  'counters',
]);

/**
 * Rules (rules.* and end.*) Fairy-Stockfish has a key for that this writer does not write yet, by the
 * key; a rule in neither this table nor the writer's has no key in Fairy-Stockfish at all.
 */
const FSF_KEY_NOT_WRITTEN: Record<string, string> = {
  flyingGeneral: 'flyingGeneral',
  oppositeCastling: 'oppositeCastling',
  bikjang: 'bikjangRule',
  makpong: 'makpongRule',
  cambodianMoves: 'cambodianMoves',
  mustDrop: 'mustDrop',
  oppositeColourDrops: 'dropOppositeColoredBishop',
  castlingDropped: 'castlingDroppedPiece',
  sittuyinPromotion: 'sittuyinPromotion',
  atomic: 'blastOnCapture',
  petrifyOnCapture: 'petrifyOnCaptureTypes',
  flip: 'flipEnclosedPieces',
  enclosingDrop: 'enclosingDrop',
  walls: 'wallingRule',
  pass: 'pass',
  materialCount: 'materialCounting',
  fullBoard: 'adjudicateFullBoard',
  connect: 'connectN',
  castlingWins: 'castlingWins',
  repetitionLoser: 'nFoldValue',
  perpetualChase: 'chasingRule',
  counting: 'countingRule',
};

/** Why a rule is not written: the Fairy-Stockfish key the writer lacks, or that there is none. */
const unwritten = (rule: string): string =>
  FSF_KEY_NOT_WRITTEN[rule]
    ? `Fairy-Stockfish's ${FSF_KEY_NOT_WRITTEN[rule]} is not written by the ini writer yet`
    : 'Fairy-Stockfish has no key for this rule';

const vectorKey = (x: number, y: number): string => `${x},${y}`;

/** A definition Fairy-Stockfish's ini cannot say exactly: each reason names its field. */
export class IniExportRefused extends InputError {
  constructor(
    readonly variant: string,
    readonly reasons: readonly string[],
    /** Each reason's field, as a path into the definition ([] for the whole). */
    readonly paths: readonly FieldPath[],
    location: SourceLocation | null = null,
  ) {
    super(`"${variant}" cannot be written as a variants.ini section: ${reasons.join('; ')}`, location);
  }

  /** The same refusal placed at its first field in the definition's text. */
  locatedIn(text: string, file: string): IniExportRefused {
    return new IniExportRefused(this.variant, this.reasons, this.paths, fieldLocation(text, file, this.paths[0] ?? []));
  }
}

/** A field as the reasons name it (`pieces[3] (N).moves`) as a path into the definition. */
const pathOf = (field: string): FieldPath =>
  field
    .replace(/ \([^)]*\)/g, '')
    .split(/\.|\[|\]/)
    .filter(Boolean)
    .map((p) => (/^[0-9]+$/.test(p) ? Number(p) : p));

/** The ini section of a loaded definition, named `section` (default: its id); IniExportRefused when it cannot be exact. */
export function definitionAsIni(loaded: LoadedVariant, section = loaded.variant.spec.id): string {
  return writtenAndReadBack(loaded, section).text;
}

/** The section written, and the definition it reads back as (compared with the written one: the tests play it). */
export function writtenAndReadBack(loaded: LoadedVariant, section: string): { text: string; back: LoadedVariant } {
  if (!/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/.test(section))
    throw new InputError(`section name "${section}": letters, digits, "-" and "_", at most 64, expected`);
  const writer = new IniWriter(loaded);
  const keys = writer.write();
  if (writer.reasons.length > 0) throw new IniExportRefused(loaded.variant.spec.id, writer.reasons, writer.paths);
  const text = [
    `# ${loaded.variant.spec.name}, written by fairyprint: the rules of its definition (${loaded.variant.spec.id})`,
    ...writer.comments.map((c) => `# ${c}`),
    `[${section}]`,
    ...keys.map(([k, v]) => `${k} = ${v}`),
    '',
  ].join('\n');
  const back = checkIniSection(text, `${loaded.file}.ini`, section);
  const mismatch = back.result
    ? readBackMismatch(loaded, back.result)
    : `the written section does not read back (${back.problems[0]?.format()})`;
  if (mismatch || !back.result) throw new IniExportRefused(loaded.variant.spec.id, [mismatch!], [[]]);
  return { text, back: back.result };
}

class IniWriter {
  readonly reasons: string[] = [];
  readonly paths: FieldPath[] = [];
  readonly comments: string[] = [];
  private readonly keys: [string, string][] = [];
  private readonly def: DefinitionFile;
  private readonly v: Variant;
  /** The FSF piece letter of each piece type. */
  private readonly letters: string[];
  /** The piece type written as FSF's own pawn, or -1. */
  private pawnType = -1;
  /** The letter of the royal piece written as Atomic chess's pseudo-royal commoner, if any. */
  private royalLetter: string | null = null;

  constructor(loaded: LoadedVariant) {
    this.def = loaded.definition;
    this.v = loaded.variant;
    this.letters = this.v.spec.pieces.map((p) => p.id.toLowerCase());
  }

  private refuse(field: string, why: string, path = pathOf(field)): void {
    this.reasons.push(`${field}: ${why}`);
    this.paths.push(path);
  }

  private key(name: string, value: string): void {
    this.keys.push([name, value]);
  }

  private letterOf = (id: string): string => id.toLowerCase();

  write(): [string, string][] {
    const def = this.def;
    for (const field of Object.keys(def))
      if (
        !NOT_RULES.has(field) &&
        !['board', 'pieces', 'setup', 'castling', 'chess960', 'promotion', 'drops', 'end', 'rules'].includes(field)
      )
        this.refuse(field, 'not written by the ini writer');
    this.board();
    this.pieces();
    this.setup();
    this.castling();
    this.promotion();
    this.drops();
    this.end();
    this.rules();
    return this.keys;
  }

  private board(): void {
    const { files, ranks, holes, fileLabels } = this.def.board;
    if (files > FSF_FILES || ranks > FSF_RANKS)
      this.refuse('board', `Fairy-Stockfish's boards are at most ${FSF_FILES} files by ${FSF_RANKS} ranks`);
    if (holes?.length) this.refuse('board.holes', 'Fairy-Stockfish has no key for squares that do not exist');
    const plain = Array.from({ length: files }, (_, i) => String.fromCharCode(97 + i));
    if (fileLabels && fileLabels.join() !== plain.join())
      this.refuse('board.fileLabels', 'Fairy-Stockfish names the files a, b, c, ...');
    this.key('maxRank', String(ranks));
    this.key('maxFile', String.fromCharCode(96 + Math.min(files, 26)));
  }

  private pieces(): void {
    const pieces = this.v.spec.pieces;
    const royals = pieces.filter((p) => p.royal);
    if (royals.length > 1)
      this.refuse(
        'pieces',
        `several royal pieces (${royals.map((p) => p.id).join(', ')}): Fairy-Stockfish has one king`,
      );
    const long = pieces.filter((p) => !/^[A-Za-z]$/.test(p.id)).map((p) => p.id);
    if (long.length > 0)
      this.refuse(`pieces ${long.join(', ')}`, 'Fairy-Stockfish names a piece by one letter', [
        'pieces',
        pieces.findIndex((p) => p.id === long[0]),
      ]);
    let custom = 0;
    const used = new Set<string>();
    pieces.forEach((p, t) => {
      const field = `pieces[${t}] (${p.id})`;
      if (long.includes(p.id)) return;
      if (p.promotedFrom !== undefined)
        return this.refuse(
          `${field}.promotedFrom`,
          "promoted pieces (Fairy-Stockfish's promotedPieceType) are not written",
        );
      if (this.pawnType < 0 && !p.royal && isChessPawn(p.atoms)) {
        this.pawnType = t;
        return this.key('pawn', this.letters[t]!);
      }
      const named = p.royal ? undefined : namedType(p.atoms, used);
      if (named) {
        used.add(named);
        return this.key(named, this.letters[t]!);
      }
      const betza = this.betza(p, field);
      if (betza === null) return;
      if (p.royal && this.def.rules?.atomic) {
        // FSF's Atomic chess: the king a commoner kept out of capture as a king is (extinctionPseudoRoyal).
        if (betza !== 'WF') return this.refuse(field, "Fairy-Stockfish's Atomic chess has a king that moves as a king");
        this.royalLetter = this.letters[t]!;
        return this.key('commoner', this.royalLetter);
      }
      if (p.royal) return this.key('king', betza === 'WF' ? this.letters[t]! : `${this.letters[t]}:${betza}`);
      if (++custom > 25) return this.refuse(field, 'Fairy-Stockfish has 25 custom pieces at most');
      this.key(`customPiece${custom}`, `${this.letters[t]}:${betza}`);
    });
    const clock = pieces.flatMap((p, t) => (p.resetsClock ? [this.letters[t]!] : []));
    this.key('nMoveRuleTypes', clock.length > 0 ? clock.join('') : '-');
  }

  /** The piece's moves as FSF's Betza, or null (refused). */
  private betza(p: PieceSpec, field: string): string | null {
    const out: string[] = [];
    for (const atom of p.atoms) {
      const text = atomBetza(atom, p.rotated ?? false);
      if (typeof text !== 'string') {
        this.refuse(`${field}.moves`, text.refused);
        return null;
      }
      out.push(text);
    }
    return out.join('');
  }

  private setup(): void {
    const { setup } = this.def;
    if (setup.free) this.refuse('setup.free', 'Fairy-Stockfish has no free setup');
    if (setup.options?.length) this.refuse('setup.options', 'Fairy-Stockfish has no setup options');
    const fen = toFen(startPosition(this.v));
    this.key('startFen', fen);
    const pawn = this.pawnType;
    if (pawn < 0) return;
    // FSF's double step is by region: exact when every pawn of a side starts on one rank (a pawn there has not moved).
    const white = new Set<number>();
    const black = new Set<number>();
    const { setup: codes } = this.v.spec;
    for (let sq = 0; sq < codes.length; sq++) {
      const rank = Math.floor(sq / this.v.files) + 1;
      if (codes[sq] === pawn + 1) white.add(rank);
      if (codes[sq] === -(pawn + 1)) black.add(this.v.ranks - rank + 1);
    }
    const rank = [...white][0] ?? [...black][0];
    if (white.size > 1 || black.size > 1 || (white.size === 1 && black.size === 1 && !black.has(rank!)))
      return this.refuse(
        'setup.position',
        "the pawns of a side start on several ranks, or the sides' on ranks not turned over: Fairy-Stockfish's double step is from a region, not a pawn's first move",
      );
    if (rank === undefined)
      return this.refuse(
        'setup.position',
        "no pawn on the board at the start: Fairy-Stockfish's double step needs its rank",
      );
    this.key('doubleStep', 'true');
    this.key('doubleStepRegionWhite', `*${rank}`);
    this.key('doubleStepRegionBlack', `*${this.v.ranks - rank + 1}`);
  }

  private castling(): void {
    const castling = this.def.castling ?? [];
    // Fairy-Stockfish's chess960 shuffles the whole back rank: a list keeps the others on their squares.
    if (Array.isArray(this.def.chess960))
      this.refuse('chess960', "only some pieces shuffled: Fairy-Stockfish's chess960 shuffles the whole back rank");
    else if (this.def.chess960) this.key('chess960', 'true');
    if (castling.length === 0) return this.key('castling', 'false');
    const { files } = this.v;
    const fileOf = (sq: string): number => sq.charCodeAt(0) - 97;
    const rankOf = (sq: string): number => Number(sq.slice(1));
    const king = castling[0]!.king;
    const sides = new Map<string, (typeof castling)[number]>();
    for (const c of castling) {
      const side = fileOf(c.rook) > fileOf(c.king) ? 'kingside' : 'queenside';
      const to = c.kingTo[0]!;
      const exact =
        c.king === king &&
        rankOf(c.king) === rankOf(c.rook) &&
        c.kingTo.length === 1 &&
        rankOf(to) === rankOf(c.king) &&
        fileOf(c.rookTo) === fileOf(to) + (side === 'kingside' ? -1 : 1) &&
        c.right === (side === 'kingside' ? 'K' : 'Q') &&
        !sides.has(side);
      if (!exact)
        return this.refuse(
          'castling',
          'Fairy-Stockfish castles one king on its first rank to a kingside and a queenside square, the rook beside it, rights K and Q',
        );
      sides.set(side, c);
    }
    const kingside = sides.get('kingside');
    const queenside = sides.get('queenside');
    const fileLetter = (f: number): string => String.fromCharCode(97 + f);
    this.key('castling', 'true');
    this.key('castlingRank', String(rankOf(king)));
    this.key('castlingKingFile', fileLetter(fileOf(king)));
    this.key('castlingKingsideFile', kingside ? kingside.kingTo[0]![0]! : fileLetter(files - 2));
    this.key('castlingQueensideFile', queenside ? queenside.kingTo[0]![0]! : fileLetter(2));
    if (kingside) this.key('castlingRookKingsideFile', kingside.rook[0]!);
    if (queenside) this.key('castlingRookQueensideFile', queenside.rook[0]!);
    const kingType = this.v.spec.setup[(rankOf(king) - 1) * files + fileOf(king)]! - 1;
    const rookTypes = new Set(
      castling.map((c) => this.v.spec.setup[(rankOf(c.rook) - 1) * files + fileOf(c.rook)]! - 1),
    );
    if (kingType < 0 || [...rookTypes].some((t) => t < 0))
      return this.refuse('castling', 'castling with squares the start position leaves empty is not written');
    this.key('castlingKingPiece', this.letters[kingType]!);
    this.key('castlingRookPieces', [...rookTypes].map((t) => this.letters[t]).join(''));
  }

  private promotion(): void {
    const rules = this.v.spec.promotion;
    if (rules.length === 0) return;
    if (rules.length > 1) return this.refuse('promotion', 'several promotion rules: Fairy-Stockfish has one');
    const rule = rules[0]!;
    const def = this.def.promotion![0]!;
    for (const field of ['squares', 'side', 'optional', 'limits', 'leaving'] as const)
      if (def[field] !== undefined)
        this.refuse(
          `promotion[0].${field}`,
          'only a promotion zone of whole ranks, compulsory, for both sides, is written',
        );
    const ranks = rule.ranks.map((r) => r + 1);
    this.key('promotionRegionWhite', ranks.map((r) => `*${r}`).join(' '));
    this.key('promotionRegionBlack', ranks.map((r) => `*${this.v.ranks - r + 1}`).join(' '));
    this.key('promotionPawnTypes', rule.pieces.map((t) => this.letters[t]).join(''));
    this.key('promotionPieceTypes', rule.to.map((t) => this.letters[t]).join(''));
    this.key('mandatoryPawnPromotion', 'true');
  }

  private drops(): void {
    const drops = this.def.drops;
    if (!drops) return;
    this.key('pieceDrops', 'true');
    this.key('capturesToHand', drops.capturesToHand === false ? 'false' : 'true');
    for (const field of ['noMate', 'free', 'keepPromoted', 'promoted', 'twoBoards', 'regions', 'perFile'] as const)
      if (drops[field] !== undefined) this.refuse(`drops.${field}`, 'not written by the ini writer');
    if (drops.resetsClock !== true)
      this.refuse('drops.resetsClock', 'Fairy-Stockfish resets its move-rule clock on every drop');
    if (drops.checks === false) this.key('dropChecks', 'false');
    if (drops.onePerFile?.length === 1) this.key('dropNoDoubled', this.letterOf(drops.onePerFile[0]!));
    else if (drops.onePerFile)
      this.refuse('drops.onePerFile', 'Fairy-Stockfish keeps one piece type off files at most');
    this.dropRanks(drops.ranks ?? {});
  }

  /** Only FSF's pawn is kept off ranks: off the first and the promotion zone unless two keys say otherwise. */
  private dropRanks(ranks: Record<string, number[]>): void {
    const all = Array.from({ length: this.v.ranks }, (_, r) => r + 1);
    const zone = (this.v.spec.promotion[0]?.ranks ?? []).map((r) => r + 1);
    for (const [id, allowed] of Object.entries(ranks)) {
      const t = this.v.spec.pieces.findIndex((p) => p.id === id);
      const same = (a: number[]): boolean => a.length === allowed.length && a.every((r) => allowed.includes(r));
      if (t !== this.pawnType || !all.filter((r) => r !== 1 && !zone.includes(r)).every((r) => allowed.includes(r))) {
        this.refuse(
          `drops.ranks.${id}`,
          'Fairy-Stockfish keeps only its pawn off ranks: the first and the promotion zone',
        );
        continue;
      }
      const first = allowed.includes(1);
      const inZone = zone.some((r) => allowed.includes(r));
      const expected = all.filter((r) => (r !== 1 || first) && (!zone.includes(r) || inZone));
      if (!same(expected))
        this.refuse(
          `drops.ranks.${id}`,
          'Fairy-Stockfish keeps its pawn off the first rank and the promotion zone, or neither',
        );
      if (first) this.key('firstRankPawnDrops', 'true');
      if (inZone) this.key('promotionZonePawnDrops', 'true');
    }
    if (this.pawnType >= 0 && !(this.v.spec.pieces[this.pawnType]!.id in ranks)) {
      this.key('firstRankPawnDrops', 'true');
      this.key('promotionZonePawnDrops', 'true');
    }
  }

  private end(): void {
    const end = this.def.end ?? {};
    const handled = new Set([
      'stalemate',
      'checkmate',
      'repetition',
      'moveRule',
      'forcedRepetition',
      'forcedMoveRule',
      'insufficientMaterial',
      'perpetualCheck',
      'moveRepetition',
      'victories',
    ]);
    for (const field of Object.keys(end)) if (!handled.has(field)) this.refuse(`end.${field}`, unwritten(field));
    const stalemate = end.stalemate ?? 'draw';
    if (stalemate === 'count' || stalemate === 'count-fewer')
      this.refuse('end.stalemate', 'stalemate decided by counting men is not written');
    else this.key('stalemateValue', stalemate);
    if (end.checkmate === 'win') this.key('checkmateValue', 'win');
    this.drawRules(end);
    if (end.perpetualCheck) this.key('perpetualCheckIllegal', 'true');
    if (end.moveRepetition) this.key('moveRepetitionIllegal', 'true');
    const dead = end.insufficientMaterial;
    if (dead !== undefined && typeof dead !== 'string')
      this.refuse('end.insufficientMaterial', 'material lists of dead positions: Fairy-Stockfish has no key for them');
    for (const [i, victory] of (end.victories ?? []).entries()) this.victory(victory, `end.victories[${i}]`);
  }

  /**
   * FSF's nMoveRule and nFoldRule are draws a player may claim (its optional game ends): exact where
   * nothing is forced, or (the importer's reading) the forced thresholds are the claims'; FIDE's forced
   * 75 moves and fivefold repetition, which FSF has no key for, are named in a comment of the section.
   */
  private drawRules(end: NonNullable<DefinitionFile['end']>): void {
    const repetition = end.repetition ?? 3;
    const moveRule = end.moveRule ?? 50;
    const forcedRepetition = end.forcedRepetition ?? 5;
    const forcedMoveRule = end.forcedMoveRule ?? 75;
    this.key('nMoveRule', String(moveRule));
    this.key('nFoldRule', String(repetition));
    const fide = forcedRepetition === 5 && forcedMoveRule === 75;
    if (fide && (repetition !== 5 || moveRule !== 75))
      this.comments.push(
        `the draws at ${moveRule} moves and ${repetition} repetitions are claims; FIDE's forced draws at 75 moves and 5 repetitions have no key in Fairy-Stockfish`,
      );
    else
      for (const [field, forced, claim] of [
        ['end.forcedRepetition', forcedRepetition, repetition],
        ['end.forcedMoveRule', forcedMoveRule, moveRule],
      ] as const)
        if (forced !== 0 && forced !== claim)
          this.refuse(
            field,
            "forced draws other than at the claims' thresholds or FIDE's (75 moves, fivefold repetition) have no key in Fairy-Stockfish, whose draws are claims",
          );
  }

  private victory(victory: NonNullable<NonNullable<DefinitionFile['end']>['victories']>[number], field: string): void {
    const letters = (ids: readonly string[]): string => ids.map(this.letterOf).join('');
    switch (victory.type) {
      case 'checks':
        return this.key('checkCounting', 'true');
      case 'reach': {
        if (victory.hold || victory.count !== undefined || victory.blockedWins || victory.safe)
          return this.refuse(field, 'a flag held, counted, blocked or safe is not written');
        const royal = victory.pieces.every((id) => this.v.spec.pieces.find((p) => p.id === id)?.royal);
        if (victory.reply && !royal)
          return this.refuse(field, "a flag with a reply is Racing Kings' rule, for the king alone");
        this.key('flagPiece', letters(victory.pieces));
        this.key('flagRegionWhite', victory.squares.join(' ') || '-');
        this.key('flagRegionBlack', (victory.blackSquares ?? victory.squares).join(' ') || '-');
        if (victory.reply) this.key('flagMove', 'true');
        return;
      }
      case 'material':
        if (victory.wins && !victory.reply && victory.atMost <= 1)
          return this.extinction('win', '*', victory.atMost, victory.opponentAtLeast ?? 0);
        if (victory.reply && !victory.wins && victory.atMost === 1 && !victory.opponentAtLeast) {
          this.extinction('loss', '*', 1, 2);
          return this.key('extinctionClaim', 'true');
        }
        return this.refuse(
          field,
          'Fairy-Stockfish reads only the bare king (reply) and losing every man, or all but one, to win',
        );
      case 'extinction':
        return this.extinction(
          victory.result ?? 'loss',
          letters(victory.pieces),
          victory.atMost ?? 0,
          victory.opponentAtLeast ?? 0,
        );
      default:
        return this.refuse(field, `Fairy-Stockfish has no key for a victory of type ${victory.type}`);
    }
  }

  private extinction(value: string, types: string, count: number, opponent: number): void {
    if (this.keys.some(([k]) => k === 'extinctionValue'))
      return this.refuse('end.victories', 'several extinction victories: Fairy-Stockfish has one');
    this.key('extinctionValue', value);
    this.key('extinctionPieceTypes', types);
    this.key('extinctionPieceCount', String(count));
    this.key('extinctionOpponentPieceCount', String(opponent));
  }

  private rules(): void {
    const rules = this.def.rules ?? {};
    for (const [field, value] of Object.entries(rules)) {
      if (field === 'mustCapture' && value === true) this.key('mustCapture', 'true');
      else if (field === 'noChecks' && value === true) this.key('checking', 'false');
      else if (field === 'atomic' && value) this.atomic(rules.atomic!.immune);
      else if (field === 'gating' && value === true) {
        // Seirawan's gating: FSF's gating alone gates nothing from hand (Cambodian's moves).
        this.key('gating', 'true');
        this.key('seirawanGating', 'true');
      } else if (value !== false) this.refuse(`rules.${field}`, unwritten(field));
    }
  }
  /** Atomic chess as FSF says it: explosions (blastOnCapture) that spare its pawns, the king pseudo-royal. */
  private atomic(immune: readonly string[]): void {
    const pawn = this.pawnType >= 0 ? this.v.spec.pieces[this.pawnType]!.id : null;
    if (immune.length !== 1 || immune[0] !== pawn)
      return this.refuse('rules.atomic.immune', "Fairy-Stockfish's explosions spare its pawns, and only them");
    if (!this.royalLetter) return this.refuse('rules.atomic', "Fairy-Stockfish's Atomic chess needs one king");
    this.extinction('loss', this.royalLetter, 0, 0);
    this.key('extinctionPseudoRoyal', 'true');
    this.key('blastOnCapture', 'true');
  }
}

/** The chess pawn's move parts (mfW, cfF en passant, imfnD): FSF's own pawn. */
const CHESS_PAWN = JSON.stringify(
  [...parseBetza('mfW'), ...parseBetza('cfF'), ...parseBetza('imfnD')].map((a, i) =>
    i === 1 ? { ...a, enPassantCapture: true } : i === 2 ? { ...a, enPassantTarget: true } : a,
  ),
);

function isChessPawn(atoms: readonly AtomSpec[]): boolean {
  return JSON.stringify(atoms) === CHESS_PAWN;
}

/** FSF's named piece types whose moves are plain Betza, with their moves' signatures (made when first asked). */
let namedSignatures: [string, string][] | null = null;

/** The first of FSF's named piece types not yet used that moves exactly as these atoms (`queen`), if any. */
function namedType(atoms: readonly AtomSpec[], used: ReadonlySet<string>): string | undefined {
  namedSignatures ??= Object.entries(FSF_PIECE_TYPES).flatMap(([key, type]) =>
    typeof type.moves === 'string' && type.moves !== 'pawn' && type.moves !== 'soldier'
      ? [[key, moveSignature(parseBetza(type.moves))] as [string, string]]
      : [],
  );
  const signature = moveSignature(atoms);
  return namedSignatures.find(([key, sig]) => sig === signature && !used.has(key))?.[0];
}

/** The white-relative leaps of an atom. */
function leapsOf(offset: readonly [number, number], dirs: readonly string[] | undefined): Set<string> {
  return new Set(
    orientations(offset[0], offset[1])
      .filter(([x, y]) => dirAllowed(x, y, dirs))
      .map(([x, y]) => vectorKey(x, y)),
  );
}

/** The leaps FSF reads from a Betza atom text, by the importer's reading; null where it refuses it. */
function fsfLeaps(text: string): Set<string> | null {
  let parts: { part: AtomDefinition }[];
  try {
    parts = readFsfBetza(text);
  } catch (e) {
    if (e instanceof BetzaError) return null;
    throw e;
  }
  const out = new Set<string>();
  for (const { part } of parts) {
    const atoms = part.betza
      ? parseBetza(part.betza)
      : [{ offset: (part.leap ?? part.ride)!, dirs: part.dirs } as Pick<AtomSpec, 'offset' | 'dirs'>];
    for (const a of atoms) for (const k of leapsOf(a.offset, a.dirs)) out.add(k);
  }
  return out;
}

/** One atom as FSF Betza (one or more of its atoms, each with its directions), or why not. */
function atomBetza(atom: AtomSpec, turned: boolean): string | { refused: string } {
  const unsupported = (['once', 'within', 'whenOn', 'initial', 'enPassantTarget', 'enPassantCapture'] as const).find(
    (f) => atom[f] !== undefined && atom[f] !== false,
  );
  if (unsupported) return { refused: `a move part with "${unsupported}" is not written (only the chess pawn's)` };
  if (atom.checks === false) return { refused: 'a move part that gives no check has no Betza in Fairy-Stockfish' };
  const [a, b] = atom.offset[0] >= atom.offset[1] ? atom.offset : [atom.offset[1], atom.offset[0]];
  const letter = LEAPER_LETTERS[vectorKey(a, b)];
  if (!letter) return { refused: `the leap (${a}, ${b}) has no Betza letter in Fairy-Stockfish` };
  let suffix: string;
  let lame = '';
  if (atom.kind === 'leap') suffix = letter;
  else if (atom.kind === 'lame' && (letter === 'N' || letter === 'Z')) {
    suffix = letter;
    lame = 'n';
  } else if (atom.kind === 'ride' && atom.min === 1 && !atom.parity && !atom.passOver) {
    if (atom.max === 1) suffix = letter;
    else if (atom.max === 0) suffix = letter === 'W' ? 'R' : letter === 'F' ? 'B' : letter + letter;
    else if (atom.max <= 9) suffix = `${letter}${atom.max}`;
    else return { refused: `a rider of range ${atom.max}: Fairy-Stockfish's Betza has one digit of range` };
  } else return { refused: `a ${atom.kind} move part is not written by the ini writer` };
  const mode = atom.mode === 'move' ? 'm' : atom.mode === 'capture' ? 'c' : '';
  const wanted = leapsOf(atom.offset, atom.dirs);
  // Greedy: the broadest prefixes whose leaps all belong, until every wanted leap is covered.
  const left = new Set(wanted);
  const chosen: string[] = [];
  for (const prefix of turned ? [...PREFIXES, ...ONE_SIDED_PREFIXES] : PREFIXES) {
    const got = fsfLeaps(`${prefix}${letter}`);
    if (!got || got.size === 0 || ![...got].every((k) => wanted.has(k)) || ![...got].some((k) => left.has(k))) continue;
    chosen.push(prefix);
    for (const k of got) left.delete(k);
    if (left.size === 0) break;
  }
  if (left.size > 0)
    return {
      refused: turned
        ? `the directions of ${letter} it moves in cannot be said in Fairy-Stockfish's Betza`
        : `the directions of ${letter} it moves in cannot be said in Fairy-Stockfish's Betza (it turns Black's moves round: say symmetry: rotate if the piece's are)`,
    };
  return chosen.map((prefix) => `${mode}${lame}${prefix}${suffix}`).join('');
}

/** The pieces' moves and the start as the written section reads back, compared with the definition's; what differs, or null. */
function readBackMismatch(loaded: LoadedVariant, back: LoadedVariant): string | null {
  const ours = loaded.variant;
  const theirs = back.variant;
  if (toFen(startPosition(ours)) !== toFen(startPosition(theirs)))
    return 'the written section reads back with another start position';
  for (const [t, p] of ours.spec.pieces.entries()) {
    const q = theirs.spec.pieces.find((x) => x.id.toLowerCase() === p.id.toLowerCase());
    if (!q) return `piece ${p.id} does not read back`;
    if (p.atoms.some((a) => a.initial)) continue; // FSF's pawn: its double step reads back as a region
    if (moveSignature(p.atoms) !== moveSignature(q.atoms) || p.royal !== q.royal)
      return `pieces[${t}] (${p.id}) reads back with other moves`;
  }
  return null;
}

/** An atom list as the set of (kind, leap, mode, range) it makes, whatever the directions' spelling. */
function moveSignature(atoms: readonly AtomSpec[]): string {
  const out = new Set<string>();
  for (const a of atoms) {
    const step = a.kind === 'ride' && a.min === 1 && a.max === 1;
    const kind = step ? 'leap' : a.kind;
    const range = a.kind === 'ride' && !step ? `${a.min}-${a.max}` : '';
    for (const k of leapsOf(a.offset, a.dirs)) out.add(`${kind}:${k}:${a.mode}:${range}:${a.checks ?? ''}`);
  }
  return [...out].sort().join(' ');
}
