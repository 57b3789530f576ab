/// <reference types="vite/client" />
/**
 * The templates that come with fairyprint, built into the page: their ids, names and board sizes (read
 * from their text at build time, studio/vite.config.ts), and each one's text, loaded when it is picked.
 */
export interface TemplateInfo {
  id: string;
  name: string;
  files: number;
  ranks: number;
}

declare const __TEMPLATES__: TemplateInfo[];
export const TEMPLATES: readonly TemplateInfo[] = __TEMPLATES__;

const TEXTS = import.meta.glob<string>('../templates/*.yaml', { query: '?raw', import: 'default' });

/** A template's definition text, or null for an id that is none. */
export async function templateText(id: string): Promise<string | null> {
  const load = TEXTS[`../templates/${id}.yaml`];
  return load ? load() : null;
}
