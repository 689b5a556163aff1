import type { AdminDiscount, AdminDiscountBody } from '@shop/domain/api/admin/catalogue';
import { discountProblem, discountProblemField } from '@shop/domain/catalog/discount-admin';
import { STATE } from '@shop/domain/codes/generic-state';
import { MORPH_TYPE } from '@shop/domain/codes/morph-type';
import { and, desc, eq, sql } from 'drizzle-orm';
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

/**
 * The product's discount staff manage: the last enabled one in sort order that has not ended by the
 * database's clock, running or still to come. The storefront applies the last one whose period holds now
 * (modules/catalog/running-discounts.ts); one whose end has passed is history, applied nowhere, and is not
 * shown as the product's discount.
 */
async function currentRow(db: Db, prodId: number): Promise<DiscountRow | null> {
  const [row] = await unendedRows(db, prodId).limit(1);
  return row ?? null;
}

const notEnded = sql`(${discounts.stopAt} is null or ${discounts.stopAt} > now())`;

/** The product's enabled discounts that have not ended, running or to come, the one applied last first. */
const unendedRows = (db: Db, prodId: number) =>
  db
    .select()
    .from(discounts)
    .where(and(ofProd(prodId), notEnded))
    .orderBy(desc(discounts.sort), desc(discounts.id))
    .$dynamic();

/** Every discount of the product running now or scheduled: each must leave every fee above nothing. */
export async function unendedDiscounts(db: Db, prodId: number): Promise<AdminDiscount[]> {
  return (await unendedRows(db, prodId)).map(view);
}

/** The product's discount, running or still to come (its period tells which), or null. */
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
    const problem = discountProblem(body, await lowestFee(tx, prodId), now);
    if (problem) throw badRequest(problem, { [discountProblemField(problem)]: [problem] });
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
