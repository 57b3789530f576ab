/**
 * The studio for tests: the page built from the current sources (vite, into a temporary folder), served
 * by a plain static file server (static-server.ts) or by `fairyprint studio`'s server; closing it removes
 * the page too.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startStudio } from '../../src/studio/server.js';
import { staticServer } from './static-server.js';

export interface Served {
  url: string;
  close(): Promise<void>;
}

/** The page built into a temporary folder. */
export async function buildPage(): Promise<string> {
  const pageDir = await mkdtemp(join(tmpdir(), 'fairyprint-studio-page-'));
  const { build } = await import('vite');
  await build({
    configFile: resolve('studio/vite.config.ts'),
    build: { outDir: pageDir, emptyOutDir: true },
    logLevel: 'error',
  });
  return pageDir;
}

/** The built page served by `fairyprint studio`'s server, or (`plain`) by a static file server. */
export async function studio(how: 'studio' | 'plain' = 'studio', pageDir?: string): Promise<Served> {
  const dir = pageDir ?? (await buildPage());
  const server = how === 'studio' ? await startStudio({ pageDir: dir }) : await staticServer(dir);
  return {
    url: server.url,
    close: async () => {
      await server.close();
      if (!pageDir) await rm(dir, { recursive: true, force: true });
    },
  };
}
