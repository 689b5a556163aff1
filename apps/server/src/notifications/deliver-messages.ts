import type { Channel } from '@shop/domain/notifications/channels';
import { decideSend } from '@shop/domain/notifications/quiet-hours';
import { isMessageKind, MESSAGE_TEMPLATES } from '@shop/domain/notifications/templates';
import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { ChannelAnswer, Delivery } from '../adapters/messages/channel-sender';
import type { ChannelSenders } from '../adapters/messages/create-channel-senders';
import type { Clock } from '../clock/clock';
import type { Db } from '../db/client';
import { type NoticeState, type noticeMsgAttempts, noticeMsgs, noticeMsgUsers } from '../db/schema';
import { loadRecipients, type Recipient } from './recipients';

/** Messages one pass claims at once, and how many of them are with a provider at the same time. */
export const NOTICE_BATCH = 50;
const IN_FLIGHT = 8;
/** Minutes before the next try after every channel refused: a message gets five tries in about 2.5 hours. */
export const RETRY_MINUTES = [1, 5, 30, 120] as const;
/** A message claimed this long ago by an instance that never finished it (stopped mid-send) is claimed again. */
export const CLAIM_EXPIRES_MS = 10 * 60_000;
/** A provider that has not answered by then is counted as refusing. */
export const SEND_TIMEOUT_MS = 15_000;

export type DeliveryDeps = { db: Db; clock: Clock; messages: ChannelSenders };

type NoticeRow = typeof noticeMsgs.$inferSelect;
type Attempt = typeof noticeMsgAttempts.$inferInsert & { createdAt: Date };

/**
 * Takes due messages for this instance alone, in one statement: the due rows are locked (SKIP LOCKED: those
 * another instance holds are passed over) and marked `sending` with the claim's time.
 */
function claimDue(db: Db, now: Date, limit: number): Promise<NoticeRow[]> {
  const due = db
    .select({ id: noticeMsgs.id })
    .from(noticeMsgs)
    .where(
      or(
        and(eq(noticeMsgs.state, 'queued'), lte(noticeMsgs.sendAfter, now)),
        and(
          eq(noticeMsgs.state, 'sending'),
          lt(noticeMsgs.claimedAt, new Date(now.getTime() - CLAIM_EXPIRES_MS)),
        ),
      ),
    )
    .orderBy(asc(noticeMsgs.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(noticeMsgs)
    .set({ state: 'sending', claimedAt: now })
    .where(inArray(noticeMsgs.id, due))
    .returning();
}

function withTimeout(promise: Promise<ChannelAnswer>): Promise<ChannelAnswer> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<ChannelAnswer>((resolve) => {
    timer = setTimeout(
      () => resolve({ ok: false, detail: `${SEND_TIMEOUT_MS / 1000}초 안에 응답 없음` }),
      SEND_TIMEOUT_MS,
    );
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Tries the message's channels in order until one takes it; every try is one attempt row. */
async function tryChannels(
  senders: ChannelSenders,
  channels: Channel[],
  delivery: Omit<Delivery, 'smsSubstitute'>,
  now: Date,
): Promise<{ attempts: Attempt[]; sentOn: Channel | null }> {
  const attempts: Attempt[] = [];
  for (const [i, channel] of channels.entries()) {
    const sender = senders[channel];
    const answer = await withTimeout(
      sender.send(channel, {
        ...delivery,
        smsSubstitute: channel === 'alimtalk' && channels[i + 1] === 'sms',
      }),
    ).catch(
      (error: unknown): ChannelAnswer => ({
        ok: false,
        detail: error instanceof Error ? error.message : String(error),
      }),
    );
    attempts.push({
      noticeMsgId: delivery.id,
      channel,
      provider: sender.provider,
      ok: answer.ok,
      detail: answer.detail.slice(0, 1000),
      providerRef: answer.ok ? (answer.ref ?? null) : null,
      createdAt: now,
    });
    if (answer.ok) return { attempts, sentOn: channel };
  }
  return { attempts, sentOn: null };
}

/**
 * Ends the claim: only the claim that is still ours (an expired one may have passed to another instance),
 * and records the attempts with it, in one statement.
 */
async function settle(
  db: Db,
  row: NoticeRow,
  change: Partial<typeof noticeMsgs.$inferInsert> & { state: NoticeState },
  attempts: Attempt[],
): Promise<void> {
  const stillOurs = db
    .update(noticeMsgs)
    .set({ ...change, claimedAt: null })
    .where(
      and(
        eq(noticeMsgs.id, row.id),
        eq(noticeMsgs.state, 'sending'),
        eq(noticeMsgs.claimedAt, row.claimedAt!),
      ),
    )
    .returning({ id: noticeMsgs.id });
  if (attempts.length === 0) {
    await stillOurs;
    return;
  }
  const tried = sql.join(
    attempts.map(
      (a) =>
        sql`(${a.channel}, ${a.provider}, ${a.ok}::boolean, ${a.detail}, ${a.providerRef ?? null}, ${a.createdAt.toISOString()}::timestamptz)`,
    ),
    sql`, `,
  );
  await db.execute(sql`
    with still as (${stillOurs.getSQL()})
    insert into notice_msg_attempts (notice_msg_id, channel, provider, ok, detail, provider_ref, created_at)
    select still.id, a.channel, a.provider, a.ok, a.detail, a.provider_ref, a.created_at
    from still cross join (values ${tried}) as a (channel, provider, ok, detail, provider_ref, created_at)`);
}

async function deliverOne(
  deps: DeliveryDeps,
  row: NoticeRow,
  to: typeof noticeMsgUsers.$inferSelect | undefined,
  person: Recipient | undefined,
  now: Date,
): Promise<NoticeState> {
  // Checked again when it goes out: the account may be gone, the consent withdrawn, or the night begun.
  if (to?.userId && (!person || person.withdrawn)) {
    await settle(deps.db, row, { state: 'cancelled' }, []);
    return 'cancelled';
  }
  if (row.purpose === 'advertising') {
    const decision = person ? decideSend('advertising', person.consent, now) : null;
    if (!decision || decision.send === 'never') {
      await settle(deps.db, row, { state: 'cancelled' }, []);
      return 'cancelled';
    }
    if (decision.send === 'later') {
      await settle(deps.db, row, { state: 'queued', sendAfter: decision.at }, []);
      return 'queued';
    }
  }
  const kind = row.kind && isMessageKind(row.kind) ? row.kind : null;
  const { attempts, sentOn } = await tryChannels(
    deps.messages,
    row.channels,
    {
      id: row.id,
      purpose: row.purpose,
      to: { email: to?.email ?? null, mobile: to?.mobile ?? null, name: to?.name ?? null },
      title: row.content.title,
      body: row.body ?? row.content.content,
      content: row.content.content,
      button: row.button ?? null,
      template: { code: kind ? MESSAGE_TEMPLATES[kind].code : '', variables: row.variables ?? {} },
    },
    now,
  );
  const tries = row.tries + 1;
  if (sentOn) {
    await settle(deps.db, row, { state: 'sent', channel: sentOn, sentAt: now, tries }, attempts);
    return 'sent';
  }
  const wait = RETRY_MINUTES[tries - 1];
  if (wait === undefined) {
    await settle(deps.db, row, { state: 'failed', tries }, attempts);
    return 'failed';
  }
  await settle(
    deps.db,
    row,
    { state: 'queued', tries, sendAfter: new Date(now.getTime() + wait * 60_000) },
    attempts,
  );
  return 'queued';
}

/**
 * One pass of the outbox: claims what is due and sends each message on its channels in order, recording
 * every attempt. A message every channel refused waits and is tried again (RETRY_MINUTES), then stays
 * `failed`. Answers how many messages it handled.
 */
export async function deliverDueMessages(deps: DeliveryDeps, limit = NOTICE_BATCH): Promise<number> {
  const now = deps.clock.now();
  const rows = await claimDue(deps.db, now, limit);
  if (rows.length === 0) return 0;
  const recipients = await deps.db
    .select()
    .from(noticeMsgUsers)
    .where(
      inArray(
        noticeMsgUsers.noticeMsgId,
        rows.map((r) => r.id),
      ),
    );
  const toOf = new Map(recipients.map((r) => [r.noticeMsgId, r]));
  const people = await loadRecipients(
    deps.db,
    recipients.flatMap((r) => (r.userId ? [r.userId] : [])),
  );
  for (let i = 0; i < rows.length; i += IN_FLIGHT) {
    await Promise.all(
      rows.slice(i, i + IN_FLIGHT).map((row) => {
        const to = toOf.get(row.id);
        return deliverOne(deps, row, to, to?.userId ? people.get(to.userId) : undefined, now);
      }),
    );
  }
  return rows.length;
}
