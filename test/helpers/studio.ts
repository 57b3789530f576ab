/**
 * The studio for tests: the page built from the current sources (vite, into a temporary folder, once
 * per process) and served by the studio server on a free port.
 */
import { rmSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startStudio, type Studio } from '../../src/studio/server.js';

let built: Promise<string> | null = null;

/** The page built once per process from studio/ and src/. */
export function builtPage(): Promise<string> {
  built ??= (async () => {
    const outDir = await mkdtemp(join(tmpdir(), 'fairyprint-studio-page-'));
    process.once('exit', () => rmSync(outDir, { recursive: true, force: true }));
    const { build } = await import('vite');
    await build({ configFile: resolve('studio/vite.config.ts'), build: { outDir, emptyOutDir: true }, logLevel: 'error' });
    return outDir;
  })();
  return built;
}

export async function studio(): Promise<Studio> {
  return startStudio({ pageDir: await builtPage() });
}
