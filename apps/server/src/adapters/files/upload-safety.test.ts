import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../http/errors';
import {
  assertInertPdf,
  IMAGE_UNREADABLE_MESSAGE,
  PDF_ACTIVE_CONTENT_MESSAGE,
  pdfHasActiveContent,
  reencodeImage,
} from './upload-safety';

const photo = (format: 'jpeg' | 'png') =>
  sharp({ create: { width: 8, height: 6, channels: 3, background: '#268' } })
    [format]()
    .toBuffer();

const pdf = (body: string) => Buffer.from(`%PDF-1.7\n${body}\n%%EOF\n`, 'latin1');

describe('pictures are decoded and encoded again', () => {
  it('keeps the pixels and drops HTML glued to a JPEG (a polyglot) and its metadata', async () => {
    const html = '<html><script>alert(document.cookie)</script></html>';
    const tagged = await sharp(await photo('jpeg'))
      .withExif({ IFD0: { Copyright: 'GPS 37.5665 126.9780' } })
      .jpeg()
      .toBuffer();
    const polyglot = Buffer.concat([tagged, Buffer.from(html)]);
    const clean = await reencodeImage(polyglot, 'jpeg');
    expect(clean.includes('<script>')).toBe(false);
    expect(clean.includes('GPS 37.5665')).toBe(false);
    expect(await sharp(clean).metadata()).toMatchObject({ format: 'jpeg', width: 8, height: 6 });
    expect((await sharp(clean).metadata()).exif).toBeUndefined();
  });

  it('turns a photo taken sideways upright before its orientation tag is dropped', async () => {
    const sideways = await sharp(await photo('jpeg'))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    expect(await sharp(await reencodeImage(sideways, 'jpeg')).metadata()).toMatchObject({
      width: 6,
      height: 8,
    });
  });

  it('refuses bytes that only start like a picture, and a decompression bomb', async () => {
    const fake = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(64, 1),
    ]);
    await expect(reencodeImage(fake, 'png')).rejects.toMatchObject({ message: IMAGE_UNREADABLE_MESSAGE });
    // 20,000 × 20,000 pixels of one colour: a few hundred kilobytes that would decode to 1.2 GB.
    const bomb = await sharp({
      create: { width: 20_000, height: 20_000, channels: 3, background: '#000' },
      limitInputPixels: false,
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    await expect(reencodeImage(bomb, 'png')).rejects.toBeInstanceOf(HttpError);
  }, 60_000);
});

describe('PDFs that run something are refused', () => {
  it('finds a script opened with the document, in plain text or behind #-escapes', () => {
    expect(
      pdfHasActiveContent(
        pdf('1 0 obj << /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>'),
      ),
    ).toBe(true);
    expect(pdfHasActiveContent(pdf('1 0 obj << /OpenAction << /S /J#61vaScript /J#53 (x) >> >>'))).toBe(true);
    expect(pdfHasActiveContent(pdf('1 0 obj << /Type /Action /S /Launch /F (cmd.exe) >>'))).toBe(true);
    expect(pdfHasActiveContent(pdf('1 0 obj << /Names << /EmbeddedFiles 2 0 R >> >>'))).toBe(true);
  });

  it('finds one hidden in a compressed object stream', () => {
    const hidden = deflateSync(Buffer.from('<< /Type /Catalog /OpenAction << /S /JavaScript /JS (x) >> >>'));
    const file = Buffer.concat([
      Buffer.from('%PDF-1.7\n5 0 obj << /Type /ObjStm /Filter /FlateDecode >> stream\n', 'latin1'),
      hidden,
      Buffer.from('\nendstream endobj\n%%EOF\n', 'latin1'),
    ]);
    expect(file.includes('JavaScript')).toBe(false);
    expect(pdfHasActiveContent(file)).toBe(true);
    expect(() => assertInertPdf(file)).toThrow(PDF_ACTIVE_CONTENT_MESSAGE);
  });

  it('lets a plain document with links and an open-at-page-1 destination through', () => {
    const plain = pdf(
      '1 0 obj << /Type /Catalog /Pages 2 0 R /OpenAction [3 0 R /Fit] >> endobj\n' +
        '4 0 obj << /Type /Annot /Subtype /Link /A << /S /URI /URI (https://soridam.kr) >> >> endobj',
    );
    expect(pdfHasActiveContent(plain)).toBe(false);
    expect(() => assertInertPdf(plain)).not.toThrow();
  });
});
