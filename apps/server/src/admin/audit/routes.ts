import { auditQuerySchema, auditRowSchema } from '@shop/domain/api/admin/staff';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readPage } from '../../db/read-page';
import { staffAudit, staffUsers } from '../../db/schema';
import { list } from '../../http/envelope';
import { listSchema } from '../../http/route-schemas';
import { areaRouteOptions } from '../area-route-options';

const options = areaRouteOptions('audit');

/** The audit log, newest first, filtered by member, action, record type and record. Read-only by design. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/audit', options(listSchema(auditQuerySchema, auditRowSchema)), async (request) => {
    const q = request.query;
    const filters: SQL[] = [];
    if (q.staff_id) filters.push(eq(staffAudit.staffId, q.staff_id));
    if (q.action) filters.push(eq(staffAudit.action, q.action));
    if (q.target_type) filters.push(eq(staffAudit.targetType, q.target_type));
    if (q.target_id) filters.push(eq(staffAudit.targetId, q.target_id));
    const where = filters.length ? and(...filters) : undefined;
    const { rows, total } = await readPage(
      app.db
        .select({ audit: staffAudit, staffName: staffUsers.name })
        .from(staffAudit)
        .leftJoin(staffUsers, eq(staffUsers.id, staffAudit.staffId))
        .where(where)
        .orderBy(desc(staffAudit.id))
        .$dynamic(),
      app.db.select({ n: count() }).from(staffAudit).where(where),
      q,
    );
    return list(
      rows.map(({ audit, staffName }) => ({
        id: audit.id,
        staff_id: audit.staffId,
        staff_name: staffName,
        action: audit.action,
        target_type: audit.targetType,
        target_id: audit.targetId,
        before: audit.before,
        after: audit.after,
        reason: audit.reason,
        created_at: audit.createdAt.toISOString(),
      })),
      q,
      total,
    );
  });
};
