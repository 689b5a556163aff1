import type { AdminMaker, AdminMakerBody } from '@shop/domain/api/admin/catalogue';
import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { corps, prods } from '../../db/schema';
import { notFound } from '../../http/errors';
import { recordAudit } from '../audit/audit';

type MakerRow = typeof corps.$inferSelect;

const view = (row: MakerRow, prodsCount: number): AdminMaker => ({
  id: row.id,
  title: row.title,
  title_en: row.titleEn,
  content: row.content,
  sort: row.sort,
  prods_count: prodsCount,
});

const columns = (body: AdminMakerBody) => ({
  title: body.title,
  titleEn: body.title_en || null,
  content: body.content,
  sort: body.sort,
});

/** Makers (corps), with how many products each makes. */
export async function listMakers(db: Db): Promise<AdminMaker[]> {
  const [rows, counts] = await Promise.all([
    db.select().from(corps).orderBy(asc(corps.sort), asc(corps.id)),
    db.select({ makerId: prods.corpMakerId, n: count() }).from(prods).groupBy(prods.corpMakerId),
  ]);
  const countOf = new Map(counts.map((c) => [c.makerId, c.n]));
  return rows.map((r) => view(r, countOf.get(r.id) ?? 0));
}

export async function createMaker(db: Db, staffId: number, body: AdminMakerBody): Promise<AdminMaker> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(corps).values(columns(body)).returning();
    const created = view(row!, 0);
    await recordAudit(tx, {
      staffId,
      action: 'maker.create',
      targetType: 'corp',
      targetId: row!.id,
      after: created,
    });
    return created;
  });
}

export async function updateMaker(
  db: Db,
  staffId: number,
  id: number,
  body: AdminMakerBody,
): Promise<AdminMaker> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(corps).where(eq(corps.id, id)).for('update');
    if (!before) throw notFound('제조사를 찾을 수 없습니다.');
    const [row] = await tx.update(corps).set(columns(body)).where(eq(corps.id, id)).returning();
    const [n] = await tx.select({ n: count() }).from(prods).where(eq(prods.corpMakerId, id));
    const after = view(row!, n?.n ?? 0);
    await recordAudit(tx, {
      staffId,
      action: 'maker.update',
      targetType: 'corp',
      targetId: id,
      before: view(before, after.prods_count),
      after,
    });
    return after;
  });
}
