import { STATE_PROVIDE, STATE_PROVIDE_LABEL, type StateProvide } from '../codes/state-provide';
import { TYPE_CONN } from '../codes/type-conn';
import { TYPE_STOCK } from '../codes/type-stock';
import { STOCK_REQUEST_QTY_MAX } from '../limits/stock-request';
import { QUANTITY_DEFAULT, QUANTITY_MIN, QUANTITY_STEP } from '../validation/quantity';

export type ColourCount = { prod_opt_type_color_id: number; count: number };
export type ColourAvailability = ColourCount & { countAvail: number };

export type StockedProduct = {
  type_conn: number;
  type_stock: number;
  prod_stocks_qty?: readonly ColourCount[] | null;
  prod_stocks_qty_pur_order?: readonly ColourCount[] | null;
  prod_conns_pkg?: readonly StockedProduct[] | null;
};

/** Title shown instead of the quantity label for a product that cannot be bought. */
export const NOT_PURCHASABLE_LABEL = '구매불가';

function countsByColour(rows: readonly ColourCount[] | null | undefined): Map<number, number> {
  const counts = new Map<number, number>();
  for (const row of rows ?? []) {
    counts.set(row.prod_opt_type_color_id, (counts.get(row.prod_opt_type_color_id) ?? 0) + row.count);
  }
  return counts;
}

/** Per colour: the stock count less what purchase orders already hold, never below zero. */
export function colourAvailability(product: StockedProduct): ColourAvailability[] {
  const held = countsByColour(product.prod_stocks_qty_pur_order);
  return [...countsByColour(product.prod_stocks_qty)].map(([colourId, count]) => ({
    prod_opt_type_color_id: colourId,
    count,
    countAvail: Math.max(0, count - (held.get(colourId) ?? 0)),
  }));
}

export function countAvail(product: StockedProduct, colourId: number): number {
  return colourAvailability(product).find((row) => row.prod_opt_type_color_id === colourId)?.countAvail ?? 0;
}

/** Untracked stock always counts; a package has stock when any of its parts has. */
export function hasStock(product: StockedProduct): boolean {
  if (product.type_stock === TYPE_STOCK.NONE) return true;
  // Stryker disable next-line ArrayDeclaration: a filler element has no type_stock and no stock rows, so hasStock of it is false, as for an empty list
  if (product.type_conn === TYPE_CONN.PACKAGE) return (product.prod_conns_pkg ?? []).some(hasStock);
  return colourAvailability(product).some((row) => row.countAvail > 0);
}

/** Bought only when the product and every selected package part are provided (state_provide ENABLE). */
export function isPurchasable(
  product: { state_provide: number },
  selectedParts: readonly { state_provide: number }[] = [],
): boolean {
  return [product, ...selectedParts].every((item) => item.state_provide === STATE_PROVIDE.ENABLE);
}

/** The title for a state_provide other than ENABLE (단종 for discontinued), or null when it can be bought. */
export function stateProvideLabel(stateProvide: number): string | null {
  if (stateProvide === STATE_PROVIDE.ENABLE) return null;
  return STATE_PROVIDE_LABEL[stateProvide as StateProvide] ?? NOT_PURCHASABLE_LABEL;
}

export type QuantityBounds = { min: number; max: number; step: number; default: number };

/**
 * Bounds of the quantity selector: max is the available count. Untracked stock (null) has no count, so
 * the stock-request maximum stands in for it.
 */
export function quantityBounds(available: number | null): QuantityBounds {
  const max = available === null ? STOCK_REQUEST_QTY_MAX : Math.max(0, Math.floor(available));
  return { min: QUANTITY_MIN, max, step: QUANTITY_STEP, default: QUANTITY_DEFAULT };
}
