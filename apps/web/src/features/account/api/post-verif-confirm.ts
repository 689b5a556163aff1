import type { VerifResult, verifConfirmBodySchema } from '@shop/domain/api/users';
import type { z } from 'zod';
import { http } from '../../../shared/http/http';

/** POST users/verifConfirm {verif_id}: the verified name and phone, and whether the person has an account. */
export function postVerifConfirm(verifId: string) {
  return http.post<VerifResult>('users/verifConfirm', {
    verif_id: verifId,
  } satisfies z.infer<typeof verifConfirmBodySchema>);
}
