import { docDetailSchema, docPublishBodySchema, docRowSchema } from '@shop/domain/api/admin/content';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { foundRow } from '../../db/found-row';
import { docConfirmables, docs, docVersions, staffUsers } from '../../db/schema';
import { item } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { allRowsSchema, oneRowSchema, oneRowWriteSchema } from '../../http/route-schemas';
import { sanitizeHtml } from '../../http/sanitize-html';
import { areaRouteOptions } from '../area-route-options';
import { recordAudit } from '../audit/audit';
import { currentStaff } from '../staff-auth/require-staff';

const options = areaRouteOptions('content', 400, 404);
const NOT_FOUND = '문서를 찾을 수 없습니다.';

// Drizzle leaves columns unqualified in a select list, so the outer row is named by hand.
const latestVersion = sql<number>`coalesce((select max(v.version) from ${docVersions} v where v.doc_id = "docs"."id"), 0)::int`;

async function docDetail(db: Db, id: number) {
  const [doc] = await db.select({ doc: docs, version: latestVersion }).from(docs).where(eq(docs.id, id));
  if (!doc) throw notFound(NOT_FOUND);
  const versions = await db
    .select({
      v: docVersions,
      staffName: staffUsers.name,
      consents: sql<number>`(select count(*)::int from ${docConfirmables} c where c.doc_version_id = "doc_versions"."id")`,
    })
    .from(docVersions)
    .leftJoin(staffUsers, eq(staffUsers.id, docVersions.staffId))
    .where(eq(docVersions.docId, id))
    .orderBy(desc(docVersions.version));
  return {
    id: doc.doc.id,
    type: doc.doc.type,
    slug: doc.doc.slug,
    title: doc.doc.title,
    version: doc.version,
    updated_at: doc.doc.updatedAt.toISOString(),
    content: doc.doc.content,
    versions: versions.map(({ v, staffName, consents }) => ({
      id: v.id,
      version: v.version,
      title: v.title,
      content: v.content,
      staff_name: staffName,
      consents,
      created_at: v.createdAt.toISOString(),
    })),
  };
}

/**
 * Documents (terms, policies, information pages, manuals' texts) with versions: editing publishes a new
 * version, and every consent given after it points at that version (a trigger fills it on insert).
 */
export const docAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/docs', options(allRowsSchema(docRowSchema)), async () => {
    const rows = await app.db
      .select({ doc: docs, version: latestVersion })
      .from(docs)
      .orderBy(asc(docs.type), asc(docs.sort), asc(docs.id));
    return item(
      rows.map(({ doc, version }) => ({
        id: doc.id,
        type: doc.type,
        slug: doc.slug,
        title: doc.title,
        version,
        updated_at: doc.updatedAt.toISOString(),
      })),
    );
  });

  app.get('/docs/:id', options(oneRowSchema(docDetailSchema)), async (request) =>
    item(await docDetail(app.db, request.params.id)),
  );

  app.post(
    '/docs/:id/versions',
    options(oneRowWriteSchema(docPublishBodySchema, docDetailSchema)),
    async (request) => {
      const staff = currentStaff(request);
      const now = app.clock.now();
      const content = sanitizeHtml(request.body.content);
      await app.db.transaction(async (tx) => {
        const before = await foundRow(
          tx.select().from(docs).where(eq(docs.id, request.params.id)),
          true,
          NOT_FOUND,
        );
        const [last] = await tx
          .select({ version: sql<number>`coalesce(max(${docVersions.version}), 0)::int` })
          .from(docVersions)
          .where(eq(docVersions.docId, before.id));
        const version = (last?.version ?? 0) + 1;
        await tx.insert(docVersions).values({
          docId: before.id,
          version,
          title: request.body.title,
          content,
          staffId: staff.id,
          createdAt: now,
        });
        await tx
          .update(docs)
          .set({ title: request.body.title, content, updatedAt: now })
          .where(eq(docs.id, before.id));
        await recordAudit(tx, {
          staffId: staff.id,
          action: 'doc.publish',
          targetType: 'doc',
          targetId: before.id,
          before: { version: version - 1, title: before.title },
          after: { version, title: request.body.title },
        });
      });
      return item(await docDetail(app.db, request.params.id));
    },
  );
};
