import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { staffUsers } from '../db/schema';
import { DEMO_CUSTOMER } from '../db/seed/data/demo-customer';
import { DEMO_STAFF } from '../db/seed/data/demo-staff';
import { hashPassword } from '../security/password';

const admin = DEMO_STAFF.find((s) => s.role === 'admin')!;
let adminHash: string | null = null;

/**
 * Signs the demo customer or the demo 관리자 in, from an address of its own, and gives the headers. A
 * plausible body on the staff routes may have changed the 관리자's password, role or state (that is what
 * those routes are for): it is put back first, so every route is tried signed in.
 */
export async function demoHeaders(app: FastifyInstance, staff: boolean): Promise<Record<string, string>> {
  if (staff) {
    adminHash ??= await hashPassword(admin.password);
    await app.db
      .update(staffUsers)
      .set({ passwordHash: adminHash, role: 'admin', disabledAt: null, totpEnabled: false, totpSecret: null })
      .where(eq(staffUsers.email, admin.email));
  }
  const res = await app.inject({
    method: 'POST',
    url: staff ? '/api/v2/admin/auth/login' : '/api/v2/customer/users/auth/login',
    payload: staff
      ? { email: admin.email, password: admin.password }
      : { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password, isLocal: false },
    remoteAddress: '10.98.0.1',
  });
  if (res.statusCode !== 200) {
    const who = staff ? 'staff member' : 'customer';
    throw new Error(`fuzz: the demo ${who} cannot sign in (${res.statusCode} ${res.body})`);
  }
  return { authorization: `Bearer ${res.json().data.access_token}` };
}
