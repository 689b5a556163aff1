import { CARE_STATE } from '../codes/care-state';
import { formatWon } from '../format/money';

export type CareQuoteLine = { title: string; amount: number };

/** The quote's total in whole won: what the customer's paying step charges (0 is a free repair). */
export const careQuoteTotal = (lines: readonly CareQuoteLine[]): number =>
  lines.reduce((sum, line) => sum + line.amount, 0);

/** The quote is written while the repair is on the bench, before the customer is told the price. */
export const mayEditCareQuote = (state: number): boolean =>
  state === CARE_STATE.CHECK_ASSIGN || state === CARE_STATE.CHECK;

/** A declined card leaves the request unpaid; the customer reads why and may change the rental's card. */
export const careChargeDeclinedMessage = (reason: string): string =>
  `AS 결제 단계로 진행하지 못했습니다. 카드 결제가 승인되지 않았습니다${reason ? ` (${reason})` : ''}. 렌탈의 결제 카드를 확인해 주세요.`;

/**
 * What a settled quote reads as, in the customer's AS detail and the console's: a 0원 quote is a free repair;
 * a paid one says what staff refunded of it since (part: its amount, all: 환불 완료), and apart from it what
 * the card company has not confirmed yet (환불 진행중), which is not refunded until it does.
 */
export function careQuoteSettledLabel(quote: {
  amount: number;
  refunded: number;
  refunding: number;
}): string {
  if (quote.amount === 0) return '무상 수리';
  if (quote.refunded >= quote.amount) return '환불 완료';
  const given = quote.refunded > 0 ? ` · ${formatWon(quote.refunded)} 환불` : '';
  const pending = quote.refunding > 0 ? ` · ${formatWon(quote.refunding)} 환불 진행중` : '';
  return `결제 완료${given}${pending}`;
}
