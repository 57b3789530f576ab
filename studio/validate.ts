/**
 * The validate view: a record pasted or dropped in, every game validated as `fairyprint validate` does
 * it, each by the variant its record names (record-variant.ts), and stepped through game by game and
 * position by position, up to the illegal move if there is one.
 */
import { parseFen } from '../src/api/position.js';
import { numberedMoves, readRecords, recordFileText, recordFormats } from '../src/api/record-text.js';
import { type RecordPosition, type ReplayedRecord, replayRecords } from '../src/api/records.js';
import { formatReport, type GameReport, gamesSummary } from '../src/api/validate.js';
import type { Variant } from '../src/api/variant.js';
import { BoardView } from './board.js';
import { recordVariant } from './record-variant.js';
import { $, studio } from './state.js';

let replay: RecordPosition[] = [];
let replayPly = 0;
let replayReport: GameReport | null = null;
let replayVariant: Variant | null = null;
/** Every game of the last record validated, with the variant it was played as. */
let games: (ReplayedRecord & { variant: Variant })[] = [];
const replayBoard = new BoardView($('replay-board'), () => {});

/**
 * The record's file name: a file dropped keeps its own (its extension tells the format); pasted text has
 * none (its format is told by its look) and is named in reports after its format, game.pgn or game.kif.
 */
let droppedFile: string | null = null;
$('pgn-in').addEventListener('input', () => {
  droppedFile = null;
});
let recordFile = 'game.pgn';

$('validate').addEventListener('click', () => void validate());
$<HTMLSelectElement>('game-pick').addEventListener('change', (e) =>
  showGame(Number((e.target as HTMLSelectElement).value)),
);

/** Nothing on the board or in the lists: a run that fails leaves nothing of the last one. */
function clearReplay(): void {
  games = [];
  replay = [];
  replayReport = null;
  replayBoard.clear();
  $('plies').replaceChildren();
  $('ply-label').textContent = '';
  $<HTMLSelectElement>('game-pick').replaceChildren();
  $('game-row').hidden = true;
}

async function validate(): Promise<void> {
  const report = $('report');
  report.textContent = 'validating...';
  clearReplay();
  try {
    const read = readRecords($<HTMLTextAreaElement>('pgn-in').value, droppedFile === null ? {} : { file: droppedFile });
    if (!read.ok) throw read.error;
    recordFile =
      droppedFile ?? `game${recordFormats().find((f) => f.name === read.value[0]?.format)?.extensions[0] ?? '.pgn'}`;
    const replayed: typeof games = [];
    const texts: string[] = [];
    for (const record of read.value) {
      const variant = await recordVariant(record).catch((e: Error) => e);
      if (variant instanceof Error) {
        texts.push(`${recordFile}: game ${record.index}: ${variant.message}\n`);
        continue;
      }
      const [game] = replayRecords([record], variant, { file: recordFile });
      replayed.push({ ...game!, variant });
      texts.push(formatReport(game!.report));
    }
    if (read.value.length === 0)
      texts.push(
        ...replayRecords('', studio.variant ?? undefined, { file: recordFile }).map((g) => formatReport(g.report)),
      );
    if (read.value.length > 1) {
      const legal = replayed.filter((g) => g.report.legal).length;
      const unreadable = read.value.length - replayed.length + replayed.filter((g) => g.report.unreadable).length;
      texts.push(gamesSummary(read.value.length, legal, unreadable));
    }
    report.textContent = texts.join('');
    games = replayed;
    const pick = $<HTMLSelectElement>('game-pick');
    pick.replaceChildren(
      ...games.map((g, i) =>
        Object.assign(document.createElement('option'), {
          value: String(i),
          textContent: `game ${g.report.game}: ${g.variant.name}, ${g.report.legal ? 'legal' : 'not legal'}`,
        }),
      ),
    );
    $('game-row').hidden = games.length < 2;
    showGame(0);
  } catch (err) {
    report.textContent = (err as { format?: () => string }).format?.() ?? (err as Error).message;
  }
}

/** One game of the record on the board: its moves listed, the board on its last position or before its illegal move. */
function showGame(index: number): void {
  const game = games[index];
  if (!game) return;
  replayReport = game.report;
  replay = [...game.positions];
  replayVariant = game.variant;
  const plies = $('plies');
  plies.replaceChildren();
  // The moves as the record writes them, numbered from the position the game started in.
  const moves = numberedMoves({
    start: replay[0] ? { text: replay[0].fen } : null,
    moves: replay.slice(1).map((p) => ({ text: p.move ?? '' })),
  });
  for (const { ply, number, text } of moves) plies.append(plyItem(ply, `${number} ${text}`));
  const e = replayReport?.error;
  if (e?.kind === 'illegal-move') {
    const li = plyItem(e.ply, e.move);
    li.classList.add('illegal');
    li.title = e.reason;
    li.textContent = `${e.moveNumber} ${e.move}: illegal: ${e.reason}`;
    plies.append(li);
  }
  stepTo(e?.kind === 'illegal-move' ? e.ply - 1 : replay.length - 1);
}

function plyItem(ply: number, text: string): HTMLLIElement {
  const li = document.createElement('li');
  li.textContent = text;
  li.dataset.ply = String(ply);
  li.addEventListener('click', () => stepTo(Math.min(ply, replay.length - 1)));
  return li;
}

function stepTo(ply: number): void {
  const variant = replayVariant;
  if (!variant || replay.length === 0) return;
  replayPly = Math.max(0, Math.min(ply, replay.length - 1));
  const at = replay[replayPly]!;
  // The label and the list follow at once; the board follows when its picture has come.
  for (const li of $('plies').children)
    li.classList.toggle('current', Number((li as HTMLElement).dataset.ply) === replayPly);
  const e = replayReport?.error;
  const next =
    e?.kind === 'illegal-move' && replayPly === e.ply - 1
      ? ` · next: ${e.moveNumber} ${e.move} is illegal: ${e.reason}`
      : '';
  $('ply-label').textContent = `ply ${replayPly} of ${replay.length - 1}${next}`;
  // The record replayed: its positions read back as they were reached.
  const pos = parseFen(variant, at.fen, { anyPosition: true });
  replayBoard.show(pos.ok ? pos.value : { variant, men: [] }, at.fen);
  replayBoard.mark(
    [],
    [at.from, at.to].filter((s) => s !== null),
  );
}

$('first').addEventListener('click', () => stepTo(0));
$('prev').addEventListener('click', () => stepTo(replayPly - 1));
$('next').addEventListener('click', () => stepTo(replayPly + 1));
$('last').addEventListener('click', () => stepTo(replay.length - 1));
document.addEventListener('keydown', (e) => {
  if (studio.view !== 'validate' || (e.target as HTMLElement).tagName === 'TEXTAREA') return;
  const to = { ArrowLeft: replayPly - 1, ArrowRight: replayPly + 1, Home: 0, End: replay.length - 1 }[e.key];
  if (to === undefined) return;
  e.preventDefault();
  stepTo(to);
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
    // Decoded as the reader decodes the file: a KIF in Shift_JIS shows its kanji.
    void file.arrayBuffer().then((bytes) => {
      dropZone.value = recordFileText(new Uint8Array(bytes), { file: file.name });
      // Read by its name's extension, as the CLI reads a file (a .kif is a KIF record).
      droppedFile = file.name;
      void validate();
    });
});
