import { repeatedSerials, repeatedSerialsMessage } from '@shop/domain/catalog/serials-admin';
import { MORPH_TYPE } from '@shop/domain/codes/morph-type';
import { STOCK_STATE } from '@shop/domain/codes/stock-state';
import { STOCK_TRADE_TYPE } from '@shop/domain/codes/stock-trade-type';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { morphPointsAt } from '../db/morph-ref';
import { prodOrderers, prodStocks, stockLogs } from '../db/schema';
import { badRequest } from '../http/errors';

async function heldUnitIds(tx: Db, subscId: number): Promise<number[]> {
  const holders = await tx
    .select({ id: prodOrderers.id })
    .from(prodOrderers)
    .where(morphPointsAt(prodOrderers, 'orderer', MORPH_TYPE.SUBSC, subscId));
  if (holders.length === 0) return [];
  const units = await tx
    .select({ id: prodStocks.id })
    .from(prodStocks)
    .where(
      inArray(
        prodStocks.prodOrdererId,
        holders.map((h) => h.id),
      ),
    );
  return units.map((u) => u.id);
}

/**
 * The installer's serial numbers must be the units this rental holds (the ones reserved for it at checkout),
 * each once and all of them (a set is installed whole): a typo, a repeat, another rental's unit or a missing
 * one is refused before anything is written.
 */
export async function assertHeldSerials(tx: Db, subscId: number, serials: string[]): Promise<void> {
  const refuse = (message: string): never => {
    throw badRequest(message, { serials: [message] });
  };
  const repeated = repeatedSerials(serials);
  if (repeated.length > 0) refuse(repeatedSerialsMessage(repeated));
  const ids = await heldUnitIds(tx, subscId);
  const held = ids.length
    ? (await tx.select({ sn: prodStocks.sn }).from(prodStocks).where(inArray(prodStocks.id, ids))).map(
        (u) => u.sn,
      )
    : [];
  const strangers = serials.filter((sn) => !held.includes(sn));
  if (strangers.length > 0) refuse(`이 렌탈에 배정되지 않은 시리얼 번호입니다: ${strangers.join(', ')}`);
  const missing = held.filter((sn) => !serials.includes(sn));
  if (missing.length > 0) {
    refuse(`이 렌탈에 배정된 제품의 시리얼 번호를 모두 입력해 주세요. 빠진 번호: ${missing.join(', ')}`);
  }
}

/**
 * Undo of "reserve stock" for a rental: the units it holds go back to the warehouse in `state` (ENABLE
 * after an order cancel or a clean return, BROKEN after a damaged one, LOST when never returned), each
 * with a stock log.
 */
export async function releaseUnits(
  tx: Db,
  subscId: number,
  note: string,
  now: Date,
  state: number = STOCK_STATE.ENABLE,
): Promise<number> {
  const ids = await heldUnitIds(tx, subscId);
  if (ids.length === 0) return 0;
  await tx
    .update(prodStocks)
    .set({ prodOrdererId: null, state, updatedAt: now })
    .where(inArray(prodStocks.id, ids));
  await tx.insert(stockLogs).values(ids.map((prodStockId) => ({ prodStockId, state, note, createdAt: now })));
  return ids.length;
}

/** A rental-take rental's units become the customer's: they leave the rental stock for good. */
export async function transferUnits(tx: Db, subscId: number, now: Date): Promise<number> {
  const ids = await heldUnitIds(tx, subscId);
  if (ids.length === 0) return 0;
  await tx
    .update(prodStocks)
    .set({ tradeType: STOCK_TRADE_TYPE.RENTAL_TAKE, state: STOCK_STATE.DISABLE, updatedAt: now })
    .where(inArray(prodStocks.id, ids));
  await tx.insert(stockLogs).values(
    ids.map((prodStockId) => ({
      prodStockId,
      state: STOCK_STATE.DISABLE,
      note: `약정 만료로 고객 소유 이전 (렌탈 ${subscId})`,
      createdAt: now,
    })),
  );
  return ids.length;
}
