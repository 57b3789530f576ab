/**
 * The studio for tests: the page built from the current sources (vite, into a temporary folder) and
 * served by the studio server on a free port; closing it removes the page too.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type Studio, startStudio } from '../../src/studio/server.js';

export async function studio(): Promise<Studio> {
  const pageDir = await mkdtemp(join(tmpdir(), 'fairyprint-studio-page-'));
  const { build } = await import('vite');
  await build({
    configFile: resolve('studio/vite.config.ts'),
    build: { outDir: pageDir, emptyOutDir: true },
    logLevel: 'error',
  });
  const server = await startStudio({ pageDir });
  return {
    url: server.url,
    close: async () => {
      await server.close();
      await rm(pageDir, { recursive: true, force: true });
    },
  };
}
