/** The first of a thing's pictures in their `sort` order (the list itself stays as it is); undefined when there is none. */
export function firstAtt<T extends { sort: number }>(atts: readonly T[]): T | undefined {
  return [...atts].sort((a, b) => a.sort - b.sort)[0];
}
