import { describe, expect, it } from 'vitest';
import {
  type ImageKind,
  imageKind,
  imageSize,
  PROD_IMAGE_MAX_BYTES,
  PROD_IMAGE_SIZE_MESSAGE,
  PROD_IMAGE_TYPE_MESSAGE,
  PROD_IMAGES_COUNT_MESSAGE,
  PROD_IMAGES_MAX,
  PROD_IMAGES_ORDER_MESSAGE,
} from './image-admin';

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

/** A JPEG made of SOI then the given segments (marker byte and the bytes after its length field). */
function jpeg(...segments: [number, number[]][]): Uint8Array {
  const bytes = [0xff, 0xd8];
  for (const [marker, body] of segments) {
    const length = body.length + 2;
    bytes.push(0xff, marker, length >> 8, length & 255, ...body);
  }
  return new Uint8Array([...bytes, 0xff, 0xd9]);
}
/** A start-of-frame body: precision, height, width, three components. */
const frame = (width: number, height: number) => [
  8,
  height >> 8,
  height & 255,
  width >> 8,
  width & 255,
  3,
  ...new Array(9).fill(0),
];
const JPG: ImageKind = { ext: 'jpg', mime: 'image/jpeg' };
const PNG: ImageKind = { ext: 'png', mime: 'image/png' };

describe('recognising a picture', () => {
  it('needs every byte of the signature and at least one byte after it', () => {
    const almostPng = pngHeader(10, 10);
    almostPng[3] = 0x46;
    expect(imageKind(almostPng)).toBeNull();
    expect(imageKind(new Uint8Array([0x89, 0, 0, 0, 0, 0, 0, 0, 0, 0]))).toBeNull();
    expect(imageKind(new Uint8Array([0xff, 0xd8, 0xfe, 0]))).toBeNull();
    expect(imageKind(pngHeader(10, 10).slice(0, 8))).toBeNull();
    expect(imageKind(pngHeader(10, 10).slice(0, 9))).toEqual(PNG);
    expect(imageKind(new Uint8Array([0xff, 0xd8, 0xff, 0xdb]))).toEqual(JPG);
  });
});

describe('reading a PNG size', () => {
  it('needs the whole IHDR size, 24 bytes', () => {
    expect(imageSize(pngHeader(800, 600).slice(0, 24), PNG)).toEqual({ width: 800, height: 600 });
    expect(imageSize(pngHeader(800, 600).slice(0, 23), PNG)).toBeNull();
  });

  it('refuses a zero width or height', () => {
    expect(imageSize(pngHeader(0, 600), PNG)).toBeNull();
    expect(imageSize(pngHeader(800, 0), PNG)).toBeNull();
    expect(imageSize(pngHeader(0, 0), PNG)).toBeNull();
    expect(imageSize(pngHeader(1, 1), PNG)).toEqual({ width: 1, height: 1 });
  });
});

describe('reading a JPEG size', () => {
  it('takes the first start-of-frame, SOF0 to SOF15', () => {
    expect(imageSize(jpeg([0xc0, frame(640, 480)]), JPG)).toEqual({ width: 640, height: 480 });
    expect(imageSize(jpeg([0xc2, frame(1200, 900)]), JPG)).toEqual({ width: 1200, height: 900 });
    expect(imageSize(jpeg([0xcf, frame(300, 200)]), JPG)).toEqual({ width: 300, height: 200 });
    expect(imageSize(jpeg([0xc0, frame(640, 480)], [0xc2, frame(10, 10)]), JPG)).toEqual({
      width: 640,
      height: 480,
    });
  });

  it('skips Huffman (C4), JPG extension (C8), arithmetic (CC) and other segments before the frame', () => {
    const zeros = new Array(14).fill(0);
    expect(imageSize(jpeg([0xc4, zeros], [0xc2, frame(1200, 900)]), JPG)).toEqual({
      width: 1200,
      height: 900,
    });
    expect(imageSize(jpeg([0xc8, zeros], [0xc2, frame(1200, 900)]), JPG)).toEqual({
      width: 1200,
      height: 900,
    });
    expect(imageSize(jpeg([0xcc, zeros], [0xc2, frame(1200, 900)]), JPG)).toEqual({
      width: 1200,
      height: 900,
    });
    expect(imageSize(jpeg([0xbf, zeros], [0xc0, frame(64, 48)]), JPG)).toEqual({ width: 64, height: 48 });
    expect(imageSize(jpeg([0xe0, zeros], [0xdb, zeros], [0xc0, frame(64, 48)]), JPG)).toEqual({
      width: 64,
      height: 48,
    });
  });

  it('steps over fill bytes (FF) before a marker', () => {
    const bytes = jpeg([0xc0, frame(640, 480)]);
    const filled = new Uint8Array([0xff, 0xd8, 0xff, 0xff, 0xff, ...bytes.slice(3)]);
    expect(imageSize(filled, JPG)).toEqual({ width: 640, height: 480 });
  });

  it('gives up on a segment that does not start with FF, a zero size, or a frame cut short', () => {
    const shifted = jpeg([0xc0, frame(640, 480)]);
    shifted[2] = 0x00;
    expect(imageSize(shifted, JPG)).toBeNull();
    expect(imageSize(jpeg([0xc0, frame(0, 480)]), JPG)).toBeNull();
    expect(imageSize(jpeg([0xc0, frame(640, 0)]), JPG)).toBeNull();
    // The frame up to its width, without the component count.
    const cut = jpeg([0xc0, frame(640, 480)]).slice(0, 11);
    expect(imageSize(cut, JPG)).toBeNull();
    expect(imageSize(jpeg([0xc0, frame(640, 480)]).slice(0, 12), JPG)).toEqual({ width: 640, height: 480 });
    expect(imageSize(jpeg([0xe0, new Array(14).fill(0)]), JPG)).toBeNull();
  });
});

describe('upload limits', () => {
  it('holds a picture to 5 MB and a product to 20 pictures, and says so in Korean', () => {
    expect(PROD_IMAGE_MAX_BYTES).toBe(5_242_880);
    expect(PROD_IMAGES_MAX).toBe(20);
    expect(PROD_IMAGE_TYPE_MESSAGE).toBe('JPG 또는 PNG 이미지만 올릴 수 있습니다.');
    expect(PROD_IMAGE_SIZE_MESSAGE).toBe('이미지는 5MB 이하만 올릴 수 있습니다.');
    expect(PROD_IMAGES_COUNT_MESSAGE).toBe('상품 이미지는 20장까지 둘 수 있습니다.');
    expect(PROD_IMAGES_ORDER_MESSAGE).toBe('이 상품의 이미지를 빠짐없이 한 번씩 보내 주세요.');
  });
});
