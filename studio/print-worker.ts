/**
 * The page's printing, off its main thread: the kit's preview (laid out as `fairyprint kit` lays it
 * out, then a page at a time as the SVG file it writes) and the whole kit (the library's renderKit, its
 * PNG pages drawn by resvg's WebAssembly build, every file zipped), so the page stays live through the
 * seconds a large variant takes. It is told where the font and resvg's WebAssembly are by the page.
 */
import './buffer.js';
import { initWasm, Resvg } from '@resvg/resvg-wasm';
import { zipSync } from 'fflate';
import { useFont } from '../src/api/picture.js';
import { type KitPreview, kitPageSvg, previewKit, renderKit } from '../src/api/print.js';
import { InputError } from '../src/api/result.js';
import { checkDefinition, type Variant } from '../src/api/variant.js';
import type { KitAnswer, PrintReply, PrintRequest, PrintSettings } from './printing.js';

let font: Uint8Array | null = null;
let resvg: Promise<void> | null = null;
let wasmUrl = '';
/** The last variant compiled, by its text, and the last preview laid out. */
let compiled: { yaml: string; variant: Variant } | null = null;
let preview: KitPreview | null = null;

function variantOf(yaml: string, file: string): Variant {
  if (compiled?.yaml === yaml) return compiled.variant;
  const { problems, variant } = checkDefinition(yaml, file);
  if (!variant) throw problems[0]!;
  compiled = { yaml, variant };
  return variant;
}

/** The kit's options as the library takes them: PNGs are drawn here, from the SVG pages. */
function libraryOptions(s: PrintSettings, formats?: readonly string[]) {
  const { format, ...rest } = s;
  return { ...rest, ...(formats ? { format: [...formats] } : {}) };
}

async function kit(yaml: string, file: string, settings: PrintSettings): Promise<KitAnswer> {
  const asked = settings.format ?? ['pdf'];
  const png = asked.includes('png');
  const drawn = asked.filter((f) => f !== 'png');
  if (png && !drawn.includes('svg')) drawn.push('svg');
  const { files, pages } = await renderKit(variantOf(yaml, file), libraryOptions(settings, drawn));
  const out: Record<string, Uint8Array> = {};
  for (const f of files) if (asked.includes(f.format)) out[f.name] = new Uint8Array(f.data);
  if (png) {
    await (resvg ??= initWasm(fetch(wasmUrl)));
    const fontBuffers = [font!];
    const dpi = settings.dpi ?? 300;
    for (const f of files.filter((f) => f.format === 'svg')) {
      const page = new Resvg(new Uint8Array(f.data), {
        font: { fontBuffers, defaultFontFamily: 'DejaVu Sans', loadSystemFonts: false },
        fitTo: { mode: 'zoom', value: dpi / 96 },
      });
      out[f.name.replace(/\.svg$/, '.png')] = page.render().asPng();
      page.free();
    }
  }
  const names = Object.keys(out).sort((a, b) => Number(b === 'kit.pdf') - Number(a === 'kit.pdf'));
  // PDFs and PNGs are compressed already: stored as they are, the zip is made in a moment.
  const zip = zipSync(Object.fromEntries(names.map((n) => [n, [out[n]!, { level: /\.svg$/.test(n) ? 6 : 0 }]])));
  return { zip, files: names.map((name) => ({ name, bytes: out[name]!.length })), pages };
}

async function answer(request: PrintRequest): Promise<unknown> {
  switch (request.kind) {
    case 'init': {
      wasmUrl = request.wasmUrl;
      font = request.font;
      useFont(font);
      // pdfkit's browser build leaves out the standard fonts' metrics; a document starts in Helvetica
      // (then draws in the font embedded), as in Node.
      const [pdfkit, helvetica] = await Promise.all([import('pdfkit'), import('pdfkit/standard-fonts/Helvetica')]);
      (pdfkit as unknown as { registerStdFonts(...fonts: unknown[]): void }).registerStdFonts(helvetica.default);
      return null;
    }
    case 'preview': {
      preview = previewKit(variantOf(request.yaml, request.file), libraryOptions(request.settings));
      return preview.pages;
    }
    case 'page': {
      const svg = preview && (await kitPageSvg(preview, request.file));
      return svg ? new TextDecoder().decode(svg) : null;
    }
    case 'prepare':
      variantOf(request.yaml, request.file);
      return null;
    case 'kit':
      return kit(request.yaml, request.file, request.settings);
  }
}

self.addEventListener('message', (e: MessageEvent<PrintRequest & { seq: number }>) => {
  const { seq } = e.data;
  answer(e.data).then(
    (value) => {
      const transfer = value && typeof value === 'object' && 'zip' in value ? [(value as KitAnswer).zip.buffer] : [];
      self.postMessage({ seq, value } satisfies PrintReply, { transfer });
    },
    (error: unknown) =>
      self.postMessage({
        seq,
        error: error instanceof InputError ? error.format() : (error as Error).message,
      } satisfies PrintReply),
  );
});
