/**
 * The example games of examples/ (written by make-examples.ts and make-fsf-examples.ts): each validates with the ending it was
 * made for, and corrupted copies are rejected at the corrupted ply with the rule they break.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadVariant } from '../../src/definitions/load.js';
import { Game } from '../../src/engine/game.js';
import { moveFrom, moveTo } from '../../src/engine/move.js';
import { lastFromOf } from '../../src/engine/position.js';
import { WHITE } from '../../src/engine/variant.js';
import { moveText } from '../../src/notation/coordinate.js';
import { parseFen } from '../../src/notation/fen.js';
import { matchingMoves, parseMoveText } from '../../src/notation/move-text.js';
import { parsePgn } from '../../src/notation/pgn.js';
import { squareName } from '../../src/notation/squares.js';
import { type GameReport, validateText } from '../../src/validate/replay.js';
import { recordStart } from '../../src/validate/start.js';

const dir = join(dirname(fileURLToPath(import.meta.url)), '../../examples');
const read = (name: string): string => readFileSync(join(dir, `${name}.pgn`), 'utf8');
const validate = (text: string): GameReport => validateText(text, { file: 'example.pgn' })[0]!;

const ENDINGS: Record<string, [GameReport['result'], GameReport['termination'], string]> = {
  'chess-checkmate': ['1-0', 'checkmate', 'checkmate'],
  'chess-legions-assassination': ['1-0', 'victory', 'assassination by the Assassin'],
  'chess-legions-checkmate': ['1-0', 'checkmate', 'checkmate'],
  'ecros-centre': ['1-0', 'victory', 'occupation of the four centre squares'],
  'ecros-corners': ['1-0', 'victory', 'occupation of the four corners'],
  'ecros-material': ['1-0', 'victory', 'opponent reduced to 9 men'],
  'ecros-nexials': ['1-0', 'victory', 'extinction of the Nexside and Nextant'],
  'ecros-own-castling': ['1-0', 'victory', 'reduced to 9 men by its own move'],
  'ecros-no-moves': ['1-0', 'no-moves', 'Black has no legal move'],
  'orthodia-checkmate': ['0-1', 'checkmate', 'checkmate'],
  'orthodia-simplified-checkmate': ['1-0', 'checkmate', 'checkmate'],
  'secutor-checkmate': ['0-1', 'checkmate', 'checkmate'],
  'secutor-stalemate': ['1/2-1/2', 'stalemate', 'stalemate'],
  'xiangqi-perpetual-check': [
    '0-1',
    'perpetual-check',
    'perpetual check: Red repeated the position checking with every move (3-fold repetition)',
  ],
  'shogi-sennichite': ['1/2-1/2', 'repetition', '4-fold repetition'],
  'shogi-perpetual-check': [
    '0-1',
    'perpetual-check',
    'perpetual check: Sente (Black) repeated the position checking with every move (4-fold repetition)',
  ],
  'makruk-counting': ['1/2-1/2', 'counting', 'counting: the 8-move count ran out'],
  'shogi-checkmate': ['0-1', 'checkmate', 'checkmate'],
  'xiangqi-checkmate': ['1-0', 'checkmate', 'checkmate'],
};

/** Endings a player claims: play may go on after them (Xiangqi's repetition). */
const CLAIMED = new Set(['xiangqi-perpetual-check']);

/** The example with its ply-th move (1-based) replaced by `text`. */
function replaced(source: string, ply: number, text: string): string {
  const game = parsePgn(source)[0]!;
  const token = game.moves[ply - 1]!;
  const lines = source.split('\n');
  const line = lines[token.line - 1]!;
  lines[token.line - 1] = line.slice(0, token.column - 1) + text + line.slice(token.column - 1 + token.text.length);
  return lines.join('\n');
}

/** Replays an example and calls `probe` before every ply with the game; the first non-null answer wins. */
function findPly<T>(source: string, probe: (g: Game, ply: number) => T | null): { ply: number; found: T } {
  const game = parsePgn(source)[0]!;
  const loaded = loadVariant(game.tags.find((t) => t.name === 'Variant')?.value ?? 'chess').variant;
  const start = recordStart(game, loaded);
  if ('reason' in start) throw new Error(start.reason);
  const g = new Game(start);
  for (let i = 0; i < game.moves.length; i++) {
    const found = probe(g, i + 1);
    if (found !== null) return { ply: i + 1, found };
    const readings = parseMoveText(loaded, game.moves[i]!.text);
    g.play(matchingMoves(g.position, g.legalMoves(), readings as never)[0]!);
  }
  throw new Error('no ply found');
}

describe('example games', () => {
  it('there is one for every seed variant and ending listed', () => {
    const files = readdirSync(dir)
      .filter((f) => f.endsWith('.pgn'))
      .map((f) => f.replace(/\.pgn$/, ''));
    expect(files.sort()).toEqual(Object.keys(ENDINGS).sort());
  });

  it.each(Object.entries(ENDINGS))('%s validates with its ending', (name, [result, termination, reason]) => {
    const r = validate(read(name));
    expect(r).toMatchObject({ legal: true, result, termination, reason, recorded: result, error: null });
    expect(r.plies).toBeGreaterThan(name === 'ecros-no-moves' ? 0 : 10);
  });

  it.each(Object.keys(ENDINGS).filter((name) => !CLAIMED.has(name)))('%s: a move after the end is rejected', (name) => {
    const source = read(name);
    const r = validate(source.replace(/\s(1-0|0-1|1\/2-1\/2)\n$/, ' a1-a2 $1\n'));
    const [result, , reason] = ENDINGS[name]!;
    expect(r.error).toMatchObject({
      kind: 'illegal-move',
      ply: validate(source).plies + 1,
      reason: `the game was already over: ${result} by ${reason}`,
    });
  });
});

describe('endings that are claims', () => {
  it.each([...CLAIMED])('%s: play after the claim is legal, and the claim is reported at its ply', (name) => {
    const source = read(name);
    const claimed = validate(source);
    const v = loadVariant(claimed.variant!).variant;
    // A move after which the game goes on.
    const g = new Game(parseFen(v, claimed.fen!));
    const next = g.legalMoves().find((m) => {
      g.play(m);
      const ends = g.forcedOutcome() !== null;
      g.undo();
      return !ends;
    })!;
    const text = moveText(g.position, next);
    const r = validate(
      source.replace(/\s(1-0|0-1|1\/2-1\/2)\n$/, ` ${text} *\n`).replace(/\[Result "[^"]*"\]/, '[Result "*"]'),
    );
    expect(r).toMatchObject({ legal: true, plies: claimed.plies + 1, termination: 'unfinished', error: null });
    expect(r.claim).toMatchObject({
      ply: claimed.plies,
      result: claimed.result,
      termination: claimed.termination,
      reason: claimed.reason,
    });
  });
});

describe('corrupted ECROS records', () => {
  const source = read('ecros-material');
  const v = loadVariant('ecros').variant;
  const type = (id: string): number => v.spec.pieces.findIndex((p) => p.id === id);

  it('a Diagos Odd moved an even distance', () => {
    const { ply, found } = findPly(source, (g) => {
      const pos = g.position;
      const sign = pos.turn === WHITE ? 1 : -1;
      for (let sq = 0; sq < v.size; sq++) {
        if (pos.board[sq] !== sign * (type('DO') + 1)) continue;
        for (const [dx, dy] of [
          [1, 1],
          [-1, 1],
          [1, -1],
          [-1, -1],
        ] as const) {
          const x = (sq % v.files) + 2 * dx;
          const y = ((sq / v.files) | 0) + 2 * dy;
          if (x < 0 || y < 0 || x >= v.files || y >= v.ranks) continue;
          const mid = sq + dy * v.files + dx;
          const to = y * v.files + x;
          if (pos.board[mid] === 0 && pos.board[to] === 0) return `DO${squareName(v, sq)}-${squareName(v, to)}`;
        }
      }
      return null;
    });
    const r = validate(replaced(source, ply, found));
    expect(r.error).toMatchObject({
      kind: 'illegal-move',
      ply,
      reason: 'Diagos Odd cannot end at distance 2',
      piece: expect.stringMatching(/^Diagos Odd on /),
    });
  });

  it('a man moved straight back to the square it came from', () => {
    const { ply, found } = findPly(source, (g, ply) => {
      if (ply < 3) return null;
      const pos = g.position;
      const last = g.moves[g.moves.length - 2]!; // the mover's own previous move
      const at = moveTo(last);
      const from = moveFrom(last);
      if (
        pos.board[at]! * (pos.turn === WHITE ? 1 : -1) <= 0 ||
        lastFromOf(pos.mem[at]!) !== from ||
        pos.board[from] !== 0
      )
        return null;
      return {
        text: `${squareName(v, at)}-${squareName(v, from)}`,
        name: v.spec.pieces[Math.abs(pos.board[at]!) - 1]!.name,
        from: squareName(v, from),
      };
    });
    const r = validate(replaced(source, ply, found.text));
    expect(r.error).toMatchObject({
      kind: 'illegal-move',
      ply,
      reason: `reversal rule: the ${found.name} came from ${found.from} last move`,
    });
  });

  it('a free setup that breaks the placement rules', () => {
    const broken = source
      .replace(/\[WhiteSetup "\{N8\}/, '[WhiteSetup "{NS}')
      .replace(/\{UO\}\{NT\}\{NS\}/, '{UO}{NT}{N8}');
    const r = validate(broken);
    expect(r).toMatchObject({ legal: false, unreadable: false, error: { kind: 'setup', ply: 0, line: 7, column: 14 } });
    expect(r.error!.reason).toBe("WhiteSetup: a2: White's Nexside must stand on rank 1");
    const unreadable = validate(source.replace(/\[WhiteSetup "\{N8\}/, '[WhiteSetup "{Q9}'));
    expect(unreadable).toMatchObject({
      unreadable: true,
      error: { kind: 'setup', line: 7, column: 14, reason: expect.stringMatching(/unknown piece "Q9"/) },
    });
  });
});

describe('corrupted records of the other variants', () => {
  const run = (variant: string, movetext: string, fen?: string): GameReport =>
    validate(`[Variant "${variant}"]\n${fen ? `[SetUp "1"]\n[FEN "${fen}"]\n` : ''}\n${movetext}\n`);

  it('Orthodia: the Bisroos checks along its bishop lines, the Roobis along its rook lines', () => {
    // A white pawn on g2 besides: King and Bisroos against King is a dead position, where no move is legal.
    const pinned = run('orthodia', '1... Ke3', '8/8/8/8/4k3/8/6P1/2B1K3 b - - 0 1');
    expect(pinned.error).toMatchObject({
      ply: 1,
      reason: 'king would be in check from the Bisroos on c1',
      piece: 'King on e4',
    });
    // The Roobis captures as a bishop but gives no check that way: the king may stand on its diagonal.
    expect(run('orthodia', '1... Ke3 *', '8/8/8/8/4k3/8/8/2R1K3 b - - 0 1').legal).toBe(true);
    expect(run('orthodia', '1... Kf3', '8/8/8/8/4k3/8/8/5R1K b - - 0 1').error).toMatchObject({
      reason: 'king would be in check from the Roobis on f1',
    });
  });

  it('Orthodia: the Torch moves only odd distances, also in a corrupted example', () => {
    expect(run('orthodia', '1. Td1-d3', '4k3/8/8/8/8/8/8/3TK3 w - - 0 1').error).toMatchObject({
      reason: 'Torch cannot end at distance 2',
    });
    const source = read('orthodia-checkmate');
    const v = loadVariant('orthodia').variant;
    const torch = v.spec.pieces.findIndex((p) => p.id === 'T') + 1;
    const { ply, found } = findPly(source, (g) => {
      const pos = g.position;
      const sq = pos.board.indexOf(pos.turn === WHITE ? torch : -torch);
      if (sq < 0) return null;
      for (const [dx, dy] of [
        [0, 1],
        [0, -1],
        [1, 0],
        [-1, 0],
        [1, 1],
        [-1, -1],
        [1, -1],
        [-1, 1],
      ] as const) {
        const x = (sq % v.files) + 2 * dx;
        const y = ((sq / v.files) | 0) + 2 * dy;
        if (x >= 0 && y >= 0 && x < 8 && y < 8 && pos.board[y * 8 + x] === 0)
          return `${squareName(v, sq)}-${squareName(v, y * 8 + x)}`;
      }
      return null;
    });
    expect(validate(replaced(source, ply, found)).error).toMatchObject({
      ply,
      reason: 'Torch cannot end at distance 2',
      piece: expect.stringMatching(/^Torch on /),
    });
  });

  it('Secutor Chess: a capture only by collision', () => {
    expect(run('secutor', '1. h3 a6 2. Si1xc7 *').legal).toBe(true);
    expect(run('secutor', '1. Si1xc7').error).toMatchObject({
      ply: 1,
      reason:
        'the Secutor captures only by collision (a slide to a screen, then on along a diagonal), and no collision reaches c7',
    });
    expect(run('secutor', '1. h3 a6 2. Si1-i5').error).toMatchObject({
      ply: 3,
      reason: 'i5 is not a square of this board',
    });
  });

  it('Chess Legions: volleys leap only over men, the Guard is called only in check, the Assassin never captures', () => {
    expect(run('chess-legions', '1. c1-c3-c5').error).toMatchObject({
      ply: 1,
      reason: 'the volley cannot land on c3: it is occupied',
    });
    expect(run('chess-legions', '1. c3-c5 d8-d6 2. c5xd6 a8-a7 3. c1-c3-c5').error).toMatchObject({
      ply: 5,
      reason: 'a volley leaps only over an occupied square, and c4 is empty',
    });
    expect(run('chess-legions', '1. c3-c4 c8-c7 2. c1-c3-c5 *').legal).toBe(true);
    expect(run('chess-legions', '1. g2@e1').error).toMatchObject({
      ply: 1,
      reason: 'the Guard may be called only while the king is in check',
    });
    const assassin = run('chess-legions', '1. c3-c5 d8-d6 2. d2-c3 d6-d5 3. c3-c4 e8-e7 4. c4xd5');
    expect(assassin.error).toMatchObject({
      ply: 7,
      reason: 'the Assassin cannot capture on d5: it moves there only to an empty square',
    });
    const masked = read('chess-legions-assassination');
    // Without the Masked Men choice the man that moved g2-i4 is the Guard, whose last move kills no king.
    expect(validate(masked.replace('[WhiteOption "masked-men"]\n', ''))).toMatchObject({
      legal: true,
      termination: 'unfinished',
    });
    expect(validate(masked.replace('"masked-men"', '"masks"'))).toMatchObject({
      unreadable: true,
      error: {
        kind: 'setup',
        line: 7,
        column: 15,
        reason: 'unknown setup option "masks" for White (options: masked-men)',
      },
    });
  });
});
