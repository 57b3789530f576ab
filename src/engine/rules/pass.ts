/**
 * Rule module "pass" (`rules.pass`, Fairy-Stockfish's `pass` and `passOnStalemate`): instead of moving,
 * a player not in check may pass, `always` or only when it has no other legal move (`no-move`: Reversi).
 * A pass is MoveKind.Pass from and to the square of one of the passer's men (its royal, else its first:
 * as Fairy-Stockfish's UCI writes it, b1b1); a side with no man on the board has no pass. Written
 * `@@@@` (also read: `--`, `0000`, `pass`). Two passes in a row end the game: the board is counted
 * where the variant counts it (material-count), else it is drawn.
 */
import { encodeMove, type Move, MoveKind, moveKind } from '../move.js';
import { generateLegal, inCheck, MoveList } from '../movegen.js';
import type { Position, RuleModule, RuleVerdict, Victory } from './hooks.js';
import { countedEnd } from './material-count.js';

/** The square a pass of the side to move names: its royal's, else its first man's; -1 when it has no man. */
function passSquare(pos: Position): number {
  const royal = pos.royal[pos.turn]!;
  if (royal >= 0) return royal;
  const sign = pos.turn === 0 ? 1 : -1;
  for (let sq = 0; sq < pos.variant.size; sq++) if (pos.board[sq]! * sign > 0) return sq;
  return -1;
}

function addPass(pos: Position, list: MoveList): void {
  if (pos.variant.spec.rules.pass === 'no-move' && list.length > 0) return;
  const sq = passSquare(pos);
  if (sq >= 0 && !inCheck(pos)) list.push(encodeMove(sq, sq, MoveKind.Pass));
}

/** Two passes in a row end the game. */
function passedTwice(pos: Position): Victory | null {
  return pos.state[pos.variant.stateAt.pass!]! >= 2 ? countedEnd(pos, 'both players passed') : null;
}

/** What the rules say of a pass now: the pass itself when it is legal, else why not. */
function passVerdict(pos: Position): RuleVerdict {
  if (!pos.variant.rules.includes(pass)) return { reason: 'a null move (a pass) is not a legal move', pieces: [] };
  const legal = new MoveList();
  generateLegal(pos, legal);
  const passing = legal.toArray().find((m) => moveKind(m) === MoveKind.Pass);
  if (passing !== undefined) return { move: passing, pieces: [] };
  if (passSquare(pos) < 0) return { reason: 'a player with no man on the board cannot pass', pieces: [] };
  if (inCheck(pos)) return { reason: 'a player in check cannot pass', pieces: [] };
  return { reason: 'a player who has a legal move may not pass', pieces: [] };
}

const PASS_TEXT = /^(@@@@|--|0000|pass)$/i;

export const pass: RuleModule = {
  id: 'pass',
  uses: (spec) => spec.rules.pass !== undefined,
  kinds: [MoveKind.Pass],
  // After every other rule has narrowed the moves: a pass where none is left.
  restrict: addPass,
  makeMove: () => false,
  unmakeMove: () => {},
  state: { slots: 1, keyed: false, start: () => [0] },
  afterMove: (pos: Position, m: Move, _us, at) => {
    pos.state[at] = moveKind(m) === MoveKind.Pass ? pos.state[at]! + 1 : 0;
  },
  gameEnd: passedTwice,
  // The board does not show that the last move was a pass: a track the passer moves on, and back to 0 after a move.
  trackers: () => [
    {
      kind: 'count',
      label: 'Passes in a row',
      from: 0,
      to: 2,
      perSide: false,
      note: 'two passes in a row end the game',
    },
  ],
  readMove: (text) => (PASS_TEXT.test(text) ? {} : null),
  isWritten: (_pos, m) => moveKind(m) === MoveKind.Pass,
  writeMove: () => '@@@@',
  // FSF names the pass by a man of the passer's, from and to: b1b1 in UCI, Pb1 or Ke1 in SAN.
  writtenAsMove: 'any',
  // A man's move from his square to it (FSF's d4d4) is a pass.
  explainAsMove: (pos, from, to) => (from === to ? passVerdict(pos) : null),
  explain: (pos) => passVerdict(pos),
  summary: ({ spec }) => ({
    special: [
      spec.rules.pass === 'always'
        ? 'Passing: instead of moving, a player not in check may pass.'
        : 'Passing: a player with no legal move passes; a player who can move must.',
    ],
    end: ['Two passes in a row end the game.'],
  }),
};
