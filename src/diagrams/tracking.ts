/**
 * What a game at a table keeps on paper besides the board, for the score sheet: what the rules remember
 * that the board does not show (the rule modules' `trackers`, and the engine's own man memory: a man's
 * once-per-game move, the move rule's clock, a repetition a rule judges), and every way the game can end
 * (checkmate and the end rules, and the rule modules' `endings`), as tick boxes.
 */

import type { Trackable } from '../engine/rules/hooks.js';
import { ordinal, pieceNames } from '../engine/rules/words.js';
import type { Variant } from '../engine/variant.js';

export type { Trackable };

/** Everything to track in a game of the variant, the engine's own first, then each rule module's (by label, once). */
export function trackables(v: Variant): Trackable[] {
  const { spec } = v;
  const out: Trackable[] = [];
  // A once-per-game move is each man's own (Orthodia's Warriors): a box per man.
  spec.pieces.forEach((p, t) => {
    if (p.atoms.some((a) => a.once))
      out.push({ kind: 'once', label: `${p.name}'s once-per-game move`, perMan: { pieces: [t] } });
  });
  for (const r of v.rules) out.push(...(r.trackers?.(v) ?? []));
  // The track runs to the move rule that ends the game with no claim where there is one (chess's 75th
  // move), past the one that lets a player claim it (the 50th).
  const { moveRule: claimed, forcedMoveRule: ends } = spec.end;
  const resetters = spec.pieces.flatMap((p, t) => (p.resetsClock ? [t] : []));
  if (claimed || ends)
    out.push({
      kind: 'count',
      label: `Moves without capture${resetters.length ? ` or ${pieceNames(spec, resetters, 'or')} move` : ''}`,
      from: 1,
      to: Math.max(claimed, ends),
      perSide: false,
      note: [
        'back to the start at every such move',
        claimed ? `a draw may be claimed at ${claimed}` : '',
        ends ? `drawn at ${ends}` : '',
      ]
        .filter(Boolean)
        .join('; '),
    });
  // Where a rule decides what a repetition means (perpetual check loses), the times a position stood count.
  const times = spec.end.repetition || spec.end.forcedRepetition;
  if (times && v.rules.some((r) => r.judgeRepetition))
    out.push({
      kind: 'count',
      label: 'Times the position has stood',
      from: 1,
      to: times,
      perSide: false,
      note: `the position that is repeating: move a token on each time it stands again; at ${times} the rules judge it`,
    });
  const seen = new Set<string>();
  return out.filter((t) => !seen.has(t.label) && seen.add(t.label));
}

/** Every way a game of the variant can end, in short words for a tick box: wins, then draws, then the players' own. */
export function endingWays(v: Variant): string[] {
  const { spec } = v;
  const e = spec.end;
  const ways: string[] = [];
  if (spec.pieces.some((p) => p.royal)) ways.push(e.checkmate === 'win' ? 'checkmated (wins)' : 'checkmate');
  ways.push(
    e.stalemate === 'draw'
      ? 'stalemate (draw)'
      : e.stalemate === 'count' || e.stalemate === 'count-fewer'
        ? 'no legal move (men counted)'
        : `no legal move (${e.stalemate === 'loss' ? 'loses' : 'wins'})`,
  );
  for (const r of v.rules) ways.push(...(r.endings?.(v) ?? []));
  if (e.repetition) ways.push(`${ordinal(e.repetition)} repetition, claimed`);
  if (e.forcedRepetition) ways.push(`${ordinal(e.forcedRepetition)} repetition`);
  if (e.moveRule) ways.push(`${e.moveRule}-move rule, claimed`);
  if (e.forcedMoveRule) ways.push(`${e.forcedMoveRule}-move rule`);
  if (e.insufficientMaterial !== 'none' || e.deadMaterial?.length) ways.push('no mate possible (draw)');
  ways.push('draw agreed', 'resignation');
  return [...new Set(ways)];
}
