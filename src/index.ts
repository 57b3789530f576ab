/**
 * fairyprint as a library (docs/api.md): variants and positions as values, moves as objects, a game
 * with its history, results for bad input, game records checked, and the printables written with the
 * command line's options.
 */

export {
  checkVariant,
  type ImportedVariant,
  type IniImportOptions,
  importIni,
  loadVariant,
  templateFile,
  variantIds,
} from './api/files.js';
export { Game } from './api/game.js';
export { dropMarks, type Mark, type MarkMode, moveMarks, prepareMarks } from './api/marks.js';
export {
  type BoardPicture,
  boardPicture,
  type MarkPicture,
  markPictures,
  movePaths,
  type PictureOptions,
  type Setup,
} from './api/picture.js';
export {
  FenError,
  type FenOptions,
  hand,
  type InHand,
  isCheck,
  legalMoves,
  legalMovesFrom,
  type Move,
  numberedStartPosition,
  type Outcome,
  outcome,
  type Placed,
  type Position,
  parseFen,
  parseMove,
  perft,
  pieces,
  placementFen,
  play,
  type Side,
  startPosition,
  startPositionNumber,
  toFen,
} from './api/position.js';
export {
  type BoardOptions,
  type CardOptions,
  type CounterOptions,
  type DiagramOptions,
  type FileOptions,
  type KitOptions,
  type KitPage,
  type KitPreview,
  type KitPreviewOptions,
  type KitProgress,
  type KitResult,
  kitPageSvg,
  type OutputFile,
  previewKit,
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
export { PRINT_OPTIONS, type PrintOptionSpec } from './api/print-options.js';
export {
  type ConvertedGame,
  type ConvertedRecords,
  convertRecords,
  numberedMoves,
  type RecordConvertOptions,
  type RecordPosition,
  type RecordReadOptions,
  type RecordValidateOptions,
  type ReplayedRecord,
  readRecords,
  recordFileText,
  recordFormats,
  replayRecords,
  validateRecords,
  writeRecord,
} from './api/records.js';
export { InputError, type Result, type SourceLocation } from './api/result.js';
export {
  type ErrorKind,
  formatReport,
  type GameClaim,
  type GameError,
  type GameReport,
  type ValidateOptions,
  validateGames,
  validateStream,
} from './api/validate.js';
export {
  checkDefinition,
  type DefinitionCheck,
  describeVariant,
  type PieceKind,
  parseVariant,
  type Square,
  type Variant,
  variantAsIni,
} from './api/variant.js';
export type { Termination } from './engine/outcome.js';
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
