import { type CareTransitionName, moveCare } from '@shop/domain/care/care-machine';
import { careStaffMoveMessage } from '@shop/domain/care/care-messages';
import { careFirstVisitDate, careVisitInstant } from '@shop/domain/care/care-visit-date';
import { CARE_STATE } from '@shop/domain/codes/care-state';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { careHistories, careQuotes, cares } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { queueCareMessage } from '../../modules/cares/care-notice';
import { recordAudit } from '../audit/audit';
import { lockedCare } from './care-queue';

export const QUOTE_REQUIRED_MESSAGE = '수리 완료 전에 견적을 작성해 주세요.';

/**
 * A staff move of the AS machine, under the request's lock: the new state, its history row and the audit
 * row in one transaction. Finishing the repair needs a quote (the customer pays it next); assigning the
 * first visit books it three days ahead (the next working day), the date the customer's screen shows. The
 * customer is told of each step they see change (the visit with its day, the finished repair with the
 * amount due) by the notices job.
 */
export async function moveCareAsStaff(
  db: Db,
  input: {
    staffId: number;
    careId: number;
    name: CareTransitionName;
    note?: string | undefined;
    now: Date;
    config: Pick<Config, 'publicUrl' | 'messages'>;
  },
): Promise<void> {
  const { staffId, careId, name, note, now } = input;
  await db.transaction(async (tx) => {
    const care = await lockedCare(tx, careId);
    const outcome = moveCare(name, { state: care.state }, 'staff');
    if (!outcome.ok) throw badRequest(outcome.message);
    let quoteAmount: number | null = null;
    if (name === 'completeRepair') {
      const [quote] = await tx.select().from(careQuotes).where(eq(careQuotes.careId, care.id));
      if (!quote) throw badRequest(QUOTE_REQUIRED_MESSAGE);
      quoteAmount = quote.amount;
    }
    const next = outcome.next.state;
    const visit = next === CARE_STATE.UNSET_ASSIGN ? careFirstVisitDate(now) : null;
    await tx
      .update(cares)
      .set({ state: next, updatedAt: now, ...(visit ? { spotSetAt: careVisitInstant(visit) } : {}) })
      .where(eq(cares.id, care.id));
    const notes = [outcome.note, visit ? `방문 예정일 ${visit}` : '', note ?? ''].filter(Boolean);
    await tx
      .insert(careHistories)
      .values({ careId: care.id, state: next, note: notes.join(' · '), createdAt: now });
    const message = careStaffMoveMessage(care.state, next, { visitDate: visit, quoteAmount });
    if (message) await queueCareMessage(tx, care, message, { config: input.config, now });
    await recordAudit(tx, {
      staffId,
      action: `care.${name}`,
      targetType: 'care',
      targetId: care.id,
      before: { state: care.state },
      after: { state: next, ...(visit ? { spot_set_at: visit } : {}), ...(note ? { note } : {}) },
    });
  });
}
