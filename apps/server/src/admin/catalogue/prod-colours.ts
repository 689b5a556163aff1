import type { AdminColour, AdminColourBody } from '@shop/domain/api/admin/catalogue';
import { PROD_OPT_TYPE } from '@shop/domain/codes/prod-opt-type';
import { STOCK_STATE } from '@shop/domain/codes/stock-state';
import { and, count, eq, max, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsInDisplayOrder } from '../../db/display-order';
import { foundRow } from '../../db/found-row';
import { prodOpts, prodOrderers, prodStocks, prods } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import { recordAudit } from '../audit/audit';
import { findProd } from './prod-read';

type OptRow = typeof prodOpts.$inferSelect;
type Counts = { total: number; avail: number; held: number };

const view = (row: OptRow, counts: Counts | undefined): AdminColour => ({
  id: row.id,
  title: row.title,
  val: row.val,
  cost: row.cost,
  sort: row.sort,
  units_total: counts?.total ?? 0,
  units_avail: counts?.avail ?? 0,
  units_held: counts?.held ?? 0,
  units_out: (counts?.total ?? 0) - (counts?.avail ?? 0) - (counts?.held ?? 0),
});

/** A colour as its audit rows keep it. */
const auditedColour = (r: OptRow) => ({
  prod_id: r.prodId,
  title: r.title,
  val: r.val,
  cost: r.cost,
  sort: r.sort,
});

export const COLOUR_NOT_FOUND = '이 상품의 색상을 찾을 수 없습니다.';
export const COLOUR_NAME_TAKEN = '이 상품에 같은 이름의 색상이 이미 있습니다.';
export const COLOUR_HAS_UNITS =
  '재고가 등록된 색상은 삭제할 수 없습니다. 더 팔지 않으려면 재고를 모두 빼 주세요.';
export const COLOUR_ORDERED = '주문된 적이 있는 색상은 주문 기록을 위해 삭제할 수 없습니다.';

/**
 * A customer picks a colour by its name: two of one product's colours may not share one (spaces and case
 * aside). `except` is the colour being renamed.
 */
async function assertColourNameFree(db: Db, prodId: number, title: string, except?: number): Promise<void> {
  const [taken] = await db
    .select({ id: prodOpts.id })
    .from(prodOpts)
    .where(
      and(
        eq(prodOpts.prodId, prodId),
        eq(prodOpts.type, PROD_OPT_TYPE.COLOR),
        sql`lower(btrim(${prodOpts.title})) = lower(btrim(${title}))`,
        except === undefined ? undefined : ne(prodOpts.id, except),
      ),
    )
    .limit(1);
  if (taken) throw conflict(COLOUR_NAME_TAKEN);
}

/** The product's colours with its units counted per colour: on the shelf, held by orders, out of stock. */
export async function listColours(db: Db, prodId: number): Promise<AdminColour[]> {
  await findProd(db, prodId);
  const [opts, counts] = await Promise.all([
    rowsInDisplayOrder(
      db,
      prodOpts,
      and(eq(prodOpts.prodId, prodId), eq(prodOpts.type, PROD_OPT_TYPE.COLOR)),
    ),
    db
      .select({
        optId: prodStocks.prodOptId,
        total: count(),
        avail:
          sql<number>`count(*) filter (where ${prodStocks.state} = ${STOCK_STATE.ENABLE} and ${prodStocks.prodOrdererId} is null)`.mapWith(
            Number,
          ),
        held: count(prodStocks.prodOrdererId),
      })
      .from(prodStocks)
      .where(eq(prodStocks.prodId, prodId))
      .groupBy(prodStocks.prodOptId),
  ]);
  const countsOf = new Map(counts.map((c) => [c.optId, c]));
  return opts.map((o) => view(o, countsOf.get(o.id)));
}

/** A colour option of this product, locked when asked. */
export async function findColour(db: Db, prodId: number, optId: number, lock = false): Promise<OptRow> {
  const query = db
    .select()
    .from(prodOpts)
    .where(and(eq(prodOpts.id, optId), eq(prodOpts.prodId, prodId), eq(prodOpts.type, PROD_OPT_TYPE.COLOR)));
  return foundRow(query, lock, COLOUR_NOT_FOUND);
}

export async function createColour(
  db: Db,
  staffId: number,
  prodId: number,
  body: AdminColourBody,
  now: Date,
) {
  return db.transaction(async (tx) => {
    await findProd(tx, prodId, true);
    await assertColourNameFree(tx, prodId, body.title);
    const [last] = await tx
      .select({ sort: max(prodOpts.sort) })
      .from(prodOpts)
      .where(and(eq(prodOpts.prodId, prodId), eq(prodOpts.type, PROD_OPT_TYPE.COLOR)));
    const [row] = await tx
      .insert(prodOpts)
      .values({
        prodId,
        type: PROD_OPT_TYPE.COLOR,
        title: body.title,
        val: body.val,
        cost: body.cost,
        sort: body.sort ?? (last?.sort ?? 0) + 1,
      })
      .returning();
    await tx.update(prods).set({ updatedAt: now }).where(eq(prods.id, prodId));
    const created = view(row!, undefined);
    await recordAudit(tx, {
      staffId,
      action: 'prodOpt.create',
      targetType: 'prod_opt',
      targetId: row!.id,
      after: created,
    });
    return created;
  });
}

/**
 * A colour by its id alone, locked, its product locked first as a colour's creation and a unit's receipt do:
 * two renames at once cannot both take a name, and a unit received during a delete waits for it.
 */
async function lockColour(tx: Db, optId: number): Promise<OptRow> {
  const [found] = await tx.select({ prodId: prodOpts.prodId }).from(prodOpts).where(eq(prodOpts.id, optId));
  if (!found) throw notFound(COLOUR_NOT_FOUND);
  await findProd(tx, found.prodId, true);
  return findColour(tx, found.prodId, optId, true);
}

/** Name, CSS colour, monthly surcharge and order of a colour; its units stay as they are. */
export async function updateColour(db: Db, staffId: number, optId: number, body: AdminColourBody, now: Date) {
  return db.transaction(async (tx) => {
    const before = await lockColour(tx, optId);
    const { prodId } = before;
    await assertColourNameFree(tx, prodId, body.title, optId);
    const [row] = await tx
      .update(prodOpts)
      .set({
        title: body.title,
        val: body.val,
        cost: body.cost,
        ...(body.sort !== undefined ? { sort: body.sort } : {}),
      })
      .where(eq(prodOpts.id, optId))
      .returning();
    await tx.update(prods).set({ updatedAt: now }).where(eq(prods.id, prodId));
    await recordAudit(tx, {
      staffId,
      action: 'prodOpt.update',
      targetType: 'prod_opt',
      targetId: optId,
      before: auditedColour(before),
      after: auditedColour(row!),
    });
    return (await listColours(tx, prodId)).find((c) => c.id === optId)!;
  });
}

/**
 * Deletes a colour added by mistake: one no unit was ever received in and no order ever named (a unit or an
 * order keeps its colour for good: a rental's history, an invoice). A cart still holding it says the option
 * is gone (cart-pricing.ts).
 */
export async function deleteColour(db: Db, staffId: number, optId: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockColour(tx, optId);
    const { prodId } = before;
    const [unit] = await tx
      .select({ id: prodStocks.id })
      .from(prodStocks)
      .where(eq(prodStocks.prodOptId, optId))
      .limit(1);
    if (unit) throw conflict(COLOUR_HAS_UNITS);
    const [ordered] = await tx
      .select({ id: prodOrderers.id })
      .from(prodOrderers)
      .where(
        and(
          eq(prodOrderers.prodId, prodId),
          sql`${prodOrderers.prodOptIds} @> ${JSON.stringify([optId])}::jsonb`,
        ),
      )
      .limit(1);
    if (ordered) throw conflict(COLOUR_ORDERED);
    await tx.delete(prodOpts).where(eq(prodOpts.id, optId));
    await tx.update(prods).set({ updatedAt: now }).where(eq(prods.id, prodId));
    await recordAudit(tx, {
      staffId,
      action: 'prodOpt.delete',
      targetType: 'prod_opt',
      targetId: optId,
      before: auditedColour(before),
    });
  });
}
