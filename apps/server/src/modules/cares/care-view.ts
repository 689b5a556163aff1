import type { Care } from '@shop/domain/api/cares';
import { careStateMessage } from '@shop/domain/care/care-rules';
import { mayMoveCare } from '@shop/domain/care/care-transitions';
import { careVisitDates } from '@shop/domain/care/care-visit-date';
import { maskCardNumber } from '@shop/domain/checkout/card-mask';
import { cardIssuerTitle } from '@shop/domain/codes/card-issuer';
import { CARE_STATE, CARE_STATE_LABEL, type CareState } from '@shop/domain/codes/care-state';
import { STATE } from '@shop/domain/codes/generic-state';
import { MORPH_TYPE } from '@shop/domain/codes/morph-type';
import { and, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsInDisplayOrder } from '../../db/display-order';
import { groupBy } from '../../db/group-by';
import { morphPointsAt } from '../../db/morph-ref';
import { atts, careQuotes, type cares, refunds, spots } from '../../db/schema';
import { rentalCards } from '../../engine/rental-card';
import { NO_REFUND, type RefundSums, refundSums } from '../billing/refund-sums';
import { flattenProdOrderers, loadProdOrderers } from '../rentals/prod-orderers-view';

type CareRow = typeof cares.$inferSelect;

/** A quote as both apps read it, with what staff refunded of the charge that paid it. */
export const quoteView = (quote: typeof careQuotes.$inferSelect | undefined, sums: RefundSums = NO_REFUND) =>
  quote
    ? { lines: quote.lines, amount: quote.amount, paid_at: quote.paidAt?.toISOString() ?? null, ...sums }
    : null;

/** What was refunded of each charge (failed refunds left out), by payment id. */
async function refundedBy(db: Db, paymentIds: number[]): Promise<Map<number, RefundSums>> {
  const rows = paymentIds.length
    ? await db
        .select({ paymentId: refunds.paymentId, amount: refunds.amount, state: refunds.state })
        .from(refunds)
        .where(and(inArray(refunds.paymentId, paymentIds), ne(refunds.state, STATE.FAIL)))
    : [];
  const byPayment = groupBy(rows, (r) => r.paymentId);
  return new Map([...byPayment].map(([paymentId, given]) => [paymentId, refundSums(given)]));
}

export const careAttUrl = (careId: number, attId: number) => `/api/v2/customer/cares/${careId}/atts/${attId}`;

const careQuoteView = (
  quote: typeof careQuotes.$inferSelect | undefined,
  refunded: Map<number, RefundSums>,
) => quoteView(quote, quote?.paymentId ? refunded.get(quote.paymentId) : undefined);

const awaitsPayment = (state: number) => mayMoveCare(state, CARE_STATE.CHECK_PAYMENT);

/**
 * Cares as the list and detail show them, with their product, unit, address, attachments and quote; a
 * request waiting to be paid names the card that pays it, one waiting for its visit day the days allowed.
 */
export async function careViews(db: Db, rows: CareRow[], now: Date): Promise<Care[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const subscIds = [...new Set(rows.map((r) => r.careableId))];
  const spotIds = [...new Set(rows.map((r) => r.spotId).filter((id): id is number => id !== null))];
  const payingRentals = [...new Set(rows.filter((r) => awaitsPayment(r.state)).map((r) => r.careableId))];
  const [products, attRows, spotRows, quotes, cards] = await Promise.all([
    loadProdOrderers(db, subscIds),
    rowsInDisplayOrder(db, atts, morphPointsAt(atts, 'attachable', MORPH_TYPE.CARE, ids)),
    spotIds.length ? db.select().from(spots).where(inArray(spots.id, spotIds)) : [],
    db.select().from(careQuotes).where(inArray(careQuotes.careId, ids)),
    payingRentals.length ? rentalCards(db, payingRentals) : new Map<number, never>(),
  ]);
  const refunded = await refundedBy(
    db,
    quotes.map((q) => q.paymentId).filter((id): id is number => id !== null),
  );
  const visitDates = careVisitDates(now);
  const attsBy = groupBy(attRows, (a) => a.attachableId);
  return rows.map((row) => {
    const product =
      flattenProdOrderers(products.get(row.careableId) ?? []).find((p) => p.id === row.prodOrdererId) ?? null;
    const spot = spotRows.find((s) => s.id === row.spotId);
    const card = awaitsPayment(row.state) ? cards.get(row.careableId) : undefined;
    const quote = quotes.find((q) => q.careId === row.id);
    return {
      id: row.id,
      state: row.state,
      state_title: CARE_STATE_LABEL[row.state as CareState] ?? '',
      state_message: careStateMessage(row.state, quote?.amount ?? null),
      title: row.title,
      content: row.content,
      created_at: row.createdAt.toISOString(),
      pur_order_id: row.purOrderId,
      spot_set_at: row.spotSetAt?.toISOString() ?? null,
      subsc_id: row.careableId,
      spot: spot
        ? { id: spot.id, name: spot.name, tel: spot.tel, addr: spot.addr, addr_desc: spot.addrDesc }
        : null,
      prod_orderer: product,
      prodStock: product?.prodStock ? { sn: product.prodStock.sn } : null,
      quote: careQuoteView(quote, refunded),
      payment_card: card
        ? {
            title: cardIssuerTitle(card.cardCode),
            number: card.cardNumber ? maskCardNumber(card.cardNumber) : '',
          }
        : null,
      visit_dates: mayMoveCare(row.state, CARE_STATE.SET) ? visitDates : [],
      atts: (attsBy.get(row.id) ?? []).map((a) => ({
        id: a.id,
        path: a.path,
        name: a.originalName,
        mime: a.mime,
        size: a.size,
        urls: { care: careAttUrl(row.id, a.id) },
      })),
    };
  });
}
