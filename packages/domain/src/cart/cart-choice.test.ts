import { describe, expect, it } from 'vitest';
import { readCartChoice } from './cart-choice';

describe('readCartChoice', () => {
  it('reads the documents form: selected options, one colour per part, the selected duration', () => {
    const choice = readCartChoice({
      prod_opts_select: [
        { id: 1, type: 100, selected: false },
        { id: 2, type: 100, selected: true },
        { id: 9, type: 300, selected: true },
      ],
      prod_conns_select: [
        {
          id: 20,
          prod_opts: [
            { id: 21, type: 300, selected: true },
            { id: 22, type: 100, selected: false },
            { id: 23, type: 100, selected: true },
          ],
        },
        { id: 30, prod_opts: [] },
      ],
      subsc_cat: {
        id: 5,
        subsc_cat_opts: [
          { id: 51, val: 12, selected: false },
          { id: 52, val: 24, selected: true },
        ],
      },
    });
    expect(choice).toEqual({
      prod_opts_select: [2, 9],
      prod_conns_select: [
        { prod_id: 20, prod_opt_id: 23 },
        { prod_id: 30, prod_opt_id: null },
      ],
      subsc_cat: { id: 5, subsc_cat_opt_id: 52, val: 24 },
    });
  });

  it('passes the compact form through and keeps the first entry of a repeated part', () => {
    const choice = readCartChoice({
      prod_opts_select: [2, 2, 3],
      prod_conns_select: [
        { prod_id: 20, prod_opt_id: 23 },
        { prod_id: 20, prod_opt_id: 24 },
      ],
      subsc_cat: { id: 5, subsc_cat_opt_id: 52 },
    });
    expect(choice).toEqual({
      prod_opts_select: [2, 3],
      prod_conns_select: [{ prod_id: 20, prod_opt_id: 23 }],
      subsc_cat: { id: 5, subsc_cat_opt_id: 52, val: undefined },
    });
  });

  it('counts unflagged entries as chosen and tolerates missing options', () => {
    expect(readCartChoice({ prod_opts_select: [{ id: 4 }, { id: 5 }] }).prod_opts_select).toEqual([4, 5]);
    expect(readCartChoice(null)).toEqual({ prod_opts_select: [], prod_conns_select: [], subsc_cat: null });
    expect(
      readCartChoice({ subsc_cat: { id: 5, subsc_cat_opts: [{ id: 1, selected: false }] } }).subsc_cat,
    ).toBe(null);
  });
});
