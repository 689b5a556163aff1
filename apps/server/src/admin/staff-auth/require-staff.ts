import {
  mayStaff,
  STAFF_FORBIDDEN_MESSAGE,
  STAFF_LOGIN_REQUIRED_MESSAGE,
  STAFF_TOTP_SETUP_MESSAGE,
  type StaffPermission,
  type StaffRole,
} from '@shop/domain/staff/staff-roles';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { staffUsers } from '../../db/schema';
import { forbidden, unauthorized } from '../../http/errors';
import { verifyStaffToken } from './staff-token';

export type SignedInStaff = { id: number; name: string; email: string; role: StaffRole };

declare module 'fastify' {
  interface FastifyRequest {
    /** The staff member of an admin call, set by `requireStaff`. */
    staff: SignedInStaff | null;
  }
  interface FastifyContextConfig {
    /**
     * The console area an admin route belongs to; the caller's role must grant it. `signedIn`: any staff
     * member; `public`: no token (sign-in).
     */
    permission?: StaffPermission | 'signedIn' | 'public';
  }
}

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  return header.slice('Bearer '.length).trim() || null;
}

/**
 * onRequest of every admin route: a valid staff token whose account is still active at the same token
 * version (read from the database on every call, so disabling a member ends their sessions at once on every
 * instance), then the route's permission against the member's role. A route without a permission is refused:
 * forgetting to declare one cannot open it.
 */
export async function requireStaff(request: FastifyRequest): Promise<void> {
  request.staff = null;
  const permission = request.routeOptions.config.permission;
  if (permission === 'public') return;
  const token = bearer(request);
  const claims = token ? await verifyStaffToken(token, request.server.config.jwtSecret) : null;
  if (!claims) throw unauthorized(STAFF_LOGIN_REQUIRED_MESSAGE);
  const [row] = await request.server.db
    .select()
    .from(staffUsers)
    .where(eq(staffUsers.id, claims.staffId))
    .limit(1);
  if (!row || row.disabledAt || row.tokenVersion !== claims.tokenVersion) {
    throw unauthorized(STAFF_LOGIN_REQUIRED_MESSAGE);
  }
  const staff: SignedInStaff = { id: row.id, name: row.name, email: row.email, role: row.role as StaffRole };
  request.staff = staff;
  if (permission === 'signedIn') return;
  // Live: nothing but the two-step setup until it is on.
  if (request.server.config.appEnv === 'live' && !row.totpEnabled) throw forbidden(STAFF_TOTP_SETUP_MESSAGE);
  if (!permission || !mayStaff(staff.role, permission)) throw forbidden(STAFF_FORBIDDEN_MESSAGE);
}

/** The signed-in staff member inside an admin handler. */
export function currentStaff(request: FastifyRequest): SignedInStaff {
  if (!request.staff) throw unauthorized(STAFF_LOGIN_REQUIRED_MESSAGE);
  return request.staff;
}
