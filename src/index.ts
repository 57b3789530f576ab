/**
 * fairyprint as a library (docs/api.md): variants and positions as values, moves as objects, results for
 * bad input, game records checked, and the printables written with the command line's options.
 */
export { InputError, type SourceLocation } from './errors.js';
export type { Result } from './api/result.js';
export { loadVariant, parseVariant, variantIds, type Variant } from './api/variant.js';
export {
  hand,
  isCheck,
  legalMoves,
  outcome,
  parseFen,
  parseMove,
  perft,
  pieces,
  play,
  startPosition,
  toFen,
  type FenOptions,
  type InHand,
  type Move,
  type Outcome,
  type Placed,
  type Position,
  type Side,
} from './api/position.js';
export type { Termination } from './engine/outcome.js';
export { validateGames, type ValidateOptions } from './api/validate.js';
export type { ErrorKind, GameClaim, GameError, GameReport } from './validate/replay.js';
export type { PgnResult } from './notation/pgn.js';
export { formatText as formatReport } from './validate/format.js';
export {
  renderBoard,
  renderCards,
  renderCounters,
  renderDiagram,
  writeBoard,
  writeCards,
  writeCounters,
  writeDiagram,
  writeKit,
  type BoardOptions,
  type CardOptions,
  type CounterOptions,
  type DiagramOptions,
  type FileOptions,
  type KitOptions,
  type KitProgress,
  type KitResult,
  type OutputFile,
  type WrittenFile,
} from './api/print.js';
export type { Orientation, PaperName } from './render/layout/paper.js';
export type { Format } from './render/backends/index.js';
