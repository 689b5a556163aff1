import { randomBytes } from 'node:crypto';
import path from 'node:path';
import {
  type ImageSize,
  imageKind,
  imageSize,
  PROD_IMAGE_MAX_BYTES,
  PROD_IMAGE_SIZE_MESSAGE,
  PROD_IMAGE_TYPE_MESSAGE,
} from '@shop/domain/catalog/image-admin';
import { ATT_TYPE } from '@shop/domain/codes/att-type';
import { type FileStore, mediaUrl } from '../../adapters/files/file-store';
import { reencodeImage } from '../../adapters/files/upload-safety';
import { badRequest, HttpError } from '../../http/errors';
import type { Upload } from '../../http/multipart-upload';

export type StoredPicture = { key: string; mime: string; bytes: Buffer; size: ImageSize | null };

/**
 * A picture staff upload for the storefront (a product's, a banner): a JPEG or PNG by its first bytes
 * within the size limit, encoded again (only the pixels are served from our origin: upload-safety.ts) and
 * put in the file store under `<folder>/<random>.<ext>`, a public key.
 */
export async function storePublicPicture(
  files: FileStore,
  folder: string,
  file: Upload,
): Promise<StoredPicture> {
  if (file.truncated || file.bytes.length > PROD_IMAGE_MAX_BYTES) {
    throw new HttpError(413, PROD_IMAGE_SIZE_MESSAGE, { file: [PROD_IMAGE_SIZE_MESSAGE] });
  }
  const kind = imageKind(file.bytes);
  if (!kind) throw badRequest(PROD_IMAGE_TYPE_MESSAGE, { file: [PROD_IMAGE_TYPE_MESSAGE] });
  const bytes = await reencodeImage(file.bytes, kind.ext === 'png' ? 'png' : 'jpeg');
  const key = `public/${folder}/${randomBytes(16).toString('hex')}.${kind.ext}`;
  await files.put(key, bytes, kind.mime);
  return { key, mime: kind.mime, bytes, size: imageSize(bytes, kind) };
}

/** The `atts` columns that describe a stored picture; its owner, role and place in the order are the caller's. */
export const pictureColumns = (picture: StoredPicture, fileName: string) => ({
  type: ATT_TYPE.IMG,
  path: mediaUrl(picture.key),
  mime: picture.mime,
  size: picture.bytes.length,
  width: picture.size?.width ?? null,
  height: picture.size?.height ?? null,
  originalName: path.basename(fileName).slice(0, 200),
});
