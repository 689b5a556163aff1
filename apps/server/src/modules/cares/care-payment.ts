import { chargeAndReconcile } from '../../engine/charges';
import type { EngineDeps } from '../../engine/engine-deps';
import { conflict } from '../../http/errors';
import { CARE_PAYING_MESSAGE, careDeclined, claimCareCharge, recordCareCharge } from './care-charge';

/**
 * The customer pays the repair quote (PATCH cares/{id} to the paying state) with the rental's card through
 * the payments adapter, like the engine's charges: the pending payment is written before the provider is
 * asked, an unknown answer is read back at the provider (and cancelled there unless it was paid), and the
 * answer is written with the move. A declined card leaves the request where it was and says why.
 */
export async function payCareQuote(deps: EngineDeps, userId: number, careId: number): Promise<true> {
  const now = deps.clock.now();
  const claim = await claimCareCharge(deps.db, deps.payments.provider, userId, careId, now);
  if (!claim) return true;
  const result = await chargeAndReconcile(deps.payments, claim, deps.config.payments.timeoutMs, now);
  const end = await recordCareCharge(deps.db, claim.paymentId, result, deps.clock.now(), deps.config);
  // Settled meanwhile by the sweep of abandoned charges: the request shows what it decided.
  if (end === 'settled-elsewhere') throw conflict(CARE_PAYING_MESSAGE);
  if (!result.paid) throw careDeclined(result);
  return true;
}
