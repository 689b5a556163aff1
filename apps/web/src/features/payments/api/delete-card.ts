import { http } from '../../../shared/http/http';

/** DELETE paymentOrderers/{id}: removes a saved card that pays no rental (development only). */
export function deleteCard(cardId: number): Promise<boolean> {
  return http.delete<boolean>(`paymentOrderers/${cardId}`);
}
