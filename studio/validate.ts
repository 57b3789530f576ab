/**
 * The validate view: a record pasted or dropped in, validated as `fairyprint validate --variant` does it,
 * and stepped through position by position, up to the illegal move if there is one.
 */
import { parseFen } from '../src/api/position.js';
import { numberedMoves } from '../src/api/record-text.js';
import { type RecordPosition, replayRecords } from '../src/api/records.js';
import { formatReport, type GameReport } from '../src/api/validate.js';
import { BoardView } from './board.js';
import { $, studio } from './state.js';

let replay: RecordPosition[] = [];
let replayPly = 0;
let replayReport: GameReport | null = null;
const replayBoard = new BoardView($('replay-board'), () => {});

$('validate').addEventListener('click', () => void validate());

async function validate(): Promise<void> {
  const report = $('report');
  report.textContent = 'validating...';
  try {
    if (!studio.variant) throw new Error('the definition has problems: see the Definition view');
    const games = replayRecords($<HTMLTextAreaElement>('pgn-in').value, studio.variant, { file: 'game.pgn' });
    report.textContent = games.map((g) => formatReport(g.report)).join('');
    replayReport = games[0]?.report ?? null;
    replay = [...(games[0]?.positions ?? [])];
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
    await stepTo(e?.kind === 'illegal-move' ? e.ply - 1 : replay.length - 1);
  } catch (err) {
    report.textContent = (err as Error).message;
  }
}

function plyItem(ply: number, text: string): HTMLLIElement {
  const li = document.createElement('li');
  li.textContent = text;
  li.dataset.ply = String(ply);
  li.addEventListener('click', () => void stepTo(Math.min(ply, replay.length - 1)));
  return li;
}

async function stepTo(ply: number): Promise<void> {
  const variant = studio.variant;
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

$('first').addEventListener('click', () => void stepTo(0));
$('prev').addEventListener('click', () => void stepTo(replayPly - 1));
$('next').addEventListener('click', () => void stepTo(replayPly + 1));
$('last').addEventListener('click', () => void stepTo(replay.length - 1));
document.addEventListener('keydown', (e) => {
  if (studio.view !== 'validate' || (e.target as HTMLElement).tagName === 'TEXTAREA') return;
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
      void validate();
    });
});
