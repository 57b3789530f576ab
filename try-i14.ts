import { loadVariant } from './src/definitions/load.js';
import { parseFen } from './src/notation/fen.js';
import { placementText } from './src/notation/fen.js';
import { parseSquare } from './src/notation/squares.js';
import { setupProblems } from './src/engine/setup-check.js';
import { startPosition } from './src/notation/start.js';
const v = loadVariant('ecros').variant;
const pos = startPosition(v);
// reach via problems on single-man boards: test each type/color/square
const squares = process.argv.slice(2);
for (const sq of squares) {
  const s = parseSquare(v, sq);
  const ok: string[] = [];
  for (let t = 0; t < v.nTypes; t++) for (const c of [1, -1]) {
    const p = pos.clone(); p.board.fill(0); p.board[s] = c * (t + 1); p.refresh();
    const probs = setupProblems(p, (x) => String(x)).filter((q) => q.code === 'unreachable-square');
    if (!probs.length) ok.push(c > 0 ? v.spec.pieces[t]!.id : v.spec.pieces[t]!.id.toLowerCase());
  }
  console.log(sq, ok.join(' '));
}
