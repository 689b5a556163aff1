import { MORPH_TYPE } from '@shop/domain/codes/morph-type';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { feedbacks, feedbackUsers } from '../../db/schema';
import { badRequest } from '../../http/errors';

export const FEEDBACK_CHOICE_MESSAGE = '해지 사유를 선택해 주세요.';

/**
 * Step "record the reasons": one feedback_users row per chosen answer, about the rental. The wizards send
 * none here: they post each answer to feedbackUsers once the cancel went through (rental-lifecycle.md 7).
 */
export async function recordCancelReasons(tx: Db, userId: number, subscId: number, feedbackIds: number[]) {
  const ids = [...new Set(feedbackIds)];
  if (ids.length === 0) return;
  const choices = await tx.select().from(feedbacks).where(inArray(feedbacks.id, ids));
  if (choices.length !== ids.length)
    throw badRequest(FEEDBACK_CHOICE_MESSAGE, { feedback_ids: [FEEDBACK_CHOICE_MESSAGE] });
  await tx.insert(feedbackUsers).values(
    choices.map((c) => ({
      userId,
      feedbackId: c.id,
      feedbackCatId: c.feedbackCatId,
      feedbackableType: MORPH_TYPE.SUBSC,
      feedbackableId: subscId,
    })),
  );
}
