/**
 * Orthodox games played by chess.js from a seed, exported with its pgn(): an independent source of
 * legal games and of their endings. Play prefers captures, checks and promotions now and then, so the
 * games end in checkmates and dead positions as well as stalemates, repetitions and the fifty-move rule;
 * a repetition is sought on purpose in some games by moving a knight back and forth.
 */
import { Chess, type Move } from 'chess.js';
import { seededRandom } from '../variants/random-play.js';

export interface GeneratedGame {
  pgn: string;
  /** SAN of every move, as chess.js wrote it. */
  san: string[];
  /** The position before each move (FEN), and after the last one. */
  fens: string[];
  result: '1-0' | '0-1' | '1/2-1/2' | '*';
  ending: 'checkmate' | 'stalemate' | 'insufficient-material' | 'repetition' | 'move-rule' | 'unfinished';
}

export function randomGame(seed: number, maxPlies = 400): GeneratedGame {
  const rand = seededRandom(seed);
  const chess = new Chess();
  const san: string[] = [];
  const fens: string[] = [chess.fen()];
  const seekRepetition = seed % 7 === 0;
  const aggressive = 0.3 + 0.6 * rand();
  const checker = seed % 2 === 0; // prefers checks over captures: more mates, fewer bare kings
  while (!chess.isGameOver() && san.length < maxPlies) {
    const moves = chess.moves({ verbose: true }) as Move[];
    let pick: Move;
    const checks = checker ? moves.filter((m) => m.san.endsWith('+') || m.promotion) : [];
    const forcing =
      checks.length > 0
        ? checks
        : moves.filter((m) => m.san.endsWith('#') || m.promotion || m.captured || m.san.endsWith('+'));
    const mate = moves.find((m) => m.san.endsWith('#'));
    const shuffle = seekRepetition && san.length > 20 ? moves.filter((m) => m.piece === 'n' && !m.captured) : [];
    if (mate && rand() < 0.9) pick = mate;
    else if (shuffle.length > 0 && rand() < 0.8) pick = shuffle[Math.floor(rand() * Math.min(2, shuffle.length))]!;
    else if (forcing.length > 0 && rand() < aggressive) pick = forcing[Math.floor(rand() * forcing.length)]!;
    else pick = moves[Math.floor(rand() * moves.length)]!;
    chess.move(pick);
    san.push(pick.san);
    fens.push(chess.fen());
  }
  let ending: GeneratedGame['ending'] = 'unfinished';
  let result: GeneratedGame['result'] = '*';
  if (chess.isCheckmate()) {
    ending = 'checkmate';
    result = chess.turn() === 'w' ? '0-1' : '1-0';
  } else if (chess.isStalemate()) ending = 'stalemate';
  else if (chess.isInsufficientMaterial()) ending = 'insufficient-material';
  else if (chess.isThreefoldRepetition()) ending = 'repetition';
  else if (chess.isDrawByFiftyMoves()) ending = 'move-rule';
  if (ending !== 'checkmate' && ending !== 'unfinished') result = '1/2-1/2';
  chess.setHeader('Event', `Random game ${seed}`);
  chess.setHeader('Site', 'chess.js');
  chess.setHeader('White', `seed ${seed} white`);
  chess.setHeader('Black', `seed ${seed} black`);
  chess.setHeader('Result', result);
  return { pgn: chess.pgn(), san, fens, result, ending };
}
