/**
 * XBetza, the extended Betza notation of the Chess Variant Pages' Interactive Diagram, read as
 * fairyprint's move parts. Each feature is played exactly or refused with its position in the text:
 * docs/interactive-diagram.md lists which. The diagram script's own reading (betza.js) decides what a
 * feature means: `in` and `nn` make a lame move leave en-passant rights on the squares it passes, `p`
 * hops one screen and `g` lands just beyond it, and a royal piece may not make an initial move out of
 * check (fairyprint's rule module initial-royal).
 */
import { InputError } from '../errors.js';
import { quote } from '../printable.js';
import { BetzaError, parseBetza, RIDERS } from './betza.js';
import type { AtomDefinition } from './schema.js';

/** A castling the royal piece's `O` atom gives: towards the left or right corner, the king moving `distance` squares. */
export interface Castle {
  side: 'l' | 'r';
  distance: number;
  /** `j`: castling with the man next to the outermost one (Omega's and Shako's rooks, inside a corner piece). */
  inner: boolean;
}

/** A located refusal: the message and the 0-based index in the XBetza text it names. */
export type Refuse = (message: string, index: number) => InputError;

/** XBetza atoms fairyprint's Betza reads the same way. */
const ATOMS = new Set(['W', 'F', 'D', 'N', 'A', 'H', 'C', 'Z', 'G', 'K', 'R', 'B', 'Q']);
const OBLIQUE = new Set(['N', 'C', 'Z']);
const DIAGONAL = new Set(['F', 'A', 'G', 'B']);
/** One-step atoms, with no square between the start and the end of the move. */
const STEPS = new Set(['W', 'F', 'K']);
/** Two-leg moves the diagram writes with `a` that fairyprint's lame leaps play exactly. */
const LAME_TWO_LEG: Record<string, string> = {
  // A move-only step and one more step straight on: the Xiangqi elephant, blocked on the square between.
  mafF: 'nA',
  // A move-only orthogonal step, then one diagonal step outwards: the Xiangqi horse.
  mafsW: 'nN',
};

/**
 * Bent riders the diagram writes with `y` and `a`: a move-only step whose `y` makes the next leg a
 * slider, which turns 45 degrees to either side (`fs`) and moves or captures: the Griffon (`yafsF`, the
 * script's default for that name) and the Aanca (`yafsW`), fairyprint's bent rides.
 */
const BENT: Record<string, [number, number]> = { yafsF: [1, 1], yafsW: [1, 0] };

/**
 * The bracket notation's bent riders: `[F?fsR]` (the Griffon) and `[W?fsB]` (the Aanca), where `?` lets
 * the first move end there (moving or capturing) or, from an empty square, go on as the next one, `fs`
 * turning 45 degrees to either side; a W step may be narrowed by direction letters (`[vW?fsB]`). Those
 * are the step and the bent ride; null for any other bracket.
 */
function bracketBent(bracket: string): AtomDefinition[] | null {
  const m = /^\[([fblrvs]*)(W\?fsB|F\?fsR)\]$/.exec(bracket);
  if (!m || (m[1] && m[2]!.startsWith('F'))) return null;
  const dirs = m[1] ? { dirs: [...m[1]] } : {};
  const step = m[2]!.startsWith('W');
  return [{ betza: step ? betzaOf(m[1]!, 'W', '') : 'F' }, { bent: step ? [1, 0] : [1, 1], ...dirs }];
}

/**
 * One XBetza string as fairyprint's move parts and the castlings of its `O` atoms, and the refusal of
 * each group it cannot play (reading goes on to the next group; a text it cannot split ends it).
 */
export function readXBetza(
  text: string,
  refuse: Refuse,
  royal: boolean,
): { parts: AtomDefinition[]; castles: Castle[]; problems: InputError[]; royalInitial: boolean } {
  const parts: AtomDefinition[] = [];
  // The diagram bars a royal piece's initial moves (other than castling) out of check: rules.noInitialRoyalMoveFromCheck.
  let royalInitial = false;
  const castles: Castle[] = [];
  const problems: InputError[] = [];
  const group = /([a-z]*)([A-Z])(\2|[0-9]*)/y;
  for (let i = 0; i < text.length; ) {
    if (text[i] === '[') {
      const end = text.indexOf(']', i);
      const bracket = text.slice(i, end < 0 ? text.length : end + 1);
      const read = bracketBent(bracket);
      if (read) parts.push(...read);
      else
        problems.push(
          refuse(
            `XBetza ${quote(bracket)}: bracket notation other than the bent riders [F?fsR], [W?fsB] is not modelled`,
            i,
          ),
        );
      i += bracket.length;
      continue;
    }
    group.lastIndex = i;
    const m = group.exec(text);
    if (!m) {
      const bad = text.slice(i).search(/[^a-z]/);
      problems.push(refuse(`XBetza ${quote(text)}: expected modifiers and an atom`, i + Math.max(bad, 0)));
      break;
    }
    const [all, mods, atom, suffix] = m as unknown as [string, string, string, string];
    try {
      const lame = LAME_TWO_LEG[mods + atom];
      const bent = BENT[mods + atom];
      if (lame && suffix === '') parts.push({ betza: lame });
      else if (bent && suffix === '') parts.push({ bent });
      else if (atom === 'O') castles.push(...castlings(mods, suffix, refuse, i));
      else {
        parts.push(...readGroup(withoutMc(mods), atom, suffix, refuse, i));
        royalInitial ||= royal && mods.includes('i');
      }
    } catch (e) {
      if (!(e instanceof InputError)) throw e;
      problems.push(e);
    }
    i += all.length;
  }
  return { parts, castles, problems, royalInitial };
}

/** `mc` (moving or capturing) is the default, which fairyprint's Betza writes without either letter. */
function withoutMc(mods: string): string {
  return mods.includes('m') && mods.includes('c') && !/[^mcinfblrvs]/.test(mods) ? mods.replace(/[mc]/g, '') : mods;
}

/** One modifiers-atom group (not castling) as move parts. */
function readGroup(mods: string, atom: string, suffix: string, refuse: Refuse, at: number) {
  const strange = [...mods].findIndex((c) => !'mcienfblrvspg'.includes(c));
  if (strange >= 0) throw refuse(`XBetza modifier ${quote(mods[strange]!)} is not modelled`, at + strange);
  const twice = [...mods].findIndex((c, n) => mods.indexOf(c) !== n && !/[fbn]/.test(c));
  if (twice >= 0) throw refuse(`XBetza modifier ${quote(mods[twice]!)} given twice is not modelled`, at + twice);
  if (!ATOMS.has(atom)) throw refuse(`XBetza atom ${quote(atom)} is not modelled`, at + mods.length);
  // The script's n on a single step (W, F, K) has no square between to block, and leaves en-passant
  // rights only along a slide's path: the move is the step without it.
  if (STEPS.has(atom) && suffix === '' && mods.includes('n'))
    return readGroup(mods.replace(/n/g, ''), atom, suffix, refuse, at);
  // On an oblique leap the path is ambiguous: the script blocks its move diagram on either square
  // beside the line, and its author calls n there unpredictable.
  if (OBLIQUE.has(atom) && mods.includes('n'))
    throw refuse(
      `XBetza n on ${atom}: the script's lame oblique leap has no one path (write the path with a, as mafsW)`,
      at + mods.indexOf('n'),
    );
  const dirs = mods.replace(/[mciepgn]/g, '');
  if (dirs !== '' && !directionsAgree(atom, dirs))
    throw refuse(`XBetza directions ${quote(dirs)} on ${atom} are not modelled`, at);
  if (/[pg]/.test(mods)) return hopper(mods, atom, suffix, refuse, at);
  if (mods.includes('e') && !mods.includes('c'))
    throw refuse('XBetza e without c (en passant only) is not modelled', at + mods.indexOf('e'));
  const rights = createsRights(mods);
  // `in` or `nn`: the lame move leaves en-passant rights on the squares it jumps; fairyprint keeps one.
  if (rights && (!['D', 'A'].includes(atom) || suffix !== '' || !mods.includes('m') || mods.includes('c')))
    throw refuse(
      `XBetza ${quote(mods + atom)}: en-passant rights other than on the one square of a move-only D or A are not modelled`,
      at,
    );
  const betza = betzaOf(rights ? mods.replace('nn', 'n') : mods.replace('e', ''), atom, suffix);
  refuseUnread(betza, mods + atom + suffix, refuse, at);
  const part: AtomDefinition = { betza };
  if (mods.includes('e')) part.enPassant = 'capture';
  if (rights) part.enPassant = 'target';
  return [part];
}

/** A group fairyprint's Betza cannot read (`n` on W or F, which has no square to block) refused at the group, not when compiled. */
function refuseUnread(betza: string, group: string, refuse: Refuse, at: number): void {
  try {
    parseBetza(betza);
  } catch (e) {
    if (e instanceof BetzaError) throw refuse(`XBetza ${quote(group)} is not modelled: ${e.message}`, at);
    throw e;
  }
}

/** Whether the diagram gives the move en-passant rights: `n` after an `i` or a second `n`. */
function createsRights(mods: string): boolean {
  const first = mods.indexOf('n');
  return first >= 0 && (mods.lastIndexOf('n') > first || mods.slice(0, first).includes('i'));
}

/**
 * fairyprint's Betza for the group; a range of 0 (XBetza's unlimited) becomes the doubled leaper or the
 * plain rider. On an orthogonal atom each XBetza direction letter is a direction of its own, where
 * fairyprint reads `fl` as one diagonal: the letters l r s v go first so that none pairs.
 */
function betzaOf(mods: string, atom: string, suffix: string): string {
  const dirs = mods.replace(/[^fblrvs]/g, '');
  const apart = !OBLIQUE.has(atom) && !DIAGONAL.has(atom) && /[fb][lr]/.test(dirs);
  const head = apart
    ? mods.replace(/[fblrvs]/g, '') + dirs.replace(/[fb]/g, '') + dirs.replace(/[lrsv]/g, '') + atom
    : mods + atom;
  if (suffix !== '0') return head + suffix;
  return head + (atom in RIDERS || atom === 'K' ? '' : atom);
}

/** `p` (hop one screen, then slide on) and `g` (land just beyond the screen) on R, B or Q as fairyprint's hoppers. */
function hopper(mods: string, atom: string, suffix: string, refuse: Refuse, at: number): AtomDefinition[] {
  const hop = mods.includes('p') ? 'p' : 'g';
  const extra = [...mods].findIndex((c) => !'mcpg'.includes(c));
  if (!(atom in RIDERS) || suffix !== '' || extra >= 0 || (mods.includes('p') && mods.includes('g')))
    throw refuse(
      `XBetza ${quote(mods + atom + suffix)}: a hopper other than [m|c]p or g on R, B or Q is not modelled`,
      at,
    );
  const mode = mods.includes('m') === mods.includes('c') ? undefined : mods.includes('m') ? 'move' : 'capture';
  return RIDERS[atom]!.map((v) => ({ hop: v, range: hop === 'g' ? 1 : 0, ...(mode ? { mode } : {}) }));
}

/**
 * Whether fairyprint's Betza reads these direction letters on the atom as the diagram's script does.
 * The script reads a lone f or b on an oblique atom as the two narrow moves (ffN) and on K and Q as the
 * one orthogonal step, where fairyprint takes every move that way: those are refused.
 */
function directionsAgree(atom: string, dirs: string): boolean {
  if (atom === 'K' || atom === 'Q') return false;
  if (OBLIQUE.has(atom)) return dirs === 'ff' || dirs === 'bb';
  if (DIAGONAL.has(atom)) return dirs.length === 1 || /^([fb][lr])+$/.test(dirs);
  // Orthogonal atoms: each letter adds its direction in both readings (betzaOf keeps them apart).
  return true;
}

function castlings(mods: string, suffix: string, refuse: Refuse, at: number): Castle[] {
  const distance = Number(suffix);
  if (!/^i?[slr]?j?i?$/.test(mods) || !/^[0-9]$/.test(suffix) || distance < 1)
    throw refuse('castling XBetza other than [i][s|l|r][j]O<digit> is not modelled', at);
  const inner = mods.includes('j');
  if (mods.includes('l')) return [{ side: 'l', distance, inner }];
  if (mods.includes('r')) return [{ side: 'r', distance, inner }];
  return [
    { side: 'r', distance, inner },
    { side: 'l', distance, inner },
  ];
}
