import { and, desc, eq } from 'drizzle-orm';
import { staffAudit } from '../../db/schema';
import type { TestApp } from '../../test/test-app';
import { ADMIN, staffBearer } from '../test-staff';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** The catalogue tests' calls: the admin API with a staff token, the customer API anonymously, audit rows. */
export function catalogueCalls(t: TestApp, token: string) {
  return {
    admin: (method: Method, url: string, payload?: object) =>
      t.app.inject({
        method,
        url: `${ADMIN}/catalogue${url}`,
        headers: staffBearer(token),
        ...(payload ? { payload } : {}),
      }),
    customer: async <T>(url: string): Promise<T> => {
      const res = await t.app.inject({ method: 'GET', url: `/api/v2/customer/${url}` });
      if (res.statusCode !== 200) throw new Error(`GET ${url}: ${res.statusCode} ${res.body}`);
      return res.json().data as T;
    },
    audits: (action: string, targetId: number | string) =>
      t.database.db
        .select()
        .from(staffAudit)
        .where(and(eq(staffAudit.action, action), eq(staffAudit.targetId, String(targetId))))
        .orderBy(desc(staffAudit.id)),
  };
}
