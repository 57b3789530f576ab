/**
 * A second implementation of Secutor Chess, Orthodia and Simplified Orthodia, written for the tests
 * straight from the rules (docs/rules/secutor.md, orthodia.md) and sharing no code with the engine: squares are (file, rank) pairs, men are
 * FEN letters, every move copies the position, and every check is found by walking each enemy man's
 * royal pattern. It is slow and plain on purpose. It reads the engine's position text and writes moves
 * in the engine's coordinate notation, so legal-move lists and perft counts can be compared directly.
 *
 * First moves (pawn double step, Warrior double diagonal) are allowed from the man's second rank: men
 * of both types only ever move forward, so a man there has not moved. The text's `moved:` field, which
 * says otherwise, is refused.
 */

export type ReferenceId = 'secutor' | 'orthodia' | 'orthodia-simplified';

interface Geometry {
  w: number;
  h: number;
  labels: string;
  exists: (x: number, y: number) => boolean;
}

const GEOMETRY: Record<ReferenceId, Geometry> = {
  // The Gustavian board: files z and i exist only on ranks 1 and 8.
  secutor: { w: 10, h: 8, labels: 'zabcdefghi', exists: (x, y) => (x >= 1 && x <= 8) || y === 0 || y === 7 },
  orthodia: { w: 8, h: 8, labels: 'abcdefgh', exists: () => true },
  'orthodia-simplified': { w: 8, h: 8, labels: 'abcdefgh', exists: () => true },
};

const ORTH = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
] as const;
const DIAG = [
  [1, 1],
  [1, -1],
  [-1, 1],
  [-1, -1],
] as const;
const KING = [...ORTH, ...DIAG];
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

export interface RefPos {
  id: ReferenceId;
  g: Geometry;
  /** cells[y][x]: a FEN letter, or '' for an empty square (holes stay '' and are never read). */
  cells: string[][];
  white: boolean;
  rights: string;
  /** The square a two-square first move passed and the man that made it (for en passant). */
  ep: { tx: number; ty: number; vx: number; vy: number } | null;
  /** "x,y" of men that have used their once-per-game move (Warriors). */
  once: Set<string>;
}

export interface RefMove {
  text: string;
  next: RefPos;
}

const isWhite = (c: string): boolean => c !== '' && c === c.toUpperCase();
const key = (x: number, y: number): string => `${x},${y}`;

export function parseReference(id: ReferenceId, fen: string): RefPos {
  const g = GEOMETRY[id];
  const [placement, side, rights, ep, , , ...extensions] = fen.trim().split(/\s+/);
  const cells = Array.from({ length: g.h }, () => new Array<string>(g.w).fill(''));
  placement!.split('/').forEach((row, r) => {
    const y = g.h - 1 - r;
    let x = 0;
    const skipHoles = (): void => {
      while (x < g.w && !g.exists(x, y)) x++;
    };
    for (const token of row.match(/\d+|[A-Za-z]/g)!) {
      if (/\d/.test(token)) {
        for (let n = Number(token); n > 0; n--) {
          skipHoles();
          x++;
        }
      } else {
        skipHoles();
        cells[y]![x++] = token;
      }
    }
  });
  const white = side === 'w';
  const pos: RefPos = {
    id,
    g,
    cells,
    white,
    rights: rights === '-' || !rights ? '' : rights,
    ep: null,
    once: new Set(),
  };
  if (ep && ep !== '-') {
    const [t, v] = ep.split(':');
    const [tx, ty] = square(g, t!);
    // Without a victim square, the man that passed stands just beyond the square, seen from the mover.
    const [vx, vy] = v ? square(g, v) : [tx, ty + (white ? -1 : 1)];
    pos.ep = { tx, ty, vx, vy };
  }
  for (const ext of extensions) {
    const [name, list] = ext.split(':');
    if (name !== 'once') throw new Error(`reference model: position field "${ext}" not supported`);
    for (const s of list!.split(',')) pos.once.add(key(...square(g, s)));
  }
  return pos;
}

function square(g: Geometry, name: string): [number, number] {
  return [g.labels.indexOf(name[0]!), Number(name.slice(1)) - 1];
}

const squareName = (p: RefPos, x: number, y: number): string => `${p.g.labels[x]}${y + 1}`;

function on(p: RefPos, x: number, y: number): boolean {
  return x >= 0 && y >= 0 && x < p.g.w && y < p.g.h && p.g.exists(x, y);
}

/** The letter on a square, '' when empty, null off the board or in a hole. */
function cell(p: RefPos, x: number, y: number): string | null {
  return on(p, x, y) ? p.cells[y]![x]! : null;
}

/** The first square along (dx, dy) from (x, y) that holds a man, or null. */
function firstMan(p: RefPos, x: number, y: number, dx: number, dy: number): [number, number] | null {
  for (let k = 1; ; k++) {
    const c = cell(p, x + dx * k, y + dy * k);
    if (c === null) return null;
    if (c !== '') return [x + dx * k, y + dy * k];
  }
}

/** Secutor collisions from (x, y): the squares of the first man on each prolonged diagonal. */
function collisionVictims(p: RefPos, x: number, y: number): [number, number][] {
  const out: [number, number][] = [];
  for (const [dx, dy] of ORTH) {
    // Slide to S, the last square before a man or the rim (S may be the Secutor's own square).
    let sx = x;
    let sy = y;
    while (cell(p, sx + dx, sy + dy) === '') {
      sx += dx;
      sy += dy;
    }
    for (const side of [1, -1]) {
      const ex = dx === 0 ? side : dx;
      const ey = dy === 0 ? side : dy;
      const hit = firstMan(p, sx, sy, ex, ey);
      if (hit && !out.some(([a, b]) => a === hit[0] && b === hit[1])) out.push(hit);
    }
  }
  return out;
}

/** Squares a Torch on (x, y) reaches: odd distances only, men at even distances passed over. */
function torchTargets(p: RefPos, x: number, y: number): [number, number][] {
  const out: [number, number][] = [];
  for (const [dx, dy] of KING) {
    for (let k = 1; ; k++) {
      const c = cell(p, x + dx * k, y + dy * k);
      if (c === null) break;
      if (k % 2 === 0) continue;
      out.push([x + dx * k, y + dy * k]);
      if (c !== '') break;
    }
  }
  return out;
}

/** Whether the man on (x, y) attacks (tx, ty) with its royal pattern (check, pins, king moves). */
function royalReaches(p: RefPos, x: number, y: number, tx: number, ty: number): boolean {
  const c = p.cells[y]![x]!;
  const f = isWhite(c) ? 1 : -1;
  const lineHit = (dirs: readonly (readonly [number, number])[]): boolean =>
    dirs.some(([dx, dy]) => {
      const hit = firstMan(p, x, y, dx, dy);
      return hit !== null && hit[0] === tx && hit[1] === ty;
    });
  const dx = tx - x;
  const dy = ty - y;
  switch (c.toUpperCase()) {
    case 'K':
      return Math.max(Math.abs(dx), Math.abs(dy)) === 1;
    case 'N':
      return KNIGHT.some(([a, b]) => a === dx && b === dy);
    case 'P':
      return Math.abs(dx) === 1 && dy === f;
    case 'Q':
      return lineHit(KING);
    case 'S':
      return collisionVictims(p, x, y).some(([a, b]) => a === tx && b === ty);
    case 'W':
      if (dx === 0 && dy === f) return true;
      return dx === 0 && dy === 2 * f && !p.once.has(key(x, y)) && cell(p, x, y + f) === '';
    case 'G':
      return Math.abs(dx) + Math.abs(dy) === 1 || (Math.abs(dx) === 1 && dy === f);
    case 'T':
      return torchTargets(p, x, y).some(([a, b]) => a === tx && b === ty);
    case 'B':
      // Secutor Chess: bishop. Orthodia: the Bisroos checks along its bishop (move) lines; Simplified
      // Orthodia: along its bishop (capture) lines. The same lines in all three.
      return lineHit(DIAG);
    case 'R':
      // Rook; the Roobis checks along rook lines in both Orthodias (move lines, or capture lines).
      return lineHit(ORTH);
  }
  throw new Error(`reference model: unknown man "${c}"`);
}

function attackedBy(p: RefPos, tx: number, ty: number, white: boolean): boolean {
  for (let y = 0; y < p.g.h; y++) {
    for (let x = 0; x < p.g.w; x++) {
      const c = p.cells[y]![x]!;
      if (c !== '' && isWhite(c) === white && !(x === tx && y === ty) && royalReaches(p, x, y, tx, ty)) return true;
    }
  }
  return false;
}

function kingOf(p: RefPos, white: boolean): [number, number] | null {
  for (let y = 0; y < p.g.h; y++)
    for (let x = 0; x < p.g.w; x++) if (p.cells[y]![x] === (white ? 'K' : 'k')) return [x, y];
  return null;
}

interface Step {
  fx: number;
  fy: number;
  tx: number;
  ty: number;
  promo?: string;
  /** Square passed by a two-square first move. */
  passed?: [number, number];
  epVictim?: [number, number];
  once?: boolean;
  castle?: { rx: number; rnx: number; text: string };
}

function play(p: RefPos, s: Step): RefPos {
  const cells = p.cells.map((r) => r.slice());
  const once = new Set(p.once);
  const man = cells[s.fy]![s.fx]!;
  cells[s.fy]![s.fx] = '';
  once.delete(key(s.tx, s.ty));
  if (s.epVictim) {
    cells[s.epVictim[1]]![s.epVictim[0]] = '';
    once.delete(key(...s.epVictim));
  }
  if (s.castle) {
    const rook = cells[s.fy]![s.castle.rx]!;
    cells[s.fy]![s.castle.rx] = '';
    cells[s.fy]![s.castle.rnx] = rook;
  }
  cells[s.ty]![s.tx] = s.promo ? (isWhite(man) ? s.promo : s.promo.toLowerCase()) : man;
  if (once.delete(key(s.fx, s.fy)) || s.once) once.add(key(s.tx, s.ty));
  if (s.promo) once.delete(key(s.tx, s.ty));
  // A castling right ends when its king or rook leaves its square or a man lands there.
  let rights = p.rights;
  const touched = (x: number, y: number): void => {
    const y0 = y === 0 ? 'KQ' : y === p.g.h - 1 ? 'kq' : '';
    if (!y0) return;
    const file = p.g.labels[x];
    if (file === 'e') rights = rights.replace(y0[0]!, '').replace(y0[1]!, '');
    if (file === 'h') rights = rights.replace(y0[0]!, '');
    if (file === 'a') rights = rights.replace(y0[1]!, '');
  };
  touched(s.fx, s.fy);
  touched(s.tx, s.ty);
  const ep = s.passed ? { tx: s.passed[0], ty: s.passed[1], vx: s.tx, vy: s.ty } : null;
  return { id: p.id, g: p.g, cells, white: !p.white, rights, ep, once };
}

const PROMOTION: Record<ReferenceId, string[]> = {
  secutor: ['Q', 'R', 'B', 'N', 'S'],
  orthodia: ['B', 'G', 'R'],
  'orthodia-simplified': ['B', 'G', 'R'],
};

function pseudoSteps(p: RefPos): Step[] {
  const steps: Step[] = [];
  const own = (c: string | null): boolean => c !== null && c !== '' && isWhite(c) === p.white;
  // Kings are never captured (docs/rules/orthodia.md): a king may stand on a Bisroos's or Roobis's capture line.
  const enemy = (c: string | null): boolean =>
    c !== null && c !== '' && isWhite(c) !== p.white && c.toUpperCase() !== 'K';
  const f = p.white ? 1 : -1;
  const lastRank = p.white ? p.g.h - 1 : 0;
  const secondRank = p.white ? 1 : p.g.h - 2;
  const enPassant = p.id !== 'orthodia-simplified';
  for (let y = 0; y < p.g.h; y++) {
    for (let x = 0; x < p.g.w; x++) {
      const c = p.cells[y]![x]!;
      if (!own(c)) continue;
      const add = (tx: number, ty: number, extra: Partial<Step> = {}): void => {
        const promotes = (c.toUpperCase() === 'P' || c.toUpperCase() === 'W') && ty === lastRank;
        if (promotes) for (const promo of PROMOTION[p.id]) steps.push({ fx: x, fy: y, tx, ty, promo, ...extra });
        else steps.push({ fx: x, fy: y, tx, ty, ...extra });
      };
      /** Slides: `move` onto empty squares, `capture` the first man if an enemy. */
      const slide = (dirs: readonly (readonly [number, number])[], move: boolean, capture: boolean): void => {
        for (const [dx, dy] of dirs) {
          for (let k = 1; ; k++) {
            const t = cell(p, x + dx * k, y + dy * k);
            if (t === null) break;
            if (t === '') {
              if (move) add(x + dx * k, y + dy * k);
              continue;
            }
            if (capture && enemy(t)) add(x + dx * k, y + dy * k);
            break;
          }
        }
      };
      const stepTo = (dx: number, dy: number): void => {
        const t = cell(p, x + dx, y + dy);
        if (t === '' || enemy(t)) add(x + dx, y + dy);
      };
      const epAt = (tx: number, ty: number): boolean => enPassant && p.ep !== null && p.ep.tx === tx && p.ep.ty === ty;
      const epVictim = (): [number, number] => [p.ep!.vx, p.ep!.vy];
      switch (c.toUpperCase()) {
        case 'K':
          for (const [dx, dy] of KING) stepTo(dx, dy);
          break;
        case 'N':
          for (const [dx, dy] of KNIGHT) stepTo(dx, dy);
          break;
        case 'Q':
          slide(KING, true, true);
          break;
        case 'S':
          slide(ORTH, true, false);
          for (const [tx, ty] of collisionVictims(p, x, y)) if (enemy(p.cells[ty]![tx]!)) add(tx, ty);
          break;
        case 'P': {
          if (cell(p, x, y + f) === '') {
            add(x, y + f);
            if (y === secondRank && cell(p, x, y + 2 * f) === '') add(x, y + 2 * f, { passed: [x, y + f] });
          }
          for (const dx of [1, -1]) {
            const t = cell(p, x + dx, y + f);
            if (enemy(t)) add(x + dx, y + f);
            else if (t === '' && epAt(x + dx, y + f)) add(x + dx, y + f, { epVictim: epVictim() });
          }
          break;
        }
        case 'W': {
          for (const dx of [1, -1]) {
            if (cell(p, x + dx, y + f) !== '') continue;
            add(x + dx, y + f);
            if (y === secondRank && cell(p, x + 2 * dx, y + 2 * f) === '')
              add(x + 2 * dx, y + 2 * f, { passed: [x + dx, y + f] });
          }
          const ahead = cell(p, x, y + f);
          if (enemy(ahead)) add(x, y + f);
          else if (ahead === '' && epAt(x, y + f)) add(x, y + f, { epVictim: epVictim() });
          if (ahead === '' && !p.once.has(key(x, y)) && enemy(cell(p, x, y + 2 * f))) add(x, y + 2 * f, { once: true });
          break;
        }
        case 'G':
          for (const [dx, dy] of [...ORTH, [1, f], [-1, f]] as const) stepTo(dx, dy);
          break;
        case 'T':
          for (const [tx, ty] of torchTargets(p, x, y)) {
            const t = p.cells[ty]![tx]!;
            if (t === '' || enemy(t)) add(tx, ty);
          }
          break;
        case 'B': {
          // Bishop; Bisroos: moves as a bishop and captures as a rook (Orthodia), or the reverse.
          const [moves, captures] =
            p.id === 'secutor' ? [DIAG, DIAG] : p.id === 'orthodia' ? [DIAG, ORTH] : [ORTH, DIAG];
          slide(moves, true, false);
          slide(captures, false, true);
          break;
        }
        case 'R': {
          // Rook; Roobis: moves as a rook and captures as a bishop (Orthodia), or the reverse.
          const [moves, captures] =
            p.id === 'secutor' ? [ORTH, ORTH] : p.id === 'orthodia' ? [ORTH, DIAG] : [DIAG, ORTH];
          slide(moves, true, false);
          slide(captures, false, true);
          break;
        }
        default:
          throw new Error(`reference model: unknown man "${c}"`);
      }
    }
  }
  if (p.id === 'secutor') steps.push(...castlingSteps(p));
  return steps;
}

/**
 * Extended castling: the king from e1 two or three squares toward the rook, the rook to f1 or d1.
 * FIDE: not out of check, and no square the king crosses or lands on attacked in the position before
 * castling (a man placed on an empty square to ask whether an enemy could take it there).
 */
function castlingSteps(p: RefPos): Step[] {
  const out: Step[] = [];
  const y = p.white ? 0 : p.g.h - 1;
  const file = (l: string): number => p.g.labels.indexOf(l);
  const king = p.white ? 'K' : 'k';
  const kx = file('e');
  if (p.cells[y]![kx] !== king) return out;
  const sides = [
    { right: 'K', rx: file('h'), rnx: file('f'), tos: ['g', 'h'], name: 'O-O' },
    { right: 'Q', rx: file('a'), rnx: file('d'), tos: ['c', 'b'], name: 'O-O-O' },
  ];
  for (const side of sides) {
    if (!p.rights.includes(p.white ? side.right : side.right.toLowerCase())) continue;
    for (const [i, to] of side.tos.entries()) {
      const tx = file(to);
      const lo = Math.min(kx, side.rx, tx, side.rnx);
      const hi = Math.max(kx, side.rx, tx, side.rnx);
      let clear = true;
      for (let x = lo; x <= hi; x++) if (x !== kx && x !== side.rx && p.cells[y]![x] !== '') clear = false;
      if (!clear || attackedBy(p, kx, y, !p.white)) continue;
      const step = tx > kx ? 1 : -1;
      let safe = true;
      for (let x = kx + step; safe; x += step) {
        const probe = p.cells.map((r) => r.slice());
        if (probe[y]![x] === '') probe[y]![x] = king;
        safe = !attackedBy({ ...p, cells: probe }, x, y, !p.white);
        if (x === tx) break;
      }
      if (!safe) continue;
      const text = i === 0 ? side.name : `${side.name}>${to}${y + 1}`;
      out.push({ fx: kx, fy: y, tx, ty: y, castle: { rx: side.rx, rnx: side.rnx, text } });
    }
  }
  return out;
}

function moveText(p: RefPos, s: Step): string {
  if (s.castle) return s.castle.text;
  const capture = p.cells[s.ty]![s.tx] !== '' || s.epVictim !== undefined;
  return `${squareName(p, s.fx, s.fy)}${capture ? 'x' : '-'}${squareName(p, s.tx, s.ty)}${s.promo ? `=${s.promo}` : ''}`;
}

/** Legal moves with the positions they lead to. */
export function referenceMoves(p: RefPos): RefMove[] {
  const out: RefMove[] = [];
  for (const s of pseudoSteps(p)) {
    const next = play(p, s);
    const k = kingOf(next, p.white);
    if (k && attackedBy(next, k[0], k[1], next.white)) continue;
    out.push({ text: moveText(p, s), next });
  }
  return out;
}

export function referencePerft(p: RefPos, depth: number): number {
  if (depth === 0) return 1;
  const moves = referenceMoves(p);
  if (depth === 1) return moves.length;
  return moves.reduce((n, m) => n + referencePerft(m.next, depth - 1), 0);
}
