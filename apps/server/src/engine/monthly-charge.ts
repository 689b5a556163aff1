import { roundDueAt } from '@shop/domain/billing/billing-schedule';
import { moveRecord } from '@shop/domain/billing/record-transitions';
import { STATE } from '@shop/domain/codes/generic-state';
import { PAYMENT_STATE } from '@shop/domain/codes/payment-state';
import { PAYMENT_TYPE } from '@shop/domain/codes/payment-type';
import { RECORD_STATE } from '@shop/domain/codes/record-state';
import { SUBSC_STATE } from '@shop/domain/codes/subsc-state';
import { SUBSC_STATE_REQ } from '@shop/domain/codes/subsc-state-req';
import { CANCEL_IN_PROGRESS_REQS } from '@shop/domain/rental/gates';
import { nextRound } from '@shop/domain/rental/instalment';
import { and, asc, count, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { paymentRecords, payments, recordSubscs, subscs } from '../db/schema';
import { afterCharge, type ChargeEnd, finishCharge } from './after-charge';
import { type ChargeResult, chargeAndReconcile, type PendingCharge, type RecordRow } from './charges';
import type { EngineDeps } from './engine-deps';
import { notifyRentals } from './notify';
import { rentalCards } from './rental-card';
import { type RentalRow, rentalTitle } from './rental-facts';

export const NO_CARD_REASON = '등록된 결제 카드가 없습니다.';

/** Installed rentals are billed while running, paused, or on their way to a termination. */
export const BILLED_STATES: readonly number[] = [SUBSC_STATE.ENABLE, SUBSC_STATE.PAUSE];
export const BILLED_REQS: readonly number[] = [SUBSC_STATE_REQ.SET_COMPLETE, ...CANCEL_IN_PROGRESS_REQS];

/** Our id at the provider of a monthly round's charge: one per (rental, round), so it cannot be charged twice. */
export const roundPaymentId = (subscId: number, round: number) => `round-${subscId}-${round}`;

/** Rentals charged together: one claim and one record of the paid rounds for this many charges. */
export const ROUND_BATCH = 25;

export type RoundOutcome = ChargeEnd | 'not-due';

export type RoundClaim = { rental: RentalRow; record: RecordRow; charge: PendingCharge | null };

/**
 * Step "claim" of the monthly rounds of some rentals, in one transaction holding their locks (rentals
 * another worker holds are skipped, it is charging them): each due rental's next round as a record (unique
 * per rental and round), its pending charge under the round's own provider id, and its next due day.
 */
export async function claimDueRounds(deps: EngineDeps, subscIds: number[], now: Date): Promise<RoundClaim[]> {
  if (subscIds.length === 0) return [];
  return deps.db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(subscs)
      .where(
        and(
          inArray(subscs.id, subscIds),
          inArray(subscs.state, [...BILLED_STATES]),
          inArray(subscs.stateReq, [...BILLED_REQS]),
          lte(subscs.nextAt, now),
        ),
      )
      .orderBy(asc(subscs.id))
      .for('update', { skipLocked: true });
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const billed = new Map(
      (
        await tx
          .select({ subscId: recordSubscs.subscId, n: count() })
          .from(recordSubscs)
          .where(and(inArray(recordSubscs.subscId, ids), eq(recordSubscs.kind, 'round')))
          .groupBy(recordSubscs.subscId)
      ).map((r) => [r.subscId, r.n]),
    );
    const cards = await rentalCards(tx, ids);
    const due = rows.map((row) => ({
      row,
      round: nextRound(billed.get(row.id) ?? 0, row.duration),
      card: cards.get(row.id),
    }));
    // Every round of the term billed: nothing is due any more.
    const over = due.filter((d) => d.round === null).map((d) => d.row.id);
    if (over.length)
      await tx.update(subscs).set({ nextAt: null, updatedAt: now }).where(inArray(subscs.id, over));
    const billable = due.flatMap((d) => (d.round === null ? [] : [{ ...d, round: d.round }]));
    if (billable.length === 0) return [];
    const records = await tx
      .insert(recordSubscs)
      .values(
        billable.map(({ row, round, card }) => ({
          subscId: row.id,
          kind: 'round' as const,
          round,
          state: card ? RECORD_STATE.PENDING : RECORD_STATE.UNPAID,
          cost: row.cost,
          dueAt: row.nextAt!,
          content: [{ cost: row.cost, created_at: row.nextAt!.toISOString() }],
          createdAt: now,
        })),
      )
      .onConflictDoNothing()
      .returning();
    const claimed = billable.filter((d) => records.some((r) => r.subscId === d.row.id));
    if (claimed.length === 0) return [];
    const next = (d: (typeof claimed)[number]) => {
      const following = nextRound(d.round, d.row.duration);
      return following === null ? null : roundDueAt(d.row.startAt ?? d.row.createdAt, following);
    };
    await tx
      .update(subscs)
      .set({
        nextAt: sql`case ${subscs.id} ${sql.join(
          claimed.map((d) => sql`when ${d.row.id} then ${next(d)?.toISOString() ?? null}::timestamptz`),
          sql` `,
        )} end`,
        updatedAt: now,
      })
      .where(
        inArray(
          subscs.id,
          claimed.map((d) => d.row.id),
        ),
      );
    const withCard = claimed.filter((d) => d.card);
    const inserted = withCard.length
      ? await tx
          .insert(payments)
          .values(
            withCard.map(({ row, round, card }) => ({
              userId: row.userId,
              type: PAYMENT_TYPE.BILL,
              state: STATE.PENDING,
              title: `${rentalTitle(row)} ${round}회차`,
              cost: row.cost,
              interest: 0,
              provider: deps.payments.provider,
              pmId: roundPaymentId(row.id, round),
              paymentBillAuthId: card!.id,
              billKey: card!.billKey,
              cardCode: card!.cardCode,
              cardNumber: card!.cardNumber,
              content: { steps: [], purpose: 'round' as const },
              createdAt: now,
              updatedAt: now,
            })),
          )
          .returning()
      : [];
    const recordOf = (subscId: number) => records.find((r) => r.subscId === subscId)!;
    if (inserted.length) {
      await tx.insert(paymentRecords).values(
        inserted.map((p) => ({
          paymentId: p.id,
          recordSubscId: recordOf(Number(p.pmId!.split('-')[1])).id,
        })),
      );
    }
    return claimed.map(({ row }) => {
      const record = recordOf(row.id);
      const payment = inserted.find((p) => p.pmId === roundPaymentId(row.id, record.round));
      return {
        rental: row,
        record,
        charge: payment
          ? {
              paymentId: payment.id,
              pmId: payment.pmId!,
              amount: payment.cost,
              interest: 0,
              title: payment.title,
              billKey: payment.billKey!,
              userId: row.userId,
              subscId: row.id,
              purpose: 'round' as const,
            }
          : null,
      };
    });
  });
}

/** One rental's claim (see claimDueRounds); null when its round is not due or another worker has it. */
export async function claimDueRound(
  deps: EngineDeps,
  subscId: number,
  now: Date,
): Promise<RoundClaim | null> {
  return (await claimDueRounds(deps, [subscId], now))[0] ?? null;
}

/**
 * Charges the next monthly round of each of these rentals that is due: one claim for all, the charges at
 * once with each rental's card, then one transaction recording the paid ones with their receipts. A round
 * that did not go through, or a rental that owed something already, is settled on its own with every
 * consequence (retries, pause, collection, resumption). Running it twice, or on two instances at once,
 * charges each round once. Answers each rental's outcome.
 */
export async function chargeDueRounds(
  deps: EngineDeps,
  subscIds: number[],
): Promise<Map<number, RoundOutcome>> {
  const now = deps.clock.now();
  const outcomes = new Map<number, RoundOutcome>(subscIds.map((id) => [id, 'not-due']));
  const claims = await claimDueRounds(deps, subscIds, now);
  const charged = await Promise.all(
    claims.map(async (claim) => ({
      claim,
      result: claim.charge
        ? await chargeAndReconcile(deps.payments, claim.charge, deps.config.payments.timeoutMs, now)
        : ({ paid: false, reason: NO_CARD_REASON, steps: [] } satisfies ChargeResult),
    })),
  );
  // Paid, by a rental that owes nothing else: only the receipt follows. Everything else goes one by one.
  const simple = charged.filter(
    ({ claim, result }) =>
      result.paid &&
      claim.charge &&
      claim.rental.retryAt === null &&
      claim.rental.state !== SUBSC_STATE.PAUSE,
  );
  if (simple.length) {
    const settledIds = await recordPaidRounds(deps, simple, now);
    for (const { claim } of simple) {
      outcomes.set(claim.rental.id, settledIds.has(claim.charge!.paymentId) ? 'paid' : 'settled-elsewhere');
    }
  }
  for (const { claim, result } of charged.filter((c) => !simple.includes(c))) {
    if (claim.charge) {
      outcomes.set(
        claim.rental.id,
        await finishCharge(deps, { ...claim.charge, actor: 'engine' }, result, now),
      );
    } else {
      await deps.db.transaction((tx) =>
        afterCharge(
          deps,
          tx,
          {
            subscId: claim.rental.id,
            purpose: 'round',
            actor: 'engine',
            paid: false,
            amount: claim.record.cost,
            interest: 0,
            reason: NO_CARD_REASON,
            records: [claim.record],
          },
          now,
        ),
      );
      outcomes.set(claim.rental.id, 'unpaid');
    }
  }
  return outcomes;
}

/** Paid rounds in one transaction: the charges paid (only if still pending), their records paid, the receipts. */
async function recordPaidRounds(
  deps: EngineDeps,
  paid: { claim: RoundClaim; result: ChargeResult }[],
  now: Date,
): Promise<Set<number>> {
  const paidFrom = Object.values(RECORD_STATE).filter(
    (state) => moveRecord('chargePaid', { state }, 'engine').ok,
  );
  return deps.db.transaction(async (tx: Db) => {
    const values = paid.map(
      ({ claim, result }) => sql`(${claim.charge!.paymentId}::int, ${JSON.stringify(result.steps)}::jsonb)`,
    );
    const settled = await tx
      .update(payments)
      .set({
        state: PAYMENT_STATE.BILL_SUCCESS,
        paidAt: now,
        updatedAt: now,
        content: sql`jsonb_set(${payments.content}, '{steps}', coalesce(${payments.content}->'steps', '[]'::jsonb) || v.steps)`,
      })
      .from(sql`(values ${sql.join(values, sql`, `)}) as v(id, steps)`)
      .where(and(sql`${payments.id} = v.id`, eq(payments.state, STATE.PENDING)))
      .returning({ id: payments.id });
    const ids = new Set(settled.map((p) => p.id));
    if (ids.size === 0) return ids;
    await tx
      .update(recordSubscs)
      .set({ state: RECORD_STATE.PAID, paymentId: sql`pr.payment_id`, paidAt: now })
      .from(sql`${paymentRecords} as pr`)
      .where(
        and(
          sql`pr.record_subsc_id = ${recordSubscs.id}`,
          sql`pr.payment_id in (${sql.join(
            [...ids].map((id) => sql`${id}`),
            sql`, `,
          )})`,
          inArray(recordSubscs.state, paidFrom),
        ),
      );
    await notifyRentals(
      tx,
      paid
        .filter(({ claim }) => ids.has(claim.charge!.paymentId))
        .map(({ claim }) => ({
          userId: claim.rental.userId,
          subscId: claim.rental.id,
          message: {
            kind: 'receipt' as const,
            title: rentalTitle(claim.rental),
            round: claim.record.round,
            amount: claim.charge!.amount,
            paidAt: now,
          },
        })),
      { config: deps.config, now },
    );
    return ids;
  });
}

/** One rental's round (see chargeDueRounds). */
export async function chargeDueRound(deps: EngineDeps, subscId: number): Promise<RoundOutcome> {
  return (await chargeDueRounds(deps, [subscId])).get(subscId) ?? 'not-due';
}

/** Rentals of these whose next round has come due (again) at `now`: a rental days behind catches up. */
export async function stillDue(db: Db, subscIds: number[], now: Date): Promise<number[]> {
  if (subscIds.length === 0) return [];
  const rows = await db
    .select({ id: subscs.id })
    .from(subscs)
    .where(
      and(inArray(subscs.id, subscIds), inArray(subscs.state, [...BILLED_STATES]), lte(subscs.nextAt, now)),
    );
  return rows.map((r) => r.id);
}
