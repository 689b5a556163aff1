import { UNPAID_RETRY_FAILED_MESSAGE } from '@shop/domain/api/billing';
import { STATE } from '@shop/domain/codes/generic-state';
import { PAYMENT_STATE } from '@shop/domain/codes/payment-state';
import { eq } from 'drizzle-orm';
import { payments } from '../../db/schema';
import type { EngineDeps } from '../../engine/engine-deps';
import { settleUnpaid } from '../../engine/unpaid-settlement';
import { badRequest } from '../../http/errors';

/**
 * POST recordPurOrderUnpaids: the customer charges every overdue record of his rental again, plus the
 * documents' 1 % interest, with the rental's card (the engine's settlement, docs/decisions/013). Paid:
 * 201 with state NORMAL, a paused rental back to ENABLE. Declined or unanswered: 400 with the reason.
 */
export async function retryUnpaid(deps: EngineDeps, userId: number, subscId: number) {
  const outcome = await settleUnpaid(deps, subscId, { actor: 'customer', userId });
  if (!outcome) throw badRequest(UNPAID_RETRY_FAILED_MESSAGE);
  const { charge, records } = outcome.claim;
  let paid = outcome.end === 'paid';
  if (outcome.end === 'settled-elsewhere') {
    // The sweep of stale charges settled it first: answer what it found.
    const [row] = await deps.db
      .select({ state: payments.state })
      .from(payments)
      .where(eq(payments.id, charge.paymentId));
    paid = row?.state === PAYMENT_STATE.BILL_SUCCESS;
  }
  if (!paid) throw badRequest(UNPAID_RETRY_FAILED_MESSAGE, { payment: [outcome.reason || '결제 실패'] });
  return {
    subsc_id: subscId,
    payment_id: charge.paymentId,
    state: STATE.NORMAL,
    cost: charge.amount,
    record_subscs: records.map((r) => r.id),
  };
}
