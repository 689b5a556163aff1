import type { StaffLoginBody, StaffSession } from '@shop/domain/api/admin/staff';
import {
  STAFF_DISABLED_MESSAGE,
  STAFF_TOTP_REQUIRED_MESSAGE,
  STAFF_TOTP_WRONG_MESSAGE,
  STAFF_WRONG_LOGIN_MESSAGE,
} from '@shop/domain/staff/staff-roles';
import { eq, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { staffUsers } from '../../db/schema';
import { HttpError } from '../../http/errors';
import {
  assertAttemptsAllowed,
  attemptKeys,
  clearAccountAttempts,
  recordFailedAttempt,
} from '../../security/auth-attempts';
import { verifyPassword } from '../../security/password';
import { signStaffToken } from './staff-token';
import { staffMeView } from './staff-view';
import { totpCodeValid } from './totp';

/** A staff session lasts a working day; there is no refresh token, the member signs in again. */
export const STAFF_SESSION_SECONDS = 8 * 3600;

// Compared against when the e-mail is unknown, so every refusal takes the time of one scrypt.
const DUMMY_HASH = 'scrypt$32768$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

export const totpRequiredOn = (config: Config) => config.appEnv === 'live';

export async function findStaffByEmail(db: Db, email: string) {
  const [row] = await db
    .select()
    .from(staffUsers)
    .where(eq(sql`lower(${staffUsers.email})`, email.trim().toLowerCase()))
    .limit(1);
  return row ?? null;
}

/**
 * Staff sign-in: password (same hashing and attempt limits as customers, counted apart from them), then the
 * authenticator code once two-step sign-in is on. A wrong e-mail and a wrong password answer alike.
 */
export async function staffLogin(
  db: Db,
  config: Config,
  body: StaffLoginBody,
  ip: string,
  now = new Date(),
): Promise<StaffSession> {
  const keys = attemptKeys('staff', body.email, ip);
  await assertAttemptsAllowed(db, keys, config.authLimits);
  const row = await findStaffByEmail(db, body.email);
  const passwordOk = await verifyPassword(body.password, row?.passwordHash ?? DUMMY_HASH);
  if (!row || !passwordOk) {
    await recordFailedAttempt(db, keys, config.authLimits);
    throw new HttpError(400, STAFF_WRONG_LOGIN_MESSAGE);
  }
  if (row.disabledAt) throw new HttpError(403, STAFF_DISABLED_MESSAGE);
  if (row.totpEnabled && row.totpSecret) {
    if (!body.code) throw new HttpError(400, STAFF_TOTP_REQUIRED_MESSAGE, {}, { totp_required: true });
    if (!totpCodeValid(row.totpSecret, body.code, now.getTime())) {
      await recordFailedAttempt(db, keys, config.authLimits);
      throw new HttpError(
        400,
        STAFF_TOTP_WRONG_MESSAGE,
        { code: [STAFF_TOTP_WRONG_MESSAGE] },
        { totp_required: true },
      );
    }
  }
  await clearAccountAttempts(db, keys);
  await db.update(staffUsers).set({ lastLoginAt: now }).where(eq(staffUsers.id, row.id));
  return staffSession(config, row);
}

export async function staffSession(
  config: Config,
  row: typeof staffUsers.$inferSelect,
): Promise<StaffSession> {
  return {
    access_token: await signStaffToken(
      { staffId: row.id, tokenVersion: row.tokenVersion },
      config.jwtSecret,
      STAFF_SESSION_SECONDS,
    ),
    expires_in: STAFF_SESSION_SECONDS,
    staff: staffMeView(row, totpRequiredOn(config)),
  };
}
