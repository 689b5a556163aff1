/// <reference path="./fontkit.d.ts" />
import * as fontkit from 'fontkit';
import type { PDFDocument } from 'pdf-lib';

type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];

/**
 * pdf-lib's font engine, backed by the maintained fontkit: the fork pdf-lib ships (@pdf-lib/fontkit 1.1.1)
 * writes a TrueType subset's glyph offsets wrong, so most Hangul of a subset Korean font renders blank
 * (pdf-lib issue 1232). pdf-lib only reads the subset through `encodeStream()`, which fontkit 2 replaced
 * with `encode()`: this hands the encoded bytes over the way pdf-lib listens for them.
 */
export const subsetFontkit: Fontkit = {
  create(buffer: Uint8Array, postscriptName?: string) {
    const font = fontkit.create(buffer, postscriptName);
    const createSubset = font.createSubset.bind(font);
    return Object.assign(font, {
      createSubset() {
        const subset = createSubset();
        return Object.assign(subset, { encodeStream: () => encodedStream(() => subset.encode()) });
      },
    });
  },
} as unknown as Fontkit;

type Listener = (value?: unknown) => void;

/** The bytes as a one-chunk stream: `data`, then `end` (or `error`). */
function encodedStream(encode: () => Uint8Array) {
  const listeners: Record<string, Listener> = {};
  const stream = {
    on(event: 'data' | 'end' | 'error', listener: Listener) {
      listeners[event] = listener;
      return stream;
    },
  };
  queueMicrotask(() => {
    try {
      const bytes = encode();
      listeners.data?.(bytes);
      listeners.end?.();
    } catch (error) {
      listeners.error?.(error);
    }
  });
  return stream;
}
