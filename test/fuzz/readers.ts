/**
 * Property-based fuzzing of every reader of user input. Each property feeds mutated or random input to
 * a reader and asserts it either succeeds or fails with the project's own located error: never another
 * exception. `npm test` runs a few hundred cases each; `npm run fuzz` runs 100,000.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { validateRecords } from '../../src/api/records.js';
import { checkDefinitionText, checkIniSection, loadVariant, templateIds } from '../../src/definitions/load.js';
import { capturesRoyal, generateLegal, MoveList, royalAttacked } from '../../src/engine/movegen.js';
import { perft } from '../../src/engine/perft.js';
import type { Position } from '../../src/engine/position.js';
import type { SetupCheckOptions } from '../../src/engine/setup-check.js';
import { startPosition } from '../../src/engine/start.js';
import type { Variant } from '../../src/engine/variant.js';
import { InputError } from '../../src/errors.js';
import { moveText } from '../../src/notation/coordinate.js';
import { FenError, parseFen, placementText, toFen } from '../../src/notation/fen.js';
import { matchingMoves, parseMoveText } from '../../src/notation/move-text.js';
import { parsePgn } from '../../src/notation/pgn.js';
import { writePgn } from '../../src/notation/pgn-write.js';
import type { GameRecord } from '../../src/notation/records/record.js';
import { sanText } from '../../src/notation/san.js';

const templates = templateIds().map((id) =>
  readFileSync(new URL(`../../templates/${id}.yaml`, import.meta.url), 'utf8'),
);

/** A text edited at a few random places: characters deleted, inserted, replaced or lines duplicated. */
export function mutated(base: fc.Arbitrary<string>, alphabet: string): fc.Arbitrary<string> {
  const edit = fc.record({
    at: fc.nat(),
    kind: fc.constantFrom('delete', 'insert', 'replace', 'duplicate-line', 'swap'),
    char: fc.constantFrom(...alphabet),
    len: fc.integer({ min: 1, max: 12 }),
  });
  return fc.tuple(base, fc.array(edit, { minLength: 1, maxLength: 6 })).map(([text, edits]) => {
    let t = text;
    for (const e of edits) {
      const i = t.length ? e.at % t.length : 0;
      switch (e.kind) {
        case 'delete':
          t = t.slice(0, i) + t.slice(i + e.len);
          break;
        case 'insert':
          t = t.slice(0, i) + e.char.repeat((e.len % 3) + 1) + t.slice(i);
          break;
        case 'replace':
          t = t.slice(0, i) + e.char + t.slice(i + 1);
          break;
        case 'duplicate-line': {
          const start = t.lastIndexOf('\n', i) + 1;
          const end = t.indexOf('\n', i);
          const line = t.slice(start, end < 0 ? t.length : end);
          t = `${t.slice(0, start)}${line}\n${t.slice(start)}`;
          break;
        }
        case 'swap': {
          const j = (i + e.len) % Math.max(1, t.length);
          const a = Math.min(i, j);
          const b = Math.max(i, j);
          t = t.slice(0, a) + t.slice(b, b + 1) + t.slice(a + 1, b) + t.slice(a, a + 1) + t.slice(b + 1);
          break;
        }
      }
    }
    return t;
  });
}

const YAML_ALPHABET = 'abcdefghKQRBNPxyz0123456789:-[]{},"\'&*!|>#% \n\t';
const FEN_ALPHABET = 'rnbqkpRNBQKP12345678/ wb-KQkqa3e6{}*:>,.x\t';

export function definitionProperty(): fc.IPropertyWithHooks<[string]> {
  return fc.property(mutated(fc.constantFrom(...templates), YAML_ALPHABET), (text) => {
    const { problems, result } = checkDefinitionText(text, 'fuzz.yaml');
    if (result) return;
    if (problems.length === 0) throw new Error('no result and no problem');
    for (const p of problems) {
      if (!(p instanceof InputError) || !p.location || p.location.line < 1 || p.location.column < 1) {
        throw new Error(`problem without a location: ${String(p)}`);
      }
    }
  });
}

const chess = loadVariant('chess').variant;
const fens = [
  'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
  'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1',
  'rnbqkbnr/ppp1p1pp/8/4Pp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3',
  '4k3/4R3/8/8/8/8/8/4K3 b - - 0 1',
  '4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1',
];

/**
 * A FEN that parses must also be usable: written back, reparsed identically, and searched. Every text
 * that reads passes the check of positions the rules can reach (setupProblems); one that fails it is a
 * FenError with a column like any other.
 */
export function fenProperty(): fc.IPropertyWithHooks<[string]> {
  return fc.property(mutated(fc.constantFrom(...fens), FEN_ALPHABET), (text) => usablePosition(chess, text, 2));
}

/** Positions beyond the setups, with en passant, once-per-game use, reversal memory, setup options. */
const SAMPLE_POSITIONS: Record<string, string[]> = {
  secutor: ['5k4/8/8/8/3pP3/8/8/5K4 b - e3 0 1', 'srnbqkbnrs/pppppppp/8/8/8/8/PPPPPPPP/SRNBQKBNRS b KQkq - 0 1'],
  'chess-legions': [
    '10/5k4/10/10/10/3pP5/10/10/5K4/10 b - e4 0 1',
    'mmmmmmmmmm/rnbaqkgbnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBGQKABNR/MMMMMMMMMM w KQGkqg - 0 1',
  ],
  orthodia: ['4k3/8/8/8/p1W5/8/8/4K3 b - b3:c4 0 1', '5k2/1p6/8/1W6/8/8/8/4K3 w - - 1 2 once:b5'],
  'orthodia-simplified': ['5k2/1p6/8/1W6/8/8/8/4K3 w - - 1 2 once:b5'],
  ecros: [
    '{oo}{s2}2{oe}{de}{ue}{de}9{S6}{oe}{ns}/{t3}2{N1}{P7}{P8}{S2}{S4}{S5}9{S7}1/20/20/20/20/20/20/20/20/20/20/20/20/20/20/20/20/20/{nt}15{NS}{NT}2 w - - 0 1 last:d16>a19,d18>b20,t19>t20,b2>a1',
  ],
};
const VARIANT_FEN_ALPHABET = 'rnbqkpwgtsmaRNBQKPWGTSMA0123456789/ wb-CcGg{}*:>,.xNSOEUDnsoeud';

const variantFens = templateIds().flatMap((id) => {
  const v = loadVariant(id).variant;
  // Read (and so checked) once here: a sample the reader refused would fail every run at once.
  return [toFen(startPosition(v)), ...(SAMPLE_POSITIONS[id] ?? [])].map((fen) => ({ v, fen: toFen(parseFen(v, fen)) }));
});

/** Mutated position texts of every template through the reader and its check of reachable positions. */
export function variantFenProperty(): fc.IPropertyWithHooks<[{ v: Variant; text: string }]> {
  const texts = fc
    .constantFrom(...variantFens)
    .chain(({ v, fen }) => mutated(fc.constant(fen), VARIANT_FEN_ALPHABET).map((text) => ({ v, text })));
  return fc.property(texts, ({ v, text }) => usablePosition(v, text, 1));
}

/**
 * Positions that read well but were edited at random (men put on, taken off or changed, the side to move
 * and the rights flipped), so most of them reach the check of positions the rules can reach, not only the
 * reader's syntax: each is refused with a located setup error or is usable.
 */
export function editedPositionProperty(
  options: SetupCheckOptions = {},
): fc.IPropertyWithHooks<[{ v: Variant; text: string }]> {
  const edit = fc.record({ square: fc.nat(), piece: fc.integer({ min: -40, max: 40 }) });
  const texts = fc
    .tuple(fc.constantFrom(...variantFens), fc.array(edit, { minLength: 1, maxLength: 8 }), fc.boolean(), fc.nat())
    .map(([{ v, fen }, edits, flipSide, rights]) => {
      const pos = parseFen(v, fen);
      for (const { square, piece } of edits) {
        const sq = square % v.size;
        if (v.exists[sq]) pos.board[sq] = piece % (v.nTypes + 1);
      }
      const side = (pos.turn === 0) !== flipSide ? 'w' : 'b';
      const letters = v.rightLetters.filter((_, bit) => (rights >> bit) & 1).join('') || '-';
      const [, , , ep, ...rest] = fen.split(' ');
      return { v, text: [placementText(v, pos.board), side, letters, ep, ...rest].join(' ') };
    });
  return fc.property(texts, ({ v, text }) => usablePosition(v, text, 1, options));
}

/**
 * A position that reads (composed ones too, with `anyPosition`) round-trips and is searched; its legal
 * moves never take a royal man nor leave the mover's attacked.
 */
function usablePosition(v: Variant, text: string, depth: number, options: SetupCheckOptions = {}): void {
  let pos: Position;
  try {
    pos = parseFen(v, text, options);
  } catch (e) {
    if (e instanceof FenError && e.column >= 1 && e.column <= text.length + 1) return;
    throw e;
  }
  const out = toFen(pos);
  if (toFen(parseFen(v, out, options)) !== out) throw new Error(`round trip changed ${out}`);
  perft(pos, depth);
  const list = new MoveList();
  generateLegal(pos, list);
  const mover = pos.turn;
  for (const m of list.toArray()) {
    if (capturesRoyal(pos, m)) throw new Error(`${out}: a legal move takes a royal man`);
    pos.make(m);
    const royal = pos.royal[mover]!;
    // In check as the variant says (Atomic: not from a king beside); a move that removes the enemy
    // royal (an explosion) has won, whatever it leaves.
    const won = pos.royal[pos.turn]! < 0;
    if (v.hasRoyals && royal >= 0 && !won && royalAttacked(pos, royal, pos.turn))
      throw new Error(`${out}: a legal move leaves the royal man attacked`);
    pos.unmake();
  }
}

/** Random definitions built from the schema's vocabulary, to reach the compiler's own checks. */
export function randomDefinitionProperty(): fc.IPropertyWithHooks<[string]> {
  const betza = fc.stringMatching(/^[mcinfblrvs]{0,3}[WFDNAHCZGKRBQXY]{1,2}[0-9]{0,2}$/);
  const piece = fc.record({
    id: fc.constantFrom('K', 'Q', 'X', 'N8', 'k', 'Ab'),
    name: fc.constantFrom('King', 'Thing'),
    abbrev: fc.constantFrom('K', 'Th'),
    royal: fc.boolean(),
    moves: betza,
  });
  const def = fc.record({
    name: fc.constant('Random'),
    board: fc.record({ files: fc.integer({ min: 1, max: 30 }), ranks: fc.integer({ min: 1, max: 30 }) }),
    pieces: fc.array(piece, { minLength: 1, maxLength: 4 }),
    setup: fc.record({ position: fc.stringMatching(/^[KQXkqx0-9{}/]{1,20}( [wb])?$/) }),
    promotion: fc.option(
      fc.array(
        fc.record({
          pieces: fc.array(fc.constantFrom('K', 'Q', 'P'), { maxLength: 2 }),
          to: fc.array(fc.constantFrom('Q', 'Z'), { minLength: 1, maxLength: 2 }),
        }),
        { maxLength: 2 },
      ),
      { nil: undefined },
    ),
  });
  return fc.property(
    def.map((d) => JSON.stringify(d, null, 1)),
    (text) => {
      const { problems, result } = checkDefinitionText(text, 'random.json');
      if (!result && problems.some((p) => !(p instanceof InputError) || !p.location))
        throw new Error('unlocated problem');
    },
  );
}

/**
 * Chess with the Knight's moves replaced by random move parts of every kind, random steps, ranges and
 * modes: each definition is refused with located problems, or its variant can be searched from the setup
 * (what rule code assumes of a part is checked when it is compiled, so nothing loops).
 */
export function movePartProperty(): fc.IPropertyWithHooks<[string]> {
  const chessText = readFileSync(new URL('../../templates/chess.yaml', import.meta.url), 'utf8');
  const step = fc.tuple(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 3 }));
  const part = fc.record(
    {
      kind: fc.constantFrom('leap', 'ride', 'collide', 'hopchain', 'hop'),
      step,
      range: fc.integer({ min: 0, max: 4 }),
      mode: fc.constantFrom('both', 'move', 'capture'),
      dirs: fc.constantFrom(undefined, ['f'], ['fl', 'br'], ['s']),
    },
    { requiredKeys: ['kind', 'step'] },
  );
  const moves = fc.array(part, { minLength: 1, maxLength: 3 }).map((parts) =>
    parts
      .map((p) => {
        const extra = [
          p.range !== undefined && (p.kind === 'ride' || p.kind === 'hop') ? `range: ${p.range}` : '',
          p.mode !== undefined && p.kind !== 'collide' && p.kind !== 'hopchain' ? `mode: ${p.mode}` : '',
          p.dirs ? `dirs: [${p.dirs.join(', ')}]` : '',
        ].filter(Boolean);
        return `\n      - { ${[`${p.kind}: [${p.step.join(', ')}]`, ...extra].join(', ')} }`;
      })
      .join(''),
  );
  return fc.property(moves, (list) => {
    const text = chessText.replace('    moves: N\n', `    moves:${list}\n`);
    const { problems, result } = checkDefinitionText(text, 'parts.yaml');
    if (!result) {
      if (problems.length === 0 || problems.some((p) => !p.location)) throw new Error(`unlocated problem for ${list}`);
      return;
    }
    perft(startPosition(result.variant), 2);
  });
}

const PGN_SAMPLE = `[Event "Fuzz"]
[Site "?"]
[White "A"]
[Black "B"]
[Result "1-0"]

1. e4 e5 2. Nf3 {a comment} Nc6 3. Bb5 a6 (3... Nf6 4. O-O) 4. Ba4 Nf6 5. O-O Be7 $1 6. Re1 b5!? 7. Bb3 d6
8. c3 O-O 9. h3 ; rest of line
Nb8 10. d4 Nbd7 1-0

[Event "Second"]
[Result "*"]

1. d2-d4 d7-d5 2. c2-c4 e7-e6 *
`;
const PGN_ALPHABET = '[]{}()"\\;$!?.-+#=0123456789abcdefghNBRQKOx*/ \n\t%@:>';

/**
 * PGN text never makes the reader throw; every error and token has a position inside the text; a game
 * read without error is written by the PGN writer (or refused with an InputError) and reads back the same.
 */
export function pgnProperty(): fc.IPropertyWithHooks<[string]> {
  return fc.property(mutated(fc.constant(PGN_SAMPLE), PGN_ALPHABET), (text) => {
    const lines = text.split('\n').length;
    for (const game of parsePgn(text)) {
      for (const t of [...game.moves, ...(game.result ? [game.result] : []), ...(game.error ? [game.error] : [])]) {
        if (t.line < 1 || t.line > lines || t.column < 1)
          throw new Error(`position ${t.line}:${t.column} outside the text`);
      }
      if (!game.error) writtenReadsBack(game);
    }
  });
}

function writtenReadsBack(game: GameRecord): void {
  let written: string;
  try {
    written = writePgn(game);
  } catch (e) {
    if (e instanceof InputError) return;
    throw e;
  }
  const back = parsePgn(written);
  const same = (g: GameRecord) => ({
    tags: g.tags.map((t) => [t.name, t.value]),
    moves: g.moves.map((m) => [m.text, m.comments ?? []]),
    result: game.result ? g.result?.text : null,
    error: g.error,
  });
  if (back.length !== 1 || JSON.stringify(same(back[0]!)) !== JSON.stringify(same(game)))
    throw new Error(`written, it reads back otherwise:\n${written}`);
}

/** A game in each of Shogi's and Xiangqi's formats, with the file name that tells its format. */
const EAST_SAMPLES: [string, string][] = [
  [
    'fuzz.kif',
    `先手：a\n後手：b\n後手の持駒：なし\n  ９ ８ ７ ６ ５ ４ ３ ２ １\n+---------------------------+\n|v香v桂v銀v金v玉v金v銀v桂v香|一\n| ・v飛 ・ ・ ・ ・ ・v角 ・|二\n|v歩v歩v歩v歩v歩v歩v歩v歩v歩|三\n| ・ ・ ・ ・ ・ ・ ・ ・ ・|四\n| ・ ・ ・ ・ ・ ・ ・ ・ ・|五\n| ・ ・ ・ ・ ・ ・ ・ ・ ・|六\n| 歩 歩 歩 歩 歩 歩 歩 歩 歩|七\n| ・ 角 ・ ・ ・ ・ ・ 飛 ・|八\n| 香 桂 銀 金 玉 金 銀 桂 香|九\n+---------------------------+\n先手の持駒：なし\n手数----指手---------消費時間--\n   1 ７六歩(77)\n   2 ３四歩(33)\n   3 ２二角成(88)\n*comment\n   4 同　銀(31)\n   5 ４五角打\n   6 投了\nまで5手で先手の勝ち\n`,
  ],
  ['fuzz.csa', `V2.2\nN+a\nN-b\n$EVENT:e\nPI\nP+00FU\n+\n+7776FU,T1\n-3334FU\n'c\n+8822UM\n-3122GI\n+0045KA\n%TORYO\n`],
  [
    'fuzz.usi',
    `position sfen lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b 2P 1 moves 7g7f 3c3d 8h2b+ 3a2b P*5e\n`,
  ],
  ['fuzz.pgn', `[Red "a"]\n[Format "WXF"]\n\n1. C2.5 H8+7 2. H2+3 R9=8 3. Ｐ７＋１ P7+1 4. +C.4 1-0\n`],
  ['fuzz.pgn', `[Variant "xiangqi"]\n\n1. h2e2 h9g7 2. h0g2 i9h9 3. H2-E2 *\n`],
];
const EAST_ALPHABET =
  '歩銀角飛玉金桂香成不打同　・v|+-*%0123456789１２３４５６７８９一二三四五六七八九PFUKAHICNRE.=： ▲△右左上引寄直\n';

/**
 * KIF, CSA, USI, ICCS and WXF records never make reading or validation throw, and every error they
 * report stands at a line of the text.
 */
export function eastRecordProperty(): fc.IPropertyWithHooks<[[string, string]]> {
  const sample = fc.constantFrom(...EAST_SAMPLES);
  const edited = sample.chain(([file, text]) =>
    mutated(fc.constant(text), EAST_ALPHABET).map((t) => [file, t] as [string, string]),
  );
  return fc.property(edited, ([file, text]) => {
    const lines = text.split('\n').length;
    for (const report of validateRecords(text, undefined, { file })) {
      const e = report.error;
      if (e && (e.line < 1 || e.line > lines || e.column < 1))
        throw new Error(`${file}: error at ${e.line}:${e.column} outside the text: ${e.reason}`);
    }
  });
}

/**
 * Random command lines over the commands that only read: every run ends with exit code 0, 1 or 2
 * (never the internal-error code 3) and nothing that looks like a stack trace.
 */
export function cliProperty(
  run: (args: string[], stdin: string) => Promise<{ code: number; err: string }>,
): fc.IAsyncPropertyWithHooks<[string[], string]> {
  const word = fc.constantFrom(
    'list',
    'perft',
    'moves',
    'check',
    'schema',
    'validate',
    'chess',
    'ecros',
    'secutor',
    'chess-legions',
    'nope',
    '../etc/passwd',
    '',
    '-',
    '0',
    '1',
    '2',
    '-1',
    '13',
    'x',
    '1e9',
    '--fen',
    '--divide',
    '--json',
    '--variant',
    '--bogus',
    '--help',
    '-h',
    '--',
    'templates/chess.yaml',
    ...fens,
  );
  const args = fc.array(word, { minLength: 0, maxLength: 6 });
  const stdin = mutated(fc.constant(PGN_SAMPLE), PGN_ALPHABET);
  return fc.asyncProperty(args, stdin, async (argv, input) => {
    // Keep searches small: perft depths above 2 are replaced.
    const safe = argv.map((a, i) =>
      (argv[i - 1] === 'chess' || argv[i - 1] === 'ecros' || argv[i - 1] === 'secutor') &&
      /^\d+$/.test(a) &&
      Number(a) > 2
        ? '2'
        : a,
    );
    const r = await run(safe, input);
    if (r.code < 0 || r.code > 2) throw new Error(`exit code ${r.code} for ${JSON.stringify(safe)}: ${r.err}`);
    if (/\n\s+at .+:\d+:\d+/.test(r.err)) throw new Error(`stack trace for ${JSON.stringify(safe)}`);
  });
}

/** Problems must each have a line and column inside the text (or just past its end). */
function expectLocated(problems: readonly InputError[], text: string): void {
  if (problems.length === 0) throw new Error('no result and no problem');
  const lines = text.split('\n').length;
  for (const p of problems) {
    if (!(p instanceof InputError) || !p.location) throw new Error(`problem without a location: ${String(p)}`);
    const { line, column } = p.location;
    if (line < 1 || line > lines + 1 || column < 1) throw new Error(`problem outside the text: ${p.format()}`);
  }
}

const INI_SAMPLE = readFileSync(new URL('../fixtures/fsf/tests.ini', import.meta.url), 'utf8');
const INI_SECTIONS = [...INI_SAMPLE.matchAll(/^\[([^\]:]+)/gm)].map((m) => m[1]!);
const INI_ALPHABET = 'abcdefghkpqrnwxyz0123456789[]:=#;*-+ \n\tmcfblrvsWFDNACKQRB';

/**
 * A variants.ini edited at random places and one of its sections (or a name it lost) read: the
 * section is imported and compiled, or refused with problems located in the file.
 */
export function iniProperty(): fc.IPropertyWithHooks<[{ text: string; section: string }]> {
  const cases = fc.tuple(mutated(fc.constant(INI_SAMPLE), INI_ALPHABET), fc.constantFrom(...INI_SECTIONS));
  return fc.property(
    cases.map(([text, section]) => ({ text, section })),
    ({ text, section }) => {
      const { problems, result } = checkIniSection(text, 'fuzz.ini', section);
      if (!result) expectLocated(problems, text);
    },
  );
}

const MOVE_ALPHABET = 'abcdefghijkl0123456789KQRBNPGSWxX-=+#@:>*O!?{}/ ';

/**
 * Move texts as records write them (SAN and coordinates of the legal moves of positions of every
 * template), edited at random, read against the position: one legal move, none or several, or a
 * message; never another exception.
 */
export function moveTextProperty(): fc.IPropertyWithHooks<[{ v: Variant; fen: string; text: string }]> {
  const samples = variantFens.flatMap(({ v, fen }) => {
    const pos = parseFen(v, fen);
    const list = new MoveList();
    generateLegal(pos, list);
    const legal = list.toArray();
    const texts = legal.flatMap((m) => [sanText(pos, m, legal, true), moveText(pos, m)]);
    return texts.length > 0 ? [{ v, fen, texts }] : [];
  });
  const cases = fc
    .constantFrom(...samples)
    .chain(({ v, fen, texts }) => mutated(fc.constantFrom(...texts), MOVE_ALPHABET).map((text) => ({ v, fen, text })));
  return fc.property(cases, ({ v, fen, text }) => {
    const readings = parseMoveText(v, text);
    if (typeof readings === 'string') return;
    const pos = parseFen(v, fen);
    const list = new MoveList();
    generateLegal(pos, list);
    matchingMoves(pos, list.toArray(), readings);
  });
}
