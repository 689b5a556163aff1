import { type RentalMessage, renderRentalMessage } from '@shop/domain/notifications/rental-messages';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { noticeMsgs, noticeMsgUsers, users } from '../db/schema';

/** The app screen a rental message links to: the rental's detail, where the overdue retry also lives. */
export function rentalLink(publicUrl: string, subscId: number): string {
  return `${publicUrl}/customer_v2/subscs/${subscId}`;
}

export type RentalNotice = { userId: number; subscId: number; message: RentalMessage };

/**
 * Writes rental messages to the outbox in the caller's transaction, so each exists exactly when the change
 * it tells of does (a month's receipts in a few statements). A withdrawn customer gets nothing.
 */
export async function notifyRentals(
  tx: Db,
  notices: RentalNotice[],
  input: { publicUrl: string; now: Date },
): Promise<void> {
  if (notices.length === 0) return;
  const people = await tx
    .select({
      id: users.id,
      email: users.email,
      mobile: users.mobile,
      name: users.name,
      withdrawnAt: users.withdrawnAt,
    })
    .from(users)
    .where(
      inArray(
        users.id,
        notices.map((n) => n.userId),
      ),
    );
  const byId = new Map(people.filter((p) => !p.withdrawnAt).map((p) => [p.id, p]));
  const sendable = notices.filter((n) => byId.has(n.userId));
  if (sendable.length === 0) return;
  const rows = await tx
    .insert(noticeMsgs)
    .values(
      sendable.map((n) => ({
        channel: 'email' as const,
        content: renderRentalMessage(n.message, rentalLink(input.publicUrl, n.subscId)),
        sentAt: null,
        createdAt: input.now,
      })),
    )
    .returning({ id: noticeMsgs.id });
  await tx.insert(noticeMsgUsers).values(
    sendable.map((n, i) => {
      const person = byId.get(n.userId)!;
      return {
        noticeMsgId: rows[i]!.id,
        userId: n.userId,
        email: person.email,
        mobile: person.mobile,
        name: person.name,
      };
    }),
  );
}

/** One rental message (see notifyRentals). */
export function notifyRental(
  tx: Db,
  input: { userId: number; subscId: number; publicUrl: string; now: Date; message: RentalMessage },
): Promise<void> {
  return notifyRentals(tx, [input], input);
}
