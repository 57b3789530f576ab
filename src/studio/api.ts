/**
 * What the studio page asks of Node: the templates, and whatever needs the font, pdfkit, resvg or files
 * (preview pages, the board drawing, game validation, the kit). Each answer is made by the library the
 * CLI uses, so the page shows and downloads what the commands would write. The kit's layout and files
 * are made on worker threads (jobs.ts); the rest here, on the server's thread.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { parse } from 'yaml';
import { z } from 'zod';
import { MAX_DEFINITION_BYTES } from '../api/files.js';
import type { PrintOptionValues } from '../api/print.js';
import { PRINT_OPTIONS, type PrintOptionSpec } from '../api/print-options.js';
import { InputError } from '../api/result.js';
import {
  boardDrawing,
  boardMarks,
  boardPoints,
  checkDefinitionText,
  DEFAULT_DPI,
  type DiagramMark,
  formatPath,
  formatText,
  type GameReport,
  type Item,
  itemMarkup,
  kitScenes,
  type LoadedVariant,
  loadVariant,
  type MarkMode,
  moveFrom,
  moveTo,
  overlayItems,
  Position,
  pageFileName,
  parseFen,
  positionMarks,
  positionScene,
  renderFiles,
  resolveVariantFile,
  type Scene,
  squareName,
  templateIds,
  toFen,
  type Variant,
  validateText,
  writeKit,
} from '../api/studio-server.js';
import { markKey } from './marks.js';

/** The variant the page is editing: a template's id and the definition's text (maybe edited). */
const variantFields = { id: z.string(), yaml: z.string() };
export type VariantRequest = z.infer<z.ZodObject<typeof variantFields>>;

/** The kit's options the page offers, as the library declares them (src/api/print-options.ts) and `fairyprint kit` takes them. */
const PRINT_REQUEST = ['paper', 'dpi', 'mono', 'backs', 'format', 'cardSize', 'spares', 'option'] as const;
export type PrintRequest = Pick<PrintOptionValues, (typeof PRINT_REQUEST)[number]>;

/** A print option's type in a request, from its declaration (the library checks its value). */
function optionSchema(spec: PrintOptionSpec): z.ZodType {
  const one =
    spec.type === 'number'
      ? z.number()
      : spec.type === 'boolean'
        ? z.boolean()
        : spec.choices
          ? z.enum(spec.choices as readonly [string, ...string[]])
          : z.string();
  return (spec.list ? z.array(one) : one).optional();
}

/** Each route's request body; a key not listed is refused, as a definition's are. */
export const requests = {
  board: z.strictObject({
    ...variantFields,
    fen: z.string(),
    placement: z.array(z.number()).optional(),
    mono: z.boolean().optional(),
  }),
  paths: z.strictObject({ ...variantFields, fen: z.string(), square: z.number(), mono: z.boolean().optional() }),
  // Built from the declarations, so its type is PrintRequest's only by construction.
  print: z.strictObject({
    ...variantFields,
    ...Object.fromEntries(PRINT_REQUEST.map((name) => [name, optionSchema(PRINT_OPTIONS[name])])),
  }) as unknown as z.ZodType<VariantRequest & PrintRequest>,
  validate: z.strictObject({ ...variantFields, pgn: z.string() }),
};

/** The body as the schema wants it, or the first thing wrong with it as a 400's message. */
export function checkRequest<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const where = issue.path.length ? formatPath(issue.path as (string | number)[]) : 'the request';
  throw new InputError(`${where}: ${issue.message}`);
}

/** The last few variants compiled, by their text: a session of edits must not keep every one (~1-25 MB each). */
const compiledCache = new Map<string, LoadedVariant>();
const COMPILED_LIMIT = 4;

/**
 * The compiled variant. A template's own text loads the template file itself, so its files come out as
 * `fairyprint kit <id>` writes them; edited text is named <id>.yaml in messages, as the page shows it.
 */
export async function variantOf(req: VariantRequest): Promise<LoadedVariant> {
  const key = hash(`${req.id}\n${req.yaml}`);
  let loaded = compiledCache.get(key);
  if (!loaded) {
    if (await isTemplate(req)) loaded = loadVariant(req.id);
    else {
      const file = `${safeId(req.id)}.yaml`;
      // The command line's limit, in its words: a larger text takes the server seconds to compile.
      const size = Buffer.byteLength(req.yaml);
      if (size > MAX_DEFINITION_BYTES)
        throw new InputError(`definition is ${size} bytes; the limit is ${MAX_DEFINITION_BYTES}`, {
          file,
          line: 1,
          column: 1,
        });
      const { problems, result } = checkDefinitionText(req.yaml, file);
      if (!result) throw problems[0]!;
      loaded = result;
    }
  }
  // Most recently used last; the least recently used goes first.
  compiledCache.delete(key);
  compiledCache.set(key, loaded);
  if (compiledCache.size > COMPILED_LIMIT) compiledCache.delete(compiledCache.keys().next().value!);
  return loaded;
}

/** Whether the text is a template's own, unedited. */
async function isTemplate(req: VariantRequest): Promise<boolean> {
  return templateIds().includes(req.id) && (await readFile(resolveVariantFile(req.id), 'utf8')) === req.yaml;
}

export const hash = (text: string): string => createHash('sha256').update(text).digest('hex').slice(0, 20);
const safeId = (id: string): string => (/^[a-z0-9][a-z0-9-]*$/.test(id) ? id : 'definition');

let templateList: Promise<{ id: string; name: string; files: number; ranks: number }[]> | null = null;

/**
 * The templates' ids, names and board sizes, read from their text (compiling all of them would take
 * seconds); started when the server starts, so the page's first question finds it ready.
 */
export function templates(): Promise<{ id: string; name: string; files: number; ranks: number }[]> {
  templateList ??= Promise.all(
    templateIds().map(async (id) => {
      const data = parse(await readFile(resolveVariantFile(id), 'utf8')) as {
        name: string;
        board: { files: number; ranks: number };
      };
      return { id, name: data.name, files: data.board.files, ranks: data.board.ranks };
    }),
  );
  return templateList;
}

export async function templateText(id: string): Promise<string> {
  if (!templateIds().includes(id)) throw new InputError(`unknown template "${id}"`);
  return readFile(resolveVariantFile(id), 'utf8');
}

const MODES: MarkMode[] = ['both', 'move', 'capture', 'drop', 'drop-loses'];

/** A mark's look: the markup of its square's tint and of its shape, on a free square and on a man. */
export interface MarkArt {
  tint: string;
  free: string;
  onMan: string;
}

/** A position drawn for the page, with where its squares lie and every kind of mark by its markKey. */
export interface BoardArt {
  svg: string;
  width: number;
  height: number;
  /** Where square a1's column and the top rank start inside the drawing's group (#position). */
  origin: number;
  square: number;
  marks: Record<string, MarkArt>;
}

/**
 * The position as `fairyprint diagram` draws it (no mark), where its squares lie, and every kind of
 * mark as the cards draw them, for the page to lay on the squares of the moves it finds.
 */
export async function boardArt(req: z.infer<typeof requests.board>): Promise<BoardArt> {
  const v = (await variantOf(req)).variant;
  const pos = req.placement ? placed(v, req.placement) : parseFen(v, req.fen, { anyPosition: true });
  const square = 10;
  const mono = req.mono ?? false;
  const page = positionScene(v, pos, { squareMm: square, mono }).pages[0]!;
  const { band } = boardDrawing(v, boardMarks(v), square, mono, boardPoints(v), true);
  const marks: Record<string, MarkArt> = {};
  for (const mode of MODES) {
    for (const bits of [0, 1, 2, 3, 4, 5, 6, 7]) {
      const mark: DiagramMark = {
        x: 0,
        y: 0,
        mode,
        jump: (bits & 1) !== 0,
        initial: (bits & 2) !== 0,
        once: (bits & 4) !== 0,
      };
      marks[markKey(mark)] = markArt(v.spec, mark, square, mono);
    }
  }
  return {
    svg: markupOf(page.items, page.width, page.height),
    width: page.width,
    height: page.height,
    origin: band,
    square,
    marks,
  };
}

/**
 * The paths of a man's moves of several legs and his leaps over a screen, drawn as `fairyprint diagram
 * --square` draws them (inside the board's group, squares of 10 mm): the page lays its marks itself,
 * but a path needs the cards' curve and arrowhead.
 */
export async function movePaths(req: z.infer<typeof requests.paths>): Promise<{ markup: string }> {
  const v = (await variantOf(req)).variant;
  // The page's positions may be composed (set up by hand), as with --any-position.
  const pos = parseFen(v, req.fen, { anyPosition: true });
  if (!Number.isInteger(req.square) || req.square < 0 || req.square >= v.size || pos.board[req.square] === 0)
    throw new InputError('square: a square with a man expected');
  const s = 10;
  const mono = req.mono ?? false;
  const { band } = boardDrawing(v, boardMarks(v), s, mono, boardPoints(v), true);
  const pieces = [];
  for (let sq = 0; sq < v.size; sq++) {
    const code = pos.board[sq]!;
    if (code !== 0)
      pieces.push({ x: sq % v.files, y: (sq / v.files) | 0, type: Math.abs(code) - 1, abbrev: '', white: code > 0 });
  }
  const view = {
    spec: v.spec,
    files: v.files,
    ranks: v.ranks,
    pieces,
    marks: positionMarks(pos, req.square),
    subject: { x: req.square % v.files, y: (req.square / v.files) | 0 },
  };
  const items = overlayItems(
    view,
    s,
    mono,
    'p',
    (x) => band + x * s,
    (y) => band + (v.ranks - 1 - y) * s,
  );
  // The paths are what is neither a square's tint (a rect) nor a mark or a man (both have ids).
  return { markup: markup(items.filter((it) => it.kind !== 'rect' && !it.id)) };
}

/**
 * A position being set up by hand, drawn as it stands: only its men (a position text would be checked
 * as one a game can reach, and a half-made one is not; the page checks it when play resumes).
 */
function placed(v: Variant, placement: readonly number[]): Position {
  if (placement.length !== v.size || placement.some((c) => !Number.isInteger(c) || Math.abs(c) > v.nTypes))
    throw new InputError('placement: one piece code per square expected');
  const pos = new Position(v);
  pos.board.set(placement);
  return pos;
}

function markArt(
  spec: Parameters<typeof overlayItems>[0]['spec'],
  mark: DiagramMark,
  s: number,
  mono: boolean,
): MarkArt {
  const view = (onMan: boolean) => ({
    spec,
    files: 1,
    ranks: 1,
    pieces: onMan ? [{ x: 0, y: 0, type: 0, abbrev: '', white: true }] : [],
    marks: [mark],
    subject: null,
  });
  const at = (): number => 0;
  const free = overlayItems(view(false), s, mono, 'm', at, at);
  // On a man: the tint, the man (left out: the page has him), then the mark in the corner.
  const onMan = overlayItems(view(true), s, mono, 'm', at, at).filter((it) => !it.id?.startsWith('m-piece'));
  const tint = mono ? [] : free.slice(0, 1);
  const shapes = (items: Item[]): Item[] => (mono ? items : items.slice(1));
  return { tint: markup(tint), free: markup(shapes(free)), onMan: markup(shapes(onMan)) };
}

function markup(items: readonly Item[]): string {
  const clips: string[] = [];
  const body = items.map((it) => itemMarkup(it, clips)).join('');
  return clips.length ? `<defs>${clips.join('')}</defs>${body}` : body;
}

/** Items as an SVG fragment in mm (the page's own font-face names DejaVu Sans, as the files embed it). */
function markupOf(items: readonly Item[], w: number, h: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}"><g font-family="'DejaVu Sans', sans-serif">${markup(items)}</g></svg>`;
}

/** One page of the kit as a preview: its part, its file name and its paper size. */
export interface PreviewPage {
  part: string;
  file: string;
  width: number;
  height: number;
}

/** The kit's parts laid out as `fairyprint kit` lays them out (on a job's worker: see jobs.ts). */
export async function kitLayout(req: VariantRequest & PrintRequest): Promise<Scene[]> {
  return kitScenes(await variantOf(req), printOptions(req)).scenes;
}

/** The preview's list of pages. */
export function previewPages(scenes: readonly Scene[]): PreviewPage[] {
  return scenes.flatMap((scene) =>
    scene.pages.map((page) => ({
      part: scene.basename,
      file: pageFileName(scene, page, 'svg'),
      width: page.width,
      height: page.height,
    })),
  );
}

/** A page of a kit's parts as the SVG file the CLI writes (the font subset embedded), or null. */
export async function pageSvg(scenes: readonly Scene[], file: string): Promise<Buffer | null> {
  for (const scene of scenes) {
    const page = scene.pages.find((p) => pageFileName(scene, p, 'svg') === file);
    if (!page) continue;
    for await (const f of renderFiles({ ...scene, pages: [page] }, ['svg'], DEFAULT_DPI)) return f.data;
  }
  return null;
}

/** The kit's files (names in the folder) and kit.pdf's page count. */
export interface KitFiles {
  files: { name: string; bytes: number }[];
  pages: number;
}

/** The kit written into `dir` as `fairyprint kit --out <dir>` writes it (on a job's worker: see jobs.ts). */
export async function kitFiles(req: VariantRequest & PrintRequest, dir: string): Promise<KitFiles> {
  const result = await writeKit(await variantOf(req), { ...printOptions(req), out: dir });
  return {
    files: result.files.map((f) => ({ name: f.path.slice(dir.length + 1), bytes: f.bytes })),
    pages: result.pages,
  };
}

/** The request's print options as the library takes them. */
export function printOptions(req: PrintRequest) {
  return {
    paper: req.paper ?? 'a4',
    mono: req.mono ?? false,
    backs: req.backs ?? false,
    ...(req.dpi !== undefined ? { dpi: req.dpi } : {}),
    ...(req.format ? { format: req.format } : {}),
    ...(req.cardSize !== undefined ? { cardSize: req.cardSize } : {}),
    ...(req.spares !== undefined ? { spares: req.spares } : {}),
    ...(req.option ? { option: req.option } : {}),
  };
}

/** One position of a replayed game: the move that led to it (null at the start) and its squares. */
export interface ReplayedPly {
  fen: string;
  from: string | null;
  to: string | null;
}

/**
 * The record validated as `fairyprint validate --variant` does it (the variant the page has), with the
 * CLI's text report and each position reached on the way, for the page to step through.
 */
export async function validate(
  req: z.infer<typeof requests.validate>,
): Promise<{ reports: (GameReport & { text: string })[]; games: ReplayedPly[][] }> {
  const loaded = await variantOf(req);
  const games: ReplayedPly[][] = [];
  const v = loaded.variant;
  let plies: ReplayedPly[] = [];
  const reports = validateText(req.pgn, {
    file: 'game.pgn',
    // The variant compiled here, as `--variant` would load it, without a file for the validator to read.
    loaded,
    onPosition: (pos, move) => {
      if (move === null) games.push((plies = []));
      plies.push({
        fen: toFen(pos),
        from: move === null ? null : squareName(v, moveFrom(move)),
        to: move === null ? null : squareName(v, moveTo(move)),
      });
    },
  });
  return { reports: reports.map((r) => ({ ...r, text: formatText(r) })), games };
}
