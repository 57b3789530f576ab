/** The preview view: the kit's pages laid out as `fairyprint kit` lays them out (by the print worker), one shown at a time at paper size. */
import type { KitPage } from '../src/api/print.js';
import { print, printOptions } from './print-form.js';
import { previewPages as layOut, previewSvg } from './printing.js';
import { $, studio } from './state.js';

let previewPages: KitPage[] = [];
/** The page shown, as a blob URL (freed when another is shown). */
let shownUrl = '';

export async function refreshPreview(): Promise<void> {
  if (!studio.variant) return;
  const list = $('pages');
  list.textContent = 'laying out the kit...';
  try {
    const pages = await layOut(studio.ref.yaml, `${studio.ref.id}.yaml`, print());
    previewPages = pages;
    list.replaceChildren(
      ...pages.map((p, i) => {
        const li = document.createElement('li');
        li.textContent = `${p.part}: ${p.file}`;
        li.dataset.file = p.file;
        li.addEventListener('click', () => void showPage(i));
        return li;
      }),
    );
    await showPage(0);
  } catch (e) {
    list.textContent = (e as Error).message;
  }
}

async function showPage(i: number): Promise<void> {
  const p = previewPages[i];
  if (!p) return;
  const svg = await previewSvg(p.file);
  if (svg === null) return;
  for (const [k, li] of [...$('pages').children].entries()) li.setAttribute('aria-current', String(k === i));
  const img = document.createElement('img');
  img.alt = `${p.part}, ${p.file}`;
  // CSS millimetres: at "actual size" the page is its paper size (as the screen's 96 px to the inch goes).
  img.style.width = `${p.width}mm`;
  URL.revokeObjectURL(shownUrl);
  shownUrl = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  img.src = shownUrl;
  $('paper').replaceChildren(img);
  $('page-size').textContent =
    `${p.file}: ${Math.round(p.width)} x ${Math.round(p.height)} mm (page ${i + 1} of ${previewPages.length})`;
}

const zoom = (): void => void $('paper').classList.toggle('fit', $<HTMLSelectElement>('zoom').value === 'fit');
$('zoom').addEventListener('change', zoom);
zoom();
printOptions.addEventListener('change', () => studio.view === 'preview' && void refreshPreview());
