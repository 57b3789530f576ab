/**
 * PDFs as a real renderer sees them: pages rasterised and text read back by MuPDF (the `mupdf` npm
 * package, WebAssembly), so the tests need nothing outside npm. MuPDF is independent of pdfkit, which
 * writes the files, and of resvg, which writes the PNGs.
 */
import * as mupdf from 'mupdf';

const MM_PER_PT = 25.4 / 72;

/** One document per buffer, parsed once: tests ask several questions of the same file. */
const documents = new WeakMap<Buffer, mupdf.Document>();

function open(pdf: Buffer): mupdf.Document {
  let doc = documents.get(pdf);
  if (!doc) {
    doc = mupdf.Document.openDocument(pdf, 'application/pdf');
    documents.set(pdf, doc);
  }
  return doc;
}

function loadPage(pdf: Buffer, page: number): mupdf.Page {
  const doc = open(pdf);
  const count = doc.countPages();
  if (!Number.isInteger(page) || page < 1 || page > count) throw new Error(`page ${page} of a ${count}-page PDF`);
  return doc.loadPage(page - 1);
}

export function pdfPageCount(pdf: Buffer): number {
  return open(pdf).countPages();
}

export interface Raster {
  width: number;
  height: number;
  dpi: number;
  /** RGB at a point given in mm from the page's top-left corner. */
  at(xMm: number, yMm: number): [number, number, number];
}

/** Renders one page (numbered from 1) at `dpi` into RGB pixels. */
export function renderPdfPage(pdf: Buffer, page: number, dpi: number): Raster {
  const zoom = dpi / 72;
  const pixmap = loadPage(pdf, page).toPixmap(mupdf.Matrix.scale(zoom, zoom), mupdf.ColorSpace.DeviceRGB, false);
  const [width, height, stride, n] = [
    pixmap.getWidth(),
    pixmap.getHeight(),
    pixmap.getStride(),
    pixmap.getNumberOfComponents(),
  ];
  const pixels = pixmap.getPixels().slice();
  pixmap.destroy();
  return {
    width,
    height,
    dpi,
    at(xMm, yMm) {
      const x = Math.round((xMm / 25.4) * dpi);
      const y = Math.round((yMm / 25.4) * dpi);
      if (x < 0 || y < 0 || x >= width || y >= height) throw new Error(`(${xMm}, ${yMm}) mm is off the page`);
      const i = y * stride + n * x;
      return [pixels[i]!, pixels[i + 1]!, pixels[i + 2]!];
    },
  };
}

/** The text of one page, or of every page joined by form feeds, line by line as laid out. */
export function pdfText(pdf: Buffer, page?: number): string {
  if (page !== undefined) return pageText(loadPage(pdf, page));
  const pages: string[] = [];
  for (let p = 1; p <= pdfPageCount(pdf); p++) pages.push(pageText(loadPage(pdf, p)));
  return pages.join('\f');
}

function pageText(page: mupdf.Page): string {
  const text = page.toStructuredText('preserve-whitespace');
  const out = text.asText();
  text.destroy();
  return out;
}

export interface PdfWord {
  text: string;
  /** Box in mm from the page's top-left corner. */
  x: number;
  y: number;
  w: number;
  h: number;
  /** Font size in pt as printed (the text matrix and the page's scale applied). */
  size: number;
}

/** The words of one page with their boxes and printed font sizes; a word is a run of non-space characters on one line. */
export function pdfWords(pdf: Buffer, page: number): PdfWord[] {
  const words: PdfWord[] = [];
  let current: { text: string; x0: number; y0: number; x1: number; y1: number; size: number } | null = null;
  const flush = (): void => {
    if (current)
      words.push({
        text: current.text,
        x: current.x0 * MM_PER_PT,
        y: current.y0 * MM_PER_PT,
        w: (current.x1 - current.x0) * MM_PER_PT,
        h: (current.y1 - current.y0) * MM_PER_PT,
        size: current.size,
      });
    current = null;
  };
  const text = loadPage(pdf, page).toStructuredText('preserve-whitespace');
  text.walk({
    onChar(c, _origin, _font, size, quad) {
      if (/\s/.test(c)) return flush();
      const xs = [quad[0], quad[2], quad[4], quad[6]];
      const ys = [quad[1], quad[3], quad[5], quad[7]];
      const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
      if (!current) current = { text: c, x0, y0, x1, y1, size };
      else {
        current.text += c;
        current.x0 = Math.min(current.x0, x0);
        current.y0 = Math.min(current.y0, y0);
        current.x1 = Math.max(current.x1, x1);
        current.y1 = Math.max(current.y1, y1);
        current.size = Math.min(current.size, size);
      }
    },
    endLine: flush,
  });
  flush();
  text.destroy();
  return words;
}

/** The PDF's bookmarks, top level: each title and the page (numbered from 1) it opens. */
export function pdfOutline(pdf: Buffer): { title: string; page: number }[] {
  return (open(pdf).loadOutline() ?? []).map((item) => ({ title: item.title ?? '', page: (item.page ?? -1) + 1 }));
}

/** A page's box (TrimBox, BleedBox...) as written in its dictionary, in points, or null. */
export function pdfPageBox(pdf: Buffer, page: number, name: string): number[] | null {
  const box = (loadPage(pdf, page) as mupdf.PDFPage).getObject().get(name);
  if (!box.isArray()) return null;
  return Array.from({ length: box.length }, (_, i) => box.get(i).asNumber());
}
