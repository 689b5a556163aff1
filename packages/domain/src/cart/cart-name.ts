/** The cart's name (storefront-and-account.md 2.6): the first item's title, plus 외 N개 for the others. */
export function cartName(titles: readonly string[]): string {
  const [first, ...rest] = titles;
  if (first === undefined) return '';
  return rest.length > 0 ? `${first} 외 ${rest.length}개` : first;
}
