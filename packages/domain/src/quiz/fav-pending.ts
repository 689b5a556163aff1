/**
 * Quiz results the browser keeps in local storage. A visitor's result is pending until sign-up
 * (`/users/createFav` saves it with the account); the last result of anyone feeds the home banner.
 */

export const FAV_PENDING_KEY = 'favPending';
export const FAV_LAST_KEY = 'favLast';

export type FavPending = { fav_symbol_id: number; items: number[] };

const isId = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0;

/** Reads a stored pending result; anything malformed counts as none. */
export function parseFavPending(raw: string | null): FavPending | null {
  // Stryker disable next-line ConditionalExpression: without it null parses as JSON null and '' throws, both giving null too
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<FavPending> | null;
    if (!value || !isId(value.fav_symbol_id)) return null;
    if (!Array.isArray(value.items) || !value.items.every(isId)) return null;
    return { fav_symbol_id: value.fav_symbol_id, items: [...value.items] };
  } catch {
    return null;
  }
}

/** Reads the stored last result symbol id (a plain number); anything malformed counts as none. */
export function parseFavLast(raw: string | null): number | null {
  const id = Number(raw);
  return raw && isId(id) ? id : null;
}
