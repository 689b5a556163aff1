import { defaultSelection } from '@shop/domain/catalog/prod-selection';
import { CART_STATE } from '@shop/domain/codes/cart-state';
import { describe, expect, it } from 'vitest';
import { capSelection, orderCheck, toggleSelected } from './cart-checks';
import { buildCartItems } from './cart-item';
import { cartMonthlyTotal, cartRow, fallbackLine, readCartItems } from './cart-view';
import { pictureAtt, prod } from './prod-detail-fixture';

const many = (count: number, selected: number) =>
  Array.from({ length: count }, (_, i) => ({ local_id: `i${i}`, selected: i < selected }));

describe('toggleSelected', () => {
  it('ticks and unticks an item', () => {
    const ticked = toggleSelected(many(3, 0), 'i1');
    expect(ticked.ok && ticked.items.map((i) => i.selected)).toEqual([false, true, false]);
    const unticked = toggleSelected(many(3, 3), 'i0');
    expect(unticked.ok && unticked.items.map((i) => i.selected)).toEqual([false, true, true]);
  });

  it('refuses an eleventh selection with the limit alert, but always allows unticking', () => {
    expect(toggleSelected(many(12, 10), 'i11')).toEqual({
      ok: false,
      message: '상품은 최대 10개까지 선택할 수 있습니다.',
    });
    expect(toggleSelected(many(12, 9), 'i11').ok).toBe(true);
    expect(toggleSelected(many(12, 10), 'i0').ok).toBe(true);
  });
});

describe('capSelection', () => {
  it('keeps only the first 10 selected of a full cart', () => {
    const capped = capSelection(many(15, 15));
    expect(capped.filter((i) => i.selected)).toHaveLength(10);
    expect(capped.slice(10).every((i) => !i.selected)).toBe(true);
  });

  it('returns the same objects when nothing changes', () => {
    const items = many(4, 2);
    expect(capSelection(items).every((item, i) => item === items[i])).toBe(true);
  });
});

let n = 0;
const item = (overrides: Record<string, unknown> = {}) => {
  const [built] = buildCartItems({ prod, selection: defaultSelection(prod) }, () => `l${n++}`);
  return { ...built!, ...overrides };
};
const accessory = () => item({ cartable_id: 33, cartable: { ...prod, id: 33, prod_cat_title: '액세서리' } });

describe('orderCheck', () => {
  it('checks in order: a selected item, then the login, then the accessory rule', () => {
    const none = new Set<string>();
    expect(orderCheck([], false, none)).toMatchObject({
      ok: false,
      reason: 'empty',
      message: '장바구니 혹은 상품이 없습니다.',
    });
    expect(orderCheck([item({ selected: false })], false, none)).toMatchObject({ reason: 'empty' });
    expect(orderCheck([item()], false, none)).toMatchObject({
      reason: 'login',
      message: '로그인이 필요합니다. 로그인 페이지로 이동합니다.',
    });
    expect(orderCheck([accessory()], true, none)).toMatchObject({
      reason: 'accessory',
      message: '액세서리 상품은 단독으로 구독할 수 없습니다.',
    });
  });

  it('passes the selected, orderable local ids', () => {
    const a = item();
    const b = item({ selected: false });
    const c = item();
    const d = accessory();
    expect(orderCheck([a, b, c, d], true, new Set([c.local_id]))).toEqual({
      ok: true,
      localIds: [a.local_id, d.local_id],
    });
  });

  it('counts an add-on as an accessory when its product is elsewhere in the cart', () => {
    const turntable = item({ selected: false });
    const cable = item({
      cartable_id: 33,
      cartable: { ...prod, id: 33, prod_cat_title: '케이블', prod_conns_conns: [] },
    });
    expect(orderCheck([turntable, cable], true, new Set())).toMatchObject({ reason: 'accessory' });
  });
});

describe('cart rows and the monthly total', () => {
  it('reads the item: title, colour, months and its own price when the server lines are missing', () => {
    const row = cartRow(item(), undefined);
    expect(row).toMatchObject({
      title: '온음 TT-3',
      colour: '옵션4',
      months: 12,
      cost: 73900,
      discount: 3000,
    });
    expect(row.durationCost).toBe(70900);
  });

  it('shows the chosen colour’s picture, else the product’s first', () => {
    const plain = item({ cartable: { ...prod, atts: [pictureAtt(2, 2), pictureAtt(1, 1)] } });
    expect(cartRow(plain, undefined).image?.id).toBe(1);
    const walnut = {
      ...plain,
      options: {
        ...plain.options,
        prod_opts_select: plain.options.prod_opts_select.map((opt) => ({
          ...opt,
          atts: opt.selected && opt.type === 100 ? [pictureAtt(120, 1)] : [],
        })),
      },
    };
    expect(cartRow(walnut, undefined).image?.id).toBe(120);
  });

  it('takes the server price line and marks a disabled one', () => {
    const it1 = item();
    const line = { ...fallbackLine(it1), duration_cost: 12345, state: CART_STATE.DISABLE };
    expect(cartRow(it1, line)).toMatchObject({ durationCost: 12345, disabled: true });
  });

  it('adds the selected, orderable rows and rounds to the nearest 10 won', () => {
    const rows = [
      { ...cartRow(item(), undefined), durationCost: 10004 },
      { ...cartRow(item(), undefined), durationCost: 20003 },
      { ...cartRow(item({ selected: false }), undefined), durationCost: 50000 },
      { ...cartRow(item(), undefined), durationCost: 70000, disabled: true },
    ];
    expect(cartMonthlyTotal(rows)).toBe(30010);
    expect(cartMonthlyTotal([])).toBe(0);
  });

  it('ignores stored entries that are not cart items', () => {
    expect(readCartItems([null, { local_id: 'x' }, item()])).toHaveLength(1);
  });
});
