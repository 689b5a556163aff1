import type { CartPriceLineView } from '@shop/domain/api/carts';
import { firstInstalment } from '@shop/domain/checkout/first-instalment';
import { CART_STATE } from '@shop/domain/codes/cart-state';
import { monthlyTotal } from '@shop/domain/pricing/monthly-total';

/**
 * The server's price lines of the items being ordered: by local id, those that came back, the ones that
 * can no longer be ordered, the monthly total and the first instalment; `complete` once every item has one.
 */
export function checkoutLines(items: readonly { local_id: string }[], answer: readonly CartPriceLineView[]) {
  const lines = new Map(answer.map((line) => [line.local_id, line]));
  const priced = items.flatMap((item) => {
    const line = lines.get(item.local_id);
    return line ? [line] : [];
  });
  return {
    lines,
    unavailable: priced.filter((line) => line.state === CART_STATE.DISABLE),
    monthly: monthlyTotal(priced.map((line) => ({ selected: true, duration_cost: line.duration_cost }))),
    first: firstInstalment(priced.map((line) => ({ cost: line.duration_cost }))),
    complete: priced.length === items.length,
  };
}
