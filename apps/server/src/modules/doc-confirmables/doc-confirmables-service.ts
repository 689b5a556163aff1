import type { docConfirmableItemSchema, docConfirmableSchema } from '@shop/domain/api/users';
import { MORPH_TYPE } from '@shop/domain/codes/morph-type';
import { inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { docConfirmables, docs } from '../../db/schema';
import { badRequest, forbidden } from '../../http/errors';
import { ownsRentalOrCare } from '../rentals/owned-rental-or-care';

type Item = z.infer<typeof docConfirmableItemSchema>;
type DocConfirmable = z.infer<typeof docConfirmableSchema>;

export const NOT_YOUR_AGREEMENT_MESSAGE = '본인의 약관 동의만 기록할 수 있습니다.';
export const RECORD_FAILED_MESSAGE = '약관 동의를 기록하지 못했습니다.';

/** Is the thing agreed for (the user himself, his rental or his AS request) the caller's? */
async function ownsConfirmable(db: Db, userId: number, type: number, id: number): Promise<boolean> {
  if (type === MORPH_TYPE.USER) return id === userId;
  return ownsRentalOrCare(db, userId, type, id);
}

/** POST docConfirmables: every item must be the caller's own agreement on an existing document. */
export async function recordAgreements(db: Db, userId: number, items: Item[]): Promise<DocConfirmable[]> {
  if (items.some((item) => item.user_id !== userId)) throw forbidden(NOT_YOUR_AGREEMENT_MESSAGE);
  for (const item of items) {
    if (!(await ownsConfirmable(db, userId, item.confirmable_type, item.confirmable_id))) {
      throw forbidden(NOT_YOUR_AGREEMENT_MESSAGE);
    }
  }
  const docIds = [...new Set(items.map((i) => i.doc_id))];
  const found = await db.select({ id: docs.id, type: docs.type }).from(docs).where(inArray(docs.id, docIds));
  if (found.length !== docIds.length)
    throw badRequest(RECORD_FAILED_MESSAGE, { doc_id: [RECORD_FAILED_MESSAGE] });
  const rows = await db
    .insert(docConfirmables)
    .values(
      items.map((i) => ({
        docId: i.doc_id,
        state: i.state,
        confirmableType: i.confirmable_type,
        confirmableId: i.confirmable_id,
        type: i.type ?? found.find((d) => d.id === i.doc_id)!.type,
        userId,
        options: i.options ?? {},
      })),
    )
    .returning();
  return rows.map((r) => ({
    id: r.id,
    doc_id: r.docId,
    state: r.state,
    confirmable_id: r.confirmableId,
    confirmable_type: r.confirmableType,
    type: r.type,
    user_id: r.userId!,
    options: r.options,
    created_at: r.createdAt.toISOString(),
  }));
}
