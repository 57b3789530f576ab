/**
 * Interactive Diagrams of the Chess Variant Pages read as definitions (docs/interactive-diagram.md):
 * diagram texts of orthodox and Capablanca chess play as the templates do (perft against the published
 * numbers and the template), pages with several diagrams are named PAGE.html#N, and what cannot be
 * played exactly is refused at its line and column. test/fixtures/idiagram/real/ holds diagram texts
 * quoted from public Chess Variant Pages for testing (sources in its README.md).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkDiagrams } from '../src/definitions/idiagram.js';
import { loadVariant } from '../src/definitions/load.js';
import { perft } from '../src/engine/perft.js';
import { startPosition } from '../src/engine/start.js';
import { parseFen, toFen } from '../src/notation/fen.js';
import { runCli } from './helpers/cli.js';
import { tier } from './helpers/tier.js';

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

describe('pages and refusals', () => {
  it('reads every idiagram block of a page, the N-th named PAGE.html#N', () => {
    const diagrams = checkDiagrams(PAGE, 'page.html');
    expect(diagrams.map((d) => d.result && toFen(startPosition(d.result.variant)))).toEqual([
      'r2k/4/4/R2K w - - 0 1',
      '1nk2/5/5/5/1NK2 w - - 0 1',
    ]);
  });

  it.each([
    ['files=8\nholdingsType=1\nking::K::e1', 2, 1, 'holdingsType'],
    ['files=8\nking::KafsK::e1', 2, 8, 'modifier "a"'],
    ['files=8\nking::K::e1\nbishop::fsB::c1', 3, 9, 'directions "fs"'],
    [
      'files=8\nsymmetry=mirror\npromoZone=2\npromoChoice=Q\npawn::fmW::a2\nqueen::Q::d1\nking::K::e1',
      3,
      11,
      'promotion zone',
    ],
    ['files=8\npawn::fmW::a2-h3\nking::K::e1', 2, 12, 'not along one rank'],
    ['pawn::::a2-h2\nking::K::e1', 1, 7, 'without moves'],
  ])('refuses %j at its line and column', (text, line, column, words) => {
    const [only] = checkDiagrams(text, 'd.txt');
    expect(only!.result).toBeNull();
    expect(only!.problem!.format()).toContain(`d.txt:${line}:${column}:`);
    expect(only!.problem!.message).toContain(words);
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

/** Each vendored real diagram: imported (and its start position) or refused where expected. */
const REAL: [string, string][] = [
  ['arch-chancellor', 'rcaqkacr/pppppppp/8/8/8/8/PPPPPPPP/RCAQKACR w KQkq - 0 1'],
  ['carrera-960', ':9:1: diagram parameter "shuffle"'],
  ['tamerlane-ii', ':13:1: diagram parameter "succession"'],
  ['lion-demo', ':19:10: piece field 6'],
  ['lion-demo-rev130', ':18:10: piece field 6'],
];

describe('diagrams from the Chess Variant Pages', () => {
  it.each(REAL)('%s: imported or refused with a located reason', (name, expected) => {
    const file = `${DIR}/real/${name}.txt`;
    const [only] = checkDiagrams(readFileSync(file, 'utf8'), file);
    if (expected.startsWith(':')) expect(only!.problem!.format()).toContain(`${file}${expected}`);
    else expect(toFen(startPosition(only!.result!.variant))).toBe(expected);
  });
});
