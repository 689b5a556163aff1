import type { billAuthStartSchema } from '@shop/domain/api/payments';
import type { z } from 'zod';
import { http } from '../../../shared/http/http';

export type BillAuthStart = z.infer<typeof billAuthStartSchema>;

/** POST payments/billAuth: the simulator's card page, or PortOne's billing-key arguments (a saved address is needed). */
export function postBillAuth(): Promise<BillAuthStart> {
  return http.post<BillAuthStart>('payments/billAuth');
}
