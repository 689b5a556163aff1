import { FINAL_CHARGE_KINDS, recordTitle } from '@shop/domain/billing/record-label';
import { STATE } from '@shop/domain/codes/generic-state';
import { RECORD_STATE } from '@shop/domain/codes/record-state';
import { and, eq, inArray } from 'drizzle-orm';
import { paymentRecords, payments, recordSubscs } from '../db/schema';
import { afterCharge, type ChargeEnd, finishCharge } from './after-charge';
import { chargeAndReconcile, insertPendingCharge } from './charges';
import type { EngineDeps } from './engine-deps';
import { NO_CARD_REASON } from './monthly-charge';
import { rentalCard } from './rental-card';
import { lockRental, rentalTitle } from './rental-facts';

/**
 * Charges what a rental's end left owed, its final penalty (written when the termination was completed)
 * or its loss charge (written by 분실 해지), with its saved card. Declined, it becomes an unpaid record like
 * any other: retried with the others and payable by the customer with the 1 % interest. Claimed under the
 * rental's lock, so it is charged once.
 */
export async function chargePenalty(deps: EngineDeps, subscId: number): Promise<ChargeEnd | 'nothing'> {
  const now = deps.clock.now();
  const claim = await deps.db.transaction(async (tx) => {
    const row = await lockRental(tx, subscId);
    if (!row) return null;
    const [penalty] = await tx
      .select()
      .from(recordSubscs)
      .where(
        and(
          eq(recordSubscs.subscId, subscId),
          inArray(recordSubscs.kind, [...FINAL_CHARGE_KINDS]),
          eq(recordSubscs.state, RECORD_STATE.PENDING),
        ),
      )
      .for('update');
    if (!penalty) return null;
    const [inFlight] = await tx
      .select({ id: payments.id })
      .from(paymentRecords)
      .innerJoin(payments, eq(payments.id, paymentRecords.paymentId))
      .where(and(eq(paymentRecords.recordSubscId, penalty.id), eq(payments.state, STATE.PENDING)));
    if (inFlight) return null;
    const card = await rentalCard(tx, subscId);
    if (!card) return { penalty, charge: null };
    const charge = await insertPendingCharge(tx, {
      provider: deps.payments.provider,
      userId: row.userId,
      subscId,
      card,
      records: [penalty],
      interest: 0,
      title: `${rentalTitle(row)} ${recordTitle(penalty)}`,
      purpose: 'penalty',
      now,
    });
    return { penalty, charge };
  });
  if (!claim) return 'nothing';
  if (!claim.charge) {
    await deps.db.transaction(async (tx) => {
      await tx
        .update(recordSubscs)
        .set({ state: RECORD_STATE.UNPAID })
        .where(eq(recordSubscs.id, claim.penalty.id));
      await afterCharge(
        deps,
        tx,
        {
          subscId,
          purpose: 'penalty',
          actor: 'engine',
          paid: false,
          amount: claim.penalty.cost,
          interest: 0,
          reason: NO_CARD_REASON,
          records: [{ ...claim.penalty, state: RECORD_STATE.UNPAID }],
        },
        now,
      );
    });
    return 'unpaid';
  }
  const result = await chargeAndReconcile(deps.payments, claim.charge, deps.config.payments.timeoutMs, now);
  return finishCharge(deps, { ...claim.charge, actor: 'engine' }, result, now);
}
