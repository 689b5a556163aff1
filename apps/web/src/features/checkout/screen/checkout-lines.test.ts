import type { CartPriceLineView } from '@shop/domain/api/carts';
import { CART_STATE } from '@shop/domain/codes/cart-state';
import { describe, expect, it } from 'vitest';
import { checkoutLines } from './checkout-lines';

const line = (
  local_id: string,
  duration_cost: number,
  state: number = CART_STATE.ENABLE,
): CartPriceLineView => ({
  local_id,
  duration_cost,
  cost_discount: 0,
  cost: duration_cost,
  months: 36,
  state,
});

describe('checkoutLines', () => {
  it('adds up the lines of the items being ordered only', () => {
    const result = checkoutLines(
      [{ local_id: 'a' }, { local_id: 'b' }],
      [line('a', 30_000), line('b', 12_500), line('c', 99_000)],
    );
    expect(result.monthly).toBe(42_500);
    expect(result.first).toBe(42_500);
    expect(result.complete).toBe(true);
    expect(result.unavailable).toEqual([]);
  });

  it('is not complete while an item has no line, and names the lines that cannot be ordered', () => {
    const result = checkoutLines(
      [{ local_id: 'a' }, { local_id: 'b' }],
      [line('a', 30_000, CART_STATE.DISABLE)],
    );
    expect(result.complete).toBe(false);
    expect(result.unavailable.map((l) => l.local_id)).toEqual(['a']);
  });
});
