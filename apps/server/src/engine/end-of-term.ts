import { isDue, termNoticeAt } from '@shop/domain/billing/billing-schedule';
import type { RentalMessage } from '@shop/domain/notifications/rental-messages';
import { eq } from 'drizzle-orm';
import { subscs } from '../db/schema';
import type { EngineDeps } from './engine-deps';
import { BILLED_STATES } from './monthly-charge';
import { tryRentalMove } from './move-rental';
import { notifyRentalCustomer } from './notify';
import { lockRental, readRentalFacts, rentalTitle } from './rental-facts';
import { bookReturnPickup } from './return-pickup';
import { transferUnits } from './units';

/** Tells the customer once, TERM_NOTICE_DAYS before the stop date, that the term is ending. */
export async function sendTermNotice(deps: EngineDeps, subscId: number): Promise<boolean> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const row = await lockRental(tx, subscId);
    if (!row?.stopAt || row.termNoticeAt || !BILLED_STATES.includes(row.state)) return false;
    if (!isDue(termNoticeAt(row.stopAt, deps.config.engine.termNoticeDays), now)) return false;
    const { rentalTake } = await readRentalFacts(tx, row);
    await tx.update(subscs).set({ termNoticeAt: now, updatedAt: now }).where(eq(subscs.id, row.id));
    await notifyRentalCustomer(tx, row, deps, now, {
      kind: 'termNotice',
      title: rentalTitle(row),
      stopAt: row.stopAt,
      rentalTake,
    });
    return true;
  });
}

export type TermEnd = 'ownership-transferred' | 'ended' | 'not-due';

/**
 * The stop date has come and every round was billed: billing is over. A rental-take rental's product
 * becomes the customer's (인수완료); a regular one (an exchange subscription) ends with a pickup booked
 * for the earliest pickup day, from the address it was delivered to (회수중 through the return steps,
 * 렌탈종료 once done).
 * Money still owed stays owed and the retries go on.
 */
export async function endTermIfDue(deps: EngineDeps, subscId: number): Promise<TermEnd> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const row = await lockRental(tx, subscId);
    if (!row || !isDue(row.stopAt, now) || row.nextAt !== null) return 'not-due';
    const transferred = await tryRentalMove(tx, row, 'transferOwnership', 'engine', { now });
    const notify = (message: RentalMessage) => notifyRentalCustomer(tx, row, deps, now, message);
    if (transferred) {
      await transferUnits(tx, subscId, now);
      await notify({ kind: 'ownershipTransferred', title: rentalTitle(row) });
      return 'ownership-transferred';
    }
    if (!(await tryRentalMove(tx, row, 'endTerm', 'engine', { now }))) return 'not-due';
    const pickupAt = await bookReturnPickup(tx, row, now);
    await notify({ kind: 'termEnded', title: rentalTitle(row), pickupAt });
    return 'ended';
  });
}
