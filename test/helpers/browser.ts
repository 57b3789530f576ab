/**
 * A real Chromium from npm (@sparticuz/chromium, driven by playwright-core): nothing is downloaded, the
 * browser comes out of the package. It is unpacked once into node_modules/.cache/ (a temporary folder
 * renamed into place, so a run stopped halfway leaves nothing half-unpacked) and launched with a new,
 * empty profile and nothing that reaches for the network.
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { BrowserContext } from 'playwright-core';

const CACHE = resolve('node_modules/.cache/fairyprint-chromium');

/** The chromium binary, unpacked from the package on first use. */
export async function chromiumPath(): Promise<string> {
  const manifest = JSON.parse(await readFile(resolve('node_modules/@sparticuz/chromium/package.json'), 'utf8')) as {
    version: string;
  };
  const dir = join(CACHE, manifest.version);
  const exe = join(dir, 'chromium');
  if (existsSync(exe)) return exe;
  await mkdir(CACHE, { recursive: true });
  const staging = await mkdtemp(join(CACHE, 'unpacking-'));
  // The package unpacks into os.tmpdir(), which follows TMPDIR: pointed at the staging folder meanwhile.
  const saved = process.env.TMPDIR;
  process.env.TMPDIR = staging;
  try {
    const { default: Chromium } = await import('@sparticuz/chromium');
    await Chromium.executablePath();
  } finally {
    if (saved === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = saved;
  }
  try {
    await rename(staging, dir);
  } catch (e) {
    // Another process unpacked it first.
    await rm(staging, { recursive: true, force: true });
    if (!existsSync(exe)) throw e;
  }
  return exe;
}

/** The flags every launch gets: no sandbox (root in a container), no GPU, nothing that calls home. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface Browser {
  context: BrowserContext;
  close(): Promise<void>;
}

/** Chromium with a new empty profile, removed on close; downloads are accepted. */
export async function launchBrowser(viewport = { width: 1280, height: 800 }): Promise<Browser> {
  const { chromium } = await import('playwright-core');
  const profile = await mkdtemp(join(tmpdir(), 'fairyprint-chromium-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: await chromiumPath(),
    args: CHROMIUM_ARGS,
    headless: true,
    viewport,
    acceptDownloads: true,
  });
  return {
    context,
    close: async () => {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}
