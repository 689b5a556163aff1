import { describe, expect, it } from 'vitest';
import { imageKind, imageSize } from './image-admin';

/** A PNG header of the given size (signature + IHDR), enough for the rules. */
function pngHeader(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(bytes.buffer).setUint32(16, width);
  new DataView(bytes.buffer).setUint32(20, height);
  return bytes;
}

/** A JPEG start: SOI, an APP0 segment, then a baseline start-of-frame of the given size. */
function jpegHeader(width: number, height: number): Uint8Array {
  const app0 = [0xff, 0xe0, 0, 16, ...new Array(14).fill(0)];
  const sof = [
    0xff,
    0xc0,
    0,
    17,
    8,
    height >> 8,
    height & 255,
    width >> 8,
    width & 255,
    3,
    ...new Array(9).fill(0),
  ];
  return new Uint8Array([0xff, 0xd8, ...app0, ...sof, 0xff, 0xd9]);
}

const ascii = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));

describe('product image files', () => {
  it('recognises PNG and JPEG by their first bytes only', () => {
    expect(imageKind(pngHeader(10, 10))).toEqual({ ext: 'png', mime: 'image/png' });
    expect(imageKind(jpegHeader(10, 10))).toEqual({ ext: 'jpg', mime: 'image/jpeg' });
    expect(imageKind(ascii('GIF89a.......'))).toBeNull();
    expect(imageKind(ascii('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(imageKind(new Uint8Array([0xff, 0xd8, 0xff]))).toBeNull();
  });

  it('reads the width and height from the header', () => {
    expect(imageSize(pngHeader(800, 600), { ext: 'png', mime: 'image/png' })).toEqual({
      width: 800,
      height: 600,
    });
    expect(imageSize(jpegHeader(1024, 768), { ext: 'jpg', mime: 'image/jpeg' })).toEqual({
      width: 1024,
      height: 768,
    });
    expect(
      imageSize(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 2]), { ext: 'jpg', mime: 'image/jpeg' }),
    ).toBeNull();
  });
});
