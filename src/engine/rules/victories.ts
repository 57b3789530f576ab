/**
 * Rule module "victories" (`end.victories`): wins other than checkmate, decided after each move:
 * extinction of listed pieces, occupation of squares, a listed piece reaching its side's squares (the flag), material reduced to at most N men (a move that
 * does it to the mover loses; with `reply`, as Shatranj's bare king, the reduced side may first answer in
 * kind), and a listed piece attacking the enemy royal (the Assassin).
 */
import { pieceChecks } from '../movegen.js';
import type { Position } from '../position.js';
import { squareOfSpec } from '../squares.js';
import { BLACK, WHITE, type Color, type Victory } from '../variant.js';
import type { RuleModule } from './index.js';
import { pieceNames } from './words.js';

/** The side that has won by a victory condition of the variant after the last move, with its name. */
export function victory(pos: Position): Victory | null {
  const v = pos.variant;
  const victories = v.spec.end.victories;
  if (victories.length === 0) return null;
  const mover: Color = pos.turn === WHITE ? BLACK : WHITE;
  const other = pos.turn;
  const sign = mover === WHITE ? 1 : -1;
  let moverShort = false;
  for (const cond of victories) {
    switch (cond.type) {
      case 'extinction':
        if (cond.pieces.every((t) => pos.typeCount[other * v.nTypes + t] === 0)) {
          return { winner: mover, reason: `extinction of the ${cond.pieces.map((t) => v.spec.pieces[t]!.name).join(' and ')}` };
        }
        break;
      case 'occupy':
        if (cond.squares.every((sq) => pos.board[sq]! * sign > 0)) return { winner: mover, reason: `occupation of the ${cond.name}` };
        break;
      case 'material':
        if (cond.wins) {
          // Antichess: getting rid of one's men wins.
          if (pos.men[other]! <= cond.atMost) return { winner: other, reason: `reduced to ${pos.men[other]} men` };
          if (pos.men[mover]! <= cond.atMost) return { winner: mover, reason: `reduced to ${pos.men[mover]} men` };
          break;
        }
        if (cond.reply) {
          // Shatranj's bare king: the reduced side may answer in kind (a draw); the mover reduced by its
          // own move, or left without that answer, loses.
          if (pos.men[mover]! <= cond.atMost && pos.men[other]! > cond.atMost) return { winner: other, reason: `opponent reduced to ${pos.men[mover]} men, unanswered` };
          if (pos.men[other]! <= cond.atMost && pos.men[mover]! > cond.atMost + 1) return { winner: mover, reason: `opponent reduced to ${pos.men[other]} men` };
          break;
        }
        if (pos.men[other]! <= cond.atMost) return { winner: mover, reason: `opponent reduced to ${pos.men[other]} men` };
        if (pos.men[mover]! <= cond.atMost) moverShort = true;
        break;
      case 'reach': {
        const squares = mover === WHITE ? cond.squares : cond.blackSquares;
        if (squares.some((sq) => pos.board[sq]! * sign > 0 && cond.pieces.includes(pos.board[sq]! * sign - 1))) {
          return { winner: mover, reason: `${cond.pieces.map((t) => v.spec.pieces[t]!.name).join(' or ')} on the ${cond.name}` };
        }
        break;
      }
      case 'royal-attack': {
        const king = pos.royal[other]!;
        if (king < 0) break;
        for (let from = 0; from < v.size; from++) {
          const c = pos.board[from]! * sign;
          if (c > 0 && cond.pieces.includes(c - 1) && pieceChecks(pos, from, king)) {
            return { winner: mover, reason: `assassination by the ${v.spec.pieces[c - 1]!.name}` };
          }
        }
        break;
      }
    }
  }
  if (moverShort) return { winner: other, reason: `reduced to ${pos.men[mover]} men by its own move` };
  return null;
}

export const victories: RuleModule = {
  id: 'victories',
  uses: (spec) => spec.end.victories.length > 0,
  gameEnd: victory,
  summary: ({ spec }) => ({
    end: spec.end.victories.map((w) => {
      switch (w.type) {
        case 'extinction':
          return `Win by capturing every enemy ${pieceNames(spec, w.pieces)}.`;
        case 'occupy':
          return `Win by occupying all of the ${w.name} (${w.squares.map((s) => squareOfSpec(spec, s)).join(' ')}) with your men.`;
        case 'material':
          if (w.wins) return w.atMost === 0 ? 'Win by losing all your men.' : `Win by being reduced to ${w.atMost} or fewer men.`;
          return w.reply
            ? `Win by reducing the opponent to ${w.atMost === 1 ? 'a bare king' : `${w.atMost} or fewer men`}, unless they do the same to you with their very next move (a draw).`
            : `Win by reducing the opponent to ${w.atMost} or fewer men (a move that leaves yourself with that few loses).`;
        case 'reach': {
          const names = (list: number[]): string => list.map((s) => squareOfSpec(spec, s)).join(' ');
          const same = w.squares.length === w.blackSquares.length && w.squares.every((s) => w.blackSquares.includes(s));
          return `Win by moving your ${pieceNames(spec, w.pieces)} onto the ${w.name} (${same ? names(w.squares) : `White: ${names(w.squares)}; Black: ${names(w.blackSquares)}`}).`;
        }
        case 'royal-attack':
          return `Win at once when your ${pieceNames(spec, w.pieces)} could move onto the enemy king's square after your move.`;
      }
    }),
  }),
};
