import { asc, eq } from 'drizzle-orm';
import { type FileStore, mediaUrl } from '../../adapters/files/file-store';
import type { Db } from '../../db/client';
import { morphPointsAt } from '../../db/morph-ref';
import { atts } from '../../db/schema';
import type { Upload } from '../../http/multipart-upload';
import { recordAudit } from '../audit/audit';
import { pictureColumns, storePublicPicture } from './public-picture';

/** What a banner picture belongs to: a featured group or a quiz result (their `atts` rows and audit target). */
export type BannerOwner = { attachableType: number; attachableId: number; role: string; audit: string };

export type BannerImage = { url: string; width: number | null; height: number | null };

/**
 * Replaces the banner picture of a featured group or a quiz result: a JPEG or PNG within the size limit,
 * encoded again (upload-safety.ts), stored under a public key; the old row goes, and its file too when it
 * was an upload (the bundled pictures under /files/ stay). The storefront shows the new one at once.
 */
export async function replaceBannerImage(
  db: Db,
  files: FileStore,
  staffId: number,
  owner: BannerOwner,
  file: Upload,
): Promise<BannerImage> {
  const folder = `banners/${owner.role}/${owner.attachableId}`;
  const picture = await storePublicPicture(files, folder, file);
  const { key, size } = picture;
  const mine = morphPointsAt(atts, 'attachable', owner.attachableType, owner.attachableId);
  let replaced: (typeof atts.$inferSelect)[];
  try {
    replaced = await db.transaction(async (tx) => {
      const old = await tx.delete(atts).where(mine).returning();
      await tx.insert(atts).values({
        attachableType: owner.attachableType,
        attachableId: owner.attachableId,
        role: owner.role,
        ...pictureColumns(picture, file.fileName),
        sort: 1,
      });
      await recordAudit(tx, {
        staffId,
        action: `${owner.audit}.image`,
        targetType: owner.audit,
        targetId: owner.attachableId,
        before: { urls: old.map((o) => o.path) },
        after: { url: mediaUrl(key) },
      });
      return old;
    });
  } catch (error) {
    await files.delete(key);
    throw error;
  }
  // The old uploads are no longer shown; a file left behind by a failed delete only costs space.
  for (const o of replaced) {
    if (o.path.startsWith('/media/')) {
      await files.delete(`public/${o.path.slice('/media/'.length)}`).catch(() => undefined);
    }
  }
  return { url: mediaUrl(key), width: size?.width ?? null, height: size?.height ?? null };
}

/** The first picture of every record of one kind (featured groups, quiz results), by record id. */
export async function bannerImages(db: Db, attachableType: number): Promise<Map<number, string>> {
  const rows = await db
    .select({ id: atts.attachableId, path: atts.path })
    .from(atts)
    .where(eq(atts.attachableType, attachableType))
    .orderBy(asc(atts.sort), asc(atts.id));
  const first = new Map<number, string>();
  for (const row of rows) if (!first.has(row.id)) first.set(row.id, row.path);
  return first;
}
