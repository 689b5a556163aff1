import { randomBytes } from 'node:crypto';
import path from 'node:path';
import {
  MANUAL_MAX_BYTES,
  MANUAL_SIZE_MESSAGE,
  MANUAL_TYPE_MESSAGE,
  type ManualRow,
} from '@shop/domain/api/admin/content';
import { DOC_TYPE } from '@shop/domain/codes/doc-type';
import { STATE } from '@shop/domain/codes/generic-state';
import { MORPH_TYPE } from '@shop/domain/codes/morph-type';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { type FileStore, mediaUrl } from '../../adapters/files/file-store';
import { assertInertPdf } from '../../adapters/files/upload-safety';
import type { Db } from '../../db/client';
import { foundRow } from '../../db/found-row';
import { atts, docs, prods } from '../../db/schema';
import { badRequest, HttpError } from '../../http/errors';
import { recordAudit } from '../audit/audit';

export const MANUAL_NOT_FOUND = '매뉴얼을 찾을 수 없습니다.';
const PDF_MAGIC = Buffer.from('%PDF-');
const isManual = and(eq(docs.type, DOC_TYPE.PROD_MANUAL), eq(docs.docableType, MORPH_TYPE.PROD));

/** The manuals, newest first, with their product and PDF. */
export async function listManuals(
  db: Db,
  page: { page: number; perPage: number },
): Promise<{ rows: ManualRow[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select({ doc: docs, prodTitle: prods.title })
      .from(docs)
      .innerJoin(prods, eq(prods.id, docs.docableId))
      .where(isManual)
      .orderBy(desc(docs.createdAt), desc(docs.id))
      .limit(page.perPage)
      .offset((page.page - 1) * page.perPage),
    db.select({ n: count() }).from(docs).where(isManual),
  ]);
  const files = rows.length
    ? await db
        .select()
        .from(atts)
        .where(
          and(
            eq(atts.attachableType, MORPH_TYPE.DOC),
            inArray(
              atts.attachableId,
              rows.map((r) => r.doc.id),
            ),
          ),
        )
    : [];
  return {
    total: total?.n ?? 0,
    rows: rows.map(({ doc, prodTitle }) => {
      const file = files.find((f) => f.attachableId === doc.id);
      return {
        id: doc.id,
        title: doc.title,
        prod_id: doc.docableId!,
        prod_title: prodTitle,
        visible: doc.state === STATE.ENABLE,
        file: file ? { name: file.originalName, size: file.size, url: file.path } : null,
        created_at: doc.createdAt.toISOString(),
      };
    }),
  };
}

/**
 * A new manual for a product: the PDF (nothing in it may run: upload-safety.ts) goes to the file store
 * under a public key and is downloaded from the storefront's download centre; the document and its file
 * row are written together, and the file is removed again if they cannot be.
 */
export async function createManual(
  db: Db,
  files: FileStore,
  staffId: number,
  input: { prodId: number; title: string; file: { fileName: string; bytes: Buffer; truncated: boolean } },
): Promise<number> {
  const { file } = input;
  if (file.truncated || file.bytes.length > MANUAL_MAX_BYTES) {
    throw new HttpError(413, MANUAL_SIZE_MESSAGE, { file: [MANUAL_SIZE_MESSAGE] });
  }
  if (!file.bytes.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) {
    throw badRequest(MANUAL_TYPE_MESSAGE, { file: [MANUAL_TYPE_MESSAGE] });
  }
  assertInertPdf(file.bytes);
  const [prod] = await db.select({ id: prods.id }).from(prods).where(eq(prods.id, input.prodId));
  if (!prod) throw badRequest('상품을 찾을 수 없습니다.', { prod_id: ['상품을 찾을 수 없습니다.'] });
  const key = `public/manuals/${input.prodId}/${randomBytes(16).toString('hex')}.pdf`;
  await files.put(key, file.bytes, 'application/pdf');
  try {
    return await db.transaction(async (tx) => {
      const [doc] = await tx
        .insert(docs)
        .values({
          type: DOC_TYPE.PROD_MANUAL,
          title: input.title,
          content: '',
          state: STATE.ENABLE,
          docableType: MORPH_TYPE.PROD,
          docableId: input.prodId,
        })
        .returning();
      const name = path.basename(file.fileName).slice(0, 200) || `${input.title}.pdf`;
      await tx.insert(atts).values({
        attachableType: MORPH_TYPE.DOC,
        attachableId: doc!.id,
        type: 0,
        role: 'doc',
        path: mediaUrl(key),
        mime: 'application/pdf',
        size: file.bytes.length,
        originalName: name,
        sort: 1,
      });
      await recordAudit(tx, {
        staffId,
        action: 'manual.create',
        targetType: 'doc',
        targetId: doc!.id,
        after: { title: input.title, prod_id: input.prodId, file: name, size: file.bytes.length },
      });
      return doc!.id;
    });
  } catch (error) {
    await files.delete(key);
    throw error;
  }
}

/** Shows or hides a manual in the download centre (its file stays, so showing it again needs no upload). */
export async function setManualVisible(db: Db, staffId: number, id: number, visible: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    const doc = await foundRow(
      tx
        .select()
        .from(docs)
        .where(and(eq(docs.id, id), isManual)),
      true,
      MANUAL_NOT_FOUND,
    );
    const state = visible ? STATE.ENABLE : STATE.DISABLE;
    await tx.update(docs).set({ state, updatedAt: new Date() }).where(eq(docs.id, id));
    await recordAudit(tx, {
      staffId,
      action: 'manual.visibility',
      targetType: 'doc',
      targetId: id,
      before: { visible: doc.state === STATE.ENABLE },
      after: { visible },
    });
  });
}
