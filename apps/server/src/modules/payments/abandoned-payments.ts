import { STATE } from '@shop/domain/codes/generic-state';
import { MORPH_TYPE } from '@shop/domain/codes/morph-type';
import { PAYMENT_TYPE } from '@shop/domain/codes/payment-type';
import { and, asc, eq, lt } from 'drizzle-orm';
import type { PaymentGateway } from '../../adapters/payments/payment-gateway';
import type { Db } from '../../db/client';
import { payments, purOrders } from '../../db/schema';
import { recordFailedRetry } from '../record-unpaids/unpaid-retry-service';
import { recordFailedCheckout } from './checkout-failure';
import { step } from './payment-view';
import { cancelCharge } from './provider-calls';

/**
 * A charge is answered or timed out within PAYMENTS_TIMEOUT_MS (at most two minutes), so a payment still
 * pending after this long belongs to a server that stopped between the charge and its record.
 */
export const ABANDONED_AFTER_MS = 10 * 60_000;
export const ABANDONED_MESSAGE = '결제 처리가 중단되어 자동으로 취소되었습니다.';

/**
 * Settles payments left pending by a stopped server: the charge's fate is unknown, so it is cancelled at
 * the provider (a charge that never happened cancels as nothing) and the claim is undone as after a failed
 * charge — checkout orders cancelled with their units released and the items back in the cart, or an
 * unpaid retry released so the customer can try again. Returns how many it settled (one settled meanwhile by
 * another server is not counted).
 */
export async function settleAbandonedPayments(
  db: Db,
  gateway: PaymentGateway,
  now = new Date(),
): Promise<number> {
  const stale = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.type, PAYMENT_TYPE.BILL),
        eq(payments.state, STATE.PENDING),
        lt(payments.createdAt, new Date(now.getTime() - ABANDONED_AFTER_MS)),
      ),
    )
    .orderBy(asc(payments.id));
  let settled = 0;
  for (const payment of stale) {
    const orders = await db.select().from(purOrders).where(eq(purOrders.paymentId, payment.id));
    const cancel = payment.pmId
      ? await cancelCharge(gateway, payment.pmId, '중단된 결제 자동 취소')
      : { status: 'none', resultmsg: '' };
    const steps = [
      step('billCancel', {
        resultmsg: ABANDONED_MESSAGE,
        cancel: cancel.status,
        cancelmsg: cancel.resultmsg,
      }),
    ];
    const retry = orders.find((o) => o.orderableType === MORPH_TYPE.RECORD_SUBSC);
    const done = retry
      ? await recordFailedRetry(db, {
          paymentId: payment.id,
          orderId: retry.id,
          subscId: retry.ordererId!,
          steps,
        })
      : await recordFailedCheckout(db, { userId: payment.userId, paymentId: payment.id, orders, steps });
    if (done) settled += 1;
  }
  return settled;
}
