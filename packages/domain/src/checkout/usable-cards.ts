import { PAYMENT_STATE } from '../codes/payment-state';

/**
 * The cards the checkout offers: only successful card registrations (BILL_AUTH_SUCCESS), one per billing
 * key (the first seen wins), in the given order; the first of them is preselected.
 */
export function usableCards<T extends { state: number; pays: { bill_key: string | null } }>(
  cards: readonly T[],
): T[] {
  const seen = new Set<string>();
  return cards.filter((card) => {
    const key = card.pays.bill_key;
    if (card.state !== PAYMENT_STATE.BILL_AUTH_SUCCESS || !key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
