import { INVOICE_NOT_FOUND_MESSAGE, type Invoice } from '@shop/domain/api/invoices';
import { FINAL_ROUND, paidForLabel, recordOfRound, recordTitle } from '@shop/domain/billing/record-label';
import { maskCardNumber } from '@shop/domain/checkout/card-mask';
import { cardIssuerTitle } from '@shop/domain/codes/card-issuer';
import { paymentStateTitle } from '@shop/domain/codes/payment-state';
import { RECORD_STATE, RECORD_STATE_LABEL, type RecordState } from '@shop/domain/codes/record-state';
import { roundOfTotalLabel, roundPeriod } from '@shop/domain/rental/instalment';
import { overdueInterest } from '@shop/domain/rental/overdue-interest';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentRecords, payments, purOrders, recordSubscs, users } from '../../db/schema';
import { rentalCard } from '../../engine/rental-card';
import { rentalTitle } from '../../engine/rental-facts';
import { notFound } from '../../http/errors';
import { signPurposeToken } from '../../security/purpose-token';
import { findOwnSubsc, type SubscRow } from '../rentals/owned-subsc';
import { addOnsOf } from '../rentals/subsc-view';

export const INVOICE_LINK_TTL_SECONDS = 600;
/** The invoice round of the charge at a rental's end: its penalty or its loss charge. */
export const PENALTY_ROUND = FINAL_ROUND;

type RecordRow = typeof recordSubscs.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The monthly fee before the discount and the discount, as the order recorded them at checkout. */
async function orderPrice(db: Db, rental: SubscRow): Promise<{ listCost: number; discount: number } | null> {
  const orderId = Number(rental.options.pur_order_id);
  if (!Number.isInteger(orderId) || orderId <= 0) return null;
  const [order] = await db
    .select({ orderable: purOrders.orderable })
    .from(purOrders)
    .where(and(eq(purOrders.id, orderId), eq(purOrders.userId, rental.userId)));
  const listCost = order?.orderable.cost;
  const discount = order?.orderable.cost_discount;
  if (typeof listCost !== 'number' || typeof discount !== 'number') return null;
  return { listCost, discount };
}

const cardOf = (card: { cardCode: string | null; cardNumber: string | null } | null) =>
  card
    ? {
        card_code: card.cardCode,
        card_title: cardIssuerTitle(card.cardCode),
        card_number: card.cardNumber ? maskCardNumber(card.cardNumber) : null,
      }
    : null;

function pick(records: RecordRow[], round: number | 'latest'): RecordRow | undefined {
  if (round === 'latest') return records.filter((r) => r.kind === 'round').at(-1);
  return recordOfRound(records, round);
}

export type InvoiceRequest = {
  userId: number;
  subscId: number;
  round: number | 'latest';
  now: Date;
  secret: string;
  apiPrefix: string;
};

/**
 * The invoice of one round of one of the caller's rentals, read from its record, the charge that paid it
 * (or last tried to) and the order's price: 404 for another customer's rental or a round never billed.
 */
export async function getInvoice(db: Db, request: InvoiceRequest): Promise<Invoice> {
  const rental = await findOwnSubsc(db, request.userId, request.subscId);
  const records = await db
    .select()
    .from(recordSubscs)
    .where(eq(recordSubscs.subscId, rental.id))
    .orderBy(asc(recordSubscs.round), asc(recordSubscs.id));
  const record = pick(records, request.round);
  if (!record) throw notFound(INVOICE_NOT_FOUND_MESSAGE);

  const [charge] = record.paymentId
    ? await db
        .select()
        .from(payments)
        .where(and(eq(payments.id, record.paymentId), eq(payments.userId, request.userId)))
    : [];
  const [together, price, owner, nowCard] = await Promise.all([
    charge
      ? db
          .select({ kind: recordSubscs.kind, round: recordSubscs.round })
          .from(paymentRecords)
          .innerJoin(recordSubscs, eq(recordSubscs.id, paymentRecords.recordSubscId))
          .where(eq(paymentRecords.paymentId, charge.id))
      : Promise.resolve([]),
    record.kind === 'round' ? orderPrice(db, rental) : Promise.resolve(null),
    db.select({ name: users.name }).from(users).where(eq(users.id, rental.userId)),
    // The card the rental is paid with now (what the overdue retry would use).
    rentalCard(db, rental.id).then((card) => card ?? null),
  ]);

  const unpaid = record.state === RECORD_STATE.UNPAID;
  // The 1 % of a round paid late (its charge carried interest) or still unpaid.
  const late = unpaid || (charge?.interest ?? 0) > 0;
  const interest = late ? overdueInterest(record.cost) : 0;
  // The order's discount applies while the round costs what the order priced.
  const discounted = price && price.listCost - price.discount === record.cost && price.discount > 0;
  const roundNumber = record.kind === 'round' ? record.round : PENALTY_ROUND;
  const period =
    record.kind === 'round' ? roundPeriod(rental.startAt ?? rental.createdAt, record.round) : null;
  const token = await signPurposeToken(
    'invoice-file',
    { s: rental.id, r: roundNumber, u: request.userId },
    request.secret,
    INVOICE_LINK_TTL_SECONDS,
    request.now,
  );
  return {
    subsc_id: rental.id,
    subsc_title: rentalTitle(rental),
    customer_name: owner[0]?.name ?? '',
    kind: record.kind,
    round: roundNumber,
    rounds_total: rental.duration,
    label:
      record.kind === 'round'
        ? roundOfTotalLabel({ round: record.round, total: rental.duration })
        : recordTitle(record),
    period_from: iso(period?.from ?? null),
    period_to: iso(period?.to ?? null),
    due_at: record.dueAt.toISOString(),
    paid_at: iso(record.paidAt),
    state: record.state,
    state_title: RECORD_STATE_LABEL[record.state as RecordState] ?? '',
    list_cost: discounted ? price.listCost : record.cost,
    add_ons: record.kind === 'round' ? addOnsOf(rental) : [],
    discount: discounted ? price.discount : 0,
    cost: record.cost,
    interest,
    total: record.cost + interest,
    // What paid it; an unpaid round shows the card the retry will charge.
    card: cardOf(unpaid ? (nowCard ?? charge ?? null) : (charge ?? nowCard)),
    payment: charge ? paymentOf(charge, together) : null,
    rounds: [...records]
      .sort((a, b) => Number(a.kind !== 'round') - Number(b.kind !== 'round') || a.round - b.round)
      .map((r) => ({ kind: r.kind, round: r.kind === 'round' ? r.round : PENALTY_ROUND, state: r.state })),
    issued_at: request.now.toISOString(),
    pdf_url: `${request.apiPrefix}/subscs/${rental.id}/invoices/${roundNumber}/pdf?token=${encodeURIComponent(token)}`,
  };
}

function paymentOf(charge: PaymentRow, together: Pick<RecordRow, 'kind' | 'round'>[]): Invoice['payment'] {
  return {
    id: charge.id,
    receipt_no: charge.pmId,
    state: charge.state,
    state_title: paymentStateTitle(charge.state),
    cost: charge.cost,
    interest: charge.interest,
    created_at: charge.createdAt.toISOString(),
    paid_at: iso(charge.paidAt),
    paid_for: paidForLabel(together),
  };
}
