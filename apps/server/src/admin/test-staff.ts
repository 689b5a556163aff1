import type { StaffRole } from '@shop/domain/staff/staff-roles';
import { DEMO_STAFF } from '../db/seed/data/demo-staff';
import { seedDemoStaff } from '../db/seed/seed-staff';
import { fixturePasswordHash } from '../test/fixture-password';
import type { TestApp } from '../test/test-app';
import { ADMIN_API_PREFIX } from './admin-api';

/** Helpers for the console's tests: the demo staff accounts and their tokens. */

export const ADMIN = ADMIN_API_PREFIX;

export const demoStaff = (role: StaffRole) => DEMO_STAFF.find((s) => s.role === role)!;

export async function staffLoginAs(t: TestApp, role: StaffRole, remoteAddress = '10.0.9.1'): Promise<string> {
  await seedDemoStaff(t.app.db, fixturePasswordHash);
  const { email, password } = demoStaff(role);
  const res = await t.app.inject({
    method: 'POST',
    url: `${ADMIN}/auth/login`,
    payload: { email, password },
    remoteAddress,
  });
  if (res.statusCode !== 200) throw new Error(`staff login failed: ${res.body}`);
  return res.json().data.access_token as string;
}

export const staffBearer = (token: string) => ({ authorization: `Bearer ${token}` });
