/**
 * Definitions, variants.ini files and positions written to hurt (issue 28): texts that would corrupt a
 * page or a terminal, inheritance chains and files of a size no real one has, tokens of megabytes. Each
 * is refused with a located one-line error, and its message stays short.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MAX_INHERITANCE } from '../src/definitions/fsf-import.js';
import { parseIni } from '../src/definitions/ini.js';
import { checkDefinitionText, checkIniSection, loadVariant } from '../src/definitions/load.js';
import { MAX_PROBLEMS } from '../src/definitions/text.js';
import { FenError, parseFen } from '../src/notation/fen.js';

const chess = readFileSync(new URL('../templates/chess.yaml', import.meta.url), 'utf8');

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

  it('a section naming itself as its parent is refused at the parent, as a cycle (unless a built-in has its name)', () => {
    expect(iniProblems('[cycle:cycle]\nmaxRank = 8\n', 'cycle')).toEqual([
      '1:8: section "cycle" names itself as its parent',
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

/** The problems of a definition text, each as "line:column: message". */
function definitionProblems(text: string): string[] {
  return checkDefinitionText(text, 'hostile.yaml').problems.map((p) => p.format().replace('hostile.yaml:', ''));
}

describe('texts that would corrupt a page or a terminal', () => {
  it('a control character or a bidirectional override in a name is refused at the character', () => {
    // U+202E written as it is: the column is the character's.
    expect(definitionProblems(chess.replace('name: Queen', 'name: Que\u202Een'))).toEqual([
      '18:14: pieces[1].name: U+202E (an invisible formatting mark) cannot be in a name or text shown to players',
    ]);
    expect(definitionProblems(chess.replace('name: Orthodox Chess', 'name: Ortho\u0085dox'))).toEqual([
      '4:12: name: U+0085 (a control character) cannot be in a name or text shown to players',
    ]);
  });

  it('one written as a YAML escape is refused at its text, as are letters and prose', () => {
    expect(definitionProblems(chess.replace('abbrev: R', 'abbrev: "\\x1b"'))).toEqual([
      '25:13: pieces[2].abbrev: U+001B (a control character) cannot be in a name or text shown to players',
    ]);
    const prose = chess
      .replace('the baseline', 'the\\nbaseline\\u0007')
      .replace('description: FIDE', 'description: "FIDE');
    expect(definitionProblems(prose.replace('measured against.', 'measured against."'))).toEqual([
      '5:14: description: U+0007 (a control character) cannot be in a name or text shown to players',
    ]);
  });

  it('prose may run over lines and hold tabs; a name may not', () => {
    const prose = chess.replace('description: FIDE chess,', 'description: "FIDE\\tchess,\\n');
    expect(
      checkDefinitionText(prose.replace('measured against.', 'measured against."'), 'x.yaml').result,
    ).not.toBeNull();
    expect(definitionProblems(chess.replace('name: King', 'name: "Ki\\tng"'))[0]).toMatch(
      /^11:11: pieces\[0\]\.name: U\+0009 \(a control character\)/,
    );
  });

  it('in a variants.ini, a name or value with one is refused at the character', () => {
    expect(iniProblems('[mine\u202E:chess]\n', 'mine\u202E')).toEqual([
      '1:6: U+202E (an invisible formatting mark) cannot be in a name or text shown to players',
    ]);
    expect(iniProblems('[mine:chess]\npieceToCharTable = PNBRQ\u0007K\n', 'mine')).toEqual([
      '2:25: U+0007 (a control character) cannot be in a name or text shown to players',
    ]);
  });
});

describe('definitions dense with errors', () => {
  it(`lists the first ${MAX_PROBLEMS} problems, each unknown key its own, then how many more, located`, () => {
    const keys = Array.from({ length: 150 }, (_, i) => `k${i}: 1`).join('\n');
    const problems = checkDefinitionText(`${chess}${keys}\n`, 'hostile.yaml').problems;
    expect(problems).toHaveLength(MAX_PROBLEMS + 1);
    const first = chess.split('\n').length;
    expect(problems[0]!.format()).toBe(`hostile.yaml:${first}:1: k0: unknown field "k0"`);
    expect(problems[MAX_PROBLEMS]!.format()).toBe(`hostile.yaml:${first + MAX_PROBLEMS}:1: and 50 more problems`);
  });

  // Each of these made the YAML parser build a megabyte's worth of levels, values or errors (hundreds of MB)
  // only to refuse it; the lexer's first look refuses them at the place, before any is built.
  it('brackets nested deeper than any definition needs are refused at the one too deep', () => {
    const text = `${chess}notes: ${'a: ['.repeat(200_000)}\n`;
    const line = chess.split('\n').length;
    expect(definitionProblems(text)).toEqual([
      `${line}:${8 + 4 * 1000 + 3}: the nesting is too deep: lists and mappings may be nested 64 levels at most`,
    ]);
  });

  it('a text dense with brackets that close nothing is not YAML, refused at the first of them', () => {
    const line = chess.split('\n').length;
    expect(definitionProblems(`${chess}notes: ${'[}'.repeat(500_000)}\n`)).toEqual([
      `${line}:9: not YAML: more than 1,000 brackets close no bracket of their kind, the first here`,
    ]);
  });

  it('more values than any definition needs are refused at the first one too many', () => {
    const keys = Array.from({ length: 100_000 }, (_, i) => `k${i}: 1`).join('\n');
    const line = chess.split('\n').length;
    const holds = [...chess.matchAll(/:/g)].length; // a rough count is enough: the message's place is checked
    const [problem] = definitionProblems(`${chess}${keys}\n`);
    expect(problem).toMatch(
      /^\d+:1: a definition holds at most 20,000 values \(ECROS, the largest template, has 682\): this is one more$/,
    );
    expect(Number(problem!.split(':')[0])).toBeGreaterThan(line + 10_000 - holds);
  });

  it('a key given twice in a mapping is refused at the second (checked in linear time)', () => {
    expect(definitionProblems(chess.replace('    abbrev: K\n', '    abbrev: K\n    abbrev: Q\n'))).toEqual([
      '13:5: YAML syntax: the key "abbrev" is given twice in this mapping',
    ]);
  });
});

describe('messages quote input shortened', () => {
  const huge = 'x'.repeat(1 << 20);
  /** A message quotes at most QUOTE_LIMIT characters of input, with how long it was. */
  const short = (message: string | undefined, length = huge.length): void => {
    expect(message!.length).toBeLessThan(300);
    expect(message).toContain(`(${length} characters)`);
  };

  it('in a position: a megabyte token', () => {
    const chessVariant = loadVariant('chess').variant;
    const refusal = (fen: string): string => {
      try {
        parseFen(chessVariant, fen);
      } catch (e) {
        if (e instanceof FenError) return e.message;
      }
      throw new Error(`${fen.slice(0, 80)} was read`);
    };
    const start = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR';
    short(refusal(`${start} ${huge} KQkq - 0 1`));
    short(refusal(`${start} w KQkq ${huge} 0 1`));
    short(refusal(`${start} w KQkq - ${huge} 1`));
    short(refusal(`${start.replace('RNBQKBNR', `RNBQKBN{${huge}}`)} w KQkq - 0 1`));
  });

  it('in a definition: a megabyte key, square or move', () => {
    // YAML allows keys of 1,024 characters at most.
    short(checkDefinitionText(`${chess}${huge.slice(0, 1000)}: 1\n`, 'x.yaml').problems[0]?.message, 1000);
    short(
      checkDefinitionText(chess.replace('moves: N\n', `moves: ${'m'.repeat(huge.length)}\n`), 'x.yaml').problems[0]
        ?.message,
    );
  });

  it('in a variants.ini: names and values longer than any real one are refused at their column', () => {
    expect(iniProblems(`[${'v'.repeat(65)}:chess]\n`, 'v')).toEqual([
      '1:2: a section name is at most 64 characters, not 65',
    ]);
    expect(iniProblems(`[v:${'p'.repeat(65)}]\n`, 'v')).toEqual([
      '1:4: a section name is at most 64 characters, not 65',
    ]);
    expect(iniProblems(`[v:chess]\nstartFen = ${huge}\n`, 'v')).toEqual([
      `2:12: a value is at most 1000 characters, not ${1 << 20}`,
    ]);
  });
});
