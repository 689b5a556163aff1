import { STATE } from '@shop/domain/codes/generic-state';
import { MORPH_TYPE } from '@shop/domain/codes/morph-type';
import { PROVIDE_TYPE } from '@shop/domain/codes/provide-type';
import { SHIP_STATE } from '@shop/domain/codes/ship-state';
import { STOCK_STATE } from '@shop/domain/codes/stock-state';
import { SUBSC_STATE } from '@shop/domain/codes/subsc-state';
import { SUBSC_STATE_REQ } from '@shop/domain/codes/subsc-state-req';
import { mayCancelOrder } from '@shop/domain/rental/gates';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { PaymentGateway } from '../../adapters/payments/payment-gateway';
import type { Db } from '../../db/client';
import {
  paymentOrderers,
  payments,
  prodOrderers,
  prodStocks,
  recordSubscs,
  ships,
  stockLogs,
  subscs,
} from '../../db/schema';
import { badRequest } from '../../http/errors';
import { cancelCharge } from '../payments/provider-calls';
import { recordCancelReasons, recordHistory } from './cancel-steps';
import { findOwnSubsc } from './owned-subsc';

export const ORDER_CANCEL_NOT_ALLOWED_MESSAGE =
  '주문을 취소할 수 없습니다. 이미 설치가 완료되었거나 취소된 주문입니다.';

export type RefundResult = 'cancelled' | 'not_found' | 'failed' | 'none';

/**
 * PUT subscs/{id}/setCancel: cancels an order that has not started. One transaction: the rental and its
 * request state to INIT_CANCEL with a history row, the units it holds back in stock, its open deliveries
 * cancelled, its card link disabled, the reasons recorded. Then the first instalment is refunded through the
 * payments adapter; a refund that fails leaves the cancel standing and is written down for staff (a
 * provider call cannot sit inside a database transaction, and a cancelled order must not stay open because
 * the provider was slow).
 */
export async function setCancelSubsc(
  db: Db,
  gateway: PaymentGateway,
  userId: number,
  id: number,
  body: { feedback_ids: number[]; spot_id?: number | null | undefined },
): Promise<RefundResult> {
  const now = new Date();
  await db.transaction(async (tx) => {
    const row = await findOwnSubsc(tx, userId, id, true);
    if (!mayCancelOrder({ state: row.state, state_req: row.stateReq })) {
      throw badRequest(ORDER_CANCEL_NOT_ALLOWED_MESSAGE);
    }
    await tx
      .update(subscs)
      .set({
        state: SUBSC_STATE.INIT_CANCEL,
        stateReq: SUBSC_STATE_REQ.INIT_CANCEL,
        stopAt: now,
        options: {
          ...row.options,
          cancel: { type: 'init-cancel', at: now.toISOString(), penalty: 0, spot_id: body.spot_id ?? null },
        },
        updatedAt: now,
      })
      .where(eq(subscs.id, id));
    await releaseUnits(tx, id);
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
    await recordHistory(tx, id, SUBSC_STATE.INIT_CANCEL, SUBSC_STATE_REQ.INIT_CANCEL, '고객 주문 취소');
  });
  return refundFirstInstalment(db, gateway, id);
}

/** Undo of "reserve stock" for a rental: its units go back to the shelf, each with a stock log. */
async function releaseUnits(tx: Db, subscId: number) {
  const holders = await tx
    .select({ id: prodOrderers.id })
    .from(prodOrderers)
    .where(and(eq(prodOrderers.ordererType, MORPH_TYPE.SUBSC), eq(prodOrderers.ordererId, subscId)));
  if (holders.length === 0) return;
  const released = await tx
    .update(prodStocks)
    .set({ prodOrdererId: null, updatedAt: new Date() })
    .where(
      inArray(
        prodStocks.prodOrdererId,
        holders.map((h) => h.id),
      ),
    )
    .returning({ id: prodStocks.id });
  if (released.length) {
    await tx.insert(stockLogs).values(
      released.map((u) => ({
        prodStockId: u.id,
        state: STOCK_STATE.ENABLE,
        note: `주문 취소로 반환 (렌탈 ${subscId})`,
      })),
    );
  }
}

/** Step "refund": cancels the paid first instalment at the provider and records what it answered. */
async function refundFirstInstalment(
  db: Db,
  gateway: PaymentGateway,
  subscId: number,
): Promise<RefundResult> {
  const [first] = await db
    .select({ payment: payments })
    .from(recordSubscs)
    .innerJoin(payments, eq(payments.id, recordSubscs.paymentId))
    .where(eq(recordSubscs.subscId, subscId))
    .orderBy(asc(recordSubscs.round))
    .limit(1);
  const payment = first?.payment;
  if (!payment?.pmId || payment.paidAt === null) return 'none';
  const outcome = await cancelCharge(gateway, payment.pmId, '고객 주문 취소');
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx
      .update(payments)
      .set({
        typeProvide: outcome.status === 'cancelled' ? PROVIDE_TYPE.SUBSC_BILL_REFUND : payment.typeProvide,
        content: {
          steps: [
            ...payment.content.steps,
            {
              at: now.toISOString(),
              name: 'billCancel',
              instance: JSON.stringify({
                resultmsg: outcome.resultmsg || '환불 완료',
                cancel: outcome.status,
              }),
            },
          ],
        },
        updatedAt: now,
      })
      .where(eq(payments.id, payment.id));
    const [row] = await tx.select({ options: subscs.options }).from(subscs).where(eq(subscs.id, subscId));
    const cancel = (row?.options.cancel as Record<string, unknown> | undefined) ?? {};
    await tx
      .update(subscs)
      .set({
        options: {
          ...row?.options,
          cancel: { ...cancel, refund: outcome.status, refund_cost: payment.cost },
        },
      })
      .where(eq(subscs.id, subscId));
    const note =
      outcome.status === 'failed'
        ? `첫 회차 환불 실패, 담당자 확인 필요: ${outcome.resultmsg}`
        : `첫 회차 환불 (${outcome.status})`;
    await recordHistory(tx, subscId, SUBSC_STATE.INIT_CANCEL, SUBSC_STATE_REQ.INIT_CANCEL, note);
  });
  return outcome.status;
}
