/**
 * The package as published: the licence package.json names is in the package, the Node versions it
 * claims are those its runtime dependencies accept, and the README counts what there is.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { templateIds } from '../src/definitions/load.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const read = (path: string): string => readFileSync(join(root, path), 'utf8');
interface Manifest {
  license: string;
  engines?: { node?: string };
  dependencies: Record<string, string>;
}
const pkg = JSON.parse(read('package.json')) as Manifest;

type Version = [number, number, number];
const version = (text: string): Version => {
  const [major = 0, minor = 0, patch = 0] = text.replace(/\.\*$/, '').split('.').map(Number);
  return [major, minor, patch];
};
const compare = (a: Version, b: Version): number => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

/** Whether `v` is in a range as engines fields write them: `>=A`, `>= A`, `^A`, `A.*`, joined by `||`. */
function accepts(range: string, v: Version): boolean {
  return range.split('||').some((alternative) => {
    const m = /^\s*(>=|\^)?\s*(\d+(?:\.\d+){0,2}(?:\.\*)?)\s*$/.exec(alternative);
    if (!m) throw new Error(`a range this test cannot read: "${alternative}"`);
    const low = version(m[2]!);
    if (m[1] === '>=') return compare(v, low) >= 0;
    return v[0] === low[0] && compare(v, low) >= 0;
  });
}

/** The lowest version of each alternative of a range: the oldest Node of each line that it claims. */
const lowest = (range: string): Version[] =>
  range.split('||').map((alternative) => version(alternative.replace(/^\s*(>=|\^)\s*/, '').trim()));

describe('the package', () => {
  it('holds the licence package.json names: MIT, with its copyright line', () => {
    expect(pkg.license).toBe('MIT');
    const licence = read('LICENSE');
    expect(licence).toMatch(/^MIT License\n\nCopyright \(c\) 2026 the fairyprint authors\n/);
    expect(licence).toContain('Permission is hereby granted, free of charge, to any person obtaining a copy');
  });

  it('claims only Node versions every runtime dependency accepts (yargs 18 needs 20.19 or 22.12)', () => {
    const claimed = pkg.engines?.node;
    expect(claimed).toBeDefined();
    for (const name of Object.keys(pkg.dependencies)) {
      const needs = (JSON.parse(read(`node_modules/${name}/package.json`)) as Manifest).engines?.node;
      if (!needs) continue;
      for (const v of lowest(claimed!))
        expect(accepts(needs, v), `${name} (${needs}) on Node ${v.join('.')}`).toBe(true);
    }
  });

  it('the README says how many variants come with it', () => {
    const count = templateIds().length;
    const words = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
    const teens = ['eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen'];
    const spelt = [...words, ...teens, 'nineteen', 'twenty'][count];
    const said = /\b([A-Z][a-z]+|\d+) variants come with it\b/.exec(read('README.md'));
    expect(said?.[1]?.toLowerCase()).toBe(spelt ?? String(count));
  });
});
