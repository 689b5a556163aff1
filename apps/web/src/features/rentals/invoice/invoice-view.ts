import { ApiError } from '@shop/domain/api/api-error';
import { type Invoice, type InvoiceRoundRef, invoiceParamsSchema } from '@shop/domain/api/invoices';
import { recordShortTitle, recordTitle } from '@shop/domain/billing/record-label';
import { RECORD_STATE } from '@shop/domain/codes/record-state';
import { formatDate } from '@shop/domain/format/date';

export type InvoiceTone = 'paid' | 'unpaid' | 'other';

export type InvoiceNav = { round: number; label: string } | null;

/** 2026-03-01 ~ 2026-03-31, or - for a penalty or a loss charge. */
export function periodLabel(invoice: Pick<Invoice, 'period_from' | 'period_to'>): string {
  return invoice.period_from && invoice.period_to
    ? `${formatDate(invoice.period_from)} ~ ${formatDate(invoice.period_to)}`
    : '-';
}

/** 신한카드 4242-****-****-4242, or 등록된 카드 없음. */
export function invoiceCardLabel(card: Invoice['card']): string {
  if (!card) return '등록된 카드 없음';
  return [card.card_title ? `${card.card_title}카드` : '', card.card_number ?? ''].filter(Boolean).join(' ');
}

export function invoiceTone(state: number): InvoiceTone {
  if (state === RECORD_STATE.PAID) return 'paid';
  if (state === RECORD_STATE.UNPAID) return 'unpaid';
  return 'other';
}

const navLabel = (ref: InvoiceRoundRef) => recordTitle(ref);

/** The invoices before and after this one among the rental's billed rounds (a penalty or loss charge comes last). */
export function neighbours(invoice: Pick<Invoice, 'kind' | 'round' | 'rounds'>): {
  previous: InvoiceNav;
  next: InvoiceNav;
} {
  const at = invoice.rounds.findIndex((r) => r.kind === invoice.kind && r.round === invoice.round);
  const nav = (ref: InvoiceRoundRef | undefined): InvoiceNav =>
    ref ? { round: ref.round, label: navLabel(ref) } : null;
  return { previous: at > 0 ? nav(invoice.rounds[at - 1]) : null, next: nav(invoice.rounds[at + 1]) };
}

/** What the charge paid besides this round, when it paid more than this round alone. */
export function paidTogether(invoice: Pick<Invoice, 'kind' | 'round' | 'payment'>): string | null {
  const paidFor = invoice.payment?.paid_for;
  const own = recordShortTitle(invoice);
  return paidFor && paidFor !== own ? paidFor : null;
}

/**
 * The round of /subscs/{id}/invoices/{round}, as the server reads it: `latest`, 0 (the invoice of a termination's
 * penalty or a loss charge, linked from the billing history) or a billing round. Anything else is the 404 screen.
 */
export function invoiceRoundParam(raw: string | undefined): number | 'latest' {
  const round = invoiceParamsSchema.shape.round.safeParse(raw);
  if (!round.success) throw new ApiError(404, '요청하신 페이지를 찾을 수 없습니다.');
  return round.data;
}
