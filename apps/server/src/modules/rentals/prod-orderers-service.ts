import type { ProdOrderer } from '@shop/domain/api/subscs-read';
import { isCareOpen, mayFileCare } from '@shop/domain/care/care-transitions';
import { MORPH_TYPE } from '@shop/domain/codes/morph-type';
import type { Db } from '../../db/client';
import { morphPointsAt } from '../../db/morph-ref';
import { cares } from '../../db/schema';
import { notFound } from '../../http/errors';
import { findOwnSubsc, isSubscOrdererType, SUBSC_NOT_FOUND } from './owned-subsc';
import { flattenProdOrderers, loadProdOrderers } from './prod-orderers-view';

/**
 * GET prodOrderers: the products of one of the caller's rentals. With care_unset, the units an AS request
 * can be filed for now: the parts that hold a unit (a package's parts, or the product itself), of a running
 * installed rental, that have no request still open.
 */
export async function listProdOrderers(
  db: Db,
  userId: number,
  query: { orderer_type: string; orderer_id: number; care_unset?: string | undefined },
): Promise<ProdOrderer[]> {
  if (!isSubscOrdererType(query.orderer_type)) throw notFound(SUBSC_NOT_FOUND);
  const rental = await findOwnSubsc(db, userId, query.orderer_id);
  const trees = (await loadProdOrderers(db, [rental.id])).get(rental.id) ?? [];
  if (query.care_unset !== '1' && query.care_unset !== 'true') return trees;
  const open = await db
    .select({ prodOrdererId: cares.prodOrdererId, state: cares.state })
    .from(cares)
    .where(morphPointsAt(cares, 'careable', MORPH_TYPE.SUBSC, rental.id));
  const busy = new Set(open.filter((c) => isCareOpen(c.state)).map((c) => c.prodOrdererId));
  const rentalStates = { state: rental.state, state_req: rental.stateReq };
  return flattenProdOrderers(trees)
    .filter((p) => p.children.length === 0)
    .filter((p) => mayFileCare(rentalStates, busy.has(p.id)));
}
