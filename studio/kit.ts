/** The kit view: the whole print kit made by the server, as `fairyprint kit` writes it, its files to download. */
import { kitOptions, print } from './print-form.js';
import { postJson } from './server.js';
import { $, studio } from './state.js';

$('make-kit').before(kitOptions);
$('make-kit').addEventListener('click', () => void makeKit());

async function makeKit(): Promise<void> {
  const status = $('kit-status');
  const files = $('kit-files');
  files.replaceChildren();
  status.textContent = 'making the kit...';
  try {
    const kit = await postJson<{ id: string; files: { name: string; bytes: number }[]; pages: number }>('/api/kit', {
      ...studio.ref,
      ...print(true),
    });
    status.textContent = `${kit.files.length} files; kit.pdf has ${kit.pages} pages`;
    // kit.pdf first: it holds every part.
    const sorted = [...kit.files].sort((a, b) => Number(b.name === 'kit.pdf') - Number(a.name === 'kit.pdf'));
    files.replaceChildren(
      ...sorted.map((f) => {
        const li = document.createElement('li');
        const a = document.createElement('a');
        a.href = `/api/kit/${kit.id}/${encodeURIComponent(f.name)}`;
        a.download = f.name;
        a.textContent = f.name;
        li.append(a, ` (${Math.ceil(f.bytes / 1024)} kB)`);
        return li;
      }),
    );
  } catch (e) {
    status.textContent = (e as Error).message;
  }
}
