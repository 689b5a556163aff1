import { STATE } from '@shop/domain/codes/generic-state';
import { MORPH_TYPE } from '@shop/domain/codes/morph-type';
import { RECORD_STATE } from '@shop/domain/codes/record-state';
import { SHIP_STATE } from '@shop/domain/codes/ship-state';
import { and, eq, inArray } from 'drizzle-orm';
import { paymentOrderers, recordSubscs, ships } from '../../db/schema';
import type { EngineDeps } from '../../engine/engine-deps';
import { applyRentalMove } from '../../engine/move-rental';
import { type RefundEnd, requestRefund, settleRefund } from '../../engine/refunds';
import { releaseUnits } from '../../engine/units';
import { recordCancelReasons } from './cancel-steps';
import { findOwnSubsc } from './owned-subsc';

export type RefundResult = RefundEnd | 'none';

/**
 * PUT subscs/{id}/setCancel: cancels an order that has not started (the machine's cancelOrder). One
 * transaction: the rental to INIT_CANCEL with its history row, its units back in stock, its open
 * deliveries cancelled, its card link disabled, the reasons recorded, and a refund of each paid round
 * written down. Then the refund is asked of the provider; one it does not confirm stays pending and the
 * engine asks again until it is settled (a provider call cannot sit inside a database transaction, and a
 * cancelled order must not stay open because the provider was slow).
 */
export async function setCancelSubsc(
  deps: EngineDeps,
  userId: number,
  id: number,
  body: { feedback_ids: number[]; spot_id?: number | null | undefined },
): Promise<RefundResult> {
  const now = deps.clock.now();
  const refundIds = await deps.db.transaction(async (tx) => {
    const row = await findOwnSubsc(tx, userId, id, true);
    await applyRentalMove(tx, row, 'cancelOrder', 'customer', {
      now,
      note: '고객 요청',
      set: {
        stopAt: now,
        nextAt: null,
        retryAt: null,
        options: {
          ...row.options,
          cancel: { type: 'init-cancel', at: now.toISOString(), penalty: 0, spot_id: body.spot_id ?? null },
        },
      },
    });
    await releaseUnits(tx, id, `주문 취소로 반환 (렌탈 ${id})`, now);
    await tx
      .update(ships)
      .set({ state: SHIP_STATE.CANCEL, updatedAt: now })
      .where(
        and(
          eq(ships.shippableType, MORPH_TYPE.SUBSC),
          eq(ships.shippableId, id),
          inArray(ships.state, [SHIP_STATE.NONE, SHIP_STATE.RESERVATION, SHIP_STATE.PROGRESS]),
        ),
      );
    await tx
      .update(paymentOrderers)
      .set({ state: STATE.DISABLE })
      .where(and(eq(paymentOrderers.ordererType, MORPH_TYPE.SUBSC), eq(paymentOrderers.ordererId, id)));
    await recordCancelReasons(tx, userId, id, body.feedback_ids);
    // Each paid round gives back what it cost, from the charge that paid it (a checkout may have paid
    // several rentals at once: only this one's part is refunded).
    const paid = await tx
      .select()
      .from(recordSubscs)
      .where(and(eq(recordSubscs.subscId, id), eq(recordSubscs.state, RECORD_STATE.PAID)));
    const ids: number[] = [];
    for (const record of paid) {
      if (record.paymentId === null || record.cost <= 0) continue;
      const refund = await requestRefund(tx, {
        paymentId: record.paymentId,
        amount: record.cost,
        reason: '고객 주문 취소',
        recordIds: [record.id],
        now,
      });
      ids.push(refund.id);
    }
    return ids;
  });
  if (refundIds.length === 0) return 'none';
  let end: RefundResult = 'settled';
  for (const refundId of refundIds) {
    const outcome = await settleRefund(deps, refundId);
    if (outcome !== 'settled') end = outcome;
  }
  return end;
}
