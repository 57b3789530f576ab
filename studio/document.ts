/**
 * A variant's home in the page: its definition opened from and saved to the user's disk (.yaml, .json,
 * a section of a Fairy-Stockfish variants.ini, both ways), kept in the browser as it is edited (localStorage), a
 * question before edits are thrown away, and a share link that carries the definition and the position
 * in the address (packed: DEFLATE and base64url, as a record's [VariantDefinition] tag).
 */
import { parse } from 'yaml';
import {
  checkDefinition,
  importIniSection,
  iniSections,
  packDefinition,
  unpackDefinition,
  variantAsIni,
} from '../src/api/variant.js';
import { $, studio } from './state.js';
import { templateText } from './templates.js';

const AUTOSAVE = 'fairyprint-studio:work';

/** What the editor holds: where it came from (a template's id, a file's name) and the text it had then. */
export const document_ = {
  /** The text as it was opened or last saved: edits beyond it are the user's, not yet on disk. */
  cleanText: '',
  /** A template's text as it comes (null: a file's or a link's). */
  template: null as string | null,
};

/** Whether the text holds edits that are neither a template's text nor saved to a file. */
export const unsaved = (): boolean => studio.ref.yaml !== document_.cleanText;

/** Asks before the edits are thrown away; true when there are none, or the user agrees. */
export function mayDiscard(what: string): boolean {
  return !unsaved() || confirm(`Your edits to ${studio.ref.id}.yaml are not saved to a file. ${what} anyway?`);
}

/** Kept as it is edited, so a reload or a closed tab loses nothing; only edited work is kept. */
export function autosave(): void {
  try {
    if (unsaved()) localStorage.setItem(AUTOSAVE, JSON.stringify({ id: studio.ref.id, yaml: studio.ref.yaml }));
  } catch {
    // Storage full or refused (a private window): the work stays in the page.
  }
}

/** The work kept by autosave, if any. */
export function savedWork(): { id: string; yaml: string } | null {
  try {
    const kept = JSON.parse(localStorage.getItem(AUTOSAVE) ?? 'null') as { id: string; yaml: string } | null;
    return kept && typeof kept.yaml === 'string' && typeof kept.id === 'string' ? kept : null;
  } catch {
    return null;
  }
}

export function forgetWork(): void {
  try {
    localStorage.removeItem(AUTOSAVE);
  } catch {
    // Nothing kept.
  }
}

/** The id a definition text gives itself (its `id:` key), or the fallback. */
function idOf(text: string, fallback: string): string {
  try {
    const data = parse(text) as { id?: unknown } | null;
    if (data && typeof data.id === 'string' && /^[a-z0-9][a-z0-9-]*$/.test(data.id)) return data.id;
  } catch {
    // Not YAML yet: the file's name will do.
  }
  return fallback;
}

/** A definition text to put in the editor, with its id and whether it is a template's own. */
export interface Opened {
  id: string;
  yaml: string;
  template: boolean;
}

export async function templateDefinition(id: string): Promise<Opened | null> {
  const yaml = await templateText(id);
  return yaml === null ? null : { id, yaml, template: true };
}

/** A file of the user's: YAML or JSON as it is; a variants.ini section imported (asked which, if several). */
export async function openFile(file: File): Promise<Opened | null> {
  const text = await file.text();
  const base = file.name.replace(/\.[^.]*$/, '').toLowerCase() || 'definition';
  if (!/\.ini$/i.test(file.name)) return { id: idOf(text, base), yaml: text, template: false };
  const sections = iniSections(text, file.name);
  if (!sections.ok) throw sections.error;
  const section = sections.value.length === 1 ? sections.value[0] : await pickSection(sections.value);
  if (section === undefined) return null;
  const { problems, imported } = importIniSection(text, file.name, section);
  if (!imported) throw problems[0]!;
  return { id: imported.id, yaml: imported.yaml, template: false };
}

/** The section of a variants.ini to import, chosen in a dialog (undefined: cancelled). */
function pickSection(sections: string[]): Promise<string | undefined> {
  const dialog = $<HTMLDialogElement>('ini-dialog');
  const select = $<HTMLSelectElement>('ini-section');
  select.replaceChildren(
    ...sections.map((s) => Object.assign(document.createElement('option'), { value: s, textContent: s })),
  );
  dialog.showModal();
  return new Promise((done) =>
    dialog.addEventListener('close', () => done(dialog.returnValue === 'ok' ? select.value : undefined), {
      once: true,
    }),
  );
}

/** A text offered as a file to download, under this name. */
export function download(name: string, text: string, type: string): void {
  const a = Object.assign(document.createElement('a'), {
    href: URL.createObjectURL(new Blob([text], { type })),
    download: name,
  });
  a.click();
  setTimeout(() => URL.revokeObjectURL(a.href), 10_000);
}

/** The definition as a file to download: YAML as written, or JSON (the same data). */
export function saveFile(format: 'yaml' | 'json'): void {
  let text = studio.ref.yaml;
  if (format === 'json') text = `${JSON.stringify(parse(text), null, 2)}\n`;
  download(`${studio.ref.id}.${format}`, text, format === 'json' ? 'application/json' : 'application/yaml');
  document_.cleanText = studio.ref.yaml;
  forgetWork();
}

/**
 * The definition as a Fairy-Stockfish variants.ini section to download (`<id>.ini`, its name), or, where the ini
 * cannot say a rule exactly, the refusal naming each such rule thrown, and nothing downloaded. The
 * section holds the rules, not the names and texts, so the definition does not count as saved.
 */
export function saveIni(): string {
  const { variant, problems } = checkDefinition(studio.ref.yaml, `${studio.ref.id}.yaml`);
  if (!variant) throw problems[0]!;
  const ini = variantAsIni(variant, { text: studio.ref.yaml });
  if (!ini.ok) throw ini.error;
  // Named as its section is, by the variant's id: `fairyprint perft <id>.ini:<id>` reads it.
  const name = `${variant.id}.ini`;
  download(name, ini.value, 'text/plain');
  return name;
}

/** A link to this page with the definition and the position in its address (after #, never sent to a server). */
export function shareLink(fen: string | null): string {
  const hash = new URLSearchParams({ v: packDefinition(studio.ref.yaml), ...(fen ? { fen } : {}) });
  return `${location.origin}${location.pathname}#${hash}`;
}

/** The definition and position a share link carries, or null; a link that cannot be read is thrown. */
export function sharedWork(hash: string): { opened: Opened; fen: string | null } | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const token = params.get('v');
  if (token === null) return null;
  const text = unpackDefinition(token);
  if (!text.ok) throw text.error;
  return { opened: { id: idOf(text.value, 'shared'), yaml: text.value, template: false }, fen: params.get('fen') };
}
