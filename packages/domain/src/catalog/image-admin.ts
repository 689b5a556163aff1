/**
 * Product pictures staff upload: JPEG or PNG, recognised by their first bytes (never by the name or the
 * browser's word), up to a size a phone loads without waiting.
 */
export const PROD_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const PROD_IMAGES_MAX = 20;

export const PROD_IMAGE_TYPE_MESSAGE = 'JPG 또는 PNG 이미지만 올릴 수 있습니다.';
export const PROD_IMAGE_SIZE_MESSAGE = `이미지는 ${PROD_IMAGE_MAX_BYTES / 1024 / 1024}MB 이하만 올릴 수 있습니다.`;
export const PROD_IMAGES_COUNT_MESSAGE = `상품 이미지는 ${PROD_IMAGES_MAX}장까지 둘 수 있습니다.`;
export const PROD_IMAGES_ORDER_MESSAGE = '이 상품의 이미지를 빠짐없이 한 번씩 보내 주세요.';

export type ImageKind = { ext: 'jpg' | 'png'; mime: 'image/jpeg' | 'image/png' };

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

export function imageKind(bytes: Uint8Array): ImageKind | null {
  const starts = (magic: number[]) => bytes.length > magic.length && magic.every((b, i) => bytes[i] === b);
  if (starts(PNG)) return { ext: 'png', mime: 'image/png' };
  if (starts(JPEG)) return { ext: 'jpg', mime: 'image/jpeg' };
  return null;
}

export type ImageSize = { width: number; height: number };

/** Width and height from the file's header (PNG IHDR, JPEG start-of-frame), or null when unreadable. */
export function imageSize(bytes: Uint8Array, kind: ImageKind): ImageSize | null {
  const u16 = (at: number) => (bytes[at]! << 8) | bytes[at + 1]!;
  const u32 = (at: number) => ((bytes[at]! << 24) | (bytes[at + 1]! << 16) | u16(at + 2)) >>> 0;
  if (kind.ext === 'png') {
    if (bytes.length < 24) return null;
    return positive({ width: u32(16), height: u32(20) });
  }
  // JPEG: walk the segments to the first start-of-frame marker (C0–CF but C4, C8 and CC).
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    const length = u16(at + 2);
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return positive({ width: u16(at + 7), height: u16(at + 5) });
    }
    at += 2 + length;
  }
  return null;
}

const positive = (size: ImageSize): ImageSize | null => (size.width > 0 && size.height > 0 ? size : null);
