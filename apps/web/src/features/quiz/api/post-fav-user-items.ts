import type { FavSymbol, QuizAnswers } from '@shop/domain/api/quiz';
import { http } from '../../../shared/http/http';

/** POST favUsers/items: scores the answers and saves the result for the signed-in customer. */
export function postFavUserItems(body: QuizAnswers) {
  return http.post<FavSymbol>('favUsers/items', body);
}
