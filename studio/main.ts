/**
 * The studio page: pick or edit a variant, preview its kit, play it, validate a game, download the kit.
 * The rules are the library's own (src/api), run here in the browser; what needs Node (the font's
 * metrics for layout, PDF and PNG files) the studio server makes with the library the CLI uses. Each
 * view is a module of its own.
 */
import { checkText } from './define.js';
import './kit.js';
import { drawPlay } from './play.js';
import { refreshPreview } from './preview.js';
import { printOptions } from './print-form.js';
import { getJson } from './server.js';
import { $, studio } from './state.js';
import './validate.js';

async function pickTemplate(id: string): Promise<void> {
  const { yaml } = await getJson<{ yaml: string }>(`/api/templates/${id}`);
  $<HTMLTextAreaElement>('yaml').value = yaml;
  studio.ref = { id, yaml };
  checkText();
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

async function start(): Promise<void> {
  const asked = new URLSearchParams(location.search);
  let first = asked.get('variant') ?? 'chess';
  // The list and the first template's text are asked for at once; a variant the address names wrongly
  // gives way to Orthodox Chess.
  const [list] = await Promise.all([
    getJson<{ id: string; name: string; files: number; ranks: number }[]>('/api/templates'),
    pickTemplate(first).catch(() => pickTemplate((first = 'chess'))),
  ]);
  const select = $<HTMLSelectElement>('template');
  select.replaceChildren(
    ...list.map((t) =>
      Object.assign(document.createElement('option'), {
        value: t.id,
        textContent: `${t.name} (${t.files}x${t.ranks})`,
      }),
    ),
  );
  select.value = first;
  select.addEventListener('change', () => void pickTemplate(select.value));
  showView(asked.get('view') ?? 'define');
  document.body.dataset.ready = 'true';
}
void start();
