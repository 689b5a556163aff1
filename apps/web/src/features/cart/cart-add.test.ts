import { defaultSelection } from '@shop/domain/catalog/prod-selection';
import { CART_ADD_LIMIT } from '@shop/domain/limits/cart-limits';
import { describe, expect, it } from 'vitest';
import { addCartItems, parseCart } from './cart-add';
import { buildCartItems } from './cart-item';
import { prod } from './prod-detail-fixture';

let n = 0;
const one = () => buildCartItems({ prod, selection: defaultSelection(prod) }, () => `id-${n++}`);
const cartOf = (count: number) => Array.from({ length: count }, (_, i) => ({ local_id: `old-${i}` }));

describe('addCartItems', () => {
  it('appends to the stored items', () => {
    const result = addCartItems(cartOf(2), one());
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.items).toHaveLength(3);
  });

  it('fills the cart up to 1.5 times the limit', () => {
    expect(addCartItems(cartOf(CART_ADD_LIMIT - 1), one()).ok).toBe(true);
  });

  it('refuses with the documents message when the cart would hold more than 1.5 times the limit', () => {
    expect(addCartItems(cartOf(CART_ADD_LIMIT), one())).toEqual({
      ok: false,
      message: '장바구니에 더 이상 담을 수 없습니다.',
      limitReached: true,
    });
  });
});

describe('parseCart', () => {
  it('reads the stored array and treats anything else as empty', () => {
    expect(parseCart('[{"local_id":"a"}]')).toEqual([{ local_id: 'a' }]);
    expect(parseCart(null)).toEqual([]);
    expect(parseCart('{"a":1}')).toEqual([]);
    expect(parseCart('{oops')).toEqual([]);
  });
});
