/**
 * The studio page in a real Chromium (test/helpers/browser.ts), built and served as static files by a
 * plain file server (no fairyprint process: the page does everything itself), and the same through
 * `fairyprint studio`: what it shows and what it writes must be what the CLI says and writes, for the
 * same variant and record.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadVariant } from '../../src/definitions/load.js';
import { WHITE } from '../../src/engine/variant.js';
import { parseFen } from '../../src/notation/fen.js';
import { squareName } from '../../src/notation/squares.js';
import { type Browser, launchBrowser } from '../helpers/browser.js';
import { runCli } from '../helpers/cli.js';
import { pdfPageBox, pdfPageCount, pdfText } from '../helpers/pdf.js';
import { buildPage, type Served, studio } from '../helpers/studio.js';

let pageDir: string;
let plain: Served;
let fairyprint: Served;
/** The server the page is opened from: the plain one, but in the tests through `fairyprint studio`. */
let server: Served;
let browser: Browser;
let dir: string;

beforeAll(async () => {
  [pageDir, browser] = await Promise.all([buildPage(), launchBrowser()]);
  [plain, fairyprint] = await Promise.all([studio('plain', pageDir), studio('studio', pageDir)]);
  server = plain;
  dir = await mkdtemp(join(tmpdir(), 'fairyprint-studio-test-'));
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await plain?.close();
  await fairyprint?.close();
  await rm(dir, { recursive: true, force: true });
  await rm(pageDir, { recursive: true, force: true });
});

/** The page, opened on a variant and a view, every request it makes checked to stay on this server. */
async function open(variant: string, view: string): Promise<Page> {
  const page = await browser.context.newPage();
  const elsewhere: string[] = [];
  page.on('request', (r) => void (r.url().startsWith(server.url) || elsewhere.push(r.url())));
  page.on('close', () => expect(elsewhere).toEqual([]));
  await page.goto(`${server.url}?variant=${variant}&view=${view}`);
  await page.waitForSelector('body[data-ready=true]');
  if (view === 'play') await page.waitForSelector('#board [data-sq]');
  return page;
}

/** Types a definition into the editor (CodeMirror: its content is an editable element), as a user's paste. */
async function setYaml(page: Page, text: string): Promise<void> {
  await page.locator('#yaml .cm-content').fill(text);
}

/** The definition in the editor. */
const yamlText = (page: Page): Promise<string> =>
  page.$eval('#yaml', (el) => (el as unknown as { value: string }).value);

/** The squares marked on the board now; each mark must be drawn inside the square it names. */
async function marked(page: Page): Promise<string[]> {
  const misplaced = await page.$$eval('#board [data-mark]', (els) =>
    els.flatMap((e) => {
      const name = (e as SVGElement).dataset.mark!;
      const m = e.getBoundingClientRect();
      // The square clicked is the square drawn there (the board drawing names its squares sq-a1...).
      const sq = document.querySelector(`#board [data-sq="${name}"]`)!.getBoundingClientRect();
      const drawn = document.querySelector(`#board #sq-${name}`)?.getBoundingClientRect();
      if (drawn && Math.hypot(drawn.x - sq.x, drawn.y - sq.y) > 1) return [`${name} (its square drawn elsewhere)`];
      const [x, y] = [m.x + m.width / 2, m.y + m.height / 2];
      return x > sq.left && x < sq.right && y > sq.top && y < sq.bottom ? [] : [name];
    }),
  );
  expect(misplaced).toEqual([]);
  return page.$$eval('#board [data-mark]', (els) => els.map((e) => (e as SVGElement).dataset.mark!).sort());
}

/** The CLI's legal moves of the man on one square: plain moves and ECROS's Nexial castling (O:k1-j2). */
async function cliMoves(variant: string, fen: string, from: string, ...flags: string[]): Promise<string[]> {
  const { out, code } = await runCli(['moves', variant, '--fen', fen, ...flags]);
  expect(code).toBe(0);
  return out
    .split('\n')
    .filter((l) => l.startsWith(`${from}-`) || l.startsWith(`${from}x`) || l.startsWith(`O:${from}-`));
}

/** The square a move's text ends on: d5xb7, O:k1-h2. */
const destination = (text: string): string => text.split(/[-x:]/).pop()!;

describe('studio: the board', () => {
  it('marks the legal moves of an ECROS man clicked: those `fairyprint moves` lists', async () => {
    const page = await open('ecros', 'play');
    const fen = (await page.getAttribute('#board', 'data-fen'))!;
    for (const from of ['j2', 'h2', 'a1', 'k1']) {
      await page.click(`#board [data-sq="${from}"]`);
      const cli = await cliMoves('ecros', fen, from);
      expect(await marked(page)).toEqual(cli.map(destination).sort());
      expect((await page.getAttribute('#selection', 'data-moves'))!.split(' ').filter(Boolean).sort()).toEqual(
        cli.sort(),
      );
    }
    await page.close();
  });

  /** A seeded choice, so a failure replays. */
  const random = (seed: number) => () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;

  it.each(['ecros', 'secutor', 'orthodia', 'orthodia-simplified', 'chess-legions'])(
    'plays %s by clicks; the PGN it exports validates with the CLI',
    async (id) => {
      const page = await open(id, 'play');
      const v = loadVariant(id).variant;
      const next = random(id.length * 7919);
      const plies = 10;
      for (let ply = 0; ply < plies; ply++) {
        const fen = (await page.getAttribute('#board', 'data-fen'))!;
        const pos = parseFen(v, fen);
        const own: string[] = [];
        for (let sq = 0; sq < v.size; sq++)
          if (pos.board[sq]! !== 0 && pos.board[sq]! > 0 === (pos.turn === WHITE)) own.push(squareName(v, sq));
        // Men in a random order until one has a marked square to go to.
        let moved = false;
        while (!moved && own.length) {
          const from = own.splice(Math.floor(next() * own.length), 1)[0]!;
          await page.click(`#board [data-sq="${from}"]`);
          const targets = await marked(page);
          if (!targets.length) continue;
          await page.click(`#board [data-sq="${targets[Math.floor(next() * targets.length)]!}"]`);
          if (await page.isVisible('#choice')) await page.click('#choice button');
          await page.waitForFunction(
            (before) => document.querySelector('#board')!.getAttribute('data-fen') !== before,
            fen,
          );
          moved = true;
        }
        expect(moved).toBe(true);
      }
      expect(await page.$$eval('#moves li', (l) => l.length)).toBe(plies);
      const pgn = await page.inputValue('#pgn-out');
      const file = join(dir, `${id}.pgn`);
      await writeFile(file, pgn);
      const run = await runCli(['validate', file]);
      expect(run.err).toBe('');
      expect(run.out).toContain(`legal, ${plies} plies`);
      expect(run.code).toBe(0);
      await page.close();
    },
  );
});

describe('studio: special moves', () => {
  /** The page on a position typed into its FEN field. */
  async function at(variant: string, fen: string): Promise<Page> {
    const page = await open(variant, 'play');
    await page.fill('#fen', fen);
    await page.click('#set-fen');
    await page.waitForFunction((f) => document.querySelector('#board')!.getAttribute('data-fen') === f, fen);
    return page;
  }

  it('ends the game at checkmate, and the PGN carries the result', async () => {
    const page = await open('chess', 'play');
    for (const [from, to] of [
      ['e2', 'e4'],
      ['e7', 'e5'],
      ['d1', 'h5'],
      ['b8', 'c6'],
      ['f1', 'c4'],
      ['g8', 'f6'],
      ['h5', 'f7'],
    ]) {
      const before = await page.getAttribute('#board', 'data-fen');
      await page.click(`#board [data-sq="${from}"]`);
      await page.click(`#board [data-sq="${to}"]`);
      await page.waitForFunction((f) => document.querySelector('#board')!.getAttribute('data-fen') !== f, before);
    }
    expect(await page.textContent('#status')).toBe('1-0: checkmate');
    const pgn = await page.inputValue('#pgn-out');
    expect(pgn).toContain('1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0');
    const file = join(dir, 'mate.pgn');
    await writeFile(file, pgn);
    expect((await runCli(['validate', file])).out).toContain('legal, 7 plies, 1-0 by checkmate, recorded 1-0');
    // No man moves any more.
    await page.click('#board [data-sq="e8"]');
    expect(await marked(page)).toEqual([]);
    await page.close();
  });

  it('offers the promotion choices and plays the one chosen', async () => {
    const page = await at('chess', '8/4P3/8/8/8/8/k7/4K3 w - - 0 1');
    await page.click('#board [data-sq="e7"]');
    await page.click('#board [data-sq="e8"]');
    const choices = await page.$$eval('#choice button', (b) => b.map((e) => e.querySelector('span')!.textContent));
    expect(choices).toEqual(['e8=Q (Queen)', 'e8=R (Rook)', 'e8=B (Bishop)', 'e8=N (Knight)']);
    await page.click('#choice button:has-text("Knight")');
    await page.waitForFunction(() => document.querySelector('#board')!.getAttribute('data-fen')!.startsWith('4N3/'));
    expect(await page.textContent('#moves li')).toBe('1. e8=N');
    await page.close();
  });

  it("draws the path of a Secutor's collision as `fairyprint diagram --square` draws it", async () => {
    const fen = 'srnbqkbnrs/1ppppppp/p7/8/8/P7/1PPPPPPP/SRNBQKBNRS w KQkq - 0 2';
    const page = await at('secutor', fen);
    await page.click('#board [data-sq="z1"]');
    const paths = (await page.locator('#board [data-paths]').innerHTML())!;
    expect(paths).toContain('<polyline');
    const out = join(dir, 'diagram');
    expect(
      (await runCli(['diagram', 'secutor', '--fen', fen, '--square', 'z1', '--format', 'svg', '--out', out, '--quiet']))
        .code,
    ).toBe(0);
    expect(await readFile(join(out, 'diagram.svg'), 'utf8')).toContain(paths);
    await page.close();
  });

  it('drops a man from the hand on a square marked for him, as `fairyprint moves` lists drops', async () => {
    const fen = 'rnbqkb1r/pppppppp/8/8/8/8/PPPPPPPP/R1BQKBNR[Nn] w KQkq - 0 1';
    const page = await at('crazyhouse', fen);
    await page.click('#hands [data-hand="wN"]');
    const { out } = await runCli(['moves', 'crazyhouse', '--fen', fen]);
    const drops = out.split('\n').filter((l) => l.startsWith('N@'));
    expect(await marked(page)).toEqual(drops.map((l) => l.slice(2)).sort());
    await page.click('#board [data-sq="e4"]');
    await page.waitForFunction(() => document.querySelector('#board')!.getAttribute('data-fen')!.includes('4N3'));
    expect(await page.textContent('#moves li')).toBe('1. N@e4');
    expect(await page.$$eval('#hands [data-hand]', (b) => b.map((e) => (e as HTMLElement).dataset.hand))).toEqual([
      'bN',
    ]);
    await page.close();
  });
});

describe('studio: setting up a position', () => {
  it('moves men by dragging, takes them off, puts new ones down, and plays from there', async () => {
    const page = await open('chess', 'play');
    await page.click('#flip-edit');
    const square = (sq: string) => page.locator(`#board [data-sq="${sq}"]`);
    const drawn = (placement: string) =>
      page.waitForFunction(
        (p) => document.querySelector('#board')!.getAttribute('data-fen')!.startsWith(`${p} `),
        placement,
      );
    await square('e1').dragTo(square('e4'));
    await drawn('rnbqkbnr/pppppppp/8/8/4K3/8/PPPPPPPP/RNBQ1BNR');
    // Off the board: onto the side panel.
    await square('d7').dragTo(page.locator('#status'));
    await drawn('rnbqkbnr/ppp1pppp/8/8/4K3/8/PPPPPPPP/RNBQ1BNR');
    await square('d1').dragTo(page.locator('#status'));
    await page.locator('#palette button[title="White Queen"]').dragTo(square('d5'));
    await drawn('rnbqkbnr/ppp1pppp/8/3Q4/4K3/8/PPPPPPPP/RNB2BNR');
    await page.click('#edit-done');
    // Black's castling rights are kept; White's went with his king.
    const fen = 'rnbqkbnr/ppp1pppp/8/3Q4/4K3/8/PPPPPPPP/RNB2BNR w kq - 0 1';
    await page.waitForFunction((f) => document.querySelector('#board')!.getAttribute('data-fen') === f, fen);
    await page.click('#board [data-sq="d5"]');
    expect(await marked(page)).toEqual((await cliMoves('chess', fen, 'd5')).map(destination).sort());
    await page.close();
  });

  it('plays from a composed position no game reaches (a third White Knight), as --any-position does', async () => {
    const page = await open('chess', 'play');
    await page.click('#flip-edit');
    const square = (sq: string) => page.locator(`#board [data-sq="${sq}"]`);
    await page.locator('#palette button[title="White Knight"]').dragTo(square('e4'));
    await page.click('#edit-done');
    // The castling rights of the position it was set up from are kept.
    const fen = 'rnbqkbnr/pppppppp/8/8/4N3/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
    await page.waitForFunction((f) => document.querySelector('#board')!.getAttribute('data-fen') === f, fen);
    expect((await runCli(['moves', 'chess', '--fen', fen])).code).toBe(2);
    await page.click('#board [data-sq="e4"]');
    expect(await marked(page)).toEqual((await cliMoves('chess', fen, 'e4', '--any-position')).map(destination).sort());
    await page.close();
  });

  it("refuses to play from a position without a king, with the reader's reason", async () => {
    const page = await open('chess', 'play');
    await page.click('#flip-edit');
    await page.locator('#board [data-sq="e8"]').dragTo(page.locator('#status'));
    await page.click('#edit-done');
    const fen = 'rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1';
    const cli = await runCli(['moves', 'chess', '--fen', fen]);
    expect(cli.code).toBe(2);
    await page.waitForFunction(() => document.querySelector('#edit-error')!.textContent !== '');
    const [, column, message] = /^FEN column (\d+): (.*)$/.exec((await page.textContent('#edit-error'))!)!;
    expect(`fairyprint: --fen:1:${column}: ${message}\n`).toBe(cli.err);
    await page.close();
  });
});

describe('studio: validating a game', () => {
  it('shows the first illegal ply with the CLI reason, and the position before it', async () => {
    const pgn = '[Variant "secutor"]\n\n1. e4 e5 2. Nf3 Nc6 3. Ke3 *\n';
    const file = join(dir, 'illegal.pgn');
    await writeFile(file, pgn);
    const cli = await runCli(['validate', file]);
    expect(cli.code).toBe(1);
    const [, reason] = /illegal move: (.*)/.exec(cli.out)!;
    const [, fen] = /position: (.*)/.exec(cli.out)!;
    const page = await open('secutor', 'validate');
    await page.fill('#pgn-in', pgn);
    await page.click('#validate');
    const illegal = page.locator('#plies li.illegal');
    await illegal.waitFor();
    expect(await illegal.getAttribute('data-ply')).toBe('5');
    expect(await illegal.textContent()).toBe(`3. Ke3: illegal: ${reason}`);
    // The report is the CLI's, but for the file's name.
    expect(await page.textContent('#report')).toBe(cli.out.replaceAll(file, 'game.pgn'));
    await page.waitForFunction((f) => document.querySelector('#replay-board')!.getAttribute('data-fen') === f, fen!);
    // Arrow keys step back through the plies and forward again.
    await page.click('#ply-label');
    await page.keyboard.press('ArrowLeft');
    await page.waitForFunction(() => document.querySelector('#ply-label')!.textContent!.startsWith('ply 3 of 4'));
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction(() => document.querySelector('#ply-label')!.textContent!.startsWith('ply 4 of 4'));
    expect(await page.textContent('#ply-label')).toContain(reason);
    await page.close();
  });

  it('validates a .pgn file dropped on the box, and says how the game ended', async () => {
    const page = await open('chess', 'validate');
    const pgn = '[Event "Scholar"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n';
    const transfer = await page.evaluateHandle((text) => {
      const dt = new DataTransfer();
      dt.items.add(new File([text], 'scholar.pgn', { type: 'application/x-chess-pgn' }));
      return dt;
    }, pgn);
    await page.dispatchEvent('#pgn-in', 'drop', { dataTransfer: transfer });
    await page.waitForFunction(() => document.querySelector('#report')!.textContent!.includes('legal'));
    expect(await page.inputValue('#pgn-in')).toBe(pgn);
    expect(await page.textContent('#report')).toContain('game 1: legal, 7 plies, 1-0 by checkmate, recorded 1-0');
    await page.waitForFunction(() => document.querySelector('#ply-label')!.textContent === 'ply 7 of 7');
    await page.close();
  });
});

describe('studio: the definition editor', () => {
  it.each([
    ['a YAML syntax error', (t: string) => t.replace('board:', 'board: [')],
    ['a schema error', (t: string) => t.replace(/files: 8/, 'files: 40')],
    ['a bad move pattern', (t: string) => t.replace(/moves: K\b/, 'moves: Kq9')],
  ])('shows %s as `fairyprint check` prints it, at line:column', async (_, breakIt) => {
    const page = await open('chess', 'define');
    const text = breakIt(await readFile('templates/chess.yaml', 'utf8'));
    const file = join(dir, 'chess.yaml');
    await writeFile(file, text);
    const cli = await runCli(['check', file]);
    expect(cli.code).toBe(2);
    const expected = cli.err
      .split('\n')
      .filter((l) => l.startsWith(file))
      .map((l) => l.slice(dir.length + 1));
    expect(expected.length).toBeGreaterThan(0);
    await setYaml(page, text);
    await page.waitForSelector('#problems li');
    expect(await page.$$eval('#problems li', (l) => l.map((e) => e.firstChild!.textContent))).toEqual(expected);
    // Under each, its line with a caret at the column.
    const [, line, column] = /:(\d+):(\d+): /.exec(expected[0]!)!;
    expect(await page.textContent('#problems li pre')).toBe(
      `${text.split('\n')[Number(line) - 1]}\n${' '.repeat(Number(column) - 1)}^`,
    );
    await page.close();
  });
});

/** Makes the kit in the page, downloads its zip, and gives kit.pdf out of it. */
async function kitPdf(page: Page): Promise<Buffer> {
  await page.click('#make-kit');
  const link = page.locator('#kit-zip:not([hidden])');
  await link.waitFor({ timeout: 60_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const files = unzipSync(await readFile((await download.path())!));
  expect(Object.keys(files)[0]).toBe('kit.pdf');
  return Buffer.from(files['kit.pdf']!);
}

describe('studio: the kit', () => {
  it('downloads kit.pdf equal to `fairyprint kit` with the same options, page for page', async () => {
    const page = await open('chess-legions', 'kit');
    for (const f of ['svg', 'png']) await page.uncheck(`input[name=format][value=${f}]`);
    await page.check('#backs');
    await page.check('#setup-options input[value="masked-men"]');
    // The options under "More" are in the form too: every option `fairyprint kit` takes but where files go.
    await page.click('.print-options details summary');
    await page.fill('#card-size', 'bridge');
    await page.fill('#spares', '2');
    await page.fill('#margin-mm', '8');
    await page.selectOption('#pieces', 'standing');
    await page.check('#ink-saving');
    const mine = await kitPdf(page);
    const out = join(dir, 'kit');
    const cli = await runCli([
      'kit',
      'chess-legions',
      '--format',
      'pdf',
      '--backs',
      '--option',
      'masked-men',
      '--card-size',
      'bridge',
      '--spares',
      '2',
      '--margin-mm',
      '8',
      '--pieces',
      'standing',
      '--ink-saving',
      '--out',
      out,
      '--quiet',
    ]);
    expect(cli.code).toBe(0);
    const theirs = await readFile(join(out, 'kit.pdf'));
    expect(pdfPageCount(mine)).toBe(pdfPageCount(theirs));
    for (let p = 1; p <= pdfPageCount(theirs); p++) {
      expect(pdfPageBox(mine, p, 'MediaBox')).toEqual(pdfPageBox(theirs, p, 'MediaBox'));
      expect(pdfText(mine, p)).toBe(pdfText(theirs, p));
    }
    await page.close();
  });
});

describe('studio: offline, and through `fairyprint studio`', () => {
  it.each([
    ['a plain static server', () => plain],
    ['fairyprint studio', () => fairyprint],
  ])('served by %s, loads again with no network and plays on', async (_, host) => {
    server = host();
    try {
      const page = await open('ecros', 'play');
      // The service worker has kept every file of the page once it is active.
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      await browser.context.setOffline(true);
      try {
        await page.reload();
        await page.waitForSelector('body[data-ready=true]');
        await page.waitForSelector('#board [data-sq]');
        const fen = (await page.getAttribute('#board', 'data-fen'))!;
        await page.click('#board [data-sq="j2"]');
        expect(await marked(page)).toEqual((await cliMoves('ecros', fen, 'j2')).map(destination).sort());
        await page.click('#board [data-sq="j4"]');
        await page.waitForFunction((f) => document.querySelector('#board')!.getAttribute('data-fen') !== f, fen);
        expect(await page.textContent('#moves li')).toBe('1. N2j4');
      } finally {
        await browser.context.setOffline(false);
      }
      await page.close();
    } finally {
      server = plain;
    }
  });

  it('through `fairyprint studio`, makes the kit.pdf `fairyprint kit` writes, page for page', async () => {
    server = fairyprint;
    try {
      const page = await open('chess', 'kit');
      const mine = await kitPdf(page);
      const out = join(dir, 'kit-chess');
      expect((await runCli(['kit', 'chess', '--format', 'pdf', '--out', out, '--quiet'])).code).toBe(0);
      const theirs = await readFile(join(out, 'kit.pdf'));
      expect(pdfPageCount(mine)).toBe(pdfPageCount(theirs));
      for (let p = 1; p <= pdfPageCount(theirs); p++) expect(pdfText(mine, p)).toBe(pdfText(theirs, p));
      await page.close();
    } finally {
      server = plain;
    }
  });
});

describe("studio: a variant's home", () => {
  const losAlamos = (): Promise<string> => readFile('test/studio/fixtures/los-alamos.yaml', 'utf8');

  it('saves the definition to a file and opens it again; asks before edits are thrown away', async () => {
    const page = await open('chess', 'define');
    const text = (await yamlText(page)).replace('name: Orthodox Chess', 'name: My Chess');
    await setYaml(page, text);
    await page.waitForFunction(() => document.querySelector('#check-summary')!.textContent!.startsWith('My Chess'));
    // Another template asked for: the question comes, and "no" keeps the edits.
    const asked: string[] = [];
    page.once('dialog', (d) => {
      asked.push(d.message());
      void d.dismiss();
    });
    await page.selectOption('#template', 'ecros');
    expect(asked).toEqual(['Your edits to chess.yaml are not saved to a file. Open ECROS (20x20) anyway?']);
    expect(await yamlText(page)).toBe(text);
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('#save-yaml')]);
    expect(download.suggestedFilename()).toBe('chess.yaml');
    const saved = join(dir, 'my-chess.yaml');
    await download.saveAs(saved);
    expect(await readFile(saved, 'utf8')).toBe(text);
    // Saved: no question now.
    await page.selectOption('#template', 'ecros');
    await page.waitForFunction(() => document.querySelector('#check-summary')!.textContent!.startsWith('ECROS'));
    await page.setInputFiles('#file-input', saved);
    await page.waitForFunction(() => document.querySelector('#check-summary')!.textContent!.startsWith('My Chess'));
    expect(await yamlText(page)).toBe(text);
    // And as JSON, the same data.
    const [json] = await Promise.all([page.waitForEvent('download'), page.click('#save-json')]);
    const jsonFile = join(dir, json.suggestedFilename());
    await json.saveAs(jsonFile);
    expect((await runCli(['check', jsonFile])).code).toBe(0);
    await page.close();
  });

  it('imports a section of a variants.ini opened, as `fairyprint import` does', async () => {
    const page = await open('chess', 'define');
    await page.setInputFiles('#file-input', 'test/fixtures/fsf/variants.ini');
    await page.waitForSelector('#ini-dialog[open]');
    await page.selectOption('#ini-section', 'coffeehouse');
    await page.click('#ini-dialog button[value=ok]');
    await page.waitForFunction(() => document.querySelector('#check-summary')!.className === 'ok');
    const out = join(dir, 'imported');
    const cli = await runCli(['import', 'test/fixtures/fsf/variants.ini', 'coffeehouse', '--out', out]);
    expect(cli.code).toBe(0);
    const theirs = await readFile(join(out, 'coffeehouse.yaml'), 'utf8');
    // The same definition; the comments naming the schema's and the ini file's paths differ.
    const body = (t: string) =>
      t
        .split('\n')
        .filter((l) => !l.startsWith('# '))
        .join('\n');
    expect(body(await yamlText(page))).toBe(body(theirs));
    await page.close();
  });

  it('keeps edits in the browser: a reload brings them back', async () => {
    const page = await open('chess', 'define');
    const text = (await yamlText(page)).replace('name: Orthodox Chess', 'name: Kept Chess');
    await setYaml(page, text);
    await page.waitForFunction(() => document.querySelector('#check-summary')!.textContent!.startsWith('Kept Chess'));
    await page.goto(server.url);
    await page.waitForSelector('body[data-ready=true]');
    expect(await yamlText(page)).toBe(text);
    expect(await page.textContent('#doc-status')).toBe('your work from the last visit, kept in this browser');
    await page.close();
  });

  it('writes a 6x6 variant, plays it, and its PGN validates with the CLI; a share link opens it at the position', async () => {
    const page = await open('chess', 'define');
    const yaml = await losAlamos();
    await setYaml(page, yaml);
    await page.waitForFunction(() =>
      document.querySelector('#check-summary')!.textContent!.startsWith('Los Alamos Chess: 6 x 6'),
    );
    await page.click('#tabs [data-view=play]');
    for (const [from, to] of [
      ['b2', 'b3'],
      ['a5', 'a4'],
      ['b3', 'a4'],
    ]) {
      const before = await page.getAttribute('#board', 'data-fen');
      await page.click(`#board [data-sq="${from}"]`);
      await page.click(`#board [data-sq="${to}"]`);
      await page.waitForFunction((f) => document.querySelector('#board')!.getAttribute('data-fen') !== f, before);
    }
    const pgn = await page.inputValue('#pgn-out');
    expect(pgn).toContain('[Variant "los-alamos"]');
    expect(pgn).toContain('[VariantDefinition "');
    const file = join(dir, 'los-alamos.pgn');
    await writeFile(file, pgn);
    const run = await runCli(['validate', file]);
    expect(run.out).toContain('legal, 3 plies');
    expect(run.code).toBe(0);
    const fen = (await page.getAttribute('#board', 'data-fen'))!;
    await page.click('#tabs [data-view=define]');
    await page.click('#share');
    const link = await page.inputValue('#share-link');
    expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/#v=[\w-]+&fen=/);
    const other = await browser.context.newPage();
    await other.goto(link);
    await other.waitForSelector('body[data-ready=true]');
    await other.waitForSelector('#board [data-sq]');
    expect(await other.getAttribute('#board', 'data-fen')).toBe(fen);
    expect(await yamlText(other)).toBe(yaml);
    await other.close();
    await page.close();
  });
});

describe('studio: a variant saved as a variants.ini section', () => {
  it("saves a 6x6 variant as .ini, the CLI's export, and opens it again; a refusal is shown and nothing saved", async () => {
    const page = await open('chess', 'define');
    const downloads: string[] = [];
    page.on('download', (d) => void downloads.push(d.suggestedFilename()));
    await setYaml(page, await readFile('test/studio/fixtures/los-alamos.yaml', 'utf8'));
    await page.waitForFunction(() =>
      document.querySelector('#check-summary')!.textContent!.startsWith('Los Alamos Chess: 6 x 6'),
    );
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('#save-ini')]);
    expect(download.suggestedFilename()).toBe('los-alamos.ini');
    const saved = join(dir, 'los-alamos.ini');
    await download.saveAs(saved);
    const cli = await runCli(['export', 'test/studio/fixtures/los-alamos.yaml', '--format', 'ini']);
    expect(await readFile(saved, 'utf8')).toBe(cli.out);
    // The section holds the rules, not the names: the edits still count as unsaved, and opening asks.
    page.once('dialog', (d) => void d.accept());
    await page.setInputFiles('#file-input', saved);
    await page.waitForFunction(() => document.querySelector('#doc-status')!.textContent === 'opened los-alamos.ini');
    await page.waitForFunction(() => document.querySelector('#check-summary')!.className === 'ok');
    expect(await page.textContent('#check-summary')).toContain('6 x 6');
    // Opened again, it is the same game: the page's definition counts as the fixture does.
    const reopened = join(dir, 'los-alamos-reopened.yaml');
    await writeFile(reopened, await yamlText(page));
    const perft = async (ref: string) => (await runCli(['perft', ref, '4'])).out;
    expect(await perft(reopened)).toBe(await perft('test/studio/fixtures/los-alamos.yaml'));
    // A variant the ini cannot say: the reason shown, no file offered.
    await page.selectOption('#template', 'makruk');
    await page.waitForFunction(() => document.querySelector('#check-summary')!.textContent!.startsWith('Makruk'));
    await page.click('#save-ini');
    await page.waitForFunction(() => document.querySelector('#doc-status')!.textContent!.startsWith('not saved'));
    expect(await page.textContent('#doc-status')).toBe(
      `not saved as variants.ini: makruk.yaml:67:5: "makruk" cannot be written as a variants.ini section: end.counting: Fairy-Stockfish's countingRule is not written by the ini writer yet`,
    );
    expect(downloads).toEqual(['los-alamos.ini']);
    await page.close();
  });
});

describe('studio: playing as players expect', () => {
  /** Waits for the board to show another position than `before`. */
  const moved = (page: Page, before: string | null) =>
    page.waitForFunction((f) => document.querySelector('#board')!.getAttribute('data-fen') !== f, before);

  it('moves a man by dragging him, marks the last move and the king in check, flips, and jumps to a ply', async () => {
    const page = await open('chess', 'play');
    const square = (sq: string) => page.locator(`#board [data-sq="${sq}"]`);
    for (const [from, to] of [
      ['e2', 'e4'],
      ['f7', 'f6'],
      ['d1', 'h5'],
    ]) {
      const before = await page.getAttribute('#board', 'data-fen');
      await square(from!).dragTo(square(to!));
      await moved(page, before);
    }
    expect(await page.$$eval('#moves li', (l) => l.map((e) => e.textContent))).toEqual(['1. e4', '1... f6', '2. Qh5+']);
    // The last move's squares are tinted, the king in check ringed.
    expect(await page.$$eval('#board [data-last]', (l) => l.map((e) => (e as SVGElement).dataset.last))).toEqual([
      'd1',
      'h5',
    ]);
    expect(await page.$$eval('#board [data-check]', (l) => l.map((e) => (e as SVGElement).dataset.check))).toEqual([
      'e8',
    ]);
    expect(await page.textContent('#status')).toContain('Black to move, in check');
    // Flipped, a8 is at the bottom right: its square is drawn below and right of h1's.
    await page.click('#flip');
    const box = (sq: string) => square(sq).boundingBox();
    const [a8, h1] = [(await box('a8'))!, (await box('h1'))!];
    expect(a8.y).toBeGreaterThan(h1.y);
    expect(a8.x).toBeGreaterThan(h1.x);
    // A click still plays on the square under it, flipped.
    await page.click('#board [data-sq="g7"]');
    const before = await page.getAttribute('#board', 'data-fen');
    await page.click('#board [data-sq="g6"]');
    await moved(page, before);
    // The move list jumps back to a ply, and forward again.
    await page.click('#moves button[data-ply="1"]');
    await page.waitForFunction(() =>
      document.querySelector('#board')!.getAttribute('data-fen')!.startsWith('rnbqkbnr/pppppppp/8/8/4P3/'),
    );
    expect(await page.$$eval('#moves .ahead', (l) => l.length)).toBe(3);
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction(() => document.querySelector('#moves [aria-current]')!.textContent === '1... f6');
    await page.close();
  });

  it('promotes by the pictures of the men, and plays by the keyboard', async () => {
    const page = await open('chess', 'play');
    await page.fill('#fen', '8/4P3/8/8/8/8/k7/4K3 w - - 0 1');
    await page.click('#set-fen');
    await page.waitForFunction(() => document.querySelector('#board')!.getAttribute('data-fen')!.startsWith('8/4P3'));
    // By the keyboard: the cursor starts on a1; e1 is four to the right, e7 six up; Enter picks, Enter plays.
    await page.focus('#board');
    for (const key of [...Array(4).fill('ArrowRight'), ...Array(6).fill('ArrowUp')]) await page.keyboard.press(key);
    expect(await page.textContent('#board-cursor')).toBe('e7: White Pawn');
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await page.waitForSelector('#choice:not([hidden])');
    expect(
      await page.$$eval('#choice button', (b) =>
        b.map((e) => [e.getAttribute('aria-label'), !!e.querySelector('svg')]),
      ),
    ).toEqual([
      ['White Queen e8=Q (Queen)', true],
      ['White Rook e8=R (Rook)', true],
      ['White Bishop e8=B (Bishop)', true],
      ['White Knight e8=N (Knight)', true],
    ]);
    await page.click('#choice button[title="White Knight"]');
    await page.waitForFunction(() => document.querySelector('#board')!.getAttribute('data-fen')!.startsWith('4N3/'));
    await page.close();
  });

  it('saves a Shogi game as KIF and CSA, which `fairyprint validate` and the page read as the game played', async () => {
    const page = await open('shogi', 'play');
    for (const [from, to] of [
      ['c3', 'c4'],
      ['g7', 'g6'],
    ]) {
      const before = await page.getAttribute('#board', 'data-fen');
      await page.click(`#board [data-sq="${from}"]`);
      await page.click(`#board [data-sq="${to}"]`);
      await moved(page, before);
    }
    // The formats the library writes a Shogi game in, each offered (once the page is idle).
    await page.waitForSelector('#record-format option[value=usi]', { state: 'attached' });
    expect(await page.$$eval('#record-format option', (o) => o.map((e) => e.textContent))).toEqual([
      'PGN',
      'KIF',
      'KI2',
      'CSA',
      'USI',
    ]);
    let kif = '';
    for (const format of ['kif', 'csa']) {
      await page.selectOption('#record-format', format);
      const [download] = await Promise.all([page.waitForEvent('download'), page.click('#save-record')]);
      expect(download.suggestedFilename()).toBe(`shogi.${format}`);
      const file = join(dir, download.suggestedFilename());
      await download.saveAs(file);
      const run = await runCli(['validate', file]);
      expect(run.out).toContain('legal, 2 plies');
      expect(run.code).toBe(0);
      if (format === 'kif') kif = await readFile(file, 'utf8');
    }
    await page.close();
    // Pasted into the page with chess in the editor, the KIF is read as KIF and played as Shogi, as the CLI does.
    const other = await open('chess', 'validate');
    await other.fill('#pgn-in', kif);
    await other.click('#validate');
    await other.waitForFunction(() => document.querySelector('#report')!.textContent!.includes('game.kif'));
    const file = join(dir, 'pasted.kif');
    await writeFile(file, kif);
    expect(await other.textContent('#report')).toBe(
      (await runCli(['validate', file])).out.replaceAll(file, 'game.kif'),
    );
    await other.close();
  });
});

describe('studio: validating every game of a file', () => {
  it('plays each game as its [Variant] tag says, steps through each, and clears the board when a run fails', async () => {
    const page = await open('chess', 'validate');
    const pgn =
      '[Event "one"]\n[Variant "crazyhouse"]\n\n1. e4 d5 2. exd5 Qxd5 3. P@e4 *\n\n' +
      '[Event "two"]\n[Variant "Standard"]\n\n1. e4 e5 2. Ke3 *\n';
    const file = join(dir, 'two-games.pgn');
    await writeFile(file, pgn);
    const cli = await runCli(['validate', file]);
    await page.fill('#pgn-in', pgn);
    await page.click('#validate');
    await page.waitForSelector('#game-row:not([hidden])');
    expect(await page.textContent('#report')).toBe(cli.out.replaceAll(file, 'game.pgn'));
    expect(await page.$$eval('#game-pick option', (o) => o.map((e) => e.textContent))).toEqual([
      'game 1: Crazyhouse, legal',
      'game 2: Orthodox Chess, not legal',
    ]);
    // The first game's last position, a pawn dropped on e4.
    expect(await page.getAttribute('#replay-board', 'data-fen')).toMatch(/^rnb1kbnr\/ppp1pppp\/8\/3q4\/4P3\//);
    await page.selectOption('#game-pick', '1');
    await page.waitForFunction(() => document.querySelector('#plies li.illegal')?.textContent?.startsWith('2. Ke3'));
    // A run that fails leaves nothing of the last one on the board.
    await page.fill('#pgn-in', '[Variant "no-such-variant"]\n\n1. e4 *\n');
    await page.click('#validate');
    await page.waitForFunction(() => document.querySelector('#report')!.textContent!.includes('no-such-variant'));
    expect(await page.getAttribute('#replay-board', 'data-fen')).toBeNull();
    expect(await page.$$eval('#replay-board svg, #plies li', (l) => l.length)).toBe(0);
    await page.close();
  });
});

describe('studio: the code editor', () => {
  it('marks a problem in the gutter at its line, indents with Tab, and offers the keys the schema allows', async () => {
    const page = await open('chess', 'define');
    const text = (await readFile('templates/chess.yaml', 'utf8')).replace('files: 8', 'files: 40');
    await setYaml(page, text);
    await page.waitForSelector('#problems li');
    const line = text.split('\n').findIndex((l) => l.includes('files: 40'));
    // The marker stands beside the line of the problem.
    const marker = (await page.locator('.cm-lint-marker-error').first().boundingBox())!;
    const row = (await page.locator('.cm-line').nth(line).boundingBox())!;
    expect(Math.abs(marker.y + marker.height / 2 - (row.y + row.height / 2))).toBeLessThan(row.height / 2);
    expect(await page.textContent('#problems li')).toContain('board.files: must be at most 26');
    // Tab indents the line, and a key typed under board: is completed from the schema.
    await setYaml(page, 'id: x\nboard:\nfi');
    await page.locator('.cm-content').press('Control+End');
    await page.keyboard.press('Home');
    await page.keyboard.press('Tab');
    await page.keyboard.press('End');
    expect(await yamlText(page)).toBe('id: x\nboard:\n  fi');
    await page.keyboard.type('l');
    const options = page.locator('.cm-tooltip-autocomplete li');
    await options.first().waitFor();
    expect(await options.allTextContents()).toContain('files');
    await options.filter({ hasText: /^files$/ }).click();
    expect(await yamlText(page)).toBe('id: x\nboard:\n  files: ');
    await page.close();
  });
});

describe('studio: first use, small screens and assistive technology', () => {
  /** Visible controls without an accessible name (a label, aria-label, aria-labelledby, their text or title). */
  const unnamed = (page: Page) =>
    page.$$eval('button, input, select, textarea, [role=tab], [tabindex="0"], [contenteditable=true]', (els) =>
      els
        .filter((e) => (e as HTMLElement).offsetParent !== null)
        .filter((e) => {
          const el = e as HTMLInputElement;
          const named =
            el.getAttribute('aria-label') ||
            el.getAttribute('aria-labelledby') ||
            el.labels?.length ||
            el.title ||
            (el.tagName === 'BUTTON' && el.textContent!.trim());
          return !named;
        })
        .map((e) => e.outerHTML.slice(0, 80)),
    );

  it('opens on the board with a line on what to do, and announces the tab selected', async () => {
    const page = await browser.context.newPage();
    await page.goto(`${server.url}?variant=ecros`);
    await page.waitForSelector('body[data-ready=true]');
    await page.waitForSelector('#board [data-sq]');
    expect(await page.isVisible('#hint')).toBe(true);
    expect(await page.getAttribute('#tab-play', 'aria-selected')).toBe('true');
    expect(await page.getAttribute('#status', 'aria-live')).toBe('polite');
    // The tabs are a tab list: arrows go from one to the next.
    await page.focus('#tab-play');
    await page.keyboard.press('ArrowRight');
    expect(await page.getAttribute('#tab-validate', 'aria-selected')).toBe('true');
    expect(await page.isVisible('#view-validate')).toBe(true);
    await page.close();
  });

  it.each([
    [390, 844],
    [1280, 800],
  ])('at %ix%i, every view fits the width, the board whole, and every control has a name', async (width, height) => {
    const page = await browser.context.newPage();
    await page.setViewportSize({ width, height });
    for (const [variant, view] of [
      ['ecros', 'play'],
      ['chess', 'play'],
      ['chess', 'define'],
      ['chess', 'validate'],
      ['chess', 'kit'],
      ['chess', 'preview'],
    ] as const) {
      await page.goto(`${server.url}?variant=${variant}&view=${view}`);
      await page.waitForSelector('body[data-ready=true]');
      if (view === 'play') {
        await page.waitForSelector('#board [data-sq]');
        const board = (await page.locator('#board svg').boundingBox())!;
        expect([variant, board.x >= 0, board.x + board.width <= width]).toEqual([variant, true, true]);
      }
      expect([variant, view, await page.evaluate(() => document.documentElement.scrollWidth)]).toEqual([
        variant,
        view,
        width,
      ]);
      expect([view, await unnamed(page)]).toEqual([view, []]);
    }
    await page.close();
  });
});
