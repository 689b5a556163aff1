import { STATE } from '@shop/domain/codes/generic-state';
import { MORPH_TYPE } from '@shop/domain/codes/morph-type';
import { RECORD_STATE } from '@shop/domain/codes/record-state';
import { SHIP_STATE } from '@shop/domain/codes/ship-state';
import type { Actor } from '@shop/domain/machine/transition';
import { isRefundedOnOrderEnd } from '@shop/domain/rental/order-cancel-refund';
import type { ORDER_END_MOVES } from '@shop/domain/staff/rental-move-input';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { morphPointsAt } from '../db/morph-ref';
import { paymentOrderers, recordSubscs, ships } from '../db/schema';
import { isOpenShip, shipsOfRental } from '../modules/rentals/ship-conditions';
import type { EngineDeps } from './engine-deps';
import { applyRentalMove } from './move-rental';
import { type RefundEnd, requestRefund, settleRefund } from './refunds';
import { lockRental, type RentalRow } from './rental-facts';
import type { WithinTx } from './rental-operations';
import { releaseUnits } from './units';

/** The moves that end an order before its rental starts: cancelled, rejected, failed or voided. */
export type OrderEnd = (typeof ORDER_END_MOVES)[number];

export type OrderEndResult = RefundEnd | 'none';

/**
 * Ends an order before it starts, in the caller's transaction: the machine's move with its history row,
 * billing stopped, the units back in stock, open deliveries cancelled, the card link disabled, and a
 * refund of each paid round written down (only this rental's part of a checkout that paid several).
 * Answers the refunds to ask the provider for once the transaction has committed.
 */
export async function endOrderInTx(
  tx: Db,
  row: RentalRow,
  move: OrderEnd,
  actor: Actor,
  input: { now: Date; note: string; refundReason?: string; options?: Record<string, unknown> },
): Promise<number[]> {
  const { now } = input;
  await applyRentalMove(tx, row, move, actor, {
    now,
    note: input.note,
    set: { stopAt: now, nextAt: null, retryAt: null, ...(input.options ? { options: input.options } : {}) },
  });
  await releaseUnits(tx, row.id, `주문 종료로 반환 (렌탈 ${row.id})`, now);
  await tx
    .update(ships)
    .set({ state: SHIP_STATE.CANCEL, updatedAt: now })
    .where(and(shipsOfRental(row.id), isOpenShip()));
  await tx
    .update(paymentOrderers)
    .set({ state: STATE.DISABLE })
    .where(morphPointsAt(paymentOrderers, 'orderer', MORPH_TYPE.SUBSC, row.id));
  const paid = await tx
    .select()
    .from(recordSubscs)
    .where(and(eq(recordSubscs.subscId, row.id), eq(recordSubscs.state, RECORD_STATE.PAID)));
  const refundIds: number[] = [];
  // The same records the wizard's estimate counts (orderCancelRefund).
  for (const record of paid.filter(isRefundedOnOrderEnd)) {
    const refund = await requestRefund(tx, {
      paymentId: record.paymentId!,
      amount: record.cost,
      reason: input.refundReason ?? input.note,
      recordIds: [record.id],
      now,
    });
    refundIds.push(refund.id);
  }
  return refundIds;
}

/** Asks the provider for the refunds an ended order wrote down; the engine asks again for any left pending. */
export async function settleOrderRefunds(deps: EngineDeps, refundIds: number[]): Promise<OrderEndResult> {
  if (refundIds.length === 0) return 'none';
  let end: OrderEndResult = 'settled';
  for (const refundId of refundIds) {
    const outcome = await settleRefund(deps, refundId);
    if (outcome !== 'settled') end = outcome;
  }
  return end;
}

/** Staff end an order (반려, 결제 오류, 무효) with its refund. */
export async function endOrderByStaff(
  deps: EngineDeps,
  subscId: number,
  move: Exclude<OrderEnd, 'cancelOrder'> | 'cancelOrder',
  note: string,
  within?: WithinTx,
): Promise<OrderEndResult> {
  const now = deps.clock.now();
  const refundIds = await deps.db.transaction(async (tx) => {
    const row = await lockRental(tx, subscId);
    if (!row) return [];
    const ids = await endOrderInTx(tx, row, move, 'staff', { now, note });
    if (within) await within(tx, row, (await lockRental(tx, subscId))!);
    return ids;
  });
  return settleOrderRefunds(deps, refundIds);
}
