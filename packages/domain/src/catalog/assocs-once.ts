/**
 * The products shown under 함께 보면 좋은 상품: each once, in the order given (a product both recommended and
 * related is listed twice by prodAssocs, once per kind; the first kind, as the staff ordered them, wins).
 */
export function assocsOnce<T extends { prod_assoc: { id: number } }>(assocs: readonly T[]): T[] {
  const seen = new Set<number>();
  return assocs.filter((assoc) => {
    if (seen.has(assoc.prod_assoc.id)) return false;
    seen.add(assoc.prod_assoc.id);
    return true;
  });
}
