/** The preview view: the kit's pages laid out as `fairyprint kit` lays them out, one shown at a time at paper size. */
import type { KitPage } from '../src/api/print.js';
import { print, printOptions } from './print-form.js';
import { postJson } from './server.js';
import { $, studio } from './state.js';

let previewKey = '';
let previewPages: KitPage[] = [];

export async function refreshPreview(): Promise<void> {
  if (!studio.variant) return;
  const list = $('pages');
  list.textContent = 'laying out the kit...';
  try {
    const { key, pages } = await postJson<{ key: string; pages: KitPage[] }>('/api/preview', {
      ...studio.ref,
      ...print(),
    });
    previewKey = key;
    previewPages = pages;
    list.replaceChildren(
      ...pages.map((p, i) => {
        const li = document.createElement('li');
        li.textContent = `${p.part}: ${p.file}`;
        li.dataset.file = p.file;
        li.addEventListener('click', () => showPage(i));
        return li;
      }),
    );
    showPage(0);
  } catch (e) {
    list.textContent = (e as Error).message;
  }
}

function showPage(i: number): void {
  const p = previewPages[i];
  if (!p) return;
  for (const [k, li] of [...$('pages').children].entries()) li.setAttribute('aria-current', String(k === i));
  const img = document.createElement('img');
  img.alt = `${p.part}, ${p.file}`;
  // CSS millimetres: at "actual size" the page is its paper size (as the screen's 96 px to the inch goes).
  img.style.width = `${p.width}mm`;
  img.src = `/api/preview/${previewKey}/${encodeURIComponent(p.file)}`;
  $('paper').replaceChildren(img);
  $('page-size').textContent =
    `${p.file}: ${Math.round(p.width)} x ${Math.round(p.height)} mm (page ${i + 1} of ${previewPages.length})`;
}

const zoom = (): void => void $('paper').classList.toggle('fit', $<HTMLSelectElement>('zoom').value === 'fit');
$('zoom').addEventListener('change', zoom);
zoom();
printOptions.addEventListener('change', () => studio.view === 'preview' && void refreshPreview());
