/**
 * The print options the preview and the kit share, and the kit's formats and resolution: each input
 * made from the library's one declaration of the option (its type, choices, default and help), named
 * by the command line's flag. studio/vite.config.ts hands the declarations to the page.
 */
import { flagOf } from '../src/api/options.js';
import type { WRITE_OPTIONS } from '../src/api/print.js';
import type { PRINT_OPTIONS, PrintOptionName } from '../src/api/print-options.js';
import type { Variant } from '../src/api/variant.js';
import type { PrintSettings } from './printing.js';
import { onVariant } from './state.js';

declare const __PRINT_OPTIONS__: typeof PRINT_OPTIONS;
declare const __KIT_OPTIONS__: typeof WRITE_OPTIONS.kit;
const OPTIONS = __PRINT_OPTIONS__;

/**
 * The kit's files alone: formats, PNG resolution, and whether a part may run past the page limit (the
 * preview lays out any size). A page writes no folder (`out`: the kit is a zip), and the variant's setup
 * options get a checkbox each (showSetupOptions).
 */
const KIT = ['format', 'dpi', 'allowLarge'] as const satisfies readonly PrintOptionName[];
const NOT_A_FIELD: readonly PrintOptionName[] = [...KIT, 'out', 'option'];
/** Every other option `fairyprint kit` takes shapes the pages, so the preview and the kit share it. */
const SHARED = __KIT_OPTIONS__.filter((n) => !NOT_A_FIELD.includes(n));
/** Shown at once; the sizes and margins, which have defaults that fit, fold away under "More". */
const FIRST: readonly PrintOptionName[] = ['paper', 'orientation', 'pieces', 'mono', 'inkSaving', 'backs'];

/** The input's id: the flag, but for paper (#paper is the preview's page). */
const idOf = (name: string): string => (name === 'paper' ? 'paper-size' : flagOf(name));

function input(name: PrintOptionName): HTMLElement {
  const spec: { type: string; choices?: readonly string[]; list?: boolean; default?: unknown; describe: string } =
    OPTIONS[name];
  const label = document.createElement('label');
  label.title = spec.describe;
  if (spec.list && spec.choices) {
    // A checkbox per choice. The kit starts with PDF alone: it holds every page, and PNGs take a while.
    label.append(
      `${flagOf(name)} `,
      ...spec.choices.map((c) => {
        const box = document.createElement('input');
        Object.assign(box, { type: 'checkbox', name, value: c, checked: name === 'format' ? c === 'pdf' : false });
        const l = document.createElement('label');
        l.append(box, ` ${c}`);
        return l;
      }),
    );
    return label;
  }
  let el: HTMLInputElement | HTMLSelectElement;
  if (spec.choices) {
    el = document.createElement('select');
    el.append(
      ...spec.choices.map((c) => Object.assign(document.createElement('option'), { value: c, textContent: c })),
    );
    el.value = String(spec.default);
  } else {
    el = document.createElement('input');
    el.type = spec.type === 'boolean' ? 'checkbox' : spec.type === 'number' ? 'number' : 'text';
    if (spec.type === 'number') el.step = 'any';
    if (spec.type === 'boolean') el.checked = spec.default === true;
    else if (spec.default !== undefined) el.value = String(spec.default);
    else el.placeholder = 'default';
    if (spec.type === 'string') el.size = 7;
  }
  el.id = idOf(name);
  if (el instanceof HTMLInputElement && el.type === 'checkbox') label.append(el, ` ${flagOf(name)}`);
  else label.append(` ${flagOf(name)} `, el);
  return label;
}

/** The options shared by the preview and the kit, moved into the view shown. */
export const printOptions = document.createElement('fieldset');
printOptions.innerHTML = '<legend>Print</legend>';
const more = document.createElement('details');
more.innerHTML = '<summary>More: sizes, margins, spares, start position</summary>';
more.append(...SHARED.filter((n) => !FIRST.includes(n)).map(input));
printOptions.append(
  ...SHARED.filter((n) => FIRST.includes(n)).map(input),
  more,
  Object.assign(document.createElement('span'), { id: 'setup-options' }),
);

/** The kit's own options: its formats and the resolution of PNGs. */
export const kitOptions = document.createElement('fieldset');
kitOptions.innerHTML = '<legend>Files</legend>';
kitOptions.append(...KIT.map(input));

function value(form: HTMLElement, name: PrintOptionName): unknown {
  const spec = OPTIONS[name];
  if ('list' in spec && spec.list)
    return [...form.querySelectorAll<HTMLInputElement>(`input[name=${name}]:checked`)].map((i) => i.value);
  const el = form.querySelector<HTMLInputElement>(`#${idOf(name)}`)!;
  // Left empty: the library's default, as an option not given on the command line.
  if (el.value.trim() === '' && spec.type !== 'boolean') return undefined;
  return spec.type === 'boolean' ? el.checked : spec.type === 'number' ? Number(el.value) : el.value;
}

/** The options of a form that are given, by name. */
const given = (form: HTMLElement, names: readonly PrintOptionName[]) =>
  Object.fromEntries(names.map((n) => [n, value(form, n)]).filter(([, v]) => v !== undefined));

/** The options as the library takes them, by its names. */
export const print = (kit = false): PrintSettings => ({
  ...given(printOptions, SHARED),
  ...(kit ? given(kitOptions, KIT) : {}),
  option: [...printOptions.querySelectorAll<HTMLInputElement>('#setup-options input:checked')].map((i) => i.value),
});

/** The variant's setup options (Chess Legions' Masked Men), to print counters for. */
function showSetupOptions(variant: Variant): void {
  printOptions.querySelector('#setup-options')!.replaceChildren(
    ...variant.setupOptions.map((o) => {
      const label = document.createElement('label');
      const box = document.createElement('input');
      box.type = 'checkbox';
      box.value = o.id;
      label.append(box, ` ${o.name}`);
      return label;
    }),
  );
}

onVariant((variant, previous) => {
  const ids = (v: Variant | null) => v?.setupOptions.map((o) => o.id).join();
  if (ids(variant) !== ids(previous)) showSetupOptions(variant);
});
