import { describe, expect, it } from 'vitest';
import { ACCESSORY_CATEGORY_TITLE, hasNonAccessory, isAccessoryItem, knownAddOnIds } from './accessory-items';
import { readCartChoice } from './cart-choice';
import { cartName } from './cart-name';
import { selectFirstOfEachType, selectOption } from './first-of-each-type';

describe('accessory edges', () => {
  it('names the accessory category 액세서리', () => {
    expect(ACCESSORY_CATEGORY_TITLE).toBe('액세서리');
  });

  it('collects add-on ids from every item, skipping gone products and products without add-ons', () => {
    const ids = knownAddOnIds([
      {
        cartable_id: 1,
        cartable: { prod_cat_title: '턴테이블', prod_conns_conns: [{ id: 30 }, { id: 31 }] },
      },
      { cartable_id: 2, cartable: null },
      { cartable_id: 3, cartable: { prod_cat_title: '스피커' } },
      { cartable_id: 4, cartable: { prod_cat_title: '앰프', prod_conns_conns: [{ id: 31 }, { id: 32 }] } },
    ]);
    expect([...ids].sort()).toEqual([30, 31, 32]);
    expect(knownAddOnIds([])).toEqual(new Set());
  });

  it('counts an add-on as an accessory whatever its category, and the category without being an add-on', () => {
    const cable = { cartable_id: 30, cartable: { prod_cat_title: '케이블류' } };
    expect(isAccessoryItem(cable, new Set([30]))).toBe(true);
    expect(isAccessoryItem(cable, new Set([31]))).toBe(false);
    expect(isAccessoryItem({ cartable_id: 30, cartable: null }, new Set([30]))).toBe(true);
    expect(isAccessoryItem({ cartable_id: 5, cartable: { prod_cat_title: '액세서리' } }, new Set())).toBe(
      true,
    );
    expect(isAccessoryItem({ cartable_id: 5, cartable: { prod_cat_title: null } }, new Set())).toBe(false);
    expect(isAccessoryItem({ cartable_id: 5, cartable: { prod_cat_title: '액세서리 ' } }, new Set())).toBe(
      false,
    );
  });

  it('finds a main product in the selection however it is ordered', () => {
    const turntable = {
      cartable_id: 1,
      cartable: { prod_cat_title: '턴테이블', prod_conns_conns: [{ id: 30 }] },
    };
    const cable = { cartable_id: 30, cartable: { prod_cat_title: '케이블류' } };
    const brush = { cartable_id: 31, cartable: { prod_cat_title: '액세서리' } };
    expect(hasNonAccessory([cable, brush, turntable])).toBe(true);
    expect(hasNonAccessory([cable])).toBe(true);
    expect(hasNonAccessory([cable, brush], [turntable, cable, brush])).toBe(false);
    expect(hasNonAccessory([brush, cable], [cable, brush])).toBe(true);
  });
});

describe('cart name edges', () => {
  it('keeps an empty first title and counts the others', () => {
    expect(cartName([''])).toBe('');
    expect(cartName(['', '스피커'])).toBe(' 외 1개');
  });
});

describe('cart choice edges', () => {
  it('reads nothing from missing or empty options', () => {
    const none = { prod_opts_select: [], prod_conns_select: [], subsc_cat: null };
    expect(readCartChoice(undefined)).toEqual(none);
    expect(readCartChoice({})).toEqual(none);
    expect(readCartChoice({ prod_opts_select: null, prod_conns_select: null, subsc_cat: null })).toEqual(
      none,
    );
  });

  it('takes ids as given, then the flagged options, each once', () => {
    expect(
      readCartChoice({
        prod_opts_select: [
          { id: 3, selected: true },
          7,
          { id: 4, selected: true },
          { id: 5, selected: false },
          7,
          { id: 6 },
        ],
      }).prod_opts_select,
    ).toEqual([7, 3, 4]);
    expect(readCartChoice({ prod_opts_select: [{ id: 1, selected: false }] }).prod_opts_select).toEqual([]);
    expect(readCartChoice({ prod_opts_select: [{ id: 1 }, { id: 1 }] }).prod_opts_select).toEqual([1]);
  });

  it('gives a part the chosen colour first, else an untyped option, never another type', () => {
    const part = (prod_opts: { id: number; type?: number; selected?: boolean }[]) =>
      readCartChoice({ prod_conns_select: [{ id: 20, prod_opts }] }).prod_conns_select;
    expect(part([{ id: 1 }, { id: 2, type: 100 }])).toEqual([{ prod_id: 20, prod_opt_id: 2 }]);
    expect(part([{ id: 1, type: 300 }, { id: 2 }])).toEqual([{ prod_id: 20, prod_opt_id: 2 }]);
    expect(
      part([
        { id: 1, type: 300 },
        { id: 2, type: 200 },
      ]),
    ).toEqual([{ prod_id: 20, prod_opt_id: null }]);
    expect(
      part([
        { id: 1, type: 100, selected: false },
        { id: 2, selected: false },
        { id: 3, type: 300, selected: true },
      ]),
    ).toEqual([{ prod_id: 20, prod_opt_id: null }]);
    expect(readCartChoice({ prod_conns_select: [{ id: 40 }] }).prod_conns_select).toEqual([
      { prod_id: 40, prod_opt_id: null },
    ]);
  });

  it('keeps a compact part without a colour as none, and the first of a repeated part in either form', () => {
    expect(
      readCartChoice({
        prod_conns_select: [
          { prod_id: 20 },
          { id: 20, prod_opts: [{ id: 23, type: 100 }] },
          { prod_id: 21, prod_opt_id: null },
          { prod_id: 22, prod_opt_id: 5 },
          { prod_id: 21, prod_opt_id: 6 },
        ],
      }).prod_conns_select,
    ).toEqual([
      { prod_id: 20, prod_opt_id: null },
      { prod_id: 21, prod_opt_id: null },
      { prod_id: 22, prod_opt_id: 5 },
    ]);
  });

  it('reads the duration in either form: the flagged one, the first unflagged, none without options', () => {
    expect(readCartChoice({ subsc_cat: { id: 5, subsc_cat_opt_id: 52, val: 24 } }).subsc_cat).toEqual({
      id: 5,
      subsc_cat_opt_id: 52,
      val: 24,
    });
    expect(
      readCartChoice({
        subsc_cat: {
          id: 5,
          subsc_cat_opts: [
            { id: 51, val: 12 },
            { id: 52, val: 24 },
          ],
        },
      }).subsc_cat,
    ).toEqual({ id: 5, subsc_cat_opt_id: 51, val: 12 });
    expect(
      readCartChoice({
        subsc_cat: {
          id: 5,
          subsc_cat_opts: [
            { id: 51, val: 12, selected: true },
            { id: 52, val: 24, selected: true },
          ],
        },
      }).subsc_cat,
    ).toEqual({ id: 5, subsc_cat_opt_id: 51, val: 12 });
    expect(readCartChoice({ subsc_cat: { id: 5 } }).subsc_cat).toBeNull();
    expect(readCartChoice({ subsc_cat: { id: 5, subsc_cat_opts: [] } }).subsc_cat).toBeNull();
  });
});

describe('option selection edges', () => {
  it('selects a lone option that came unselected, and gives nothing for no options', () => {
    expect(selectFirstOfEachType([{ id: 1, type: 100, selected: false }]).map((o) => o.selected)).toEqual([
      true,
    ]);
    expect(selectFirstOfEachType([])).toEqual([]);
  });

  it('hands back copies, never the options it was given', () => {
    const options = [
      { id: 1, type: 100, selected: true },
      { id: 2, type: 100, selected: false },
      { id: 3, type: 200, selected: true },
    ];
    for (const id of [2, 99]) {
      const after = selectOption(options, id);
      after.forEach((option, i) => {
        expect(option).not.toBe(options[i]);
        expect(option.type).toBe(options[i]?.type);
      });
    }
    expect(selectOption(options, 99)).toEqual(options);
    expect(selectOption(options, 2)).toEqual([
      { id: 1, type: 100, selected: false },
      { id: 2, type: 100, selected: true },
      { id: 3, type: 200, selected: true },
    ]);
    expect(options[0]?.selected).toBe(true);
  });
});
