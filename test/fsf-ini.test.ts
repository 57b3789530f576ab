/**
 * Fairy-Stockfish's variants.ini read as fairyprint definitions: every section of test/fixtures/fsf/
 * tests.ini (written for these tests from the format FSF documents) plays as Fairy-Stockfish plays it
 * with the same file loaded (ffish.loadVariantConfig): perft divided by first move, from the start
 * and from positions of seeded random games. Keys the engine cannot play are located errors. Rows
 * (connect), compulsory drops (must-drop) and flags that differ between the sides (fox-and-hounds,
 * jesonmor) end games where Fairy-Stockfish ends them.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { SUPPORTED_KEYS } from '../src/definitions/fsf-import.js';
import { FSF_PIECE_TYPES } from '../src/definitions/fsf-pieces.js';
import { parseIni } from '../src/definitions/ini.js';
import { checkIniSection, loadVariant } from '../src/definitions/load.js';
import { perftDivide } from '../src/engine/perft.js';
import { startPosition } from '../src/engine/start.js';
import {
  loadVariant as loadVariantValue,
  parseMove as parseMoveValue,
  parseFen as parsePosition,
} from '../src/index.js';
import { parseFen, toFen } from '../src/notation/fen.js';
import { runCli } from './helpers/cli.js';
import { type Ffish, loadFfish } from './helpers/ffish.js';
import { misreadFfishGame, playBoth } from './helpers/ffish-games.js';
import { perftDifferences } from './helpers/ffish-perft.js';
import { randomGamePositions, uciMove } from './helpers/fsf.js';
import { halfInFastTier, tier } from './helpers/tier.js';

const INI = 'test/fixtures/fsf/tests.ini';
const text = readFileSync(INI, 'utf8');
const sections = parseIni(text, INI);

/** Perft depth from the start, and random-game positions per section with their depth. */
const START_DEPTH = tier(2, 3);
const RANDOM_POSITIONS = tier(0, 10);
const RANDOM_DEPTH = tier(2, 3);
/** ffish's games per section read as records, and their length. */
const RECORD_GAMES = tier(1, 4);
const RECORD_PLIES = tier(24, 150);

let ff: Ffish & { loadVariantConfig(text: string): void };
beforeAll(async () => {
  ff = (await loadFfish()) as typeof ff;
  ff.loadVariantConfig(text);
});

describe('the test file', () => {
  it('has at least 25 sections, and uses every key the importer reads', () => {
    expect(sections.length).toBeGreaterThanOrEqual(25);
    const used = new Set(sections.flatMap((s) => [...s.entries.keys()]));
    const unused = SUPPORTED_KEYS.filter((k) => !used.has(k));
    expect(unused).toEqual([]);
    // And every piece type fairyprint plays, a custom piece and a custom king.
    const pieces = Object.keys(FSF_PIECE_TYPES).filter((k) => FSF_PIECE_TYPES[k]!.moves !== null);
    expect(pieces.filter((k) => !used.has(k))).toEqual([]);
    expect(used.has('customPiece1') && used.has('king')).toBe(true);
  });
});

describe('variants.ini sections play as Fairy-Stockfish plays them with the same file', () => {
  for (const section of halfInFastTier(sections)) {
    it(`${section.name}: the start is FSF's, perft ${START_DEPTH} from it and from ${RANDOM_POSITIONS} random-game positions agrees move by move`, () => {
      const { variant } = loadVariant(`${INI}:${section.name}`);
      const start = startPosition(variant);
      const board = new ff.Board(section.name);
      const fsfStart = board.fen();
      board.delete();
      expect(toFen(start).split(' ')[0]).toBe(fsfStart.split(' ')[0]);
      expect(perftDifferences(ff, section.name, start, START_DEPTH)).toEqual([]);
      for (const pos of randomGamePositions(() => startPosition(variant), RANDOM_POSITIONS, 22)) {
        expect(perftDifferences(ff, section.name, pos, RANDOM_DEPTH), toFen(pos)).toEqual([]);
      }
    });
  }
});

describe('fairyprint perft FILE.ini:SECTION', () => {
  // A section inheriting a built-in with no keys of its own plays the built-in: its published counts.
  for (const [section, nodes] of [
    ['capa', 25228],
    ['shat', 4176],
    ['mak', 12012],
    ['xiangqi2', 79666],
    ['shogi2', 25470],
  ] as const) {
    it(`perft ${INI}:${section} 3 prints ${nodes}`, async () => {
      const run = await runCli(['perft', `${INI}:${section}`, '3']);
      expect(run.err).toBe('');
      expect(run.out).toBe(`${nodes}\n`);
    });
  }

  it('an unknown section, or a section whose keys the engine cannot play, is one located line and exit 2', async () => {
    const missing = await runCli(['perft', `${INI}:nosuch`, '1']);
    expect(missing.code).toBe(2);
    expect(missing.err).toMatch(
      /^fairyprint: test\/fixtures\/fsf\/tests\.ini:1:1: no section \[nosuch\] in the file \(sections: capa shat /,
    );
  });
});

describe("Fairy-Stockfish's defaults", () => {
  it('an inherited promotionPieceTypes naming a removed piece promotes to the others (FSF: nbr)', () => {
    const { variant } = loadVariant(`${INI}:queenless`);
    const pos = parseFen(variant, '8/P6k/8/8/8/8/8/K7 w - - 0 1', { anyPosition: true });
    expect(perftDifferences(ff, 'queenless', pos, 2)).toEqual([]);
    expect(perftDivide(pos, 1).length).toBe(6);
  });
});

describe('keys the engine cannot play are located errors, never dropped', () => {
  const problems = (ini: string, section: string): string[] =>
    checkIniSection(ini, 'my.ini', section).problems.map((p) => p.format());

  it('a key at a value fairyprint does not model names the key, its line and column, and why', () => {
    const ini = '# variants\n[cap:chess]\ndropOnTop = true\n  connectRegion1White =  a*\n';
    expect(problems(ini, 'cap')).toEqual([
      'my.ini:3:13: key "dropOnTop" is not supported: dropping on top of other men is not modelled',
      'my.ini:4:26: key "connectRegion1White" is not supported: winning by connecting two regions is not modelled',
    ]);
  });

  // A key inherited from a built-in is located at the parent's name in the header.
  it.each([
    [
      '[five:chess]\ncheckCounting = true\nstartFen = rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 5+3 0 1\n',
      'my.ini:3:12: key "startFen" is not supported: check counts (5+3): the same number of checks, 1 to 9, for both sides is modelled',
    ],
    [
      '[mate:chess]\ncheckmateValue = draw\n',
      'my.ini:2:18: key "checkmateValue" is not supported: checkmate decides as loss or (Losers) win, not "draw"',
    ],
    [
      '# blast\n[b:chess]\nblastOnCapture = true\n',
      'my.ini:3:18: key "blastOnCapture" is not supported: explosions beside a royal king are not modelled: Atomic chess has none (its king is a pseudo-royal commoner)',
    ],
    [
      '[g:giveaway]\ncastlingKingPiece = q\n',
      'my.ini:2:21: key "castlingKingPiece" is not supported: only the king (royal, or with none the commoner) castles',
    ],
  ])('a rule of a built-in or a key fairyprint does not play is one located line: %j', (ini, expected) => {
    expect(problems(ini, /^\[(\w+)/m.exec(ini)![1]!)).toEqual([expected]);
  });

  // Betza that Fairy-Stockfish reads in a way fairyprint does not play, at the atom's first letter.
  it.each([
    ['a:WhN', 19, 'these directions select no move in Fairy-Stockfish'],
    ['a:KpN', 19, 'a hopper over N leaps (Fairy-Stockfish hops along ranks, files and diagonals only)'],
    ['a:KpR2', 19, 'a hopper that lands at most some squares from where it stands is not modelled'],
    [
      'a:KnC',
      19,
      'the lame (3, 1) leap "nC" is not modelled: Fairy-Stockfish plays lame leaps only as nN, nZ, nD and nA (its magic tables) and gives this one no move at all',
    ],
    ['a:KR12', 21, 'Fairy-Stockfish reads one digit of range after an atom'],
  ])('customPiece1 = %s is refused at column %i: %s', (value, column, why) => {
    expect(problems(`[a:chess]\ncustomPiece1 = ${value}\n`, 'a')).toEqual([
      `my.ini:2:${column}: key "customPiece1" is not supported: ${why}`,
    ]);
  });

  it("an unknown parent hides none of the section's other problems", () => {
    const ini = '[x:nosuch]\ndropOnTop = true\ncustomPiece1 = a:hN\nfooBar = 1\n';
    expect(problems(ini, 'x').map((p) => p.replace(/ \(built-ins.*$/, ''))).toEqual([
      'my.ini:1:4: unknown parent variant "nosuch"',
      'my.ini:4:10: key "fooBar" is not supported: unknown key',
      'my.ini:2:13: key "dropOnTop" is not supported: dropping on top of other men is not modelled',
      'my.ini:3:18: key "customPiece1" is not supported: these directions select no move in Fairy-Stockfish',
    ]);
  });

  it('an unknown built-in parent is located at its name', () => {
    expect(problems('[x:atomic960]\n', 'x')[0]).toMatch(
      /^my\.ini:1:4: unknown parent variant "atomic960" \(built-ins, nearest first: atomic /,
    );
  });

  it('unknown keys, bad values, unsupported Betza and pieces are located at the character', () => {
    expect(problems('[a:chess]\nfooBar = 1\n', 'a')).toEqual([
      'my.ini:2:10: key "fooBar" is not supported: unknown key',
    ]);
    expect(problems('[a:chess]\ndoubleStep = maybe\n', 'a')).toEqual([
      'my.ini:2:14: key "doubleStep": expected true or false, not "maybe"',
    ]);
    expect(problems('[a:chess]\ncustomPiece1 = z:QjN\n', 'a')).toEqual([
      'my.ini:2:19: key "customPiece1" is not supported: Betza modifier "j" is not one Fairy-Stockfish reads (m c p g n i e, directions f b l r v s h)',
    ]);
    expect(problems('[a:chess]\neuroshogiKnight = c\n', 'a')).toEqual([
      'my.ini:2:19: key "euroshogiKnight" is not supported: its moves are not checked against Fairy-Stockfish yet',
    ]);
    // Palace diagonals are played as parts bound to their squares: the same for both sides, no gaps.
    expect(problems('[a:janggi]\ndiagonalLines = d1 f1 e2 d3 f3\n', 'a')).toEqual([
      'my.ini:2:17: key "diagonalLines" is not supported: diagonal lines that differ for the two sides (not the same turned over) are not modelled',
    ]);
    expect(problems('[a:janggi]\ndiagonalLines = d1 f3 d10 f8\n', 'a')).toEqual([
      'my.ini:2:17: key "diagonalLines" is not supported: diagonal lines with gaps (a diagonal that leaves the squares and comes back) are not modelled',
    ]);
    // White's zone takes in e6, which Black's double step passes: White's en-passant capture lands there
    // unpromoted, as Fairy-Stockfish plays it (test/fsf-variants-ini.test.ts, [shogun]).
    const epZone = checkIniSection('[a:chess]\npromotionRegionWhite = *7 *8 e6\n', 'my.ini', 'a').result;
    expect(epZone?.variant.spec.promotion.map((rule) => rule.byEnPassant)).toEqual([false, false]);
    // Squares off the board but on Fairy-Stockfish's largest one (a1 to l10) are in no man's way.
    expect(problems('[a:chess]\nflagPiece = k\nflagRegion = d4 e9\n', 'a')).toEqual([]);
    expect(problems('[a:chess]\nflagPiece = k\nflagRegion = d4 e13\n', 'a')).toEqual([
      `my.ini:3:17: key "flagRegion": e13 is beyond Fairy-Stockfish's largest board (a1 to l10)`,
    ]);
  });

  it('a start position the definition cannot hold is reported at the startFen key', () => {
    expect(problems('[a:chess]\nstartFen = rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNZ w KQkq - 0 1\n', 'a')).toEqual([
      'my.ini:2:12: key "startFen": "z" in the start position is no piece of this variant (pieces: pnbrqk)',
    ]);
    expect(problems('[a:chess]\nstartFen = rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN w KQkq - 0 1\n', 'a')[0]).toMatch(
      /^my\.ini:2:\d+: setup\.position \(from key "startFen"\): rank 1 has 8 squares, the placement fills fewer$/,
    );
  });

  it('the ini text itself: a malformed line or header', () => {
    expect(problems('[a:chess]\nthis is no key\n', 'a')).toEqual([
      'my.ini:2:1: expected "key = value", a "[section]" header or a # comment',
    ]);
    expect(problems('[a:chess\n', 'a')).toEqual(['my.ini:1:1: a section header is "[name]" or "[name:parent]"']);
  });
});

describe('make and unmake where only one side has a royal man (Horde)', () => {
  it("keep Black's king royal after White's move is taken back", () => {
    const { variant } = loadVariant(`${INI}:horde2`);
    const pos = startPosition(variant);
    const king = pos.royal[1];
    expect(pos.royal[0]).toBe(-1);
    const moves = perftDivide(pos, 1).map(([m]) => m);
    pos.make(moves[0]!);
    pos.unmake();
    expect(pos.royal[1]).toBe(king);
    expect(pos.royal[0]).toBe(-1);
  });
});

describe('enPassantRegion (Horde): a double step passing outside it leaves no en passant', () => {
  it.each([
    ['pawnwall', '4k3/8/8/8/8/1p6/8/P7 w - - 0 1'],
    ['pawnwall', '4k3/8/8/8/1p6/8/P7/8 w - - 0 1'],
    ['pawnwallsides', '4k3/8/8/8/8/1p6/8/P7 w - - 0 1'],
    ['pawnwallsides', '4k3/8/8/8/1p6/8/P7/8 w - - 0 1'],
    ['horde2', '4k3/8/8/8/8/1p6/8/P7 w - - 0 1'],
  ])("%s from %s: perft 2 is FSF's, move by move", (section, fen) => {
    const pos = parseFen(loadVariant(`${INI}:${section}`).variant, fen, { anyPosition: true });
    expect(perftDifferences(ff, section, pos, 2)).toEqual([]);
  });

  it('regions that differ between the sides turned over are refused at the key', () => {
    const problems = (ini: string): string[] => checkIniSection(ini, 'my.ini', 'a').problems.map((p) => p.format());
    expect(problems('[a:chess]\nenPassantRegion = *3\n')).toEqual([
      'my.ini:2:19: key "enPassantRegion" is not supported: en passant after White\'s double step from a2 but not after Black\'s from a7, or the reverse, is not modelled: the regions must be the same turned over',
    ]);
    // White never takes en passant, Black everywhere: White's steps can be taken, Black's not.
    expect(problems('[a:chess]\nenPassantRegionWhite = -\n')).toEqual([
      'my.ini:2:24: key "enPassantRegionWhite" is not supported: en passant after White\'s double step from a2 but not after Black\'s from a7, or the reverse, is not modelled: the regions must be the same turned over',
    ]);
  });
});

describe("ffish's games of every section, as records: fairyprint reads each move's SAN and UCI as FSF's move", () => {
  // In npm test, the sections whose perft the first check left out.
  for (const section of halfInFastTier(
    sections.map((s) => s.name),
    true,
  )) {
    it(`[${section}]: ${RECORD_GAMES} game(s) of up to ${RECORD_PLIES} plies`, () => {
      const loaded = loadVariantValue(`${INI}:${section}`);
      if (!loaded.ok) throw loaded.error;
      for (let g = 0; g < RECORD_GAMES; g++)
        expect(misreadFfishGame(ff, section, loaded.value, 70 + g, RECORD_PLIES)).toEqual([]);
    });
  }
});

// Rule modules connect and must-drop (sections rowsteppers and blockloses), and flags that differ
// between the sides (the built-ins fox-and-hounds and jesonmor), against Fairy-Stockfish move by move:
// here, where ffish is loaded already, as each ffish load costs a test file seconds.
const position = (section: string, fen: string) =>
  parseFen(loadVariant(`${INI}:${section}`).variant, fen, { anyPosition: true });

/** Plays `move` on both sides (each ply's legal moves and end compared) and returns our result. */
const after = (section: string, fen: string, move: string): string => {
  let played = false;
  return playBoth(ff, section, position(section, fen), (legal) => {
    if (played) return null;
    played = true;
    expect(legal).toContain(move);
    return move;
  });
};

describe('the move that makes the shape ends the game as Fairy-Stockfish ends it', () => {
  it.each([
    // Three steppers on file a (connectN = 3): White wins.
    ['rowsteppers', 's3s/5/5/P4/P3S[PPpppp] w - - 0 1', 'P@a3', '1-0'],
    // Three along rank 5 by Black.
    ['rowsteppers', 'pp2s/5/5/P4/P3S[PPppp] b - - 0 1', 'P@c5', '0-1'],
    // A 2 x 2 block (connectNxN = 2) loses (connectValue = loss).
    ['blockloses', '5/5/5/PP3/P4[PPppppp] w - - 0 1', 'P@b1', '0-1'],
    // Four on file a with a gap (collinearN = 4) loses too.
    ['blockloses', 'P4/5/P4/P4/5[Ppppppp] w - - 0 1', 'P@a1', '0-1'],
  ])('[%s] %s, %s: %s', (section, fen, move, result) => {
    expect(after(section, fen, move)).toBe(result);
  });

  it('a row along a direction the section leaves out (connectDiagonal = false), or of men that do not count, does not end it', () => {
    // Three steppers on a diagonal; three sliders on a rank.
    expect(after('rowsteppers', 's3s/5/2P2/1P3/4S[PPpppp] w - - 0 1', 'P@a1')).toBe('*');
    expect(after('rowsteppers', '5/5/5/5/SS2s[Sspp] w - - 0 1', 'S@c1')).toBe('*');
  });
});

describe('must drop', () => {
  it('with the mustDropType in hand only its drops are legal, then the men on the board move (mustDropType = p)', () => {
    const holding = position('rowsteppers', 's3s/5/5/5/S3S[PSps] w - - 0 1');
    expect(perftDifferences(ff, 'rowsteppers', holding, 2)).toEqual([]);
    const first = perftDivide(holding, 1).map(([m]) => uciMove(holding, m));
    expect(first.every((m) => m.startsWith('P@'))).toBe(true);
    const noSteppers = position('rowsteppers', 's3s/5/5/5/S3S[Ss] w - - 0 1');
    expect(perftDifferences(ff, 'rowsteppers', noSteppers, 2)).toEqual([]);
    expect(perftDivide(noSteppers, 1).some(([m]) => !uciMove(noSteppers, m).includes('@'))).toBe(true);
  });
});

/** Plays `moves` from `fen` on both sides of the built-in `name`, then stops; our result. */
function playFlag(name: string, fen: string, moves: string[]): string {
  const { variant } = loadVariant(`test/fixtures/fsf/abstract.ini:${name}-x`);
  const script = [...moves];
  return playBoth(ff, name, parseFen(variant, fen), (legal) => {
    const next = script.shift() ?? null;
    if (next !== null) expect(legal).toContain(next);
    return next;
  });
}

describe('Fox and Hounds', () => {
  it('the fox reaching rank 8 wins', () => {
    expect(playFlag('fox-and-hounds', '1h1h4/4F3/8/8/8/8/8/8 w - - 0 1', ['e7f8'])).toBe('1-0');
  });

  it('a hound on the last rank wins nothing; a trapped fox loses', () => {
    expect(playFlag('fox-and-hounds', '8/8/8/8/8/8/1h6/F7 w - - 0 1', [])).toBe('0-1');
    expect(playFlag('fox-and-hounds', '8/8/8/4F3/8/8/1h6/8 b - - 0 1', ['b2c1'])).toBe('*');
  });
});

describe('Jeson Mor', () => {
  it('a knight that reaches e5 and is not taken wins at its next turn', () => {
    expect(playFlag('jesonmor', 'n8/9/9/9/9/9/3N5/9/8N w - - 0 1', ['d3e5', 'a9b7'])).toBe('1-0');
  });

  it('a knight taken on e5 wins nothing, and the one that took it wins nothing if taken back', () => {
    expect(playFlag('jesonmor', 'n8/9/5n3/9/9/2N6/3N5/9/9 w - - 0 1', ['d3e5', 'f7e5', 'c4e5'])).toBe('*');
    // Not taken back: Black's knight holds e5.
    expect(playFlag('jesonmor', 'n8/9/5n3/9/9/9/3N5/9/8N w - - 0 1', ['d3e5', 'f7e5', 'i1h3'])).toBe('0-1');
  });
});

describe("Fairy-Stockfish's SAN of men turned over (Kyoto shogi's rules, [flipshogi])", () => {
  const read = (fen: string, text: string): string => {
    const loaded = loadVariantValue(`${INI}:flipshogi`);
    if (!loaded.ok) throw loaded.error;
    const pos = parsePosition(loaded.value, fen, { anyPosition: true });
    if (!pos.ok) throw pos.error;
    const move = parseMoveValue(pos.value, text);
    return move.ok ? move.value.coordinate : move.error.message;
  };

  it('a silver dropped as the gold he moves as is written by the gold: G@b2', () => {
    // Black has no gold in hand: G@b2 can only be his silver dropped promoted.
    expect(read('2s1k/5/+P1+bBr/K4/1G3[PGrs] b - - 1 24', 'G@b2')).toBe(
      read('2s1k/5/+P1+bBr/K4/1G3[PGrs] b - - 1 24', '+S@b2'),
    );
    // With a Gold in hand too, G@a1 drops the Gold (our own SAN of that drop), +S@a1 the Silver.
    const both = '3g1/1P2k/3+sB/K4/3B1[RRPsg] b - - 0 15';
    expect(read(both, 'G@a1')).toBe('G@a1');
    expect(read(both, '+S@a1')).toBe('+S@a1');
  });

  it("a move with no promotion mark is the gold's, not the promoted pawn's turning back", () => {
    // The gold b1 and the promoted pawn a3 both take a2; the pawn would turn back, which FSF marks.
    expect(read('r1sPk/+b3g/+P4/r1+S2/KG1B1[] w - - 0 5', 'Gxa2')).toBe('b1xa2');
  });
});
