/** The definition view: the YAML text, checked as it is typed, every problem shown at its line with a caret. */
import { checkDefinition } from '../src/api/variant.js';
import { autosave } from './document.js';
import { $, setVariant, studio } from './state.js';

/** Puts a definition's text in the editor (checkText then checks it). */
export function setText(text: string): void {
  $<HTMLTextAreaElement>('yaml').value = text;
}

/** The definition checked as `fairyprint check` checks it: every problem at line:column, as it prints them. */
export function checkText(): void {
  const yaml = $<HTMLTextAreaElement>('yaml').value;
  studio.ref = { ...studio.ref, yaml };
  const started = performance.now();
  // Kept in the browser as it is edited, so that a reload or a closed tab loses nothing.
  autosave();
  const { problems, variant } = checkDefinition(yaml, `${studio.ref.id}.yaml`);
  // For the benchmark: how long the definition took to check and compile here.
  performance.measure('studio:check', { start: started });
  const lines = yaml.split('\n');
  $('problems').replaceChildren(
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
  if (variant) {
    summary.textContent = `${variant.name}: ${variant.files} x ${variant.ranks}, ${variant.pieces.length} piece types. No problem found.`;
    summary.className = 'ok';
    setVariant(variant);
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
// Checked as typing pauses; the game restarts only when the definition compiles.
$('yaml').addEventListener('input', () => {
  clearTimeout(checkTimer);
  checkTimer = window.setTimeout(checkText, 120);
});
