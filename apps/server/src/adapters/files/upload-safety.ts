import { inflateSync } from 'node:zlib';
import sharp from 'sharp';
import { HttpError } from '../../http/errors';

export const IMAGE_UNREADABLE_MESSAGE = '이미지를 읽을 수 없습니다. 다른 사진을 올려 주세요.';
export const PDF_ACTIVE_CONTENT_MESSAGE = '스크립트나 실행 동작이 들어 있는 PDF는 올릴 수 없습니다.';

/** Pictures larger than this many pixels are refused before they are decoded (a decompression bomb). */
const MAX_PIXELS = 40_000_000;

/**
 * An uploaded picture decoded and encoded again: only its pixels survive, so a file that is also HTML or
 * script (a polyglot) loses that part, and its metadata (the phone's GPS position among it) is dropped.
 * The camera's orientation is applied first, since the tag that carried it is gone afterwards.
 */
export async function reencodeImage(bytes: Buffer, format: 'jpeg' | 'png'): Promise<Buffer> {
  try {
    const image = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_PIXELS }).rotate();
    return format === 'jpeg'
      ? await image.jpeg({ quality: 88, mozjpeg: true }).toBuffer()
      : await image.png({ compressionLevel: 9 }).toBuffer();
  } catch {
    throw new HttpError(400, IMAGE_UNREADABLE_MESSAGE, { file: [IMAGE_UNREADABLE_MESSAGE] });
  }
}

/**
 * PDF names that run something or carry something to run: scripts (an /OpenAction or a link that runs one
 * names /JavaScript or /JS), triggers on pages and fields (/AA), launching programs, submitting forms,
 * embedded files and media, XFA forms. Plain links and "open at page 1" destinations stay allowed.
 */
const ACTIVE_NAMES = /\/(?:JavaScript|JS|AA|Launch|SubmitForm|ImportData|RichMedia|EmbeddedFiles?|XFA)\b/;

/**
 * Whether a PDF carries anything that runs (scripts, launches, embedded files, forms that submit): looked for in the file's text and inside its compressed streams, where an object stream can
 * hide the document catalogue. Names written with #-escapes (/J#61vaScript) are read as their letters.
 */
export function pdfHasActiveContent(bytes: Buffer): boolean {
  const readNames = (text: string) =>
    text.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  const raw = bytes.toString('latin1');
  if (ACTIVE_NAMES.test(readNames(raw))) return true;
  const streams = /stream\r?\n/g;
  for (let match = streams.exec(raw); match; match = streams.exec(raw)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    try {
      const inflated = inflateSync(bytes.subarray(start, end), { finishFlush: 2 }).toString('latin1');
      if (ACTIVE_NAMES.test(readNames(inflated))) return true;
    } catch {
      // Not a Flate stream (an image, say): nothing to read inside.
    }
    streams.lastIndex = end;
  }
  return false;
}

/** Refuses a PDF that carries active content, with the Korean message the upload screen shows. */
export function assertInertPdf(bytes: Buffer): void {
  if (pdfHasActiveContent(bytes)) {
    throw new HttpError(400, PDF_ACTIVE_CONTENT_MESSAGE, { file: [PDF_ACTIVE_CONTENT_MESSAGE] });
  }
}

/**
 * How an uploaded file is sent back: never sniffed, run in a sandbox if a browser ever renders it as a
 * page, and a PDF downloaded rather than opened inside the shop's origin.
 */
export function uploadHeaders(mime: string, name: string): Record<string, string> {
  const disposition = mime === 'application/pdf' ? 'attachment' : 'inline';
  return {
    'content-type': mime,
    'content-disposition': `${disposition}; filename*=UTF-8''${encodeURIComponent(name)}`,
    'content-security-policy': "sandbox; default-src 'none'; img-src 'self' data:",
    'x-content-type-options': 'nosniff',
    'cache-control': 'private, no-store',
  };
}
