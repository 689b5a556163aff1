import type { AdminTag, AdminTagBody } from '@shop/domain/api/admin/catalogue';
import { MORPH_TYPE } from '@shop/domain/codes/morph-type';
import { TAG_STATE } from '@shop/domain/codes/tag-state';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tags, tagTaggables } from '../../db/schema';
import { notFound } from '../../http/errors';
import { recordAudit } from '../audit/audit';

type TagRow = typeof tags.$inferSelect;

const view = (row: TagRow, prodsCount: number): AdminTag => ({
  id: row.id,
  title: row.title,
  visible: row.state === TAG_STATE.ENABLE,
  sort: row.sort,
  prods_count: prodsCount,
});

const columns = (body: AdminTagBody) => ({
  title: body.title,
  state: body.visible ? TAG_STATE.ENABLE : TAG_STATE.DISABLE,
  sort: body.sort,
});

const onProds = eq(tagTaggables.taggableType, MORPH_TYPE.PROD);

/** Every tag, hidden ones too, with how many products carry it. */
export async function listAdminTags(db: Db): Promise<AdminTag[]> {
  const [rows, counts] = await Promise.all([
    db.select().from(tags).orderBy(asc(tags.sort), asc(tags.id)),
    db
      .select({ tagId: tagTaggables.tagId, n: count() })
      .from(tagTaggables)
      .where(onProds)
      .groupBy(tagTaggables.tagId),
  ]);
  const countOf = new Map(counts.map((c) => [c.tagId, c.n]));
  return rows.map((r) => view(r, countOf.get(r.id) ?? 0));
}

export async function createTag(db: Db, staffId: number, body: AdminTagBody): Promise<AdminTag> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(tags).values(columns(body)).returning();
    const created = view(row!, 0);
    await recordAudit(tx, {
      staffId,
      action: 'tag.create',
      targetType: 'tag',
      targetId: row!.id,
      after: created,
    });
    return created;
  });
}

/** Title, order and visibility: a hidden tag leaves the storefront's tag list and product pages. */
export async function updateTag(db: Db, staffId: number, id: number, body: AdminTagBody): Promise<AdminTag> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(tags).where(eq(tags.id, id)).for('update');
    if (!before) throw notFound('태그를 찾을 수 없습니다.');
    const [row] = await tx.update(tags).set(columns(body)).where(eq(tags.id, id)).returning();
    const [n] = await tx
      .select({ n: count() })
      .from(tagTaggables)
      .where(and(onProds, eq(tagTaggables.tagId, id)));
    const after = view(row!, n?.n ?? 0);
    await recordAudit(tx, {
      staffId,
      action: 'tag.update',
      targetType: 'tag',
      targetId: id,
      before: view(before, after.prods_count),
      after,
    });
    return after;
  });
}
