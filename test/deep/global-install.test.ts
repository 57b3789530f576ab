/**
 * The packed package installs globally without a warning and runs: `npm pack`, then
 * `npm install -g` of the tarball into a temporary prefix (dependencies from npm's cache where it has them).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

describe('a global install of the packed tarball', () => {
  it('prints no warning, and the installed command prints its version and counts moves', () => {
    const dir = mkdtempSync(join(tmpdir(), 'fairyprint-global-'));
    const tarball = execFileSync('npm', ['pack', '--silent', '--pack-destination', dir], {
      cwd: root,
      encoding: 'utf8',
    })
      .trim()
      .split('\n')
      .at(-1)!;
    const prefix = join(dir, 'prefix');
    const install = spawnSync(
      'npm',
      ['install', '-g', '--prefer-offline', '--no-fund', '--no-audit', '--prefix', prefix, join(dir, tarball)],
      { cwd: dir, encoding: 'utf8' },
    );
    expect(install.status, install.stderr).toBe(0);
    expect(install.stderr).not.toMatch(/warn/i);
    const bin = join(prefix, 'bin', 'fairyprint');
    const version = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }).version;
    expect(execFileSync(bin, ['--version'], { cwd: dir, encoding: 'utf8' })).toBe(`${version}\n`);
    expect(execFileSync(bin, ['perft', 'chess', '3'], { cwd: dir, encoding: 'utf8' })).toBe('8902\n');
  });
});
