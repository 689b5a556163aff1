import { mayWithdraw, WITHDRAW_RENTALS_MESSAGE } from '@shop/domain/account/withdrawal';
import { STATE } from '@shop/domain/codes/generic-state';
import { MORPH_TYPE } from '@shop/domain/codes/morph-type';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { morphPointsAt } from '../../db/morph-ref';
import {
  authAttempts,
  identityVerifications,
  noticeMsgUsers,
  passwordResetTokens,
  socialUsers,
  spots,
  subscs,
  users,
} from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { revokeAllForUser } from '../../security/refresh-tokens';
import { unpaidCounts } from '../rentals/unpaid-counts';

/**
 * Withdrawal (탈퇴): refused while a rental contract runs or something is unpaid (mayWithdraw); otherwise the
 * account stops at once and its personal data is erased, in one transaction.
 * Kept, and why: docs/decisions/009-withdrawal.md (the row and its id, for the orders, payments and
 * rentals that the law makes us keep; the agreements given, as proof of consent).
 */
export async function withdrawUser(db: Db, userId: number, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!user) throw notFound();
    const rentals = await tx
      .select({ id: subscs.id, state: subscs.state })
      .from(subscs)
      .where(eq(subscs.userId, userId));
    const unpaid = await unpaidCounts(
      tx,
      rentals.map((r) => r.id),
    );
    if (!mayWithdraw(rentals.map((r) => ({ state: r.state, unpaid: unpaid.get(r.id) ?? 0 })))) {
      throw badRequest(WITHDRAW_RENTALS_MESSAGE);
    }
    const t = tx as unknown as Db;
    await revokeAllForUser(t, userId, now);
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
    await tx.delete(socialUsers).where(eq(socialUsers.userId, userId));
    if (user.name && user.mobile) {
      // The 본인인증 results that carried this person's name, phone, birthday and gender.
      await tx
        .delete(identityVerifications)
        .where(
          and(eq(identityVerifications.name, user.name), eq(identityVerifications.phoneNo, user.mobile)),
        );
    }
    const attemptKeys = [`check:account:${userId}`];
    if (user.email) attemptKeys.push(`login:account:${user.email.toLowerCase()}`);
    await tx.delete(authAttempts).where(inArray(authAttempts.key, attemptKeys));
    await tx
      .update(noticeMsgUsers)
      .set({ email: null, mobile: null, name: null })
      .where(eq(noticeMsgUsers.userId, userId));
    // Address-book entries stay as rows (old shipments point at them) but lose every personal field.
    await tx
      .update(spots)
      .set({
        name: '',
        tel: '',
        addr: '',
        addrCode: '',
        addrDesc: '',
        title: '',
        deletedAt: now,
        updatedAt: now,
      })
      .where(morphPointsAt(spots, 'spotable', MORPH_TYPE.USER, userId));
    await tx
      .update(users)
      .set({
        state: STATE.ABNORMAL,
        email: null,
        passwordHash: null,
        name: '',
        mobile: null,
        tel: null,
        options: {},
        withdrawnAt: now,
        updatedAt: now,
      })
      .where(eq(users.id, userId));
  });
}
