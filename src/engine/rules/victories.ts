/**
 * Rule module "victories" (`end.victories`): wins other than checkmate, decided after each move:
 * extinction of listed pieces, occupation of squares, a listed piece reaching its side's squares (the
 * flag; with `reply`, as Racing Kings, Black may answer White's arrival by arriving too, a draw),
 * material reduced to at most N men (a move that does it to the mover loses; with `reply`, as Shatranj's
 * bare king, the reduced side may first answer in kind), a listed piece attacking the enemy royal (the
 * Assassin), and the N-th check given (check-count.ts keeps the count).
 */

import { moveFrom, moveTo } from '../move.js';
import { attacked, generateByMoveRules, inCheck, MoveList, pieceChecks } from '../movegen.js';
import type { Position } from '../position.js';
import { menPerSide, type VariantSpec, type VictorySpec } from '../spec.js';
import { squareOfSpec } from '../squares.js';
import { BLACK, type Color, type Victory, WHITE } from '../variant.js';
import { checksGiven, checksReason } from './check-count.js';
import type { RuleModule } from './hooks.js';
import { ordinal, pieceNames } from './words.js';

type ReachSpec = Extract<VictorySpec, { type: 'reach' }>;
type ExtinctionSpec = Extract<VictorySpec, { type: 'extinction' }>;

/**
 * Whether `side` has reached its flag squares: `count` flag pieces standing there (default 1), or, with
 * `blockedWins`, one of them there and every square of the region occupied (Fairy-Stockfish's flag_reached).
 */
function onFlag(pos: Position, cond: ReachSpec, side: Color): boolean {
  const sign = side === WHITE ? 1 : -1;
  const squares = side === WHITE ? cond.squares : cond.blackSquares;
  const need = cond.count ?? 1;
  let n = 0;
  let full = true;
  // A loop, not some(): every node of a race asks it twice.
  for (let i = 0; i < squares.length; i++) {
    const c = pos.board[squares[i]!]!;
    if (c * sign > 0 && cond.pieces.includes(c * sign - 1)) {
      if (++n >= need) return true;
    } else if (c === 0) full = false;
  }
  return n > 0 && full && cond.blockedWins === true;
}

/**
 * onFlag for a `safe` flag: where exactly `count` flag pieces stand there, none of them attacked by the
 * other side (more than that are enough however many are attacked, as Fairy-Stockfish counts).
 */
function onFlagSafely(pos: Position, cond: ReachSpec, side: Color): boolean {
  if (!onFlag(pos, cond, side)) return false;
  const sign = side === WHITE ? 1 : -1;
  const there = (side === WHITE ? cond.squares : cond.blackSquares).filter((sq) => {
    const c = pos.board[sq]! * sign;
    return c > 0 && cond.pieces.includes(c - 1);
  });
  const them: Color = side === WHITE ? BLACK : WHITE;
  return there.length !== (cond.count ?? 1) || there.every((sq) => !attacked(pos, sq, them));
}

let answers: MoveList | null = null;

/** Whether the side to move, not in check, has a legal move of a flag piece onto its squares (the answer `reply` allows). */
function canAnswer(pos: Position, cond: ReachSpec): boolean {
  if (pos.royal[pos.turn]! < 0 || inCheck(pos)) return false;
  const list = (answers ??= new MoveList());
  generateByMoveRules(pos, list);
  const sign = pos.turn === WHITE ? 1 : -1;
  const squares = pos.turn === WHITE ? cond.squares : cond.blackSquares;
  for (let i = 0; i < list.length; i++) {
    const m = list.moves[i]!;
    if (cond.pieces.includes(pos.board[moveFrom(m)]! * sign - 1) && squares.includes(moveTo(m))) return true;
  }
  return false;
}

/**
 * The flag with `reply`, as Fairy-Stockfish's flagMove decides it: a side to move whose flag piece
 * already stands on its squares wins (the other could not answer), unless both stand there with White to
 * move (Black answered: a draw); a side that has just arrived wins, unless it is White and Black can answer.
 */
function raceEnd(pos: Position, cond: ReachSpec, mover: Color): Victory | null {
  const other = pos.turn;
  if (onFlag(pos, cond, other)) {
    if (onFlag(pos, cond, mover) && other === WHITE)
      return { winner: null, reason: `both sides' ${flagHome(pos, cond)}` };
    return { winner: other, reason: `${flagHome(pos, cond)}, unanswered` };
  }
  if (onFlag(pos, cond, mover) && !(other === BLACK && canAnswer(pos, cond)))
    return { winner: mover, reason: flagHome(pos, cond) };
  return null;
}

/** The race's end in words ("King on the eighth rank"): written only when the race has ended, as every node of it asks raceEnd. */
const flagHome = (pos: Position, cond: ReachSpec): string =>
  `${pieceNames(pos.variant.spec, cond.pieces, 'or')} on the ${cond.name}`;

const menWords = (n: number): string => `${n} ${n === 1 ? 'man' : 'men'}`;

/** A side's men of `type` on the board and in hand: a man in hand is not lost (Fairy-Stockfish's count_with_hand). */
function typeCountWithHand(pos: Position, side: Color, type: number): number {
  const i = side * pos.variant.nTypes + type;
  return pos.typeCount[i]! + (pos.variant.hasDrops ? pos.hand[i]! : 0);
}

/** A side's men on the board and in hand. */
function menWithHand(pos: Position, side: Color): number {
  let n = pos.men[side]!;
  if (!pos.variant.hasDrops) return n;
  const base = side * pos.variant.nTypes;
  for (let t = 0; t < pos.variant.nTypes; t++) n += pos.hand[base + t]!;
  return n;
}

/** Whether `side` has lost the men of `cond` as far as it says (the other keeping enough of them). */
export function extinct(pos: Position, cond: ExtinctionSpec, side: Color): boolean {
  const other: Color = side === WHITE ? BLACK : WHITE;
  return cond.pieces.every(
    (t) =>
      typeCountWithHand(pos, side, t) <= (cond.atMost ?? 0) &&
      typeCountWithHand(pos, other, t) >= (cond.opponentAtLeast ?? 0),
  );
}

/** The end an extinction condition gives when `side` has lost the men it names: a loss, or its `result`. */
function extinctionEnd(pos: Position, conds: readonly VictorySpec[], side: Color): Victory | null {
  for (const cond of conds) {
    if (cond.type !== 'extinction' || !extinct(pos, cond, side)) continue;
    const names = cond.pieces.map((t) => pos.variant.spec.pieces[t]!.name).join(' and ');
    const what = cond.atMost ? `${names} reduced to ${cond.atMost}` : `extinction of the ${names}`;
    const winner = cond.result === 'draw' ? null : cond.result === 'win' ? side : side === WHITE ? BLACK : WHITE;
    return { winner, reason: what };
  }
  return null;
}

/** The side that has won by a victory condition of the variant after the last move (null: drawn by it), with its name. */
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
      case 'extinction': {
        // Every extinction condition is judged for the mover first, then for the other side, as Fairy-Stockfish does.
        if (cond !== victories.find((w) => w.type === 'extinction')) break;
        const end = extinctionEnd(pos, victories, mover) ?? extinctionEnd(pos, victories, other);
        if (end) return end;
        break;
      }
      case 'occupy':
        if (cond.squares.every((sq) => pos.board[sq]! * sign > 0))
          return { winner: mover, reason: `occupation of the ${cond.name}` };
        break;
      case 'material': {
        const moverMen = menWithHand(pos, mover);
        const otherMen = menWithHand(pos, other);
        // A side reduced as far as the rule says, while the other keeps at least opponentAtLeast men.
        const enough = cond.opponentAtLeast ?? 0;
        const moverReduced = moverMen <= cond.atMost && otherMen >= enough;
        const otherReduced = otherMen <= cond.atMost && moverMen >= enough;
        if (cond.draws) {
          // Shatar's robado: a bare king, either side's, draws.
          if (moverReduced || otherReduced)
            return { winner: null, reason: `a side reduced to ${menWords(Math.min(moverMen, otherMen))}` };
          break;
        }
        if (cond.wins) {
          // Antichess, Losers: getting rid of one's men wins (the mover's first, as Fairy-Stockfish looks).
          if (moverReduced) return { winner: mover, reason: `reduced to ${menWords(moverMen)}` };
          if (otherReduced) return { winner: other, reason: `reduced to ${menWords(otherMen)}` };
          break;
        }
        if (cond.reply) {
          // Shatranj's bare king: the reduced side may answer in kind (a draw); the mover reduced by its
          // own move, or left without that answer, loses.
          if (moverMen <= cond.atMost && otherMen > cond.atMost)
            return { winner: other, reason: `opponent reduced to ${moverMen} men, unanswered` };
          if (otherMen <= cond.atMost && moverMen > cond.atMost + 1)
            return { winner: mover, reason: `opponent reduced to ${otherMen} men` };
          break;
        }
        if (otherReduced) return { winner: mover, reason: `opponent reduced to ${otherMen} men` };
        if (moverReduced) moverShort = true;
        break;
      }
      case 'reach': {
        if (cond.reply) {
          const end = raceEnd(pos, cond, mover);
          if (end) return end;
        } else if (cond.safe && cond.hold) {
          // Alapo (Fairy-Stockfish's flagPieceSafe with flagMove): a piece that arrived under attack
          // and still stands there wins for the side to move; one the mover brings there safe, at once.
          if (onFlag(pos, cond, other)) return { winner: other, reason: `${flagHome(pos, cond)}, held` };
          if (onFlagSafely(pos, cond, mover)) return { winner: mover, reason: `${flagHome(pos, cond)}, safe` };
        } else if (cond.safe) {
          // The side to move is looked at first: its piece left there by the last move, no longer attacked.
          const otherHome = onFlagSafely(pos, cond, other);
          if (otherHome && onFlagSafely(pos, cond, mover))
            return { winner: null, reason: `both sides' ${flagHome(pos, cond)}` };
          if (otherHome) return { winner: other, reason: `${flagHome(pos, cond)}, safe` };
          if (onFlagSafely(pos, cond, mover)) return { winner: mover, reason: `${flagHome(pos, cond)}, safe` };
        } else if (cond.hold) {
          // The arrival was answered and the flag piece still stands: the side to move wins.
          if (onFlag(pos, cond, other)) return { winner: other, reason: `${flagHome(pos, cond)}, held` };
        } else if (onFlag(pos, cond, mover)) {
          return {
            winner: mover,
            reason: `${cond.pieces.map((t) => v.spec.pieces[t]!.name).join(' or ')} on the ${cond.name}`,
          };
        }
        break;
      }
      case 'checks':
        if (checksGiven(pos, mover)) return { winner: mover, reason: checksReason(cond.count) };
        break;
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
  if (moverShort) return { winner: other, reason: `reduced to ${menWithHand(pos, mover)} men by its own move` };
  return null;
}

/** An extinction rule in words: "A side left with no Pawn loses (promoting its last one too)." */
function extinctionWords(spec: VariantSpec, w: ExtinctionSpec): string {
  const names = pieceNames(spec, w.pieces, 'or');
  const result = w.result === 'draw' ? 'the game is drawn' : w.result === 'win' ? 'that side wins' : 'that side loses';
  if (!w.atMost && !w.opponentAtLeast && !w.result) {
    // A man that promotes may leave its own side without its type (Kinglet's last Pawn).
    const promotes = spec.promotion.some((p) => p.pieces.some((t) => w.pieces.includes(t)));
    const own = promotes ? `; a side that promotes its last ${names} away has lost` : '';
    return `Win by capturing every enemy ${pieceNames(spec, w.pieces)}${own}.`;
  }
  const left = w.atMost ? `${w.atMost} or fewer men of type ${names}` : `no ${names}`;
  const other = w.opponentAtLeast ? ` while the other side has at least ${w.opponentAtLeast}` : '';
  return `When a side has ${left} left${other}, on the board and in hand, ${result}, even by its own move.`;
}

export const victories: RuleModule = {
  id: 'victories',
  uses: (spec) => spec.end.victories.length > 0,
  gameEnd: victory,
  // A safe flag asks whether its pieces are attacked, kings or none.
  asksAttacks: (spec) => spec.end.victories.some((w) => w.type === 'reach' && w.safe === true),
  // Men left only where the bound is more than a bare king, which the board shows at a glance.
  trackers: ({ spec }) =>
    spec.end.victories.flatMap((w) =>
      w.type === 'material' && !w.wins && w.atMost > 1
        ? [{ kind: 'count' as const, label: 'Men left', from: menPerSide(spec), to: w.atMost, perSide: true }]
        : [],
    ),
  endings: ({ spec }) =>
    spec.end.victories.flatMap((w) => {
      switch (w.type) {
        case 'extinction':
          return [`every enemy ${pieceNames(spec, w.pieces)} captured`];
        case 'occupy':
          return [`occupation of the ${w.name}`];
        case 'material':
          if (w.wins) return [`reduced to ${menWords(w.atMost)} (wins)`];
          if (w.draws) return [`a side reduced to ${menWords(w.atMost)} (draw)`];
          return w.reply && w.atMost === 1
            ? ['bare king (loses)', 'both kings bared (draw)']
            : [`opponent reduced to ${menWords(w.atMost)}`];
        case 'reach':
          return [
            `${pieceNames(spec, w.pieces, 'or')} on the ${w.name}${w.hold && w.safe ? ', safe or held' : w.hold ? ', held' : w.safe ? ', safe' : ''}`,
            ...(w.reply ? ['both arrive (draw)'] : []),
            ...(w.safe && !w.hold ? ['both there, safe (draw)'] : []),
          ];
        case 'checks':
          return [checksReason(w.count)];
        case 'royal-attack':
          return [`assassination by the ${pieceNames(spec, w.pieces, 'or')}`];
      }
    }),
  summary: ({ spec }) => ({
    end: spec.end.victories.map((w) => {
      switch (w.type) {
        case 'extinction':
          return extinctionWords(spec, w);
        case 'occupy':
          return `Win by occupying all of the ${w.name} (${w.squares.map((s) => squareOfSpec(spec, s)).join(' ')}) with your men.`;
        case 'material':
          if (w.wins) {
            const royal = spec.pieces.find((p) => p.royal);
            if (w.atMost === 0) return 'Win by losing all your men.';
            return w.atMost === 1 && royal
              ? `Win by losing all your men but your ${royal.name}.`
              : `Win by being reduced to ${w.atMost} or fewer men.`;
          }
          if (w.draws)
            return `A side reduced to ${w.atMost === 1 ? 'a bare king' : `${w.atMost} or fewer men`}, by either player's move, draws the game.`;
          if (w.reply)
            return `Win by reducing the opponent to ${w.atMost === 1 ? 'a bare king' : `${w.atMost} or fewer men`}, unless they do the same to you with their very next move (a draw).`;
          return w.atMost === 0
            ? 'Win by capturing every enemy man.'
            : `Win by reducing the opponent to ${w.atMost} or fewer men (a move that leaves yourself with that few loses).`;
        case 'reach': {
          const names = (list: number[]): string => list.map((s) => squareOfSpec(spec, s)).join(' ');
          const same = w.squares.length === w.blackSquares.length && w.squares.every((s) => w.blackSquares.includes(s));
          const where = same
            ? names(w.squares)
            : [
                w.squares.length ? `White: ${names(w.squares)}` : '',
                w.blackSquares.length ? `Black: ${names(w.blackSquares)}` : '',
              ]
                .filter(Boolean)
                .join('; ');
          const who = w.squares.length === 0 ? 'Black wins' : w.blackSquares.length === 0 ? 'White wins' : 'Win';
          const whose = who === 'Win' ? 'your' : 'its';
          const win = `${who} by moving ${whose} ${pieceNames(spec, w.pieces)} onto the ${w.name} (${where})`;
          if (w.reply)
            return `${win}; when White's ${pieceNames(spec, w.pieces)} gets there first, Black's may still answer with one move, and if it gets there too, the game is drawn.`;
          if (w.safe && w.hold)
            return `${win} where no enemy man attacks it; arriving under attack wins if it still stands there when your next turn comes: the opponent has one move to take it.`;
          if (w.safe)
            return `${win} where no enemy man attacks it; arriving under attack wins once the attack is gone, if it is still there. Both sides there, safe, draw.`;
          return w.hold
            ? `${win}, if it still stands there when your next turn comes: the opponent has one move to take it.`
            : `${win}.`;
        }
        case 'checks':
          return `Win by giving check ${w.count} times: the ${ordinal(w.count)} check wins at once, mate or not.`;
        case 'royal-attack':
          return `Win at once when your ${pieceNames(spec, w.pieces)} could move onto the enemy king's square after your move.`;
      }
    }),
  }),
};
