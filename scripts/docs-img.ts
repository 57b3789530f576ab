/**
 * `npm run docs:img`: the pictures of README.md, docs/printing.md and docs/define-a-variant.md, made by the commands a
 * user runs (in this process, files to a temporary folder), then put side by side or cropped and
 * written to docs/img/ as small PNGs. Rerun it whenever what the kit draws changes.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PNG } from 'pngjs';
import { runCli } from '../test/helpers/cli.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const imgDir = join(root, 'docs/img');
const work = mkdtempSync(join(tmpdir(), 'fairyprint-docs-img-'));

/** The Betza atlas's pieces drawn on e5 (docs/betza.yaml), with the men a modifier needs around them. */
const BETZA_PICTURES: { id: string; fen: string }[] = [
  ...['W', 'F', 'D', 'N', 'A', 'H', 'C', 'Z', 'G', 'K', 'R', 'B', 'Q', 'NN', 'R2', 'FR'].map((id) => ({
    id,
    fen: lone(id),
  })),
  // Black men on d6 and f6, for the pawn-like piece to capture diagonally forward.
  { id: 'FW', fen: '9/9/9/3w1k3/4{FW}4/9/9/9/9 w - - 0 1' },
  // A man on e6 blocks the lame knight's leaps toward d7 and f7.
  { id: 'LN', fen: '9/9/9/4w4/4{LN}4/9/9/9/9 w - - 0 1' },
];

function lone(id: string): string {
  return `9/9/9/9/4${id.length > 1 ? `{${id}}` : id}4/9/9/9/9 w - - 0 1`;
}

/** Runs a fairyprint command line (in this process, as the tests do); its --json output lists the files written. */
async function fairyprint(...args: string[]): Promise<string[]> {
  const run = await runCli([...args, '--json']);
  if (run.code !== 0) throw new Error(`fairyprint ${args.join(' ')}: exit ${run.code}\n${run.err}`);
  return (JSON.parse(run.out) as { files: { path: string }[] }).files.map((f) => f.path);
}

interface Image {
  width: number;
  height: number;
  data: Buffer;
}

const read = (path: string): Image => PNG.sync.read(readFileSync(path));

function blank(width: number, height: number, grey = 255): Image {
  return { width, height, data: Buffer.alloc(width * height * 4, grey) };
}

function paste(into: Image, image: Image, x: number, y: number): void {
  for (let row = 0; row < image.height; row++) {
    image.data.copy(into.data, ((y + row) * into.width + x) * 4, row * image.width * 4, (row + 1) * image.width * 4);
  }
}

/** Pages side by side on a light grey ground, each framed by a thin darker line, as sheets on a table. */
function sideBySide(images: Image[], gap = 12): Image {
  const height = Math.max(...images.map((i) => i.height)) + 2 * gap;
  const width = images.reduce((w, i) => w + i.width + gap, gap);
  const sheet = blank(width, height, 228);
  let x = gap;
  for (const image of images) {
    paste(sheet, blank(image.width + 2, image.height + 2, 170), x - 1, gap - 1);
    paste(sheet, image, x, gap);
    x += image.width + gap;
  }
  return sheet;
}

/** Images in a grid of rows, without frames (the tiles of a board, as they are put together). */
function grid(rows: Image[][], gap: number): Image {
  const width = Math.max(...rows.map((r) => r.reduce((w, i) => w + i.width + gap, -gap)));
  const height = rows.reduce((h, r) => h + Math.max(...r.map((i) => i.height)) + gap, -gap);
  const sheet = blank(width, height, 228);
  let y = 0;
  for (const row of rows) {
    let x = 0;
    for (const image of row) {
      paste(sheet, image, x, y);
      x += image.width + gap;
    }
    y += Math.max(...row.map((i) => i.height)) + gap;
  }
  return sheet;
}

function crop(image: Image, x: number, y: number, width: number, height: number): Image {
  const out = blank(width, height);
  for (let row = 0; row < height; row++) {
    image.data.copy(
      out.data,
      row * width * 4,
      ((y + row) * image.width + x) * 4,
      ((y + row) * image.width + x + width) * 4,
    );
  }
  return out;
}

function write(name: string, image: Image): void {
  const png = new PNG({ width: image.width, height: image.height });
  image.data.copy(png.data);
  const bytes = PNG.sync.write(png, { colorType: 2, deflateLevel: 9 });
  writeFileSync(join(imgDir, name), bytes);
  console.log(`docs/img/${name}: ${image.width}x${image.height}, ${Math.round(bytes.length / 1024)} KB`);
}

const byName = (files: string[], name: string): string => {
  const file = files.find((f) => f.endsWith(`/${name}`));
  if (!file) throw new Error(`no ${name} among ${files.join(', ')}`);
  return file;
};

try {
  // A kit's parts, one page each: board, setup, counters, the first sheet of cards.
  const kit = await fairyprint('kit', 'chess-legions', '--format', 'png', '--dpi', '40', '--out', join(work, 'kit'));
  write(
    'kit.png',
    sideBySide(['board.png', 'setup.png', 'counters.png', 'cards-p1.png'].map((n) => read(byName(kit, n)))),
  );

  // Chess960's setup pages: start position 518 (chess's own) and 0.
  const setups = await Promise.all(
    ['518', '0'].map(async (n) => {
      const files = await fairyprint(
        'kit',
        'chess960',
        '--position',
        n,
        '--format',
        'png',
        '--dpi',
        '60',
        '--out',
        join(work, `c960-${n}`),
      );
      return read(byName(files, 'setup.png'));
    }),
  );
  write('chess960-setup.png', sideBySide(setups));

  // The top row of a card sheet, large enough to read.
  const cards = await fairyprint(
    'cards',
    'chess-legions',
    '--format',
    'png',
    '--dpi',
    '110',
    '--out',
    join(work, 'cards'),
  );
  const sheet = read(byName(cards, 'cards-p1.png'));
  const inch = 110 / 25.4;
  write(
    'cards.png',
    crop(sheet, Math.round(10 * inch), Math.round(12 * inch), Math.round(190 * inch), Math.round(90 * inch)),
  );

  // ECROS's 20x20 board: four tiles as they go together, and the assembly map.
  const ecros = await fairyprint('board', 'ecros', '--format', 'png', '--dpi', '30', '--out', join(work, 'ecros'));
  const tiles = grid(
    [
      ['board-r1c1.png', 'board-r1c2.png'],
      ['board-r2c1.png', 'board-r2c2.png'],
    ].map((row) => row.map((n) => read(byName(ecros, n)))),
    6,
  );
  write('ecros-tiles.png', sideBySide([tiles, read(byName(ecros, 'board-map.png'))]));

  // Shogi's and Xiangqi's setups, with their own counters and boards.
  const shogi = await fairyprint(
    'diagram',
    'shogi',
    '--format',
    'png',
    '--dpi',
    '80',
    '--out',
    join(work, 'east'),
    '--name',
    'shogi',
  );
  const xiangqi = await fairyprint(
    'diagram',
    'xiangqi',
    '--format',
    'png',
    '--dpi',
    '80',
    '--out',
    join(work, 'east'),
    '--name',
    'xiangqi',
  );
  write('shogi-xiangqi.png', sideBySide([read(shogi[0]!), read(xiangqi[0]!)]));

  // Seirawan chess's setup page down to its legend: the board, and the Hawk and Elephant each side holds in hand.
  const seirawan = await fairyprint(
    'kit',
    'seirawan',
    '--format',
    'png',
    '--dpi',
    '60',
    '--out',
    join(work, 'seirawan'),
  );
  const setupPage = read(byName(seirawan, 'setup.png'));
  write('seirawan-setup.png', crop(setupPage, 0, 0, setupPage.width, Math.round((215 * 60) / 25.4)));

  // The regions the rules give, drawn on boards whose definitions mark none: King of the Hill's hill,
  // Makruk's promotion zones.
  const regions = await Promise.all(
    ['kingofthehill', 'makruk'].map(async (id) =>
      read(
        byName(await fairyprint('board', id, '--format', 'png', '--dpi', '50', '--out', join(work, id)), 'board.png'),
      ),
    ),
  );
  write('rule-regions.png', sideBySide(regions));

  // What the table keeps besides the board: ECROS's score sheet, its trackers and a player aid.
  const table = await fairyprint('kit', 'ecros', '--format', 'png', '--dpi', '45', '--out', join(work, 'table'));
  write(
    'score-sheet.png',
    sideBySide(['score.png', 'score-trackers.png', 'aids-white.png'].map((n) => read(byName(table, n)))),
  );

  // Standing pieces: the first strips of a chess set, large enough to see the folds.
  const standing = await fairyprint(
    'kit',
    'chess',
    '--pieces',
    'standing',
    '--format',
    'png',
    '--dpi',
    '90',
    '--out',
    join(work, 'standing'),
  );
  const strips = read(byName(standing, 'standing-p1.png'));
  const inch90 = 90 / 25.4;
  write(
    'standing.png',
    crop(strips, Math.round(8 * inch90), Math.round(8 * inch90), Math.round(194 * inch90), Math.round(100 * inch90)),
  );

  // Janggi's kit: the board with its palaces, the setup, the move cards (palace diagonals, the cannon).
  const janggi = await fairyprint('kit', 'janggi', '--format', 'png', '--dpi', '40', '--out', join(work, 'janggi'));
  write('janggi-kit.png', sideBySide(['board.png', 'setup.png', 'cards.png'].map((n) => read(byName(janggi, n)))));

  // The traditional faces: each family's first counter sheet, down to its counters, beside its board.
  for (const id of ['shogi', 'xiangqi', 'janggi', 'makruk']) {
    const files = [
      ...(await fairyprint('counters', id, '--format', 'png', '--dpi', '60', '--out', join(work, `faces-${id}`))),
      ...(await fairyprint('board', id, '--format', 'png', '--dpi', '40', '--out', join(work, `faces-${id}`))),
    ];
    const sheet = read(byName(files, 'counters.png'));
    const counters = crop(sheet, 0, 0, sheet.width, Math.round((112 / 297) * sheet.height));
    write(`faces-${id}.png`, sideBySide([counters, read(byName(files, 'board.png'))]));
  }

  for (const { id, fen } of BETZA_PICTURES) {
    const [file] = await fairyprint(
      'diagram',
      join(root, 'docs/betza.yaml'),
      '--fen',
      fen,
      '--any-position',
      '--square',
      'e5',
      '--format',
      'png',
      '--dpi',
      '55',
      '--out',
      join(work, 'betza'),
      '--name',
      `betza-${id}`,
    );
    write(`betza-${id}.png`, read(file!));
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
