import type { FavSymbol, QuizAnswers } from '@shop/domain/api/quiz';
import { http } from '../../../shared/http/http';

/** POST favSymbols/result: a visitor's result, scored on the server and saved nowhere. */
export function postFavSymbolResult(body: QuizAnswers) {
  return http.post<FavSymbol>('favSymbols/result', body);
}
