/**
 * The definition view: the YAML in a code editor (CodeMirror 6: line numbers, Tab indents, the keys the
 * JSON Schema allows offered as you type), checked as it is typed by `fairyprint check`'s code on a
 * worker thread (check-worker.ts), every problem listed as the command prints it, under it its line
 * with a caret, and marked in the gutter at its line and column. The variant is compiled on the page's
 * own thread only when it is opened and when another view needs it, never while typing.
 */
import { autocompletion, completionKeymap } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { yaml } from '@codemirror/lang-yaml';
import { defaultHighlightStyle, indentUnit, syntaxHighlighting } from '@codemirror/language';
import { type Diagnostic, lintGutter, setDiagnostics } from '@codemirror/lint';
import { Annotation, EditorState } from '@codemirror/state';
import { EditorView, highlightActiveLine, keymap, lineNumbers } from '@codemirror/view';
import { checkDefinition } from '../src/api/variant.js';
import type { CheckedProblem, CheckReply } from './check-worker.js';
import { autosave } from './document.js';
import { schemaKeys } from './schema-keys.js';
import { $, setVariant, studio } from './state.js';

/** Marks a change made by the page (a definition opened), which is checked at once, not by the worker. */
const opened = Annotation.define<boolean>();
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

const view = new EditorView({
  parent: $('yaml'),
  state: EditorState.create({
    doc: '',
    extensions: [
      lineNumbers(),
      lintGutter(),
      history(),
      highlightActiveLine(),
      indentUnit.of('  '),
      yaml(),
      syntaxHighlighting(defaultHighlightStyle),
      autocompletion({ override: [schemaKeys] }),
      keymap.of([indentWithTab, ...completionKeymap, ...defaultKeymap, ...historyKeymap]),
      EditorView.contentAttributes.of({ 'aria-label': 'Variant definition (YAML)' }),
      EditorView.updateListener.of((u) => {
        if (!u.docChanged || u.transactions.some((t) => t.annotation(opened))) return;
        studio.ref = { ...studio.ref, yaml: u.state.doc.toString() };
        autosave();
        clearTimeout(checkTimer);
        checkTimer = window.setTimeout(
          () => checker().postMessage({ seq: ++asked, yaml: studio.ref.yaml, file: fileName() }),
          150,
        );
      }),
    ],
  }),
});
/** The checking worker loaded ahead of the first keystroke, once the first board is up and the page idle. */
export const startChecker = (): void => void requestIdleCallback(() => checker(), { timeout: 5000 });
// The text, for whoever reads the editor as a form field (the tests, the screenshots).
Object.defineProperty($('yaml'), 'value', { get: () => pendingText ?? view.state.doc.toString() });

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

/** The text put in the editor if it is not yet (the Definition view is shown). */
export function showText(): void {
  if (pendingText === null) return;
  const text = pendingText;
  pendingText = null;
  view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text }, annotations: opened.of(true) });
  view.dispatch(setDiagnostics(view.state, shownProblems.flatMap(diagnostic)));
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
        li.addEventListener('click', () => goTo(line, column));
      }
      return li;
    }),
  );
  if (pendingText === null) view.dispatch(setDiagnostics(view.state, problems.flatMap(diagnostic)));
  const box = $('check-summary');
  if (summary) {
    box.textContent = `${summary.name}: ${summary.files} x ${summary.ranks}, ${summary.pieces} piece types. No problem found.`;
    box.className = 'ok';
  } else {
    box.textContent = `${problems.length} problem${problems.length === 1 ? '' : 's'} found`;
    box.className = 'error';
  }
}

/** A problem as the gutter marks it: from its column to the end of its line. */
function diagnostic(p: CheckedProblem): Diagnostic[] {
  if (p.line === null || p.column === null || p.line > view.state.doc.lines) return [];
  const line = view.state.doc.line(p.line);
  const from = Math.min(line.to, line.from + p.column - 1);
  return [{ from, to: Math.max(from, line.to), severity: 'error', message: p.message }];
}

function goTo(lineNumber: number, column: number): void {
  const line = view.state.doc.line(Math.min(lineNumber, view.state.doc.lines));
  const at = Math.min(line.to, line.from + column - 1);
  view.dispatch({ selection: { anchor: at }, effects: EditorView.scrollIntoView(at, { y: 'center' }) });
  view.focus();
}
