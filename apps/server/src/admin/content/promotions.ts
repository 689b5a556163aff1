import {
  PROMOTION_ALREADY_SENT_MESSAGE,
  type PromotionBody,
  type PromotionPreview,
  type PromotionResult,
} from '@shop/domain/api/admin/content';
import { STATE } from '@shop/domain/codes/generic-state';
import { USER_TYPE } from '@shop/domain/codes/user-type';
import { isNightInSeoul, nightEndsAt } from '@shop/domain/notifications/quiet-hours';
import { renderMessage } from '@shop/domain/notifications/render-message';
import { and, asc, count, eq, isNull, like, ne, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { noticeMsgs, users } from '../../db/schema';
import { conflict } from '../../http/errors';
import { queueMessages } from '../../notifications/queue-messages';
import { recordAudit } from '../audit/audit';

type Fields = Pick<PromotionBody, 'title' | 'content'>;
const variables = (fields: Fields) => ({ 제목: fields.title, 내용: fields.content });

/** Live customers who agreed to advertising (설정 › 광고성 정보 수신). */
const consenting = and(
  eq(users.type, USER_TYPE.CUSTOMER),
  ne(users.state, STATE.ABNORMAL),
  isNull(users.withdrawnAt),
  sql`(${users.options} ->> 'confNoticeAgreeAd') = 'true'`,
);
const nightConsenting = sql`(${users.options} ->> 'confNoticeAgreeNight') = 'true'`;

/** Who a promotion would reach now, and its text exactly as customers get it ((광고) and the opt-out). */
export async function previewPromotion(
  db: Db,
  config: Pick<Config, 'publicUrl' | 'messages'>,
  fields: Fields,
  now: Date,
): Promise<PromotionPreview> {
  const [counts] = await db
    .select({ all: count(), night: sql<number>`count(*) filter (where ${nightConsenting})`.mapWith(Number) })
    .from(users)
    .where(consenting);
  const night = isNightInSeoul(now);
  const rendered = renderMessage('promotion', variables(fields), {
    publicUrl: config.publicUrl,
    optOut: config.messages.optOut,
  });
  return {
    consenting: counts?.all ?? 0,
    night_consenting: counts?.night ?? 0,
    night,
    held_until: night ? nightEndsAt(now).toISOString() : null,
    title: rendered.title,
    content: rendered.content,
  };
}

/**
 * Queues the promotion for every consenting customer in one transaction, with its audit row; at night those
 * without the night consent wait for 08:00 (queueMessages decides). A campaign goes once: its messages carry
 * a unique key, so a double click or a retry is refused.
 */
export async function sendPromotion(
  db: Db,
  context: { config: Pick<Config, 'publicUrl' | 'messages'>; now: Date; staffId: number },
  body: PromotionBody,
): Promise<PromotionResult> {
  const keyPrefix = `promotion:${body.campaign_id}:`;
  try {
    return await db.transaction(async (tx) => {
      const [sent] = await tx
        .select({ id: noticeMsgs.id })
        .from(noticeMsgs)
        .where(like(noticeMsgs.dedupeKey, `${keyPrefix}%`))
        .limit(1);
      if (sent) throw conflict(PROMOTION_ALREADY_SENT_MESSAGE);
      const ids = await tx.select({ id: users.id }).from(users).where(consenting).orderBy(asc(users.id));
      const outcomes = await queueMessages(
        tx,
        ids.map(({ id }) => ({
          kind: 'promotion' as const,
          userId: id,
          variables: variables(body),
          dedupeKey: `${keyPrefix}${id}`,
        })),
        context,
      );
      const queued = outcomes.filter((o) => o.queued);
      const result = {
        queued: queued.length,
        held: queued.filter((o) => o.queued && o.sendAfter > context.now).length,
      };
      await recordAudit(tx, {
        staffId: context.staffId,
        action: 'messages.promotion',
        targetType: 'campaign',
        targetId: body.campaign_id,
        after: { title: body.title, content: body.content, ...result },
      });
      return result;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(PROMOTION_ALREADY_SENT_MESSAGE);
    throw error;
  }
}
