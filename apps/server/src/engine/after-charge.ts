import { autoRetryAt } from '@shop/domain/billing/billing-schedule';
import { RECORD_STATE } from '@shop/domain/codes/record-state';
import { SUBSC_STATE } from '@shop/domain/codes/subsc-state';
import type { Actor } from '@shop/domain/machine/transition';
import type { RentalMessage } from '@shop/domain/notifications/rental-messages';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type ChargePurpose, recordSubscs, subscs } from '../db/schema';
import { type ChargeResult, type RecordRow, settleCharge } from './charges';
import type { EngineDeps } from './engine-deps';
import { tryRentalMove } from './move-rental';
import { notifyRentalCustomer } from './notify';
import { lockRental, type RentalRow, rentalTitle } from './rental-facts';

export type SettledCharge = {
  subscId: number;
  purpose: ChargePurpose;
  actor: Actor;
  paid: boolean;
  amount: number;
  interest: number;
  reason: string;
  records: RecordRow[];
};

async function unpaidRecords(tx: Db, subscId: number): Promise<RecordRow[]> {
  return tx
    .select()
    .from(recordSubscs)
    .where(and(eq(recordSubscs.subscId, subscId), eq(recordSubscs.state, RECORD_STATE.UNPAID)));
}

/**
 * What a settled charge means for its rental, in the same transaction: receipts and failure notices, the
 * automatic retry calendar (D+1, D+3, D+5 after the failed due day), the pause after the last automatic
 * retry, the resumption once nothing is owed, and collection three unpaid records behind.
 */
export async function afterCharge(deps: EngineDeps, tx: Db, charge: SettledCharge, now: Date): Promise<void> {
  const row = await lockRental(tx, charge.subscId);
  if (!row) return;
  // Every message of this charge names the rental.
  const title = rentalTitle(row);
  const notify = (message: RentalMessage) => notifyRentalCustomer(tx, row, deps, now, message);
  // Read only when needed: a paid round of a rental that owes nothing has no use for it.
  let unpaidRows: RecordRow[] | null = null;
  const unpaidNow = async () => {
    unpaidRows ??= await unpaidRecords(tx, row.id);
    return unpaidRows;
  };
  const owed = async () => (await unpaidNow()).reduce((sum, r) => sum + r.cost, 0);
  const set: Partial<typeof subscs.$inferInsert> = {};
  if (charge.purpose === 'unpaid') set.options = withoutRetryClaim(row.options);

  if (charge.paid) {
    if (charge.purpose === 'round') {
      const round = charge.records.find((r) => r.kind === 'round')?.round ?? 0;
      await notify({ kind: 'receipt', title, round, amount: charge.amount, paidAt: now });
    } else if (charge.purpose === 'penalty') {
      // The same final charge pays a penalty or a loss charge; its receipt names which (no loss is a 위약금).
      const loss = charge.records.some((r) => r.kind === 'loss');
      await notify({ kind: loss ? 'lossPaid' : 'penaltyPaid', title, amount: charge.amount });
    } else {
      await notify({
        kind: 'unpaidPaid',
        title,
        amount: charge.amount,
        interest: charge.interest,
      });
    }
    const settled =
      row.retryAt === null && row.state !== SUBSC_STATE.PAUSE ? true : (await unpaidNow()).length === 0;
    if (settled && (row.retryAt !== null || row.retryCount !== 0))
      Object.assign(set, { retryAt: null, retryCount: 0 });
    await write(tx, row, set, now);
    if (settled && row.state === SUBSC_STATE.PAUSE) {
      await tryRentalMove(tx, { ...row, ...set } as RentalRow, 'resumeAfterPayment', charge.actor, { now });
    }
    return;
  }

  if (charge.purpose === 'unpaid') {
    // Only the engine's own attempts move its calendar; a customer's failed retry changes nothing.
    if (charge.actor === 'engine') {
      const count = row.retryCount + 1;
      const anchor = latestDue(await unpaidNow());
      const next = anchor ? autoRetryAt(anchor, count, deps.config.engine.retryDays) : null;
      Object.assign(set, { retryCount: count, retryAt: next });
      await write(tx, row, set, now);
      if (next === null) {
        const paused = await tryRentalMove(tx, { ...row, ...set } as RentalRow, 'pauseForUnpaid', 'engine', {
          now,
          note: `자동 재결제 ${count}회 실패`,
        });
        if (paused) await notify({ kind: 'paused', title, unpaid: await owed() });
      }
    } else {
      await write(tx, row, set, now);
    }
    return;
  }

  // A new round or a final charge went unpaid: a new retry calendar from its due day, unless one runs already.
  const failed = charge.records[0];
  if (row.retryAt === null && failed) {
    Object.assign(set, {
      retryCount: 0,
      retryAt: autoRetryAt(failed.dueAt, 0, deps.config.engine.retryDays),
    });
  }
  await write(tx, row, set, now);
  // Sent to collection, the contract ends today: its end date is this day, as a loss or an order end writes.
  const collected = await tryRentalMove(tx, { ...row, ...set } as RentalRow, 'sendToCollection', 'engine', {
    now,
    set: { nextAt: null, retryAt: null, stopAt: now },
  });
  // One message: the collection notice already says what is owed, and a retry button would be no use.
  if (collected) {
    await notify({
      kind: 'collection',
      title,
      unpaid: await owed(),
      phone: deps.config.supportPhone,
    });
  } else {
    await notify({ kind: 'chargeFailed', title, amount: charge.amount, reason: charge.reason });
  }
}

function latestDue(records: RecordRow[]): Date | null {
  return records.reduce<Date | null>((latest, r) => (!latest || r.dueAt > latest ? r.dueAt : latest), null);
}

function withoutRetryClaim(options: Record<string, unknown>): Record<string, unknown> {
  const { unpaid_retry_payment_id: _, ...rest } = options;
  return rest;
}

async function write(tx: Db, row: RentalRow, set: Partial<typeof subscs.$inferInsert>, now: Date) {
  if (Object.keys(set).length === 0) return;
  await tx
    .update(subscs)
    .set({ ...set, updatedAt: now })
    .where(eq(subscs.id, row.id));
}

export type ChargeEnd = 'paid' | 'unpaid' | 'settled-elsewhere';

/**
 * Records a charge's result and its consequences in one transaction (monthly rounds, retries, penalties and
 * the sweep of charges a stopped server left pending all end here).
 */
export async function finishCharge(
  deps: EngineDeps,
  charge: {
    paymentId: number;
    subscId: number;
    purpose: ChargePurpose;
    actor: Actor;
    amount: number;
    interest: number;
  },
  result: ChargeResult,
  now: Date,
  /** More that follows the charge in the same transaction (an overdue settlement's order). */
  also?: (tx: Db) => Promise<void>,
): Promise<ChargeEnd> {
  return deps.db.transaction(async (tx) => {
    const settled = await settleCharge(tx, charge.paymentId, result, now);
    if (!settled) return 'settled-elsewhere';
    await also?.(tx);
    await afterCharge(
      deps,
      tx,
      {
        subscId: charge.subscId,
        purpose: charge.purpose,
        actor: charge.actor,
        paid: result.paid,
        amount: charge.amount,
        interest: charge.interest,
        reason: result.paid ? '' : result.reason,
        records: settled.records,
      },
      now,
    );
    return result.paid ? 'paid' : 'unpaid';
  });
}
