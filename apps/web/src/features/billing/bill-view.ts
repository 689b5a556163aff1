import type { BillingPayment } from '@shop/domain/api/billing';
import { FINAL_ROUND, paidForLabel, recordShortTitle, roundsAmong } from '@shop/domain/billing/record-label';
import { cardIssuerTitle } from '@shop/domain/codes/card-issuer';
import { STATE } from '@shop/domain/codes/generic-state';
import { PAYMENT_STATE } from '@shop/domain/codes/payment-state';

export type BillTone = 'paid' | 'failed' | 'other';

export type BillRefund = { id: number; amount: number; stateTitle: string; settled: boolean; at: string };

/** A round (or the penalty or loss charge, round 0) a charge was for, with its invoice. */
export type BillInvoiceLink = { round: number; label: string };

export type BillRow = {
  id: number;
  title: string;
  /** 9회차, 8·9회차 for a charge that paid several rounds, 위약금 for a termination's penalty, 분실 변상금. */
  rounds: string;
  createdAt: string;
  amount: number;
  /** The overdue interest (1 %) the charge included, 0 when none. */
  interest: number;
  card: string;
  stateTitle: string;
  tone: BillTone;
  refunds: BillRefund[];
  /** The invoices of what the charge paid: each round, then the penalty or the loss charge. */
  invoices: BillInvoiceLink[];
};

function toneOf(state: number): BillTone {
  if (state === PAYMENT_STATE.BILL_SUCCESS) return 'paid';
  if (state === PAYMENT_STATE.BILL_FAIL) return 'failed';
  return 'other';
}

function roundsLabel(records: BillingPayment['record_subscs']): string {
  return paidForLabel(records) || '-';
}

function invoiceLinks(records: BillingPayment['record_subscs']): BillInvoiceLink[] {
  const links = roundsAmong(records).map((round) => ({ round, label: `${round}회차 청구서` }));
  // The charge at the rental's end (its penalty or its loss charge), named for what it is.
  const final = records.find((r) => r.kind !== 'round');
  if (final) links.push({ round: FINAL_ROUND, label: `${recordShortTitle(final)} 청구서` });
  return links;
}

/** A rental's charges, newest first as the server sends them: what each paid, date, amount, card, state and refunds. */
export function billRows(payments: readonly BillingPayment[]): BillRow[] {
  return payments.map((p) => {
    const issuer = cardIssuerTitle(p.pays.cardCode) || p.pays.cardTitle;
    const givenBack = (p.refunds ?? [])
      .filter((f) => f.state === STATE.SUCCESS)
      .reduce((sum, f) => sum + f.cost, 0);
    // A charge given back whole reads as refunded, not paid.
    const refunded = p.state === PAYMENT_STATE.BILL_SUCCESS && givenBack > 0 && givenBack >= p.cost;
    return {
      id: p.id,
      title: p.title,
      rounds: roundsLabel(p.record_subscs),
      createdAt: p.created_at,
      amount: p.cost,
      interest: p.interest ?? 0,
      card: [issuer ? `${issuer}카드` : '', p.pays.cardNumber ?? ''].filter(Boolean).join(' ') || '-',
      stateTitle: refunded ? '환불 완료' : p.state_title,
      tone: refunded ? 'other' : toneOf(p.state),
      refunds: (p.refunds ?? []).map((f) => ({
        id: f.id,
        amount: f.cost,
        stateTitle: f.state_title,
        settled: f.state === STATE.SUCCESS,
        at: f.done_at ?? f.created_at,
      })),
      invoices: invoiceLinks(p.record_subscs),
    };
  });
}

export type BillSummary = {
  paidCount: number;
  paidTotal: number;
  refundedTotal: number;
  failedCount: number;
};

/** The invoice's figures: what was paid, what was given back, and how many charges failed. */
export function billSummary(payments: readonly BillingPayment[]): BillSummary {
  const paid = payments.filter((p) => p.state === PAYMENT_STATE.BILL_SUCCESS);
  return {
    paidCount: paid.length,
    paidTotal: paid.reduce((sum, p) => sum + p.cost, 0),
    refundedTotal: payments
      .flatMap((p) => p.refunds ?? [])
      .filter((f) => f.state === STATE.SUCCESS)
      .reduce((sum, f) => sum + f.cost, 0),
    failedCount: payments.filter((p) => p.state === PAYMENT_STATE.BILL_FAIL).length,
  };
}
