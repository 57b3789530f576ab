import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { PRINT_OPTIONS } from '../src/api/print-options.js';

// The studio page, built into dist/studio/page/ (served by src/studio/server.ts). It imports the library's
// browser-safe modules of src/api (variants from text, positions, the game, marks) and nothing else of
// src/ (test/architecture.test.ts). The print options' one declaration is read here, in Node, where their
// defaults come from the layers that use them, and handed to the page as __PRINT_OPTIONS__.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  logLevel: 'warn',
  define: { __PRINT_OPTIONS__: JSON.stringify(PRINT_OPTIONS) },
  build: {
    outDir: fileURLToPath(new URL('../dist/studio/page', import.meta.url)),
    emptyOutDir: true,
    // Node's file access must never reach the page: a module that needs it is a build error here.
    target: 'es2022',
    reportCompressedSize: false,
  },
});
