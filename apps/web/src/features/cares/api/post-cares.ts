import type { Care } from '@shop/domain/api/cares';
import { http } from '../../../shared/http/http';

export type CareCreateBody = { prod_orderers: number[]; contents: string[]; spot_id: number };

/** POST cares: one request per chosen product; the answer lists the created cares. */
export async function postCares(body: CareCreateBody): Promise<Care[]> {
  const answer = await http.post<Care[]>('cares', body);
  return Array.isArray(answer) ? answer : [];
}
