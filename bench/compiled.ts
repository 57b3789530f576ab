/**
 * fairyprint as the CLI runs it, for the benches that time it: compiled into a temporary folder (so that a
 * stale dist/ cannot mislead) with what a package has beside dist/: its templates, dependencies and
 * module type. The folder is removed when `job` ends.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root folder. */
export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

export async function withCompiledPackage(name: string, job: (build: string) => Promise<void> | void): Promise<void> {
  const build = mkdtempSync(join(tmpdir(), `fairyprint-${name}-build-`));
  try {
    execFileSync(process.execPath, [
      join(ROOT, 'node_modules/typescript/bin/tsc'),
      '-p',
      join(ROOT, 'tsconfig.build.json'),
      '--outDir',
      join(build, 'dist'),
    ]);
    symlinkSync(join(ROOT, 'templates'), join(build, 'templates'));
    symlinkSync(join(ROOT, 'node_modules'), join(build, 'node_modules'));
    writeFileSync(join(build, 'package.json'), '{ "type": "module" }\n');
    await job(build);
  } finally {
    rmSync(build, { recursive: true, force: true });
  }
}
