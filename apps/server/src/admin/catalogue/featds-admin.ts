import type { AdminFeatd, AdminFeatdBody } from '@shop/domain/api/admin/catalogue';
import { STATE } from '@shop/domain/codes/generic-state';
import { MORPH_TYPE } from '@shop/domain/codes/morph-type';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsInDisplayOrder } from '../../db/display-order';
import { foundRow } from '../../db/found-row';
import { featdables, featds } from '../../db/schema';
import { recordAudit } from '../audit/audit';
import { bannerImages } from './banner-images';
import { listedProdsByList, replaceListedProds } from './known-prods';

type FeatdRow = typeof featds.$inferSelect;

const FEATD_NOT_FOUND = '추천 묶음을 찾을 수 없습니다.';
const onProds = eq(featdables.featdableType, MORPH_TYPE.PROD);

const columns = (body: AdminFeatdBody) => ({
  title: body.title,
  content: body.content,
  state: body.visible ? STATE.ENABLE : STATE.DISABLE,
  sort: body.sort,
});

/** Every featured group of the home screen, hidden ones too, with its products in order. */
export async function listFeatds(db: Db): Promise<AdminFeatd[]> {
  const [groups, prodsOf, images] = await Promise.all([
    rowsInDisplayOrder(db, featds),
    listedProdsByList(db, featdables, featdables.featdId, featdables.featdableId, onProds),
    bannerImages(db, MORPH_TYPE.FEATD),
  ]);
  const view = (g: FeatdRow): AdminFeatd => ({
    id: g.id,
    title: g.title,
    content: g.content,
    visible: g.state === STATE.ENABLE,
    sort: g.sort,
    image: images.get(g.id) ?? null,
    prods: prodsOf.get(g.id) ?? [],
  });
  return groups.map(view);
}

const findOne = async (db: Db, id: number) => (await listFeatds(db)).find((f) => f.id === id)!;

/** The group as the console shows it, its row locked for the rest of the transaction; 404 when there is none. */
async function lockedFeatd(db: Db, id: number): Promise<AdminFeatd> {
  await foundRow(db.select().from(featds).where(eq(featds.id, id)), true, FEATD_NOT_FOUND);
  return findOne(db, id);
}

export async function createFeatd(db: Db, staffId: number, body: AdminFeatdBody): Promise<AdminFeatd> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(featds).values(columns(body)).returning();
    const created = await findOne(tx, row!.id);
    await recordAudit(tx, {
      staffId,
      action: 'featd.create',
      targetType: 'featd',
      targetId: row!.id,
      after: created,
    });
    return created;
  });
}

/** Title, text, order and visibility: a hidden group leaves the storefront's home screen. */
export async function updateFeatd(
  db: Db,
  staffId: number,
  id: number,
  body: AdminFeatdBody,
): Promise<AdminFeatd> {
  return db.transaction(async (tx) => {
    const before = await lockedFeatd(tx, id);
    await tx.update(featds).set(columns(body)).where(eq(featds.id, id));
    const after = await findOne(tx, id);
    const pick = ({ prods: _p, ...rest }: AdminFeatd) => rest;
    await recordAudit(tx, {
      staffId,
      action: 'featd.update',
      targetType: 'featd',
      targetId: id,
      before: pick(before),
      after: pick(after),
    });
    return after;
  });
}

/** The group's products, replaced whole and in this order; entries of other kinds stay as they are. */
export async function setFeatdProds(
  db: Db,
  staffId: number,
  id: number,
  prodIds: number[],
): Promise<AdminFeatd> {
  return db.transaction(async (tx) => {
    const before = await lockedFeatd(tx, id);
    await replaceListedProds(
      tx,
      {
        table: featdables,
        owned: and(eq(featdables.featdId, id), onProds),
        link: (featdableId) => ({ featdId: id, featdableType: MORPH_TYPE.PROD, featdableId }),
      },
      { staffId, action: 'featd.prods', targetType: 'featd', targetId: id, before: before.prods },
      prodIds,
    );
    return findOne(tx, id);
  });
}
