/**
 * KIF, the Japanese Shogi record format (Kakinoki; Shogi Wars, 81Dojo, Kifu for Windows export it), read
 * just far enough to turn a record's moves into Fairy-Stockfish's UCI moves for tests. fairyprint does
 * not read KIF (docs/rules/shogi.md); this is test code only.
 *
 * A KIF square is a full-width file digit (1-9 counted from the right, as Sente sees the board) and a
 * kanji rank (一 at the top, Gote's side); FSF's files a-i run from Sente's left and its ranks 1-9 from
 * Sente's side, so ７六 is c4.
 */

/**
 * How a KIF record ends (its last move line): checkmate and sennichite end the game on the board,
 * resignation leaves it unfinished there. Fouls (反則勝ち, 反則負け) are not read: no fixture has one.
 */
export type KifEnding = '詰み' | '投了' | '千日手';

export interface KifGame {
  /** Sente (the lower player in a handicap game) and Gote. */
  sente: string;
  gote: string;
  /** FSF's start FEN of the record's handicap (手合割), null for an even game. */
  fen: string | null;
  /** The moves in FSF's UCI: c3c4, b8h2+ (promotes), P@e5 (a drop). */
  moves: string[];
  ending: KifEnding;
  /** The result the record's closing line gives ("まで110手で後手の勝ち"), 1-0 when Sente wins. */
  result: '1-0' | '0-1' | '1/2-1/2';
  /** The number of moves that closing line counts. */
  plies: number;
}

/** Start positions of the handicaps the fixtures use (Gote, the upper player, gives the odds and moves first). */
const HANDICAPS: Record<string, string | null> = {
  平手: null,
  角落ち: 'lnsgkgsnl/1r7/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[] b - - 0 1',
};

/** The man a drop names (promoted men never drop). */
const DROPPED: Record<string, string> = { 歩: 'P', 香: 'L', 桂: 'N', 銀: 'S', 金: 'G', 角: 'B', 飛: 'R' };

const FILES = '１２３４５６７８９';
const RANKS = '一二三四五六七八九';
const ENDINGS: readonly KifEnding[] = ['詰み', '投了', '千日手'];

/** FSF's square of KIF file 1-9 and rank 1-9. */
const square = (file: number, rank: number): string => `${'abcdefghi'[9 - file]}${10 - rank}`;

/**
 * One move: a square (or 同, the square of the move before), the man (成香, 成桂, 成銀, also written
 * 杏 圭 全), then 成 (promotes), 不成 (does not) or 打 (a drop), then the source square as "(77)".
 */
const MOVE =
  /^(?:([１-９])([一二三四五六七八九])|同\s*)(?:成[香桂銀]|[歩香桂銀金角飛玉王と杏圭全馬龍竜])(成|不成|打)?(?:\(([1-9])([1-9])\))?/;

/** The game of a KIF text: the header lines before the move list, the numbered moves, the closing line. */
export function readKif(text: string): KifGame {
  const header = (key: string): string | undefined => new RegExp(`^${key}：(.*)$`, 'm').exec(text)?.[1]?.trim();
  const handicap = header('手合割') ?? '平手';
  if (!(handicap in HANDICAPS)) throw new Error(`KIF: handicap ${handicap} not known here`);
  const moves: string[] = [];
  let target = '';
  let ending: KifEnding | undefined;
  for (const line of text.split(/\r?\n/)) {
    const numbered = /^\s*(\d+)\s+(\S.*)$/.exec(line);
    if (!numbered) continue;
    const number = numbered[1]!;
    const written = numbered[2]!;
    if (Number(number) !== moves.length + 1) throw new Error(`KIF: move ${number} out of order`);
    ending = ENDINGS.find((e) => written.startsWith(e));
    if (ending) break;
    const m = MOVE.exec(written);
    if (!m) throw new Error(`KIF: cannot read move ${number}: ${written}`);
    const [man, file, rank, suffix, fromFile, fromRank] = m;
    if (file) target = square(FILES.indexOf(file) + 1, RANKS.indexOf(rank!) + 1);
    if (suffix === '打') moves.push(`${DROPPED[man.at(-2)!]}@${target}`);
    else moves.push(`${square(Number(fromFile), Number(fromRank))}${target}${suffix === '成' ? '+' : ''}`);
  }
  const close = /^まで(\d+)手で(先手|後手|下手|上手)の勝ち/m.exec(text) ?? /^まで(\d+)手で(千日手)/m.exec(text);
  if (!ending || !close) throw new Error('KIF: no closing line');
  const result = close[2] === '千日手' ? '1/2-1/2' : close[2] === '先手' || close[2] === '下手' ? '1-0' : '0-1';
  return {
    sente: header('先手') ?? header('下手') ?? '?',
    gote: header('後手') ?? header('上手') ?? '?',
    fen: HANDICAPS[handicap]!,
    moves,
    ending,
    result,
    plies: Number(close[1]),
  };
}
