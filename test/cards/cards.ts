/**
 * Reading move diagrams back out of written SVG cards: each diagram's window (frame and square size),
 * the pieces placed on it and the marks drawn, all as squares found from where they are on the page.
 */

import { moveTo } from '../../src/engine/move.js';
import { MoveList, pieceMoves } from '../../src/engine/movegen.js';
import { Position } from '../../src/engine/position.js';
import { compileVariant } from '../../src/engine/rules/index.js';
import type { VariantSpec } from '../../src/engine/spec.js';
import { type Variant, WHITE } from '../../src/engine/variant.js';
import { defaultFileLabels } from '../../src/notation/squares.js';
import { rectBox, type SvgFile } from '../render/measure.js';

export interface DrawnPiece {
  x: number;
  y: number;
  type: number;
  white: boolean;
  subject: boolean;
}

export interface DrawnMark {
  x: number;
  y: number;
  /** The kind the id names: mode, then jump / initial / once / legs. */
  tags: string[];
}

export interface DrawnDiagram {
  /** c5-d0: card 5, diagram 0 (the main one; examples from 1). */
  id: string;
  files: number;
  ranks: number;
  square: number;
  pieces: DrawnPiece[];
  marks: DrawnMark[];
}

/** Every move diagram of a card page, with squares computed from positions on the page. */
export function drawnDiagrams(svg: SvgFile): DrawnDiagram[] {
  const out: DrawnDiagram[] = [];
  for (const frameEl of svg.elements.filter((e) => e.name === 'rect' && /^c\d+-d\d+-frame$/.test(e.attrs.id ?? ''))) {
    const id = frameEl.attrs.id!.replace(/-frame$/, '');
    const frame = rectBox(frameEl);
    const inWindow = svg.elements.filter((e) => e.ancestors[e.ancestors.length - 1] === id);
    const square = Math.min(
      ...inWindow
        .filter((e) => e.name === 'rect' && e !== frameEl)
        .map((e) => rectBox(e).w)
        .filter((w) => w < frame.w - 1e-6),
    );
    const files = Math.round(frame.w / square);
    const ranks = Math.round(frame.h / square);
    const at = (px: number, py: number): { x: number; y: number } => ({
      x: Math.floor((px - frame.x) / square),
      y: ranks - 1 - Math.floor((py - frame.y) / square),
    });
    const pieces: DrawnPiece[] = [];
    const marks: DrawnMark[] = [];
    for (const el of svg.elements) {
      const pid = el.name === 'g' ? el.attrs.id : undefined;
      if (!pid?.startsWith(`${id}-`)) continue;
      const piece = /^.*-(subject|piece)-\d+-\d+-([wb])(\d+)$/.exec(pid);
      // A piece's group is translated to its square's centre, a mark's to its top-left corner.
      if (piece)
        pieces.push({
          ...at(el.dx, el.dy),
          type: Number(piece[3]),
          white: piece[2] === 'w',
          subject: piece[1] === 'subject',
        });
      const mark = /^.*-mark-\d+-\d+-(.*)$/.exec(pid);
      if (mark) marks.push({ ...at(el.dx + square / 2, el.dy + square / 2), tags: mark[1]!.split('-') });
    }
    out.push({ id, files, ranks, square, pieces, marks });
  }
  return out;
}

/** A bare board of the window's size with every piece of the variant, compiled here, apart from the diagram code. */
const boards = new Map<string, Variant>();
export function bareBoard(spec: VariantSpec, files: number, ranks: number): Variant {
  const key = `${spec.id}:${files}x${ranks}`;
  let v = boards.get(key);
  if (!v) {
    v = compileVariant({
      ...spec,
      id: `${spec.id}-test-window`,
      files,
      ranks,
      fileLabels: defaultFileLabels(files),
      exists: new Array<boolean>(files * ranks).fill(true),
      setup: new Int16Array(files * ranks),
      setupText: '',
      freeSetup: null,
      setupOptions: [],
      castling: [],
      promotion: [],
      end: {
        stalemate: 'draw',
        repetition: 0,
        moveRule: 0,
        forcedRepetition: 0,
        forcedMoveRule: 0,
        insufficientMaterial: 'none',
        victories: [],
      },
      rules: { reversal: false, nexialCastling: null, guardCall: null, wrap: null },
    });
    boards.set(key, v);
  }
  return v;
}

/** The engine's targets for the subject among these pieces (White's move), given its memory bits. */
export function engineTargets(
  v: Variant,
  pieces: readonly DrawnPiece[],
  subject: DrawnPiece,
  mem: number,
): Set<string> {
  const pos = new Position(v);
  for (const p of pieces) pos.board[p.y * v.files + p.x] = (p.white ? 1 : -1) * (p.type + 1);
  const from = subject.y * v.files + subject.x;
  pos.mem[from] = mem;
  pos.turn = WHITE;
  pos.refresh();
  const list = new MoveList();
  pieceMoves(pos, from, list);
  return new Set(list.toArray().map((m) => `${moveTo(m) % v.files},${Math.floor(moveTo(m) / v.files)}`));
}
