/**
 * The studio page: pick or edit a variant, preview its kit, play it, validate a game, download the kit.
 * The rules are the library's own engine, run here in the browser; what needs Node (the font's metrics
 * for layout, PDF and PNG files) the studio server makes with the library the CLI uses.
 */
import { checkDefinitionText, type LoadedVariant } from '../src/definitions/text.js';
import { cachedPieceDiagram, type DiagramMark, positionMarks } from '../src/diagrams/moves.js';
import { Game } from '../src/engine/game.js';
import { type Move, MoveKind, moveFrom, moveKind, movePromo, moveTo } from '../src/engine/move.js';
import { generateLegalFrom, MoveList } from '../src/engine/movegen.js';
import { resultText } from '../src/engine/outcome.js';
import { Position } from '../src/engine/position.js';
import { dropTargets } from '../src/engine/rules/drops.js';
import { ruleOfKind } from '../src/engine/rules/index.js';
import type { VariantSpec } from '../src/engine/spec.js';
import { startPosition } from '../src/engine/start.js';
import { BLACK, WHITE } from '../src/engine/variant.js';
import { moveText } from '../src/notation/coordinate.js';
import { FenError, parseFen, placementText, toFen } from '../src/notation/fen.js';
import { sanText } from '../src/notation/san.js';
import { squareName } from '../src/notation/squares.js';
import type {
  PreviewPage,
  PrintRequest,
  ReplayedPly,
  VariantRequest,
  validate as validateOnServer,
} from '../src/studio/api.js';
import { BoardView } from './board.js';
import { getJson, postJson } from './server.js';

const $ = <T extends HTMLElement = HTMLElement>(id: string): T => document.getElementById(id) as T;

// ---- the variant ---------------------------------------------------------------------------------

let ref: VariantRequest = { id: '', yaml: '' };
let loaded: LoadedVariant | null = null;

async function pickTemplate(id: string): Promise<void> {
  const { yaml } = await getJson<{ yaml: string }>(`/api/templates/${id}`);
  $<HTMLTextAreaElement>('yaml').value = yaml;
  ref = { id, yaml };
  checkDefinition();
  newGame();
}

/** The definition checked as `fairyprint check` checks it: every problem at line:column, as it prints them. */
function checkDefinition(): void {
  const yaml = $<HTMLTextAreaElement>('yaml').value;
  ref = { ...ref, yaml };
  const started = performance.now();
  const { problems, result } = checkDefinitionText(yaml, `${ref.id}.yaml`);
  // For the benchmark: how long the definition took to check and compile here.
  performance.measure('studio:check', { start: started });
  const list = $('problems');
  const lines = yaml.split('\n');
  list.replaceChildren(
    ...problems.map((p) => {
      const li = document.createElement('li');
      li.textContent = p.format();
      const at = p.location;
      if (at) {
        // The line itself, with a caret under the column, as a compiler shows it.
        const source = document.createElement('pre');
        source.textContent = `${lines[at.line - 1] ?? ''}\n${' '.repeat(Math.max(0, at.column - 1))}^`;
        li.append(source);
        li.addEventListener('click', () => goToLine(at.line, at.column));
      }
      return li;
    }),
  );
  const summary = $('check-summary');
  if (result) {
    if (
      result.variant.spec.setupOptions.map((o) => o.id).join() !==
      loaded?.variant.spec.setupOptions.map((o) => o.id).join()
    )
      showSetupOptions(result.variant.spec);
    loaded = result;
    const v = result.variant;
    summary.textContent = `${v.spec.name}: ${v.files} x ${v.ranks}, ${v.spec.pieces.length} piece types. No problem found.`;
    summary.className = 'ok';
  } else {
    summary.textContent = `${problems.length} problem${problems.length === 1 ? '' : 's'} found`;
    summary.className = 'error';
  }
}

function goToLine(line: number, column: number): void {
  const area = $<HTMLTextAreaElement>('yaml');
  const lines = area.value.split('\n');
  const at = lines.slice(0, line - 1).reduce((n, l) => n + l.length + 1, 0) + column - 1;
  area.focus();
  area.setSelectionRange(at, at);
  // A textarea keeps its scroll on a new selection: the line is brought into view by hand.
  area.scrollTop = Math.max(0, (line - 4) * parseFloat(getComputedStyle(area).lineHeight));
}

let checkTimer = 0;
$('yaml').addEventListener('input', () => {
  clearTimeout(checkTimer);
  // Checked as typing pauses; the game restarts only when the definition compiles.
  checkTimer = window.setTimeout(() => {
    const before = loaded;
    checkDefinition();
    if (loaded !== before) newGame();
  }, 120);
});

// ---- views ---------------------------------------------------------------------------------------

let view = 'define';
function showView(name: string): void {
  view = name;
  for (const b of document.querySelectorAll<HTMLButtonElement>('#tabs button'))
    b.setAttribute('aria-selected', String(b.dataset.view === name));
  for (const s of document.querySelectorAll<HTMLElement>('.view')) s.hidden = s.id !== `view-${name}`;
  const slot = document.querySelector(`#view-${name} .print-options`);
  if (slot) slot.append(printOptions);
  if (name === 'preview') void refreshPreview();
  if (name === 'play') void drawPlay();
}
for (const b of document.querySelectorAll<HTMLButtonElement>('#tabs button'))
  b.addEventListener('click', () => showView(b.dataset.view!));

// The print options shared by the preview and the kit.
const printOptions = document.createElement('fieldset');
printOptions.innerHTML = `<legend>Print</legend>
  <label>Paper <select id="paper-size"><option value="a4">A4</option><option value="letter">Letter</option></select></label>
  <label><input type="checkbox" id="mono" /> mono</label>
  <label><input type="checkbox" id="backs" /> counter backs</label>
  <label>Cards <input id="card-size" value="63x88" list="card-sizes" size="7" /></label>
  <datalist id="card-sizes"><option value="63x88"></option><option value="bridge"></option><option value="tarot"></option></datalist>
  <label>Spares <input id="spares" type="number" min="0" max="9" value="1" /></label>
  <span id="setup-options"></span>`;
const print = (): PrintRequest => ({
  paper: printOptions.querySelector<HTMLSelectElement>('#paper-size')!.value as PrintRequest['paper'],
  mono: printOptions.querySelector<HTMLInputElement>('#mono')!.checked,
  backs: printOptions.querySelector<HTMLInputElement>('#backs')!.checked,
  cardSize: printOptions.querySelector<HTMLInputElement>('#card-size')!.value,
  spares: Number(printOptions.querySelector<HTMLInputElement>('#spares')!.value),
  option: [...printOptions.querySelectorAll<HTMLInputElement>('#setup-options input:checked')].map((i) => i.value),
});

/** The variant's setup options (Chess Legions' Masked Men), to print counters for. */
function showSetupOptions(spec: VariantSpec): void {
  printOptions.querySelector('#setup-options')!.replaceChildren(
    ...spec.setupOptions.map((o) => {
      const label = document.createElement('label');
      const box = document.createElement('input');
      box.type = 'checkbox';
      box.value = o.id;
      label.append(box, ` ${o.name}`);
      return label;
    }),
  );
}
printOptions.addEventListener('change', () => view === 'preview' && void refreshPreview());

// ---- preview -------------------------------------------------------------------------------------

let previewKey = '';
let previewPages: PreviewPage[] = [];

async function refreshPreview(): Promise<void> {
  if (!loaded) return;
  const list = $('pages');
  list.textContent = 'laying out the kit...';
  try {
    const { key, pages } = await postJson<{ key: string; pages: PreviewPage[] }>('/api/preview', {
      ...ref,
      ...print(),
    });
    previewKey = key;
    previewPages = pages;
    list.replaceChildren(
      ...pages.map((p, i) => {
        const li = document.createElement('li');
        li.textContent = `${p.part}: ${p.file}`;
        li.dataset.file = p.file;
        li.addEventListener('click', () => showPage(i));
        return li;
      }),
    );
    showPage(0);
  } catch (e) {
    list.textContent = (e as Error).message;
  }
}

function showPage(i: number): void {
  const p = previewPages[i];
  if (!p) return;
  for (const [k, li] of [...$('pages').children].entries()) li.setAttribute('aria-current', String(k === i));
  const img = document.createElement('img');
  img.alt = `${p.part}, ${p.file}`;
  // CSS millimetres: at "actual size" the page is its paper size (as the screen's 96 px to the inch goes).
  img.style.width = `${p.width}mm`;
  img.src = `/api/preview/${previewKey}/${encodeURIComponent(p.file)}`;
  $('paper').replaceChildren(img);
  $('page-size').textContent =
    `${p.file}: ${Math.round(p.width)} x ${Math.round(p.height)} mm (page ${i + 1} of ${previewPages.length})`;
}
const zoom = (): void => void $('paper').classList.toggle('fit', $<HTMLSelectElement>('zoom').value === 'fit');
$('zoom').addEventListener('change', zoom);
zoom();

// ---- play ----------------------------------------------------------------------------------------

let game: Game | null = null;
let startFen = '';
/** A position set up on the board may be composed, as with --any-position: only royals and check are checked. */
const COMPOSED = { anyPosition: true } as const;
/** The moves played, with their text in the record's notation (SAN, check marked). */
let played: { move: Move; san: string }[] = [];
let selected: number | null = null;
/** A man in hand chosen to drop: his type. */
let handPick: number | null = null;

const playBoard = new BoardView($('board'), (sq) => clickSquare(sq));

function newGame(fen?: string): void {
  if (!loaded) return;
  const start = fen === undefined ? startPosition(loaded.variant) : parseFen(loaded.variant, fen, COMPOSED);
  game = new Game(start);
  startFen = toFen(start);
  played = [];
  selected = null;
  handPick = null;
  warmUp(loaded.variant.spec);
  if (view === 'play') void drawPlay();
}

/**
 * The pieces' move patterns (which marks are jumps) are worked out in idle time, one type at a time, so
 * the first click on a man does not wait for his: on ECROS each takes some 15 ms.
 */
function warmUp(spec: VariantSpec): void {
  document.body.dataset.warm = 'false';
  let type = 0;
  const next = (): void => {
    if (loaded?.variant.spec !== spec) return;
    if (type === spec.pieces.length) return void (document.body.dataset.warm = 'true');
    cachedPieceDiagram(spec, type++);
    requestIdleCallback(next);
  };
  requestIdleCallback(next);
}

const position = (): Position => game!.position;

async function drawPlay(): Promise<void> {
  if (!game) return;
  const pos = position();
  const fen = toFen(pos);
  $<HTMLInputElement>('fen').value = fen;
  $('choice').hidden = true;
  showMoves();
  showHands();
  const legal = game.legalMoves();
  const over = game.forcedOutcome();
  const side = pos.turn === WHITE ? 'White' : 'Black';
  $('status').textContent = over
    ? `${resultText(over)}: ${over.reason}`
    : `${side} to move, ${legal.length} legal move${legal.length === 1 ? '' : 's'}`;
  $('status').dataset.result = over ? resultText(over) : '*';
  $<HTMLSelectElement>('all-moves').replaceChildren(
    ...legal.map((m) => {
      const o = document.createElement('option');
      o.value = String(m);
      o.textContent = `${sanText(pos, m, legal, true)} (${moveText(pos, m)})`;
      return o;
    }),
  );
  $<HTMLTextAreaElement>('pgn-out').value = pgn();
  await playBoard.show(ref, pos, fen);
  const last = played[played.length - 1]?.move;
  const lastSquares = last === undefined ? [] : [moveFrom(last), moveTo(last)];
  playBoard.mark([], lastSquares);
  if (editing) return;
  $('selection').textContent = '';
}

function clickSquare(sq: number): void {
  if (editing) return editSquare(sq);
  if (!game) return;
  const pos = position();
  const legal = game.legalMoves();
  // A move to a marked square of the man (or the man in hand) chosen.
  if (selected !== null || handPick !== null) {
    const options = legal.filter((m) =>
      handPick !== null
        ? moveKind(m) === MoveKind.Drop && movePromo(m) === handPick && moveTo(m) === sq
        : moveFrom(m) === selected && moveKind(m) !== MoveKind.Drop && landing(m) === sq,
    );
    if (options.length === 1) return void play(options[0]!);
    if (options.length > 1) return choose(options);
  }
  const code = pos.board[sq]!;
  const own = code !== 0 && code > 0 === (pos.turn === WHITE);
  if (!own) {
    selected = null;
    handPick = null;
    playBoard.mark([]);
    $('selection').textContent = '';
    return;
  }
  select(sq);
}

/** Where the man ends up, which his mark shows (a wrapped Bowman is marked where he lands). */
const landing = (m: Move): number => ruleOfKind(moveKind(m))?.destination?.(m) ?? moveTo(m);

function select(sq: number): void {
  const pos = position();
  selected = sq;
  handPick = null;
  const marks = positionMarks(pos, sq);
  playBoard.mark(marks, [sq], { variant: ref, fen: toFen(pos), square: sq });
  const v = pos.variant;
  const man = v.spec.pieces[Math.abs(pos.board[sq]!) - 1]!;
  const list = new MoveList();
  generateLegalFrom(pos, [sq], list);
  const texts = list
    .toArray()
    .filter((m) => moveKind(m) !== MoveKind.Drop)
    .map((m) => moveText(pos, m));
  const sel = $('selection');
  sel.textContent = `${man.name} on ${squareName(v, sq)}: ${texts.length ? texts.join(' ') : 'no legal move'}`;
  sel.dataset.moves = texts.join(' ');
}

/** Several moves between the same squares (promotions, a rule's own move): the player picks one. */
function choose(options: Move[]): void {
  const pos = position();
  const legal = game!.legalMoves();
  const box = $('choice');
  box.replaceChildren(
    ...options.map((m) => {
      const b = document.createElement('button');
      const promo = movePromo(m);
      b.textContent = `${sanText(pos, m, legal)}${promo >= 0 && moveKind(m) !== MoveKind.Drop ? ` (${pos.variant.spec.pieces[promo]!.name})` : ''}`;
      b.addEventListener('click', () => play(m));
      return b;
    }),
  );
  box.hidden = false;
}

function play(m: Move): void {
  const pos = position();
  const san = sanText(pos, m, game!.legalMoves(), true);
  game!.play(m);
  played.push({ move: m, san });
  selected = null;
  handPick = null;
  void drawPlay();
}

function showMoves(): void {
  const start = parseFen(loaded!.variant, startFen, COMPOSED);
  const list = $('moves');
  list.replaceChildren();
  const blackFirst = start.turn === BLACK;
  for (let i = 0; i < played.length; i++) {
    const li = document.createElement('li');
    li.textContent = `${moveNumber(start, i)} ${played[i]!.san}`;
    list.append(li);
  }
  list.dataset.blackFirst = String(blackFirst);
}

/** "12." before White's move, "12..." before Black's, for ply i (from 0) of a game from `start`. */
function moveNumber(start: Position, i: number): string {
  const index = i + (start.turn === WHITE ? 0 : 1);
  return `${start.fullmove + Math.floor(index / 2)}${index % 2 === 0 ? '.' : '...'}`;
}

function showHands(): void {
  const pos = position();
  const v = pos.variant;
  const box = $('hands');
  box.replaceChildren();
  if (!v.hasDrops) return;
  for (const color of [WHITE, BLACK]) {
    const row = document.createElement('div');
    row.textContent = `${color === WHITE ? 'White' : 'Black'} in hand: `;
    for (let t = 0; t < v.nTypes; t++) {
      const n = pos.hand[color * v.nTypes + t]!;
      if (n === 0) continue;
      const b = document.createElement('button');
      b.textContent = `${v.spec.pieces[t]!.abbrev} x${n}`;
      b.dataset.hand = `${color === WHITE ? 'w' : 'b'}${v.spec.pieces[t]!.id}`;
      b.disabled = color !== pos.turn;
      b.addEventListener('click', () => pickHand(t));
      row.append(b);
    }
    box.append(row);
  }
}

/** A man in hand chosen: the squares he may be dropped on, marked as the cards mark drops. */
function pickHand(type: number): void {
  const pos = position();
  selected = null;
  handPick = type;
  const v = pos.variant;
  const drops = game!.legalMoves().filter((m) => moveKind(m) === MoveKind.Drop && movePromo(m) === type);
  const marks: DiagramMark[] = dropTargets(pos, type).map((d) => ({
    x: d.square % v.files,
    y: (d.square / v.files) | 0,
    mode: d.loses ? 'drop-loses' : 'drop',
    jump: false,
    initial: false,
    once: false,
  }));
  playBoard.mark(marks);
  $('selection').textContent =
    `${v.spec.pieces[type]!.name} in hand: ${drops.map((m) => moveText(pos, m)).join(' ') || 'no legal drop'}`;
}

$('undo').addEventListener('click', () => {
  if (!game || played.length === 0) return;
  game.undo();
  played.pop();
  selected = null;
  void drawPlay();
});
$('restart').addEventListener('click', () => newGame());
$('play-selected').addEventListener('click', () => {
  const value = $<HTMLSelectElement>('all-moves').value;
  if (value) play(Number(value));
});
$('set-fen').addEventListener('click', () => {
  try {
    newGame($<HTMLInputElement>('fen').value);
    $('fen-error').textContent = '';
  } catch (e) {
    $('fen-error').textContent = (e as Error).message;
  }
});
$('copy-pgn').addEventListener('click', () => void copy(pgn()));
$('copy-fen').addEventListener('click', () => void copy(toFen(position())));

async function copy(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    // No clipboard (an insecure context, a refusal): the text stays selectable on the page.
  }
}

/** The game as PGN: the Variant tag, the start when not the variant's, the moves in SAN, the result. */
function pgn(): string {
  if (!game || !loaded) return '';
  const over = game.forcedOutcome();
  const result = over ? resultText(over) : '*';
  const v = loaded.variant;
  const tags: [string, string][] = [
    ['Event', 'fairyprint studio'],
    ['Variant', v.spec.id],
    ['Result', result],
  ];
  if (startFen !== toFen(startPosition(v))) tags.push(['SetUp', '1'], ['FEN', startFen]);
  const start = parseFen(v, startFen, COMPOSED);
  const moves = played.map((p, i) =>
    i === 0 || (i + (start.turn === WHITE ? 0 : 1)) % 2 === 0 ? `${moveNumber(start, i)} ${p.san}` : p.san,
  );
  return `${tags.map(([k, val]) => `[${k} "${val.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"]`).join('\n')}\n\n${[...moves, result].join(' ')}\n`;
}

// ---- editing a position ----------------------------------------------------------------------------

let editing = false;
/** The man the editor puts down (a piece code, 0 the eraser). */
let editCode = 0;
let editBoard: Int16Array | null = null;

$('flip-edit').addEventListener('click', () => {
  if (!game) return;
  editing = !editing;
  $('editor-tools').hidden = !editing;
  if (!editing) return void drawPlay();
  editBoard = position().board.slice();
  $<HTMLSelectElement>('edit-turn').value = position().turn === WHITE ? 'w' : 'b';
  const v = loaded!.variant;
  const palette = $('palette');
  palette.replaceChildren();
  const codes = [0, ...v.spec.pieces.map((_, t) => t + 1), ...v.spec.pieces.map((_, t) => -(t + 1))];
  for (const code of codes) {
    const b = document.createElement('button');
    b.textContent = code === 0 ? 'eraser' : `${code > 0 ? 'W' : 'B'} ${v.spec.pieces[Math.abs(code) - 1]!.abbrev}`;
    b.title =
      code === 0 ? 'clear a square' : `${code > 0 ? 'White' : 'Black'} ${v.spec.pieces[Math.abs(code) - 1]!.name}`;
    b.dataset.code = String(code);
    b.setAttribute('aria-pressed', String(code === editCode));
    const pick = (): void => {
      editCode = code;
      for (const o of palette.children) o.setAttribute('aria-pressed', String(o === b));
    };
    b.addEventListener('click', pick);
    b.addEventListener('pointerdown', pick);
    palette.append(b);
  }
  $('selection').textContent = 'Editing the position';
});

function editSquare(sq: number): void {
  editBoard![sq] = editBoard![sq] === editCode ? 0 : editCode;
  showEdited();
}

/**
 * Dragging while editing: a man dragged from his square to another moves there, dragged off the board
 * he is gone; a man dragged from the palette is put where he is dropped.
 */
let dragFrom: number | 'palette' | null = null;
$('board').addEventListener('pointerdown', (e) => {
  const index = (e.target as SVGElement).dataset?.index;
  if (editing && index !== undefined && editBoard![Number(index)] !== 0) dragFrom = Number(index);
});
$('palette').addEventListener('pointerdown', (e) => {
  if ((e.target as HTMLElement).dataset.code !== undefined) dragFrom = 'palette';
});
document.addEventListener('pointerup', (e) => {
  const from = dragFrom;
  dragFrom = null;
  if (!editing || from === null) return;
  const index = (e.target as SVGElement).dataset?.index;
  const to = index === undefined ? null : Number(index);
  // Down and up on one square is a click, which editSquare handles.
  if (to === from) return;
  if (from === 'palette') {
    if (to === null) return;
    editCode = Number(
      (document.querySelector('#palette [aria-pressed=true]') as HTMLElement | null)?.dataset.code ?? editCode,
    );
    editBoard![to] = editCode;
  } else {
    if (to !== null) editBoard![to] = editBoard![from]!;
    editBoard![from] = 0;
  }
  showEdited();
});

/** The edited placement, drawn at once; rights and the rest are settled when play resumes. */
function showEdited(): void {
  const v = loaded!.variant;
  const pos = new Position(v);
  pos.board.set(editBoard!);
  void playBoard.show(ref, pos, editedFen(), true).then(() => playBoard.mark([], []));
}

/**
 * The position set up, as a position text: no castling right, no en passant. It is read as any position
 * text is when play resumes, so one a game cannot reach is refused with the reader's reason.
 */
const editedFen = (): string =>
  `${placementText(loaded!.variant, editBoard!)} ${$<HTMLSelectElement>('edit-turn').value} - - 0 1`;

$('edit-done').addEventListener('click', () => {
  try {
    editing = false;
    newGame(editedFen());
    $('editor-tools').hidden = true;
    $('edit-error').textContent = '';
  } catch (e) {
    editing = true;
    // Where in the position text, as the CLI says it of --fen.
    $('edit-error').textContent = `${e instanceof FenError ? `FEN column ${e.column}: ` : ''}${(e as Error).message}`;
  }
});

// ---- validating a game -----------------------------------------------------------------------------

type Report = Awaited<ReturnType<typeof validateOnServer>>['reports'][number];
let replay: ReplayedPly[] = [];
let replayPly = 0;
let replayReport: Report | null = null;
const replayBoard = new BoardView($('replay-board'), () => {});

$('validate').addEventListener('click', () => void validate());
async function validate(): Promise<void> {
  const report = $('report');
  report.textContent = 'validating...';
  try {
    const { reports, games } = await postJson<Awaited<ReturnType<typeof validateOnServer>>>('/api/validate', {
      ...ref,
      pgn: $<HTMLTextAreaElement>('pgn-in').value,
    });
    report.textContent = reports.map((r) => r.text).join('');
    replayReport = reports[0] ?? null;
    replay = games[0] ?? [];
    const plies = $('plies');
    plies.replaceChildren();
    const moves = pgnMoves($<HTMLTextAreaElement>('pgn-in').value);
    const start = replay[0] ? parseFen(loaded!.variant, replay[0].fen) : null;
    for (let i = 1; i < replay.length; i++)
      plies.append(plyItem(i, `${start ? moveNumber(start, i - 1) : ''} ${moves[i - 1] ?? ''}`));
    const e = replayReport?.error;
    if (e?.kind === 'illegal-move') {
      const li = plyItem(e.ply, e.move);
      li.classList.add('illegal');
      li.title = e.reason;
      li.textContent = `${e.moveNumber} ${e.move}: illegal: ${e.reason}`;
      plies.append(li);
    }
    await stepTo(e?.kind === 'illegal-move' ? e.ply - 1 : replay.length - 1);
  } catch (err) {
    report.textContent = (err as Error).message;
  }
}

/** The move texts of the record, in order (only to label the plies; the server read the record). */
function pgnMoves(text: string): string[] {
  const body = text
    .replace(/^\s*\[[^\]]*\]\s*$/gm, '')
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/;[^\n]*/g, ' ');
  return body
    .split(/\s+/)
    .filter((t) => t && !/^\d+\.+$/.test(t) && !/^(1-0|0-1|1\/2-1\/2|\*)$/.test(t))
    .map((t) => t.replace(/^\d+\.+/, ''));
}

function plyItem(ply: number, text: string): HTMLLIElement {
  const li = document.createElement('li');
  li.textContent = text;
  li.dataset.ply = String(ply);
  li.addEventListener('click', () => void stepTo(Math.min(ply, replay.length - 1)));
  return li;
}

async function stepTo(ply: number): Promise<void> {
  if (!loaded || replay.length === 0) return;
  replayPly = Math.max(0, Math.min(ply, replay.length - 1));
  const at = replay[replayPly]!;
  const v = loaded.variant;
  // The label and the list follow at once; the board follows when its picture has come.
  for (const li of $('plies').children)
    li.classList.toggle('current', Number((li as HTMLElement).dataset.ply) === replayPly);
  const e = replayReport?.error;
  const next =
    e?.kind === 'illegal-move' && replayPly === e.ply - 1
      ? ` · next: ${e.moveNumber} ${e.move} is illegal: ${e.reason}`
      : '';
  $('ply-label').textContent = `ply ${replayPly} of ${replay.length - 1}${next}`;
  await replayBoard.show(ref, parseFen(v, at.fen), at.fen);
  const sq = (name: string | null): number[] => {
    if (name === null) return [];
    for (let s = 0; s < v.size; s++) if (squareName(v, s) === name) return [s];
    return [];
  };
  replayBoard.mark([], [...sq(at.from), ...sq(at.to)]);
}

$('first').addEventListener('click', () => void stepTo(0));
$('prev').addEventListener('click', () => void stepTo(replayPly - 1));
$('next').addEventListener('click', () => void stepTo(replayPly + 1));
$('last').addEventListener('click', () => void stepTo(replay.length - 1));
document.addEventListener('keydown', (e) => {
  if (view !== 'validate' || (e.target as HTMLElement).tagName === 'TEXTAREA') return;
  const to = { ArrowLeft: replayPly - 1, ArrowRight: replayPly + 1, Home: 0, End: replay.length - 1 }[e.key];
  if (to === undefined) return;
  e.preventDefault();
  void stepTo(to);
});

const dropZone = $<HTMLTextAreaElement>('pgn-in');
dropZone.addEventListener('dragover', (e) => {
  e.preventDefault();
  dropZone.classList.add('drop');
});
dropZone.addEventListener('dragleave', () => dropZone.classList.remove('drop'));
dropZone.addEventListener('drop', (e) => {
  e.preventDefault();
  dropZone.classList.remove('drop');
  const file = e.dataTransfer?.files[0];
  if (file)
    void file.text().then((t) => {
      dropZone.value = t;
      validate();
    });
});

// ---- the kit -----------------------------------------------------------------------------------------

$('make-kit').addEventListener('click', () => void makeKit());
async function makeKit(): Promise<void> {
  const status = $('kit-status');
  const files = $('kit-files');
  files.replaceChildren();
  const format = [...document.querySelectorAll<HTMLInputElement>('input[name=format]:checked')].map((i) => i.value);
  status.textContent = 'making the kit...';
  try {
    const kit = await postJson<{ id: string; files: { name: string; bytes: number }[]; pages: number }>('/api/kit', {
      ...ref,
      ...print(),
      dpi: Number($<HTMLInputElement>('dpi').value),
      format,
    });
    status.textContent = `${kit.files.length} files; kit.pdf has ${kit.pages} pages`;
    // kit.pdf first: it holds every part.
    const sorted = [...kit.files].sort((a, b) => Number(b.name === 'kit.pdf') - Number(a.name === 'kit.pdf'));
    files.replaceChildren(
      ...sorted.map((f) => {
        const li = document.createElement('li');
        const a = document.createElement('a');
        a.href = `/api/kit/${kit.id}/${encodeURIComponent(f.name)}`;
        a.download = f.name;
        a.textContent = f.name;
        li.append(a, ` (${Math.ceil(f.bytes / 1024)} kB)`);
        return li;
      }),
    );
  } catch (e) {
    status.textContent = (e as Error).message;
  }
}

// ---- start -------------------------------------------------------------------------------------------

async function start(): Promise<void> {
  const asked = new URLSearchParams(location.search);
  let first = asked.get('variant') ?? 'chess';
  // The list and the first template's text are asked for at once; a variant the address names wrongly
  // gives way to Orthodox Chess.
  const [list] = await Promise.all([
    getJson<{ id: string; name: string; files: number; ranks: number }[]>('/api/templates'),
    pickTemplate(first).catch(() => pickTemplate((first = 'chess'))),
  ]);
  const select = $<HTMLSelectElement>('template');
  select.replaceChildren(
    ...list.map((t) => {
      const o = document.createElement('option');
      o.value = t.id;
      o.textContent = `${t.name} (${t.files}x${t.ranks})`;
      return o;
    }),
  );
  select.value = first;
  select.addEventListener('change', () => void pickTemplate(select.value));
  showView(asked.get('view') ?? 'define');
  document.body.dataset.ready = 'true';
}
void start();
