import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { socialUsers } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';

export const UNLINKED_MESSAGE = '계정 연동이 제거 되었습니다';
export const SIGNUP_LINK_KEPT_MESSAGE = '회원가입 시 연동된 소셜 계정은 연동을 해제할 수 없습니다.';

/** Only the caller's own links; one made at sign-up stays (section 6). Another's id is simply not found. */
export async function unlinkSocialUser(db: Db, userId: number, id: number): Promise<void> {
  const [row] = await db
    .select()
    .from(socialUsers)
    .where(and(eq(socialUsers.id, id), eq(socialUsers.userId, userId)));
  if (!row) throw notFound();
  if (row.linkedAtSignup) throw badRequest(SIGNUP_LINK_KEPT_MESSAGE);
  await db.delete(socialUsers).where(eq(socialUsers.id, id));
}
