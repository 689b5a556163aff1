import type { Care, careCreateBodySchema } from '@shop/domain/api/cares';
import type { z } from 'zod';
import { http } from '../../../shared/http/http';

export type CareCreateBody = z.infer<typeof careCreateBodySchema>;

/** POST cares: one request per chosen product; the answer lists the created cares. */
export async function postCares(body: CareCreateBody): Promise<Care[]> {
  const answer = await http.post<Care[]>('cares', body);
  return Array.isArray(answer) ? answer : [];
}
