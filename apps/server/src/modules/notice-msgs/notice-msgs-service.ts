import type { noticeMsgSchema } from '@shop/domain/api/users';
import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { noticeMsgs, noticeMsgUsers } from '../../db/schema';
import { type Pagination, pageWindow } from '../../http/pagination';

type NoticeMsg = z.infer<typeof noticeMsgSchema>;

async function withRecipients(db: Db, rows: (typeof noticeMsgs.$inferSelect)[]): Promise<NoticeMsg[]> {
  const ids = rows.map((r) => r.id);
  const recipients = ids.length
    ? await db
        .select()
        .from(noticeMsgUsers)
        .where(inArray(noticeMsgUsers.noticeMsgId, ids))
        .orderBy(asc(noticeMsgUsers.id))
    : [];
  return rows.map((r) => ({
    id: r.id,
    channel: r.channel,
    content: r.content,
    created_at: r.createdAt.toISOString(),
    users: recipients
      .filter((u) => u.noticeMsgId === r.id)
      .map((u) => ({ user: { email: u.email, name: u.name, mobile: u.mobile } })),
  }));
}

/** The outbox, newest first. */
export async function listNoticeMsgs(
  db: Db,
  pagination: Pagination,
): Promise<{ rows: NoticeMsg[]; total: number }> {
  const { limit, offset } = pageWindow(pagination);
  const query = db
    .select()
    .from(noticeMsgs)
    .orderBy(desc(noticeMsgs.createdAt), desc(noticeMsgs.id))
    .offset(offset);
  const [rows, [total]] = await Promise.all([
    limit === undefined ? query : query.limit(limit),
    db.select({ n: count() }).from(noticeMsgs),
  ]);
  return { rows: await withRecipients(db, rows), total: total?.n ?? 0 };
}

export async function getNoticeMsg(db: Db, id: number): Promise<NoticeMsg | null> {
  const rows = await db.select().from(noticeMsgs).where(eq(noticeMsgs.id, id));
  return (await withRecipients(db, rows))[0] ?? null;
}
