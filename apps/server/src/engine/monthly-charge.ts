import { isDue, roundDueAt } from '@shop/domain/billing/billing-schedule';
import { RECORD_STATE } from '@shop/domain/codes/record-state';
import { SUBSC_STATE } from '@shop/domain/codes/subsc-state';
import { SUBSC_STATE_REQ } from '@shop/domain/codes/subsc-state-req';
import { CANCEL_IN_PROGRESS_REQS } from '@shop/domain/rental/gates';
import { eq } from 'drizzle-orm';
import { recordSubscs, subscs } from '../db/schema';
import { afterCharge, type ChargeEnd, finishCharge } from './after-charge';
import { chargeAndReconcile, insertPendingCharge, type PendingCharge, type RecordRow } from './charges';
import type { EngineDeps } from './engine-deps';
import { rentalCard } from './rental-card';
import { lockRental, readRentalFacts } from './rental-facts';

export const NO_CARD_REASON = '등록된 결제 카드가 없습니다.';

/** Installed rentals are billed while running, paused, or on their way to a termination. */
export const BILLED_STATES: readonly number[] = [SUBSC_STATE.ENABLE, SUBSC_STATE.PAUSE];
export const BILLED_REQS: readonly number[] = [SUBSC_STATE_REQ.SET_COMPLETE, ...CANCEL_IN_PROGRESS_REQS];

/** Our id at the provider of a monthly round's charge: one per (rental, round), so it cannot be charged twice. */
export const roundPaymentId = (subscId: number, round: number) => `round-${subscId}-${round}`;

export type RoundOutcome = ChargeEnd | 'not-due';

export type RoundClaim = { record: RecordRow; charge: PendingCharge | null };

/**
 * Step "claim" of a monthly round, under the rental's lock: the round's record (unique per rental and
 * round), its pending charge under the round's own provider id, and the next due day. Null when nothing is
 * due (or another instance claimed it first).
 */
export async function claimDueRound(
  deps: EngineDeps,
  subscId: number,
  now: Date,
): Promise<RoundClaim | null> {
  return deps.db.transaction(async (tx) => {
    const row = await lockRental(tx, subscId);
    if (!row || !BILLED_STATES.includes(row.state) || !BILLED_REQS.includes(row.stateReq)) return null;
    if (!isDue(row.nextAt, now)) return null;
    const facts = await readRentalFacts(tx, row);
    const round = facts.billedRounds + 1;
    const anchor = row.startAt ?? row.createdAt;
    const next = round < row.duration ? roundDueAt(anchor, round + 1) : null;
    if (round > row.duration) {
      await tx.update(subscs).set({ nextAt: null, updatedAt: now }).where(eq(subscs.id, row.id));
      return null;
    }
    const card = await rentalCard(tx, row.id);
    const [record] = await tx
      .insert(recordSubscs)
      .values({
        subscId: row.id,
        kind: 'round',
        round,
        state: card ? RECORD_STATE.PENDING : RECORD_STATE.UNPAID,
        cost: row.cost,
        dueAt: row.nextAt!,
        content: [{ cost: row.cost, created_at: row.nextAt!.toISOString() }],
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!record) return null;
    await tx.update(subscs).set({ nextAt: next, updatedAt: now }).where(eq(subscs.id, row.id));
    if (!card) return { record, charge: null };
    const title = `${(row.options.title as string | undefined) ?? '렌탈'} ${round}회차`;
    const charge = await insertPendingCharge(tx, {
      provider: deps.payments.provider,
      userId: row.userId,
      subscId: row.id,
      card,
      records: [record],
      interest: 0,
      title,
      purpose: 'round',
      pmId: roundPaymentId(row.id, round),
      now,
    });
    return { record, charge };
  });
}

/**
 * Charges the next monthly round of a rental if it is due: claim, charge with the rental's card, then
 * record the outcome and its consequences. Running it twice, or on two instances at once, charges the
 * round once.
 */
export async function chargeDueRound(deps: EngineDeps, subscId: number): Promise<RoundOutcome> {
  const now = deps.clock.now();
  const claim = await claimDueRound(deps, subscId, now);
  if (!claim) return 'not-due';
  if (!claim.charge) {
    await recordWithoutCard(deps, claim.record, now);
    return 'unpaid';
  }
  const { charge } = claim;
  const result = await chargeAndReconcile(deps.payments, charge, deps.config.payments.timeoutMs, now);
  return finishCharge(deps, { ...charge, actor: 'engine' }, result, now);
}

/** A round of a rental whose card link is gone is owed at once, like a declined one. */
async function recordWithoutCard(deps: EngineDeps, record: RecordRow, now: Date): Promise<void> {
  await deps.db.transaction(async (tx) =>
    afterCharge(
      deps,
      tx,
      {
        subscId: record.subscId,
        purpose: 'round',
        actor: 'engine',
        paid: false,
        amount: record.cost,
        interest: 0,
        reason: NO_CARD_REASON,
        records: [record],
      },
      now,
    ),
  );
}
