import { PASSWORD_LINK_INVALID_MESSAGE, type PasswordLinkInfo } from '@shop/domain/api/admin/staff';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staffPasswordLinks, staffUsers } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { type QueueContext, queueMessage } from '../../notifications/queue-messages';
import { endSessions } from '../../security/end-sessions';
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

/** Queues the mail that carries the link, in the caller's transaction (the notices job sends it). */
export async function mailPasswordLink(
  tx: Db,
  context: QueueContext,
  staff: Pick<Staff, 'email' | 'name'>,
  link: { url: string },
  purpose: LinkPurpose,
): Promise<void> {
  await queueMessage(
    tx,
    {
      kind: purpose === 'invite' ? 'staffInvite' : 'staffPasswordReset',
      to: { email: staff.email, name: staff.name },
      variables: { 이름: staff.name, 유효시간: String(VALID_HOURS[purpose]), 링크: link.url },
    },
    context,
  );
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
      .set({ passwordHash, ...endSessions(staffUsers.tokenVersion), updatedAt: now })
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
