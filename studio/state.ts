/** What the page's views share: the variant being edited (as the server knows it and as the library compiled it) and the view shown. */
import type { Variant } from '../src/api/variant.js';
import type { VariantRequest } from '../src/studio/api.js';

export const $ = <T extends HTMLElement = HTMLElement>(id: string): T => document.getElementById(id) as T;

export const studio = {
  /** The template's id and the definition's text, as the server is asked about it. */
  ref: { id: '', yaml: '' } as VariantRequest,
  /** The variant the text compiled to last (kept while the text has problems). */
  variant: null as Variant | null,
  view: 'define',
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
