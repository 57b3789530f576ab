/**
 * Turns a schema-checked definition into the engine's VariantSpec: resolves square names, piece ids,
 * Betza strings and white-relative ranks, and checks what the schema cannot (unknown pieces, squares off
 * the board, setup counts). Every problem names the field path it was found at.
 */
import type { AtomSpec, CastlingSpec, PieceSpec, VariantSpec, VictorySpec } from '../engine/spec.js';
import { PlacementError, parsePlacement } from '../notation/fen.js';
import { defaultFileLabels, parseSquareIn } from '../notation/squares.js';
import { BetzaError, describeAtoms, parseBetza } from './betza.js';
import type { AtomDefinition, DefinitionFile } from './schema.js';

export type FieldPath = (string | number)[];

/** A problem at a field of the definition; `offset` is a character offset inside a string value. */
export class DefinitionProblem extends Error {
  constructor(
    readonly path: FieldPath,
    message: string,
    readonly offset: number | null = null,
  ) {
    super(message);
  }
}

const MAX_CHAIN = 26;

export function compileDefinition(def: DefinitionFile, fallbackId: string): VariantSpec {
  const problems: DefinitionProblem[] = [];
  const spec = compileCollecting(def, fallbackId, problems);
  if (problems.length > 0) throw problems[0]!;
  return spec!;
}

/** Compiles, collecting every independent problem instead of stopping at the first. */
export function compileCollecting(def: DefinitionFile, fallbackId: string, problems: DefinitionProblem[]): VariantSpec | null {
  const attempt = <T>(fn: () => T): T | null => {
    try {
      return fn();
    } catch (e) {
      if (e instanceof DefinitionProblem) {
        problems.push(e);
        return null;
      }
      throw e;
    }
  };
  const { files, ranks } = def.board;
  const fileLabels = def.board.fileLabels ?? defaultFileLabels(files);
  if (fileLabels.length !== files) {
    problems.push(new DefinitionProblem(['board', 'fileLabels'], `${fileLabels.length} file labels for ${files} files`));
    return null;
  }
  if (new Set(fileLabels).size !== files) {
    problems.push(new DefinitionProblem(['board', 'fileLabels'], 'file labels must all differ'));
    return null;
  }
  const full = { files, ranks, fileLabels, exists: new Array<boolean>(files * ranks).fill(true) };
  const squaresOf = (text: string, path: FieldPath, geometry = full): number[] => {
    const [a, b] = text.split(':');
    const sa = parseSquareIn(geometry, a!);
    const sb = b === undefined ? sa : parseSquareIn(geometry, b);
    if (sa < 0 || sb < 0) throw new DefinitionProblem(path, `"${text}" is not a square of the ${files}x${ranks} board`);
    const out: number[] = [];
    const [x0, x1] = [Math.min(sa % files, sb % files), Math.max(sa % files, sb % files)];
    const [y0, y1] = [Math.min((sa / files) | 0, (sb / files) | 0), Math.max((sa / files) | 0, (sb / files) | 0)];
    for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) if (geometry.exists[y * files + x]) out.push(y * files + x);
    return out;
  };

  const exists = new Array<boolean>(files * ranks).fill(true);
  (def.board.holes ?? []).forEach((h, i) => attempt(() => squaresOf(h, ['board', 'holes', i]).forEach((sq) => (exists[sq] = false))));
  const geometry = { files, ranks, fileLabels, exists };
  const square = (text: string, path: FieldPath): number => {
    const sq = parseSquareIn(geometry, text);
    if (sq < 0) throw new DefinitionProblem(path, `"${text}" is not a square of this board`);
    return sq;
  };

  const ids = def.pieces.map((p) => p.id.toUpperCase());
  def.pieces.forEach((p, i) => {
    if (ids.indexOf(p.id.toUpperCase()) !== i) {
      problems.push(new DefinitionProblem(['pieces', i, 'id'], `piece id "${p.id}" is used twice (ids ignore case)`));
    }
  });
  const pieceIndex = (id: string, path: FieldPath): number => {
    const t = ids.indexOf(id.toUpperCase());
    if (t < 0) throw new DefinitionProblem(path, `unknown piece "${id}" (pieces: ${def.pieces.map((p) => p.id).join(' ')})`);
    return t;
  };
  const rankIndex = (r: number, path: FieldPath): number => {
    if (r > ranks) throw new DefinitionProblem(path, `rank ${r} is beyond the board's ${ranks} ranks`);
    return r - 1;
  };

  const pieces: PieceSpec[] = def.pieces.map((p, i) => {
    const path: FieldPath = ['pieces', i, 'moves'];
    const atoms =
      attempt(() =>
        typeof p.moves === 'string'
          ? betza(p.moves, path)
          : p.moves.flatMap((a, j) => compileAtom(a, [...path, j], files, ranks)),
      ) ?? [];
    return {
      id: p.id,
      name: p.name,
      abbrev: p.abbrev,
      value: p.value ?? null,
      royal: p.royal ?? false,
      rules: p.rules ?? '',
      summary: typeof p.moves === 'string' ? p.moves : describeAtoms(atoms),
      atoms,
      resetsClock: p.resetsClock ?? false,
      spare: p.spare ?? null,
    };
  });
  pieces.forEach((p, i) => {
    if (!p.atoms.length && problems.every((q) => q.path[1] !== i)) {
      problems.push(new DefinitionProblem(['pieces', i, 'moves'], 'a piece needs at least one move'));
    }
  });

  const setupPlacement = def.setup.position.split(/\s+/)[0]!;
  const setup =
    attempt(() => {
      try {
        return parsePlacement(setupPlacement, { files, ranks, exists, pieceIds: def.pieces.map((p) => p.id) });
      } catch (e) {
        if (e instanceof PlacementError) throw new DefinitionProblem(['setup', 'position'], e.message, e.column);
        throw e;
      }
    }) ?? new Int16Array(files * ranks);

  const royalsPerSide = [0, 0];
  setup.forEach((code) => {
    if (code !== 0 && pieces[Math.abs(code) - 1]?.royal) royalsPerSide[code > 0 ? 0 : 1]!++;
  });
  if (royalsPerSide.some((n) => n > 1)) {
    problems.push(new DefinitionProblem(['setup', 'position'], 'at most one royal piece per side is supported'));
  }

  const free = def.setup.free;
  const freeSetup =
    free &&
    attempt(() => {
      const counts = new Array<number>(pieces.length).fill(0);
      for (const [id, n] of Object.entries(free.counts)) counts[pieceIndex(id, ['setup', 'free', 'counts', id])] = n;
      const freeRanks = free.ranks.map((r, i) => rankIndex(r, ['setup', 'free', 'ranks', i]));
      const room = freeRanks.reduce((n, r) => n + exists.slice(r * files, (r + 1) * files).filter(Boolean).length, 0);
      const men = counts.reduce((a, b) => a + b, 0);
      if (men > room) throw new DefinitionProblem(['setup', 'free', 'counts'], `${men} men do not fit the ${room} squares of ranks ${free.ranks.join(', ')}`);
      return {
        counts,
        ranks: freeRanks,
        placement: (free.placement ?? []).map((pl, i) => ({
          pieces: pl.pieces.map((id, j) => pieceIndex(id, ['setup', 'free', 'placement', i, 'pieces', j])),
          ranks: pl.ranks.map((r, j) => rankIndex(r, ['setup', 'free', 'placement', i, 'ranks', j])),
        })),
      };
    });

  const setupOptions = (def.setup.options ?? []).flatMap((o, i) => {
    const swap = attempt(() => o.swap.map((id, j) => pieceIndex(id, ['setup', 'options', i, 'swap', j])) as [number, number]);
    return swap ? [{ id: o.id, name: o.name, swap }] : [];
  });

  const castling: CastlingSpec[] = (def.castling ?? []).flatMap((c, i) => {
    const r = attempt(() => ({
      right: c.right,
      king: square(c.king, ['castling', i, 'king']),
      rook: square(c.rook, ['castling', i, 'rook']),
      kingTo: c.kingTo.map((s, j) => square(s, ['castling', i, 'kingTo', j])),
      rookTo: square(c.rookTo, ['castling', i, 'rookTo']),
    }));
    if (r) {
      const rank = (sq: number): number => (sq / files) | 0;
      if (![r.rook, r.rookTo, ...r.kingTo].every((sq) => rank(sq) === rank(r.king))) {
        problems.push(new DefinitionProblem(['castling', i], 'castling moves king and rook along one rank'));
      }
    }
    return r ? [r] : [];
  });

  const promotion = (def.promotion ?? []).flatMap((p, i) => {
    const r = attempt(() => ({
      pieces: p.pieces.map((id, j) => pieceIndex(id, ['promotion', i, 'pieces', j])),
      ranks: (p.ranks ?? [ranks]).map((x, j) => rankIndex(x, ['promotion', i, 'ranks', j])),
      to: p.to.map((id, j) => pieceIndex(id, ['promotion', i, 'to', j])),
    }));
    return r ? [r] : [];
  });

  const end = def.end ?? {};
  const victories: VictorySpec[] = (end.victories ?? []).flatMap((w, i): VictorySpec[] => {
    const r = attempt((): VictorySpec => {
      switch (w.type) {
        case 'extinction':
        case 'royal-attack':
          return { type: w.type, pieces: w.pieces.map((id, j) => pieceIndex(id, ['end', 'victories', i, 'pieces', j])) };
        case 'occupy':
          return { type: 'occupy', name: w.name, squares: w.squares.map((s, j) => square(s, ['end', 'victories', i, 'squares', j])) };
        case 'material':
          return { type: 'material', atMost: w.atMost };
      }
    });
    return r ? [r] : [];
  });

  const rulesDef = def.rules ?? {};
  const rightsUsed = new Set(castling.map((c) => c.right));
  const freshRight = (wanted: string | undefined, fallback: string, path: FieldPath): string => {
    const letter = wanted ?? [fallback, ...'ABCDEFGHIJLMNOPRSTUVWXYZ'].find((l) => !rightsUsed.has(l))!;
    if (rightsUsed.has(letter)) throw new DefinitionProblem(path, `right letter "${letter}" is already used`);
    rightsUsed.add(letter);
    return letter;
  };
  const nexialCastling =
    (rulesDef.nexialCastling &&
      attempt(() => ({
        nexials: rulesDef.nexialCastling!.nexials.map((id, j) => pieceIndex(id, ['rules', 'nexialCastling', 'nexials', j])),
        right: freshRight(rulesDef.nexialCastling!.right, 'C', ['rules', 'nexialCastling', 'right']),
      }))) ||
    null;
  const guardCall =
    (rulesDef.guardCall &&
      attempt(() => ({
        piece: pieceIndex(rulesDef.guardCall!.piece, ['rules', 'guardCall', 'piece']),
        right: freshRight(rulesDef.guardCall!.right, 'G', ['rules', 'guardCall', 'right']),
      }))) ||
    null;
  const wrap =
    (rulesDef.wrap && attempt(() => ({ pieces: rulesDef.wrap!.pieces.map((id, j) => pieceIndex(id, ['rules', 'wrap', 'pieces', j])) }))) || null;

  if (problems.length > 0) return null;
  return {
    id: def.id ?? fallbackId,
    name: def.name,
    files,
    ranks,
    fileLabels,
    exists,
    pieces,
    setup,
    setupText: def.setup.position,
    freeSetup: freeSetup ?? null,
    setupOptions,
    castling,
    promotion,
    end: {
      stalemate: end.stalemate ?? 'draw',
      repetition: end.repetition ?? 3,
      moveRule: end.moveRule ?? 50,
      forcedRepetition: end.forcedRepetition ?? 5,
      forcedMoveRule: end.forcedMoveRule ?? 75,
      insufficientMaterial: end.insufficientMaterial ?? 'bare-royals',
      victories,
    },
    rules: { reversal: rulesDef.reversal ?? false, nexialCastling, guardCall, wrap },
  };
}

function betza(text: string, path: FieldPath): AtomSpec[] {
  try {
    return parseBetza(text);
  } catch (e) {
    if (e instanceof BetzaError) throw new DefinitionProblem(path, e.message, e.index);
    throw e;
  }
}

function compileAtom(a: AtomDefinition, path: FieldPath, files: number, ranks: number): AtomSpec[] {
  const kinds = (['betza', 'leap', 'ride', 'collide', 'hopchain'] as const).filter((k) => a[k] !== undefined);
  if (kinds.length !== 1) {
    throw new DefinitionProblem(path, 'a move part needs exactly one of betza, leap, ride, collide, hopchain');
  }
  const common = {
    ...(a.dirs ? { dirs: a.dirs } : {}),
    ...(a.initial ? { initial: true } : {}),
    ...(a.once ? { once: true } : {}),
    ...(a.checks !== undefined ? { checks: a.checks } : {}),
    ...(a.enPassant === 'target' ? { enPassantTarget: true } : {}),
    ...(a.enPassant === 'capture' ? { enPassantCapture: true } : {}),
  };
  const mode = a.mode ?? 'both';
  const rideOnly = (k: 'range' | 'min' | 'parity' | 'passOver'): void => {
    if (a[k] !== undefined && !(kinds[0] === 'ride' || kinds[0] === 'betza')) {
      throw new DefinitionProblem([...path, k], `"${k}" applies to riders only`);
    }
  };
  (['range', 'min', 'parity', 'passOver'] as const).forEach(rideOnly);
  const vec = (v: readonly [number, number], key: string): [number, number] => {
    if (v[0] === 0 && v[1] === 0) throw new DefinitionProblem([...path, key], 'a step of (0, 0) goes nowhere');
    if (v[0] >= files && v[0] >= ranks) throw new DefinitionProblem([...path, key], `step (${v[0]}, ${v[1]}) is larger than the board`);
    return [v[0], v[1]];
  };
  switch (kinds[0]) {
    case 'betza': {
      const atoms = betza(a.betza!, [...path, 'betza']);
      return atoms.map((atom) => {
        const merged = { ...atom, ...common, ...(a.mode ? { mode: a.mode } : {}) };
        if (merged.kind === 'ride') {
          if (a.range !== undefined) merged.max = a.range;
          if (a.min !== undefined) merged.min = a.min;
          if (a.parity) merged.parity = a.parity;
          if (a.passOver) merged.passOver = a.passOver;
        } else if (a.range !== undefined || a.min !== undefined || a.parity || a.passOver) {
          throw new DefinitionProblem([...path, 'betza'], `range, min, parity and passOver need a rider, "${a.betza}" is a leaper`);
        }
        return merged;
      });
    }
    case 'leap':
      return [{ kind: 'leap', offset: vec(a.leap!, 'leap'), mode, ...common }];
    case 'ride': {
      const max = a.range ?? 0;
      const min = a.min ?? 1;
      if (max > 0 && min > max) throw new DefinitionProblem([...path, 'min'], `min ${min} is more than range ${max}`);
      return [
        {
          kind: 'ride',
          offset: vec(a.ride!, 'ride'),
          mode,
          min,
          max,
          ...(a.parity ? { parity: a.parity } : {}),
          ...(a.passOver ? { passOver: a.passOver } : {}),
          ...common,
        },
      ];
    }
    case 'collide':
      return [{ kind: 'collide', offset: vec(a.collide!, 'collide'), mode: 'capture', ...common }];
    case 'hopchain': {
      const maxLegs = a.maxLegs ?? MAX_CHAIN;
      return [{ kind: 'hopchain', offset: vec(a.hopchain!, 'hopchain'), mode: 'move', maxLegs, ...common }];
    }
  }
  throw new DefinitionProblem(path, 'unreachable');
}
