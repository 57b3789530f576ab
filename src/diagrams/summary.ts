/**
 * The one-page rules summary of a print kit, as sections of plain sentences built from the definition:
 * board and setup, each piece's rules text, the special rules the variant switches on, how it ends.
 */
import { rulesOf } from '../engine/rules/index.js';
import { rankWords } from '../engine/rules/words.js';
import type { VariantSpec } from '../engine/spec.js';

export interface SummarySection {
  heading: string;
  lines: string[];
}

const list = (items: string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

const ordinal = (n: number): string => `${n}${n % 10 === 1 && n % 100 !== 11 ? 'st' : n % 10 === 2 && n % 100 !== 12 ? 'nd' : n % 10 === 3 && n % 100 !== 13 ? 'rd' : 'th'}`;

/**
 * `setupPage`: where the kit shows the start position ("kit.pdf page 3"); without it the summary points
 * to the kit's setup page by name.
 */
export function rulesSummary(spec: VariantSpec, setupPage?: string): SummarySection[] {
  const setupAt = setupPage ? `the setup page (${setupPage})` : "the print kit's setup page";
  const names = (types: number[]): string => list(types.map((t) => spec.pieces[t]!.name));
  const holes = spec.exists.filter((e) => !e).length;
  const men = [0, 0];
  spec.setup.forEach((c) => {
    if (c !== 0) men[c > 0 ? 0 : 1]!++;
  });
  const board = [
    `Board of ${spec.files} files (${spec.fileLabels[0]}-${spec.fileLabels[spec.files - 1]}) and ${spec.ranks} ranks (1-${spec.ranks})${holes ? `, ${holes} grid cells are not squares` : ''}. White sits at rank 1 and moves first.`,
    spec.freeSetup
      ? `Free setup: each player places ${men[0]} men on their back ${spec.freeSetup.ranks.length} ranks within the placement rules (White first, then Black); ${setupAt} shows the default arrangement, the rules and a worksheet for each side.`
      : `Setup: ${men[0]} men a side as shown on ${setupAt}; Black mirrors White.`,
  ];
  for (const o of spec.setupOptions) board.push(`Option "${o.name}": a player may swap the start squares of their ${names([...o.swap])}.`);

  const pieces = spec.pieces.map((p) => `${p.name} (${p.abbrev}${p.value !== null ? `, value ${p.value}` : ''}): ${p.rules || p.summary}`);

  // The rule modules the variant uses say themselves what they do (rules/index.ts).
  const said = rulesOf(spec).map((r) => r.summary?.(spec) ?? {});
  const special: string[] = [];
  for (const p of spec.promotion) {
    const optional = p.optional?.length ? `; on ${rankWords(p.optional)} it may also stay as it is` : '';
    const leaving = p.leaving ? '; also on a move that starts there' : '';
    const limited = p.to.filter((t) => p.limits?.[t]);
    const limits = limited.length ? ` (never more on the board than ${limited.map((t) => `${spec.pieces[t]!.name} ${p.limits![t]}`).join(', ')}: only to pieces lost)` : '';
    special.push(
      `Promotion: a ${names(p.pieces).replace(/ and /g, ' or ')} reaching ${rankWords(p.ranks)} becomes a ${list(p.to.map((t) => spec.pieces[t]!.name)).replace(/ and /g, ' or ')}${limits}${optional}${leaving}.`,
    );
  }
  if (spec.pieces.some((p) => p.atoms.some((a) => a.enPassantCapture))) {
    special.push('En passant: a man that makes a two-square first move past an enemy capture may be taken on the square it passed, on the very next move only.');
  }
  for (const words of said) special.push(...(words.special ?? []));

  const end: string[] = [];
  if (spec.pieces.some((p) => p.royal)) end.push(`Checkmate the enemy ${list(spec.pieces.filter((p) => p.royal).map((p) => p.name))} to win.`);
  else end.push('There is no check: every man may be captured and may move onto attacked squares.');
  for (const words of said) end.push(...(words.end ?? []));
  end.push(
    spec.end.stalemate === 'draw' ? 'A player with no legal move who is not in check is stalemated: a draw.' : `A player with no legal move ${spec.end.stalemate === 'loss' ? 'loses' : 'wins'}.`,
  );
  // What resets the move rule's clock: "capture", "capture or pawn move", "capture, pawn move or drop".
  const resets = ['capture', spec.pieces.some((p) => p.resetsClock) ? 'pawn move' : '', spec.drops?.resetsClock ? 'drop' : ''].filter(Boolean);
  const quiet = `moves each without ${resets.slice(0, -1).join(', ')}${resets.length > 1 ? ' or ' : ''}${resets[resets.length - 1]}`;
  const draws = [
    spec.end.repetition ? `${spec.end.repetition}-fold repetition` : '',
    spec.end.moveRule ? `${spec.end.moveRule} ${quiet}` : '',
    spec.end.insufficientMaterial !== 'none' ? 'positions where no one can win' : '',
  ].filter(Boolean);
  end.push(draws.length ? `Draws: by agreement, ${list(draws)}.` : 'Draws only by agreement.');
  const forced = [
    spec.end.forcedRepetition ? `on the ${ordinal(spec.end.forcedRepetition)} occurrence of a position` : '',
    spec.end.forcedMoveRule ? `after ${spec.end.forcedMoveRule} ${quiet} (unless the last move mates)` : '',
  ].filter(Boolean);
  if (forced.length) end.push(`With no claim, the game is drawn ${forced.join(' or ')}.`);

  return [
    { heading: 'Board and setup', lines: board },
    { heading: 'Pieces', lines: pieces },
    ...(special.length ? [{ heading: 'Special rules', lines: special }] : []),
    { heading: 'How the game ends', lines: end },
  ];
}
