import type { AdminProd, AdminProdUpdate } from '@shop/domain/api/admin/catalogue';
import { send } from '../../../shared/api';
import { useProdWrite } from './prod-write';

/** PATCH /catalogue/prods/{id}: title, texts, visibility, category, maker, tags. */
export const updateProd = (id: number, body: AdminProdUpdate) =>
  send<AdminProd>('PATCH', `/catalogue/prods/${id}`, body);

export const useUpdateProd = (id: number) => useProdWrite((body: AdminProdUpdate) => updateProd(id, body));
