import type { AdminFeatd, AdminFeatdBody } from '@shop/domain/api/admin/catalogue';
import { STATE } from '@shop/domain/codes/generic-state';
import { MORPH_TYPE } from '@shop/domain/codes/morph-type';
import type { Db } from '../../db/client';
import { featdables, featds } from '../../db/schema';
import { recordAudit } from '../audit/audit';
import { bannerListAdmin } from './banner-lists';

const columns = (body: AdminFeatdBody) => ({
  title: body.title,
  content: body.content,
  state: body.visible ? STATE.ENABLE : STATE.DISABLE,
  sort: body.sort,
});

const groups = bannerListAdmin(
  {
    table: featds,
    bannerType: MORPH_TYPE.FEATD,
    links: {
      table: featdables,
      list: featdables.featdId,
      linkedType: featdables.featdableType,
      linked: featdables.featdableId,
      toProd: (featdId, featdableId) => ({ featdId, featdableType: MORPH_TYPE.PROD, featdableId }),
    },
    notFoundMessage: '추천 묶음을 찾을 수 없습니다.',
    audit: { area: 'featd', targetType: 'featd' },
  },
  (g, banner): AdminFeatd => ({
    id: g.id,
    title: g.title,
    content: g.content,
    visible: g.state === STATE.ENABLE,
    sort: g.sort,
    ...banner,
  }),
);

/** Every featured group of the home screen, hidden ones too, with its products in order. */
export const listFeatds = groups.list;

export async function createFeatd(db: Db, staffId: number, body: AdminFeatdBody): Promise<AdminFeatd> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(featds).values(columns(body)).returning();
    const created = await groups.one(tx, row!.id);
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
  return groups.update(db, staffId, id, columns(body));
}

/** The group's products, replaced whole and in this order; entries of other kinds stay as they are. */
export const setFeatdProds = groups.setProds;
