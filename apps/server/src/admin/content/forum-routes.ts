import {
  forumBodySchema,
  forumListQuerySchema,
  forumPatchSchema,
  forumRowSchema,
} from '@shop/domain/api/admin/content';
import { FORUM_TYPE } from '@shop/domain/codes/forum-type';
import { STATE } from '@shop/domain/codes/generic-state';
import { and, asc, count, desc, eq, ilike, or } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { foundRow } from '../../db/found-row';
import { readPage } from '../../db/read-page';
import { forums } from '../../db/schema';
import { containsPattern } from '../../db/search';
import { item, list } from '../../http/envelope';
import { listSchema, oneRowWriteSchema, writeSchema } from '../../http/route-schemas';
import { sanitizeHtml } from '../../http/sanitize-html';
import { areaRouteOptions } from '../area-route-options';
import { recordAudit } from '../audit/audit';
import { currentStaff } from '../staff-auth/require-staff';

type ForumDbRow = typeof forums.$inferSelect;

const options = areaRouteOptions('content', 400, 404);
const NOT_FOUND = '글을 찾을 수 없습니다.';

const view = (row: ForumDbRow) => ({
  id: row.id,
  type: row.type,
  title: row.title,
  content: row.content,
  visible: row.state === STATE.ENABLE,
  sort: row.sort,
  created_at: row.createdAt.toISOString(),
});

/** FAQ and notices: the storefront reads the same rows, so a change shows there at once. */
export const forumAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/forums', options(listSchema(forumListQuerySchema, forumRowSchema)), async (request) => {
    const q = request.query;
    const like = q.q ? containsPattern(q.q) : null;
    const where = and(
      eq(forums.type, q.type),
      like ? or(ilike(forums.title, like), ilike(forums.content, like)) : undefined,
    );
    const order =
      q.type === FORUM_TYPE.FAQ
        ? [asc(forums.sort), asc(forums.id)]
        : [desc(forums.createdAt), desc(forums.id)];
    const { rows, total } = await readPage(
      app.db
        .select()
        .from(forums)
        .where(where)
        .orderBy(...order)
        .$dynamic(),
      app.db.select({ n: count() }).from(forums).where(where),
      q,
    );
    return list(rows.map(view), q, total);
  });

  app.post('/forums', options(writeSchema(forumBodySchema, forumRowSchema)), async (request) => {
    const staff = currentStaff(request);
    const body = request.body;
    const row = await app.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(forums)
        .values({
          type: body.type,
          title: body.title,
          content: sanitizeHtml(body.content),
          state: body.visible ? STATE.ENABLE : STATE.DISABLE,
          sort: body.sort,
          createdAt: app.clock.now(),
        })
        .returning();
      await recordAudit(tx, {
        staffId: staff.id,
        action: 'forum.create',
        targetType: 'forum',
        targetId: created!.id,
        after: view(created!),
      });
      return created!;
    });
    return item(view(row));
  });

  app.patch('/forums/:id', options(oneRowWriteSchema(forumPatchSchema, forumRowSchema)), async (request) => {
    const staff = currentStaff(request);
    const body = request.body;
    const row = await app.db.transaction(async (tx) => {
      const before = await foundRow(
        tx.select().from(forums).where(eq(forums.id, request.params.id)),
        true,
        NOT_FOUND,
      );
      const [after] = await tx
        .update(forums)
        .set({
          ...(body.title !== undefined ? { title: body.title } : {}),
          ...(body.content !== undefined ? { content: sanitizeHtml(body.content) } : {}),
          ...(body.visible !== undefined ? { state: body.visible ? STATE.ENABLE : STATE.DISABLE } : {}),
          ...(body.sort !== undefined ? { sort: body.sort } : {}),
        })
        .where(eq(forums.id, before.id))
        .returning();
      await recordAudit(tx, {
        staffId: staff.id,
        action: 'forum.update',
        targetType: 'forum',
        targetId: before.id,
        before: view(before),
        after: view(after!),
      });
      return after!;
    });
    return item(view(row));
  });
};
