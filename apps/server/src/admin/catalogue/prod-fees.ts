import type { AdminFees, AdminFeesBody } from '@shop/domain/api/admin/catalogue';
import { feesUnderDiscountProblem } from '@shop/domain/catalog/discount-admin';
import {
  DEFAULT_TERMS_EMPTY_MESSAGE,
  isAllowedTermMonths,
  TERM_NOT_ALLOWED_MESSAGE,
  TERM_REPEATED_MESSAGE,
  termTotal,
} from '@shop/domain/catalog/monthly-fee-admin';
import { STATE } from '@shop/domain/codes/generic-state';
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsInDisplayOrder } from '../../db/display-order';
import { groupBy } from '../../db/group-by';
import { prodSubscCatOpts, prods, subscCatOpts, subscCats } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { recordAudit } from '../audit/audit';
import { lowestFees } from './lowest-fees';
import { currentDiscount, unendedDiscounts } from './prod-discount';
import { findProd } from './prod-read';

/** The product's fee for every duration of every enabled subscription category, and its discount. */
export async function getProdFees(db: Db, prodId: number): Promise<AdminFees> {
  const prod = await findProd(db, prodId);
  const [cats, opts, fees, discount] = await Promise.all([
    rowsInDisplayOrder(db, subscCats, eq(subscCats.state, STATE.ENABLE)),
    db.select().from(subscCatOpts).orderBy(asc(subscCatOpts.val), asc(subscCatOpts.id)),
    db.select().from(prodSubscCatOpts).where(eq(prodSubscCatOpts.prodId, prodId)),
    currentDiscount(db, prodId),
  ]);
  const feeOf = new Map(fees.map((f) => [f.subscCatOptId, f]));
  const optsOf = groupBy(opts, (o) => o.subscCatId);
  return {
    prod_id: prodId,
    cats: cats.map((cat) => ({
      id: cat.id,
      title: cat.title,
      type: cat.type,
      is_default: cat.id === prod.subscCatId,
      opts: (optsOf.get(cat.id) ?? []).map((o) => ({
        subsc_cat_opt_id: o.id,
        months: o.val,
        title: o.title,
        cost_subsc: feeOf.get(o.id)?.costSubsc ?? null,
        cost_subsc_duration: feeOf.get(o.id)?.costSubscDuration ?? null,
      })),
    })),
    discount,
  };
}

const refuse = (message: string) => badRequest(message, { fees: [message] });

/**
 * Sets the product's whole price list in one subscription category: each listed duration gets its monthly
 * fee (and the term's total), durations not listed stop being offered. Only the category's own 12–48 month
 * options can be priced, and the category the storefront prices the product with cannot be left empty.
 * Nor can its lowest fee sink to a fixed discount running or scheduled: checked after the write, in the same
 * transaction, so a refusal changes nothing.
 */
export async function setProdFees(db: Db, staffId: number, prodId: number, body: AdminFeesBody, now: Date) {
  return db.transaction(async (tx) => {
    const prod = await findProd(tx, prodId, true);
    const [cat] = await tx.select().from(subscCats).where(eq(subscCats.id, body.subsc_cat_id));
    if (!cat) throw badRequest('없는 구독 유형입니다.', { subsc_cat_id: ['없는 구독 유형입니다.'] });
    const opts = await tx.select().from(subscCatOpts).where(eq(subscCatOpts.subscCatId, cat.id));
    const optOf = new Map(opts.map((o) => [o.id, o]));
    const chosen = body.fees.map((f) => ({ ...f, opt: optOf.get(f.subsc_cat_opt_id) }));
    if (chosen.some((f) => !f.opt || !isAllowedTermMonths(f.opt.val))) throw refuse(TERM_NOT_ALLOWED_MESSAGE);
    if (new Set(body.fees.map((f) => f.subsc_cat_opt_id)).size !== body.fees.length) {
      throw refuse(TERM_REPEATED_MESSAGE);
    }
    if (body.fees.length === 0 && cat.id === prod.subscCatId) throw refuse(DEFAULT_TERMS_EMPTY_MESSAGE);

    const optIds = opts.map((o) => o.id);
    const inCat = and(eq(prodSubscCatOpts.prodId, prodId), inArray(prodSubscCatOpts.subscCatOptId, optIds));
    const before = optIds.length
      ? await tx.select().from(prodSubscCatOpts).where(inCat).orderBy(asc(prodSubscCatOpts.val))
      : [];
    const kept = body.fees.map((f) => f.subsc_cat_opt_id);
    await tx
      .delete(prodSubscCatOpts)
      .where(kept.length ? and(inCat, notInArray(prodSubscCatOpts.subscCatOptId, kept)) : inCat);
    for (const f of chosen) {
      const months = f.opt!.val;
      const values = {
        costSubsc: f.cost_subsc,
        costSubscDuration: termTotal(f.cost_subsc, months),
        title: `${months}개월`,
        val: months,
      };
      await tx
        .insert(prodSubscCatOpts)
        .values({ prodId, subscCatOptId: f.subsc_cat_opt_id, ...values })
        .onConflictDoUpdate({
          target: [prodSubscCatOpts.prodId, prodSubscCatOpts.subscCatOptId],
          set: values,
        });
    }
    const underDiscount = feesUnderDiscountProblem(
      await unendedDiscounts(tx, prodId),
      (await lowestFees(tx, [prodId])).get(prodId) ?? null,
    );
    if (underDiscount) throw refuse(underDiscount);
    await tx.update(prods).set({ updatedAt: now }).where(eq(prods.id, prodId));
    const priceList = (rows: { months: number; cost_subsc: number }[]) => ({
      subsc_cat_id: cat.id,
      subsc_cat_title: cat.title,
      fees: [...rows].sort((a, b) => a.months - b.months),
    });
    await recordAudit(tx, {
      staffId,
      action: 'prod.fees',
      targetType: 'prod',
      targetId: prodId,
      before: priceList(before.map((r) => ({ months: r.val, cost_subsc: r.costSubsc }))),
      after: priceList(chosen.map((f) => ({ months: f.opt!.val, cost_subsc: f.cost_subsc }))),
    });
  });
}
