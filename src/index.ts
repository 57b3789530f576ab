/** fairyprint as a library: everything the CLI does is available from here without it. */
export { InputError, type SourceLocation } from './errors.js';
export { checkDefinitionText, checkIniSection, loadDefinitionText, loadVariant, templateIds, type LoadedVariant } from './definitions/load.js';
export { parseIni, type IniSection } from './definitions/ini.js';
export { importSection, importSections, type ImportedDefinition } from './definitions/fsf-import.js';
export { importedYaml, importedRulesStub } from './definitions/fsf-export.js';
export { variantJsonSchema } from './definitions/json-schema.js';
export { describeVariant } from './definitions/describe.js';
export { parseBetza } from './definitions/betza.js';
export type { VariantSpec, PieceSpec, AtomSpec } from './engine/spec.js';
export { WHITE, BLACK, type Variant, type Color } from './engine/variant.js';
export { compileVariant } from './engine/rules/index.js';
export { Position } from './engine/position.js';
export { MoveKind, moveFrom, moveTo, movePromo, moveKind, moveExtra, type Move } from './engine/move.js';
export { MoveList, generateLegal, generateLegalFrom, inCheck, attacked } from './engine/movegen.js';
export { victory } from './engine/rules/victories.js';
export { perft, perftDivide } from './engine/perft.js';
export { forcedOutcome, deadPosition, resultText, type Outcome, type Termination } from './engine/outcome.js';
export { Game } from './engine/game.js';
export { parseFen, toFen, FenError, FenSetupError } from './notation/fen.js';
export { setupProblems, type SetupCheckOptions, type SetupProblem, type SetupProblemCode } from './engine/setup-check.js';
export { startPosition } from './engine/start.js';
export { squareName, parseSquare } from './notation/squares.js';
export { moveText } from './notation/coordinate.js';
export { pieceDiagram, exampleDiagrams, type MoveDiagram, type DiagramMark } from './diagrams/moves.js';
export { rulesSummary } from './diagrams/summary.js';
export { parsePgn, type PgnGame } from './notation/pgn.js';
export { validateText, validateGame, type GameReport, type ValidateOptions } from './validate/replay.js';
export { formatText as formatReport, formatJson as formatReportsJson } from './validate/format.js';

import type { Move } from './engine/move.js';
import type { Position } from './engine/position.js';

/** The position after a move, as a new value; the given position is unchanged. */
export function play(pos: Position, move: Move): Position {
  const next = pos.clone();
  next.make(move);
  return next;
}

export {
  boardScene,
  counterScene,
  renderBoard,
  renderCounters,
  renderFiles,
  writeBoard,
  writeCounters,
  type BoardOptions,
  type CounterOptions,
  type OutputFile,
  type WrittenFile,
  type Scene,
} from './render/index.js';
export { renderCards, writeCards, renderDiagram, writeDiagram, writeKit, type KitOptions, type KitResult } from './kit/index.js';
export { cardScene, type CardOptions } from './render/card-layout.js';
export { positionScene, type PositionDiagramOptions } from './render/diagram-layout.js';
export { rulesScene } from './render/kit-layout.js';
