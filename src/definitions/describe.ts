/** A plain-text summary of what a definition defines, for `fairyprint check`. */
import { turnedOtherwise, type Variant } from '../engine/variant.js';
import { squareName } from '../notation/squares.js';

export function describeVariant(v: Variant): string[] {
  const s = v.spec;
  const holes = v.exists.reduce((n, e) => n + (e ? 0 : 1), 0);
  const lines = [
    `${s.id}: ${s.name}`,
    `board: ${v.files}x${v.ranks}${holes ? ` with ${holes} holes (${v.size - holes} squares)` : ''}, files ${s.fileLabels.join(' ')}`,
  ];
  const counts = [new Array<number>(v.nTypes).fill(0), new Array<number>(v.nTypes).fill(0)];
  s.setup.forEach((code) => {
    if (code !== 0) counts[code > 0 ? 0 : 1]![Math.abs(code) - 1]!++;
  });
  lines.push(`pieces: ${v.nTypes} type${v.nTypes === 1 ? '' : 's'}`);
  s.pieces.forEach((p, t) => {
    const flags = [
      p.royal ? 'royal' : '',
      p.value !== null ? `value ${p.value}` : '',
      turnedOtherwise(p) ? "Black's turned round" : '',
    ]
      .filter(Boolean)
      .join(', ');
    lines.push(
      `  ${p.id.padEnd(4)} ${p.abbrev.padEnd(3)} ${p.name.padEnd(18)} ${p.summary}${flags ? `  (${flags})` : ''}  setup ${counts[0]![t]}+${counts[1]![t]}`,
    );
  });
  const men = counts.map((c) => c.reduce((a, b) => a + b, 0));
  lines.push(
    `setup: ${men[0]} White and ${men[1]} Black men${s.freeSetup ? ' (free setup; this is the default)' : ''}`,
  );
  for (const c of s.castling) {
    lines.push(
      `castling ${c.right}: king ${squareName(v, c.king)} to ${c.kingTo.map((q) => squareName(v, q)).join(' or ')}, rook ${squareName(v, c.rook)} to ${squareName(v, c.rookTo)}`,
    );
  }
  if (s.chess960)
    lines.push(
      `chess960: the back rank${s.chess960Shuffled ? `'s ${s.chess960Shuffled.map((t) => s.pieces[t]!.id).join(' ')} (the others stay)` : ''} in any arrangement with bishops on both colours and the king between the rooks; castling from wherever king and rook stand`,
    );
  for (const p of s.promotion) {
    const optional = p.optional?.length ? ` (optional on ${p.optional.map((r) => r + 1).join(',')})` : '';
    const limited = p.to.filter((t) => p.limits?.[t]).map((t) => `${s.pieces[t]!.id} ${p.limits![t]}`);
    const limits = limited.length ? `, at most ${limited.join(' ')}` : '';
    const side = p.side === undefined ? '' : `${p.side === 0 ? 'white' : 'black'} `;
    const zone = p.squares
      ? `squares ${p.squares.map((sq) => `${s.fileLabels[sq % s.files]}${Math.floor(sq / s.files) + 1}`).join(',')}`
      : `rank ${p.ranks.map((r) => r + 1).join(',')}`;
    lines.push(
      `promotion: ${side}${p.pieces.map((t) => s.pieces[t]!.id).join(' ')} on ${zone}${optional} to ${p.to.map((t) => s.pieces[t]!.id).join(' ')}${limits}`,
    );
  }
  const modules = Object.entries(s.rules)
    .filter(([, on]) => on)
    .map(([name]) => name);
  if (modules.length) lines.push(`rule modules: ${modules.join(', ')}`);
  const look = [
    s.points ? 'board of points' : s.linesBoard ? 'board of lines' : '',
    s.counters ? `counters: ${s.counters.shape}, ${s.counters.sides}` : '',
  ].filter(Boolean);
  if (look.length) lines.push(`print: ${look.join('; ')}`);
  const ends = s.end.victories.map((w) => w.type);
  // Perpetual check (then chase) decides each repetition the variant has, claimed or not. The ends that
  // need no claim come when a count is reached (a position's fifth time, the 75th move) and are not always
  // draws (Shogi's fourth repetition loses for perpetual check), so the line calls them by that.
  const losing = [s.end.perpetualCheck ? 'check' : '', s.end.perpetualChase ? 'chase' : ''].filter(Boolean);
  const perpetual = (count: number): string =>
    count && losing.length ? ` (perpetual ${losing.join(' and ')} ${losing.length > 1 ? 'lose' : 'loses'})` : '';
  const c = s.end.counting;
  const counting = c
    ? `, counting: board's honour ${c.boardHonour}, pieces' honour ${c.piecesHonour.map((h) => h.moves).join('/')} moves`
    : '';
  const k = s.end.connect;
  const shapes = k
    ? [
        k.row ? `${k.row} in a row` : '',
        k.square ? `${k.square}x${k.square} block` : '',
        k.collinear ? `${k.collinear} on a line` : '',
      ]
    : [];
  const connect = k ? `, connect (${k.result}): ${shapes.filter(Boolean).join(' or ')}` : '';
  lines.push(
    `end: ${s.end.checkmate === 'win' ? 'checkmate wins, ' : ''}stalemate ${s.end.stalemate}, claimed: repetition ${s.end.repetition || 'none'}${perpetual(s.end.repetition)}, move rule ${s.end.moveRule || 'none'}; with no claim: repetition ${s.end.forcedRepetition || 'none'}${perpetual(s.end.forcedRepetition)}, move rule ${s.end.forcedMoveRule || 'none'}${counting}${connect}${ends.length ? `, victories: ${ends.join(', ')}` : ''}`,
  );
  return lines;
}
