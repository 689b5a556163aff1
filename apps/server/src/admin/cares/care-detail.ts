import type { CareDetail } from '@shop/domain/api/admin/cares';
import { CARE_TRANSITIONS } from '@shop/domain/care/care-machine';
import { mayEditCareQuote } from '@shop/domain/care/care-quote';
import { careStaffLabel } from '@shop/domain/care/care-staff-labels';
import { maskCardNumber } from '@shop/domain/checkout/card-mask';
import { cardIssuerTitle } from '@shop/domain/codes/card-issuer';
import { MORPH_TYPE } from '@shop/domain/codes/morph-type';
import { availableMoves } from '@shop/domain/machine/transition';
import { maskAddressDetail, maskMobile, maskName } from '@shop/domain/validation/masking';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsInDisplayOrder } from '../../db/display-order';
import { morphPointsAt } from '../../db/morph-ref';
import {
  atts,
  careHistories,
  careQuotes,
  cares,
  payments,
  prodOrderers,
  prodStocks,
  prods,
  purOrders,
  spots,
  subscs,
  users,
} from '../../db/schema';
import { notFound } from '../../http/errors';
import { quoteView } from '../../modules/cares/care-view';
import { paymentsWithRefunds, rentalPaymentView } from '../rentals/rental-payments';
import { CARE_NOT_FOUND, careRowView } from './care-queue';

export const careAttAdminUrl = (careId: number, attId: number) => `/cares/${careId}/atts/${attId}`;

async function careProduct(db: Db, prodOrdererId: number | null) {
  if (!prodOrdererId) return null;
  const [row] = await db
    .select({ title: prods.title, sn: prodStocks.sn })
    .from(prodOrderers)
    .innerJoin(prods, eq(prods.id, prodOrderers.prodId))
    // The unit picked for the product, by the holder's record of it: still named after the rental has ended.
    .leftJoin(prodStocks, eq(prodStocks.id, prodOrderers.prodStockId))
    .where(eq(prodOrderers.id, prodOrdererId));
  return row ?? null;
}

/**
 * The charges the customer's paying step made for a request (its orders), oldest first, read as the
 * rental's payments are (what was refunded, what may still be), with the card and when.
 */
async function carePayments(db: Db, careId: number) {
  const orders = await db
    .select({ paymentId: purOrders.paymentId })
    .from(purOrders)
    .where(morphPointsAt(purOrders, 'orderable', MORPH_TYPE.CARE, careId));
  const ids = orders.map((o) => o.paymentId).filter((id): id is number => id !== null);
  if (ids.length === 0) return [];
  const rows = await paymentsWithRefunds(db, inArray(payments.id, ids));
  return rows.map((p) => ({
    ...rentalPaymentView(p),
    card: [cardIssuerTitle(p.cardCode), p.cardNumber ? maskCardNumber(p.cardNumber) : '']
      .filter(Boolean)
      .join(' '),
    at: (p.paidAt ?? p.createdAt).toISOString(),
  }));
}

/**
 * One AS request as staff see it: the customer (masked), rental, product and unit, the symptom and its
 * files, the visit address (masked), the quote and its charges, the history, and the moves allowed now.
 */
export async function careDetail(db: Db, id: number): Promise<CareDetail> {
  const [found] = await db
    .select({ care: cares, name: users.name, rental: subscs })
    .from(cares)
    .innerJoin(users, eq(users.id, cares.userId))
    .innerJoin(subscs, eq(subscs.id, cares.careableId))
    .where(eq(cares.id, id));
  if (!found) throw notFound(CARE_NOT_FOUND);
  const { care } = found;
  const [quotes, history, product, spotRows, files, charges] = await Promise.all([
    db.select().from(careQuotes).where(eq(careQuotes.careId, id)),
    db.select().from(careHistories).where(eq(careHistories.careId, id)).orderBy(asc(careHistories.id)),
    careProduct(db, care.prodOrdererId),
    care.spotId ? db.select().from(spots).where(eq(spots.id, care.spotId)) : Promise.resolve([]),
    rowsInDisplayOrder(db, atts, morphPointsAt(atts, 'attachable', MORPH_TYPE.CARE, id)),
    carePayments(db, id),
  ]);
  const quote = quotes[0];
  const spot = spotRows[0];
  const paidBy = charges.find((p) => p.id === quote?.paymentId);
  return {
    ...careRowView(care, found.name, quote?.amount ?? null),
    content: care.content,
    rental_title: (found.rental.options.title as string | undefined) ?? '렌탈',
    prod_title: product?.title ?? null,
    sn: product?.sn ?? null,
    spot: spot
      ? {
          name: maskName(spot.name),
          tel: maskMobile(spot.tel),
          addr: spot.addr,
          addr_desc: maskAddressDetail(spot.addrDesc),
          weekend: spot.options.type_weekend === true,
        }
      : null,
    atts: files.map((a) => ({
      id: a.id,
      name: a.originalName,
      mime: a.mime,
      size: a.size,
      url: careAttAdminUrl(id, a.id),
    })),
    quote: quoteView(quote, paidBy ? { refunded: paidBy.refunded, refunding: paidBy.refunding } : undefined),
    quote_editable: mayEditCareQuote(care.state) && !quote?.paidAt,
    payments: charges,
    history: history.map((h) => ({
      state: h.state,
      label: careStaffLabel(h.state),
      note: h.note,
      at: h.createdAt.toISOString(),
    })),
    moves: availableMoves(CARE_TRANSITIONS, { state: care.state }, 'staff').map((name) => ({
      name,
      label: CARE_TRANSITIONS[name].label,
    })),
  };
}
