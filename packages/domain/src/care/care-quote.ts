import { CARE_STATE } from '../codes/care-state';

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
