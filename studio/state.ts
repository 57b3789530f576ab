/** What the page's views share: the variant being edited (its text and what the library compiled it to) and the view shown. */
import type { Variant } from '../src/api/variant.js';

export const $ = <T extends HTMLElement = HTMLElement>(id: string): T => document.getElementById(id) as T;

export const studio = {
  /** The template's id (the name of the file the text is checked as) and the definition's text. */
  ref: { id: '', yaml: '' },
  /** The variant the text compiled to last (kept while the text has problems). */
  variant: null as Variant | null,
  /** The view shown ('' before the first). */
  view: '',
};

const listeners: ((variant: Variant, previous: Variant | null) => void)[] = [];

/** Called each time the definition compiles to a new variant. */
export function onVariant(listener: (variant: Variant, previous: Variant | null) => void): void {
  listeners.push(listener);
}

export function setVariant(variant: Variant): void {
  const previous = studio.variant;
  studio.variant = variant;
  for (const listener of listeners) listener(variant, previous);
}
