/**
 * Interactive Diagrams of the Chess Variant Pages read as definitions (docs/interactive-diagram.md):
 * diagram texts of orthodox and Capablanca chess play as the templates do (perft against the published
 * numbers and the template), pages with several diagrams are named PAGE.html#N, and what cannot be
 * played exactly is refused at its line and column. test/fixtures/idiagram/real/ holds diagram texts
 * quoted from public Chess Variant Pages for testing (sources in its README.md).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { definitionAsIni } from '../src/definitions/fsf-ini-write.js';
import { checkDiagrams } from '../src/definitions/idiagram.js';
import { loadVariant } from '../src/definitions/load.js';
import { randomSetup } from '../src/engine/chess960.js';
import { Game } from '../src/engine/game.js';
import { moveFrom, moveTo } from '../src/engine/move.js';
import { forcedOutcome, resultText } from '../src/engine/outcome.js';
import { perft } from '../src/engine/perft.js';
import { squareName } from '../src/engine/squares.js';
import { startPosition } from '../src/engine/start.js';
import { parseFen, toFen } from '../src/notation/fen.js';
import { matchingMoves, parseMoveText } from '../src/notation/move-text.js';
import { setupScene } from '../src/render/layout/setup.js';
import { validateText } from '../src/validate/replay.js';
import { runCli } from './helpers/cli.js';
import { tier } from './helpers/tier.js';
import { pageWords } from './render/scene-walk.js';
import { seededRandom } from './variants/random-play.js';

const DIR = 'test/fixtures/idiagram';

describe('interactive diagrams play as the templates', () => {
  it('orthodox chess: start position and published perft (castling, en passant, promotion)', () => {
    const { variant } = loadVariant(`${DIR}/chess.txt`);
    const start = startPosition(variant);
    expect(toFen(start)).toBe('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
    expect(perft(start, tier(2, 4))).toBe(tier(400, 197281));
    // Kiwipete and chessprogramming.org's position 4: castling, en passant and promotions.
    const kiwipete = 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1';
    expect(perft(parseFen(variant, kiwipete), 2)).toBe(2039);
    const promotions = 'r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1';
    expect(perft(parseFen(variant, promotions), 2)).toBe(264);
  });

  it('Capablanca chess: the template start position and its perft', () => {
    const diagram = loadVariant(`${DIR}/capablanca.txt`).variant;
    const template = loadVariant('capablanca').variant;
    expect(toFen(startPosition(diagram))).toBe(toFen(startPosition(template)));
    const depth = tier(2, 3);
    expect(perft(startPosition(diagram), depth)).toBe(perft(startPosition(template), depth));
    // Castling both ways and promotions to the four choices.
    const fen = 'r4k3r/1P6p1/10/10/10/10/1p6P1/R4K3R w KQkq - 0 1';
    expect(perft(parseFen(diagram, fen), 2)).toBe(perft(parseFen(template, fen), 2));
  });
  it("moves left empty are the diagram script's defaults: the demo diagram without its Lion is Capablanca chess", () => {
    // The pawn's double step and en passant, the king's three-square castling on ten files, all defaults.
    const text = readFileSync(`${DIR}/real/lion-demo.txt`, 'utf8').replace(/^Lion.*$/m, '');
    const [demo] = checkDiagrams(text, 'demo.txt');
    const template = loadVariant('capablanca').variant;
    const start = startPosition(demo!.result!.variant);
    expect(toFen(start)).toBe(toFen(startPosition(template)));
    expect(perft(start, tier(2, 3))).toBe(perft(startPosition(template), tier(2, 3)));
    // Without promoChoice the script promotes to its default Q, N, R and B: four promotions and five king moves.
    expect(perft(parseFen(demo!.result!.variant, '4k5/1P8/10/10/10/10/10/4K5 w - - 0 1'), 1)).toBe(9);
  });

  it('direction letters on an orthogonal atom each add a direction, as the script reads them: flW steps forward or left', () => {
    const [step] = checkDiagrams(
      'files=4\nranks=4\nsymmetry=none\nmaxPromote=0\nstep:S:flW::b2\nking::K::d1,,d4',
      's.txt',
    );
    // The S: b3 and a2; the king: c1, c2, d2.
    expect(perft(startPosition(step!.result!.variant), 1)).toBe(5);
    // mc, moving or capturing, is the default the script also reads: a king written mcK moves as K.
    const [mc] = checkDiagrams(
      'files=4\nranks=4\nsymmetry=none\nmaxPromote=0\nstep:S:flW::b2\nking::mcK::d1,,d4',
      's.txt',
    );
    expect(perft(startPosition(mc!.result!.variant), 1)).toBe(5);
  });

  it("stalemate=draw is a draw, and any other value (stalemate=win) the stalemated side's loss, as the script scores it", () => {
    const results = ['draw', 'win'].map((value) => {
      const text = `files=4\nranks=4\nsymmetry=none\nmaxPromote=0\nstalemate=${value}\nqueen::Q::b3\nking::K::d3,,a1`;
      const [d] = checkDiagrams(text, 's.txt');
      // Black's king on a1, boxed in by the queen on b3 and not in check, is to move.
      return resultText(forcedOutcome(parseFen(d!.result!.variant, '4/1Q1K/4/k3 b - - 0 1')));
    });
    expect(results).toEqual(['1/2-1/2', '1-0']);
  });

  it('n on a single step (fnW, fmnnW) is the step, as the script reads it: there is no square between to block', () => {
    const perfts = ['fnWfcF', 'fWfcF', 'fmnnWfcF', 'fmWfcF'].map((moves) => {
      const [d] = checkDiagrams(`files=5\nranks=5\nmaxPromote=0\nlancer:L:${moves}::a2-e2\nking::K::c1`, 'n.txt');
      return perft(startPosition(d!.result!.variant), 3);
    });
    expect(perfts[0]).toBe(perfts[1]);
    expect(perfts[2]).toBe(perfts[3]);
  });

  it('baring=0 is the bare king of Shatranj: a side left with its king alone loses, unless it bares the other at once (a draw)', () => {
    // holdingsType=0, the default, keeps no hands: accepted.
    const text =
      'files=4\nranks=4\nsymmetry=none\nmaxPromote=0\nholdingsType=0\nbaring=0\nrook::R::a1,,b4\nking::K::d1,,d4';
    const { variant } = checkDiagrams(text, 'b.txt')[0]!.result!;
    const after = (fen: string, move: string): string => {
      const g = new Game(parseFen(variant, fen));
      g.play(matchingMoves(g.position, g.legalMoves(), parseMoveText(variant, move) as never)[0]!);
      return resultText(forcedOutcome(g.position));
    };
    // Black's bare king cannot take the rook: lost. It can: a draw, both kings bare.
    expect(after('3k/4/4/R2K b - - 0 1', 'd4c4')).toBe('1-0');
    expect(after('3k/2R1/4/K3 b - - 0 1', 'd4c3')).toBe('1/2-1/2');
    // Without baring, a rook and king against a king play on.
    const plain = checkDiagrams(text.replace('baring=0\n', ''), 'b.txt')[0]!.result!.variant;
    expect(resultText(forcedOutcome(parseFen(plain, '2k1/4/4/R2K w - - 0 1')))).toBe('*');
  });

  it("two lines with one ID, as the script allows (Gigachess's pawn and prince both P), take letters of their own", () => {
    const [d] = checkDiagrams('files=4\nranks=4\nmaxPromote=0\nrook::R::a1\nrook::R::b1\nking::K::d1', 'r.txt');
    expect(d!.result!.variant.spec.pieces.map((p) => [p.name, p.id])).toEqual([
      ['rook', 'R'],
      ['rook', 'O'],
      ['king', 'K'],
    ]);
    expect(toFen(startPosition(d!.result!.variant))).toBe('ro1k/4/4/RO1K w - - 0 1');
  });

  it("a royal piece's initial moves (KimAimDimN) are barred out of check, as the script bars them", () => {
    const text = 'files=8\nranks=8\nsymmetry=none\nmaxPromote=0\nrook::R::,,a8\nking::KimAimDimN::e1,,h8';
    const { variant } = checkDiagrams(text, 'k.txt')[0]!.result!;
    const kingMoves = (fen: string): string[] => {
      const g = new Game(parseFen(variant, fen));
      return g
        .legalMoves()
        .filter((m) => moveFrom(m) === 4)
        .map((m) => squareName(variant, moveTo(m)))
        .sort();
    };
    // In check from the rook on a1: the steps off the first rank only; no leap, though e3 or f3 is safe.
    expect(kingMoves('7k/8/8/8/8/8/8/r3K3 w - - 0 1')).toEqual(['d2', 'e2', 'f2']);
    // Not in check (the rook on a2 bars the second rank): the leaps the first move has, off the second rank.
    expect(kingMoves('7k/8/8/8/8/8/r7/4K3 w - - 0 1')).toEqual(
      ['c1', 'c3', 'd1', 'd3', 'e3', 'f1', 'f3', 'g1', 'g3'].sort(),
    );
    // A record with the leap out of check is refused at it, in the rule's words.
    const pgn = '[SetUp "1"]\n[FEN "7k/8/8/8/8/8/8/r3K3 w - - 0 1"]\n\n1. Ke3 *\n';
    const [report] = validateText(pgn, { file: 'k.pgn', loaded: checkDiagrams(text, 'k.txt')[0]!.result! });
    expect(report!.error?.reason).toContain("a royal man's first-move-only move may not leave a square attacked");
  });

  it('a hole line takes its squares (and their mirror images) off the board', () => {
    const [holed] = checkDiagrams('files=4\nranks=4\nhole::::b2\nrook::R::a2\nking::K::d1', 'h.txt');
    const start = startPosition(holed!.result!.variant);
    // Position texts skip the holes: ranks 2 and 3 have three squares each.
    expect(toFen(start)).toBe('3k/r2/R2/3K w - - 0 1');
    // The rook: a1 and a3 (the hole on b2 bars the rank); the king: c1, c2, d2 (the hole on b3 shields them).
    expect(perft(start, 1)).toBe(5);
  });
});

const PAGE = `<html><body><p>Two diagrams</p>
<div class="idiagram" style="float: left;">files=4<br>ranks=4<br>
rook::R::a1<br>king::K::d1
</div>
<p>and</p>
<div class="idiagram">
files=5
ranks=5
knight:N:N::b1
king:K:K::c1
</div></body></html>`;

describe('shuffle', () => {
  const carrera = `${DIR}/real/carrera-960.txt`;

  it("shuffle=N!BRQK (Carrera-960) shuffles those men only, the B's on both shades and the K between the R's", () => {
    const { variant } = loadVariant(carrera);
    const random = seededRandom(3);
    const arrangements = new Set<string>();
    for (let n = 0; n < 200; n++) {
      const setup = randomSetup(variant, random);
      const row = [...setup.slice(0, 10)].map((c) => (c > 0 ? variant.spec.pieces[c - 1]!.id : '.')).join('');
      arrangements.add(row);
      // The A on b1 and the C on i1 stay; the others trade places; Black mirrors White.
      expect(row.charAt(1) + row.charAt(8)).toBe('AC');
      expect([...row].sort().join('')).toBe('ABBCKNNQRR');
      expect([...row.matchAll(/B/g)].map((m) => m.index % 2).sort()).toEqual([0, 1]);
      expect(row.indexOf('R') < row.indexOf('K') && row.indexOf('K') < row.lastIndexOf('R')).toBe(true);
      expect([...setup.slice(70, 80)]).toEqual([...setup.slice(0, 10)].map((c) => -c));
    }
    expect(arrangements.size).toBeGreaterThan(100);
  });

  it('the kit prints a drawn arrangement, saying which men stay', () => {
    const words = pageWords(setupScene(loadVariant(carrera), { position: 'random' }).pages[0]!).replace(/\s+/g, ' ');
    expect(words).toContain(
      "the first rank's knight, bishop, rook, queen and king men (the others keep their squares)",
    );
    expect(words).toMatch(/\[FEN "[a-z]{10}\/p{10}\/10\/10\/10\/10\/P{10}\/[BNQRK]A[BNQRK]{6}C[BNQRK] w KQkq - 0 1"\]/);
  });

  it('fairyprint moves --position random plays a shuffled start', async () => {
    const run = await runCli(['moves', carrera, '--position', 'random', '--json']);
    const fen: string = JSON.parse(run.out).fen;
    expect(fen.split('/')[7]!.split(' ')[0]).toMatch(/^[BNQRK]A[BNQRK]{6}C[BNQRK]$/);
  });

  it.each([
    ['shuffle=N!BRQK,QA', '9:15: shuffle ","'],
    ['shuffle=N!B:RQK', '9:12: shuffle ":"'],
    ['shuffle=!NBRQK', '9:10: shuffle "!N": ! on a piece that changes shade'],
    ['shuffle=NBRQK', '9:10: shuffle "B": a piece that keeps to one shade'],
    ['shuffle=NBQ', '9:9: a shuffle without the king castling both ways'],
    ['shuffle=N!BRQKX', '9:15: shuffle "X" is not a piece ID'],
    ['shuffle=N!BRQKP', "19:54: a2: shuffled men must all stand on the king's rank"],
  ])('%s is refused at its place', (line, expected) => {
    const text = readFileSync(carrera, 'utf8').replace('shuffle=N!BRQK', line);
    expect(checkDiagrams(text, 'c.txt')[0]!.problems[0]!.format()).toContain(`c.txt:${expected}`);
  });

  it("is not written as a variants.ini section: Fairy-Stockfish's chess960 shuffles the whole back rank", () => {
    expect(() => definitionAsIni(loadVariant(carrera))).toThrow(/chess960: only some pieces shuffled/);
  });

  it('is refused where the castling partners are not of one piece (Fischer castling is with two)', () => {
    // A last line's man replaces an earlier one: a marshal on j1 in place of the rook.
    const text = `${readFileSync(carrera, 'utf8')}\nmarshal:M:RN::j1`;
    expect(checkDiagrams(text, 'c.txt')[0]!.problems[0]!.format()).toContain(
      'c.txt:9:9: a shuffle without the king castling both ways with two partners of one piece',
    );
  });
});

describe('pages and refusals', () => {
  it('reads every idiagram block of a page, the N-th named PAGE.html#N', () => {
    const diagrams = checkDiagrams(PAGE, 'page.html');
    expect(diagrams.map((d) => d.result && toFen(startPosition(d.result.variant)))).toEqual([
      'r2k/4/4/R2K w - - 0 1',
      '1nk2/5/5/5/1NK2 w - - 0 1',
    ]);
  });

  it("names the variant by the page's title or first heading, not by satellite (a short tag), and a text by its file", () => {
    const page = `${DIR}/real/general-chess.html`;
    const names = checkDiagrams(readFileSync(page, 'utf8'), page).map((d) => d.result?.variant.spec.name);
    expect(names).toEqual([
      'General Chess and Arch-General Chess, diagram 1',
      'General Chess and Arch-General Chess, diagram 2',
    ]);
    const titled = '<title>Fast &amp; Small</title><div class="idiagram">satellite=fs\nmaxPromote=0\nking::K::e1</div>';
    expect(checkDiagrams(titled, 'fs.html')[0]!.definition?.name).toBe('Fast & Small');
    expect(checkDiagrams('satellite=x\nmaxPromote=0\nking::K::e1', 'my-game.txt')[0]!.definition?.name).toBe('my-game');
  });

  it.each([
    ['files=8\nholdingsType=1\nking::K::e1', 2, 1, "holdingsType=1: captured men kept in their owner's hand"],
    ['files=8\nholdingsType=-1\nking::K::e1', 2, 1, "holdingsType=-1: captured men kept in the capturer's hand"],
    ['files=8\nbaring=2\nrook::R::a1\nking::K::e1', 2, 8, "baring=2: a bare king counted in one piece's men"],
    ['files=8\nbaring=0\nrook::R::a1\nking::K::e1,d1', 2, 8, 'other than one royal man a side'],
    // Royal only while the last is left: several kings a side that may be taken until then.
    ['files=8\nextinction=3\nrook::R::a1\nking::K::e1,d1', 2, 12, 'extinction=3 with 2 and 2 royal men'],
    ['files=8\nking::KafsK::e1', 2, 8, 'modifier "a"'],
    ['files=8\nking::K::e1\nbishop::fsB::c1', 3, 9, 'directions "fs"'],
    ['files=8\npawn::fmW::a2-h3\nking::K::e1', 2, 12, 'not along one rank'],
    ['blob::::a2-h2\nking::K::e1', 1, 7, 'without moves'],
    // Rights on the two squares a triple step passes (Omega's pawn): fairyprint keeps one.
    ['pawn::fceFifmnDifmnHfmW::a2-h2\nqueen::::d1\nking::K::e1', 1, 16, 'en-passant rights'],
    // n on a W that slides leaves en-passant rights along its path in the script.
    ['pawn::fmnW2::a2\nqueen::::d1\nking::K::e1', 1, 7, '"fmnW2" is not modelled'],
    // The script's lame knight is blocked on either square beside its line; its author calls it unpredictable.
    ['knight:N:nN::b1\nking::K::e1', 1, 10, 'n on N'],
    ['cannon::mRpcN::a1\nking::K::e1', 1, 11, 'hopper'],
    ['lion::::d1\nking::K::e1', 1, 7, "the diagram's default for a lion"],
    ['files=4\nranks=4\nhole::::b2\nrook::R::b2,,a4\nking::K::d1', 4, 10, 'b2 is a hole'],
    // Two lines with one ID are told apart by a new letter, unless a parameter names the ID.
    [
      'files=4\nranks=4\npromoChoice=R\nrook::R::a1\nrook::R::b1\nking::K::d1',
      5,
      1,
      'given twice (also line 4), and promoChoice',
    ],
    ['files=8\npromoChoice=\npawn::fmW::a2\nking::K::e1', 2, 13, 'empty promoChoice'],
    // The script reads a lone f on K as the one forward step, on N as the two narrow moves (ffN).
    ['files=8\nking::fK::e1', 2, 7, 'directions "f" on K'],
    ['knight:N:fN::b1\nking::K::e1', 1, 10, 'directions "f" on N'],
  ] as const)('refuses %j at its line and column', (text, line, column, words) => {
    const [only] = checkDiagrams(text, 'd.txt');
    expect(only!.result).toBeNull();
    // Among the diagram's problems (a tiny diagram may have others, no Q, N, R or B to promote to).
    const problem = only!.problems.find((p) => p.format().startsWith(`d.txt:${line}:${column}:`));
    expect(problem?.message).toContain(words);
  });

  it('reports every refusal of a diagram, in the order of the file, not only the first', () => {
    const text = 'files=8\nholdingsType=1\nbishop::fsB::c1\npawn::fmW::a2-h3,a2-h2\nking::KfsB::e1';
    const [only] = checkDiagrams(text, 'd.txt');
    expect(only!.result).toBeNull();
    expect(only!.problems.map((p) => p.format().split(': ')[0])).toEqual([
      'd.txt:2:1', // holdingsType
      'd.txt:3:9', // fsB
      'd.txt:4:12', // a2-h3, while a2-h2 is read
      'd.txt:5:8', // fsB on the king
    ]);
  });

  it('fairyprint import writes a diagram as a definition that loads back', async () => {
    const run = await runCli(['import', `${DIR}/chess.txt`, '--out', '-']);
    expect(run.code).toBe(0);
    expect(run.out).toContain('kingTo: [ g1 ]');
    const check = await runCli(['check', `${DIR}/real/tamerlane-ii.txt`]);
    expect(check.code).not.toBe(0);
    expect(check.err).toContain('tamerlane-ii.txt:13:1');
  });
});

/**
 * Each vendored real diagram (sources and every refusal in its README): imported (and its start position)
 * or refused, its first refusal where expected; and how many refusals it has in all.
 */
const REAL: [string, string, number][] = [
  ['arch-chancellor', 'rcaqkacr/pppppppp/8/8/8/8/PPPPPPPP/RCAQKACR w KQkq - 0 1', 0],
  ['checkmating-applet', '8/8/8/8/3k4/8/1K6/X7 w - - 0 1', 0],
  // A page of two diagrams; theme (the piece images) and newClick (how moves are entered) say nothing about the rules.
  ['general-chess.html#1', 'rnbgqkgbnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBGQKGBNR w KQkq - 0 1', 0],
  ['general-chess.html#2', 'rnbaqkgbnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBAQKGBNR w KQkq - 0 1', 0],
  ['carrera-960', 'ranbqkbncr/pppppppppp/10/10/10/10/PPPPPPPPPP/RANBQKBNCR w KQkq - 0 1', 0],
  // Two shuffles, one after the other.
  ['zanzibar-xxl', ':17:13: shuffle ","', 1],
  ['tamerlane-ii', ':13:1: diagram parameter "succession"', 3],
  ['elven-chess', ':16:1: diagram parameter "protected"', 6],
  ['elven-shogi', ':13:1: diagram parameter "promoOffset"', 6],
  ['gross-chess', ':3:1: holdingsType=1', 8],
  ['eurasian', ':4:1: holdingsType=1', 5],
  ['piece-lab', ':7:1: holdingsType=1', 21],
  // The Lion's default moves are refused once, at the empty field, though three of its groups are.
  ['lion-demo', ':19:7: XBetza modifier "a" is not modelled', 2],
  ['lion-demo-rev130', ':18:7: XBetza modifier "a" is not modelled', 2],
  // Without royal=, the last piece (the Lion) is royal, and the King's default KisO3 castles.
  ['lion-demo-early', ':16:7: castling by a piece that is not royal', 3],
  ['omega', ':12:16: XBetza "ifmnH": en-passant rights', 1],
  // The rhinoceros and eagle bent riders, the king's initial leaps barred out of check, the prince (P by its name) as I.
  [
    'gigachess',
    'cmzvuhoaxfvzmc/ernbwjqkdwbnre/ppppiyglsipppp/4pppppp4/14/14/14/14/14/14/4PPPPPP4/PPPPIYGLSIPPPP/ERNBWJQKDWBNRE/CMZVUHOAXFVZMC w - - 0 1',
    0,
  ],
  [
    'terachess',
    'sjyhxfdoodfxhyjs/cmztuvlkalvutzmc/ernbwigqqgiwbnre/pppppppppppppppp/16/16/16/16/16/16/16/16/PPPPPPPPPPPPPPPP/ERNBWIGQQGIWBNRE/CMZTUVLKALVUTZMC/SJYHXFDOODFXHYJS w - - 0 1',
    0,
  ],
  // The ship's [F?fqR] (q: a circular slide); its bent riders in brackets are read.
  ['fantastic-xiii', ':21:7: XBetza "[F?fqR]": bracket notation other than the bent riders', 1],
  // The applet's start position has Black in check by the Y on b3: not one White can be to move in.
  // Located at the d4 of the King's line, where the diagram sets Black's king up.
  ['checkmating-applet-3vs1', ":13:18: diagram 1: d4: Black's King is in check", 1],
  ['checkmating-applet-3vs1-rev120', ":12:18: diagram 1: d4: Black's King is in check", 1],
  // fmW*fceF, and c-f7 for c7-f7.
  ['aigo-chess', ':13:11: XBetza "fmW*fceF": expected modifiers and an atom', 2],
  // The king's cnN (fnW, n on a single step, is read as the step).
  ['kings-castle', ':13:21: XBetza n on N', 1],
  // extinction=0: each of the eight kings a side is royal, none may be left attacked (rules.pseudoRoyal).
  ['eight-kings', 'kkkkkkkk/pppppppp/8/8/8/8/PPPPPPPP/KKKKKKKK w - - 0 1', 0],
];

describe('diagrams from the Chess Variant Pages', () => {
  it.each(REAL)('%s: imported or refused with a located reason', (name, expected, count) => {
    // NAME.html#N: the page's N-th diagram; NAME: the diagram text NAME.txt.
    const [page, n] = name.split('#');
    const file = `${DIR}/real/${page}${n ? '' : '.txt'}`;
    const diagram = checkDiagrams(readFileSync(file, 'utf8'), file)[Number(n ?? 1) - 1]!;
    if (expected.startsWith(':')) expect(diagram.problems[0]!.format()).toContain(`${file}${expected}`);
    else expect(toFen(startPosition(diagram.result!.variant))).toBe(expected);
    expect(diagram.problems.length).toBe(count);
  });
});
