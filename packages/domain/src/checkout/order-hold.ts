/** How long unpaid purchase orders keep their stock units by default (the server's ORDER_HOLD_MINUTES). */
export const ORDER_HOLD_MINUTES = 30;

export function holdExpiresAt(createdAt: Date): Date {
  return new Date(createdAt.getTime() + ORDER_HOLD_MINUTES * 60_000);
}

export function isHoldExpired(createdAt: Date, now: Date): boolean {
  return now.getTime() >= holdExpiresAt(createdAt).getTime();
}
