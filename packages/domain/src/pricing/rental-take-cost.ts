import { PROD_OPT_TYPE, type ProdOptType } from '../codes/prod-opt-type';
import { type AppliedDiscount, applyDiscount, type Discount } from './discount';
import { roundToTens } from './round-to-tens';

export type SelectedOption = { type: ProdOptType; cost: number };

export type RentalTakeInput = {
  /** Monthly cost of the chosen duration for this product. */
  durationMonthlyCost: number;
  months: number;
  /** Every selected option, the package parts' colour choices included. */
  options: readonly SelectedOption[];
  discounts?: readonly Discount[] | null;
};

export type RentalTakeCost = {
  monthly: number;
  months: number;
  total: number;
  discount: AppliedDiscount | null;
};

/** The rental-take price; the reading of the documents is docs/decisions/005-rental-take-price.md. */
export function rentalTakeCost(input: RentalTakeInput): RentalTakeCost {
  const colours = input.options.filter((option) => option.type === PROD_OPT_TYPE.COLOR);
  const others = input.options.filter(
    (option) => option.type !== PROD_OPT_TYPE.COLOR && option.type !== PROD_OPT_TYPE.DURATION,
  );
  const highestColour = Math.max(0, ...colours.map((option) => option.cost));
  const optionCost = others.reduce((sum, option) => sum + option.cost, 0);
  const monthly = roundToTens(input.durationMonthlyCost + optionCost + highestColour);
  const applied = applyDiscount(monthly, input.discounts);
  // What is charged each month is a shown monthly price too, so it is rounded to tens after the discount;
  // the discount reported is what the customer really saves each month.
  const payable = applied ? roundToTens(monthly - applied.val) : monthly;
  const discount = applied ? { id: applied.id, val: monthly - payable } : null;
  return { monthly, months: input.months, total: payable * input.months, discount };
}
