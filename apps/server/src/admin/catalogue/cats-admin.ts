import type { AdminCat, AdminCatBody } from '@shop/domain/api/admin/catalogue';
import { PROD_CAT_STATE } from '@shop/domain/codes/prod-cat-state';
import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prodCats, prods } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import { recordAudit } from '../audit/audit';

type CatRow = typeof prodCats.$inferSelect;

const view = (row: CatRow, prodsCount: number): AdminCat => ({
  id: row.id,
  title: row.title,
  slug: row.slug,
  visible: row.state === PROD_CAT_STATE.VISIBLE,
  sort: row.sort,
  prods_count: prodsCount,
});

const columns = (body: AdminCatBody) => ({
  title: body.title,
  slug: body.slug,
  state: body.visible ? PROD_CAT_STATE.VISIBLE : PROD_CAT_STATE.HIDDEN,
  sort: body.sort,
});

/** Every category, hidden ones too, with how many products it holds. */
export async function listCats(db: Db): Promise<AdminCat[]> {
  const [rows, counts] = await Promise.all([
    db.select().from(prodCats).orderBy(asc(prodCats.sort), asc(prodCats.id)),
    db.select({ catId: prods.prodCatId, n: count() }).from(prods).groupBy(prods.prodCatId),
  ]);
  const countOf = new Map(counts.map((c) => [c.catId, c.n]));
  return rows.map((r) => view(r, countOf.get(r.id) ?? 0));
}

async function assertSlugFree(db: Db, slug: string, exceptId?: number): Promise<void> {
  const [taken] = await db
    .select({ id: prodCats.id })
    .from(prodCats)
    .where(and(eq(prodCats.slug, slug), exceptId ? ne(prodCats.id, exceptId) : undefined));
  if (taken) throw conflict(`이미 다른 분류가 쓰는 주소용 이름입니다: ${slug}`);
}

export async function createCat(db: Db, staffId: number, body: AdminCatBody): Promise<AdminCat> {
  return db.transaction(async (tx) => {
    await assertSlugFree(tx, body.slug);
    const [row] = await tx.insert(prodCats).values(columns(body)).returning();
    const created = view(row!, 0);
    await recordAudit(tx, {
      staffId,
      action: 'prodCat.create',
      targetType: 'prod_cat',
      targetId: row!.id,
      after: created,
    });
    return created;
  });
}

/** Title, address name, order and visibility (a hidden category leaves the storefront's menu). */
export async function updateCat(db: Db, staffId: number, id: number, body: AdminCatBody): Promise<AdminCat> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(prodCats).where(eq(prodCats.id, id)).for('update');
    if (!before) throw notFound('분류를 찾을 수 없습니다.');
    await assertSlugFree(tx, body.slug, id);
    const [row] = await tx.update(prodCats).set(columns(body)).where(eq(prodCats.id, id)).returning();
    const [n] = await tx.select({ n: count() }).from(prods).where(eq(prods.prodCatId, id));
    const after = view(row!, n?.n ?? 0);
    await recordAudit(tx, {
      staffId,
      action: 'prodCat.update',
      targetType: 'prod_cat',
      targetId: id,
      before: view(before, after.prods_count),
      after,
    });
    return after;
  });
}
