import { channelsFor } from '@shop/domain/notifications/channel-order';
import type { Channel } from '@shop/domain/notifications/channels';
import { decideSend } from '@shop/domain/notifications/quiet-hours';
import { type MessageVariables, renderMessage } from '@shop/domain/notifications/render-message';
import { MESSAGE_TEMPLATES, type MessageKind } from '@shop/domain/notifications/templates';
import { sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { noticeMsgs, type noticeMsgUsers } from '../db/schema';
import { loadRecipients } from './recipients';

/** Whom a message goes to, as its `notice_msg_users` row keeps it. */
type Recipient = Omit<typeof noticeMsgUsers.$inferInsert, 'id' | 'noticeMsgId'>;

export type Contact = { email?: string | null; mobile?: string | null; name?: string | null };

/** A message to send: to a customer (`userId`: their account decides), or to addresses given (staff). */
export type MessageRequest = {
  kind: MessageKind;
  variables: MessageVariables;
  /** Unique across the outbox: a second message with the same key fails the transaction. */
  dedupeKey?: string;
} & ({ userId: number; to?: never } | { to: Contact; userId?: never });

export type QueueOutcome =
  | { queued: true; id: number; sendAfter: Date }
  | { queued: false; reason: 'withdrawn' | 'no-advertising-consent' | 'no-address' };

export type QueueContext = { config: Pick<Config, 'publicUrl' | 'messages'>; now: Date };

/** The channels of a kind this recipient can be reached on (a phone number for 알림톡 and SMS). */
export function reachableChannels(channels: readonly Channel[], to: Contact): Channel[] {
  return channels.filter((c) => (c === 'email' ? Boolean(to.email) : Boolean(to.mobile)));
}

/**
 * Writes messages to the outbox in the caller's transaction, so each exists exactly when the change it tells
 * of does; the notices job sends them. A withdrawn customer gets nothing; advertising needs consent and,
 * at night, waits for 08:00 unless the customer agreed to night-time messages. Answers one outcome per
 * request, in order.
 */
export async function queueMessages(
  tx: Db,
  requests: MessageRequest[],
  context: QueueContext,
): Promise<QueueOutcome[]> {
  const outcomes: QueueOutcome[] = [];
  // A statement takes at most 65,535 values: a campaign to every customer goes a slice at a time.
  for (let i = 0; i < requests.length; i += QUEUE_SLICE) {
    outcomes.push(...(await queueSlice(tx, requests.slice(i, i + QUEUE_SLICE), context)));
  }
  return outcomes;
}

const QUEUE_SLICE = 1000;

async function queueSlice(
  tx: Db,
  requests: MessageRequest[],
  { config, now }: QueueContext,
): Promise<QueueOutcome[]> {
  const people = await loadRecipients(
    tx,
    requests.flatMap((r) => (r.userId === undefined ? [] : [r.userId])),
  );
  const outcomes: (QueueOutcome | null)[] = [];
  const rows: {
    index: number;
    row: typeof noticeMsgs.$inferInsert;
    to: Recipient;
  }[] = [];
  for (const [index, request] of requests.entries()) {
    const template = MESSAGE_TEMPLATES[request.kind];
    const person = request.userId === undefined ? null : people.get(request.userId);
    if (request.userId !== undefined && (!person || person.withdrawn)) {
      outcomes.push({ queued: false, reason: 'withdrawn' });
      continue;
    }
    const decision = decideSend(
      template.purpose,
      person?.consent ?? { advertising: false, night: false },
      now,
    );
    if (decision.send === 'never') {
      outcomes.push({ queued: false, reason: decision.reason });
      continue;
    }
    const to = person ?? request.to ?? {};
    const channels = reachableChannels(channelsFor(request.kind, config.messages.channelOverrides), to);
    if (channels.length === 0) {
      outcomes.push({ queued: false, reason: 'no-address' });
      continue;
    }
    const rendered = renderMessage(request.kind, request.variables, {
      publicUrl: config.publicUrl,
      optOut: config.messages.optOut,
    });
    const sendAfter = decision.send === 'later' ? decision.at : now;
    outcomes.push(null);
    rows.push({
      index,
      row: {
        channel: channels[0]!,
        channels,
        kind: request.kind,
        purpose: template.purpose,
        content: { title: rendered.title, content: rendered.content },
        body: rendered.body,
        button: rendered.button,
        variables: request.variables,
        state: 'queued',
        sendAfter,
        dedupeKey: request.dedupeKey ?? null,
        createdAt: now,
      },
      to: {
        userId: person?.id ?? null,
        email: to.email ?? null,
        mobile: to.mobile ?? null,
        name: to.name ?? null,
      },
    });
  }
  if (rows.length > 0) {
    const inserted = await insertWithRecipients(tx, rows);
    rows.forEach((r, i) => {
      outcomes[r.index] = { queued: true, id: inserted[i]!.id, sendAfter: inserted[i]!.sendAfter };
    });
  }
  return outcomes as QueueOutcome[];
}

/**
 * The messages and their recipients in one statement: the messages' insert is a CTE, numbered in id order
 * (a multi-row insert takes its ids in the order of its rows), and each recipient row joins its number.
 * Answers the messages' ids and send times in the order of `rows`.
 */
async function insertWithRecipients(
  tx: Db,
  rows: { row: typeof noticeMsgs.$inferInsert; to: Recipient }[],
): Promise<{ id: number; sendAfter: Date }[]> {
  const messages = tx
    .insert(noticeMsgs)
    .values(rows.map((r) => r.row))
    .returning({ id: noticeMsgs.id, sendAfter: noticeMsgs.sendAfter });
  const recipients = sql.join(
    rows.map(
      ({ to }, i) =>
        sql`(${i + 1}::int, ${to.userId ?? null}::int, ${to.email ?? null}::text, ${to.mobile ?? null}::text, ${to.name ?? null}::text)`,
    ),
    sql`, `,
  );
  const result = await tx.execute(sql`
    with m as (${messages.getSQL()}),
      numbered as (select id, send_after, row_number() over (order by id) as n from m),
      recipients as (
        insert into notice_msg_users (notice_msg_id, user_id, email, mobile, name)
        select numbered.id, r.user_id, r.email, r.mobile, r.name
        from numbered join (values ${recipients}) as r (n, user_id, email, mobile, name) on r.n = numbered.n)
    select id, send_after from numbered order by n`);
  return (result as unknown as { rows: { id: number; send_after: string | Date }[] }).rows.map((r) => ({
    id: r.id,
    sendAfter: new Date(r.send_after),
  }));
}

/** One message (see queueMessages). */
export async function queueMessage(
  tx: Db,
  request: MessageRequest,
  context: QueueContext,
): Promise<QueueOutcome> {
  const [outcome] = await queueMessages(tx, [request], context);
  return outcome!;
}
