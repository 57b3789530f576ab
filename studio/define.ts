/**
 * The definition view: the YAML in a code editor (code-editor.ts, CodeMirror 6, loaded when the view is
 * first shown or the page is idle after the first board), checked as it is typed by `fairyprint check`'s code on a
 * worker thread (check-worker.ts), every problem listed as the command prints it, under it its line
 * with a caret, and marked in the gutter at its line and column. The variant is compiled on the page's
 * own thread only when it is opened and when another view needs it, never while typing.
 */
import { checkDefinition } from '../src/api/variant.js';
import type { CheckedProblem, CheckReply } from './check-worker.js';
import type { CodeEditor } from './code-editor.js';
import { autosave } from './document.js';
import { $, setVariant, studio } from './state.js';

/** The text the variant in use was compiled from. */
let compiledText: string | null = null;

/** The worker that checks as you type, started at the first keystroke. */
let worker: Worker | null = null;
let asked = 0;

function checker(): Worker {
  if (worker) return worker;
  worker = new Worker(new URL('./check-worker.ts', import.meta.url), { type: 'module' });
  worker.addEventListener('message', (e: MessageEvent<CheckReply>) => {
    if (e.data.seq !== asked) return;
    showProblems(e.data.problems, e.data.summary);
    // Another view is shown: it needs the variant now.
    if (e.data.summary && studio.view !== 'define') compileNow();
  });
  return worker;
}
let checkTimer = 0;

/** An edit typed: kept, and checked on the worker once typing pauses. */
function edited(text: string): void {
  studio.ref = { ...studio.ref, yaml: text };
  autosave();
  clearTimeout(checkTimer);
  checkTimer = window.setTimeout(
    () => checker().postMessage({ seq: ++asked, yaml: studio.ref.yaml, file: fileName() }),
    150,
  );
}

/** The code editor, once its chunk (CodeMirror) is loaded: code-editor.ts. */
let editor: CodeEditor | null = null;
let loading: Promise<CodeEditor> | null = null;
function loadEditor(): Promise<CodeEditor> {
  loading ??= import('./code-editor.js').then(({ codeEditor }) => {
    editor = codeEditor($('yaml'), edited);
    showText();
    return editor;
  });
  return loading;
}

/** The checking worker and the editor loaded ahead of the first keystroke, once the first board is up and the page idle. */
export function startEditing(): void {
  requestIdleCallback(
    () => {
      checker();
      void loadEditor();
    },
    { timeout: 5000 },
  );
}
// The text, for whoever reads the editor as a form field (the tests, the screenshots).
Object.defineProperty($('yaml'), 'value', { get: () => pendingText ?? editor?.text() ?? studio.ref.yaml });

const fileName = (): string => `${studio.ref.id}.yaml`;

/**
 * Text for the editor not put in yet. The page opens on the board: CodeMirror takes some 100 ms to take
 * in a long definition (ECROS), which the first board must not wait for, so it is put in when the
 * Definition view is shown or the page is idle.
 */
let pendingText: string | null = null;
/** The problems last shown, to mark in the gutter once the text they are of is in the editor. */
let shownProblems: CheckedProblem[] = [];

/** Puts a definition's text in the editor (checkText then checks it): now if the editor is shown, else when idle. */
export function setText(text: string): void {
  pendingText = text;
  if (studio.view === 'define') showText();
  else requestIdleCallback(showText, { timeout: 2000 });
}

/** The text put in the editor if it is not yet, the editor loaded first if it is not (the Definition view is shown). */
export function showText(): void {
  if (!editor) return void loadEditor();
  if (pendingText !== null) editor.setText(pendingText);
  pendingText = null;
  editor.setProblems(shownProblems);
}

/** The definition checked and compiled here, at once (a definition opened, another view shown). */
export function checkText(): void {
  clearTimeout(checkTimer);
  asked++;
  compileNow();
}

function compileNow(): void {
  const yamlText = studio.ref.yaml;
  compiledText = yamlText;
  const started = performance.now();
  const { problems, variant } = checkDefinition(yamlText, fileName());
  // For the benchmark: how long the definition took to check and compile here.
  performance.measure('studio:check', { start: started });
  showProblems(
    problems.map((p) => ({
      text: p.format(),
      message: p.message,
      line: p.location?.line ?? null,
      column: p.location?.column ?? null,
    })),
    variant && { name: variant.name, files: variant.files, ranks: variant.ranks, pieces: variant.pieces.length },
  );
  if (variant) setVariant(variant);
}

/** Compiles the definition if the variant in use is not of its text (another view is to be shown). */
export function ensureCompiled(): void {
  if (compiledText !== studio.ref.yaml) checkText();
}

function showProblems(problems: CheckedProblem[], summary: CheckReply['summary']): void {
  const lines = studio.ref.yaml.split('\n');
  shownProblems = problems;
  $('problems').replaceChildren(
    ...problems.map((p) => {
      const li = document.createElement('li');
      li.textContent = p.text;
      if (p.line !== null && p.column !== null) {
        // The line itself, with a caret under the column, as a compiler shows it.
        const source = document.createElement('pre');
        source.textContent = `${lines[p.line - 1] ?? ''}\n${' '.repeat(Math.max(0, p.column - 1))}^`;
        li.append(source);
        const { line, column } = p;
        li.addEventListener('click', () => void loadEditor().then((e) => e.goTo(line, column)));
      }
      return li;
    }),
  );
  if (editor && pendingText === null) editor.setProblems(problems);
  const box = $('check-summary');
  if (summary) {
    box.textContent = `${summary.name}: ${summary.files} x ${summary.ranks}, ${summary.pieces} piece types. No problem found.`;
    box.className = 'ok';
  } else {
    box.textContent = `${problems.length} problem${problems.length === 1 ? '' : 's'} found`;
    box.className = 'error';
  }
}
