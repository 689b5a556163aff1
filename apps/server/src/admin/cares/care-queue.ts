import type { CareDetail, CareRow } from '@shop/domain/api/admin/cares';
import { CARE_TRANSITIONS } from '@shop/domain/care/care-machine';
import { careStaffLabel } from '@shop/domain/care/care-staff-labels';
import { CARE_STATE } from '@shop/domain/codes/care-state';
import { availableMoves } from '@shop/domain/machine/transition';
import { maskName } from '@shop/domain/validation/masking';
import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { careHistories, careQuotes, cares, prodOrderers, prodStocks, prods, users } from '../../db/schema';
import { notFound } from '../../http/errors';
import { quoteView } from '../../modules/cares/care-view';

type CareDbRow = typeof cares.$inferSelect;

export const CARE_NOT_FOUND = 'AS 정보를 찾을 수 없습니다.';
const label = careStaffLabel;

/** The quote is written while the repair is on the bench, before the customer is told the price. */
export const mayEditQuote = (state: number) =>
  state === CARE_STATE.CHECK_ASSIGN || state === CARE_STATE.CHECK;

function rowView(care: CareDbRow, name: string, quoteAmount: number | null): CareRow {
  return {
    id: care.id,
    state: care.state,
    label: label(care.state),
    title: care.title,
    customer_id: care.userId,
    customer_name: maskName(name),
    rental_id: care.careableId,
    quote_amount: quoteAmount,
    created_at: care.createdAt.toISOString(),
  };
}

/** The AS queue, oldest waiting first within a state filter, newest first otherwise. */
export async function careQueue(db: Db, q: { state?: number | undefined; page: number; per_page: number }) {
  const where = q.state !== undefined ? eq(cares.state, q.state) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ care: cares, name: users.name, amount: careQuotes.amount })
      .from(cares)
      .innerJoin(users, eq(users.id, cares.userId))
      .leftJoin(careQuotes, eq(careQuotes.careId, cares.id))
      .where(where)
      .orderBy(q.state !== undefined ? asc(cares.id) : desc(cares.id))
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    db.select({ n: count() }).from(cares).where(where),
  ]);
  return { rows: rows.map((r) => rowView(r.care, r.name, r.amount)), total: total?.n ?? 0 };
}

export async function careDetail(db: Db, id: number): Promise<CareDetail> {
  const [found] = await db
    .select({ care: cares, name: users.name })
    .from(cares)
    .innerJoin(users, eq(users.id, cares.userId))
    .where(eq(cares.id, id));
  if (!found) throw notFound(CARE_NOT_FOUND);
  const { care } = found;
  const [quotes, history, product] = await Promise.all([
    db.select().from(careQuotes).where(eq(careQuotes.careId, id)),
    db.select().from(careHistories).where(eq(careHistories.careId, id)).orderBy(asc(careHistories.id)),
    care.prodOrdererId
      ? db
          .select({ title: prods.title, sn: prodStocks.sn })
          .from(prodOrderers)
          .innerJoin(prods, eq(prods.id, prodOrderers.prodId))
          .leftJoin(prodStocks, eq(prodStocks.prodOrdererId, prodOrderers.id))
          .where(inArray(prodOrderers.id, [care.prodOrdererId]))
      : Promise.resolve([]),
  ]);
  const quote = quotes[0];
  return {
    ...rowView(care, found.name, quote?.amount ?? null),
    content: care.content,
    prod_title: product[0]?.title ?? null,
    sn: product[0]?.sn ?? null,
    spot_set_at: care.spotSetAt?.toISOString() ?? null,
    quote: quoteView(quote),
    quote_editable: mayEditQuote(care.state) && !quote?.paidAt,
    history: history.map((h) => ({
      state: h.state,
      label: label(h.state),
      note: h.note,
      at: h.createdAt.toISOString(),
    })),
    moves: availableMoves(CARE_TRANSITIONS, { state: care.state }, 'staff').map((name) => ({
      name,
      label: CARE_TRANSITIONS[name].label,
    })),
  };
}
