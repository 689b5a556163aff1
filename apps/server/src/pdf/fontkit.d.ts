/** The upstream font engine (no types of its own): only what the subset adapter reaches. */
declare module 'fontkit' {
  export type Subset = { includeGlyph(glyph: unknown): number; encode(): Uint8Array; cff?: unknown };
  export type Font = { createSubset(): Subset } & Record<string, unknown>;
  export function create(buffer: Uint8Array, postscriptName?: string): Font;
}
