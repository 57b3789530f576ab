/**
 * A deliberately plain ECROS rules implementation written straight from the rules (docs/rules/ecros.md), sharing nothing with the
 * engine but the piece ids and the move text format. Tests compare its legal moves and perft counts with
 * the engine's. Slow and allocation-happy on purpose: every rule is spelled out where it applies.
 */
const N = 20;
const FILES = 'abcdefghijklmnopqrst';
export const sqName = (x: number, y: number): string => `${FILES[x]}${y + 1}`;
const onBoard = (x: number, y: number): boolean => x >= 0 && y >= 0 && x < N && y < N;

interface Man {
  white: boolean;
  id: string; // upper case, e.g. "DO", "N5"
  /** Square this man left on its own previous move, or null. */
  left: string | null;
}

const KING_DIRS = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
  [1, 1],
  [1, -1],
  [-1, 1],
  [-1, -1],
] as const;
const ORTHO = KING_DIRS.slice(0, 4);
const DIAG = KING_DIRS.slice(4);
const NEXIALS = ['NS', 'NT'];

/** The (dx, dy) jumps of a jumper id, from the rules: Null n, Primero/Segundo/Tercio n = (n, 1/2/3). */
function jumps(id: string): [number, number][] {
  const n = Number(id[1]);
  const base: [number, number][] =
    id[0] === 'N'
      ? [
          [n, 0],
          [n, n],
        ]
      : [[n, { P: 1, S: 2, T: 3 }[id[0] as 'P' | 'S' | 'T']]];
  const out = new Set<string>();
  for (const [a, b] of base) {
    for (const [p, q] of [
      [a, b],
      [b, a],
    ])
      for (const sx of [1, -1]) for (const sy of [1, -1]) out.add(`${p! * sx},${q! * sy}`);
  }
  return [...out].map((s) => s.split(',').map(Number) as [number, number]);
}

export class RefEcros {
  board: (Man | null)[][] = Array.from({ length: N }, () => new Array<Man | null>(N).fill(null));
  whiteToMove = true;
  castled = { white: false, black: false };

  /** From a board of piece ids per square name ("NS" White, "ns" Black); nobody has moved yet. */
  static fromIds(ids: Map<string, string>): RefEcros {
    const r = new RefEcros();
    for (const [sq, id] of ids) {
      const x = FILES.indexOf(sq[0]!);
      const y = Number(sq.slice(1)) - 1;
      r.board[x]![y] = { white: id === id.toUpperCase(), id: id.toUpperCase(), left: null };
    }
    return r;
  }

  private men(white: boolean): number {
    let n = 0;
    for (const col of this.board) for (const m of col) if (m && m.white === white) n++;
    return n;
  }

  /** The winner after the last move, or null: the rules' four conditions for the mover, then its own shortage. */
  winner(): 'white' | 'black' | null {
    const moverWhite = !this.whiteToMove;
    const mover = moverWhite ? 'white' : 'black';
    const other = moverWhite ? 'black' : 'white';
    const own = (x: number, y: number): boolean => this.board[x]![y]?.white === moverWhite;
    let nexials = 0;
    for (const col of this.board)
      for (const m of col) if (m && m.white !== moverWhite && NEXIALS.includes(m.id)) nexials++;
    if (nexials === 0) return mover;
    if (own(0, 0) && own(19, 0) && own(0, 19) && own(19, 19)) return mover;
    if (own(9, 9) && own(10, 9) && own(9, 10) && own(10, 10)) return mover;
    if (this.men(!moverWhite) <= 9) return mover;
    if (this.men(moverWhite) <= 9) return other;
    return null;
  }

  /** Legal moves as move texts (e2-e4, e2xe4, O:j1-k2). None once the game is won. */
  moves(): string[] {
    if (this.winner()) return [];
    const out: string[] = [];
    const white = this.whiteToMove;
    for (let x = 0; x < N; x++) {
      for (let y = 0; y < N; y++) {
        const man = this.board[x]![y];
        if (!man || man.white !== white) continue;
        const add = (tx: number, ty: number): void => {
          const target = this.board[tx]![ty];
          if (target && target.white === white) return;
          if (sqName(tx, ty) === man.left) return; // reversal rule
          out.push(`${sqName(x, y)}${target ? 'x' : '-'}${sqName(tx, ty)}`);
        };
        const slide = (dirs: readonly (readonly [number, number])[], parity: 0 | 1): void => {
          for (const [dx, dy] of dirs) {
            for (let k = 1; onBoard(x + dx * k, y + dy * k); k++) {
              const tx = x + dx * k;
              const ty = y + dy * k;
              if (k % 2 === parity) add(tx, ty);
              if (this.board[tx]![ty]) break; // no slider passes a man, whatever the distance
            }
          }
        };
        const id = man.id;
        if (id === 'NS' || id === 'NT') {
          for (const [dx, dy] of id === 'NS' ? ORTHO : DIAG) if (onBoard(x + dx, y + dy)) add(x + dx, y + dy);
        } else if (id.length === 2 && 'DOU'.includes(id[0]!) && 'OE'.includes(id[1]!)) {
          const dirs = id[0] === 'D' ? DIAG : id[0] === 'O' ? ORTHO : KING_DIRS;
          slide(dirs, id[1] === 'O' ? 1 : 0);
        } else {
          for (const [dx, dy] of jumps(id)) if (onBoard(x + dx, y + dy)) add(x + dx, y + dy);
        }
      }
    }
    if (!(white ? this.castled.white : this.castled.black)) {
      for (let x = 0; x < N; x++) {
        for (let y = 0; y < N; y++) {
          const nexial = this.board[x]![y];
          if (!nexial || nexial.white !== white || !NEXIALS.includes(nexial.id)) continue;
          for (let mx = 0; mx < N; mx++) {
            for (let my = white ? 0 : 10; my < (white ? 10 : 20); my++) {
              const victim = this.board[mx]![my];
              if (!victim || victim.white !== white || NEXIALS.includes(victim.id)) continue;
              if (sqName(mx, my) === nexial.left) continue; // the Nexial's move: reversal applies
              out.push(`O:${sqName(x, y)}-${sqName(mx, my)}`);
            }
          }
        }
      }
    }
    return out;
  }

  play(text: string): void {
    const m = /^(O:)?([a-t])(\d+)[-x]([a-t])(\d+)$/.exec(text);
    if (!m) throw new Error(`reference: bad move ${text}`);
    const [fx, fy, tx, ty] = [FILES.indexOf(m[2]!), Number(m[3]) - 1, FILES.indexOf(m[4]!), Number(m[5]) - 1];
    const man = this.board[fx]![fy]!;
    if (m[1]) {
      if (man.white) this.castled.white = true;
      else this.castled.black = true;
    }
    this.board[fx]![fy] = null;
    this.board[tx]![ty] = { ...man, left: sqName(fx, fy) };
    this.whiteToMove = !this.whiteToMove;
  }

  clone(): RefEcros {
    const r = new RefEcros();
    r.board = this.board.map((col) => col.map((m) => (m ? { ...m } : null)));
    r.whiteToMove = this.whiteToMove;
    r.castled = { ...this.castled };
    return r;
  }

  perft(depth: number): number {
    const moves = this.moves();
    if (depth === 1) return moves.length;
    let n = 0;
    for (const t of moves) {
      const next = this.clone();
      next.play(t);
      n += next.perft(depth - 1);
    }
    return n;
  }
}
