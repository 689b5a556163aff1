import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TYPE_CONN } from '../codes/type-conn';
import { TYPE_STOCK } from '../codes/type-stock';
import { roundToTens } from '../pricing/round-to-tens';
import {
  availableQty,
  chosenAddOns,
  colourAvail,
  colourOptions,
  defaultSelection,
  detailHasStock,
  durationChoices,
  isColourSoldOut,
  type SelectableDetail,
  type SelectablePart,
  selectionCost,
} from './prod-selection';
import { isSubscriptionProd } from './subscription-prod';

const colour = (id: number, cost = 0) => ({ id, type: 100, cost });
const stock = (rows: [number, number][]) =>
  rows.map(([prod_opt_type_color_id, countAvail]) => ({ prod_opt_type_color_id, countAvail }));
const fees = (prodId: number, rows: [number, number, number][]) =>
  rows.map(([id, val, monthly]) => ({
    id,
    val,
    selected: id === 1,
    prod_subsc_cat_opts: [{ prod_id: prodId, cost_subsc: monthly }],
  }));

const part = (id: number, rows: [number, number][], extra: Partial<SelectablePart> = {}): SelectablePart => ({
  id,
  type_conn: TYPE_CONN.OPTION,
  type_stock: TYPE_STOCK.STOCK,
  prod_opts: rows.map(([colourId]) => colour(colourId)),
  prod_stocks_qty_color: stock(rows),
  cost_subsc: 1000,
  ...extra,
});

const single: SelectableDetail = {
  id: 1,
  type_conn: TYPE_CONN.OPTION,
  type_stock: TYPE_STOCK.STOCK,
  prod_opts: [colour(11), colour(12, 2000), colour(13)],
  prod_stocks_qty_color: stock([
    [11, 0],
    [12, 3],
  ]),
  prod_conns_pkg: [],
  prod_conns_conns: [part(90, [], { type_stock: TYPE_STOCK.NONE, cost_subsc: 900 })],
  discounts: [],
  subsc_cat: {
    subsc_cat_opts: [
      ...fees(1, [
        [2, 24, 39900],
        [1, 12, 73900],
      ]),
      { id: 3, val: 36, selected: false, prod_subsc_cat_opts: [{ prod_id: 999, cost_subsc: 1 }] },
    ],
  },
};

const pkg: SelectableDetail = {
  ...single,
  id: 5,
  type_conn: TYPE_CONN.PACKAGE,
  prod_opts: [],
  prod_stocks_qty_color: [],
  prod_conns_pkg: [
    part(20, [
      [21, 0],
      [22, 4],
    ]),
    part(30, [[31, 2]]),
  ],
  subsc_cat: { subsc_cat_opts: fees(5, [[1, 12, 100000]]) },
};

describe('stock per colour', () => {
  it('reads countAvail, a missing colour is sold out, untracked stock has no count', () => {
    expect(colourAvail(single, 12)).toBe(3);
    expect(isColourSoldOut(single, 11)).toBe(true);
    expect(isColourSoldOut(single, 13)).toBe(true);
    expect(colourAvail({ ...single, type_stock: TYPE_STOCK.NONE }, 11)).toBeNull();
  });

  it('limits a package by its scarcest chosen part', () => {
    const selection = defaultSelection(pkg);
    expect(selection.partColourIds).toEqual({ 20: 22, 30: 31 });
    expect(availableQty(pkg, selection)).toBe(2);
    expect(availableQty(pkg, { ...selection, partColourIds: { 20: 21, 30: 31 } })).toBe(0);
  });

  it('counts a package in stock when any part is', () => {
    expect(detailHasStock(pkg)).toBe(true);
    expect(detailHasStock({ ...single, prod_stocks_qty_color: stock([[11, 0]]) })).toBe(false);
  });
});

describe('defaultSelection', () => {
  it('picks the first colour in stock, the flagged duration, no add-ons and one unit', () => {
    expect(defaultSelection(single)).toEqual({
      colourId: 12,
      durationId: 1,
      partColourIds: {},
      addOnIds: [],
      qty: 1,
    });
  });
});

describe('durations', () => {
  it('keeps only durations with a fee for this product, shortest first', () => {
    expect(durationChoices(single)).toEqual([
      { id: 1, months: 12, monthly: 73900 },
      { id: 2, months: 24, monthly: 39900 },
    ]);
    expect(isSubscriptionProd(single)).toBe(true);
    expect(isSubscriptionProd({ ...single, subsc_cat: null })).toBe(false);
    expect(isSubscriptionProd({ ...single, subsc_cat: { subsc_cat_opts: [] } })).toBe(false);
  });
});

describe('selectionCost', () => {
  it('adds the colour surcharge and chosen add-ons, then the last discount, over the months', () => {
    const selection = { ...defaultSelection(single), durationId: 2, addOnIds: [90] };
    const withDiscount = { ...single, discounts: [{ id: 7, type_val: 'COST' as const, val: 3000 }] };
    expect(selectionCost(withDiscount, selection)).toEqual({
      monthly: 39900 + 900 + 2000,
      months: 24,
      total: (42800 - 3000) * 24,
      discount: { id: 7, val: 3000 },
    });
  });

  it('adds each chosen add-on’s fee, an add-on without one adding nothing', () => {
    const prod = {
      ...single,
      prod_conns_conns: [
        part(90, [], { cost_subsc: 900 }),
        part(91, [], { cost_subsc: null }),
        part(92, [], { cost_subsc: 1500 }),
      ],
    };
    const cost = (addOnIds: number[]) =>
      selectionCost(prod, { ...defaultSelection(prod), durationId: 2, colourId: null, addOnIds })!.monthly;
    expect(cost([])).toBe(39900);
    expect(cost([90, 91, 92])).toBe(39900 + 900 + 1500);
    expect(cost([91])).toBe(39900);
  });

  it('is null for a duration without a fee', () => {
    expect(selectionCost(single, { ...defaultSelection(single), durationId: 3 })).toBeNull();
  });

  it('always gives a monthly price in tens and a whole total', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 500_000 }), fc.integer({ min: 0, max: 50 }), (fee, rate) => {
        const prod = {
          ...single,
          subsc_cat: { subsc_cat_opts: fees(1, [[1, 12, fee]]) },
          discounts: [{ id: 1, type_val: 'RATE' as const, val: rate }],
        };
        const cost = selectionCost(prod, defaultSelection(prod))!;
        expect(cost.monthly).toBe(roundToTens(fee + 2000));
        expect(Number.isInteger(cost.total)).toBe(true);
        expect(cost.total).toBeLessThanOrEqual(cost.monthly * 12);
      }),
    );
  });
});

describe('colour options', () => {
  it('are only the options of the colour type', () => {
    const prod = {
      prod_opts: [colour(11), { id: 50, type: 200, cost: 0 }, { id: 60, type: 300, cost: 500 }, colour(12)],
    };
    expect(colourOptions(prod)).toEqual([colour(11), colour(12)]);
    expect(colourOptions({ prod_opts: [{ id: 60, type: 300, cost: 500 }] })).toEqual([]);
  });

  it('never start on a grade option, even one listed first', () => {
    const graded: SelectableDetail = {
      ...single,
      prod_opts: [{ id: 60, type: 300, cost: 0 }, ...single.prod_opts],
    };
    expect(defaultSelection(graded).colourId).toBe(12);
  });
});

describe('stock with no colour chosen', () => {
  it('adds up every colour, a negative count as none', () => {
    const prod = {
      ...single,
      prod_stocks_qty_color: stock([
        [11, 2],
        [12, 3],
        [13, -4],
      ]),
    };
    expect(colourAvail(prod, null)).toBe(5);
    expect(colourAvail({ ...single, prod_stocks_qty_color: [] }, null)).toBe(0);
    expect(colourAvail(prod, 13)).toBe(0);
  });

  it('limits a single product by its chosen colour', () => {
    expect(availableQty(single, { ...defaultSelection(single), colourId: 12 })).toBe(3);
    expect(availableQty(single, { ...defaultSelection(single), colourId: 11 })).toBe(0);
    expect(availableQty(single, { ...defaultSelection(single), colourId: null })).toBe(3);
    expect(availableQty({ ...single, type_stock: TYPE_STOCK.NONE }, defaultSelection(single))).toBeNull();
  });

  it('lets an untracked package part not limit the package, and a package of untracked parts has no limit', () => {
    const untracked = part(40, [[41, 0]], { type_stock: TYPE_STOCK.NONE });
    const mixed = { ...pkg, prod_conns_pkg: [...pkg.prod_conns_pkg, untracked] };
    expect(availableQty(mixed, defaultSelection(mixed))).toBe(2);
    const loose = { ...pkg, prod_conns_pkg: [untracked] };
    expect(availableQty(loose, defaultSelection(loose))).toBeNull();
    expect(availableQty(pkg, { ...defaultSelection(pkg), partColourIds: { 30: 31 } })).toBe(2);
  });

  it('ignores stock rows with no colour when telling whether anything is in stock', () => {
    const noColour = { ...single, prod_stocks_qty_color: [{ prod_opt_type_color_id: null, countAvail: 4 }] };
    expect(detailHasStock(noColour)).toBe(false);
    expect(
      detailHasStock({
        ...single,
        prod_stocks_qty_color: [...noColour.prod_stocks_qty_color, ...stock([[12, 1]])],
      }),
    ).toBe(true);
  });
});

describe('defaultSelection of the duration', () => {
  const opts = (selectedId: number | null) => ({
    subsc_cat_opts: fees(1, [
      [1, 12, 73900],
      [2, 24, 39900],
      [4, 48, 25900],
    ]).map((opt) => ({ ...opt, selected: opt.id === selectedId })),
  });

  it('takes the flagged duration even when it is not the shortest', () => {
    expect(defaultSelection({ ...single, subsc_cat: opts(2) }).durationId).toBe(2);
    expect(defaultSelection({ ...single, subsc_cat: opts(4) }).durationId).toBe(4);
  });

  it('falls back to the shortest when none is flagged or the flagged one has no fee for the product', () => {
    expect(defaultSelection({ ...single, subsc_cat: opts(null) }).durationId).toBe(1);
    const flaggedWithoutFee = {
      subsc_cat_opts: [
        ...opts(null).subsc_cat_opts,
        { id: 9, val: 6, selected: true, prod_subsc_cat_opts: [{ prod_id: 999, cost_subsc: 1 }] },
      ],
    };
    expect(defaultSelection({ ...single, subsc_cat: flaggedWithoutFee }).durationId).toBe(1);
  });

  it('has no duration without a subscription category or without fees', () => {
    expect(defaultSelection({ ...single, subsc_cat: null })).toEqual({
      colourId: 12,
      durationId: null,
      partColourIds: {},
      addOnIds: [],
      qty: 1,
    });
    expect(defaultSelection({ ...single, subsc_cat: { subsc_cat_opts: [] } }).durationId).toBeNull();
  });

  it('skips a duration whose product fees are missing', () => {
    const prod = {
      ...single,
      subsc_cat: { subsc_cat_opts: [{ id: 8, val: 12, selected: true }, ...fees(1, [[2, 24, 39900]])] },
    };
    expect(durationChoices(prod)).toEqual([{ id: 2, months: 24, monthly: 39900 }]);
    expect(defaultSelection(prod).durationId).toBe(2);
  });
});

describe('selectionCost of colours', () => {
  it('charges no colour surcharge when no colour is chosen', () => {
    expect(selectionCost(single, { ...defaultSelection(single), colourId: null })).toEqual({
      monthly: 73900,
      months: 12,
      total: 73900 * 12,
      discount: null,
    });
  });

  it('charges the dearest colour among the package parts', () => {
    const dear = {
      ...pkg,
      prod_conns_pkg: [
        {
          ...part(20, [
            [21, 1],
            [22, 4],
          ]),
          prod_opts: [colour(21), colour(22, 3000)],
        },
        { ...part(30, [[31, 2]]), prod_opts: [colour(31, 1000)] },
      ],
    };
    expect(selectionCost(dear, defaultSelection(dear))).toEqual({
      monthly: 101000,
      months: 12,
      total: 101000 * 12,
      discount: null,
    });
    expect(
      selectionCost(dear, { ...defaultSelection(dear), partColourIds: { 20: 22, 30: 31 } })?.monthly,
    ).toBe(103000);
  });
});

describe('chosenAddOns', () => {
  const prod = {
    prod_conns_conns: [
      part(90, [], { cost_subsc: 900 }),
      part(91, [], { cost_subsc: null }),
      part(92, [], { cost_subsc: 1500 }),
    ],
  };

  it('lists the chosen add-ons in the product’s order with the monthly fee each adds', () => {
    expect(chosenAddOns(prod, { addOnIds: [92, 90] })).toEqual([
      { part: prod.prod_conns_conns[0], monthly: 900 },
      { part: prod.prod_conns_conns[2], monthly: 1500 },
    ]);
  });

  it('gives an add-on without a fee 0, and nothing when none is chosen', () => {
    expect(chosenAddOns(prod, { addOnIds: [91] })).toEqual([{ part: prod.prod_conns_conns[1], monthly: 0 }]);
    expect(chosenAddOns(prod, { addOnIds: [] })).toEqual([]);
    expect(chosenAddOns(prod, { addOnIds: [7] })).toEqual([]);
  });
});
