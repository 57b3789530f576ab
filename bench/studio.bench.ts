/**
 * The studio page in the tests' Chromium, timed as a person meets it (targets in brackets):
 * - page load to interactive: from navigation to the page's variant checked and its view ready (1 s);
 * - a move highlight on ECROS 20x20: from the click on a man to his marks painted, the next frame (50 ms),
 *   once the page has worked out the pieces' patterns in idle time after the board is up;
 * - a preview of an ECROS kit part: from asking for the preview to its first page drawn, and from
 *   choosing another part's page to it drawn (1 s).
 * The page is built from the current sources first (not timed).
 */
import { launchBrowser } from '../test/helpers/browser.js';
import { studio } from '../test/helpers/studio.js';

const RUNS = 5;

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const line = (what: string, xs: number[], target: number): void =>
  console.log(
    `${what.padEnd(52)} median ${median(xs).toFixed(0).padStart(5)} ms, best ${Math.min(...xs)
      .toFixed(0)
      .padStart(5)} ms (target ${target} ms) ${median(xs) <= target ? 'ok' : 'OVER'}`,
  );

export default async function bench(): Promise<void> {
  const server = await studio();
  const browser = await launchBrowser();
  try {
    const page = await browser.context.newPage();
    const loads: Record<string, number[]> = {};
    for (let i = 0; i < RUNS; i++) {
      for (const [variant, view] of [
        ['chess', 'define'],
        ['chess', 'play'],
        ['ecros', 'play'],
      ] as const) {
        const t = performance.now();
        await page.goto(`${server.url}?variant=${variant}&view=${view}`);
        await page.waitForSelector(view === 'play' ? '#board [data-sq]' : 'body[data-ready=true]');
        (loads[`${variant} ${view}`] ??= []).push(performance.now() - t);
      }
    }
    for (const [what, xs] of Object.entries(loads)) line(`page load to interactive, ${what}`, xs, 1000);
    // Where the last ECROS load's time went, as the page measured it.
    const parts = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const [check, board, insert] = ['studio:check', 'studio:board', 'studio:insert'].map((name) =>
        performance.getEntriesByName(name).reduce((n, e) => n + e.duration, 0),
      );
      return { script: nav.domContentLoadedEventEnd, check: check!, board: board!, insert: insert! };
    });
    console.log(
      `  of ECROS's: ${parts.script.toFixed(0)} ms to the script run, ${parts.check.toFixed(0)} ms checking and compiling the definition, ${parts.board.toFixed(0)} ms for the board's drawing from the server, ${parts.insert.toFixed(0)} ms putting it in the page`,
    );

    // The ECROS board is up, and the page has worked out the pieces' patterns in idle time (timed here):
    // each man of White's first two ranks clicked in turn, timed inside the page.
    const idle = performance.now();
    await page.waitForSelector('body[data-warm=true]');
    console.log(
      `  (the page's idle-time warm-up ended ${(performance.now() - idle).toFixed(0)} ms after the board was up)`,
    );
    const highlight: number[] = await page.evaluate(async () => {
      const times: number[] = [];
      for (const rank of [1, 2]) {
        for (const file of 'abcdefghijklmnopqrst') {
          const square = document.querySelector(`#board [data-sq="${file}${rank}"]`)!;
          const t = performance.now();
          square.dispatchEvent(new MouseEvent('click', { bubbles: true }));
          await new Promise((done) => requestAnimationFrame(() => setTimeout(done)));
          times.push(performance.now() - t);
        }
      }
      return times;
    });
    line('move highlight after a click, ECROS 20x20 (40 men)', highlight, 50);
    console.log(`  the slowest man: ${Math.max(...highlight).toFixed(0)} ms`);

    const first: number[] = [];
    const other: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      // Other print options each run (paper, mono, backs), so the server lays the kit out afresh.
      await page.goto(`${server.url}?variant=ecros&view=kit`);
      await page.waitForSelector('body[data-ready=true]');
      await page.selectOption('#paper-size', i & 1 ? 'letter' : 'a4');
      await page.setChecked('#mono', (i & 2) !== 0);
      await page.setChecked('#backs', (i & 4) !== 0);
      const t = performance.now();
      await page.click('#tabs [data-view=preview]');
      await page.waitForFunction(() => {
        const img = document.querySelector<HTMLImageElement>('#paper img');
        return img?.complete && img.naturalWidth > 0;
      });
      first.push(performance.now() - t);
      const u = performance.now();
      await page.click(`#pages li[data-file="cards-p${(i % 3) + 1}.svg"]`);
      await page.waitForFunction(
        (n) => {
          const img = document.querySelector<HTMLImageElement>('#paper img');
          return img?.alt.includes(`cards-p${n}.svg`) && img.complete && img.naturalWidth > 0;
        },
        (i % 3) + 1,
      );
      other.push(performance.now() - u);
    }
    line('preview of the ECROS kit, first page drawn', first, 1000);
    line('preview of another ECROS part (a card sheet)', other, 1000);
  } finally {
    await browser.close();
    await server.close();
  }
}
