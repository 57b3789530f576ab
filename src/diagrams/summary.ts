/**
 * The one-page rules summary of a print kit, as sections of plain sentences built from the definition:
 * board and setup, each piece's rules text, the special rules the variant switches on, how it ends.
 */
import type { VariantSpec } from '../engine/spec.js';
import { squareOfSpec } from './squares.js';

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

  const special: string[] = [];
  for (const c of spec.castling) {
    special.push(
      `Castling (${c.right}): king ${squareOfSpec(spec, c.king)} to ${c.kingTo.map((s) => squareOfSpec(spec, s)).join(' or ')}, rook ${squareOfSpec(spec, c.rook)} to ${squareOfSpec(spec, c.rookTo)}; neither may have moved, the squares between are empty and the king is not in check and crosses no attacked square.`,
    );
  }
  for (const p of spec.promotion) {
    special.push(`Promotion: a ${names(p.pieces).replace(/ and /g, ' or ')} reaching rank ${p.ranks.map((r) => r + 1).join(' or ')} becomes a ${list(p.to.map((t) => spec.pieces[t]!.name)).replace(/ and /g, ' or ')}.`);
  }
  if (spec.pieces.some((p) => p.atoms.some((a) => a.enPassantCapture))) {
    special.push('En passant: a man that makes a two-square first move past an enemy capture may be taken on the square it passed, on the very next move only.');
  }
  const r = spec.rules;
  if (r.reversal) special.push('Reversal rule: a man may not move back to the square it left on its own previous move, until it has moved elsewhere.');
  if (r.nexialCastling) {
    special.push(`Castling, once per game: as your move, a ${names(r.nexialCastling.nexials).replace(/ and /g, ' or ')} replaces one of your own other men on your half of the board, who is destroyed.`);
  }
  if (r.guardCall) {
    special.push(`Calling the ${spec.pieces[r.guardCall.piece]!.name}, once per game: while your king is in check, move it from anywhere to an empty square next to your king, if that ends the check.`);
  }
  if (r.wrap) {
    special.push(`A ${names(r.wrap.pieces).replace(/ and /g, ' or ')} reaching the last rank reappears at once on an empty square of its own first rank, chosen by its owner; with none empty it is removed.`);
  }

  const end: string[] = [];
  if (spec.pieces.some((p) => p.royal)) end.push(`Checkmate the enemy ${list(spec.pieces.filter((p) => p.royal).map((p) => p.name))} to win.`);
  else end.push('There is no check: every man may be captured and may move onto attacked squares.');
  for (const v of spec.end.victories) {
    switch (v.type) {
      case 'extinction':
        end.push(`Win by capturing every enemy ${names(v.pieces)}.`);
        break;
      case 'occupy':
        end.push(`Win by occupying all of the ${v.name} (${v.squares.map((s) => squareOfSpec(spec, s)).join(' ')}) with your men.`);
        break;
      case 'material':
        end.push(`Win by reducing the opponent to ${v.atMost} or fewer men (a move that leaves yourself with that few loses).`);
        break;
      case 'royal-attack':
        end.push(`Win at once when your ${names(v.pieces)} could move onto the enemy king's square after your move.`);
        break;
    }
  }
  end.push(
    spec.end.stalemate === 'draw' ? 'A player with no legal move who is not in check is stalemated: a draw.' : `A player with no legal move ${spec.end.stalemate === 'loss' ? 'loses' : 'wins'}.`,
  );
  const draws = [
    spec.end.repetition ? `${spec.end.repetition}-fold repetition` : '',
    spec.end.moveRule ? `${spec.end.moveRule} moves each without capture${spec.pieces.some((p) => p.resetsClock) ? ' or pawn move' : ''}` : '',
    spec.end.insufficientMaterial !== 'none' ? 'positions where no one can win' : '',
  ].filter(Boolean);
  end.push(draws.length ? `Draws: by agreement, ${list(draws)}.` : 'Draws only by agreement.');
  const forced = [
    spec.end.forcedRepetition ? `on the ${ordinal(spec.end.forcedRepetition)} occurrence of a position` : '',
    spec.end.forcedMoveRule ? `after ${spec.end.forcedMoveRule} moves each without capture${spec.pieces.some((p) => p.resetsClock) ? ' or pawn move' : ''} (unless the last move mates)` : '',
  ].filter(Boolean);
  if (forced.length) end.push(`With no claim, the game is drawn ${forced.join(' or ')}.`);

  return [
    { heading: 'Board and setup', lines: board },
    { heading: 'Pieces', lines: pieces },
    ...(special.length ? [{ heading: 'Special rules', lines: special }] : []),
    { heading: 'How the game ends', lines: end },
  ];
}
