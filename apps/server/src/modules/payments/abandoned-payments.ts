import { STATE } from '@shop/domain/codes/generic-state';
import { MORPH_TYPE } from '@shop/domain/codes/morph-type';
import { PAYMENT_TYPE } from '@shop/domain/codes/payment-type';
import { and, asc, eq, lt } from 'drizzle-orm';
import { payments, purOrders } from '../../db/schema';
import { finishCharge } from '../../engine/after-charge';
import { resumeCharge } from '../../engine/charges';
import type { EngineDeps } from '../../engine/engine-deps';
import { settleOrder } from '../../engine/unpaid-settlement';
import { recordCareCharge } from '../cares/care-charge';
import { recordFailedCheckout } from './checkout-failure';
import { recordsPaidBy } from './payment-read';
import { step } from './payment-view';
import { cancelCharge } from './provider-calls';

/**
 * A charge is answered or timed out within PAYMENTS_TIMEOUT_MS (at most two minutes), so a payment still
 * pending after this long belongs to a server that stopped between the charge and its record.
 */
/** The default of ABANDONED_PAYMENT_MINUTES (config.payments.abandonedAfterMs). */
export const ABANDONED_AFTER_MS = 10 * 60_000;
export const ABANDONED_MESSAGE = '결제 처리가 중단되어 자동으로 취소되었습니다.';

/**
 * Settles payments left pending by a stopped server. A checkout's charge is cancelled at the provider and
 * its claim undone as after a failed charge (orders cancelled, units released, items back in the cart).
 * A rental's charge (a monthly round, an overdue settlement, a penalty) is resumed from what the provider
 * knows of it (engine/charges.ts resumeCharge), with the usual consequences; so is an AS quote's charge,
 * which moves its request when it was paid (modules/cares/care-charge.ts).
 * Returns how many it settled (one settled meanwhile by another server is not counted); one that cannot
 * be settled now is logged and left for the next sweep without holding back the others.
 */
export async function settleAbandonedPayments(deps: EngineDeps, now = deps.clock.now()): Promise<number> {
  const stale = await deps.db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.type, PAYMENT_TYPE.BILL),
        eq(payments.state, STATE.PENDING),
        lt(payments.createdAt, new Date(now.getTime() - deps.config.payments.abandonedAfterMs)),
      ),
    )
    .orderBy(asc(payments.id));
  let settled = 0;
  for (const payment of stale) {
    try {
      if (await settleOne(deps, payment, now)) settled += 1;
    } catch (error) {
      deps.log.error({ err: error, paymentId: payment.id }, 'could not settle a pending payment');
    }
  }
  return settled;
}

async function settleOne(
  deps: EngineDeps,
  payment: typeof payments.$inferSelect,
  now: Date,
): Promise<boolean> {
  const orders = await deps.db.select().from(purOrders).where(eq(purOrders.paymentId, payment.id));
  const retry = orders.find((o) => o.orderableType === MORPH_TYPE.RECORD_SUBSC);
  const purpose = payment.content.purpose ?? (retry ? 'unpaid' : 'checkout');
  // A charge of a care request or an overdue retry: what became of it at the provider, asked again.
  const resume = () =>
    resumeCharge(deps.payments, payment, deps.config.payments.timeoutMs, now, ABANDONED_MESSAGE);
  if (purpose === 'checkout') {
    const cancel = payment.pmId
      ? await cancelCharge(deps.payments, payment.pmId, '중단된 결제 자동 취소')
      : { status: 'none', resultmsg: '' };
    const steps = [
      step(
        'billCancel',
        { resultmsg: ABANDONED_MESSAGE, cancel: cancel.status, cancelmsg: cancel.resultmsg },
        now,
      ),
    ];
    return recordFailedCheckout(deps.db, { userId: payment.userId, paymentId: payment.id, orders, steps });
  }
  if (purpose === 'care') {
    if (!payment.pmId) return false;
    const result = await resume();
    return (await recordCareCharge(deps.db, payment.id, result, now, deps.config)) !== 'settled-elsewhere';
  }
  const subscId = retry?.ordererId ?? (await recordsPaidBy(deps.db, payment.id))[0]?.subscId ?? null;
  if (!payment.pmId || subscId === null) return false;
  const result = await resume();
  const end = await finishCharge(
    deps,
    {
      paymentId: payment.id,
      subscId,
      purpose,
      actor: 'engine',
      amount: payment.cost,
      interest: payment.interest,
    },
    result,
    now,
    retry ? (tx) => settleOrder(tx, retry.id, result.paid, now) : undefined,
  );
  return end !== 'settled-elsewhere';
}
