/**
 * PDF backend: every page of a scene in one vector document, page size exactly the scene's paper, drawn
 * in millimetres under one scale transform. The font subset is registered once per document (pdfkit
 * re-parses a font given by path or buffer on every font() call otherwise) and embedded by pdfkit.
 */
import PDFDocument from 'pdfkit';
import type { Item, Page, Paint, Scene } from './scene.js';

const PT_PER_MM = 72 / 25.4;
const FONT = 'body';

export function sceneToPdf(scene: Scene, font: Buffer): Promise<Buffer> {
  const doc = new PDFDocument({ autoFirstPage: false, margin: 0, info: { Title: scene.title, Creator: 'fairyprint' } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont(FONT, font);
  for (const [i, page] of scene.pages.entries()) {
    doc.addPage({ size: [page.width * PT_PER_MM, page.height * PT_PER_MM], margin: 0 });
    for (const entry of scene.outline ?? []) if (entry.page === i) doc.outline.addItem(entry.title);
    setBoxes(doc, page);
    doc.save();
    doc.scale(PT_PER_MM);
    draw(doc, page.items);
    doc.restore();
  }
  doc.end();
  return done;
}

/**
 * TrimBox (the cut edge of what the page is printed for, default the paper) and BleedBox (that plus the
 * bleed, within the paper), in points from the bottom-left corner as PDF wants them.
 */
function setBoxes(doc: PDFKit.PDFDocument, page: Page): void {
  const t = page.trim ?? { x: 0, y: 0, w: page.width, h: page.height };
  const b = page.bleed ?? 0;
  const box = (x: number, y: number, w: number, h: number): number[] => {
    const [x0, x1] = [Math.max(0, x), Math.min(page.width, x + w)];
    const [y0, y1] = [Math.max(0, page.height - y - h), Math.min(page.height, page.height - y)];
    return [x0, y0, x1, y1].map((v) => Math.round(v * PT_PER_MM * 1000) / 1000);
  };
  const dict = (doc.page as unknown as { dictionary: { data: Record<string, unknown> } }).dictionary.data;
  dict.TrimBox = box(t.x, t.y, t.w, t.h);
  dict.BleedBox = box(t.x - b, t.y - b, t.w + 2 * b, t.h + 2 * b);
}

function applyPaint(doc: PDFKit.PDFDocument, p: Paint): void {
  if (p.fill) doc.fillColor(p.fill, p.opacity ?? 1);
  if (p.stroke) {
    doc.strokeColor(p.stroke, p.opacity ?? 1).lineWidth(p.strokeWidth ?? 0.25);
    if (p.dash) doc.dash(p.dash[0], { space: p.dash[1] });
    else doc.undash();
  }
  if (p.fill && p.stroke) doc.fillAndStroke();
  else if (p.fill) doc.fill();
  else if (p.stroke) doc.stroke();
}

function draw(doc: PDFKit.PDFDocument, items: readonly Item[]): void {
  for (const it of items) {
    switch (it.kind) {
      case 'rect':
        if (it.r) doc.roundedRect(it.x, it.y, it.w, it.h, it.r);
        else doc.rect(it.x, it.y, it.w, it.h);
        applyPaint(doc, it);
        break;
      case 'line':
        doc.lineCap(it.cap ?? 'butt');
        doc.moveTo(it.x1, it.y1).lineTo(it.x2, it.y2);
        applyPaint(doc, { ...it, fill: undefined });
        break;
      case 'poly': {
        const [x0 = 0, y0 = 0, ...rest] = it.points;
        doc.moveTo(x0, y0);
        for (let i = 0; i + 1 < rest.length; i += 2) doc.lineTo(rest[i]!, rest[i + 1]!);
        if (it.closed) doc.closePath();
        applyPaint(doc, it.closed ? it : { ...it, fill: undefined });
        break;
      }
      case 'circle':
        doc.circle(it.cx, it.cy, it.r);
        applyPaint(doc, it);
        break;
      case 'text': {
        doc.font(FONT).fontSize(it.size).fillColor(it.fill, 1);
        const width = it.anchor === 'start' ? 0 : doc.widthOfString(it.text);
        const x = it.anchor === 'middle' ? it.x - width / 2 : it.anchor === 'end' ? it.x - width : it.x;
        if (it.rotate) doc.save().rotate(it.rotate, { origin: [it.x, it.y] });
        doc.text(it.text, x, it.y, { lineBreak: false, baseline: 'alphabetic' });
        if (it.rotate) doc.restore();
        break;
      }
      case 'group':
        doc.save();
        if (it.translate) doc.translate(it.translate[0], it.translate[1]);
        if (it.scale !== undefined && it.scale !== 1) doc.scale(it.scale);
        if (it.clip) doc.rect(it.clip.x, it.clip.y, it.clip.w, it.clip.h).clip();
        draw(doc, it.items);
        doc.restore();
        break;
    }
  }
}
