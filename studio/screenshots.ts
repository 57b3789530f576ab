/**
 * `npm run studio:screenshots`: the pictures of docs/studio.md, taken in the tests' Chromium from the
 * page built from the current sources: each view at 1280x800 (studio-<view>.png) and at a phone's
 * 390x844 (studio-<view>-phone.png).
 */
import type { Page } from 'playwright-core';
import { launchBrowser } from '../test/helpers/browser.js';
import { studio } from '../test/helpers/studio.js';

const OUT = 'docs/img';
const server = await studio('plain');

async function open(page: Page, variant: string, view: string): Promise<void> {
  await page.goto(`${server.url}?variant=${variant}&view=${view}`);
  await page.waitForSelector('body[data-ready=true]');
}

/** Each view with something in it, then its picture. */
const VIEWS: Record<string, (page: Page) => Promise<void>> = {
  definition: async (page) => {
    await open(page, 'chess', 'define');
    const yaml = await page.$eval('#yaml', (el) => (el as unknown as { value: string }).value);
    await page
      .locator('#yaml .cm-content')
      .fill(yaml.replace('files: 8', 'files: 40').replace(/moves: K\b/, 'moves: Kq9'));
    await page.waitForSelector('#problems li');
    await page.click('#problems li');
  },
  preview: async (page) => {
    await open(page, 'ecros', 'preview');
    await page.waitForSelector('#paper img');
    await page.locator('#pages li', { hasText: 'cards' }).first().click();
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('#paper img');
      return img?.alt.includes('cards') && img.complete;
    });
  },
  play: async (page) => {
    await open(page, 'ecros', 'play');
    await page.waitForSelector('#board [data-sq]');
    await page.click('#board [data-sq="j2"]');
    await page.click('#board [data-sq="j4"]');
    await page.waitForFunction(() => document.querySelectorAll('#moves li').length === 1);
    await page.click('#board [data-sq="k19"]');
    await page.waitForSelector('#board [data-mark]');
  },
  validate: async (page) => {
    await open(page, 'secutor', 'validate');
    await page.fill(
      '#pgn-in',
      '[Variant "secutor"]\n[White "A"]\n[Black "B"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bc4 Nf6 4. Ke3 *\n',
    );
    await page.click('#validate');
    await page.waitForSelector('#plies li.illegal');
  },
  kit: async (page) => {
    await open(page, 'chess-legions', 'kit');
    // Every print option, those under "More" too.
    await page.click('.print-options details summary');
    await page.click('#make-kit');
    await page.waitForSelector('#kit-zip:not([hidden])', { timeout: 60_000 });
  },
};

try {
  for (const [size, suffix] of [
    [{ width: 1280, height: 800 }, ''],
    [{ width: 390, height: 844 }, '-phone'],
  ] as const) {
    const browser = await launchBrowser(size);
    try {
      const page = await browser.context.newPage();
      for (const [name, show] of Object.entries(VIEWS)) {
        await show(page);
        await page.screenshot({ path: `${OUT}/studio-${name}${suffix}.png` });
      }
    } finally {
      await browser.close();
    }
  }
} finally {
  await server.close();
}
