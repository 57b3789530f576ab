/**
 * Definitions, variants.ini files and positions written to hurt (issue 28): texts that would corrupt a
 * page or a terminal, inheritance chains and files of a size no real one has, tokens of megabytes. Each
 * is refused with a located one-line error, and its message stays short.
 */
import { describe, expect, it } from 'vitest';
import { MAX_INHERITANCE } from '../src/definitions/fsf-import.js';
import { parseIni } from '../src/definitions/ini.js';
import { checkIniSection } from '../src/definitions/load.js';

/** The problems of an ini text's section, each as "line:column: message". */
function iniProblems(text: string, section: string): string[] {
  return checkIniSection(text, 'hostile.ini', section).problems.map((p) => p.format().replace('hostile.ini:', ''));
}

describe('variants.ini inheritance', () => {
  it(`a chain of 4,000 sections is refused at the header, without exhausting the stack (at most ${MAX_INHERITANCE})`, () => {
    const lines = ['[v0:chess]'];
    for (let i = 1; i < 4000; i++) lines.push(`[v${i}:v${i - 1}]`);
    const text = lines.join('\n');
    expect(iniProblems(text, 'v3999')).toEqual([
      `4000:8: "v3999" inherits through more than ${MAX_INHERITANCE} sections (a longer chain is refused)`,
    ]);
    // A chain as long as allowed is read.
    expect(checkIniSection(text, 'hostile.ini', `v${MAX_INHERITANCE - 1}`).result).not.toBeNull();
  });

  it('a section naming itself as its parent is refused at the parent, as a cycle', () => {
    expect(iniProblems('[loop:loop]\nmaxRank = 8\n', 'loop')).toEqual([
      '1:7: section "loop" names itself as its parent',
    ]);
  });

  it('a parent defined after its child (the only other way to close a cycle) is refused at the parent', () => {
    expect(iniProblems('[a:b]\n[b:a]\n', 'a')).toEqual([
      '1:4: parent "b" is defined after this section; a section inherits only from one before it',
    ]);
  });
});

describe('files of a size no definition has', () => {
  it('a section missing from 2,000 sections: the message names the first 20 and counts the rest', () => {
    const text = Array.from({ length: 2000 }, (_, i) => `[v${i}]`).join('\n');
    expect(parseIni(text, 'hostile.ini')).toHaveLength(2000);
    const [problem, ...rest] = iniProblems(text, 'nosuch');
    expect(rest).toEqual([]);
    expect(problem).toBe(
      `1:1: no section [nosuch] in the file (sections: ${Array.from({ length: 20 }, (_, i) => `v${i}`).join(' ')} and 1980 more)`,
    );
  });

  it('a name given twice is refused at the second', () => {
    expect(() => parseIni('[a]\n[b]\n[a]\n', 'hostile.ini')).toThrow(/section "a" is defined twice/);
  });
});
