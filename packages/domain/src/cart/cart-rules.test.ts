import { describe, expect, it } from 'vitest';
import { hasNonAccessory, isAccessoryItem, knownAddOnIds } from './accessory-items';
import { cartName } from './cart-name';

describe('cartName', () => {
  it('is the first title, plus 외 N개 for the others', () => {
    expect(cartName([])).toBe('');
    expect(cartName(['턴테이블'])).toBe('턴테이블');
    expect(cartName(['턴테이블', '스피커'])).toBe('턴테이블 외 1개');
    expect(cartName(['턴테이블', '스피커', '케이블'])).toBe('턴테이블 외 2개');
  });
});

const turntable = {
  cartable_id: 1,
  cartable: { prod_cat_title: '턴테이블', prod_conns_conns: [{ id: 30 }] },
};
const cable = { cartable_id: 30, cartable: { prod_cat_title: '케이블류', prod_conns_conns: [] } };
const brush = { cartable_id: 31, cartable: { prod_cat_title: '액세서리' } };
const gone = { cartable_id: 99, cartable: null };

describe('accessory items', () => {
  it('are add-ons of a known product or in the accessory category', () => {
    const addOns = knownAddOnIds([turntable, cable, brush]);
    expect([...addOns]).toEqual([30]);
    expect(isAccessoryItem(cable, addOns)).toBe(true);
    expect(isAccessoryItem(brush, addOns)).toBe(true);
    expect(isAccessoryItem(turntable, addOns)).toBe(false);
    expect(isAccessoryItem(gone, addOns)).toBe(false);
  });

  it('cannot be subscribed alone, even when their main product sits unselected in the cart', () => {
    expect(hasNonAccessory([turntable, cable])).toBe(true);
    expect(hasNonAccessory([brush])).toBe(false);
    expect(hasNonAccessory([cable], [turntable, cable])).toBe(false);
    expect(hasNonAccessory([])).toBe(false);
  });
});
