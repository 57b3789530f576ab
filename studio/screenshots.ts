/**
 * `npm run studio:screenshots`: the pictures of docs/studio.md, taken in the tests' Chromium from the
 * page built from the current sources, at 1280x800 and at a phone's 390x844.
 */
import { launchBrowser } from '../test/helpers/browser.js';
import { studio } from '../test/helpers/studio.js';

const OUT = 'docs/img';
const server = await studio();
const wide = await launchBrowser({ width: 1280, height: 800 });
try {
  const page = await wide.context.newPage();
  const open = async (variant: string, view: string): Promise<void> => {
    await page.goto(`${server.url}?variant=${variant}&view=${view}`);
    await page.waitForSelector('body[data-ready=true]');
  };
  const shot = (name: string): Promise<Buffer> => page.screenshot({ path: `${OUT}/studio-${name}.png` });

  await open('chess', 'define');
  const yaml = await page.inputValue('#yaml');
  await page.fill('#yaml', yaml.replace('files: 8', 'files: 40').replace(/moves: K\b/, 'moves: Kq9'));
  await page.click('#problems li');
  await shot('definition');

  await open('ecros', 'preview');
  await page.waitForSelector('#paper img');
  await page.locator('#pages li', { hasText: 'cards' }).first().click();
  await page.waitForFunction(() => (document.querySelector('#paper img') as HTMLImageElement).complete);
  await shot('preview');

  await open('ecros', 'play');
  await page.waitForSelector('#board [data-sq]');
  await page.click('#board [data-sq="j2"]');
  await page.click('#board [data-sq="j4"]');
  await page.waitForFunction(() => document.querySelectorAll('#moves li').length === 1);
  await page.click('#board [data-sq="k19"]');
  await page.waitForSelector('#board [data-mark]');
  await shot('play');

  await open('secutor', 'validate');
  await page.fill(
    '#pgn-in',
    '[Variant "secutor"]\n[White "A"]\n[Black "B"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bc4 Nf6 4. Ke3 *\n',
  );
  await page.click('#validate');
  await page.waitForSelector('#plies li.illegal');
  await shot('validate');

  await open('chess-legions', 'kit');
  for (const f of ['svg', 'png']) await page.uncheck(`input[name=format][value=${f}]`);
  await page.click('#make-kit');
  await page.waitForSelector('#kit-files a', { timeout: 60_000 });
  await shot('kit');
} finally {
  await wide.close();
}
const phone = await launchBrowser({ width: 390, height: 844 });
try {
  const page = await phone.context.newPage();
  await page.goto(`${server.url}?variant=chess&view=play`);
  await page.waitForSelector('#board [data-sq]');
  await page.click('#board [data-sq="g1"]');
  await page.waitForSelector('#board [data-mark]');
  await page.screenshot({ path: `${OUT}/studio-phone.png` });
} finally {
  await phone.close();
  await server.close();
}
