import { type RentalMessage, renderRentalMessage } from '@shop/domain/notifications/rental-messages';
import { eq } from 'drizzle-orm';
import { recordMessage } from '../adapters/messages/outbox-sender';
import type { Db } from '../db/client';
import { users } from '../db/schema';

/** The app screen a rental message links to: the rental's detail, where the overdue retry also lives. */
export function rentalLink(publicUrl: string, subscId: number): string {
  return `${publicUrl}/customer_v2/subscs/${subscId}`;
}

/**
 * Writes a rental message to the outbox in the caller's transaction, so it exists exactly when the change
 * it tells of does. A withdrawn customer gets nothing.
 */
export async function notifyRental(
  tx: Db,
  input: { userId: number; subscId: number; publicUrl: string; now: Date; message: RentalMessage },
): Promise<void> {
  const [user] = await tx
    .select({ email: users.email, mobile: users.mobile, name: users.name, withdrawnAt: users.withdrawnAt })
    .from(users)
    .where(eq(users.id, input.userId));
  if (!user || user.withdrawnAt) return;
  const rendered = renderRentalMessage(input.message, rentalLink(input.publicUrl, input.subscId));
  await recordMessage(
    tx,
    {
      to: { userId: input.userId, email: user.email, mobile: user.mobile, name: user.name },
      channel: 'email',
      ...rendered,
    },
    null,
    input.now,
  );
}
