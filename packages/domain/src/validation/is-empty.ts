/** The documents' emptiness: any falsy value, which covers '' and 0. */
export function isEmpty(value: unknown): boolean {
  return !value;
}
