/** An ordered list's item moved `by` places (-1 earlier, 1 later): a new list, the old one untouched. */
export function movedItem<T>(list: readonly T[], index: number, by: number): T[] {
  const next = [...list];
  const [item] = next.splice(index, 1);
  next.splice(index + by, 0, item!);
  return next;
}
