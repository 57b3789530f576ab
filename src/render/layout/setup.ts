/**
 * The setup page of a print kit: the start position drawn with the counters' tokens, and a legend naming
 * every man and how many each side has, so the men can be set up from paper alone. A free setup (ECROS)
 * adds a second page: its rules in words, a blank worksheet of each side's setup ranks to fill in, and
 * how to write the chosen setup into a game record.
 */
import { chosenSetup, hasNumberedPositions, setupNumber } from '../../engine/chess960.js';
import { blackSetupSymmetry, freeSetupQuotas } from '../../engine/setup.js';
import type { VariantSpec } from '../../engine/spec.js';
import { squareOfSpec } from '../../engine/squares.js';
import { BLACK, sideName, type Variant, WHITE } from '../../engine/variant.js';
import { InputError } from '../../errors.js';
import { placementText } from '../../notation/fen.js';
import { theFont } from '../font.js';
import type { PrintOptions } from '../options.js';
import { halfTurn, type Item, type Page, type Scene } from '../scene.js';
import { boardDrawing, boardMarks, palette } from './board.js';
import { countersPerType, handPerType, menPerType } from './counters.js';
import { overlayItems, type ViewPiece } from './diagrams.js';
import {
  centredBaseline,
  FOOTER_MM,
  fitSize,
  GREY,
  HEADER_MM,
  header,
  INK,
  MIN_TEXT_MM,
  scaleBar,
  text,
} from './frame.js';
import { checkPrint, pageSize } from './paper.js';
import { wrapText } from './text-wrap.js';
import {
  blackFacesDown,
  counterLook,
  counterStyle,
  crown,
  FAMILY_MEANING,
  familyBand,
  longLeap,
  outline,
  pieceLook,
  pieceToken,
} from './token.js';
import { compiled, type VariantSource } from './variant.js';

const BODY = 2.8;
const LINE = 1.3;
const TOKEN = 6;
const ROW = 7.2;
const COLUMN_GAP = 5;

const list = (items: string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

/** The men of the start position as pieces to draw. */
function startPieces(v: Variant, setup: ArrayLike<number> = v.spec.setup): ViewPiece[] {
  const pieces: ViewPiece[] = [];
  Array.from(setup).forEach((code, sq) => {
    if (code === 0) return;
    const type = Math.abs(code) - 1;
    pieces.push({ x: sq % v.files, y: (sq / v.files) | 0, type, abbrev: v.spec.pieces[type]!.abbrev, white: code > 0 });
  });
  return pieces;
}

/** The start position the option `position` names; refused as that option (the command line's --position). */
function positionOption(v: Variant, which: string): Int16Array {
  try {
    return chosenSetup(v, which);
  } catch (e) {
    if (e instanceof InputError) throw new InputError(`position: ${e.message}`, null, 'position');
    throw e;
  }
}

/** A Chess960 variant's start positions, and which one the page draws. */
function chess960Words(v: Variant, placement: ArrayLike<number>): string {
  const n = setupNumber(v, placement);
  const numbered = hasNumberedPositions(v);
  const drawn =
    n === null
      ? 'This page draws one of them'
      : `This page draws start position ${n}${n === 518 ? ', the usual chess setup' : ''}`;
  const count = numbered ? '960 arrangements, numbered 0 to 959,' : 'an arrangement';
  const fen = `${placementText(v, Int16Array.from(placement))} w KQkq - 0 1`;
  const shuffled = v.spec.chess960Shuffled;
  const names = shuffled?.map((t) => v.spec.pieces[t]!.name.toLowerCase()) ?? [];
  const men = shuffled
    ? `the first rank's ${names.slice(0, -1).join(', ')} and ${names.at(-1)} men (the others keep their squares)`
    : 'the men of the first rank';
  return `Chess960: ${men} start in ${count} drawn before the game, the bishops on squares of both colours and the king between the rooks; Black's stand opposite White's. ${drawn} (fairyprint kit --position N or random draws another); a game record gives it as [FEN "${fen}"].`;
}

/** Paragraph lines from `y` (first baseline), returning the baseline after the last. */
function paragraph(items: Item[], s: string, x: number, y: number, width: number, size = BODY, fill = INK): number {
  for (const line of wrapText(s, width, size)) {
    items.push(text(x, y, line, size, 'start', fill));
    y += size * LINE;
  }
  return y;
}

/** Where each type stands at the start, in words: "a1, h1" (White's squares). */
function whiteSquares(v: Variant, type: number): string[] {
  const out: string[] = [];
  v.spec.setup.forEach((code, sq) => {
    if (code === type + 1) out.push(squareOfSpec(v.spec, sq));
  });
  return out;
}

/**
 * Legend rows: each type's token, name, abbreviation and count per side, in columns; then the promoted
 * forms (Shogi's), in a line of their own: no side starts with one. They are on the backs of the counters
 * when the kit prints `backs`, else counters of their own. Returns its height.
 */
function legend(v: Variant, x: number, y: number, width: number, mono: boolean, backs: boolean, items: Item[]): number {
  const [white, black] = [countersPerType(v, 'white'), countersPerType(v, 'black')];
  // Men set up in their promoted form (Kyoto shogi's Tokin) are their pieces' counters, turned over.
  const setUpTurned = menPerType(v, 'white');
  const turnedTo = (t: number): string => {
    const form = v.spec.pieces.findIndex((p) => p.promotedFrom === t);
    return form >= 0 && setUpTurned[form]! > 0 ? `, set up as ${v.spec.pieces[form]!.name}` : '';
  };
  const inHand = handPerType(v, 'white');
  const promotionOnly = new Set(v.spec.promotion.flatMap((p) => p.to));
  // A type no side starts with says where its men come from, not "× 0"; men in hand say so; sides that
  // start with different men (Orda's Horde) say each side's.
  const count = (t: number): string => {
    const [w, b] = [white[t]!, black[t]!];
    if (w === b && w > 0)
      return ` × ${w}${inHand[t]! > 0 ? `, ${inHand[t] === w ? '' : `${inHand[t]} `}in hand` : ''}${turnedTo(t)}`;
    if (w === b) return promotionOnly.has(t) ? ': by promotion only' : '';
    const none = promotionOnly.has(t) ? 'by promotion only' : 'none';
    return `: ${sideName(WHITE, v.spec)} ${w ? `× ${w}` : none}, ${sideName(BLACK, v.spec)} ${b ? `× ${b}` : none}`;
  };
  const rows = v.spec.pieces.flatMap((p, t) =>
    p.promotedFrom === undefined
      ? [{ type: t, p, label: `${p.name} (${p.abbrev})${count(t)}${p.royal ? ' · royal' : ''}` }]
      : [],
  );
  const widest = Math.max(...rows.map((r) => theFont().width(r.label, BODY)));
  const columns = Math.max(1, Math.min(4, Math.floor((width + COLUMN_GAP) / (2 * TOKEN + 3 + widest + COLUMN_GAP))));
  const perColumn = Math.ceil(rows.length / columns);
  const colW = (width - (columns - 1) * COLUMN_GAP) / columns;
  rows.forEach((r, i) => {
    const cx = x + Math.floor(i / perColumn) * (colW + COLUMN_GAP);
    const cy = y + (i % perColumn) * ROW;
    items.push({
      kind: 'group',
      id: `setup-legend-${r.p.id}`,
      translate: [cx + TOKEN / 2, cy + TOKEN / 2],
      items: pieceToken(v.spec, r.type, true, TOKEN, mono),
    });
    items.push({
      kind: 'group',
      translate: [cx + TOKEN * 1.5 + 1, cy + TOKEN / 2],
      items: pieceToken(v.spec, r.type, false, TOKEN, mono),
    });
    const label = r.label;
    items.push(
      text(
        cx + 2 * TOKEN + 3,
        centredBaseline(cy + TOKEN / 2, BODY),
        label,
        Math.max(MIN_TEXT_MM, fitSize(label, colW - 2 * TOKEN - 3, BODY)),
      ),
    );
  });
  const forms = v.spec.pieces.flatMap((p) =>
    p.promotedFrom === undefined ? [] : [`${p.name} (${p.abbrev}) of the ${v.spec.pieces[p.promotedFrom]!.name}`],
  );
  if (!forms.length) return perColumn * ROW;
  const top = y + perColumn * ROW + 1;
  const where = backs
    ? 'on the backs of the counters: a man promotes by turning over'
    : 'counters of their own: a man that promotes is replaced by one';
  const after = paragraph(
    items,
    `Promoted forms (${where}): ${list(forms)}.`,
    x,
    top + theFont().capHeight * BODY,
    width,
  );
  return after - y - BODY * LINE + 2;
}

/**
 * How to read the counters: the crown, the family bands and the move icon, each only if some man of this
 * variant carries it. Returns the height it takes (with the gap above it).
 */
function counterKey(spec: VariantSpec, x: number, y: number, width: number, mono: boolean, items: Item[]): number {
  // A man with a traditional face carries his characters alone: no crown, band or icon.
  const looks = spec.pieces.map((p, t) =>
    p.faces ? { figurine: null, family: null, royal: false } : pieceLook(spec, t),
  );
  const [white, black] = [sideName(WHITE, spec), sideName(BLACK, spec)];
  const ink = counterStyle('white', mono).ink;
  const entries: { sample: Item[]; words: string }[] = [];
  const { shape, sides } = counterLook(spec);
  // Who owns a man, where the counters' look says it.
  const body = (side: 'white' | 'black', d: number): Item => {
    const style = counterStyle(side, mono, sides);
    return outline(shape, d, 0, {
      fill: style.fill,
      stroke: side === 'white' ? style.ink : '#000000',
      strokeWidth: 0.2,
    });
  };
  if (blackFacesDown({ shape, sides })) {
    entries.push({
      sample: [
        { kind: 'group', translate: [-1.6, 0], items: [body('white', 3)] },
        { kind: 'group', translate: [1.6, 0], items: halfTurn([body('black', 3)]) },
      ],
      words: `${shape === 'pentagon' ? 'point' : 'letters'}: each man faces the opponent, ${white}'s up the board, ${black}'s down${sides === 'neutral' ? '; the counters are all alike, so a captured man serves his captor, turned round' : ''}`,
    });
  }
  if ((sides === 'red-black' || sides === 'blue-red') && !mono)
    entries.push({
      sample: [
        { kind: 'group', translate: [-1.6, 0], items: [body('white', 3)] },
        { kind: 'group', translate: [1.6, 0], items: [body('black', 3)] },
      ],
      words: `${sides === 'red-black' ? 'red' : 'blue'}: ${white}'s men (${white} moves first); ${sides === 'red-black' ? 'black' : 'red'}, with a second ring: ${black}'s`,
    });
  const royal = spec.pieces.filter((_, t) => looks[t]!.royal).map((p) => p.name);
  if (royal.length)
    entries.push({
      sample: [crown(-2, -1.4, 4, ink, '#ffffff')],
      words: `crown: royal, or lost with the game (${list(royal)})`,
    });
  for (const family of ['slider', 'passer', 'line-jumper', 'oblique-jumper'] as const) {
    if (looks.some((l) => l.family === family && !l.figurine))
      entries.push({ sample: familyBand(family, -3, -0.4, 6, 0.8, ink), words: FAMILY_MEANING[family] });
  }
  if (spec.pieces.some((p, t) => !p.faces && !looks[t]!.figurine)) {
    entries.push({
      sample: [
        { kind: 'rect', x: -2.5, y: -2.5, w: 5, h: 5, stroke: ink, strokeWidth: 0.15 },
        { kind: 'circle', cx: 0, cy: 0, r: 0.6, stroke: ink, strokeWidth: 0.25 },
        { kind: 'rect', x: 1, y: -2, w: 1, h: 1, fill: ink },
      ],
      words: `icon: the moves in miniature, as on the move card (ring: the man; filled: moves or captures; hollow: moves only; cross: captures only${spec.pieces.some((_, t) => longLeap(spec, t) !== null) ? '; a number in the ring: how many squares its leap goes' : ''})`,
    });
  }
  if (!entries.length) return 0;
  let at = y + 2;
  items.push(text(x, at + theFont().capHeight * BODY, 'Reading the counters', BODY, 'start', GREY));
  at += 5;
  for (const e of entries) {
    items.push({ kind: 'group', translate: [x + 3, at], items: e.sample });
    const lines = wrapText(e.words, width - 9, BODY);
    lines.forEach((line, i) => items.push(text(x + 9, centredBaseline(at, BODY) + i * BODY * LINE, line, BODY)));
    at += Math.max(5.5, lines.length * BODY * LINE + 1.5);
  }
  return at - y - 2.5;
}

export interface SetupPageOptions extends PrintOptions {
  /** Whether the counters are printed with backs (where a promoted form goes). */
  backs?: boolean;
  /** Setup options chosen for the kit (their tokens are printed on the counter sheet). */
  option?: readonly string[];
  /** A Chess960 variant's start position drawn: its number ("518") or "random" (default: the setup's). */
  position?: string;
}

/** The setup page, and for a free setup the worksheet page after it. */

/** The ranks a side's men start on, in words: "ranks 1, 2". */
function setupRanks(v: Variant, white: boolean): string {
  const ranks = [
    ...new Set(
      startPieces(v)
        .filter((p) => p.white === white)
        .map((p) => p.y + 1),
    ),
  ].sort((a, b) => a - b);
  return `rank${ranks.length === 1 ? '' : 's'} ${ranks.join(', ')}`;
}

/** Where Black's men stand, said from White's: opposite (mirrored or turned), or on their own ranks as drawn (Racing Kings). */
function blackPlacement(v: Variant): string {
  const symmetry = blackSetupSymmetry(v.spec);
  const [white, black] = [sideName(WHITE, v.spec), sideName(BLACK, v.spec)];
  if (symmetry === 'mirrored') return `${black} stands opposite, every man on the same file as ${white}'s`;
  if (symmetry === 'turned')
    return `${black} stands opposite, as ${white}'s men turned half round (the board rotated 180 degrees)`;
  return `${black} sets up on ${setupRanks(v, false)}, as shown`;
}

export function setupScene(source: VariantSource, options: SetupPageOptions = {}): Scene {
  const print = checkPrint(options);
  const v = compiled(source, options.faces);
  const spec = v.spec;
  const page = pageSize(print.paper, 'portrait');
  const m = print.margin;
  const width = page.width - 2 * m;
  const counts = menPerType(v, 'white');
  const men = counts.reduce((a, b) => a + b, 0);
  // Armies of different sizes (Manchu chess: Red's 11 against Black's 16) are counted each.
  const blackMen = menPerType(v, 'black').reduce((a, b) => a + b, 0);
  const menWords =
    men === blackMen
      ? `${men} men a side`
      : `${men} ${sideName(WHITE, spec)} and ${blackMen} ${sideName(BLACK, spec)} men`;
  // Men on the board at the start, without those in hand (Connect Four's board starts empty).
  const inHand = handPerType(v, 'white');
  const onBoard = men - inHand.reduce((a, b) => a + b, 0);
  const free = spec.freeSetup;
  const placement = options.position === undefined ? spec.setup : positionOption(v, options.position);

  // Legend first (its height decides the board's room), then the board as large as fits above it.
  const legendItems: Item[] = [];
  const rowsH = legend(v, 0, 0, width, print.mono, options.backs ?? false, legendItems);
  const legendH = rowsH + counterKey(spec, 0, rowsH, width, print.mono, legendItems);
  const words: string[] = [];
  words.push(
    free
      ? `The default arrangement, ${men} men a side: the one used when a game record gives no setup. Players may instead choose their own (next page).`
      : onBoard === 0
        ? 'The board starts empty.'
        : `${menWords}. ${sideName(WHITE, spec)} sets up on ${setupRanks(v, true)}; ${blackPlacement(v)}.`,
  );
  if (spec.chess960) words.push(chess960Words(v, placement));
  const held = inHand.flatMap((n, t) => {
    const name = spec.pieces[t]!.name;
    // "Disc × 21" as the legend counts, not a plural made up for every piece name.
    return n > 1 ? [`${name} × ${n}`] : n === 1 ? [`${/^[AEIOU]/i.test(name) ? 'an' : 'a'} ${name}`] : [];
  });
  // How they come in: a placement phase where a rule says so (Sittuyin, Placement chess), else drops or gating.
  const placing = v.rules.flatMap((r) => r.setupWords?.(v) ?? []);
  if (held.length > 0)
    words.push(
      `Each side ${onBoard === 0 ? '' : 'also '}holds ${held.length > 1 ? `${held.slice(0, -1).join(', ')} and ${held.at(-1)}` : held[0]} in hand, off the board${placing.length > 0 ? '.' : `: ${spec.rules.gating ? 'they come in by gating (see the rules)' : 'they come in by drops'}.`}`,
      ...placing,
    );
  for (const o of spec.setupOptions) {
    const [a, b] = o.swap.map((t) => spec.pieces[t]!);
    // The tokens that hide the two men are on the counter sheet only when the kit was made with the option.
    const cover = options.option?.includes(o.id)
      ? 'the mercenary tokens of the counter sheet'
      : 'two tokens that look alike (this kit prints none: coins will do)';
    words.push(
      `Option ${o.name}: a player may secretly exchange the start squares of the ${a!.name} (${whiteSquares(v, o.swap[0]).join(', ')} for White) and the ${b!.name} (${whiteSquares(v, o.swap[1]).join(', ')}), covering both with ${cover} until each is revealed.`,
    );
  }
  const wordsLines = words.flatMap((w) => wrapText(w, width, BODY));
  const top = m + HEADER_MM + 2;
  const bottom = page.height - m - FOOTER_MM;
  const boardRoomH = bottom - top - legendH - wordsLines.length * BODY * LINE - 10;
  const square = Math.max(
    4,
    Math.min(14, Math.floor(Math.min(width / (v.files + 1.6), boardRoomH / (v.ranks + 1.6)) * 2) / 2),
  );
  const drawing = boardDrawing(v, boardMarks(v, print.mono), square, print.mono);
  const overlay = overlayItems(
    { spec, files: v.files, ranks: v.ranks, pieces: startPieces(v, placement), marks: [], subject: null },
    square,
    print.mono,
    'setup',
    (x) => drawing.band + x * square,
    (y) => drawing.band + (v.ranks - 1 - y) * square,
  );
  const number = spec.chess960 ? setupNumber(v, placement) : null;
  const title = `${spec.name} · Setup${number === null ? '' : ` · start position ${number}`}`;
  const detail = `The start position with the counters · ${onBoard === 0 ? 'an empty board' : menWords} · ${sideName(WHITE, spec)} at the bottom, moving up`;
  const items: Item[] = [...header(page.width, m, title, detail)];
  items.push({
    kind: 'group',
    id: 'setup-board',
    translate: [m + (width - drawing.width) / 2, top],
    items: [...drawing.items, ...overlay],
  });
  let y = top + drawing.height + 4 + theFont().capHeight * BODY;
  for (const line of wordsLines) {
    items.push(text(m, y, line, BODY));
    y += BODY * LINE;
  }
  y += 1;
  items.push({ kind: 'group', id: 'setup-legend', translate: [m, y], items: legendItems });
  items.push(...scaleBar(m, page.height - m - FOOTER_MM + 3).items);
  const pages: Page[] = [{ width: page.width, height: page.height, name: free ? 'p1' : '', items }];
  if (free) pages.push(worksheetPage(v, page, print.margin, print.mono));
  return { title: `${spec.name} setup`, basename: 'setup', pages };
}

/** The worksheet page as it is written down the page: its items, and the top of what comes next. */
interface Flow {
  v: Variant;
  items: Item[];
  y: number;
  /** The left margin, and the width between the margins. */
  m: number;
  width: number;
}

function heading(f: Flow, s: string): void {
  f.items.push(text(f.m, f.y, s, 3.6));
  f.y += 5.5;
}

/** Ranks as the side counts them: Black's from its own end. */
function rankList(v: Variant, ranks: number[], black: boolean): string {
  return list(ranks.map((r) => String(black ? v.ranks - r : r + 1)));
}

/** A free setup's rules in words, one blank worksheet per side, and how to record the choice. */
function worksheetPage(v: Variant, page: { width: number; height: number }, m: number, mono: boolean): Page {
  const f: Flow = {
    v,
    m,
    width: page.width - 2 * m,
    y: m + HEADER_MM + 4,
    items: header(
      page.width,
      m,
      `${v.spec.name} · Setup worksheet`,
      `Choosing your own setup: the rules, a sheet for each side to fill in, and how to record it`,
    ),
  };
  setupRules(f);
  worksheet(f, false, mono);
  worksheet(f, true, mono);
  recordHowTo(f);
  f.items.push(...scaleBar(m, page.height - m - FOOTER_MM + 3).items);
  return { width: page.width, height: page.height, name: 'p2', items: f.items };
}

/** The free setup's rules, one bullet each. */
function setupRules(f: Flow): void {
  const { v, m, width } = f;
  const spec = v.spec;
  const free = spec.freeSetup!;
  const names = (types: number[]): string =>
    list(types.map((t) => `${spec.pieces[t]!.name} (${spec.pieces[t]!.abbrev})`));
  const men = free.counts.reduce((a, b) => a + b, 0);
  heading(f, 'Setup rules');
  const rules = [
    `Each player places all ${men} of their men on their own ${free.ranks.length} back ranks (White ranks ${rankList(v, free.ranks, false)}, Black ranks ${rankList(v, free.ranks, true)}), one man a square, every square filled.`,
    ...free.placement.map(
      (p) =>
        `${names(p.pieces)} stand on rank ${rankList(v, p.ranks, false)} only (Black: rank ${rankList(v, p.ranks, true)}).`,
    ),
    'White sets up first; then Black, who may look at White\u2019s setup. Without a chosen setup a side uses the default arrangement (previous page).',
  ];
  for (const r of rules) {
    f.y = paragraph(f.items, `• ${r}`, m, f.y, width);
    f.y += 0.8;
  }
  f.y += 3;
}

/**
 * One side's worksheet: the setup ranks as empty squares, file letters above and below, rank numbers
 * beside; what each rank takes, and the men to tick off.
 */
function worksheet(f: Flow, black: boolean, mono: boolean): void {
  const { v, m, width } = f;
  const spec = v.spec;
  const free = spec.freeSetup!;
  const square = Math.min(12, Math.floor(((width - 14) / v.files) * 2) / 2);
  heading(f, `${black ? 'Black' : 'White'}'s setup (write each man's abbreviation in its square)`);
  const ranks = free.ranks.map((r) => (black ? v.ranks - 1 - r : r)).sort((a, b) => b - a);
  const x0 = m + 7;
  const colors = palette(mono);
  const labelSize = 2.6;
  for (let file = 0; file < v.files; file++) {
    f.items.push(text(x0 + (file + 0.5) * square, f.y + 2.6, spec.fileLabels[file]!, labelSize, 'middle', GREY));
  }
  f.y += 4;
  ranks.forEach((rank, row) => {
    const ry = f.y + row * square;
    f.items.push(text(x0 - 2, centredBaseline(ry + square / 2, labelSize), String(rank + 1), labelSize, 'end', GREY));
    for (let file = 0; file < v.files; file++) {
      if (v.exists[rank * v.files + file] !== 1) continue;
      const restricted = free.placement.some((p) => p.ranks.includes(black ? v.ranks - 1 - rank : rank));
      f.items.push({
        kind: 'rect',
        id: `worksheet-${black ? 'b' : 'w'}-${spec.fileLabels[file]}${rank + 1}`,
        x: x0 + file * square,
        y: ry,
        w: square,
        h: square,
        fill: restricted ? colors.light : '#ffffff',
        stroke: INK,
        strokeWidth: 0.25,
      });
    }
  });
  f.y += ranks.length * square + 3;
  const quotas = freeSetupQuotas(v);
  const men = free.counts.reduce((a, b) => a + b, 0);
  const others = men - quotas.reduce((n, q) => n + q.bound.reduce((sum, b) => sum + b.count, 0), 0);
  const quota = quotas.map((q, i) => {
    const n = q.bound.reduce((sum, b) => sum + b.count, 0);
    const rank = `${i === 0 ? 'Rank' : 'rank'} ${rankList(v, [q.rank], black)}${n ? ' (shaded)' : ''}`;
    return n
      ? `${rank} takes the ${n} men that must stand there and ${q.others} of the ${others} others`
      : `${rank} takes ${q.others} of the ${others} others`;
  });
  f.y = paragraph(f.items, `${quota.join('; ')}.`, m + 7, f.y + 1, width - 7, BODY, GREY);
  f.y = tally(f, black, mono) + 4;
}

/**
 * Each man to place, as many boxes as the side has of him to tick off; the men bound to a rank shaded
 * as it is. Returns the bottom of the boxes.
 */
function tally(f: Flow, black: boolean, mono: boolean): number {
  const { v, m, width } = f;
  const spec = v.spec;
  const free = spec.freeSetup!;
  const men = free.counts.reduce((a, b) => a + b, 0);
  const cells: Item[] = [];
  const box = 2.6;
  const bound = new Set(freeSetupQuotas(v).flatMap((q) => q.bound.map((b) => b.type)));
  const order = [...free.counts.keys()]
    .filter((t) => free.counts[t]! > 0)
    .sort((a, b) => Number(bound.has(b)) - Number(bound.has(a)));
  const colors = palette(mono);
  let [x, y] = [0, 0];
  const rowH = box + 2;
  for (const t of order) {
    const abbrev = spec.pieces[t]!.abbrev;
    const count = free.counts[t]!;
    const w = theFont().width(abbrev, BODY) + 1 + count * (box + 0.6) + 1.2;
    if (x > 0 && x + w > width - 7) [x, y] = [0, y + rowH];
    const cell: Item[] = [text(0, centredBaseline(box / 2, BODY), abbrev, BODY)];
    for (let i = 0; i < count; i++) {
      cell.push({
        kind: 'rect',
        x: theFont().width(abbrev, BODY) + 1 + i * (box + 0.6),
        y: 0,
        w: box,
        h: box,
        fill: bound.has(t) ? colors.light : '#ffffff',
        stroke: INK,
        strokeWidth: 0.2,
      });
    }
    cells.push({
      kind: 'group',
      id: `tally-${black ? 'b' : 'w'}-${spec.pieces[t]!.id}`,
      translate: [x, y],
      items: cell,
    });
    x += w + 2;
  }
  const top = paragraph(
    f.items,
    `Tick each man off as you place him (${men} in all):`,
    m + 7,
    f.y + 0.5,
    width - 7,
    BODY,
    GREY,
  );
  f.items.push({
    kind: 'group',
    id: `tally-${black ? 'b' : 'w'}`,
    translate: [m + 7, top - theFont().capHeight * BODY],
    items: cells,
  });
  return top - theFont().capHeight * BODY + y + rowH;
}

/** How to write a chosen setup into a game record, and the default arrangement written that way. */
function recordHowTo(f: Flow): void {
  const { v, m, width } = f;
  const spec = v.spec;
  const free = spec.freeSetup!;
  heading(f, 'Writing the setup into a game record');
  /** The side's setup ranks as written in the tag, top rank first. */
  const rankRows = (black: boolean): string[] =>
    free.ranks
      .map((r) => (black ? v.ranks - 1 - r : r))
      .sort((a, b) => b - a)
      .map((rank) => placementRow(v, rank, black));
  const order = (black: boolean): string =>
    free.ranks
      .map((r) => (black ? v.ranks - r : r + 1))
      .sort((a, b) => b - a)
      .join(', then ');
  const how = [
    `Add a tag for each side that chose its own setup: [WhiteSetup "..."] and [BlackSetup "..."]. The value is that side's setup ranks as in a FEN position, the top rank first (White: rank ${order(false)}; Black: rank ${order(true)}), ranks separated by "/", files from ${spec.fileLabels[0]} to ${spec.fileLabels[v.files - 1]}. Abbreviations of two or more letters go in braces ({NS}); case does not matter. A side without a tag plays the default arrangement.`,
    'The default arrangement written this way:',
  ];
  for (const h of how) {
    f.y = paragraph(f.items, h, m, f.y, width);
    f.y += 0.8;
  }
  // One line per rank, so the tag reads like the worksheet: [WhiteSetup "<rank 2>/" then <rank 1>"].
  const code = 2.5;
  for (const [tag, black] of [
    ['WhiteSetup', false],
    ['BlackSetup', true],
  ] as const) {
    const rows = rankRows(black);
    const lines = rows.map((r, i) => `${i === 0 ? `[${tag} "` : ''}${r}${i < rows.length - 1 ? '/' : '"]'}`);
    const group: Item[] = lines.map((line, i) =>
      text(i === 0 ? 0 : theFont().width(`[${tag} "`, code), i * code * LINE, line, fitSize(line, width - 10, code)),
    );
    f.items.push({ kind: 'group', id: `record-${black ? 'black' : 'white'}`, translate: [m + 4, f.y], items: group });
    f.y += lines.length * code * LINE + 1;
  }
}

/** One rank of the setup in the FEN dialect: {ID} for long ids, digits for empty runs. */
function placementRow(v: Variant, rank: number, black: boolean): string {
  let s = '';
  let empty = 0;
  for (let f = 0; f < v.files; f++) {
    const code = v.spec.setup[rank * v.files + f]!;
    if (code === 0 || code > 0 === black) {
      empty++;
      continue;
    }
    if (empty) s += String(empty);
    empty = 0;
    const id = v.spec.pieces[Math.abs(code) - 1]!.id;
    const cased = black ? id.toLowerCase() : id.toUpperCase();
    s += id.length > 1 ? `{${cased}}` : cased;
  }
  return empty ? s + String(empty) : s;
}
