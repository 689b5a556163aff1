// Stryker disable next-line StringLiteral: the host's default locale groups thousands the same way here
const KO_KR = new Intl.NumberFormat('ko-KR');

/** Costs are whole won; anything that is not a finite number counts as 0. */
export function floorCost(cost: number | null | undefined): number {
  // Stryker disable next-line ConditionalExpression: Number.isFinite is false for non-numbers too; the typeof narrows the type
  return typeof cost === 'number' && Number.isFinite(cost) ? Math.floor(cost) : 0;
}

/** 12,345 */
export function formatNumber(cost: number | null | undefined): string {
  return KO_KR.format(floorCost(cost));
}

/** 12,345원 */
export function formatWon(cost: number | null | undefined): string {
  return `${formatNumber(cost)}원`;
}
