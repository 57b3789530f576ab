import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { parse } from 'yaml';
import { templateFile, variantIds } from '../src/api/files.js';
import { WRITE_OPTIONS } from '../src/api/print.js';
import { PRINT_OPTIONS } from '../src/api/print-options.js';
import { nodeStubs } from './build/node-stubs.js';
import { offline } from './build/offline.js';

/** The templates' ids, names and board sizes, read from their text here, in Node (compiling them all would take seconds). */
function templateList(): { id: string; name: string; files: number; ranks: number }[] {
  return variantIds().map((id) => {
    const data = parse(readFileSync(templateFile(id)!, 'utf8')) as {
      name: string;
      board: { files: number; ranks: number };
    };
    return { id, name: data.name, files: data.board.files, ranks: data.board.ranks };
  });
}

// The studio page, built into dist/studio/page/: a folder of static files that works from any static
// host, offline after its first load (offline.ts). It imports the library through src/api and nothing
// else of src/ (test/architecture.test.ts); the library's modules that reach Node's get stand-ins
// (node-stubs.ts), so what the page calls of them must need none. The print options' one declaration
// (and which of them the kit takes) and the templates' list are read here, in Node, and handed to the page as constants.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  logLevel: 'warn',
  plugins: [nodeStubs(), offline()],
  define: {
    __PRINT_OPTIONS__: JSON.stringify(PRINT_OPTIONS),
    __KIT_OPTIONS__: JSON.stringify(WRITE_OPTIONS.kit),
    __TEMPLATES__: JSON.stringify(templateList()),
  },
  worker: { format: 'es', plugins: () => [nodeStubs()] },
  build: {
    outDir: fileURLToPath(new URL('../dist/studio/page', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    reportCompressedSize: false,
    // pdfkit, CodeMirror and resvg's WebAssembly are large, and loaded where they are needed.
    chunkSizeWarningLimit: 4096,
  },
});
