/** Start positions are engine data now (engine/start.ts); this path stays for code that imports it here. */
export { startPosition } from '../engine/start.js';
