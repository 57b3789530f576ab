/**
 * The one-page rules summary of a print kit, as sections of plain sentences built from the definition:
 * board and setup, each piece's rules text, the special rules the variant switches on, how it ends.
 */
import { rulesOf } from '../engine/rules/index.js';
import {
  article,
  blackRanks,
  bothSidesRanks,
  eachSide,
  listWords,
  ordinal,
  pieceNames,
  rankWords,
} from '../engine/rules/words.js';
import { blackSetupSymmetry } from '../engine/setup.js';
import type { AtomSpec, PromotionSpec, VariantSpec } from '../engine/spec.js';
import { BLACK, promotionZone, sideName, turnedOtherwise, type Variant, WHITE } from '../engine/variant.js';

export interface SummarySection {
  heading: string;
  lines: string[];
}

/** A move by its length and when it may be made: "two-square first move". */
function moveWords(a: AtomSpec): string {
  const step = Math.max(Math.abs(a.offset[0]), Math.abs(a.offset[1]));
  const fixed = a.kind !== 'ride' ? 1 : a.max === a.min ? a.min : 0;
  const length = fixed ? `${['one', 'two', 'three', 'four'][step * fixed - 1] ?? step * fixed}-square` : 'sliding';
  return `${length}${a.initial ? ' first' : ''} move`;
}

/** En passant, naming the men whose moves can be taken that way and the men who take them. */
function enPassantWords(spec: VariantSpec): string | null {
  const withFlag = (flag: 'enPassantTarget' | 'enPassantCapture'): number[] =>
    spec.pieces.flatMap((p, t) => (p.atoms.some((a) => a[flag]) ? [t] : []));
  const [passers, takers] = [withFlag('enPassantTarget'), withFlag('enPassantCapture')];
  if (!passers.length || !takers.length) return null;
  const passing = [...new Set(spec.pieces.flatMap((p) => p.atoms.filter((a) => a.enPassantTarget).map(moveWords)))];
  const captures = [
    ...new Set(
      spec.pieces.flatMap((p) =>
        p.atoms.filter((a) => a.enPassantCapture).map((a) => moveWords(a).replace(' move', '')),
      ),
    ),
  ];
  return `En passant: just after a ${pieceNames(spec, passers, 'or')} makes a ${listWords(passing, 'or')}, and on the very next move only, an enemy ${pieceNames(spec, takers, 'or')} whose ${listWords(captures, 'or')} capture reaches the square it passed over may move there and take it.`;
}

/**
 * `setupPage`: where the kit shows the start position ("kit.pdf page 3"); without it the summary points
 * to the kit's setup page by name. Every sentence holds for both sides: squares and ranks are given for
 * each where they differ.
 */
export function rulesSummary(v: Variant, setupPage?: string): SummarySection[] {
  const spec = v.spec;
  const setupAt = setupPage ? `the setup page (${setupPage})` : "the print kit's setup page";
  const names = (types: number[]): string => pieceNames(spec, types);
  const holes = spec.exists.filter((e) => !e).length;
  const men = [0, 0];
  spec.setup.forEach((c) => {
    if (c !== 0) men[c > 0 ? 0 : 1]!++;
  });
  const [white, black] = [sideName(WHITE, spec), sideName(BLACK, spec)];
  const first = `${spec.start?.turn === 1 ? black : white} moves first`;
  const stands = blackSetupSymmetry(spec);
  const count = men[0] === men[1] ? `${men[0]} men a side` : `${men[0]} ${white} and ${men[1]} ${black} men`;
  const board = [
    `Board of ${spec.files} files (${spec.fileLabels[0]}-${spec.fileLabels[spec.files - 1]}) and ${spec.ranks} ranks (1-${spec.ranks})${holes ? `, ${holes} grid cells are not squares` : ''}. ${white} sits at rank 1, ${black} at rank ${spec.ranks}; ${first}.`,
    spec.freeSetup
      ? `Free setup: each player places ${spec.freeSetup.counts.reduce((a, b) => a + b, 0)} men on their back ${spec.freeSetup.ranks.length} ranks within the placement rules (${white} first, then ${black}); ${setupAt} shows the default arrangement, the rules and a worksheet for each side.`
      : men[0]! + men[1]! === 0
        ? `Setup: the board starts empty; the men start in hand (${setupAt}).`
        : `Setup: ${count} as shown on ${setupAt}${
            stands === 'mirrored'
              ? `; ${black}'s men mirror ${white}'s across the middle of the board, each on the same file`
              : stands === 'turned'
                ? `; ${black}'s men stand as ${white}'s turned half round (the board rotated 180 degrees)`
                : ''
          }.`,
  ];
  for (const o of spec.setupOptions)
    board.push(`Option "${o.name}": a player may swap the start squares of their ${names([...o.swap])}.`);

  const pieces = spec.pieces.map(
    (p) => `${p.name} (${p.abbrev}${p.value !== null ? `, value ${p.value}` : ''}): ${p.rules || p.summary}`,
  );
  const turned = spec.pieces.flatMap((p, t) => (turnedOtherwise(p) ? [t] : []));
  if (turned.length)
    pieces.push(
      `Left and right are each player's own: ${black}'s ${names(turned)} ${turned.length > 1 ? 'move' : 'moves'} as ${white}'s turned half round, not mirrored (the cards show ${white}'s).`,
    );

  // The rule modules the variant uses say themselves what they do (rules/index.ts).
  const said = rulesOf(spec).map((r) => r.summary?.(v) ?? {});
  const special: string[] = [];
  for (const p of spec.promotion) {
    const everywhere = p.optional?.length === p.ranks.length;
    const optional = p.optional?.length
      ? `; ${everywhere ? '' : `on ${bothSidesRanks(spec, p.optional)} `}it may also stay as it is`
      : '';
    const leaving = p.leaving ? '; also on a move that starts there' : '';
    const limited = p.to.filter((t) => p.limits?.[t]);
    const limits = limited.length
      ? ` (never more on the board than ${limited.map((t) => `${spec.pieces[t]!.name} ${p.limits![t]}`).join(', ')}: only to pieces lost)`
      : '';
    const side = p.side === undefined ? '' : `${sideName(p.side)} `;
    special.push(
      `Promotion: a ${side}${pieceNames(spec, p.pieces, 'or')} reaching ${zoneWords(spec, p)} becomes ${article(pieceNames(spec, p.to, 'or'))}${limits}${optional}${leaving}.`,
    );
  }
  const enPassant = enPassantWords(spec);
  if (enPassant) special.push(enPassant);
  for (const words of said) special.push(...(words.special ?? []));

  const end: string[] = [];
  const royals = pieceNames(
    spec,
    spec.pieces.flatMap((p, t) => (p.royal ? [t] : [])),
  );
  // Where giving check is no move (Racing Kings) nobody is ever mated: the no-checks rule says why.
  if (spec.rules.noChecks) {
    // Nothing to say of checkmate.
  } else if (spec.pieces.some((p) => p.royal) && spec.end.checkmate === 'win')
    end.push(`A player whose ${royals} is checkmated wins: check is still answered as in chess.`);
  else if (spec.pieces.some((p) => p.royal)) end.push(`Checkmate the enemy ${royals} to win.`);
  // Men royal while few (Sho shogi's last King) are guarded: the pseudo-royal rule says so.
  else if (!spec.rules.pseudoRoyal && spec.pieces.some((p) => p.atoms.some((a) => a.mode !== 'move')))
    end.push('There is no check: every man may be captured and may move onto attacked squares.');
  for (const words of said) end.push(...(words.end ?? []));
  end.push(
    spec.end.stalemate === 'draw'
      ? `A player with no legal move${spec.pieces.some((p) => p.royal) ? ' who is not in check' : ''} is stalemated: a draw.`
      : spec.end.stalemate === 'count' || spec.end.stalemate === 'count-fewer'
        ? `When a player has no legal move the game ends: the side with ${spec.end.stalemate === 'count' ? 'more' : 'fewer'} men on the board wins, equal numbers draw.`
        : `A player with no legal move ${spec.end.stalemate === 'loss' ? 'loses' : 'wins'}.`,
  );
  end.push(...drawWords(spec));
  // Where the source is silent or lacking, the definition's own reading, said as such.
  const deduced = spec.pieces.flatMap((p, t) => (p.deduced ? [t] : []));
  const asPlayed = [
    ...(deduced.length
      ? [
          `The ${pieceNames(spec, deduced)} ${deduced.length > 1 ? 'are' : 'is'} not in the original text: deduced to fit its numbers.`,
        ]
      : []),
    ...(spec.interpretations ?? []),
  ];

  return [
    { heading: 'Board and setup', lines: board },
    { heading: 'Pieces', lines: pieces },
    ...(special.length ? [{ heading: 'Special rules', lines: special }] : []),
    { heading: 'How the game ends', lines: end },
    ...(asPlayed.length ? [{ heading: AS_PLAYED, lines: asPlayed }] : []),
  ];
}

/** The heading of what the definition settles where its source is silent. */
export const AS_PLAYED = 'The rule as this kit plays it';

/** The draws the end rules allow: those a player claims, and those that end the game by themselves. */
function drawWords(spec: VariantSpec): string[] {
  const e = spec.end;
  const resetters = spec.pieces.flatMap((p, t) => (p.resetsClock ? [t] : []));
  // What resets the move rule's clock: a capture, a pawn's move, a drop (Crazyhouse).
  const resets = [
    'a capture',
    resetters.length ? `a ${pieceNames(spec, resetters, 'or')} move` : '',
    spec.drops?.resetsClock ? 'a drop' : '',
  ].filter(Boolean);
  const quiet = (n: number): string => `${n} moves each without ${listWords(resets, 'or')}`;
  const losing = listWords(
    [e.perpetualCheck ? 'perpetual check' : '', e.perpetualChase ? 'perpetual chase' : ''].filter(Boolean),
    'or',
  );
  const perpetual = losing ? ` (unless ${losing} loses, as above)` : '';
  // A repetition one side loses (end.repetitionLoser) is no draw: its rule module says what it is.
  const drawnRepetition = e.repetitionLoser === undefined;
  const claims = [
    e.repetition && drawnRepetition ? `on the ${ordinal(e.repetition)} occurrence of a position${perpetual}` : '',
    e.moveRule ? `after ${quiet(e.moveRule)}` : '',
  ].filter(Boolean);
  // Where the board is counted (Ataxx, Janggi), a repetition and the move rule end the game counted, not drawn.
  if (e.materialCount) return countedDrawWords(spec, quiet, perpetual);
  const dead = e.insufficientMaterial !== 'none' || !!e.deadMaterial?.length;
  const automatic = [
    dead
      ? `in a position where neither side can ever checkmate${e.deadMaterial?.length ? ` (${e.deadMaterial.map((d) => materialWords(spec, d.sides)).join(', ')} among them)` : ''}`
      : '',
    e.forcedRepetition && drawnRepetition
      ? `on the ${ordinal(e.forcedRepetition)} occurrence of a position${perpetual}`
      : '',
    e.forcedMoveRule ? `after ${quiet(e.forcedMoveRule)} (unless the last move mates)` : '',
  ].filter(Boolean);
  const lines = [claims.length || automatic.length ? 'A draw may be agreed at any time.' : 'Draws only by agreement.'];
  if (claims.length) lines.push(`A player may claim a draw ${listWords(claims, 'or')}.`);
  if (automatic.length) lines.push(`The game is drawn with no claim ${listWords(automatic, 'or')}.`);
  return lines;
}

/** drawWords where the board is counted (Ataxx, Janggi): the repetitions and the move rules end the game counted. */
function countedDrawWords(spec: VariantSpec, quiet: (n: number) => string, perpetual: string): string[] {
  const e = spec.end;
  const when = (repetition: number, moveRule: number): string[] =>
    [
      repetition ? `on the ${ordinal(repetition)} occurrence of a position${perpetual}` : '',
      moveRule ? `after ${quiet(moveRule)}` : '',
    ].filter(Boolean);
  const claims = when(e.repetition, e.moveRule);
  const automatic = when(e.forcedRepetition, e.forcedMoveRule);
  const dead = e.insufficientMaterial !== 'none' || !!e.deadMaterial?.length;
  const drawn = dead ? 'drawn in a position where neither side can ever checkmate' : '';
  return [
    claims.length || automatic.length || drawn ? 'A draw may be agreed at any time.' : 'Draws only by agreement.',
    ...(claims.length ? [`A player may claim the end of the game ${listWords(claims, 'or')}, counted as above.`] : []),
    ...(automatic.length
      ? [
          `The game ends with no claim ${listWords(automatic, 'or')}, counted as above${drawn ? `, and is ${drawn}` : ''}.`,
        ]
      : drawn
        ? [`The game is ${drawn.replace('drawn', 'drawn with no claim')}.`]
        : []),
  ];
}

/** Material by the men's names, not the letters a definition writes it with (Orthodia's "KB v K" is King and Bisroos against King). */
function materialWords(spec: VariantSpec, sides: readonly [readonly number[], readonly number[]]): string {
  // Each side as counts per piece type.
  const side = (counts: readonly number[]): string =>
    listWords(
      counts.flatMap((n, t) => (n > 0 ? [n > 1 ? `${n} ${spec.pieces[t]!.name}s` : spec.pieces[t]!.name] : [])),
      'and',
    );
  return `${side(sides[0])} against ${side(sides[1])}`;
}

/** Where a promotion rule's men promote, as players say it: the ranks, or each side's squares. */
function zoneWords(spec: VariantSpec, p: PromotionSpec): string {
  if (!p.squares) {
    if (p.side === undefined) return bothSidesRanks(spec, p.ranks);
    return rankWords(p.side === WHITE ? p.ranks : blackRanks(spec, p.ranks));
  }
  const squares = (c: 0 | 1): string =>
    listWords(
      promotionZone(spec, p, c).map((sq) => `${spec.fileLabels[sq % spec.files]}${Math.floor(sq / spec.files) + 1}`),
      'or',
    );
  if (p.side !== undefined) return squares(p.side);
  return eachSide(spec, squares(0), squares(1));
}
