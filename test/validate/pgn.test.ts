import { describe, expect, it } from 'vitest';
import { parsePgn, tagValue } from '../../src/notation/pgn.js';

describe('PGN reader', () => {
  it('keeps tags in order, unknown ones too, with positions and escapes', () => {
    const [g] = parsePgn('[Event "A \\"quoted\\" \\\\ name"]\n[Zebra "stripes"]\n  [Result "1-0"]\n\n1. e4 1-0\n');
    expect(g!.tags.map((t) => [t.name, t.value, t.line, t.column])).toEqual([
      ['Event', 'A "quoted" \\ name', 1, 1],
      ['Zebra', 'stripes', 2, 1],
      ['Result', '1-0', 3, 3],
    ]);
    expect(g!.tags[2]!.valueColumn).toBe(12);
    expect(tagValue(g!, 'zebra')).toBe('stripes');
  });

  it('reads movetext: numbers, comments, NAGs, suffixes, variations, escape lines', () => {
    const text = [
      '[Event "x"]',
      '',
      '% a whole line escaped: Qh5 would not count',
      '1.e4 {best by test; really} e5 2. Nf3 $1 Nc6!? ; to the end of the line Bb5',
      '3...a6?? (3... Nf6 4. O-O (4. d3) Nxe4) 4. Ba4 e5xd4 e.p.',
      '1/2-1/2',
    ].join('\n');
    const [g] = parsePgn(text);
    expect(g!.error).toBeNull();
    expect(g!.moves.map((m) => m.text)).toEqual(['e4', 'e5', 'Nf3', 'Nc6', 'a6', 'Ba4', 'e5xd4']);
    const lines = text.split('\n');
    const at = (line: number, needle: string): [number, number] => [line, lines[line - 1]!.indexOf(needle) + 1];
    expect(g!.moves.map((m) => [m.line, m.column])).toEqual([
      at(4, 'e4'),
      at(4, 'e5'),
      at(4, 'Nf3'),
      at(4, 'Nc6'),
      at(5, 'a6'),
      at(5, 'Ba4'),
      at(5, 'e5xd4'),
    ]);
    expect(g!.result).toEqual({ text: '1/2-1/2', line: 6, column: 1 });
  });

  it('splits many games, with or without termination markers', () => {
    const games = parsePgn('[Event "1"]\n1. e4 *\n[Event "2"]\n1. d4\n\n[Event "3"]\n1. c4 c5 0-1\n1. f4 1-0');
    expect(
      games.map((g) => [
        g.index,
        tagValue(g, 'Event') ?? null,
        g.moves.map((m) => m.text).join(' '),
        g.result?.text ?? null,
      ]),
    ).toEqual([
      [1, '1', 'e4', '*'],
      [2, '2', 'd4', null],
      [3, '3', 'c4 c5', '0-1'],
      [4, null, 'f4', '1-0'],
    ]);
  });

  it('never throws: a syntax error is a value with its position, and the next game is still read', () => {
    const text = [
      '[Event "bad"]',
      '1. e4 , e5 2. Nf3 1-0',
      '[Event "good"]',
      '1. d4 d5 *',
      '[Event "open comment"]',
      '1. c4 {never closed',
    ].join('\n');
    const games = parsePgn(text);
    expect(games).toHaveLength(3);
    expect(games[0]!.error).toEqual({ message: 'unexpected character "," in movetext', line: 2, column: 7 });
    expect(games[1]!.error).toBeNull();
    expect(games[1]!.moves.map((m) => m.text)).toEqual(['d4', 'd5']);
    expect(games[2]!.error).toEqual({ message: 'comment "{" is not closed by "}"', line: 6, column: 7 });
  });

  it('reports malformed tags, stray parentheses, bare NAG signs and open variations', () => {
    expect(parsePgn('[Event nope]\n1. e4 *')[0]!.error).toEqual({
      message: 'tag Event: the value must be in double quotes',
      line: 1,
      column: 8,
    });
    expect(parsePgn('[Event "x]\n1. e4 *')[0]!.error).toMatchObject({
      message: `tag Event: the value's closing quote is missing`,
      line: 1,
      column: 11,
    });
    expect(parsePgn('[ "x"]')[0]!.error).toMatchObject({ message: 'a tag needs a name: [Name "value"]' });
    expect(parsePgn('1. e4 ) e5 *')[0]!.error).toEqual({ message: '")" closes no variation', line: 1, column: 7 });
    expect(parsePgn('1. e4 $ e5 *')[0]!.error).toMatchObject({ column: 7 });
    expect(parsePgn('1. e4 (1. d4')[0]!.error).toMatchObject({ message: 'a variation "(" is not closed by ")"' });
    // A malformed tag spoils only its game: the tags after it still belong to the same game.
    const games = parsePgn('[Event "a"]\n[Bad tag]\n[Site "s"]\n1. e4 *\n[Event "b"]\n1. d4 *');
    expect(games.map((g) => [g.tags.map((t) => t.name).join(','), g.error === null])).toEqual([
      ['Event,Site', false],
      ['Event', true],
    ]);
  });

  it('reads nothing from an empty text, and survives arbitrary bytes', () => {
    expect(parsePgn('')).toEqual([]);
    expect(parsePgn('  \n\n')).toEqual([]);
    let seed = 7;
    for (let i = 0; i < 300; i++) {
      const chars = Array.from({ length: 80 }, () => {
        seed = (seed * 1103515245 + 12345) & 0x7fffffff;
        return '[]{}()"$;%.\n 1e4xO-=+#/\\*'[seed % 28];
      });
      expect(() => parsePgn(chars.join(''))).not.toThrow();
    }
  });
});
