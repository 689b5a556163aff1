import { formatWon } from '../format/money';
import type { Discount } from './discount';
import { rentalTakeCost } from './rental-take-cost';

/** One term a product can be rented for and its monthly fee at that term, before any discount. */
export type TermFee = { months: number; monthly: number };

/**
 * The term a product's card shows: the one with the lowest monthly fee (a longer term costs less a month),
 * the shorter one when two terms cost the same. null when the product has no fee at all. The server's list
 * answers send it as `cost_subsc` and `cost_subsc_months`.
 */
export function cheapestTerm(fees: readonly TermFee[]): TermFee | null {
  let best: TermFee | null = null;
  for (const fee of fees) {
    if (
      best === null ||
      fee.monthly < best.monthly ||
      (fee.monthly === best.monthly && fee.months < best.months)
    ) {
      best = fee;
    }
  }
  return best;
}

export type CardPriceInput = {
  /** The lowest monthly fee over the product's terms, before the discount (`cost_subsc`). */
  monthly: number | null;
  /** The term of that fee in months (`cost_subsc_months`). */
  months: number | null;
  discounts?: readonly Discount[] | null;
};

export type CardPrice = {
  /** What is paid each month at that term, after the discount: the figure the detail shows for the term. */
  monthly: number;
  /** The monthly fee before the discount, when a discount lowers it; else null. */
  listMonthly: number | null;
  months: number;
  /** 월 17,900원~ : the lowest price, a dearer term or colour costs more. */
  text: string;
  /** 정가 월 19,900원, when discounted. */
  listText: string | null;
  /** 48개월 기준 : the term the price belongs to. */
  basis: string;
};

/** 48개월 기준 */
export function termBasisLabel(months: number): string {
  return `${months}개월 기준`;
}

/**
 * What a product card (lists, featured groups, home, search, related products) says about the price: the
 * lowest monthly price with the discount the detail applies, marked as a starting price, and the term it is
 * for. A price whose term is unknown is not shown at all (null), never without its basis.
 */
export function cardPrice(input: CardPriceInput): CardPrice | null {
  if (input.monthly === null || input.months === null) return null;
  const cost = rentalTakeCost({
    durationMonthlyCost: input.monthly,
    months: input.months,
    options: [],
    discounts: input.discounts,
  });
  const saving = cost.discount?.val ?? 0;
  const monthly = cost.monthly - saving;
  const listMonthly = saving > 0 ? cost.monthly : null;
  return {
    monthly,
    listMonthly,
    months: input.months,
    text: `월 ${formatWon(monthly)}~`,
    listText: listMonthly === null ? null : `정가 월 ${formatWon(listMonthly)}`,
    basis: termBasisLabel(input.months),
  };
}

export type AddedPriceLine = { label: string; amount: string };

/**
 * The cart-added popup's price lines: the monthly price of one unit, and for more than one unit the monthly
 * price of them all, each saying which it is; `months` is the term both are for (N개월 약정).
 */
export function addedPriceLines(
  monthlyPerUnit: number,
  qty: number,
  months: number,
): { lines: AddedPriceLine[]; term: string } {
  const units = Math.max(1, Math.floor(qty));
  const lines: AddedPriceLine[] = [{ label: '1개당', amount: `월 ${formatWon(monthlyPerUnit)}` }];
  if (units > 1) lines.push({ label: `${units}개 합계`, amount: `월 ${formatWon(monthlyPerUnit * units)}` });
  return { lines, term: `${months}개월 약정` };
}
