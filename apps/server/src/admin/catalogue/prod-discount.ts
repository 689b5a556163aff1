import type { AdminDiscount, AdminDiscountBody } from '@shop/domain/api/admin/catalogue';
import { discountProblem } from '@shop/domain/catalog/discount-admin';
import { STATE } from '@shop/domain/codes/generic-state';
import { MORPH_TYPE } from '@shop/domain/codes/morph-type';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { morphPointsAt } from '../../db/morph-ref';
import { discounts } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { lowestFees } from './lowest-fees';
import { recordProdChange } from './prod-change';
import { findProd } from './prod-read';

type DiscountRow = typeof discounts.$inferSelect;

const view = (row: DiscountRow): AdminDiscount => ({
  id: row.id,
  title: row.title,
  type_val: row.typeVal,
  val: row.val,
  start_at: row.startAt?.toISOString() ?? null,
  stop_at: row.stopAt?.toISOString() ?? null,
});

const ofProd = (prodId: number) =>
  and(morphPointsAt(discounts, 'discountable', MORPH_TYPE.PROD, prodId), eq(discounts.state, STATE.ENABLE));

async function currentRow(db: Db, prodId: number): Promise<DiscountRow | null> {
  // The storefront applies the last enabled discount in sort order (pricing/discount.ts).
  const [row] = await db
    .select()
    .from(discounts)
    .where(ofProd(prodId))
    .orderBy(desc(discounts.sort), desc(discounts.id))
    .limit(1);
  return row ?? null;
}

export async function currentDiscount(db: Db, prodId: number): Promise<AdminDiscount | null> {
  const row = await currentRow(db, prodId);
  return row ? view(row) : null;
}

async function lowestFee(db: Db, prodId: number): Promise<number | null> {
  return (await lowestFees(db, [prodId])).get(prodId) ?? null;
}

/** Sets the product's discount: the one the storefront applies is changed in place, or one is added. */
export async function setDiscount(
  db: Db,
  staffId: number,
  prodId: number,
  body: AdminDiscountBody,
  now: Date,
) {
  return db.transaction(async (tx) => {
    await findProd(tx, prodId, true);
    const problem = discountProblem(body, await lowestFee(tx, prodId));
    if (problem) throw badRequest(problem, { val: [problem] });
    const before = await currentRow(tx, prodId);
    const values = {
      title: body.title,
      typeVal: body.type_val,
      val: body.val,
      startAt: body.start_at ? new Date(body.start_at) : null,
      stopAt: body.stop_at ? new Date(body.stop_at) : null,
    };
    const [row] = before
      ? await tx.update(discounts).set(values).where(eq(discounts.id, before.id)).returning()
      : await tx
          .insert(discounts)
          .values({
            ...values,
            discountableType: MORPH_TYPE.PROD,
            discountableId: prodId,
            state: STATE.ENABLE,
            sort: 1,
          })
          .returning();
    const after = view(row!);
    await recordProdChange(tx, now, {
      staffId,
      action: 'prod.discount',
      prodId,
      before: before ? view(before) : null,
      after,
    });
    return after;
  });
}

/** Ends the product's discounts: they stay as history, switched off. */
export async function endDiscount(db: Db, staffId: number, prodId: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await findProd(tx, prodId, true);
    const before = await currentRow(tx, prodId);
    if (!before) throw notFound('진행 중인 할인이 없습니다.');
    await tx.update(discounts).set({ state: STATE.DISABLE }).where(ofProd(prodId));
    await recordProdChange(tx, now, { staffId, action: 'prod.discountEnd', prodId, before: view(before) });
  });
}
