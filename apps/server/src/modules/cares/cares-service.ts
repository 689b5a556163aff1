import type { Care } from '@shop/domain/api/cares';
import {
  CARE_NOT_ALLOWED_MESSAGE,
  careMoveRefusal,
  isCareOpen,
  mayFileCare,
  mayMoveCare,
} from '@shop/domain/care/care-transitions';
import {
  CARE_VISIT_DATE_INVALID_MESSAGE,
  careVisitInstant,
  defaultCareVisitDate,
  isCareVisitDateAllowed,
} from '@shop/domain/care/care-visit-date';
import { CARE_STATE } from '@shop/domain/codes/care-state';
import { MORPH_TYPE } from '@shop/domain/codes/morph-type';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { foundRow } from '../../db/found-row';
import { readPage } from '../../db/read-page';
import { careHistories, cares, prodOrderers, prods, subscs } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import type { Pagination } from '../../http/pagination';
import { ownSpot } from '../spots/own-spot';
import { queueCareMessage } from './care-notice';
import { careViews } from './care-view';

export const CARE_NOT_FOUND = 'AS 정보를 찾을 수 없습니다.';
export const CARE_PRODUCT_NOT_FOUND = 'AS를 신청할 상품을 찾을 수 없습니다.';
export const CARE_SPOT_NOT_FOUND = '방문 주소를 찾을 수 없습니다.';

export async function findOwnCare(db: Db, userId: number, id: number, lock = false) {
  const query = db
    .select()
    .from(cares)
    .where(and(eq(cares.id, id), eq(cares.userId, userId)));
  return foundRow(query, lock, CARE_NOT_FOUND);
}

/**
 * POST cares: one request per chosen product, with its symptom text. A product must be a unit of one of
 * the caller's rentals (another's answers 404), the rental installed and running (ENABLE, SET_COMPLETE),
 * the product a unit-holding part (not a package's head) with no request still open. All or nothing, in
 * one transaction with each request's history row; the rentals are locked so two submits cannot both pass.
 */
export async function createCares(
  db: Db,
  userId: number,
  body: { prod_orderers: number[]; contents: string[]; spot_id: number },
  now: Date,
): Promise<Care[]> {
  const spot = await ownSpot(db, userId, body.spot_id);
  if (!spot) throw notFound(CARE_SPOT_NOT_FOUND);

  const created = await db.transaction(async (tx) => {
    const products = await tx
      .select({ po: prodOrderers, prodTitle: prods.title })
      .from(prodOrderers)
      .innerJoin(prods, eq(prods.id, prodOrderers.prodId))
      .where(
        and(inArray(prodOrderers.id, body.prod_orderers), eq(prodOrderers.ordererType, MORPH_TYPE.SUBSC)),
      );
    const subscIds = [...new Set(products.map((p) => p.po.ordererId))];
    const rentals = subscIds.length
      ? await tx
          .select()
          .from(subscs)
          .where(and(inArray(subscs.id, subscIds), eq(subscs.userId, userId)))
          .for('update')
      : [];
    if (products.length !== body.prod_orderers.length || rentals.length !== subscIds.length) {
      throw notFound(CARE_PRODUCT_NOT_FOUND);
    }
    const [parents, existing] = await Promise.all([
      tx
        .select({ parentId: prodOrderers.parentId })
        .from(prodOrderers)
        .where(inArray(prodOrderers.parentId, body.prod_orderers)),
      tx
        .select({ prodOrdererId: cares.prodOrdererId, state: cares.state })
        .from(cares)
        .where(inArray(cares.prodOrdererId, body.prod_orderers)),
    ]);
    const heads = new Set(parents.map((p) => p.parentId));
    const busy = new Set(existing.filter((c) => isCareOpen(c.state)).map((c) => c.prodOrdererId));
    const rows = [];
    for (const [index, id] of body.prod_orderers.entries()) {
      const { po, prodTitle } = products.find((p) => p.po.id === id)!;
      const rental = rentals.find((r) => r.id === po.ordererId)!;
      if (heads.has(id) || !mayFileCare({ state: rental.state, state_req: rental.stateReq }, busy.has(id))) {
        throw badRequest(CARE_NOT_ALLOWED_MESSAGE, { prod_orderers: [CARE_NOT_ALLOWED_MESSAGE] });
      }
      const [care] = await tx
        .insert(cares)
        .values({
          userId,
          careableType: MORPH_TYPE.SUBSC,
          careableId: rental.id,
          prodOrdererId: id,
          purOrderId: po.purOrderId,
          spotId: spot.id,
          state: CARE_STATE.UNSET,
          title: `${prodTitle} AS 신청`,
          content: body.contents[index] ?? '',
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await tx
        .insert(careHistories)
        .values({ careId: care!.id, state: CARE_STATE.UNSET, note: 'AS 접수', createdAt: now });
      rows.push(care!);
    }
    return rows;
  });
  return careViews(db, created, now);
}

/** GET cares: the caller's requests, newest first. */
export async function listCares(db: Db, userId: number, pagination: Pagination, now: Date) {
  const where = eq(cares.userId, userId);
  const { rows, total } = await readPage(
    db.select().from(cares).where(where).orderBy(desc(cares.createdAt), desc(cares.id)).$dynamic(),
    db.select({ n: count() }).from(cares).where(where),
    pagination,
  );
  return { rows: await careViews(db, rows, now), total };
}

export async function getCare(db: Db, userId: number, id: number, now: Date): Promise<Care> {
  const [view] = await careViews(db, [await findOwnCare(db, userId, id)], now);
  return view!;
}

/**
 * PATCH cares/{id}: withdrawing and confirming the visit day (the paying step is care-payment.ts), each
 * only from its state; the move and its history row in one transaction. The visit day must be one of the
 * allowed ones (care-visit-date.ts); without one the first allowed day is booked, the documents' "3 days
 * ahead". The customer is sent the day confirmed (careVisitConfirmed).
 */
export async function moveCare(
  db: Db,
  userId: number,
  id: number,
  move: { state: number; spot_set_at?: string | undefined },
  now: Date,
  config: Pick<Config, 'publicUrl' | 'messages'>,
) {
  const to = move.state;
  const day = to === CARE_STATE.SET ? (move.spot_set_at ?? defaultCareVisitDate(now)) : null;
  await db.transaction(async (tx) => {
    const care = await findOwnCare(tx, userId, id, true);
    if (!mayMoveCare(care.state, to)) throw badRequest(careMoveRefusal(to), { state: [careMoveRefusal(to)] });
    if (day !== null && !isCareVisitDateAllowed(day, now)) {
      throw badRequest(careMoveRefusal(to), { spot_set_at: [CARE_VISIT_DATE_INVALID_MESSAGE] });
    }
    await tx
      .update(cares)
      .set({ state: to, spotSetAt: day !== null ? careVisitInstant(day) : care.spotSetAt, updatedAt: now })
      .where(eq(cares.id, id));
    const note = day !== null ? `고객 요청: 재설치 방문일 ${day}` : '고객 요청';
    await tx.insert(careHistories).values({ careId: id, state: to, note, createdAt: now });
    if (day !== null) {
      await queueCareMessage(tx, care, { kind: 'careVisitConfirmed', visitDate: day }, { config, now });
    }
  });
  return true as const;
}
