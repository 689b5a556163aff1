/// <reference path="../pdf/fontkit.d.ts" />
import * as fontkit from 'fontkit';
import { decodePDFRawStream, PDFDict, PDFDocument, PDFName, type PDFRawStream, type PDFRef } from 'pdf-lib';

type OutlinedFont = { numGlyphs: number; getGlyph(id: number): { path: { commands: unknown[] } } };

/**
 * Each font a PDF embeds, with how many of its glyphs draw nothing or cannot be read: a subset written with
 * wrong glyph offsets (pdf-lib's own fontkit fork, pdf-lib issue 1232) leaves most Hangul blank.
 */
export async function embeddedGlyphs(pdf: Uint8Array) {
  const doc = await PDFDocument.load(pdf);
  const fonts: { name: string; glyphs: number; blank: number }[] = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict)) continue;
    if (object.get(PDFName.of('Type')) !== PDFName.of('FontDescriptor')) continue;
    const file = doc.context.lookup(object.get(PDFName.of('FontFile2')) as PDFRef) as PDFRawStream;
    const font = fontkit.create(decodePDFRawStream(file).decode()) as unknown as OutlinedFont;
    let blank = 0;
    // Glyph 0 is .notdef.
    for (let id = 1; id < font.numGlyphs; id++) {
      try {
        if (font.getGlyph(id).path.commands.length === 0) blank++;
      } catch {
        blank++;
      }
    }
    fonts.push({ name: String(object.get(PDFName.of('FontName'))), glyphs: font.numGlyphs, blank });
  }
  return fonts;
}
