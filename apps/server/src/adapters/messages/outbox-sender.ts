import type { Db } from '../../db/client';
import { noticeMsgs, noticeMsgUsers } from '../../db/schema';
import type { MessageSender, OutgoingMessage } from './message-sender';

/** Writes the message and its recipient to notice_msgs; development reads them at /noticeMsg. */
export async function recordMessage(
  db: Db,
  message: OutgoingMessage,
  sentAt: Date | null,
  createdAt: Date = new Date(),
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(noticeMsgs)
      .values({
        channel: message.channel,
        content: { title: message.title, content: message.content },
        sentAt,
        createdAt,
      })
      .returning({ id: noticeMsgs.id });
    await tx.insert(noticeMsgUsers).values({
      noticeMsgId: row!.id,
      userId: message.to.userId ?? null,
      email: message.to.email ?? null,
      mobile: message.to.mobile ?? null,
      name: message.to.name ?? null,
    });
    return row!.id;
  });
}

/** The simulator: nothing leaves the machine. */
export function createOutboxSender(db: Db): MessageSender {
  return {
    provider: 'outbox',
    send: async (message) => ({ noticeMsgId: await recordMessage(db, message, null) }),
  };
}
