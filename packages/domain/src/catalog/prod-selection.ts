import { PROD_OPT_TYPE } from '../codes/prod-opt-type';
import { TYPE_CONN } from '../codes/type-conn';
import { TYPE_STOCK } from '../codes/type-stock';
import type { Discount } from '../pricing/discount';
import { type RentalTakeCost, rentalTakeCost, type SelectedOption } from '../pricing/rental-take-cost';
import { hasStock, type StockedProduct } from './availability';

/** The parts of a product detail (GET prods/{id}) that choosing options and pricing read. */
type Opt = { id: number; type: number; cost: number };
type ColourStock = { prod_opt_type_color_id: number | null; countAvail: number };
export type SelectableProd = {
  id: number;
  type_conn: number;
  type_stock: number;
  prod_opts: readonly Opt[];
  prod_stocks_qty_color: readonly ColourStock[];
};
export type SelectablePart = SelectableProd & { cost_subsc: number | null };
type Fee = { prod_id: number; cost_subsc: number };
export type SelectableDetail = SelectableProd & {
  prod_conns_pkg: readonly SelectablePart[];
  prod_conns_conns: readonly SelectablePart[];
  discounts?: readonly Discount[] | null;
  subsc_cat: {
    subsc_cat_opts: readonly {
      id: number;
      val: number;
      selected: boolean;
      prod_subsc_cat_opts?: readonly Fee[];
    }[];
  } | null;
};

/** What the customer picked on the product page. */
export type ProdSelection = {
  colourId: number | null;
  /** The chosen subscription-category duration option. */
  durationId: number | null;
  /** Package part id → its colour. */
  partColourIds: Readonly<Record<number, number | null>>;
  /** Chosen accessory add-ons (prod_conns_conns). */
  addOnIds: readonly number[];
  qty: number;
};

export type DurationChoice = { id: number; months: number; monthly: number };

export function colourOptions<T extends Opt>(prod: { prod_opts: readonly T[] }): T[] {
  return prod.prod_opts.filter((opt) => opt.type === PROD_OPT_TYPE.COLOR);
}

/** Available units of one colour; null when the product's stock is not tracked. */
export function colourAvail(prod: SelectableProd, colourId: number | null): number | null {
  if (prod.type_stock === TYPE_STOCK.NONE) return null;
  if (colourId === null) {
    return prod.prod_stocks_qty_color.reduce((sum, row) => sum + Math.max(0, row.countAvail), 0);
  }
  const row = prod.prod_stocks_qty_color.find((r) => r.prod_opt_type_color_id === colourId);
  return Math.max(0, row?.countAvail ?? 0);
}

/** A colour with countAvail 0 is sold out; clicking it says 품절된 옵션입니다. */
export function isColourSoldOut(prod: SelectableProd, colourId: number): boolean {
  return colourAvail(prod, colourId) === 0;
}

/** The category's durations that carry a fee for this product, shortest first. */
export function durationChoices(prod: SelectableDetail): DurationChoice[] {
  // Stryker disable next-line ArrayDeclaration: a filler element has no prod_subsc_cat_opts, so it yields no duration, as for an empty list
  return (prod.subsc_cat?.subsc_cat_opts ?? [])
    .flatMap((opt) => {
      const fee = opt.prod_subsc_cat_opts?.find((f) => f.prod_id === prod.id);
      return fee ? [{ id: opt.id, months: opt.val, monthly: fee.cost_subsc }] : [];
    })
    .sort((a, b) => a.months - b.months);
}

function firstInStock(prod: SelectableProd): number | null {
  const colours = colourOptions(prod);
  return (colours.find((c) => !isColourSoldOut(prod, c.id)) ?? colours[0])?.id ?? null;
}

/**
 * The starting selection: the first colour in stock (the first colour when none is), the category's
 * selected duration (else the first), each package part's first colour in stock, no add-ons, quantity 1.
 */
export function defaultSelection(prod: SelectableDetail): ProdSelection {
  const durations = durationChoices(prod);
  const flagged = prod.subsc_cat?.subsc_cat_opts.find((opt) => opt.selected)?.id;
  const durationId = durations.find((d) => d.id === flagged)?.id ?? durations[0]?.id ?? null;
  return {
    colourId: firstInStock(prod),
    durationId,
    partColourIds: Object.fromEntries(prod.prod_conns_pkg.map((part) => [part.id, firstInStock(part)])),
    addOnIds: [],
    qty: 1,
  };
}

/**
 * Units that can be rented with this selection: a package is limited by its scarcest part; null means no
 * tracked stock limits it.
 */
export function availableQty(prod: SelectableDetail, selection: ProdSelection): number | null {
  if (prod.type_conn !== TYPE_CONN.PACKAGE) return colourAvail(prod, selection.colourId);
  const counts = prod.prod_conns_pkg
    .map((part) => colourAvail(part, selection.partColourIds[part.id] ?? null))
    .filter((n): n is number => n !== null);
  return counts.length ? Math.min(...counts) : null;
}

/** The detail in the shape of the stock rule: countAvail per colour, parts for a package. */
function stocked(prod: SelectableProd & { prod_conns_pkg?: readonly SelectableProd[] }): StockedProduct {
  return {
    type_conn: prod.type_conn,
    type_stock: prod.type_stock,
    prod_stocks_qty: prod.prod_stocks_qty_color.flatMap((row) =>
      row.prod_opt_type_color_id === null
        ? // Stryker disable next-line ArrayDeclaration: a filler row has no colour id and no count, so its countAvail is NaN and never counts as stock
          []
        : [{ prod_opt_type_color_id: row.prod_opt_type_color_id, count: row.countAvail }],
    ),
    prod_conns_pkg: prod.prod_conns_pkg?.map((part) => stocked(part)),
  };
}

/** Whether anything of the product can be rented (untracked stock, any colour, or any package part). */
export function detailHasStock(prod: SelectableDetail): boolean {
  return hasStock(stocked(prod));
}

/**
 * The chosen add-ons (prod_conns_conns), in the product's order, each with the monthly fee it adds to the
 * price (0 when it has none): what the order records and the rental lists after it, with the same figures
 * the price was made of.
 */
export function chosenAddOns<T extends SelectablePart>(
  prod: { prod_conns_conns: readonly T[] },
  selection: Pick<ProdSelection, 'addOnIds'>,
): { part: T; monthly: number }[] {
  return prod.prod_conns_conns
    .filter((part) => selection.addOnIds.includes(part.id))
    .map((part) => ({ part, monthly: part.cost_subsc ?? 0 }));
}

/**
 * The price of one unit with this selection, by the rental-take rule (decision 005): the duration's
 * monthly fee plus each chosen add-on's monthly fee, plus the dearest chosen colour (parts included).
 * null when the duration has no fee.
 */
export function selectionCost(prod: SelectableDetail, selection: ProdSelection): RentalTakeCost | null {
  const duration = durationChoices(prod).find((d) => d.id === selection.durationId);
  if (!duration) return null;
  const addOnMonthly = chosenAddOns(prod, selection).reduce((sum, addOn) => sum + addOn.monthly, 0);
  const colourOf = (item: SelectableProd, id: number | null | undefined): SelectedOption[] => {
    const opt = colourOptions(item).find((c) => c.id === id);
    return opt ? [{ type: PROD_OPT_TYPE.COLOR, cost: opt.cost }] : [];
  };
  const options = [
    ...colourOf(prod, selection.colourId),
    ...prod.prod_conns_pkg.flatMap((part) => colourOf(part, selection.partColourIds[part.id])),
  ];
  return rentalTakeCost({
    durationMonthlyCost: duration.monthly + addOnMonthly,
    months: duration.months,
    options,
    discounts: prod.discounts,
  });
}
