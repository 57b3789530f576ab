/**
 * The kit view: the whole print kit made in the page (by the print worker, with the code of `fairyprint
 * kit`), downloaded as one zip, its files listed.
 */
import { kitOptions, print } from './print-form.js';
import { makeKit, prepare } from './printing.js';
import { $, onVariant, studio } from './state.js';

// The print worker compiles each new definition once the page is idle, ahead of a preview or a kit
// (ECROS takes a good part of a second), rather than when one is asked for.
onVariant(() => {
  const { yaml, id } = studio.ref;
  requestIdleCallback(() => void prepare(yaml, `${id}.yaml`).catch(() => undefined), { timeout: 3000 });
});

$('make-kit').before(kitOptions);
$('make-kit').addEventListener('click', () => void make());

/** The last kit's zip, as a blob URL (freed when another is made). */
let zipUrl = '';

async function make(): Promise<void> {
  const status = $('kit-status');
  const files = $('kit-files');
  const link = $<HTMLAnchorElement>('kit-zip');
  files.replaceChildren();
  link.hidden = true;
  status.textContent = 'making the kit...';
  const started = performance.now();
  try {
    const kit = await makeKit(studio.ref.yaml, `${studio.ref.id}.yaml`, print(true));
    performance.measure('studio:kit', { start: started });
    URL.revokeObjectURL(zipUrl);
    zipUrl = URL.createObjectURL(new Blob([kit.zip as Uint8Array<ArrayBuffer>], { type: 'application/zip' }));
    Object.assign(link, { href: zipUrl, download: `${studio.ref.id}-kit.zip`, hidden: false });
    link.textContent = `Download ${studio.ref.id}-kit.zip (${Math.ceil(kit.zip.length / 1024)} kB)`;
    status.textContent = `${kit.files.length} files; kit.pdf has ${kit.pages} pages`;
    files.replaceChildren(
      ...kit.files.map((f) =>
        Object.assign(document.createElement('li'), { textContent: `${f.name} (${Math.ceil(f.bytes / 1024)} kB)` }),
      ),
    );
  } catch (e) {
    status.textContent = (e as Error).message;
  }
}
