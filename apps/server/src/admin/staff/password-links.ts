import { PASSWORD_LINK_INVALID_MESSAGE, type PasswordLinkInfo } from '@shop/domain/api/admin/staff';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { MessageSender } from '../../adapters/messages/message-sender';
import type { Db } from '../../db/client';
import { staffPasswordLinks, staffUsers } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { hashToken, randomToken } from '../../security/opaque-token';
import { hashPassword } from '../../security/password';
import { recordAudit } from '../audit/audit';

export type LinkPurpose = 'invite' | 'reset';
type Staff = typeof staffUsers.$inferSelect;

/** An invitation lasts three days, a reset one day. */
const VALID_HOURS: Record<LinkPurpose, number> = { invite: 72, reset: 24 };

/** The console screen the link opens. */
export const passwordLinkUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/admin/password?token=${encodeURIComponent(token)}`;

/**
 * A new one-time link for the member, inside the caller's transaction: the older unused ones end, only the
 * token's hash is stored. Answers the link and when it expires.
 */
export async function issuePasswordLink(
  tx: Db,
  staffId: number,
  purpose: LinkPurpose,
  publicUrl: string,
  now: Date,
): Promise<{ url: string; expiresAt: Date }> {
  await tx
    .update(staffPasswordLinks)
    .set({ usedAt: now })
    .where(and(eq(staffPasswordLinks.staffId, staffId), isNull(staffPasswordLinks.usedAt)));
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + VALID_HOURS[purpose] * 3_600_000);
  await tx.insert(staffPasswordLinks).values({ staffId, tokenHash: hashToken(token), purpose, expiresAt });
  return { url: passwordLinkUrl(publicUrl, token), expiresAt };
}

/** The mail that carries the link (the messages adapter: the outbox, or SMTP by setting). */
export async function mailPasswordLink(
  messages: MessageSender,
  staff: Pick<Staff, 'email' | 'name'>,
  link: { url: string; expiresAt: Date },
  purpose: LinkPurpose,
): Promise<void> {
  const hours = VALID_HOURS[purpose];
  await messages.send({
    channel: 'email',
    to: { email: staff.email, name: staff.name },
    title:
      purpose === 'invite'
        ? '[소리담 콘솔] 운영 콘솔에 초대되었습니다'
        : '[소리담 콘솔] 비밀번호 재설정 안내',
    content: [
      purpose === 'invite'
        ? `${staff.name}님, 소리담 운영 콘솔 계정이 만들어졌습니다.`
        : `${staff.name}님, 관리자가 콘솔 비밀번호를 재설정했습니다.`,
      `아래 링크에서 ${hours}시간 안에 비밀번호를 정해 주세요. 링크는 한 번만 쓸 수 있습니다.`,
      link.url,
      '요청한 적이 없다면 관리자에게 알려 주세요.',
    ].join('\n'),
  });
}

async function liveLink(db: Db, token: string, now: Date, lock = false) {
  const query = db
    .select({ link: staffPasswordLinks, staff: staffUsers })
    .from(staffPasswordLinks)
    .innerJoin(staffUsers, eq(staffUsers.id, staffPasswordLinks.staffId))
    .where(
      and(
        eq(staffPasswordLinks.tokenHash, hashToken(token)),
        isNull(staffPasswordLinks.usedAt),
        gt(staffPasswordLinks.expiresAt, now),
        isNull(staffUsers.disabledAt),
      ),
    );
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Whose link it is, while it still works. */
export async function readPasswordLink(db: Db, token: string, now: Date): Promise<PasswordLinkInfo> {
  const row = await liveLink(db, token, now);
  if (!row) throw badRequest(PASSWORD_LINK_INVALID_MESSAGE);
  return { email: row.staff.email, name: row.staff.name, purpose: row.link.purpose as LinkPurpose };
}

/** Sets the password through the link, once: the link is used up and every earlier session ends. */
export async function usePasswordLink(db: Db, token: string, password: string, now: Date): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const row = await liveLink(tx, token, now, true);
    if (!row) throw badRequest(PASSWORD_LINK_INVALID_MESSAGE);
    await tx.update(staffPasswordLinks).set({ usedAt: now }).where(eq(staffPasswordLinks.id, row.link.id));
    await tx
      .update(staffUsers)
      .set({ passwordHash, tokenVersion: sql`${staffUsers.tokenVersion} + 1`, updatedAt: now })
      .where(eq(staffUsers.id, row.staff.id));
    await recordAudit(tx, {
      staffId: row.staff.id,
      action: 'staff.passwordSet',
      targetType: 'staff',
      targetId: row.staff.id,
      after: { purpose: row.link.purpose },
    });
  });
}
