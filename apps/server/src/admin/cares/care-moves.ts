import { type CareTransitionName, moveCare } from '@shop/domain/care/care-machine';
import { careFirstVisitDate, careVisitInstant } from '@shop/domain/care/care-visit-date';
import { CARE_STATE, CARE_STATE_LABEL, type CareState } from '@shop/domain/codes/care-state';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { careHistories, careQuotes, cares } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { queueMessage } from '../../notifications/queue-messages';
import { recordAudit } from '../audit/audit';
import { lockedCare } from './care-queue';

export const QUOTE_REQUIRED_MESSAGE = '수리 완료 전에 견적을 작성해 주세요.';

/**
 * A staff move of the AS machine, under the request's lock: the new state, its history row and the audit
 * row in one transaction. Finishing the repair needs a quote (the customer pays it next); assigning the
 * first visit books it three days ahead, the date the customer's screen shows. The customer is told of
 * each step (the visit with its day) by the notices job.
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
    if (name === 'completeRepair') {
      const [quote] = await tx.select().from(careQuotes).where(eq(careQuotes.careId, care.id));
      if (!quote) throw badRequest(QUOTE_REQUIRED_MESSAGE);
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
    const step = CARE_STATE_LABEL[next as CareState];
    if (care.userId && (visit || step)) {
      const about = { 상품명: care.title || '제품', 접수번호: String(care.id) };
      await queueMessage(
        tx,
        visit
          ? { kind: 'careVisit', userId: care.userId, variables: { ...about, 방문일: visit } }
          : { kind: 'careUpdate', userId: care.userId, variables: { ...about, 단계: step! } },
        { config: input.config, now },
      );
    }
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
