import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// The studio page, built into dist/studio/page/ (served by src/studio/server.ts). It imports the library's
// browser-safe modules (engine, notation, definitions/text.ts, diagrams) from src/ directly.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  logLevel: 'warn',
  build: {
    outDir: fileURLToPath(new URL('../dist/studio/page', import.meta.url)),
    emptyOutDir: true,
    // Node's file access must never reach the page: a module that needs it is a build error here.
    target: 'es2022',
    reportCompressedSize: false,
  },
});
