/**
 * A deliberately plain Chess Legions rules implementation written straight from the rules (docs/rules/chess-legions.md), sharing nothing
 * with the engine but the piece ids (M is the Bowman) and the move text format. Tests compare its legal
 * moves and perft counts with the engine's. Legality is tested by making the move on a copy and asking
 * whether any enemy man could then take the King (the Assassin "takes" by moving onto it).
 */
const N = 10;
const FILES = 'abcdefghij';
export const sqName = (x: number, y: number): string => `${FILES[x]}${y + 1}`;
const onBoard = (x: number, y: number): boolean => x >= 0 && y >= 0 && x < N && y < N;
const parse = (s: string): [number, number] => [FILES.indexOf(s[0]!), Number(s.slice(1)) - 1];

interface Man {
  white: boolean;
  id: string; // K Q R B N G A M P, upper case
}

type Side = 'white' | 'black';

const DIRS = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
  [1, 1],
  [1, -1],
  [-1, 1],
  [-1, -1],
] as const;
const KNIGHT = [
  [1, 2],
  [2, 1],
  [-1, 2],
  [-2, 1],
  [1, -2],
  [2, -1],
  [-1, -2],
  [-2, -1],
] as const;

export class RefLegions {
  board: (Man | null)[][] = Array.from({ length: N }, () => new Array<Man | null>(N).fill(null));
  whiteToMove = true;
  rights = { white: { K: true, Q: true, G: true }, black: { K: true, Q: true, G: true } };
  /** The square a pawn just passed by a double step, and the pawn. */
  ep: { target: [number, number]; victim: [number, number] } | null = null;

  /** From piece ids per square name (upper case White, lower case Black), all rights open. */
  static fromIds(ids: Map<string, string>): RefLegions {
    const r = new RefLegions();
    for (const [sq, id] of ids) {
      const [x, y] = parse(sq);
      r.board[x]![y] = { white: id === id.toUpperCase(), id: id.toUpperCase() };
    }
    return r;
  }

  clone(): RefLegions {
    const r = new RefLegions();
    r.board = this.board.map((col) => col.map((m) => (m ? { ...m } : null)));
    r.whiteToMove = this.whiteToMove;
    r.rights = { white: { ...this.rights.white }, black: { ...this.rights.black } };
    r.ep = this.ep;
    return r;
  }

  private at(x: number, y: number): Man | null {
    return onBoard(x, y) ? this.board[x]![y]! : null;
  }

  private king(white: boolean): [number, number] | null {
    for (let x = 0; x < N; x++)
      for (let y = 0; y < N; y++)
        if (this.board[x]![y]?.white === white && this.board[x]![y]!.id === 'K') return [x, y];
    return null;
  }

  /** Whether the man on (px, py) could take on (x, y), whatever stands there. */
  private hits(px: number, py: number, x: number, y: number): boolean {
    const man = this.board[px]![py]!;
    const dx = x - px;
    const dy = y - py;
    const fwd = man.white ? 1 : -1;
    const clearLine = (maxSteps: number, orth: boolean, diag: boolean): boolean => {
      const steps = Math.max(Math.abs(dx), Math.abs(dy));
      if (steps === 0 || steps > maxSteps) return false;
      const straight = dx === 0 || dy === 0;
      const diagonal = Math.abs(dx) === Math.abs(dy);
      if (!((straight && orth) || (diagonal && diag))) return false;
      for (let k = 1; k < steps; k++) if (this.board[px + Math.sign(dx) * k]![py + Math.sign(dy) * k]) return false;
      return true;
    };
    switch (man.id) {
      case 'K':
        return Math.max(Math.abs(dx), Math.abs(dy)) === 1;
      case 'Q':
        return clearLine(N, true, true);
      case 'R':
        return clearLine(N, true, false);
      case 'B':
        return clearLine(N, false, true);
      case 'N':
        return Math.abs(dx * dy) === 2;
      case 'G':
      case 'A': // the Assassin "takes" a King by moving onto it
        return clearLine(2, true, true);
      case 'M':
        return dx === 0 && dy === fwd;
      case 'P':
        return Math.abs(dx) === 1 && dy === fwd;
    }
    throw new Error(`reference: unknown man ${man.id}`);
  }

  attacked(x: number, y: number, byWhite: boolean): boolean {
    for (let px = 0; px < N; px++) {
      for (let py = 0; py < N; py++) {
        if (this.board[px]![py]?.white === byWhite && this.hits(px, py, x, y)) return true;
      }
    }
    return false;
  }

  inCheck(): boolean {
    const k = this.king(this.whiteToMove);
    return k !== null && this.attacked(k[0], k[1], !this.whiteToMove);
  }

  /** Assassination: the side that just moved has its Assassin able to step onto the enemy King. */
  assassinated(): boolean {
    const k = this.king(this.whiteToMove);
    if (!k) return false;
    for (let x = 0; x < N; x++) {
      for (let y = 0; y < N; y++) {
        const m = this.board[x]![y];
        if (m && m.white !== this.whiteToMove && m.id === 'A' && this.hits(x, y, k[0], k[1])) return true;
      }
    }
    return false;
  }

  private pseudo(): string[] {
    const out: string[] = [];
    const white = this.whiteToMove;
    const fwd = white ? 1 : -1;
    const lastRank = white ? N - 1 : 0;
    const firstRank = white ? 0 : N - 1;
    for (let x = 0; x < N; x++) {
      for (let y = 0; y < N; y++) {
        const man = this.board[x]![y];
        if (!man || man.white !== white) continue;
        const from = sqName(x, y);
        const enemyOrEmpty = (tx: number, ty: number): boolean =>
          onBoard(tx, ty) && this.board[tx]![ty]?.white !== white;
        const text = (tx: number, ty: number): string => `${from}${this.board[tx]![ty] ? 'x' : '-'}${sqName(tx, ty)}`;
        const wraps = (move: string): void => {
          let any = false;
          for (let fx = 0; fx < N; fx++) {
            if (this.board[fx]![firstRank] && !(fx === x && firstRank === y)) continue;
            out.push(`${move}/${sqName(fx, firstRank)}`);
            any = true;
          }
          if (!any) out.push(`${move}/x`);
        };
        switch (man.id) {
          case 'K':
          case 'N':
            for (const [dx, dy] of man.id === 'K' ? DIRS : KNIGHT)
              if (enemyOrEmpty(x + dx, y + dy)) out.push(text(x + dx, y + dy));
            break;
          case 'Q':
          case 'R':
          case 'B':
          case 'G':
          case 'A': {
            const dirs = man.id === 'R' ? DIRS.slice(0, 4) : man.id === 'B' ? DIRS.slice(4) : DIRS;
            const reach = man.id === 'G' || man.id === 'A' ? 2 : N;
            for (const [dx, dy] of dirs) {
              for (let k = 1; k <= reach && onBoard(x + dx * k, y + dy * k); k++) {
                const t = this.board[x + dx * k]![y + dy * k];
                if (!t) out.push(text(x + dx * k, y + dy * k));
                else if (t.white !== white && man.id !== 'A') out.push(text(x + dx * k, y + dy * k));
                if (t) break;
              }
            }
            break;
          }
          case 'M': {
            if (enemyOrEmpty(x, y + fwd)) {
              if (y + fwd === lastRank) wraps(text(x, y + fwd));
              else out.push(text(x, y + fwd));
            }
            // Volley: over a man of either side onto the empty square beyond, again and again.
            const path: string[] = [];
            let cy = y;
            while (this.at(x, cy + fwd) && onBoard(x, cy + 2 * fwd) && !this.board[x]![cy + 2 * fwd]) {
              cy += 2 * fwd;
              path.push(sqName(x, cy));
              const move = `${from}-${path.join('-')}`;
              if (cy === lastRank) wraps(move);
              else out.push(move);
            }
            break;
          }
          case 'P': {
            const promote = (move: string, ty: number): void => {
              if (ty === lastRank) for (const p of ['Q', 'R', 'B', 'N']) out.push(`${move}=${p}`);
              else out.push(move);
            };
            if (onBoard(x, y + fwd) && !this.board[x]![y + fwd]) {
              promote(text(x, y + fwd), y + fwd);
              if (y === (white ? 2 : N - 3) && !this.board[x]![y + 2 * fwd]) out.push(text(x, y + 2 * fwd));
            }
            for (const dx of [-1, 1]) {
              const t = this.at(x + dx, y + fwd);
              if (t && t.white !== white) promote(text(x + dx, y + fwd), y + fwd);
              else if (
                !t &&
                onBoard(x + dx, y + fwd) &&
                this.ep &&
                this.ep.target[0] === x + dx &&
                this.ep.target[1] === y + fwd
              ) {
                out.push(`${from}x${sqName(x + dx, y + fwd)}`);
              }
            }
            break;
          }
        }
      }
    }
    // Castling on rank 2 / 9 under FIDE conditions (the landing square is left to the legality test).
    const side: Side = white ? 'white' : 'black';
    const r = white ? 1 : N - 2;
    const king = this.board[5]![r];
    if (king?.id === 'K' && king.white === white && !this.inCheck()) {
      const castle = (right: 'K' | 'Q', rookX: number, kingTo: number, text: string): void => {
        const rook = this.board[rookX]![r];
        if (!this.rights[side][right] || rook?.id !== 'R' || rook.white !== white) return;
        for (let fx = Math.min(5, rookX) + 1; fx < Math.max(5, rookX); fx++) if (this.board[fx]![r]) return;
        for (let fx = 5 + Math.sign(kingTo - 5); fx !== kingTo; fx += Math.sign(kingTo - 5))
          if (this.attacked(fx, r, !white)) return;
        out.push(text);
      };
      castle('K', 9, 8, 'O-O');
      castle('Q', 0, 1, 'O-O-O');
    }
    // Calling the Guard: in check, once per game, to an empty square next to the King it does not
    // reach by its own move.
    const k = this.king(white);
    if (k && this.rights[side].G && this.inCheck()) {
      for (let gx = 0; gx < N; gx++) {
        for (let gy = 0; gy < N; gy++) {
          const g = this.board[gx]![gy];
          if (g?.id !== 'G' || g.white !== white) continue;
          for (const [dx, dy] of DIRS) {
            const [tx, ty] = [k[0] + dx, k[1] + dy];
            if (!onBoard(tx, ty) || this.board[tx]![ty] || this.hits(gx, gy, tx, ty)) continue;
            out.push(`${sqName(gx, gy)}@${sqName(tx, ty)}`);
          }
        }
      }
    }
    return out;
  }

  /** Legal moves as move texts; none after an assassination. */
  moves(): string[] {
    if (this.assassinated()) return [];
    const white = this.whiteToMove;
    return this.pseudo().filter((t) => {
      const next = this.clone();
      next.play(t);
      const k = next.king(white);
      return k === null || !next.attacked(k[0], k[1], !white);
    });
  }

  play(text: string): void {
    const white = this.whiteToMove;
    const side: Side = white ? 'white' : 'black';
    const r = white ? 1 : N - 2;
    const touch = (x: number, y: number): void => {
      for (const s of ['white', 'black'] as const) {
        const rank = s === 'white' ? 1 : N - 2;
        if (y !== rank) continue;
        if (x === 5) this.rights[s].K = this.rights[s].Q = false;
        if (x === 9) this.rights[s].K = false;
        if (x === 0) this.rights[s].Q = false;
      }
    };
    this.ep = null;
    if (text === 'O-O' || text === 'O-O-O') {
      const [rookX, kingTo, rookTo] = text === 'O-O' ? [9, 8, 7] : [0, 1, 2];
      const king = this.board[5]![r]!;
      const rook = this.board[rookX]![r]!;
      this.board[5]![r] = null;
      this.board[rookX]![r] = null;
      this.board[kingTo]![r] = king;
      this.board[rookTo]![r] = rook;
      this.rights[side].K = this.rights[side].Q = false;
    } else if (text.includes('@')) {
      const [g, to] = text.split('@').map(parse) as [[number, number], [number, number]];
      this.board[to[0]]![to[1]] = this.board[g[0]]![g[1]]!;
      this.board[g[0]]![g[1]] = null;
      touch(g[0], g[1]);
      touch(to[0], to[1]);
      this.rights[side].G = false;
    } else {
      const m = /^([a-j]\d+)[-x]([a-j0-9-]+?)(?:=([QRBN]))?(?:\/([a-j]\d+|x))?$/.exec(text);
      if (!m) throw new Error(`reference: bad move ${text}`);
      const [fx, fy] = parse(m[1]!);
      const [tx, ty] = parse(m[2]!.split('-').pop()!);
      const man = this.board[fx]![fy]!;
      this.board[fx]![fy] = null;
      if (man.id === 'P' && fx !== tx && !this.board[tx]![ty]) this.board[tx]![fy] = null; // en passant
      this.board[tx]![ty] = m[3] ? { white, id: m[3] } : man;
      if (m[4]) {
        this.board[tx]![ty] = null;
        if (m[4] !== 'x') {
          const [wx, wy] = parse(m[4]);
          this.board[wx]![wy] = man;
        }
      }
      touch(fx, fy);
      touch(tx, ty);
      if (man.id === 'P' && Math.abs(ty - fy) === 2) this.ep = { target: [fx, (fy + ty) / 2], victim: [tx, ty] };
    }
    this.whiteToMove = !white;
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
