import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';

/** A font's ToUnicode map (its bfchar pairs): glyph code → text. */
function toUnicode(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const section of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, hex] of section[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
      const units = hex!.match(/.{4}/g)!.map((unit) => Number.parseInt(unit, 16));
      map.set(code!.toUpperCase(), String.fromCharCode(...units));
    }
  }
  return map;
}

const decode = (stream: PDFRawStream) =>
  new TextDecoder('latin1').decode(decodePDFRawStream(stream).decode());

/**
 * The text drawn on each page of a PDF the shop wrote (pdf-lib: `<glyph codes> Tj` in a font with a
 * ToUnicode map), one line per text run, so a journey can read what a customer would read in the file.
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(bytes);
  const lines: string[] = [];
  for (const page of doc.getPages()) {
    const fonts = new Map<string, Map<string, string>>();
    const fontDict = page.node.Resources()?.lookup(PDFName.of('Font'), PDFDict);
    for (const [name, ref] of fontDict?.entries() ?? []) {
      const font = doc.context.lookup(ref, PDFDict);
      const cmap = font.lookup(PDFName.of('ToUnicode'));
      if (cmap instanceof PDFRawStream) fonts.set(name.asString(), toUnicode(decode(cmap)));
    }
    const contents = page.node.Contents();
    const streams =
      contents instanceof PDFArray ? contents.asArray().map((s) => doc.context.lookup(s)) : [contents];
    for (const stream of streams) {
      if (!(stream instanceof PDFRawStream)) continue;
      let map = new Map<string, string>();
      for (const [, font, hex] of decode(stream).matchAll(/(\/\S+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f]*)>\s*Tj/g)) {
        if (font) map = fonts.get(font) ?? new Map();
        else
          lines.push((hex!.match(/.{4}/g) ?? []).map((code) => map.get(code.toUpperCase()) ?? '').join(''));
      }
    }
  }
  return lines.join('\n');
}
