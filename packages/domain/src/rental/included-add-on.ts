import type { RentalAddOn } from '../api/subscs-read';
import { formatWon } from '../format/money';

/**
 * A paid add-on's line under an invoice's monthly fee (the invoice screen and its PDF): its part of the fee,
 * already in it, so the line says "포함" and the sum does not add it again.
 */
export function includedAddOnLine(addOn: Pick<RentalAddOn, 'title' | 'cost'>): {
  label: string;
  amount: string;
} {
  return { label: `추가 상품 ${addOn.title}`, amount: `포함 ${formatWon(addOn.cost)}` };
}
