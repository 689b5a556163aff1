import { roundToTens } from './round-to-tens';

export type PricedCartLine = { selected: boolean; duration_cost: number };

/** The cart's monthly total: the selected items' duration_cost, rounded to the nearest 10 won. */
export function monthlyTotal(lines: readonly PricedCartLine[]): number {
  return roundToTens(lines.reduce((sum, line) => (line.selected ? sum + line.duration_cost : sum), 0));
}
