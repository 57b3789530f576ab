/**
 * fairyprint as the CLI runs it, for the benches that time it: compiled into a temporary folder (so that a
 * stale dist/ cannot mislead) with what a package has beside dist/: its templates, dependencies and
 * module type. The folder is removed when `job` ends. Given `runners` (bench scripts, from the repository's
 * root), it compiles them too, with what they import, under `<build>/runners/`: a process that times the
 * engine runs them with plain node, as the CLI runs, since under tsx's loader the same compiled engine
 * counted perft 15-18% slower (chess and Atomic, its main thread's CPU time).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root folder. */
export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

export async function withCompiledPackage(
  name: string,
  job: (build: string) => Promise<void> | void,
  runners: readonly string[] = [],
): Promise<void> {
  const build = mkdtempSync(join(tmpdir(), `fairyprint-${name}-build-`));
  const tsc = (project: string, outDir: string) =>
    execFileSync(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', project, '--outDir', outDir]);
  try {
    tsc(join(ROOT, 'tsconfig.build.json'), join(build, 'dist'));
    symlinkSync(join(ROOT, 'templates'), join(build, 'templates'));
    symlinkSync(join(ROOT, 'node_modules'), join(build, 'node_modules'));
    writeFileSync(join(build, 'package.json'), '{ "type": "module" }\n');
    if (runners.length > 0) {
      // A project beside node_modules (its type definitions are looked up from the project's folder).
      const project = join(build, 'tsconfig.runners.json');
      const files = runners.map((f) => join(ROOT, f));
      const options = { rootDir: ROOT, noEmit: false, declaration: false };
      writeFileSync(project, JSON.stringify({ extends: join(ROOT, 'tsconfig.json'), compilerOptions: options, files }));
      tsc(project, join(build, 'runners'));
    }
    await job(build);
  } finally {
    rmSync(build, { recursive: true, force: true });
  }
}
