import type { paymentOrdererChangeBodySchema } from '@shop/domain/api/payments';
import { MORPH_TYPE } from '@shop/domain/codes/morph-type';
import type { z } from 'zod';
import { http } from '../../../shared/http/http';

/** PUT paymentOrderers: the rental is paid by the chosen saved card from now on. */
export function putPaymentOrderer(subscId: number, cardId: number): Promise<{ id: number }> {
  return http.put<{ id: number }>('paymentOrderers', {
    orderer_id: subscId,
    orderer_type: MORPH_TYPE.SUBSC,
    payment_bill_auth_id: cardId,
  } satisfies z.infer<typeof paymentOrdererChangeBodySchema>);
}
