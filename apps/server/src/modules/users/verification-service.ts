import type { VerifResult, VerifType } from '@shop/domain/api/users';
import { STATE } from '@shop/domain/codes/generic-state';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { IdentityVerifier, VerificationStart } from '../../adapters/identity/identity-verifier';
import type { Db } from '../../db/client';
import { identityVerifications, users } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { randomToken } from '../../security/opaque-token';

/** A verification must be used within this time after it completed. */
export const VERIFICATION_VALID_MINUTES = 30;
export const VERIFICATION_FAILED_MESSAGE = '본인인증에 실패했습니다.';
export const VERIFICATION_REQUIRED_MESSAGE = '본인인증을 완료해 주세요.';
export const VERIFICATION_EXPIRED_MESSAGE =
  '본인인증이 만료되었거나 이미 사용되었습니다. 다시 인증해 주세요.';

export type VerificationRow = typeof identityVerifications.$inferSelect;

/** Opens a verification of the given purpose; its id is random so nobody can use another's result. */
export async function startVerification(
  db: Db,
  verifier: IdentityVerifier,
  purpose: VerifType,
): Promise<{ verif_id: string } & VerificationStart> {
  const txId = `iv_${randomToken()}`;
  await db.insert(identityVerifications).values({ provider: verifier.provider, txId, purpose });
  return { verif_id: txId, ...verifier.start(txId) };
}

export async function findVerification(db: Db, txId: string): Promise<VerificationRow | null> {
  const [row] = await db.select().from(identityVerifications).where(eq(identityVerifications.txId, txId));
  return row ?? null;
}

/**
 * The result the screens read after the popup closed: asks the provider when the row is not verified
 * yet (PortOne), stores it, and says whether the person already has an account.
 */
export async function confirmVerification(
  db: Db,
  verifier: IdentityVerifier,
  txId: string,
): Promise<VerifResult> {
  let row = await findVerification(db, txId);
  if (!row || row.provider !== verifier.provider) throw badRequest(VERIFICATION_FAILED_MESSAGE);
  if (!row.verifiedAt) {
    const outcome = await verifier.fetchOutcome(txId);
    if (outcome.status === 'verified') {
      const [updated] = await db
        .update(identityVerifications)
        .set({
          name: outcome.name,
          phoneNo: outcome.phoneNo,
          birthDay: outcome.birthDay,
          gender: outcome.gender,
          result: outcome.raw,
          verifiedAt: new Date(),
        })
        .where(eq(identityVerifications.id, row.id))
        .returning();
      row = updated!;
    } else {
      const errMsg =
        outcome.status === 'failed' ? VERIFICATION_FAILED_MESSAGE : VERIFICATION_REQUIRED_MESSAGE;
      return {
        verif_id: txId,
        returnFlag: false,
        errFlag: true,
        errMsg,
        name: null,
        phoneNo: null,
        birthDay: null,
        gender: null,
        registered: false,
      };
    }
  }
  return {
    verif_id: txId,
    returnFlag: true,
    errFlag: false,
    errMsg: null,
    name: row.name,
    phoneNo: row.phoneNo,
    birthDay: row.birthDay,
    gender: row.gender,
    registered: await personHasAccount(db, row.name, row.phoneNo),
  };
}

async function personHasAccount(db: Db, name: string | null, mobile: string | null): Promise<boolean> {
  if (!name || !mobile) return false;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.name, name), eq(users.mobile, mobile), ne(users.state, STATE.ABNORMAL)))
    .limit(1);
  return !!row;
}

/** A completed, recent verification for one of the purposes, or a 400. Does not consume it. */
export async function requireFreshVerification(
  db: Db,
  txId: string | undefined,
  purposes: readonly VerifType[],
  now = new Date(),
): Promise<VerificationRow> {
  if (!txId) throw badRequest(VERIFICATION_REQUIRED_MESSAGE, { verif_id: [VERIFICATION_REQUIRED_MESSAGE] });
  const since = new Date(now.getTime() - VERIFICATION_VALID_MINUTES * 60_000);
  const [row] = await db
    .select()
    .from(identityVerifications)
    .where(
      and(
        eq(identityVerifications.txId, txId),
        isNull(identityVerifications.usedAt),
        gt(identityVerifications.verifiedAt, since),
      ),
    );
  if (!row || !purposes.includes(row.purpose as VerifType) || !row.name || !row.phoneNo) {
    throw badRequest(VERIFICATION_EXPIRED_MESSAGE, { verif_id: [VERIFICATION_EXPIRED_MESSAGE] });
  }
  return row;
}
