/** Costs are whole won; anything that is not a finite number counts as 0. */
export function floorCost(cost: number | null | undefined): number {
  // Stryker disable next-line ConditionalExpression: Number.isFinite is false for non-numbers too; the typeof narrows the type
  return typeof cost === 'number' && Number.isFinite(cost) ? Math.floor(cost) : 0;
}

/**
 * 12,345: whole won in groups of three, as ko-KR writes them. Not `Intl.NumberFormat`: building one loads the
 * locale's data, a measurable part of a phone's first screen (decision 028), for what a comma rule does.
 */
export function formatNumber(cost: number | null | undefined): string {
  return String(floorCost(cost)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** 12,345원 */
export function formatWon(cost: number | null | undefined): string {
  return `${formatNumber(cost)}원`;
}
