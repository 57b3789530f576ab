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
import { checkText, ensureCompiled, setText, showText, startEditing } from './define.js';
import {
  document_,
  mayDiscard,
  type Opened,
  openFile,
  savedWork,
  saveFile,
  saveIni,
  sharedWork,
  shareLink,
  templateDefinition,
} from './document.js';
import './kit.js';
import { currentFen, drawPlay, startFrom } from './play.js';
import { refreshPreview } from './preview.js';
import { printOptions } from './print-form.js';
import { startPrinting } from './printing.js';
import { $, studio } from './state.js';
import { TEMPLATES } from './templates.js';
import './validate.js';

/** A definition put in the editor, checked and played; `clean`: the text counted as saved (default: as opened). */
function load(opened: Opened, clean = opened.yaml): void {
  document_.cleanText = clean;
  document_.template = opened.template ? opened.yaml : null;
  studio.ref = { id: opened.id, yaml: opened.yaml };
  $<HTMLSelectElement>('template').value = opened.template ? opened.id : '';
  setText(opened.yaml);
  checkText();
}

const status = (text: string): void => void ($('doc-status').textContent = text);

$<HTMLSelectElement>('template').addEventListener('change', async (e) => {
  const select = e.target as HTMLSelectElement;
  const name = select.selectedOptions[0]?.textContent ?? select.value;
  if (!mayDiscard(`Open ${name}`)) return void (select.value = document_.template ? studio.ref.id : '');
  const opened = await templateDefinition(select.value);
  if (opened) load(opened);
});
$('open-file').addEventListener('click', () => $('file-input').click());
$<HTMLInputElement>('file-input').addEventListener('change', async (e) => {
  const input = e.target as HTMLInputElement;
  const file = input.files?.[0];
  input.value = '';
  if (!file || !mayDiscard(`Open ${file.name}`)) return;
  try {
    const opened = await openFile(file);
    if (!opened) return;
    load(opened);
    status(`opened ${file.name}`);
  } catch (err) {
    status(`${file.name} cannot be opened: ${(err as { format?: () => string }).format?.() ?? (err as Error).message}`);
  }
});
$('save-yaml').addEventListener('click', () => saveFile('yaml'));
$('save-json').addEventListener('click', () => {
  try {
    saveFile('json');
  } catch (err) {
    status(`not saved as JSON: ${(err as Error).message}`);
  }
});
$('save-ini').addEventListener('click', () => {
  try {
    status(`saved ${saveIni()}: the rules only, the names and texts stay in the .yaml`);
  } catch (err) {
    status(`not saved as variants.ini: ${(err as { format?: () => string }).format?.() ?? (err as Error).message}`);
  }
});
$('share').addEventListener('click', async () => {
  const link = Object.assign($<HTMLInputElement>('share-link'), { value: shareLink(currentFen()), hidden: false });
  link.select();
  try {
    await navigator.clipboard.writeText(link.value);
    status('link copied: it opens this definition and position');
  } catch {
    status('copy the link shown');
  }
});

function showView(name: string): void {
  // The other views play, print and validate the definition as it is now.
  if (name !== 'define') ensureCompiled();
  studio.view = name;
  if (name === 'define') showText();
  for (const b of tabs) {
    b.setAttribute('aria-selected', String(b.dataset.view === name));
    b.tabIndex = b.dataset.view === name ? 0 : -1;
  }
  for (const s of document.querySelectorAll<HTMLElement>('.view')) s.hidden = s.id !== `view-${name}`;
  // The print options shared by the preview and the kit go with the view shown.
  document.querySelector(`#view-${name} .print-options`)?.append(printOptions);
  if (name === 'preview') void refreshPreview();
  if (name === 'play') void drawPlay();
}
const tabs = [...document.querySelectorAll<HTMLButtonElement>('#tabs button')];
for (const [i, b] of tabs.entries()) {
  b.addEventListener('click', () => showView(b.dataset.view!));
  // A tab list's keys: the arrows go to the tab before or after.
  b.addEventListener('keydown', (e) => {
    const by = { ArrowLeft: -1, ArrowRight: 1 }[e.key];
    if (by === undefined) return;
    const next = tabs[(i + by + tabs.length) % tabs.length]!;
    next.focus();
    showView(next.dataset.view!);
  });
}

/** The font the drawings measure their text with and embed: a file of the page, loaded once (then from the cache). */
async function loadFont(): Promise<Uint8Array> {
  const bytes = new Uint8Array(await (await fetch(fontUrl)).arrayBuffer());
  useFont(bytes);
  // The board on the screen shows its letters in the same font.
  document.fonts.add(new FontFace('DejaVu Sans', bytes));
  startPrinting(bytes, new URL(wasmUrl, document.baseURI).href);
  return bytes;
}

/**
 * What the page opens on: a share link's definition and position; else the variant the address names
 * (?variant=ecros); else the work kept from the last visit; else Orthodox Chess. A variant the address
 * names wrongly gives way to Orthodox Chess. The position a link carries, if any.
 */
async function firstDefinition(asked: URLSearchParams): Promise<string | null> {
  try {
    const shared = sharedWork(location.hash);
    if (shared) {
      load(shared.opened);
      return shared.fen;
    }
  } catch (err) {
    status(`the link's definition cannot be read: ${(err as Error).message}`);
  }
  const named = asked.get('variant');
  const kept = savedWork();
  if (named === null && kept) {
    load({ ...kept, template: false }, '');
    status('your work from the last visit, kept in this browser');
    return null;
  }
  load((await templateDefinition(named ?? 'chess')) ?? (await templateDefinition('chess'))!);
  return null;
}

async function start(): Promise<void> {
  const asked = new URLSearchParams(location.search);
  // Fetched while the definition is checked and compiled, which measure no text; the board waits for it.
  const font = loadFont().then(() => performance.mark('studio:font'));
  $<HTMLSelectElement>('template').replaceChildren(
    Object.assign(document.createElement('option'), { value: '', textContent: 'your own definition', disabled: true }),
    ...TEMPLATES.map((t) =>
      Object.assign(document.createElement('option'), {
        value: t.id,
        textContent: `${t.name} (${t.files}x${t.ranks})`,
      }),
    ),
  );
  const fen = await firstDefinition(asked);
  await font;
  if (fen !== null) startFrom(fen);
  // First use: the variant's board, with a line on what to do (the hint above it).
  showView(asked.get('view') ?? 'play');
  document.body.dataset.ready = 'true';
  startEditing();
  // Offline after the first visit: the service worker keeps the page's files (build/offline.ts). Its
  // fetching them all waits for the first board.
  if ('serviceWorker' in navigator) void navigator.serviceWorker.register('./sw.js').catch(() => undefined);
}
void start();
