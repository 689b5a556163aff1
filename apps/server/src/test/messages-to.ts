import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { noticeMsgs, noticeMsgUsers } from '../db/schema';

/** The messages queued for a customer, oldest first (tests). */
export async function messagesTo(db: Db, userId: number) {
  return db
    .select({
      kind: noticeMsgs.kind,
      title: noticeMsgs.content,
      body: noticeMsgs.body,
      button: noticeMsgs.button,
      state: noticeMsgs.state,
    })
    .from(noticeMsgs)
    .innerJoin(noticeMsgUsers, eq(noticeMsgUsers.noticeMsgId, noticeMsgs.id))
    .where(eq(noticeMsgUsers.userId, userId))
    .orderBy(asc(noticeMsgs.id));
}
