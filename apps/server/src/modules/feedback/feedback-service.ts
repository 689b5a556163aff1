import type { FeedbackCat, FeedbackUserCreate } from '@shop/domain/api/feedback';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsInDisplayOrder } from '../../db/display-order';
import { feedbackCats, feedbacks, feedbackUsers, users } from '../../db/schema';
import { badRequest, notFound, unauthorized } from '../../http/errors';
import { LOGIN_REQUIRED } from '../../security/require-user';
import { ownsRentalOrCare } from '../rentals/owned-rental-or-care';

export const FEEDBACK_CAT_NOT_FOUND = '설문을 찾을 수 없습니다.';
export const FEEDBACK_NOT_IN_CAT = '선택한 항목을 확인해 주세요.';

/** A survey (for example 1, the cancel reasons) with its choices in order. */
export async function getFeedbackCat(db: Db, id: number): Promise<FeedbackCat> {
  const [cat] = await db.select().from(feedbackCats).where(eq(feedbackCats.id, id));
  if (!cat) throw notFound(FEEDBACK_CAT_NOT_FOUND);
  const items = await rowsInDisplayOrder(db, feedbacks, eq(feedbacks.feedbackCatId, id));
  return {
    id: cat.id,
    title: cat.title,
    feedbacks: items.map((f) => ({ id: f.id, title: f.title, feedback_cat_id: f.feedbackCatId })),
  };
}

export const FEEDBACKABLE_NOT_FOUND = '설문 대상을 찾을 수 없습니다.';

/**
 * An answer about something (a rental, an AS request) is only about the caller's own: another customer's,
 * an unknown one or a kind of thing answers cannot be about is 404, exactly like a missing one.
 */
async function assertOwnFeedbackable(db: Db, userId: number, type: number | null | undefined, id: number) {
  if (!(await ownsRentalOrCare(db, userId, type, id))) throw notFound(FEEDBACKABLE_NOT_FOUND);
}

/** Records the signed-in customer's answer; the choice must belong to the survey named. */
export async function createFeedbackUser(db: Db, userId: number, input: FeedbackUserCreate) {
  const [choice] = await db
    .select({ id: feedbacks.id })
    .from(feedbacks)
    .where(and(eq(feedbacks.id, input.feedback_id), eq(feedbacks.feedbackCatId, input.feedback_cat_id)));
  if (!choice) throw badRequest(FEEDBACK_NOT_IN_CAT, { feedback_id: [FEEDBACK_NOT_IN_CAT] });
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) throw unauthorized(LOGIN_REQUIRED);
  if (input.feedbackable_id != null)
    await assertOwnFeedbackable(db, userId, input.feedbackable_type, input.feedbackable_id);
  const [row] = await db
    .insert(feedbackUsers)
    .values({
      userId,
      feedbackId: input.feedback_id,
      feedbackCatId: input.feedback_cat_id,
      feedbackableType: input.feedbackable_type ?? null,
      feedbackableId: input.feedbackable_id ?? null,
    })
    .returning();
  return {
    id: row!.id,
    user_id: row!.userId,
    feedback_id: row!.feedbackId,
    feedback_cat_id: row!.feedbackCatId,
    feedbackable_type: row!.feedbackableType,
    feedbackable_id: row!.feedbackableId,
    created_at: row!.createdAt.toISOString(),
  };
}
