/**
 * The definition's code editor: CodeMirror 6 with its YAML mode, line numbers, Tab to indent, the keys
 * the JSON Schema allows offered as you type, and the problems found marked in the gutter at their line
 * and column. A chunk of its own, loaded by define.ts when the Definition view is first shown or the page
 * is idle after the first board: CodeMirror is a third of the page's code, which the board need not wait for.
 */
import { autocompletion, completionKeymap } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { yaml } from '@codemirror/lang-yaml';
import { defaultHighlightStyle, indentUnit, syntaxHighlighting } from '@codemirror/language';
import { type Diagnostic, lintGutter, setDiagnostics } from '@codemirror/lint';
import { Annotation, EditorState } from '@codemirror/state';
import { EditorView, highlightActiveLine, keymap, lineNumbers } from '@codemirror/view';
import type { CheckedProblem } from './check-worker.js';
import { schemaKeys } from './schema-keys.js';

export interface CodeEditor {
  text(): string;
  /** Puts a definition opened in the editor: not an edit (onEdit is not told). */
  setText(text: string): void;
  /** Marks the problems in the gutter, each from its column to the end of its line. */
  setProblems(problems: readonly CheckedProblem[]): void;
  goTo(line: number, column: number): void;
}

/** Marks a change made by the page (a definition opened), which is checked at once, not as typed. */
const opened = Annotation.define<boolean>();

/** The editor in `parent`; `onEdit` is told the text after each edit typed. */
export function codeEditor(parent: HTMLElement, onEdit: (text: string) => void): CodeEditor {
  const view = new EditorView({
    parent,
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
          if (u.docChanged && !u.transactions.some((t) => t.annotation(opened))) onEdit(u.state.doc.toString());
        }),
      ],
    }),
  });

  const diagnostic = (p: CheckedProblem): Diagnostic[] => {
    if (p.line === null || p.column === null || p.line > view.state.doc.lines) return [];
    const line = view.state.doc.line(p.line);
    const from = Math.min(line.to, line.from + p.column - 1);
    return [{ from, to: Math.max(from, line.to), severity: 'error', message: p.message }];
  };

  return {
    text: () => view.state.doc.toString(),
    setText: (text) =>
      view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text }, annotations: opened.of(true) }),
    setProblems: (problems) => view.dispatch(setDiagnostics(view.state, problems.flatMap(diagnostic))),
    goTo: (lineNumber, column) => {
      const line = view.state.doc.line(Math.min(lineNumber, view.state.doc.lines));
      const at = Math.min(line.to, line.from + column - 1);
      view.dispatch({ selection: { anchor: at }, effects: EditorView.scrollIntoView(at, { y: 'center' }) });
      view.focus();
    },
  };
}
