/**
 * The layers below as the studio server uses them: it draws boards and marks from scenes, lays out kit
 * previews and replays records position by position, on the engine's own values. Re-exported here so
 * that src/api stays the front ends' one door (test/architecture.test.ts); this is not the package's
 * API (src/index.ts does not export it), and what the server needs of it for good belongs in functions
 * of the library's own values, as the rest of src/api has them.
 */

export { loadVariant, resolveVariantFile, templateIds } from '../definitions/load.js';
export { checkDefinitionText, type LoadedVariant } from '../definitions/text.js';
export { type DiagramMark, type MarkMode, positionMarks } from '../diagrams/moves.js';
export { moveFrom, moveTo } from '../engine/move.js';
export { Position } from '../engine/position.js';
export type { Variant } from '../engine/variant.js';
export { formatPath } from '../errors.js';
export { kitScenes, writeKit } from '../kit/index.js';
export { parseFen, toFen } from '../notation/fen.js';
export { squareName } from '../notation/squares.js';
export { DEFAULT_DPI, pageFileName, renderFiles } from '../render/backends/index.js';
export { itemMarkup } from '../render/backends/svg.js';
export { FONT_FILE } from '../render/font.js';
export { boardDrawing, boardMarks, boardPoints } from '../render/layout/board.js';
export { overlayItems, positionScene } from '../render/layout/diagrams.js';
export type { Item, Scene } from '../render/scene.js';
export { formatText } from '../validate/format.js';
export { type GameReport, validateText } from '../validate/replay.js';
