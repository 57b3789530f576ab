/**
 * fairyprint as a library (docs/api.md): variants and positions as values, moves as objects, results for
 * bad input, game records checked, and the printables written with the command line's options.
 */

export {
  type FenOptions,
  hand,
  type InHand,
  isCheck,
  legalMoves,
  type Move,
  type Outcome,
  outcome,
  type Placed,
  type Position,
  parseFen,
  parseMove,
  perft,
  pieces,
  play,
  type Side,
  startPosition,
  toFen,
} from './api/position.js';
export {
  type BoardOptions,
  type CardOptions,
  type CounterOptions,
  type DiagramOptions,
  type FileOptions,
  type KitOptions,
  type KitProgress,
  type KitResult,
  type OutputFile,
  renderBoard,
  renderCards,
  renderCounters,
  renderDiagram,
  type WrittenFile,
  writeBoard,
  writeCards,
  writeCounters,
  writeDiagram,
  writeKit,
} from './api/print.js';
export {
  numberedMoves,
  type RecordReadOptions,
  type RecordValidateOptions,
  readRecords,
  recordFormats,
  validateRecords,
  writeRecord,
} from './api/records.js';
export type { Result } from './api/result.js';
export { type ValidateOptions, validateGames } from './api/validate.js';
export { loadVariant, parseVariant, type Variant, variantIds } from './api/variant.js';
export type { Termination } from './engine/outcome.js';
export { InputError, type SourceLocation } from './errors.js';
export type { PgnResult } from './notation/pgn.js';
export type {
  GameRecord,
  RecordMove,
  RecordResult,
  RecordStart,
  RecordTag,
  SourcePos,
  WritableRecord,
} from './notation/records/record.js';
export type { Format } from './render/backends/index.js';
export type { Orientation, PaperName } from './render/layout/paper.js';
export { formatText as formatReport } from './validate/format.js';
export type { ErrorKind, GameClaim, GameError, GameReport } from './validate/replay.js';
