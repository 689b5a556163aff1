import type { EngineDeps } from '../../engine/engine-deps';
import { endOrderInTx, type OrderEndResult, settleOrderRefunds } from '../../engine/order-end';
import { recordCancelReasons } from './cancel-steps';
import { findOwnSubsc } from './owned-subsc';

/**
 * PUT subscs/{id}/setCancel: the customer cancels an order that has not started (the machine's
 * cancelOrder). One transaction ends the order (units back, deliveries cancelled, card link disabled, the
 * paid first instalment's refund written down) and records the reasons; then the refund is asked of the
 * provider, and one it does not confirm is asked again by the engine until it is settled.
 */
export async function setCancelSubsc(
  deps: EngineDeps,
  userId: number,
  id: number,
  body: { feedback_ids?: number[] | undefined; spot_id?: number | null | undefined },
): Promise<OrderEndResult> {
  const now = deps.clock.now();
  const refundIds = await deps.db.transaction(async (tx) => {
    const row = await findOwnSubsc(tx, userId, id, true);
    const ids = await endOrderInTx(tx, row, 'cancelOrder', 'customer', {
      now,
      note: '고객 요청',
      refundReason: '고객 주문 취소',
      options: {
        ...row.options,
        cancel: { type: 'init-cancel', at: now.toISOString(), penalty: 0, spot_id: body.spot_id ?? null },
      },
    });
    await recordCancelReasons(tx, userId, id, body.feedback_ids ?? []);
    return ids;
  });
  return settleOrderRefunds(deps, refundIds);
}
