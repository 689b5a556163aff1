import type { docConfirmableItemSchema, docConfirmablesBodySchema } from '@shop/domain/api/users';
import type { z } from 'zod';
import { http } from '../../../shared/http/http';

export type DocConfirmableItem = z.infer<typeof docConfirmableItemSchema>;

/** POST docConfirmables: records the customer's agreements (here: per AS request). */
export function postDocConfirmables(items: DocConfirmableItem[]): Promise<unknown> {
  return http.post('docConfirmables', { items } satisfies z.infer<typeof docConfirmablesBodySchema>);
}
