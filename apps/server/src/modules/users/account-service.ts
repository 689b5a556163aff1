import type { User } from '@shop/domain/api/users';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { forbidden, notFound } from '../../http/errors';
import { getUserView } from './user-view';

export const NOT_YOUR_ACCOUNT_MESSAGE = '본인의 회원 정보만 조회하거나 변경할 수 있습니다.';

/** users/{id} is only ever the token's own user, whatever the path or the body says. */
export function assertOwnAccount(tokenUserId: number, pathId: number): void {
  if (tokenUserId !== pathId) throw forbidden(NOT_YOUR_ACCOUNT_MESSAGE);
}

export async function readUser(db: Db, userId: number): Promise<User> {
  const user = await getUserView(db, userId);
  if (!user) throw notFound();
  return user;
}

export type AlarmOptions = { 'agree-ad'?: boolean; 'agree-night'?: boolean };

/** Saves the notice options (agree-ad, agree-night) and the phone; everything else stays as it is. */
export async function updateUser(
  db: Db,
  userId: number,
  change: { tel?: string | null; options?: AlarmOptions },
): Promise<User> {
  const [row] = await db.select({ options: users.options }).from(users).where(eq(users.id, userId));
  if (!row) throw notFound();
  const options = { ...row.options };
  if (change.options?.['agree-ad'] !== undefined) options.confNoticeAgreeAd = change.options['agree-ad'];
  if (change.options?.['agree-night'] !== undefined)
    options.confNoticeAgreeNight = change.options['agree-night'];
  await db
    .update(users)
    .set({ options, ...(change.tel !== undefined ? { tel: change.tel || null } : {}), updatedAt: new Date() })
    .where(eq(users.id, userId));
  return readUser(db, userId);
}
