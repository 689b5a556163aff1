import type { Channel, Purpose } from '@shop/domain/notifications/channels';
import type { DeliveryReport, NoticeState } from '@shop/domain/notifications/delivery-state';
import type { MessageVariables } from '@shop/domain/notifications/render-message';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { at, createdAt, fk, id } from './columns';
import { users } from './users';

export type { NoticeState };

/**
 * Messages to customers and staff: one row per message with its template kind and variables, tried on its
 * channels in order by the notices job (docs/decisions/018-notifications.md). /noticeMsg reads them in
 * development; the console shows a customer's.
 */
export const noticeMsgs = pgTable(
  'notice_msgs',
  {
    id: id(),
    /** The channel that delivered it, or the first one it will be tried on. */
    channel: text('channel').$type<Channel>().notNull(),
    content: jsonb('content').$type<{ title: string; content: string }>().notNull(),
    kind: text('kind'),
    purpose: text('purpose').$type<Purpose>().notNull().default('transactional'),
    /** The 알림톡 template's text with its variables filled, and its button. */
    body: text('body'),
    button: jsonb('button').$type<{ name: string; url: string } | null>(),
    variables: jsonb('variables').$type<MessageVariables>(),
    channels: jsonb('channels').$type<Channel[]>().notNull().default([]),
    /** Rows written before the notifications module are `sent` e-mails. */
    state: text('state').$type<NoticeState>().notNull().default('sent'),
    sendAfter: at('send_after'),
    tries: integer('tries').notNull().default(0),
    claimedAt: at('claimed_at'),
    /** Set when one send must not happen twice (a promotion's campaign and customer). */
    dedupeKey: text('dedupe_key').unique(),
    sentAt: at('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('notice_msgs_created_idx').on(t.createdAt),
    index('notice_msgs_due_idx').on(t.state, t.sendAfter),
  ],
);

export const noticeMsgUsers = pgTable(
  'notice_msg_users',
  {
    id: id(),
    noticeMsgId: fk('notice_msg_id', () => noticeMsgs.id, 'cascade'),
    userId: integer('user_id').references(() => users.id),
    email: text('email'),
    mobile: text('mobile'),
    name: text('name'),
  },
  (t) => [
    index('notice_msg_users_msg_idx').on(t.noticeMsgId),
    index('notice_msg_users_user_idx').on(t.userId),
  ],
);

/** Every try of a message on a channel, with the provider's answer: the delivery log. */
export const noticeMsgAttempts = pgTable(
  'notice_msg_attempts',
  {
    id: id(),
    noticeMsgId: fk('notice_msg_id', () => noticeMsgs.id, 'cascade'),
    channel: text('channel').$type<Channel>().notNull(),
    provider: text('provider').notNull(),
    ok: boolean('ok').notNull(),
    /** The provider's message id, or its refusal in its own words. */
    detail: text('detail').notNull(),
    /** What the provider knows the message by, for its delivery report; null: it sends none (e-mail). */
    providerRef: text('provider_ref'),
    /** The provider's later word on a message it took (the report job), with its reason. */
    report: text('report').$type<DeliveryReport>(),
    reportDetail: text('report_detail'),
    reportedAt: at('reported_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('notice_msg_attempts_msg_idx').on(t.noticeMsgId),
    // The report job's question: the taken messages whose report has not come yet.
    index('notice_msg_attempts_unreported_idx')
      .on(t.createdAt)
      .where(sql`${t.ok} and ${t.providerRef} is not null and ${t.report} is null`),
  ],
);
