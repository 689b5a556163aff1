import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  CARE_ATT_COUNT_MESSAGE,
  CARE_ATT_MAX_BYTES,
  CARE_ATT_MAX_FILES,
  CARE_ATT_SIZE_MESSAGE,
  CARE_ATT_TYPE_MESSAGE,
} from '@shop/domain/api/cares';
import { ATT_TYPE } from '@shop/domain/codes/att-type';
import { MORPH_TYPE } from '@shop/domain/codes/morph-type';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { FileStore } from '../../adapters/files/file-store';
import { assertInertPdf, reencodeImage, uploadHeaders } from '../../adapters/files/upload-safety';
import type { Db } from '../../db/client';
import { morphPointsAt } from '../../db/morph-ref';
import { atts, cares } from '../../db/schema';
import { badRequest, HttpError, notFound } from '../../http/errors';
import { careAttUrl } from './care-view';
import { findOwnCare } from './cares-service';

/** The accepted kinds, recognised by their first bytes, not by the name or the browser's word. */
const KINDS = [
  { ext: '.jpg', mime: 'image/jpeg', names: ['.jpg', '.jpeg'], magic: [0xff, 0xd8, 0xff] },
  {
    ext: '.png',
    mime: 'image/png',
    names: ['.png'],
    magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  },
  { ext: '.pdf', mime: 'application/pdf', names: ['.pdf'], magic: [0x25, 0x50, 0x44, 0x46, 0x2d] },
] as const;

export function detectKind(fileName: string, bytes: Buffer) {
  const ext = path.extname(fileName).toLowerCase();
  return KINDS.find(
    (k) => (k.names as readonly string[]).includes(ext) && k.magic.every((b, i) => bytes[i] === b),
  );
}

/**
 * Where AS uploads lived before they went through the file store (DATA_DIR/uploads): rows whose path
 * starts with `uploads/` are still read from there.
 */
export function legacyUploadsRoot(dataDir: string | null): string {
  return path.join(dataDir ?? path.join(os.tmpdir(), 'soridam'), 'uploads');
}

/** The picture's bytes as stored: re-encoded (pixels only); a PDF only if nothing in it can run. */
async function safeBytes(kind: (typeof KINDS)[number], bytes: Buffer): Promise<Buffer> {
  if (kind.mime === 'application/pdf') {
    assertInertPdf(bytes);
    return bytes;
  }
  return reencodeImage(bytes, kind.mime === 'image/png' ? 'png' : 'jpeg');
}

/**
 * POST atts for a care: checks owner, kind, size and count, makes the file safe (see safeBytes), puts it in
 * the file store under a private key only the owner's and staff's reads open, then writes its atts row.
 */
export async function storeCareAtt(
  db: Db,
  files: FileStore,
  userId: number,
  careId: number,
  file: { fileName: string; bytes: Buffer; truncated: boolean },
) {
  await findOwnCare(db, userId, careId);
  if (file.truncated || file.bytes.length > CARE_ATT_MAX_BYTES) {
    throw new HttpError(413, CARE_ATT_SIZE_MESSAGE, { file: [CARE_ATT_SIZE_MESSAGE] });
  }
  const kind = detectKind(file.fileName, file.bytes);
  if (!kind) throw badRequest(CARE_ATT_TYPE_MESSAGE, { file: [CARE_ATT_TYPE_MESSAGE] });
  const [existing] = await db
    .select({ n: count() })
    .from(atts)
    .where(morphPointsAt(atts, 'attachable', MORPH_TYPE.CARE, careId));
  if ((existing?.n ?? 0) >= CARE_ATT_MAX_FILES)
    throw badRequest(CARE_ATT_COUNT_MESSAGE, { file: [CARE_ATT_COUNT_MESSAGE] });

  const bytes = await safeBytes(kind, file.bytes);
  const key = `private/cares/${careId}/${randomBytes(12).toString('hex')}${kind.ext}`;
  await files.put(key, bytes, kind.mime);
  // Counted again under the care's lock and written in the same transaction: uploads sent at once cannot
  // all pass the count above. A refused one leaves no file behind.
  const row = await db
    .transaction(async (tx) => {
      await tx.select({ id: cares.id }).from(cares).where(eq(cares.id, careId)).for('update');
      const [stored] = await tx
        .select({ n: count() })
        .from(atts)
        .where(morphPointsAt(atts, 'attachable', MORPH_TYPE.CARE, careId));
      const n = stored?.n ?? 0;
      if (n >= CARE_ATT_MAX_FILES)
        throw badRequest(CARE_ATT_COUNT_MESSAGE, { file: [CARE_ATT_COUNT_MESSAGE] });
      const [inserted] = await tx
        .insert(atts)
        .values({
          attachableType: MORPH_TYPE.CARE,
          attachableId: careId,
          type: kind.mime === 'application/pdf' ? 0 : ATT_TYPE.IMG,
          role: 'care',
          path: key,
          mime: kind.mime,
          size: bytes.length,
          originalName: path.basename(file.fileName).slice(0, 200),
          sort: n + 1,
        })
        .returning();
      return inserted;
    })
    .catch(async (error: unknown) => {
      await files.delete(key);
      throw error;
    });
  return {
    id: row!.id,
    path: row!.path,
    name: row!.originalName,
    mime: row!.mime,
    size: row!.size,
    urls: { care: careAttUrl(careId, row!.id) },
  };
}

/** GET cares/{id}/atts/{attId}: the owner's own file, from the file store (or the old uploads folder). */
export async function openCareAtt(
  db: Db,
  store: { files: FileStore; legacyRoot: string },
  userId: number,
  careId: number,
  attId: number,
) {
  await findOwnCare(db, userId, careId);
  const [att] = await db
    .select()
    .from(atts)
    .where(and(eq(atts.id, attId), morphPointsAt(atts, 'attachable', MORPH_TYPE.CARE, careId)));
  if (!att) throw notFound();
  const stored = att.path.startsWith('uploads/')
    ? await legacyFile(store.legacyRoot, att.path)
    : await store.files.get(att.path);
  if (!stored) throw notFound();
  return { stream: stored.body, size: stored.size, mime: att.mime, name: att.originalName };
}

async function legacyFile(root: string, relative: string) {
  const base = await realpath(root).catch(() => null);
  const file = base ? await realpath(path.join(root, '..', relative)).catch(() => null) : null;
  if (!base || !file?.startsWith(base + path.sep)) return null;
  const { size } = await stat(file);
  return { body: createReadStream(file), size };
}

/** Sends an opened attachment with the headers every upload is served with (upload-safety.ts). */
export function sendCareAtt(reply: FastifyReply, file: Awaited<ReturnType<typeof openCareAtt>>) {
  return reply
    .headers(uploadHeaders(file.mime, file.name))
    .header('content-length', file.size)
    .send(file.stream);
}
