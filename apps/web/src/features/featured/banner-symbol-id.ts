import type { FavPending } from '@shop/domain/quiz/fav-pending';

/** The symbol the quiz falls back on when nobody has a result yet (docs/decisions/008-quiz-scoring.md). */
export const DEFAULT_FAV_SYMBOL_ID = 1;

/**
 * Which result symbol the home banner shows: the signed-in customer's saved one, otherwise the last result
 * kept in this browser, otherwise the pending result of a visitor, otherwise the default symbol.
 */
export function bannerSymbolId(input: {
  userSymbolId: number | null;
  lastId: number | null;
  pending: FavPending | null;
}): number {
  return input.userSymbolId ?? input.lastId ?? input.pending?.fav_symbol_id ?? DEFAULT_FAV_SYMBOL_ID;
}
