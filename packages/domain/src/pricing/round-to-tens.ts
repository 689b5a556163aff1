/** Monthly prices are shown rounded to the nearest 10 won (halves round up). */
export function roundToTens(won: number): number {
  return Math.round(won / 10) * 10 || 0;
}
