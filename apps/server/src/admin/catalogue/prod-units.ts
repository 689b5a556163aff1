import type {
  AdminUnit,
  AdminUnitRetireBody,
  AdminUnitsAddBody,
  AdminUnitsQuery,
} from '@shop/domain/api/admin/catalogue';
import { existingSerialsMessage, parseSerialLines, serialsProblem } from '@shop/domain/catalog/serials-admin';
import { retireRefusal, stockStateLabel, unitLabel } from '@shop/domain/catalog/unit-state-admin';
import { MORPH_TYPE } from '@shop/domain/codes/morph-type';
import { STOCK_STATE } from '@shop/domain/codes/stock-state';
import { STOCK_TRADE_TYPE } from '@shop/domain/codes/stock-trade-type';
import { and, asc, count, eq, ilike, inArray, isNotNull, isNull, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { foundRow } from '../../db/found-row';
import { readPage } from '../../db/read-page';
import { prodOpts, prodOrderers, prodStocks, prods, stockLogs } from '../../db/schema';
import { containsPattern } from '../../db/search';
import { badRequest, conflict, HttpError } from '../../http/errors';
import { recordAudit } from '../audit/audit';
import { findColour } from './prod-colours';
import { findProd } from './prod-read';

function unitFilters(prodId: number, q: AdminUnitsQuery): SQL {
  const where: (SQL | undefined)[] = [eq(prodStocks.prodId, prodId)];
  if (q.prod_opt_id) where.push(eq(prodStocks.prodOptId, q.prod_opt_id));
  if (q.q) where.push(ilike(prodStocks.sn, containsPattern(q.q)));
  if (q.filter === 'available')
    where.push(eq(prodStocks.state, STOCK_STATE.ENABLE), isNull(prodStocks.prodOrdererId));
  if (q.filter === 'held') where.push(isNotNull(prodStocks.prodOrdererId));
  if (q.filter === 'out')
    where.push(ne(prodStocks.state, STOCK_STATE.ENABLE), isNull(prodStocks.prodOrdererId));
  return and(...where)!;
}

/** A page of the product's units, in serial order, each with its state and the rental holding it. */
export async function listUnits(
  db: Db,
  prodId: number,
  q: AdminUnitsQuery,
): Promise<{ rows: AdminUnit[]; total: number }> {
  await findProd(db, prodId);
  const where = unitFilters(prodId, q);
  const { rows, total } = await readPage(
    db
      .select({
        unit: prodStocks,
        colour: prodOpts.title,
        ordererType: prodOrderers.ordererType,
        ordererId: prodOrderers.ordererId,
      })
      .from(prodStocks)
      .leftJoin(prodOpts, eq(prodOpts.id, prodStocks.prodOptId))
      .leftJoin(prodOrderers, eq(prodOrderers.id, prodStocks.prodOrdererId))
      .where(where)
      .orderBy(asc(prodStocks.sn))
      .$dynamic(),
    db.select({ n: count() }).from(prodStocks).where(where),
    q,
  );
  return {
    total: total,
    rows: rows.map(({ unit, colour, ordererType, ordererId }) => ({
      id: unit.id,
      sn: unit.sn,
      prod_opt_id: unit.prodOptId,
      colour_title: colour,
      state: unit.state,
      state_label: unitLabel({ state: unit.state, held: unit.prodOrdererId !== null }),
      held: unit.prodOrdererId !== null,
      subsc_id: ordererType === MORPH_TYPE.SUBSC ? ordererId : null,
      created_at: unit.createdAt.toISOString(),
      updated_at: unit.updatedAt.toISOString(),
    })),
  };
}

/**
 * Receives units of one colour, one per serial number. A list with a repeat, an odd serial or one already
 * in the warehouse (any product) is refused whole, naming them, and nothing is stored.
 */
export async function addUnits(db: Db, staffId: number, prodId: number, body: AdminUnitsAddBody, now: Date) {
  const serials = parseSerialLines(body.serials);
  const problem = serialsProblem(serials);
  if (problem) throw badRequest(problem, { serials: [problem] });
  try {
    return await db.transaction(async (tx) => {
      await findProd(tx, prodId, true);
      const colour = await findColour(tx, prodId, body.prod_opt_id);
      const taken = await tx
        .select({ sn: prodStocks.sn })
        .from(prodStocks)
        .where(inArray(prodStocks.sn, serials));
      if (taken.length) {
        const takenSet = new Set(taken.map((r) => r.sn));
        const message = existingSerialsMessage(serials.filter((sn) => takenSet.has(sn)));
        throw badRequest(message, { serials: [message] });
      }
      const units = await tx
        .insert(prodStocks)
        .values(
          serials.map((sn) => ({
            prodId,
            prodOptId: colour.id,
            sn,
            state: STOCK_STATE.ENABLE,
            tradeType: STOCK_TRADE_TYPE.RENTAL_TAKE,
            createdAt: now,
            updatedAt: now,
          })),
        )
        .returning({ id: prodStocks.id });
      await tx
        .insert(stockLogs)
        .values(
          units.map((u) => ({ prodStockId: u.id, state: STOCK_STATE.ENABLE, note: '입고', createdAt: now })),
        );
      await recordAudit(tx, {
        staffId,
        action: 'prodStock.add',
        targetType: 'prod',
        targetId: prodId,
        after: { prod_opt_id: colour.id, colour: colour.title, serials },
      });
      return { added: units.length, serials };
    });
  } catch (error) {
    // Another member received one of these serials at the same moment.
    if (isUniqueViolation(error))
      throw conflict('방금 다른 곳에서 같은 시리얼 번호가 등록되었습니다. 다시 확인해 주세요.');
    throw error;
  }
}

/** Takes a unit on the shelf out of the rental stock (broken, scrapped, lost); one an order holds never. */
export async function retireUnit(
  db: Db,
  staffId: number,
  unitId: number,
  body: AdminUnitRetireBody,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const unit = await foundRow(
      tx.select().from(prodStocks).where(eq(prodStocks.id, unitId)),
      true,
      '재고를 찾을 수 없습니다.',
    );
    const refusal = retireRefusal({ state: unit.state, held: unit.prodOrdererId !== null });
    if (refusal) throw new HttpError(409, refusal);
    await tx.update(prodStocks).set({ state: body.state, updatedAt: now }).where(eq(prodStocks.id, unitId));
    const label = stockStateLabel(body.state);
    await tx.insert(stockLogs).values({
      prodStockId: unitId,
      state: body.state,
      note: body.note ? `${label}: ${body.note}` : label,
      createdAt: now,
    });
    await tx.update(prods).set({ updatedAt: now }).where(eq(prods.id, unit.prodId));
    await recordAudit(tx, {
      staffId,
      action: 'prodStock.retire',
      targetType: 'prod_stock',
      targetId: unitId,
      before: { sn: unit.sn, state: unit.state },
      after: { sn: unit.sn, state: body.state },
      reason: body.note || label,
    });
  });
}
