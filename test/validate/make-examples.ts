/**
 * Writes the example games of examples/: short games of each seed variant that end in each of its ways
 * to win, found by seeded play with the engine, and written out in the record format
 * (docs/game-records.md). `npx tsx test/validate/make-examples.ts [name...]` rewrites them (all, or those named);
 * test/validate/examples.test.ts checks that each validates with its ending.
 *
 * Orthodox-like variants are played at random, preferring a move that wins at once and, now and then,
 * captures, checks and the variant's special moves; the shortest game of many seeds that ends the wanted
 * way is kept. ECROS, whose victories are about squares and counts on a 20x20 board, is played towards a
 * goal: each White move is the first step of the shortest path of some White man to a goal square
 * (a corner, a centre square, a Nexial, any Black man), Black moving at random without capturing.
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadVariant } from '../../src/definitions/load.js';
import { Game } from '../../src/engine/game.js';
import { type Move, MoveKind, moveFrom, moveKind, moveTo } from '../../src/engine/move.js';
import { inCheck, MoveList, pieceMoves } from '../../src/engine/movegen.js';
import { type Outcome, resultText } from '../../src/engine/outcome.js';
import type { Position } from '../../src/engine/position.js';
import { volleyPath } from '../../src/engine/rules/volley.js';
import { type Variant, WHITE } from '../../src/engine/variant.js';
import { moveText } from '../../src/notation/coordinate.js';
import { parsePgn } from '../../src/notation/pgn.js';
import { sanText } from '../../src/notation/san.js';
import { parseSquare } from '../../src/notation/squares.js';
import { recordStart } from '../../src/validate/start.js';
import { seededRandom } from '../variants/random-play.js';

const examples = join(dirname(fileURLToPath(import.meta.url)), '../../examples');

interface Played {
  texts: string[];
  outcome: Outcome | null;
  /** Moves for which `feature` held (special moves the example should show). */
  features: number;
}

/** A move worth showing in an example (a collision, a volley, a Guard call...). */
type Feature = (pos: Position, m: Move) => boolean;

type Chooser = (g: Game, legal: Move[], rand: () => number) => Move;

function play(
  start: Position,
  choose: Chooser,
  maxPlies: number,
  rand: () => number,
  notation: 'san' | 'coordinate',
  feature: Feature = () => false,
): Played {
  const g = new Game(start);
  const texts: string[] = [];
  let features = 0;
  for (let ply = 0; ply < maxPlies; ply++) {
    const outcome = g.forcedOutcome();
    if (outcome) return { texts, outcome, features };
    const legal = g.legalMoves();
    const m = choose(g, legal, rand);
    if (feature(g.position, m)) features++;
    texts.push(notation === 'san' ? sanText(g.position, m, legal, true) : moveText(g.position, m));
    g.play(m);
  }
  return { texts, outcome: g.forcedOutcome(), features };
}

/** Whether playing `m` ends the game at once in the mover's favour. */
function wins(g: Game, m: Move): boolean {
  const mover = g.position.turn;
  g.play(m);
  const o = g.forcedOutcome();
  g.undo();
  return o !== null && o.winner === mover;
}

/** Random play that takes a win when it sees one and likes captures, checks and special moves. */
function lively(special: (pos: Position, m: Move) => boolean, aggression: number): Chooser {
  return (g, legal, rand) => {
    const pos = g.position;
    const winning = legal.filter((m) => wins(g, m));
    if (winning.length > 0) return winning[0]!;
    const showy = legal.filter((m) => special(pos, m));
    if (showy.length > 0 && rand() < 0.5) return showy[Math.floor(rand() * showy.length)]!;
    const forcing = legal.filter((m) => {
      if (pos.board[moveTo(m)] !== 0 && moveKind(m) !== MoveKind.Castle) return true;
      pos.make(m);
      const check = inCheck(pos);
      pos.unmake();
      return check;
    });
    if (forcing.length > 0 && rand() < aggression) return forcing[Math.floor(rand() * forcing.length)]!;
    return legal[Math.floor(rand() * legal.length)]!;
  };
}

/**
 * The shortest game over `seeds` that ends the wanted way, has at least `minPlies` plies and shows the
 * feature at least `minFeatures` times.
 */
function shortest(
  start: () => Position,
  choose: Chooser,
  want: (o: Outcome) => boolean,
  seeds: number,
  maxPlies: number,
  notation: 'san' | 'coordinate',
  minPlies = 24,
  feature: Feature = () => false,
  minFeatures = 0,
): Played {
  let best: Played | null = null;
  for (let seed = 1; seed <= seeds; seed++) {
    const rand = seededRandom(seed);
    const p = play(
      start(),
      choose,
      best ? Math.min(maxPlies, best.texts.length - 1) : maxPlies,
      rand,
      notation,
      feature,
    );
    if (!p.outcome || !want(p.outcome) || p.texts.length < minPlies || p.features < minFeatures) continue;
    if (!best || p.texts.length < best.texts.length) best = p;
  }
  if (!best) throw new Error('no game found with the wanted ending');
  return best;
}

/** Movetext with move numbers, wrapped at 100 columns. */
function movetext(texts: string[], result: string, startTurn = WHITE): string {
  const words: string[] = [];
  texts.forEach((t, i) => {
    const index = i + (startTurn === WHITE ? 0 : 1);
    if (index % 2 === 0) words.push(`${index / 2 + 1}.`);
    else if (i === 0) words.push('1...');
    words.push(t);
  });
  words.push(result);
  const lines: string[] = [];
  let line = '';
  for (const w of words) {
    if (line && line.length + 1 + w.length > 100) {
      lines.push(line);
      line = w;
    } else line = line ? `${line} ${w}` : w;
  }
  lines.push(line);
  return lines.join('\n');
}

function record(tags: [string, string][], comment: string, p: Played): string {
  const result = resultText(p.outcome);
  const head = [...tags, ['Result', result] as [string, string]].map(([k, v]) => `[${k} "${v}"]`).join('\n');
  return `${head}\n\n{ ${comment} }\n${movetext(p.texts, result)}\n`;
}

function write(name: string, text: string): void {
  writeFileSync(join(examples, `${name}.pgn`), text);
  process.stdout.write(`examples/${name}.pgn\n`);
}

const tagsFor = (v: Variant, event: string, extra: [string, string][] = []): [string, string][] => [
  ['Event', event],
  ['Site', 'fairyprint examples'],
  ['Date', '2026.12.02'],
  ['White', 'Engine (seeded play)'],
  ['Black', 'Engine (seeded play)'],
  ['Variant', v.spec.id],
  ...extra,
];

/** A game record's start position, for the tags given (through the validator's own reading). */
function startOf(v: Variant, tags: [string, string][]): () => Position {
  const [game] = parsePgn(`${tags.map(([k, x]) => `[${k} "${x}"]`).join('\n')}\n*\n`);
  const start = recordStart(game!, v);
  if ('reason' in start) throw new Error(start.reason);
  return () => start.clone();
}

// ---- ECROS: goal-directed play -------------------------------------------------------------------

/**
 * The first move of the shortest path (in moves of one man, the other men standing still) from a White
 * man to any goal square, avoiding men that already stand on goals and must stay. Null when none.
 */
function towards(pos: Position, legal: Move[], goals: number[], keep: Set<number>): Move | null {
  const v = pos.variant;
  const sign = pos.turn === WHITE ? 1 : -1;
  const legalSet = new Set(legal);
  const scratch = new MoveList();
  let best: { len: number; first: Move } | null = null;
  for (let from = 0; from < v.size; from++) {
    const code = pos.board[from]!;
    if (code * sign <= 0 || keep.has(from)) continue;
    // Breadth-first over squares, the man lifted and put down on each square in turn.
    const firstStep = new Map<number, Move>();
    const seen = new Set<number>([from]);
    let frontier = [from];
    const mem = pos.mem[from]!;
    for (let depth = 1; depth <= 6 && frontier.length > 0 && (!best || depth < best.len); depth++) {
      const next: number[] = [];
      for (const sq of frontier) {
        scratch.length = 0;
        if (sq === from) pieceMoves(pos, from, scratch);
        else {
          const keepCode = pos.board[sq]!;
          const keepMem = pos.mem[sq]!;
          pos.board[from] = 0;
          pos.board[sq] = code;
          pos.mem[sq] = mem & 3;
          pieceMoves(pos, sq, scratch);
          pos.board[sq] = keepCode;
          pos.mem[sq] = keepMem;
          pos.board[from] = code;
        }
        for (let i = 0; i < scratch.length; i++) {
          const m = scratch.moves[i]!;
          const to = moveTo(m);
          if (seen.has(to)) continue;
          if (sq === from && !legalSet.has(m)) continue;
          seen.add(to);
          const first = sq === from ? m : firstStep.get(sq)!;
          firstStep.set(to, first);
          if (goals.includes(to)) {
            if (!best || depth < best.len) best = { len: depth, first };
          } else if (pos.board[to] === 0) next.push(to);
        }
      }
      frontier = next;
    }
  }
  return best?.first ?? null;
}

function ecrosGame(
  v: Variant,
  start: Position,
  goals: (pos: Position) => { goals: number[]; keep: Set<number> },
  seed: number,
  maxPlies: number,
  blackCastlesAt = -1,
): Played {
  const rand = seededRandom(seed);
  const choose: Chooser = (g, legal) => {
    const pos = g.position;
    if (pos.turn !== WHITE && pos.men[1] === blackCastlesAt) {
      const castle = legal.find((m) => moveKind(m) === MoveKind.NexialCastle);
      if (castle !== undefined) return castle;
    }
    const winning = legal.filter((m) => wins(g, m));
    if (winning.length > 0) return winning[0]!;
    if (pos.turn === WHITE) {
      const { goals: gs, keep } = goals(pos);
      const step = towards(pos, legal, gs, keep);
      if (step !== null) return step;
    } else {
      // Black stays out of the way: quiet moves of men on its own back rank's neighbourhood.
      const quiet = legal.filter(
        (m) => pos.board[moveTo(m)] === 0 && moveKind(m) === MoveKind.Normal && ((moveTo(m) / v.files) | 0) >= 15,
      );
      if (quiet.length > 0) return quiet[Math.floor(rand() * quiet.length)]!;
    }
    const quiet = legal.filter((m) => pos.board[moveTo(m)] === 0 && moveKind(m) === MoveKind.Normal);
    return (quiet.length > 0 ? quiet : legal)[Math.floor(rand() * (quiet.length > 0 ? quiet.length : legal.length))]!;
  };
  return play(start, choose, maxPlies, rand, 'san');
}

const generators: Record<string, () => void> = {
  'chess-checkmate': () => {
    // The Opera Game, Paul Morphy against the Duke of Brunswick and Count Isouard, Paris 1858.
    const text = [
      '[Event "A Night at the Opera"]',
      '[Site "Paris FRA"]',
      '[Date "1858.??.??"]',
      '[White "Paul Morphy"]',
      '[Black "Duke Karl of Brunswick and Count Isouard"]',
      '[Result "1-0"]',
      '',
      '{ Orthodox chess in standard SAN, as chess sites export it; no Variant tag needed. }',
      '1. e4 e5 2. Nf3 d6 3. d4 Bg4 4. dxe5 Bxf3 5. Qxf3 dxe5 6. Bc4 Nf6 7. Qb3 Qe7 8. Nc3 c6 9. Bg5 b5',
      '10. Nxb5 cxb5 11. Bxb5+ Nbd7 12. O-O-O Rd8 13. Rxd7 Rxd7 14. Rd1 Qe6 15. Bxd7+ Nxd7 16. Qb8+ Nxb8',
      '17. Rd8# 1-0',
      '',
    ].join('\n');
    write('chess-checkmate', text);
  },
  'ecros-no-moves': () => {
    // Composed: Black's ten men are stuck once White's Null One closes d20. The Even sliders cannot
    // stop or capture next to a man, nor pass him; the Orthogos Odd is boxed in by its own men; the
    // Nexials and the jumpers with a single square to go to may not go back where they just came from
    // (the reversal rule, given in the position's last: field).
    const rows = [
      '{oo}{s2}2{oe}{de}{ue}{de}9{S6}{oe}{ns}',
      '{t3}2{N1}{P7}{P8}{S2}{S4}{S5}9{S7}1',
      ...Array.from({ length: 17 }, () => '20'),
      '{nt}15{NS}{NT}2',
    ];
    const text = [
      '[Event "ECROS: no legal move"]',
      '[Site "fairyprint examples"]',
      '[Date "2026.12.02"]',
      '[White "Composed"]',
      '[Black "Composed"]',
      '[Variant "ecros"]',
      '[SetUp "1"]',
      `[FEN "${rows.join('/')} w - - 0 1 last:d16>a19,d18>b20,t19>t20,b2>a1"]`,
      '[Result "1-0"]',
      '',
      "{ A composed position (FEN tag): none of Black's ten men can move after White closes d20. }",
      '1. d19-d20 1-0',
      '',
    ].join('\n');
    write('ecros-no-moves', text);
  },
  'secutor-checkmate': () => {
    const v = loadVariant('secutor').variant;
    const tags = tagsFor(v, 'Secutor Chess: checkmate');
    const secutor = v.spec.pieces.findIndex((p) => p.id === 'S');
    const special = (pos: Position, m: Move): boolean =>
      moveKind(m) === MoveKind.Castle ||
      (Math.abs(pos.board[moveFrom(m)]!) - 1 === secutor && pos.board[moveTo(m)] !== 0);
    const collision = (pos: Position, m: Move): boolean =>
      Math.abs(pos.board[moveFrom(m)]!) - 1 === secutor && pos.board[moveTo(m)] !== 0;
    const p = shortest(
      startOf(v, tags),
      lively(special, 0.6),
      (o) => o.termination === 'checkmate',
      300,
      160,
      'san',
      24,
      collision,
      1,
    );
    write('secutor-checkmate', record(tags, 'Secutor Chess in SAN; S is the Secutor, capturing by collision.', p));
  },
  'secutor-stalemate': () => {
    const v = loadVariant('secutor').variant;
    const tags = tagsFor(v, 'Secutor Chess: stalemate');
    const p = shortest(
      startOf(v, tags),
      lively(() => false, 0.8),
      (o) => o.termination === 'stalemate',
      400,
      300,
      'san',
    );
    write('secutor-stalemate', record(tags, 'A draw by stalemate.', p));
  },
  'orthodia-checkmate': () => {
    const v = loadVariant('orthodia').variant;
    const tags = tagsFor(v, 'Orthodia: checkmate');
    const p = shortest(
      startOf(v, tags),
      lively(() => false, 0.6),
      (o) => o.termination === 'checkmate',
      300,
      160,
      'san',
    );
    write('orthodia-checkmate', record(tags, 'Orthodia in SAN: Bi Bisroos, Ro Roobis, G Gold, T Torch, W Warrior.', p));
  },
  'orthodia-simplified-checkmate': () => {
    const v = loadVariant('orthodia-simplified').variant;
    const tags = tagsFor(v, 'Simplified Orthodia: checkmate');
    const p = shortest(
      startOf(v, tags),
      lively(() => false, 0.6),
      (o) => o.termination === 'checkmate',
      300,
      160,
      'san',
    );
    write(
      'orthodia-simplified-checkmate',
      record(tags, 'Simplified Orthodia in long coordinates.', { ...p, texts: replayCoordinates(v, tags, p.texts) }),
    );
  },
  'chess-legions-checkmate': () => {
    const v = loadVariant('chess-legions').variant;
    const tags = tagsFor(v, 'Chess Legions: checkmate');
    const special = (pos: Position, m: Move): boolean =>
      [MoveKind.Castle, MoveKind.GuardCall, MoveKind.Wrap].includes(moveKind(m)) ||
      volleyPath(pos, moveFrom(m), moveTo(m)).length > 1;
    const p = shortest(
      startOf(v, tags),
      lively(special, 0.6),
      (o) => o.termination === 'checkmate',
      300,
      200,
      'san',
      24,
      special,
      3,
    );
    write(
      'chess-legions-checkmate',
      record(tags, 'Chess Legions in SAN; Bw is the Bowman (id M), A the Assassin, G the Guard.', p),
    );
  },
  'chess-legions-assassination': () => {
    const v = loadVariant('chess-legions').variant;
    const tags = tagsFor(v, 'Chess Legions: assassination, Masked Men', [
      ['WhiteOption', 'masked-men'],
      ['BlackOption', 'none'],
    ]);
    const special = (pos: Position, m: Move): boolean =>
      [MoveKind.Castle, MoveKind.GuardCall, MoveKind.Wrap].includes(moveKind(m)) ||
      volleyPath(pos, moveFrom(m), moveTo(m)).length > 1;
    const p = shortest(
      startOf(v, tags),
      lively(special, 0.5),
      (o) => o.termination === 'victory',
      300,
      160,
      'coordinate',
      24,
      special,
      3,
    );
    write(
      'chess-legions-assassination',
      record(
        tags,
        'White plays Masked Men (Guard and Assassin exchanged), Black the plain setup; long coordinates.',
        p,
      ),
    );
  },
  ...Object.fromEntries(
    (
      [
        ['corners', 'occupation of the four corners'],
        ['centre', 'occupation of the four centre squares'],
        ['nexials', 'extinction'],
        ['material', 'opponent reduced'],
        ['own-castling', 'reduced to 9 men by its own move'],
      ] as const
    ).map(([name, reason]) => [
      `ecros-${name}`,
      () => {
        const v = loadVariant('ecros').variant;
        const tags = tagsFor(v, `ECROS: ${reason}`, ecrosSetups(name));
        const start = startOf(v, tags)();
        const sq = (n: string): number => parseSquare(v, n);
        const goals = (pos: Position): { goals: number[]; keep: Set<number> } => {
          const black: number[] = [];
          const nexials: number[] = [];
          for (let s = 0; s < v.size; s++) {
            if (pos.board[s]! >= 0) continue;
            black.push(s);
            if (v.spec.rules.nexialCastling!.nexials.includes(-pos.board[s]! - 1)) nexials.push(s);
          }
          const own = (squares: number[]): Set<number> => new Set(squares.filter((s) => pos.board[s]! > 0));
          switch (name) {
            case 'corners': {
              const corners = ['a1', 't1', 'a20', 't20'].map(sq);
              return { goals: corners.filter((s) => pos.board[s]! <= 0), keep: own(corners) };
            }
            case 'centre': {
              const centre = ['j10', 'k10', 'j11', 'k11'].map(sq);
              return { goals: centre.filter((s) => pos.board[s]! <= 0), keep: own(centre) };
            }
            case 'nexials':
              return { goals: nexials, keep: new Set() };
            case 'material':
            case 'own-castling':
              return { goals: black, keep: new Set() };
          }
        };
        const want = reason;
        let best: Played | null = null;
        for (let seed = 1; seed <= 8; seed++) {
          const p = ecrosGame(v, start.clone(), goals, seed, 400, name === 'own-castling' ? 10 : -1);
          if (
            p.outcome?.reason.startsWith(want) &&
            p.outcome.winner === WHITE &&
            (!best || p.texts.length < best.texts.length)
          )
            best = p;
        }
        if (!best) throw new Error(`ECROS ${name}: no game found`);
        const comments: Record<typeof name, string> = {
          corners:
            'ECROS in SAN-like notation with the piece ids (N8 Null Eight, DO Diagos Odd, P4 Primero Four, ...). Both free setups are in the WhiteSetup and BlackSetup tags.',
          centre:
            'ECROS: White occupies j10, k10, j11 and k11. The free setups are in the WhiteSetup and BlackSetup tags.',
          nexials: 'ECROS: White captures both Black Nexials.',
          material: 'ECROS: White reduces Black to 9 men.',
          'own-castling': 'ECROS: Black, down to 10 men, castles (O:...), removing one of its own men, and so loses.',
        };
        const comment = comments[name];
        write(`ecros-${name}`, record(tags, comment, best));
      },
    ]),
  ),
};

/** The free setups of the ECROS examples: White's own arrangement, Black the default (mirrored). */
function ecrosSetups(name: string): [string, string][] {
  const white =
    '{T6}{S6}{P6}{N6}{T4}{S4}{P4}{N4}{S2}{N2}{N1}{P2}{N3}{P3}{S3}{T3}{N5}{P5}{S5}{T5}/' +
    '{OO}{P8}{DO}{S8}{OE}{T8}{DE}{N8}{UO}{NS}{NT}{UE}{N7}{DE}{T7}{OE}{S7}{DO}{P7}{OO}';
  const shuffled =
    '{N8}{S6}{P6}{N6}{T4}{S4}{P4}{N4}{S2}{N2}{N1}{P2}{N3}{P3}{S3}{T3}{N5}{P5}{S5}{T5}/' +
    '{OO}{P8}{DO}{S8}{OE}{T8}{DE}{T6}{UO}{NT}{NS}{UE}{N7}{DE}{T7}{OE}{S7}{DO}{P7}{OO}';
  const black =
    '{oo}{p8}{do}{s8}{oe}{t8}{de}{n8}{uo}{ns}{nt}{ue}{n7}{de}{t7}{oe}{s7}{do}{p7}{oo}/' +
    '{t6}{s6}{p6}{n6}{t4}{s4}{p4}{n4}{s2}{n2}{n1}{p2}{n3}{p3}{s3}{t3}{n5}{p5}{s5}{t5}';
  return [
    ['WhiteSetup', name === 'corners' ? white : shuffled],
    ['BlackSetup', black],
  ];
}

/** The same moves written in long coordinates instead of SAN. */
function replayCoordinates(v: Variant, tags: [string, string][], san: string[]): string[] {
  const g = new Game(startOf(v, tags)());
  return san.map((text) => {
    const legal = g.legalMoves();
    const m = legal.find((x) => sanText(g.position, x, legal, true) === text)!;
    const out = moveText(g.position, m);
    g.play(m);
    return out;
  });
}

const wanted = process.argv.slice(2);
for (const [name, make] of Object.entries(generators)) if (wanted.length === 0 || wanted.includes(name)) make();
