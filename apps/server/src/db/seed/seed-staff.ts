import { sql } from 'drizzle-orm';
import { hashPassword } from '../../security/password';
import type { Db } from '../client';
import { staffUsers } from '../schema';
import { DEMO_STAFF } from './data/demo-staff';

/** The demo console accounts, once, into a shop that has no staff yet (tests hash them their own way). */
export async function seedDemoStaff(
  db: Db,
  hash: (password: string) => Promise<string> = hashPassword,
): Promise<void> {
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(staffUsers);
  if ((existing?.n ?? 0) > 0) return;
  const rows = await Promise.all(
    DEMO_STAFF.map(async ({ password, ...member }) => ({
      ...member,
      passwordHash: await hash(password),
    })),
  );
  await db.insert(staffUsers).values(rows).onConflictDoNothing();
}
