/**
 * The library's printables work on Node's Buffer (the font reader, the PDF and SVG writers): in the page
 * it is the npm package that copies Node's API. Imported first by every entry (the page and its worker),
 * so that it is there before any module of the library runs.
 */
import { Buffer } from 'buffer';

(globalThis as { Buffer?: unknown }).Buffer ??= Buffer;
