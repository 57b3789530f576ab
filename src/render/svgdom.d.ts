/** The part of svgdom (which ships no types) the SVG backend uses. */
declare module 'svgdom' {
  export function createSVGWindow(): { document: object };
}
