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
import { loadVariant, MAX_DEFINITION_BYTES, templateFile, variantIds } from '../api/files.js';
import { boardPicture, markPictures, movePaths as movePathsSvg, type Setup } from '../api/picture.js';
import { parseFen, pieces } from '../api/position.js';
import { type KitPreview, type PrintOptionValues, previewKit, writeKit } from '../api/print.js';
import { PRINT_OPTIONS, type PrintOptionSpec } from '../api/print-options.js';
import { type RecordPosition, replayRecords } from '../api/records.js';
import { formatPath, InputError, type Result } from '../api/result.js';
import { formatReport, type GameReport } from '../api/validate.js';
import { checkDefinition, type Variant } from '../api/variant.js';
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
const compiledCache = new Map<string, Variant>();
const COMPILED_LIMIT = 4;

/** The value of a result, or its error thrown (the server answers an InputError with a 400). */
function unwrap<T>(result: Result<T>): T {
  if (!result.ok) throw result.error;
  return result.value;
}

/**
 * The compiled variant. A template's own text loads the template file itself, so its files come out as
 * `fairyprint kit <id>` writes them; edited text is named <id>.yaml in messages, as the page shows it.
 */
export async function variantOf(req: VariantRequest): Promise<Variant> {
  const key = hash(`${req.id}\n${req.yaml}`);
  let loaded = compiledCache.get(key);
  if (!loaded) {
    if (await isTemplate(req)) loaded = unwrap(loadVariant(req.id));
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
      const { problems, variant } = checkDefinition(req.yaml, file);
      if (!variant) throw problems[0]!;
      loaded = variant;
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
  const file = templateFile(req.id);
  return file !== null && (await readFile(file, 'utf8')) === req.yaml;
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
    variantIds().map(async (id) => {
      const data = parse(await readFile(templateFile(id)!, 'utf8')) as {
        name: string;
        board: { files: number; ranks: number };
      };
      return { id, name: data.name, files: data.board.files, ranks: data.board.ranks };
    }),
  );
  return templateList;
}

export async function templateText(id: string): Promise<string> {
  const file = templateFile(id);
  if (file === null) throw new InputError(`unknown template "${id}"`);
  return readFile(file, 'utf8');
}

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

/** Squares of 10 mm, as the page lays its marks. */
const SQUARE_MM = 10;

/**
 * The position as `fairyprint diagram` draws it (no mark), where its squares lie, and every kind of
 * mark as the cards draw them, for the page to lay on the squares of the moves it finds.
 */
export async function boardArt(req: z.infer<typeof requests.board>): Promise<BoardArt> {
  const v = await variantOf(req);
  // The page's positions may be composed (set up by hand), as with --any-position.
  const subject = req.placement ? placed(v, req.placement) : unwrap(parseFen(v, req.fen, { anyPosition: true }));
  const options = { squareMm: SQUARE_MM, mono: req.mono ?? false };
  const picture = boardPicture(subject, options);
  const marks: Record<string, MarkArt> = {};
  for (const { tint, free, onMan, ...kind } of markPictures(v, options)) marks[markKey(kind)] = { tint, free, onMan };
  return {
    svg: picture.svg,
    width: picture.width,
    height: picture.height,
    origin: picture.origin,
    square: picture.squareMm,
    marks,
  };
}

/** The square of the server's number (rank by rank from a1, holes counted), or undefined. */
const squareOf = (v: Variant, n: number) => v.squares.find((s) => s.rank * v.files + s.file === n);

/**
 * The paths of a man's moves of several legs and his leaps over a screen, drawn as `fairyprint diagram
 * --square` draws them (inside the board's group, squares of 10 mm): the page lays its marks itself,
 * but a path needs the cards' curve and arrowhead.
 */
export async function movePaths(req: z.infer<typeof requests.paths>): Promise<{ markup: string }> {
  const v = await variantOf(req);
  const pos = unwrap(parseFen(v, req.fen, { anyPosition: true }));
  const square = squareOf(v, req.square)?.name;
  if (square === undefined || !pieces(pos).some((man) => man.square === square))
    throw new InputError('square: a square with a man expected');
  return { markup: movePathsSvg(pos, square, { squareMm: SQUARE_MM, mono: req.mono ?? false }) };
}

/**
 * A position being set up by hand, drawn as it stands: only its men (a position text would be checked
 * as one a game can reach, and a half-made one is not; the page checks it when play resumes).
 */
function placed(v: Variant, placement: readonly number[]): Setup {
  if (
    placement.length !== v.files * v.ranks ||
    placement.some((c) => !Number.isInteger(c) || Math.abs(c) > v.pieces.length)
  )
    throw new InputError('placement: one piece code per square expected');
  const men = v.squares.flatMap((s) => {
    const code = placement[s.rank * v.files + s.file]!;
    if (code === 0) return [];
    return [{ square: s.name, piece: v.pieces[Math.abs(code) - 1]!.name, side: code > 0 ? 'white' : 'black' } as const];
  });
  return { variant: v, men };
}

/** The kit's parts laid out as `fairyprint kit` lays them out (on a job's worker: see jobs.ts). */
export async function kitLayout(req: VariantRequest & PrintRequest): Promise<KitPreview> {
  return previewKit(await variantOf(req), printOptions(req));
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

/**
 * The record validated as `fairyprint validate --variant` does it (the variant the page has), with the
 * CLI's text report and each position reached on the way, for the page to step through.
 */
export async function validate(
  req: z.infer<typeof requests.validate>,
): Promise<{ reports: (GameReport & { text: string })[]; games: RecordPosition[][] }> {
  const games = replayRecords(req.pgn, await variantOf(req), { file: 'game.pgn' });
  return {
    reports: games.map(({ report }) => ({ ...report, text: formatReport(report) })),
    games: games.map((g) => [...g.positions]),
  };
}
