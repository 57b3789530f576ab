/**
 * Rule module "guard call" (Chess Legions' Calling the Guard, `rules.guardCall`): once per game, while
 * the King is in check, the Guard may jump from anywhere to an empty square next to the King. A square
 * the Guard reaches by its own move is that ordinary move and keeps the right. The legality filter then
 * requires the call to end the check.
 */
import { encodeMove, MoveKind, moveFrom, moveTo } from '../move.js';
import { attacked, MoveList, offsetSquare, pieceMoves } from '../movegen.js';
import type { Position } from '../position.js';
import { SQUARE_TEXT, squareName } from '../squares.js';
import { BLACK, sideName, type Variant, WHITE } from '../variant.js';
import { type BoardExample, fillerType, placedPosition, royalType, squareAt } from './examples.js';
import type { RuleAttempt, RuleModule, RuleVerdict } from './hooks.js';
import { isBetweenWritten, readSquarePair } from './text-form.js';

const ID = 'guard-call';

/** Written c5@e2: the Guard on c5 is called to e2. */
const CALL_TEXT = new RegExp(`^(${SQUARE_TEXT})@(${SQUARE_TEXT})$`);

/** Why the Guard on `from` cannot be called to `to` now (before the filter's test that the check ends). */
export const enum GuardBar {
  None = 0,
  NoRight = 1,
  /** No own Guard on `from`. */
  NoGuard = 2,
  NotInCheck = 3,
  /** `to` is not next to the King. */
  NotNext = 4,
  Occupied = 5,
  /** The Guard goes there by its own move. */
  Ordinary = 6,
}

/** Scratch list for the Guard's own moves (calls do not recurse); made on first use. */
let scratch: MoveList | null = null;

function reachesByOwnMove(pos: Position, guard: number, to: number): boolean {
  const list = (scratch ??= new MoveList());
  list.length = 0;
  pieceMoves(pos, guard, list);
  for (let i = 0; i < list.length; i++) if (moveTo(list.moves[i]!) === to) return true;
  return false;
}

const nextTo = (pos: Position, a: number, b: number): boolean => {
  const f = pos.variant.files;
  return a !== b && Math.abs((a % f) - (b % f)) <= 1 && Math.abs(((a / f) | 0) - ((b / f) | 0)) <= 1;
};

export function guardBar(pos: Position, from: number, to: number): GuardBar {
  const v = pos.variant;
  const us = pos.turn;
  const sign = us === WHITE ? 1 : -1;
  if (!(pos.rights & (1 << v.ruleRightBit[ID]![us]!))) return GuardBar.NoRight;
  if (pos.board[from]! * sign !== v.spec.rules.guardCall!.piece + 1) return GuardBar.NoGuard;
  const king = pos.royal[us]!;
  if (king < 0 || !attacked(pos, king, us === WHITE ? BLACK : WHITE)) return GuardBar.NotInCheck;
  if (!nextTo(pos, king, to)) return GuardBar.NotNext;
  if (pos.board[to] !== 0) return GuardBar.Occupied;
  if (reachesByOwnMove(pos, from, to)) return GuardBar.Ordinary;
  return GuardBar.None;
}

/** The calls of the side to move, which the caller knows to be in check with the right open. */
export function generateGuardCalls(pos: Position, list: MoveList): void {
  const v = pos.variant;
  const us = pos.turn;
  if (!(pos.rights & (1 << v.ruleRightBit[ID]![us]!))) return;
  const sign = us === WHITE ? 1 : -1;
  const king = pos.royal[us]!;
  const guard = v.spec.rules.guardCall!.piece;
  const board = pos.board;
  for (let g = 0; g < v.size; g++) {
    if (board[g] !== sign * (guard + 1)) continue;
    const own = (scratch ??= new MoveList());
    own.length = 0;
    pieceMoves(pos, g, own);
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        if (dx === 0 && dy === 0) continue;
        const to = offsetSquare(v, king, dx, dy);
        if (to < 0 || board[to] !== 0 || to === g) continue;
        let ordinary = false;
        for (let i = 0; i < own.length; i++) if (moveTo(own.moves[i]!) === to) ordinary = true;
        if (!ordinary) list.push(encodeMove(g, to, MoveKind.GuardCall));
      }
    }
  }
}

function explainCall(pos: Position, a: RuleAttempt): RuleVerdict {
  const v = pos.variant;
  const us = pos.turn;
  const rule = v.spec.rules.guardCall;
  if (!rule) return { reason: `${v.spec.name} has no Calling the Guard (@)`, pieces: [] };
  const guard = v.spec.pieces[rule.piece]!.name;
  const side = sideName(us);
  const to = squareName(v, a.to);
  const pieces = [a.from];
  switch (guardBar(pos, a.from, a.to)) {
    case GuardBar.NoRight:
      return { reason: `${side} has called the ${guard} already (once per game)`, pieces: [] };
    case GuardBar.NoGuard:
      return { reason: `there is no ${side} ${guard} on ${squareName(v, a.from)}`, pieces: [] };
    case GuardBar.NotInCheck:
      return { reason: `the ${guard} may be called only while the king is in check`, pieces };
    case GuardBar.NotNext:
      return { reason: `the ${guard} is called to a square next to the king, and ${to} is not`, pieces };
    case GuardBar.Occupied:
      return { reason: `the ${guard} is called to an empty square, and ${to} is occupied`, pieces };
    case GuardBar.Ordinary:
      return { reason: `the ${guard} reaches ${to} by its own move: write ${squareName(v, a.from)}-${to}`, pieces };
    case GuardBar.None:
      return { move: encodeMove(a.from, a.to, MoveKind.GuardCall), pieces, condition: 'the call must end the check' };
  }
}

/** The King in check from a rook down his file, the Guard of type `type` far off: it comes next to him to end it. */
function callExamples(v: Variant, type: number): BoardExample[] {
  const spec = v.spec;
  const rule = spec.rules.guardCall;
  const king = royalType(spec);
  if (!rule || rule.piece !== type || king < 0) return [];
  const kingSq = spec.setup.findIndex((c) => c === king + 1);
  const [kx, ky] = [kingSq % v.files, (kingSq / v.files) | 0];
  const rook = spec.pieces.findIndex((p) => p.id === 'R');
  const checker = rook >= 0 ? rook : fillerType(spec, type);
  const guard = squareAt(v, 1, ky + 4);
  const position = placedPosition(
    v,
    [
      [kingSq, king + 1],
      [guard, type + 1],
      [squareAt(v, kx, ky + 5), -(checker + 1)],
      [squareAt(v, 0, v.ranks - 1), -(king + 1)],
    ],
    rule.right,
  );
  if (!position) return [];
  const caption = `the call, once per game (star): King in check, the ${spec.pieces[type]!.name} comes next to him where that ends the check`;
  return [
    { position, subject: guard, window: [0, Math.max(0, ky - 1), v.files - 1, Math.min(v.ranks - 1, ky + 6)], caption },
  ];
}

export const guardCall: RuleModule = {
  id: ID,
  uses: (spec) => spec.rules.guardCall !== null,
  kinds: [MoveKind.GuardCall],
  spendsRight: true,
  right: (spec) => spec.rules.guardCall?.right,
  generateInCheck: generateGuardCalls,
  reach: (v, _c, t, _from, arrive) => {
    if (v.spec.rules.guardCall!.piece === t) for (let sq = 0; sq < v.size; sq++) if (v.exists[sq]) arrive(sq);
  },
  readMove: (text, words) => readSquarePair(CALL_TEXT, text, words),
  isWritten: (_pos, m, a) => isBetweenWritten(m, a),
  writeMove: (pos, m) => `${squareName(pos.variant, moveFrom(m))}@${squareName(pos.variant, moveTo(m))}`,
  explain: explainCall,
  boardExamples: callExamples,
  trackers: ({ spec }) => [
    {
      kind: 'once',
      label: `${spec.pieces[spec.rules.guardCall!.piece]!.name} called`,
      note: 'once per game: tick when you call',
    },
  ],
  summary: ({ spec }) => ({
    special: [
      `Calling the ${spec.pieces[spec.rules.guardCall!.piece]!.name}, once per game: while your king is in check, move it from anywhere to an empty square next to your king, if that ends the check.`,
    ],
  }),
};
