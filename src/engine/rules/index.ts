/**
 * The registry: every rule module, one line each. A rule module is a rule a definition switches on that
 * plain move data cannot say; each lives in one file of this folder, with all of the rule in it, and
 * takes its types from hooks.ts, never from here. Adding a rule: docs/architecture.md, "Adding a rule
 * module".
 */
import type { MoveKind } from '../move.js';
import type { VariantSpec } from '../spec.js';
import { compileTables, type Variant } from '../variant.js';
import { atomic } from './atomic.js';
import { bentRider } from './bent-rider.js';
import { bikjang } from './bikjang.js';
import { cambodianMoves } from './cambodian-moves.js';
import { castling } from './castling.js';
import { castlingDropped } from './castling-dropped.js';
import { castlingWins } from './castling-wins.js';
import { checkCount } from './check-count.js';
import { collision } from './collision.js';
import { connect } from './connect.js';
import { counting } from './counting.js';
import { drawOdds } from './draw-odds.js';
import { dropChecksRule } from './drop-checks.js';
import { drops } from './drops.js';
import { enclosingDrop } from './enclosing-drop.js';
import { flip } from './flip.js';
import { flyingGeneral } from './flying-general.js';
import { gating } from './gating.js';
import { guardCall } from './guard-call.js';
import type { RuleModule } from './hooks.js';
import { initialRoyal } from './initial-royal.js';
import { makpong } from './makpong.js';
import { materialCount } from './material-count.js';
import { moveRepetition } from './move-repetition.js';
import { mustCapture } from './must-capture.js';
import { mustDrop } from './must-drop.js';
import { mutualImmunity } from './mutual-immunity.js';
import { nexialCastling } from './nexial-castling.js';
import { noChecks } from './no-checks.js';
import { oppositeColourDrops } from './opposite-colour-drops.js';
import { pass } from './pass.js';
import { perpetualChase } from './perpetual-chase.js';
import { perpetualCheck } from './perpetual-check.js';
import { petrify } from './petrify.js';
import { pseudoRoyal } from './pseudo-royal.js';
import { repetitionResult } from './repetition-result.js';
import { reversal } from './reversal.js';
import { shatarMate } from './shatar-mate.js';
import { sittuyinPromotion } from './sittuyin-promotion.js';
import { victories } from './victories.js';
import { volley } from './volley.js';
import { walls } from './walls.js';
import { wrap } from './wrap.js';

export type {
  ExampleArrangement,
  ExamplePiece,
  RuleAttempt,
  RuleCard,
  RuleModule,
  RuleVerdict,
  TextStyle,
  TextWords,
} from './hooks.js';

/** Every rule module, in the order the summary lists them: one line per module. */
const registry: readonly RuleModule[] = [
  castling,
  reversal,
  nexialCastling,
  guardCall,
  wrap,
  collision,
  volley,
  bentRider,
  drops,
  sittuyinPromotion,
  enclosingDrop,
  flip,
  gating,
  flyingGeneral,
  // Restrictions narrow the legal moves in this order: the safety of men royal while few first, as a
  // king's; a capture that gives check is no move, so it cannot make capturing compulsory
  // (Fairy-Stockfish's has_capture counts legal captures only).
  mutualImmunity,
  pseudoRoyal,
  noChecks,
  dropChecksRule,
  mustCapture,
  makpong,
  initialRoyal,
  shatarMate,
  cambodianMoves,
  // Before must-drop: a drop this rule forbids is no drop the player must make (Fairy-Stockfish's legal()).
  oppositeColourDrops,
  mustDrop,
  // After must-drop, whose placement phase the setup page tells first.
  castlingDropped,
  atomic,
  petrify,
  // Each legal move, as the rules above leave them, with every square its wall may go to.
  walls,
  // A pass is added where the rules above leave no move.
  pass,
  // After the pass: the pass it leaves out in check, for the player whose king is faced.
  bikjang,
  victories,
  connect,
  castlingWins,
  checkCount,
  perpetualCheck,
  perpetualChase,
  moveRepetition,
  // After the rules that judge a repetition by how it came about: it decides only what they leave.
  repetitionResult,
  counting,
  materialCount,
  // Last: a draw, however the rules above reach it, goes to the side with draw odds.
  drawOdds,
];

/** Every rule module, registry order. */
export const allRules = (): readonly RuleModule[] => registry;

/** Compiles a variant with the rule modules it uses bound in (the engine asks them through its hooks). */
export const compileVariant = (spec: VariantSpec): Variant => compileTables(spec, rulesOf(spec));

/** The mode of a move part a rule module implements: whether it moves, captures or both, said by its module. */
export function partMode(kind: 'collide' | 'hopchain'): 'move' | 'capture' {
  return registry.find((r) => r.part === kind)!.partMode!;
}

/** The modules a variant uses. */
export const rulesOf = (spec: VariantSpec): RuleModule[] => allRules().filter((r) => r.uses(spec));

/** The module whose moves have each kind (kinds are 4 bits: engine/move.ts). */
const kindRules = Array.from({ length: 16 }, (_, kind) => registry.find((r) => r.kinds?.includes(kind)));

/** The module whose moves have this kind, if any. */
export const ruleOfKind = (kind: MoveKind): RuleModule | undefined => kindRules[kind];
