/**
 * The play view: a game of the variant on the board, moves made by clicking a man and a marked square
 * (or a man in hand and a square), the record kept, and positions set up by hand (editor.ts).
 */
import { Game } from '../src/api/game.js';
import { dropMarks, moveMarks, prepareMarks } from '../src/api/marks.js';
import {
  checkedRoyals,
  FenError,
  hand,
  type Move,
  type Position,
  parseFen,
  pieces,
  startPosition,
  toFen,
} from '../src/api/position.js';
import { recordFormats } from '../src/api/record-text.js';
import type { Variant } from '../src/api/variant.js';
import { BoardView } from './board.js';
import { boardInput } from './board-input.js';
import { document_, download } from './document.js';
import { Editor } from './editor.js';
import { manButton } from './pieces.js';
import { type ExportFormat, exportFormat, gameMoves, gameText } from './record.js';
import { $, onVariant, studio } from './state.js';

let game: Game | null = null;
/** A position set up on the board may be composed, as with --any-position: only royals and check are checked. */
const COMPOSED = { anyPosition: true } as const;
/** The square of the man chosen to move. */
let selected: string | null = null;
/** The man in hand chosen to drop: his piece's name. */
let handPick: string | null = null;
/** Moves taken back by jumping to an earlier ply, to play again going forward (a new move drops them). */
let ahead: Move[] = [];

const playBoard = new BoardView($('board'), (sq) => clickSquare(sq));
const editor = new Editor(playBoard);

/** A new game from the variant's start, or from a position text (a bad one is thrown, with the reader's reason). */
function newGame(fen?: string): void {
  const variant = studio.variant;
  if (!variant) return;
  const start =
    fen === undefined ? { ok: true as const, value: startPosition(variant) } : parseFen(variant, fen, COMPOSED);
  if (!start.ok) throw start.error;
  game = new Game(start.value);
  ahead = [];
  selected = null;
  handPick = null;
  warmUp(variant);
  if (studio.view === 'play') void drawPlay();
}
/** A fen to start the next game from (a share link's position), once the variant it goes with is compiled. */
let pendingFen: string | null = null;
onVariant((variant) => {
  offerFormats(variant);
  const fen = pendingFen;
  pendingFen = null;
  try {
    newGame(fen ?? undefined);
  } catch (e) {
    $('fen-error').textContent = (e as Error).message;
    newGame();
  }
});

/** Plays from this position (a share link's) once the definition loaded with it is compiled, or now. */
export function startFrom(fen: string): void {
  if (studio.variant) {
    try {
      newGame(fen);
    } catch (e) {
      $('fen-error').textContent = (e as Error).message;
    }
  } else pendingFen = fen;
}

/** The position on the board now, as FEN (null: no game). */
export const currentFen = (): string | null => (game ? toFen(game.position) : null);

/** The record formats the variant's games can be written in (PGN, and KIF, CSA... for Shogi). */
let formats: ExportFormat[] = [];
const formatChosen = (): ExportFormat => formats.find((f) => f.name === $<HTMLSelectElement>('record-format').value)!;

/** The game in the record format chosen, the definition carried along (in PGN) when it is not a template's as it comes. */
function recordOf(g: Game): string {
  const { text, notWritten } = gameText(
    g,
    formatChosen().name,
    document_.template === studio.ref.yaml ? undefined : studio.ref.yaml,
  );
  $('record-note').textContent = notWritten.join('; ');
  return text;
}

/**
 * The formats offered for the variant: PGN at once, each other one tried in an idle moment of its own
 * (asking all of them to write the start takes a few tens of ms on ECROS, which neither the first board
 * nor typing in the editor waits for).
 */
function offerFormats(variant: Variant): void {
  const select = $<HTMLSelectElement>('record-format');
  const option = (f: ExportFormat) =>
    Object.assign(document.createElement('option'), { value: f.name, textContent: f.name.toUpperCase() });
  formats = [{ name: 'pgn', extension: '.pgn' }];
  select.replaceChildren(...formats.map(option));
  const others = recordFormats()
    .map((f) => f.name)
    .filter((name) => name !== 'pgn');
  const next = (): void => {
    const name = others.shift();
    if (name === undefined || studio.variant !== variant) return;
    const format = exportFormat(variant, name);
    if (format) {
      formats.push(format);
      select.append(option(format));
    }
    requestIdleCallback(next);
  };
  requestIdleCallback(next);
}

/**
 * The pieces' move patterns (which marks are jumps) are worked out in idle time, one kind at a time, so
 * the first click on a man does not wait for his: on ECROS each takes some 15 ms.
 */
function warmUp(variant: Variant): void {
  document.body.dataset.warm = 'false';
  let kind = 0;
  const next = (): void => {
    if (studio.variant !== variant) return;
    if (kind === variant.pieces.length) return void (document.body.dataset.warm = 'true');
    prepareMarks(variant, variant.pieces[kind++]!.name);
    requestIdleCallback(next);
  };
  requestIdleCallback(next);
}

export async function drawPlay(): Promise<void> {
  if (!game) return;
  const pos = game.position;
  const fen = toFen(pos);
  $<HTMLInputElement>('fen').value = fen;
  $('choice').hidden = true;
  showMoves(game);
  showHands(pos);
  const legal = game.legalMoves();
  const over = game.outcome();
  const side = pos.turn === 'white' ? 'White' : 'Black';
  const last = game.moves[game.moves.length - 1];
  const check = checkedRoyals(pos);
  $('status').textContent = over
    ? `${over.result}: ${over.reason}`
    : `${side} to move${check.length ? ', in check' : ''}, ${legal.length} legal move${legal.length === 1 ? '' : 's'}${
        last ? ` (last: ${last.san})` : ''
      }`;
  $('status').dataset.result = over?.result ?? '*';
  $<HTMLSelectElement>('all-moves').replaceChildren(
    ...legal.map((m, i) =>
      Object.assign(document.createElement('option'), { value: String(i), textContent: `${m.san} (${m.coordinate})` }),
    ),
  );
  $<HTMLTextAreaElement>('pgn-out').value = recordOf(game);
  playBoard.show(pos, fen);
  playBoard.highlight(last ? [last.from, last.to].filter((s) => s !== undefined) : [], check);
  if (editor.editing) return;
  $('selection').textContent = '';
}

function clickSquare(square: string): void {
  if (editor.editing) return editor.click(square);
  if (!game) return;
  // A move to a marked square of the man (or the man in hand) chosen.
  if (selected !== null || handPick !== null) {
    const options =
      handPick !== null
        ? game.legalMoves().filter((m) => m.drop && m.piece === handPick && m.to === square)
        : game.legalMovesFrom(selected!).filter((m) => (m.landing === undefined ? m.to : m.landing) === square);
    if (options.length === 1) return play(options[0]!);
    if (options.length > 1) return choose(options);
  }
  const pos = game.position;
  const man = pieces(pos).find((m) => m.square === square);
  if (man?.side !== pos.turn) {
    selected = null;
    handPick = null;
    playBoard.mark([]);
    $('selection').textContent = '';
    return;
  }
  select(square, man.piece);
}

export function select(square: string, piece: string): void {
  const pos = game!.position;
  selected = square;
  handPick = null;
  playBoard.mark(moveMarks(pos, square), [square], { position: pos, square });
  const texts = game!.legalMovesFrom(square).map((m) => m.coordinate);
  const sel = $('selection');
  sel.textContent = `${piece} on ${square}: ${texts.length ? texts.join(' ') : 'no legal move'}`;
  sel.dataset.moves = texts.join(' ');
}

/** Several moves between the same squares (promotions, a rule's own move): the player picks one. */
function choose(options: Move[]): void {
  const box = $('choice');
  box.replaceChildren(
    ...options.map((m) => {
      const b = document.createElement('button');
      // Without the check mark: the buttons name the moves, the record marks them. A promotion shows the man.
      const text = `${m.san.replace(/[+#]$/, '')}${m.promotion ? ` (${m.promotion})` : ''}`;
      if (m.promotion) manButton(b, game!.start.variant, m.promotion, game!.position.turn, text);
      else b.textContent = text;
      b.addEventListener('click', () => play(m));
      return b;
    }),
  );
  box.hidden = false;
}

function play(m: Move): void {
  game!.play(m);
  ahead = [];
  selected = null;
  handPick = null;
  void drawPlay();
}

/** The moves played and those taken back by a jump (greyed), each a button that jumps to the position after it. */
function showMoves(g: Game): void {
  const list = $('moves');
  const played = g.moves.length;
  // Numbered as one game: the moves ahead follow those played.
  const all = new Game(g.start);
  for (const m of [...g.moves, ...ahead]) all.play(m);
  list.replaceChildren(
    ...gameMoves(all).map((m, i) => {
      const li = document.createElement('li');
      const b = Object.assign(document.createElement('button'), {
        type: 'button',
        textContent: `${m.number} ${m.text}`,
      });
      b.dataset.ply = String(i + 1);
      if (i + 1 === played) b.setAttribute('aria-current', 'step');
      if (i >= played) b.classList.add('ahead');
      b.addEventListener('click', () => jumpTo(i + 1));
      li.append(b);
      return li;
    }),
  );
  list.dataset.blackFirst = String(g.start.turn === 'black');
}

/** Shows the position after `ply` moves: later moves are taken back, to replay going forward; earlier ones replayed. */
export function jumpTo(ply: number): void {
  if (!game) return;
  while (game.moves.length > ply) {
    const m = game.moves[game.moves.length - 1]!;
    if (!game.undo()) break;
    ahead.unshift(m);
  }
  while (game.moves.length < ply && ahead.length) game.play(ahead.shift()!);
  selected = null;
  handPick = null;
  void drawPlay();
}

/** The ply shown now (moves played), for stepping back and forth. */
export const currentPly = (): number => game?.moves.length ?? 0;

function showHands(pos: Position): void {
  const box = $('hands');
  box.replaceChildren();
  if (!pos.variant.drops) return;
  const held = hand(pos);
  for (const side of ['white', 'black'] as const) {
    const row = document.createElement('div');
    row.textContent = `${side === 'white' ? 'White' : 'Black'} in hand: `;
    for (const h of held.filter((h) => h.side === side)) {
      const kind = pos.variant.pieces.find((p) => p.name === h.piece)!;
      const b = manButton(document.createElement('button'), pos.variant, h.piece, side, `x${h.count}`);
      b.dataset.hand = `${side === 'white' ? 'w' : 'b'}${kind.id}`;
      b.disabled = side !== pos.turn;
      b.addEventListener('click', () => pickHand(h.piece));
      row.append(b);
    }
    box.append(row);
  }
}

/** A man in hand chosen: the squares he may be dropped on, marked as the cards mark drops. */
function pickHand(piece: string): void {
  const pos = game!.position;
  selected = null;
  handPick = piece;
  const drops = game!.legalMoves().filter((m) => m.drop && m.piece === piece);
  playBoard.mark(dropMarks(pos, piece));
  $('selection').textContent = `${piece} in hand: ${drops.map((m) => m.coordinate).join(' ') || 'no legal drop'}`;
}

$('undo').addEventListener('click', () => {
  if (!game?.undo()) return;
  ahead = [];
  selected = null;
  void drawPlay();
});
$('flip').addEventListener('click', () => {
  playBoard.flip();
  $('flip').setAttribute('aria-pressed', String(playBoard.flipped));
});
boardInput(playBoard, $('board'), {
  editing: () => editor.editing,
  click: (sq) => clickSquare(sq),
  pressed: (sq) => {
    // A square the man chosen may go to is his move, not another man chosen (a castling onto one's own man).
    if (selected !== null && game!.legalMovesFrom(selected).some((m) => (m.landing ?? m.to) === sq)) return false;
    const man = game && pieces(game.position).find((m) => m.square === sq);
    if (!man || man.side !== game!.position.turn) return false;
    select(sq, man.piece);
    return true;
  },
  describe: (sq) => {
    const man = game && pieces(game.position).find((m) => m.square === sq);
    return man ? `${sq}: ${man.side === 'white' ? 'White' : 'Black'} ${man.piece}` : `${sq}: empty`;
  },
  step: (by) => jumpTo(currentPly() + by),
});
$('restart').addEventListener('click', () => newGame());
$('play-selected').addEventListener('click', () => {
  const value = $<HTMLSelectElement>('all-moves').value;
  if (value && game) play(game.legalMoves()[Number(value)]!);
});
$('set-fen').addEventListener('click', () => {
  try {
    newGame($<HTMLInputElement>('fen').value);
    $('fen-error').textContent = '';
  } catch (e) {
    $('fen-error').textContent = (e as Error).message;
  }
});
$('record-format').addEventListener('change', () => {
  if (game) $<HTMLTextAreaElement>('pgn-out').value = recordOf(game);
});
$('copy-record').addEventListener('click', () => game && void copy(recordOf(game)));
$('save-record').addEventListener('click', () => {
  if (game) download(`${game.start.variant.id}${formatChosen().extension}`, recordOf(game), 'text/plain');
});
$('copy-fen').addEventListener('click', () => game && void copy(toFen(game.position)));

async function copy(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    // No clipboard (an insecure context, a refusal): the text stays selectable on the page.
  }
}

$('flip-edit').addEventListener('click', () => {
  if (!game) return;
  if (editor.editing) {
    editor.stop();
    return void drawPlay();
  }
  editor.start(game.position);
});

$('edit-done').addEventListener('click', () => {
  try {
    editor.stop();
    newGame(editor.fen());
    $('edit-error').textContent = '';
  } catch (e) {
    editor.editing = true;
    $('editor-tools').hidden = false;
    // Where in the position text, as the CLI says it of --fen.
    $('edit-error').textContent = `${e instanceof FenError ? `FEN column ${e.column}: ` : ''}${(e as Error).message}`;
  }
});
