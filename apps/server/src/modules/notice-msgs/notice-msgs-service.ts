import type { noticeMsgSchema } from '@shop/domain/api/users';
import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { groupBy } from '../../db/group-by';
import { readPage } from '../../db/read-page';
import { noticeMsgAttempts, noticeMsgs, noticeMsgUsers } from '../../db/schema';
import type { Pagination } from '../../http/pagination';

type NoticeMsg = z.infer<typeof noticeMsgSchema>;

/** Messages with their recipients and delivery attempts, as the API shows them (console too). */
export async function noticeViews(db: Db, rows: (typeof noticeMsgs.$inferSelect)[]): Promise<NoticeMsg[]> {
  const ids = rows.map((r) => r.id);
  const [recipients, attempts] = ids.length
    ? await Promise.all([
        db
          .select()
          .from(noticeMsgUsers)
          .where(inArray(noticeMsgUsers.noticeMsgId, ids))
          .orderBy(asc(noticeMsgUsers.id)),
        db
          .select()
          .from(noticeMsgAttempts)
          .where(inArray(noticeMsgAttempts.noticeMsgId, ids))
          .orderBy(asc(noticeMsgAttempts.id)),
      ])
    : [[], []];
  const attemptsOf = groupBy(attempts, (a) => a.noticeMsgId);
  const recipientsOf = groupBy(recipients, (u) => u.noticeMsgId);
  return rows.map((r) => ({
    id: r.id,
    channel: r.channel,
    content: r.content,
    created_at: r.createdAt.toISOString(),
    kind: r.kind,
    purpose: r.purpose,
    state: r.state,
    body: r.body,
    button: r.button ?? null,
    send_after: r.sendAfter?.toISOString() ?? null,
    sent_at: r.sentAt?.toISOString() ?? null,
    attempts: (attemptsOf.get(r.id) ?? []).map((a) => ({
      channel: a.channel,
      provider: a.provider,
      ok: a.ok,
      detail: a.detail,
      created_at: a.createdAt.toISOString(),
      report: a.report,
      report_detail: a.reportDetail,
    })),
    users: (recipientsOf.get(r.id) ?? []).map((u) => ({
      user: { email: u.email, name: u.name, mobile: u.mobile },
    })),
  }));
}

/** The outbox, newest first. */
export async function listNoticeMsgs(
  db: Db,
  pagination: Pagination,
): Promise<{ rows: NoticeMsg[]; total: number }> {
  const { rows, total } = await readPage(
    db.select().from(noticeMsgs).orderBy(desc(noticeMsgs.createdAt), desc(noticeMsgs.id)).$dynamic(),
    db.select({ n: count() }).from(noticeMsgs),
    pagination,
  );
  return { rows: await noticeViews(db, rows), total };
}

export async function getNoticeMsg(db: Db, id: number): Promise<NoticeMsg | null> {
  const rows = await db.select().from(noticeMsgs).where(eq(noticeMsgs.id, id));
  return (await noticeViews(db, rows))[0] ?? null;
}
