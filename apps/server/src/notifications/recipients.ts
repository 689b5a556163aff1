import type { MessageConsent } from '@shop/domain/notifications/quiet-hours';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type UserOptions, users } from '../db/schema';

/** A customer as messaging sees them: contact details, consent, and whether the account still exists. */
export type Recipient = {
  id: number;
  email: string | null;
  /** Set only from identity verification (sign-up, recovery): the verified number. */
  mobile: string | null;
  name: string | null;
  withdrawn: boolean;
  consent: MessageConsent;
};

/** Settings' 광고성 정보 수신 and its night-time choice. */
export function consentOf(options: UserOptions | null | undefined): MessageConsent {
  return { advertising: options?.confNoticeAgreeAd === true, night: options?.confNoticeAgreeNight === true };
}

export async function loadRecipients(db: Db, ids: number[]): Promise<Map<number, Recipient>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      mobile: users.mobile,
      name: users.name,
      options: users.options,
      withdrawnAt: users.withdrawnAt,
    })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        email: r.email,
        mobile: r.mobile,
        name: r.name,
        withdrawn: r.withdrawnAt !== null,
        consent: consentOf(r.options),
      },
    ]),
  );
}
