import type { BillingPayment } from '@shop/domain/api/billing';
import { cardIssuerTitle } from '@shop/domain/codes/card-issuer';
import { PAYMENT_STATE } from '@shop/domain/codes/payment-state';

export type BillTone = 'paid' | 'failed' | 'other';

export type BillRow = {
  id: number;
  title: string;
  /** 9회차, or 8·9회차 for a charge that paid several rounds. */
  rounds: string;
  createdAt: string;
  amount: number;
  card: string;
  stateTitle: string;
  tone: BillTone;
};

function toneOf(state: number): BillTone {
  if (state === PAYMENT_STATE.BILL_SUCCESS) return 'paid';
  if (state === PAYMENT_STATE.BILL_FAIL) return 'failed';
  return 'other';
}

/** A rental's charges, newest first as the server sends them: rounds, date, amount, card and state. */
export function billRows(payments: readonly BillingPayment[]): BillRow[] {
  return payments.map((p) => {
    const rounds = [...new Set(p.record_subscs.map((r) => r.round))].sort((a, b) => a - b);
    const issuer = cardIssuerTitle(p.pays.cardCode) || p.pays.cardTitle;
    return {
      id: p.id,
      title: p.title,
      rounds: rounds.length > 0 ? `${rounds.join('·')}회차` : '-',
      createdAt: p.created_at,
      amount: p.cost,
      card: [issuer ? `${issuer}카드` : '', p.pays.cardNumber ?? ''].filter(Boolean).join(' ') || '-',
      stateTitle: p.state_title,
      tone: toneOf(p.state),
    };
  });
}

export type BillSummary = { paidCount: number; paidTotal: number; failedCount: number };

/** The invoice's figures: what was paid, and how many charges failed. */
export function billSummary(payments: readonly BillingPayment[]): BillSummary {
  const paid = payments.filter((p) => p.state === PAYMENT_STATE.BILL_SUCCESS);
  return {
    paidCount: paid.length,
    paidTotal: paid.reduce((sum, p) => sum + p.cost, 0),
    failedCount: payments.filter((p) => p.state === PAYMENT_STATE.BILL_FAIL).length,
  };
}
