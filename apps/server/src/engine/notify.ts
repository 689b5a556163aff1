import { type RentalMessage, rentalMessageVariables } from '@shop/domain/notifications/rental-messages';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { queueMessages } from '../notifications/queue-messages';

export type RentalNotice = { userId: number; subscId: number; message: RentalMessage };

/**
 * Queues rental messages in the caller's transaction (a month's receipts in a few statements): each exists
 * exactly when the change it tells of does, and the notices job sends it. A withdrawn customer gets nothing.
 */
export async function notifyRentals(
  tx: Db,
  notices: RentalNotice[],
  input: { config: Pick<Config, 'publicUrl' | 'messages'>; now: Date },
): Promise<void> {
  if (notices.length === 0) return;
  await queueMessages(
    tx,
    notices.map((n) => ({ userId: n.userId, ...rentalMessageVariables(n.message, n.subscId) })),
    input,
  );
}

/** One rental message (see notifyRentals). */
export function notifyRental(
  tx: Db,
  input: {
    userId: number;
    subscId: number;
    config: Pick<Config, 'publicUrl' | 'messages'>;
    now: Date;
    message: RentalMessage;
  },
): Promise<void> {
  return notifyRentals(tx, [input], input);
}

/** One message to the customer of the rental row at hand: the rental and the user are the row's. */
export function notifyRentalCustomer(
  tx: Db,
  row: { id: number; userId: number },
  deps: { config: Pick<Config, 'publicUrl' | 'messages'> },
  now: Date,
  message: RentalMessage,
): Promise<void> {
  return notifyRental(tx, { userId: row.userId, subscId: row.id, config: deps.config, now, message });
}
