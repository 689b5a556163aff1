import { STATE } from '@shop/domain/codes/generic-state';
import { USER_TYPE } from '@shop/domain/codes/user-type';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

/** GET users?type=admin: only the name and mobile of staff, the collection section's contact. */
export async function listAdminContacts(db: Db) {
  const rows = await db
    .select({ id: users.id, name: users.name, mobile: users.mobile })
    .from(users)
    .where(and(eq(users.type, USER_TYPE.ADMIN), ne(users.state, STATE.ABNORMAL)))
    .orderBy(asc(users.id));
  return rows.map((r) => ({ id: r.id, name: r.name, mobile: r.mobile ?? '' }));
}
