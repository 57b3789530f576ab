/** The editor's completion (studio/schema-keys.ts) finds where in the YAML a key is typed, and the keys the schema allows there. */
import { describe, expect, it } from 'vitest';
import { keyPath, keysAt } from '../../studio/schema-keys.js';

describe('schema keys for completion', () => {
  const lines = [
    'id: x',
    'board:',
    '  files: 8',
    '  ',
    'pieces:',
    '  - id: K',
    '    ',
    '    moves:',
    '      - betza: mfW',
    '        ',
    '',
  ];
  it('follows the indentation up to the key typed: maps, list items and their sibling keys', () => {
    expect(keyPath(lines, 0)).toEqual([]);
    expect(keyPath(lines, 3)).toEqual(['board']);
    expect(keyPath(lines, 5)).toEqual(['pieces', '[]']);
    expect(keyPath(lines, 6)).toEqual(['pieces', '[]']);
    expect(keyPath(lines, 9)).toEqual(['pieces', '[]', 'moves', '[]']);
    expect(keyPath(lines, 10)).toEqual([]);
  });

  it('offers the keys the schema allows there, with their descriptions', () => {
    expect(Object.keys(keysAt([]))).toEqual(expect.arrayContaining(['id', 'name', 'board', 'pieces', 'setup']));
    expect(Object.keys(keysAt(['board']))).toEqual(expect.arrayContaining(['files', 'ranks']));
    const piece = keysAt(['pieces', '[]']);
    expect(Object.keys(piece)).toEqual(expect.arrayContaining(['id', 'name', 'abbrev', 'moves', 'royal']));
    expect(piece.id).toBe('Letter(s) used in positions; upper case White, lower case Black');
    expect(Object.keys(keysAt(['pieces', '[]', 'moves', '[]']))).toContain('betza');
    expect(keysAt(['no-such-key'])).toEqual({});
  });
});
