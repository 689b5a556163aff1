import { defaultSelection } from '@shop/domain/catalog/prod-selection';
import { CART_STATE } from '@shop/domain/codes/cart-state';
import { MORPH_TYPE } from '@shop/domain/codes/morph-type';
import { describe, expect, it } from 'vitest';
import { buildCartItems } from './cart-item';
import { newLocalId } from './local-id';
import { prod } from './prod-detail-fixture';

describe('buildCartItems', () => {
  it('makes an enabled, selected item of quantity 1 with the first option of each type selected', () => {
    const [item, ...rest] = buildCartItems({ prod, selection: defaultSelection(prod) }, () => 'x');
    expect(rest).toEqual([]);
    expect(item).toMatchObject({
      id: null,
      local_id: 'x',
      cartable_id: 2,
      cartable_type: MORPH_TYPE.PROD,
      orderer_type: MORPH_TYPE.SUBSC,
      state: CART_STATE.ENABLE,
      selected: true,
      user_id: null,
      qty: 1,
      cost: 73900,
      discount: { id: 1, val: 3000 },
    });
    expect(item!.options.prod_opts_select.filter((o) => o.selected).map((o) => o.id)).toEqual([4, 8]);
    expect(item!.options.subsc_cat?.subsc_cat_opts.map((o) => o.selected)).toEqual([true, false]);
    expect(item!.options.prod_conns_select).toEqual([]);
    expect('content' in item!.cartable).toBe(false);
  });

  it('keeps the chosen colour, duration and add-on, whose first option is selected', () => {
    const selection = { ...defaultSelection(prod), colourId: 6, durationId: 2, addOnIds: [33] };
    const [item] = buildCartItems({ prod, selection }, () => 'y');
    expect(item!.options.prod_opts_select.filter((o) => o.selected).map((o) => o.id)).toEqual([6, 8]);
    expect(item!.options.subsc_cat?.subsc_cat_opts.map((o) => o.selected)).toEqual([false, true]);
    expect(item!.options.prod_conns_select.map((p) => [p.id, p.prod_opts[0]?.selected])).toEqual([
      [33, true],
    ]);
    // 24 months at 36,950 + the add-on 900 + the walnut surcharge 2,000, in tens.
    expect(item!.cost).toBe(39850);
  });

  it('makes one item per unit, each with its own local_id', () => {
    const items = buildCartItems({ prod, selection: { ...defaultSelection(prod), qty: 3 } }, newLocalId);
    expect(items).toHaveLength(3);
    expect(items.every((item) => item.qty === 1)).toBe(true);
    expect(new Set(items.map((item) => item.local_id)).size).toBe(3);
  });
});

describe('newLocalId', () => {
  it('does not repeat', () => {
    const ids = Array.from({ length: 1000 }, newLocalId);
    expect(new Set(ids).size).toBe(1000);
    expect(ids.every((id) => id.length >= 16)).toBe(true);
  });
});
