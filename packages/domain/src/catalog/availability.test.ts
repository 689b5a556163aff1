import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STATE_PROVIDE } from '../codes/state-provide';
import { TYPE_CONN } from '../codes/type-conn';
import { TYPE_STOCK } from '../codes/type-stock';
import {
  colourAvailability,
  countAvail,
  hasStock,
  isPurchasable,
  NOT_PURCHASABLE_LABEL,
  quantityBounds,
  type StockedProduct,
  stateProvideLabel,
} from './availability';

const option = (stock: [number, number][], held: [number, number][] = []): StockedProduct => ({
  type_conn: TYPE_CONN.OPTION,
  type_stock: TYPE_STOCK.STOCK,
  prod_stocks_qty: stock.map(([prod_opt_type_color_id, count]) => ({ prod_opt_type_color_id, count })),
  prod_stocks_qty_pur_order: held.map(([prod_opt_type_color_id, count]) => ({
    prod_opt_type_color_id,
    count,
  })),
});

describe('countAvail', () => {
  it('subtracts what purchase orders hold, per colour, never below zero', () => {
    const product = option(
      [
        [1, 5],
        [2, 2],
        [1, 1],
      ],
      [
        [1, 2],
        [2, 4],
      ],
    );
    expect(colourAvailability(product)).toEqual([
      { prod_opt_type_color_id: 1, count: 6, countAvail: 4 },
      { prod_opt_type_color_id: 2, count: 2, countAvail: 0 },
    ]);
    expect(countAvail(product, 1)).toBe(4);
    expect(countAvail(product, 99)).toBe(0);
  });

  it('is never negative', () => {
    const rows = fc.array(fc.tuple(fc.integer({ min: 1, max: 4 }), fc.integer({ min: -5, max: 50 })));
    fc.assert(
      fc.property(rows, rows, (stock, held) => {
        for (const row of colourAvailability(option(stock, held)))
          expect(row.countAvail).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe('hasStock', () => {
  it('is true for untracked stock', () => {
    expect(hasStock({ ...option([]), type_stock: TYPE_STOCK.NONE })).toBe(true);
  });

  it('needs a colour with stock left', () => {
    expect(hasStock(option([[1, 1]]))).toBe(true);
    expect(hasStock(option([[1, 1]], [[1, 1]]))).toBe(false);
    expect(hasStock(option([]))).toBe(false);
  });

  it('counts a package when any part has stock', () => {
    const pkg = (parts: StockedProduct[]): StockedProduct => ({
      type_conn: TYPE_CONN.PACKAGE,
      type_stock: TYPE_STOCK.STOCK,
      prod_conns_pkg: parts,
    });
    expect(hasStock(pkg([option([]), option([[3, 2]])]))).toBe(true);
    expect(hasStock(pkg([option([]), option([[3, 2]], [[3, 2]])]))).toBe(false);
    expect(hasStock(pkg([]))).toBe(false);
  });
});

describe('isPurchasable and its label', () => {
  const enabled = { state_provide: STATE_PROVIDE.ENABLE };
  const discontinued = { state_provide: STATE_PROVIDE.DISCONTINUED };

  it('needs the product and every selected part enabled', () => {
    expect(isPurchasable(enabled)).toBe(true);
    expect(isPurchasable(enabled, [enabled, enabled])).toBe(true);
    expect(isPurchasable(enabled, [enabled, discontinued])).toBe(false);
    expect(isPurchasable(discontinued)).toBe(false);
  });

  it('labels discontinued 단종 and other values with a generic title', () => {
    expect(stateProvideLabel(STATE_PROVIDE.ENABLE)).toBeNull();
    expect(stateProvideLabel(STATE_PROVIDE.DISCONTINUED)).toBe('단종');
    expect(stateProvideLabel(2)).toBe(NOT_PURCHASABLE_LABEL);
  });
});

describe('quantityBounds', () => {
  it('runs from 1 to the available count in steps of 1, starting at 1', () => {
    expect(quantityBounds(3)).toEqual({ min: 1, max: 3, step: 1, default: 1 });
    expect(quantityBounds(-2).max).toBe(0);
    expect(quantityBounds(null).max).toBe(5);
  });
});

describe('rows the API leaves out', () => {
  it('reads missing stock or purchase-order rows as none', () => {
    const bare: StockedProduct = { type_conn: TYPE_CONN.OPTION, type_stock: TYPE_STOCK.STOCK };
    expect(colourAvailability(bare)).toEqual([]);
    expect(colourAvailability({ ...bare, prod_stocks_qty: null })).toEqual([]);
    expect(
      colourAvailability({ ...bare, prod_stocks_qty: [{ prod_opt_type_color_id: 4, count: 3 }] }),
    ).toEqual([{ prod_opt_type_color_id: 4, count: 3, countAvail: 3 }]);
    expect(hasStock(bare)).toBe(false);
  });

  it('has no stock for a package without its parts list', () => {
    expect(hasStock({ type_conn: TYPE_CONN.PACKAGE, type_stock: TYPE_STOCK.STOCK })).toBe(false);
    expect(
      hasStock({ type_conn: TYPE_CONN.PACKAGE, type_stock: TYPE_STOCK.STOCK, prod_conns_pkg: null }),
    ).toBe(false);
  });

  it('titles a state without its own label 구매불가', () => {
    expect(NOT_PURCHASABLE_LABEL).toBe('구매불가');
    expect(stateProvideLabel(0)).toBe('구매불가');
  });
});
