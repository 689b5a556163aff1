import type { AdminImage } from '@shop/domain/api/admin/catalogue';
import {
  PROD_IMAGES_COUNT_MESSAGE,
  PROD_IMAGES_MAX,
  PROD_IMAGES_ORDER_MESSAGE,
} from '@shop/domain/catalog/image-admin';
import { MORPH_TYPE } from '@shop/domain/codes/morph-type';
import { and, eq } from 'drizzle-orm';
import type { FileStore } from '../../adapters/files/file-store';
import type { Db } from '../../db/client';
import { rowsInDisplayOrder } from '../../db/display-order';
import { foundRow } from '../../db/found-row';
import { morphPointsAt } from '../../db/morph-ref';
import { atts } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { recordProdChange } from './prod-change';
import { findProd } from './prod-read';
import { pictureColumns, storePublicPicture } from './public-picture';

type AttRow = typeof atts.$inferSelect;
export type UploadedFile = { fileName: string; bytes: Buffer; truncated: boolean };

const view = (row: AttRow): AdminImage => ({
  id: row.id,
  url: row.path,
  mime: row.mime,
  size: row.size,
  width: row.width,
  height: row.height,
  original_name: row.originalName,
  sort: row.sort,
});

const ofProd = (prodId: number) => morphPointsAt(atts, 'attachable', MORPH_TYPE.PROD, prodId);

async function imageRows(db: Db, prodId: number): Promise<AttRow[]> {
  return rowsInDisplayOrder(db, atts, ofProd(prodId));
}

/** The product's pictures in the order the storefront shows them. */
export async function listImages(db: Db, prodId: number): Promise<AdminImage[]> {
  await findProd(db, prodId);
  return (await imageRows(db, prodId)).map(view);
}

/** The store key of a picture uploaded through the console; the demo pictures under /files/ have none. */
function keyOfUrl(url: string): string | null {
  return url.startsWith('/media/') ? `public/${url.slice('/media/'.length)}` : null;
}

/**
 * Adds a picture at the end: JPEG or PNG by its first bytes, within the size limit, encoded again, under a key the server
 * makes (`public/prods/<id>/<random>.<ext>`), served at /media/… to the storefront. The bytes are stored
 * first and removed again if the row cannot be written, so nothing is left half-done.
 */
export async function uploadImage(
  db: Db,
  files: FileStore,
  staffId: number,
  prodId: number,
  file: UploadedFile,
): Promise<AdminImage> {
  await findProd(db, prodId);
  const picture = await storePublicPicture(files, `prods/${prodId}`, file);
  const { key } = picture;
  try {
    return await db.transaction(async (tx) => {
      await findProd(tx, prodId, true);
      const existing = await imageRows(tx, prodId);
      if (existing.length >= PROD_IMAGES_MAX)
        throw badRequest(PROD_IMAGES_COUNT_MESSAGE, { file: [PROD_IMAGES_COUNT_MESSAGE] });
      const [row] = await tx
        .insert(atts)
        .values({
          attachableType: MORPH_TYPE.PROD,
          attachableId: prodId,
          role: 'prod',
          ...pictureColumns(picture, file.fileName),
          sort: Math.max(0, ...existing.map((r) => r.sort)) + 1,
        })
        .returning();
      const created = view(row!);
      await recordProdChange(tx, new Date(), { staffId, action: 'prodImage.upload', prodId, after: created });
      return created;
    });
  } catch (error) {
    await files.delete(key).catch(() => undefined);
    throw error;
  }
}

/** Puts the product's pictures in the given order; the list must name each of them exactly once. */
export async function reorderImages(
  db: Db,
  staffId: number,
  prodId: number,
  ids: number[],
): Promise<AdminImage[]> {
  return db.transaction(async (tx) => {
    await findProd(tx, prodId, true);
    const rows = await imageRows(tx, prodId);
    const same =
      ids.length === rows.length && new Set(ids).size === ids.length && rows.every((r) => ids.includes(r.id));
    if (!same) throw badRequest(PROD_IMAGES_ORDER_MESSAGE, { ids: [PROD_IMAGES_ORDER_MESSAGE] });
    for (const [i, id] of ids.entries())
      await tx
        .update(atts)
        .set({ sort: i + 1 })
        .where(eq(atts.id, id));
    await recordProdChange(tx, new Date(), {
      staffId,
      action: 'prodImage.order',
      prodId,
      before: rows.map((r) => r.id),
      after: ids,
    });
    return (await imageRows(tx, prodId)).map(view);
  });
}

/** Removes a picture from the product; an uploaded file goes from the store once the row is gone. */
export async function deleteImage(db: Db, files: FileStore, staffId: number, attId: number): Promise<void> {
  const removed = await db.transaction(async (tx) => {
    const row = await foundRow(
      tx
        .select()
        .from(atts)
        .where(and(eq(atts.id, attId), eq(atts.attachableType, MORPH_TYPE.PROD))),
      true,
      '이미지를 찾을 수 없습니다.',
    );
    await tx.delete(atts).where(eq(atts.id, attId));
    await recordProdChange(tx, new Date(), {
      staffId,
      action: 'prodImage.delete',
      prodId: row.attachableId,
      before: view(row),
    });
    return row;
  });
  const key = keyOfUrl(removed.path);
  // A file left behind by a failed delete is only unused bytes; the picture is already gone from the shop.
  if (key) await files.delete(key).catch(() => undefined);
}
