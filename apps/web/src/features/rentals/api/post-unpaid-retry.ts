import type { recordPurOrderUnpaidBodySchema } from '@shop/domain/api/billing';
import type { z } from 'zod';
import { http } from '../../../shared/http/http';

export type UnpaidRetryAnswer = { subsc_id: number; payment_id: number; state: number; cost: number };

/** POST recordPurOrderUnpaids {subsc_id}: charges a rental's overdue rounds again with its card. */
export function postUnpaidRetry(subscId: number): Promise<UnpaidRetryAnswer> {
  return http.post<UnpaidRetryAnswer>('recordPurOrderUnpaids', {
    subsc_id: subscId,
  } satisfies z.infer<typeof recordPurOrderUnpaidBodySchema>);
}
