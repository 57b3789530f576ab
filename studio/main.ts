/**
 * The studio page: pick or edit a variant, preview its kit, play it, validate a game, download the kit.
 * Everything runs here, in the browser, through the library's API (src/api): the rules, the definition
 * checks, the drawings, and (on a worker thread, printing.ts) the kit's layout, PDF, SVG and PNG files.
 * The page is a folder of static files: any static server or host serves it, and once loaded it works
 * offline (build/offline.ts). Each view is a module of its own.
 */
import './buffer.js';
import wasmUrl from '@resvg/resvg-wasm/index_bg.wasm?url';
import fontUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf?url';
import { useFont } from '../src/api/picture.js';
import { checkText } from './define.js';
import './kit.js';
import { drawPlay } from './play.js';
import { refreshPreview } from './preview.js';
import { printOptions } from './print-form.js';
import { startPrinting } from './printing.js';
import { $, studio } from './state.js';
import { TEMPLATES, templateText } from './templates.js';
import './validate.js';

async function pickTemplate(id: string): Promise<boolean> {
  const yaml = await templateText(id);
  if (yaml === null) return false;
  $<HTMLTextAreaElement>('yaml').value = yaml;
  studio.ref = { id, yaml };
  checkText();
  return true;
}

function showView(name: string): void {
  studio.view = name;
  for (const b of document.querySelectorAll<HTMLButtonElement>('#tabs button'))
    b.setAttribute('aria-selected', String(b.dataset.view === name));
  for (const s of document.querySelectorAll<HTMLElement>('.view')) s.hidden = s.id !== `view-${name}`;
  // The print options shared by the preview and the kit go with the view shown.
  document.querySelector(`#view-${name} .print-options`)?.append(printOptions);
  if (name === 'preview') void refreshPreview();
  if (name === 'play') void drawPlay();
}
for (const b of document.querySelectorAll<HTMLButtonElement>('#tabs button'))
  b.addEventListener('click', () => showView(b.dataset.view!));

/** The font the drawings measure their text with and embed: a file of the page, loaded once (then from the cache). */
async function loadFont(): Promise<Uint8Array> {
  const bytes = new Uint8Array(await (await fetch(fontUrl)).arrayBuffer());
  useFont(bytes);
  // The board on the screen shows its letters in the same font.
  document.fonts.add(new FontFace('DejaVu Sans', bytes));
  void startPrinting(bytes, new URL(wasmUrl, document.baseURI).href);
  return bytes;
}

async function start(): Promise<void> {
  const asked = new URLSearchParams(location.search);
  await loadFont();
  const select = $<HTMLSelectElement>('template');
  select.replaceChildren(
    ...TEMPLATES.map((t) =>
      Object.assign(document.createElement('option'), {
        value: t.id,
        textContent: `${t.name} (${t.files}x${t.ranks})`,
      }),
    ),
  );
  // A variant the address names wrongly gives way to Orthodox Chess.
  let first = asked.get('variant') ?? 'chess';
  if (!(await pickTemplate(first))) await pickTemplate((first = 'chess'));
  select.value = first;
  select.addEventListener('change', () => void pickTemplate(select.value));
  showView(asked.get('view') ?? 'define');
  document.body.dataset.ready = 'true';
}
void start();

// Offline after the first visit: the service worker keeps the page's files (build/offline.ts).
if ('serviceWorker' in navigator) void navigator.serviceWorker.register('./sw.js').catch(() => undefined);
